import HabitStore
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
        guard let store else { throw StoreError.cannotOpen(path: "server_keys", reason: "this store keeps no server keys") }
        let keys = try VAPIDKeys.load(from: store)
        cached.withLock { $0 = keys }
        return keys
    }
}
