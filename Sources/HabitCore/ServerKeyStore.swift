/// Values that belong to the server rather than to anyone's data, made once and kept (the VAPID
/// key pair Web Push signs with, SPEC §15). Both backends keep them in a `server_keys` table.
public protocol ServerKeyStore: Sendable {
    /// The value stored under `name`; when there is none, `make()`'s, stored first. When two
    /// processes race, the first to commit wins and both return its value.
    func serverKey(_ name: String, orInsert make: () throws -> String) throws -> String
}
