import HabitCore
import Synchronization

/// The server's VAPID keys, read from (or made and stored in) the database on first use and
/// kept in memory after that.
public final class VAPIDKeySource: Sendable {
    private let store: (any ServerKeyStore)?
    private let cached = Mutex<VAPIDKeys?>(nil)

    /// `store` is nil for a store that keeps no server keys: asking for them then throws.
    public init(store: (any ServerKeyStore)?) { self.store = store }

    public func keys() throws -> VAPIDKeys {
        if let keys = cached.withLock({ $0 }) { return keys }
        guard let store else { throw NoServerKeys() }
        let keys = try VAPIDKeys.load(from: store)
        cached.withLock { $0 = keys }
        return keys
    }
}

/// The database keeps no server keys (a store without a `server_keys` table), so there are no
/// VAPID keys to push with.
public struct NoServerKeys: Error, CustomStringConvertible, Sendable {
    public var description: String { "this database keeps no server keys (server_keys), so Web Push has no VAPID keys" }
}
