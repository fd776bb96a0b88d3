import Dispatch
import Synchronization

/// A few connections to one database, each used by one caller at a time. At most `size` are
/// open; a caller beyond that waits for one to come back. A connection that broke (the server
/// restarted, the socket died) or comes back inside a transaction is dropped, not reused.
final class PostgresPool: Sendable {
    let conninfo: String
    let size: Int
    /// The connections go through a pooler in transaction mode (`PostgresConnection(_:pooled:)`).
    let pooled: Bool
    /// What the pool's connections have sent.
    let traffic = PostgresTraffic()
    private let idle = Mutex<[PooledConnection]>([])
    private let slots: DispatchSemaphore

    init(conninfo: String, size: Int, pooled: Bool = false) {
        self.conninfo = conninfo
        self.size = max(1, size)
        self.pooled = pooled
        slots = DispatchSemaphore(value: max(1, size))
    }

    /// Runs `body` with a connection of its own; opens one when none is idle. When an idle
    /// connection turns out to have died (the server restarted) before anything ran on it,
    /// `body` runs again once on a new connection.
    func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        slots.wait()
        defer { slots.signal() }
        if let reused = idle.withLock({ $0.popLast() }) {
            do {
                return try run(body, on: reused)
            } catch let error as PostgresError where error.isRetryable {
                // Fall through to a fresh connection.
            }
        }
        let fresh = try PostgresConnection(conninfo, pooled: pooled)
        fresh.traffic = traffic
        return try run(body, on: PooledConnection(fresh))
    }

    private func run<T>(_ body: (PostgresConnection) throws -> T, on pooled: PooledConnection) throws -> T {
        pooled.connection.sentThisTurn = 0
        defer {
            if pooled.connection.isUsable && pooled.connection.isIdle {
                idle.withLock { $0.append(pooled) }
            } else if !pooled.connection.isUsable {
                // A broken connection usually means the server restarted: the idle ones are gone
                // too, and dropping them now spares the next callers a failure each.
                idle.withLock { $0.removeAll() }
            }
        }
        return try body(pooled.connection)
    }
}

/// A connection on its way in or out of the pool's lock. `@unchecked Sendable` because a
/// `PostgresConnection` is not thread-safe, but the pool gives each one to a single caller at a
/// time: it is either in `idle` (touched only under the lock) or held by exactly one
/// `withConnection` call, never both.
private final class PooledConnection: @unchecked Sendable {
    let connection: PostgresConnection

    init(_ connection: PostgresConnection) { self.connection = connection }
}
