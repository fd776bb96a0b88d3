import Foundation
import HabitCore
import Synchronization

/// One account's data in a PostgreSQL database shared by any number of accounts and processes.
/// Personal mode uses `.personal` (account 1, created by the first migration).
public struct PostgresAccount: Hashable, Sendable, CustomStringConvertible {
    public let id: Int64

    public init(id: Int64) { self.id = id }

    public static let personal = PostgresAccount(id: 1)

    public var description: String { String(id) }
    var parameter: SQLValue { .integer(id) }
}

/// How Habits reaches PostgreSQL: straight (`.none`), or through a connection pooler in
/// transaction mode (`.transaction`, such as PgBouncer's `pool_mode = transaction`), which lends
/// each transaction whichever server connection is free. Through one, statements are never
/// prepared under a name, every setting is `SET LOCAL` inside its transaction (as
/// `habits.account` always is), and `LISTEN`, which must stay on one server connection, goes
/// straight to PostgreSQL on a URL of its own.
public enum PostgresPooler: String, Sendable, CaseIterable {
    case none, transaction
}

/// How a read makes sure it is not stale when another process may have written.
public enum PostgresFreshness: Sendable, Equatable {
    /// Every read asks for the account's revision (one single-row primary-key query) and reloads
    /// when it moved: a read that starts after a write committed, on any process, sees that write.
    /// The default.
    case everyRead
    /// Reads trust `NOTIFY`: the cache is reloaded when a notification names a newer revision,
    /// and the revision is asked for only when the last confirmation is older than `recheck` or
    /// the listener is down. A read may then be up to about the notification delay old (never
    /// more than `recheck`); for deployments that route each person to one process.
    case notified(recheck: Duration)
}

/// A PostgreSQL database as Habits uses it: a pool of connections, the schema brought up to date
/// at open, and one listener connection for `NOTIFY habits_changes`. Open it once per process and
/// make a `PostgresHabitStore` per account from it.
///
/// It refuses a role that bypasses row-level security (a superuser or `BYPASSRLS`).
public final class PostgresDatabase: Sendable {
    /// The URL without its password, for messages.
    public let location: String
    let pool: PostgresPool
    private let listener: PostgresListener?
    private let observers = Observers()

    /// The stores and handlers to tell of a change (a class, since the listener's callbacks hold it).
    private final class Observers: Sendable {
        struct Store {
            let account: Int64
            let revised: @Sendable (Int?) -> Void
            /// The newest revision the store knows of (`newestKnownRevision`).
            let known: @Sendable () -> Int?
        }
        struct State {
            /// By account, then by store: a notification names one account, and is delivered
            /// to its stores without looking at every other account's.
            var stores: [Int64: [ObjectIdentifier: Store]] = [:]
            var handlers: [@Sendable (PostgresAccount, Int) -> Void] = []
        }
        let mutex = Mutex(State())

        func withLock<T>(_ body: (inout State) -> T) -> T { mutex.withLock { body(&$0) } }
    }

    /// Connects to `url` (`postgres://user@host:port/db` or libpq's `key=value` form), refuses a
    /// role that bypasses row-level security, and runs the migrations. `connections` bounds the
    /// pool; `listen: false` opens no listener (a one-shot CLI command does not need one).
    /// `pooler`: how `url` reaches PostgreSQL (`PostgresPooler`); through a pooler in
    /// transaction mode the listener needs `listenURL`, a direct connection (by default it uses
    /// `url`).
    public init(url: String, connections: Int = 8, listen: Bool = true, pooler: PostgresPooler = .none,
                listenURL: String? = nil) throws(StoreError) {
        let pool = PostgresPool(conninfo: url, size: connections, pooled: pooler == .transaction)
        var location = Self.redacted(url)
        if listen, pooler == .transaction, listenURL == nil {
            throw .cannotConnect(location: location, reason: """
                a pooler in transaction mode cannot keep LISTEN on one server connection: give a direct connection \
                to PostgreSQL for it with --listen-database URL (or HABITS_LISTEN_DATABASE_URL)
                """)
        }
        do {
            location = try pool.withConnection { connection in
                let location = connection.location
                var role = "", bypasses = false
                try connection.query("SELECT current_user::text, rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user") { row in
                    role = row.text(0)
                    bypasses = row.text(1) == "t"
                }
                if bypasses { throw StoreError.bypassesRowSecurity(role: role, location: location) }
                try PostgresMigrations.migrate(connection)
                return location
            }
        } catch let error as StoreError {
            throw error
        } catch let error as PostgresError {
            // libpq's connection messages span lines ("…failed: Connection refused\n\tIs the server running…").
            let reason = error.message.split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            throw .cannotConnect(location: location, reason: reason)
        } catch {
            throw .cannotConnect(location: location, reason: "\(error)")
        }
        self.location = location
        self.pool = pool
        guard listen else {
            listener = nil
            return
        }
        let observers = self.observers
        listener = PostgresListener(conninfo: listenURL ?? url, received: { payload in
            Self.deliver(payload, to: observers)
        }, connected: {
            // Whatever was sent while no one listened is lost: every store checks its revision again.
            for store in observers.withLock({ $0.stores.values.flatMap(\.values) }) { store.revised(nil) }
        }, idle: { connection in
            try Self.compareRevisions(on: connection, with: observers)
        })
    }

    /// On the listener's connection, right after it (re)connected and whenever it has been idle
    /// for `PostgresListener.idleCheck`: one query for the revisions of every account this
    /// process holds a store of, and each one newer than the store knows is delivered as if its
    /// `NOTIFY` had arrived. So a notification lost in a way the listener could not see (a network
    /// that drops it silently) is made up for within seconds, for every open page at the cost of
    /// one statement, not one per library (SPEC §21: thousands of open streams cost the database
    /// next to nothing while nothing changes).
    private static func compareRevisions(on connection: PostgresConnection, with observers: Observers) throws(PostgresError) {
        let held = observers.withLock { state in state.stores.mapValues { Array($0.values) } }
        guard !held.isEmpty else { return }
        var newer: [(account: Int64, revision: Int)] = []
        try connection.query("SELECT id, revision FROM accounts WHERE id = ANY($1::bigint[])",
                             [PostgresPersistence.arrayLiteral(held.keys.sorted().map { .integer($0) })]) { row in
            let account = Int64(row.int(0)), revision = row.int(1)
            if held[account]?.contains(where: { ($0.known() ?? 0) < revision }) == true { newer.append((account, revision)) }
        }
        for (account, revision) in newer { deliver("\(account):\(revision)", to: observers) }
    }

    deinit { listener?.stop() }

    /// True while notifications from other processes are arriving.
    public var isListening: Bool { listener?.isListening ?? false }

    /// What this process's pool has sent to the database (the listener apart).
    public var traffic: PostgresTraffic { pool.traffic }

    /// The store of `account` (which must exist), its library loaded.
    public func store(for account: PostgresAccount = .personal,
                      freshness: PostgresFreshness = .everyRead) throws(StoreError) -> PostgresHabitStore {
        try PostgresHabitStore(database: self, account: account, freshness: freshness)
    }

    /// Creates an empty account and returns it.
    public func createAccount() throws(StoreError) -> PostgresAccount {
        let id = try withStorage { connection in
            try connection.scalar("INSERT INTO accounts DEFAULT VALUES RETURNING id")
        }
        guard let id else { throw .cannotConnect(location: location, reason: "no account id came back") }
        return PostgresAccount(id: Int64(id))
    }

    /// Calls `handler` with the account and its new revision after every committed write seen on
    /// the database, by this process or any other (for live updates, §14). It runs on the
    /// listener's thread: keep it short.
    public func onChange(_ handler: @escaping @Sendable (PostgresAccount, Int) -> Void) {
        observers.withLock { $0.handlers.append(handler) }
    }

    func register(_ store: PostgresHabitStore, revised: @escaping @Sendable (Int?) -> Void, known: @escaping @Sendable () -> Int?) {
        observers.withLock {
            $0.stores[store.account.id, default: [:]][ObjectIdentifier(store)] = Observers.Store(account: store.account.id,
                                                                                                  revised: revised, known: known)
        }
    }

    func unregister(_ id: ObjectIdentifier, account: Int64) {
        observers.withLock { state in
            state.stores[account]?.removeValue(forKey: id)
            if state.stores[account]?.isEmpty == true { state.stores.removeValue(forKey: account) }
        }
    }

    /// Runs `body` on a pooled connection; a PostgreSQL failure becomes `StoreError.database`,
    /// anything else (a command's `DomainError`) goes through as it is.
    public func withConnection<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
        do {
            return try pool.withConnection(body)
        } catch let error as PostgresError {
            throw StoreError.database(error)
        }
    }

    /// `withConnection` where only storage can fail.
    func withStorage<T>(_ body: (PostgresConnection) throws -> T) throws(StoreError) -> T {
        do {
            return try withConnection(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .database(PostgresError(sqlState: nil, message: "\(error)", sql: nil))
        }
    }

    /// `<account>:<revision>`, as `PostgresHabitStore.update` sends it.
    private static func deliver(_ payload: String, to observers: Observers) {
        let parts = payload.split(separator: ":")
        guard parts.count == 2, let account = Int64(parts[0]), let revision = Int(parts[1]) else { return }
        let (stores, handlers) = observers.withLock { observers in
            ((observers.stores[account]?.values).map { $0.map(\.revised) } ?? [], observers.handlers)
        }
        for revised in stores { revised(revision) }
        for handler in handlers { handler(PostgresAccount(id: account), revision) }
    }

    /// The connection string without a password, whichever form it has.
    static func redacted(_ conninfo: String) -> String {
        if conninfo.contains("://"), var components = URLComponents(string: conninfo) {
            components.password = nil
            components.queryItems = components.queryItems?.filter { $0.name != "password" }
            if components.queryItems?.isEmpty == true { components.queryItems = nil }
            return components.string ?? "the PostgreSQL database"
        }
        return conninfo.replacingOccurrences(of: #"password\s*=\s*('(\\.|[^'])*'|\S+)"#, with: "password=…",
                                             options: .regularExpression)
    }
}

/// One account's data in PostgreSQL, with the same behaviour as `SQLiteHabitStore`: the library
/// is kept in memory (a per-account cache), a command runs on a copy, the difference is written
/// in one transaction, and the copy becomes current only after `COMMIT`.
///
/// Writers of one account are serialised by a row lock, on every process, and each write bumps
/// the account's revision before `COMMIT`; then `NOTIFY habits_changes, '<account>:<revision>'`
/// tells every process. A write runs its command on the library this process holds and sends
/// the difference in one round trip that first checks, under the lock, that the revision has
/// not moved (`writeAtOnce`). If it has (another process wrote), nothing was written and the
/// write starts over the locked way (`writeLocked`): lock first, reload, run the command on the
/// library that includes the other write, write. No write is lost either way: the second of two
/// concurrent writers waits for the first's commit and then applies its command to the library
/// that includes it.
///
/// Reads are never stale with `.everyRead` (see `PostgresFreshness`); the listener's
/// notifications then only save reloads from being late and drive `PostgresDatabase.onChange`.
/// When the database cannot be reached a read returns the last library known and a write throws.
public final class PostgresHabitStore: HabitStore {
    public let database: PostgresDatabase
    public let account: PostgresAccount
    public let freshness: PostgresFreshness
    public var location: String { "\(database.location) (account \(account.id))" }

    private let current: Mutex<StoreSnapshot>
    /// One writer of this account at a time in this process, so each starts from the last commit.
    private let writer = Mutex(())
    private let news: Mutex<News>

    /// What the listener said last: the newest revision announced, and when the cache was last
    /// known to be current (nil: check on the next read).
    private struct News {
        var announced = 0
        var confirmed: ContinuousClock.Instant?
    }

    /// Opens the store of `account` on a database of its own (one pool, one listener).
    public convenience init(url: String, account: PostgresAccount = .personal,
                            freshness: PostgresFreshness = .everyRead) throws(StoreError) {
        try self.init(database: PostgresDatabase(url: url), account: account, freshness: freshness)
    }

    init(database: PostgresDatabase, account: PostgresAccount, freshness: PostgresFreshness) throws(StoreError) {
        self.database = database
        self.account = account
        self.freshness = freshness
        guard let loaded = try database.withStorage({ connection in try Self.read(account, on: connection) }) else {
            throw .cannotConnect(location: database.location, reason: "there is no account \(account.id)")
        }
        current = Mutex(loaded)
        news = Mutex(News(announced: loaded.revision, confirmed: .now))
        database.register(self, revised: { [weak self] revision in self?.announce(revision) },
                          known: { [weak self] in self?.newestKnownRevision })
    }

    deinit { database.unregister(ObjectIdentifier(self), account: account.id) }

    public var lastKnown: StoreSnapshot { current.withLock { $0 } }

    public var newestKnownRevision: Int {
        max(current.withLock { $0.revision }, news.withLock { $0.announced })
    }

    /// A newer revision in the database is most often this process's own write, committed a
    /// moment ago and about to install its library: the read waits for that write (the writer
    /// lock, taken with no connection held, so a write waiting for one is never blocked behind
    /// it) and takes its library when it is at least as new, instead of loading the whole
    /// library again (a tap's read racing its neighbour's write did that on every other tap).
    public var snapshot: StoreSnapshot {
        let cached = current.withLock { $0 }
        guard mustCheck(cached) else { return cached }
        do {
            guard let stored = try database.withConnection({ connection in
                try connection.scalar("SELECT revision FROM accounts WHERE id = $1", [account.parameter])
            }) else { return cached }
            if stored == cached.revision {
                confirm()
                return cached
            }
            let written = writer.withLock { _ in current.withLock { $0 } }
            if written.revision >= stored {
                confirm()
                return written
            }
            return try database.withConnection { connection in
                guard let fresh = try Self.read(account, on: connection) else { return cached }
                confirm()
                return install(fresh)
            }
        } catch {
            // Unreachable: the last library known (a write would throw and say why).
            return cached
        }
    }

    @discardableResult
    public func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T {
        var outcome: (result: T, snapshot: StoreSnapshot?)?
        try writer.withLock { _ in
            outcome = try database.withConnection { connection in
                do {
                    let base = current.withLock { $0 }
                    if let written = try writeAtOnce(command, on: base, connection) { return written }
                    return try writeLocked(command, cached: base, connection)
                } catch {
                    if connection.isUsable && !connection.isIdle { try? connection.execute("ROLLBACK") }
                    throw error
                }
            }
            if let snapshot = outcome?.snapshot { install(snapshot) }
        }
        guard let outcome else { fatalError("the transaction returned without an outcome") }
        return outcome.result
    }

    /// The common case in one round trip: `command` runs on the library this process holds, and
    /// its difference goes out with a check, under the account's row lock, that the account is
    /// still at that library's revision (which also names the account for row-level security).
    /// A tap, one day of one tracker, is one statement that is its own transaction
    /// (`habits_write_day`, migration step 14), then the `NOTIFY`: two statements. Any other write
    /// is `BEGIN`, `habits_expect_revision` (step 9), its statements, then `commit`'s. If another
    /// process wrote in between, the check fails, nothing is written, and nil sends the write down
    /// the locked path; nil too when the command threw or changed nothing, or wrote too much for
    /// one round trip, since then the database's own state must decide.
    private func writeAtOnce<T>(_ command: (inout Library) throws(DomainError) -> T, on base: StoreSnapshot,
                                _ connection: PostgresConnection) throws -> (result: T, snapshot: StoreSnapshot?)? {
        var after = base.library
        let mark = after.beginJournal()
        let result: T
        do {
            result = try command(&after)
        } catch {
            return nil
        }
        let changes = Persistence.changes(from: base.library, to: after, since: mark)
        // Nothing to write on this copy may still be something on the database's newer state.
        guard !changes.isEmpty else { return nil }
        let revision = base.revision + 1
        if let day = PostgresPersistence.dayWrite(changes, account: account.parameter, revision: base.revision,
                                                  hasReminders: Self.hasReminders(after)) {
            do {
                // The write and the NOTIFY are each a transaction of their own (a sync apart).
                _ = try connection.pipeline([day, Self.broadcast(account, revision)], syncAfter: [0], commits: true)
            } catch {
                if error.statement == 0, error.sqlState == Self.staleRevision { return nil }
                guard error.statement == 1 else { throw error }
            }
            return (result, StoreSnapshot(library: after, revision: revision))
        }
        let writes = try connection.collect { () throws(PostgresError) in
            try PostgresPersistence.write(changes, account: account.parameter, on: connection)
        }
        guard writes.count <= Self.pipelinedWrites else { return nil }
        let expecting: [PostgresConnection.Statement] = [.init("BEGIN"),
            .init("SELECT habits_expect_revision($1, $2)", [account.parameter, .integer(Int64(base.revision))])]
        do {
            try commit(after: expecting, writes, library: after, revision: revision, on: connection)
        } catch {
            guard error.statement == 1, error.sqlState == Self.staleRevision else { throw error }
            try connection.execute("ROLLBACK")
            return nil
        }
        return (result, StoreSnapshot(library: after, revision: revision))
    }

    /// Any write, in two round trips: `BEGIN` and the row lock first (the second of two concurrent
    /// writers waits there for the first's `COMMIT`), the library loaded again if its revision
    /// moved, then the command's difference with `commit`'s statements.
    private func writeLocked<T>(_ command: (inout Library) throws(DomainError) -> T, cached: StoreSnapshot,
                                _ connection: PostgresConnection) throws -> (result: T, snapshot: StoreSnapshot?) {
        // `NO KEY` so that rows elsewhere which merely reference the account, such as sessions, are not held up.
        let opened = try connection.pipeline([
            .init("BEGIN"),
            .init("""
                SELECT revision, set_config('habits.account', $1::bigint::text, true) FROM accounts
                WHERE id = $1 FOR NO KEY UPDATE
                """, [account.parameter]),
        ])
        guard let stored = opened[1] else {
            throw StoreError.cannotConnect(location: database.location, reason: "there is no account \(account.id)")
        }
        var base = cached
        var reloaded: StoreSnapshot?
        if stored != base.revision {
            // Another process wrote; the lock keeps it from writing again until COMMIT.
            base = StoreSnapshot(library: try PostgresPersistence.load(account: account.parameter, on: connection), revision: stored)
            reloaded = base
        }
        var after = base.library
        let mark = after.beginJournal()
        let result = try command(&after)
        let changes = Persistence.changes(from: base.library, to: after, since: mark)
        guard !changes.isEmpty else {
            try connection.execute("COMMIT")
            return (result, reloaded)
        }
        let writes = try connection.collect { () throws(PostgresError) in
            try PostgresPersistence.write(changes, account: account.parameter, on: connection)
        }
        // The row lock holds the revision at `stored` until COMMIT.
        try commit(writes, library: after, revision: stored + 1, on: connection)
        return (result, StoreSnapshot(library: after, revision: stored + 1))
    }

    /// The end of every write but a tap, in one round trip after `opening` (statements of the same
    /// transaction that must come first): `writes`, the revision bump, `COMMIT` and, after it, the
    /// `NOTIFY` of `revision`. A big import's writes, more than `pipelinedWrites`, go one by one
    /// first (only without `opening`). A failure of the `NOTIFY` alone is no failure: the write
    /// has committed, and other processes hear of it at their next full check.
    private func commit(after opening: [PostgresConnection.Statement] = [], _ writes: [PostgresConnection.Statement],
                        library: Library, revision: Int, on connection: PostgresConnection) throws(PostgresError) {
        var statements = opening
        if writes.count <= Self.pipelinedWrites {
            statements += writes
        } else {
            precondition(opening.isEmpty, "writes sent one by one would run before the opening statements")
            for write in writes { try connection.run(write.sql, write.values) }
        }
        statements += [Self.bump(account, library), .init("COMMIT"), Self.broadcast(account, revision)]
        do {
            _ = try connection.pipeline(statements, commits: true)
        } catch {
            guard error.statement == statements.count - 1 else { throw error }
        }
    }

    /// `INSERT … ON CONFLICT DO NOTHING RETURNING` for this account: of two processes claiming
    /// the same reminder at once, the second waits on the first's row and then inserts nothing.
    /// The account's rows older than a week are pruned in the same transaction.
    public func claimReminder(_ key: ReminderKey, at instant: Date) throws(StoreError) -> Bool {
        try database.withStorage { connection in
            try connection.transaction { () throws -> Bool in
                try connection.run("SELECT set_config('habits.account', $1::bigint::text, true)", [account.parameter])
                try connection.run("DELETE FROM reminders_sent WHERE account_id = $1 AND tracker_id = $2 AND day < $3",
                                   [account.parameter, .text(key.tracker.lowercased),
                                    .text(key.day.adding(days: -Persistence.sentLogDays).iso)])
                let inserted = try connection.scalar("""
                    INSERT INTO reminders_sent (account_id, tracker_id, day, time, sent_at)
                    SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM trackers WHERE account_id = $1 AND id = $2)
                    ON CONFLICT (account_id, tracker_id, day, time) DO NOTHING
                    RETURNING 1
                    """, [account.parameter, .text(key.tracker.lowercased), .text(key.day.iso), .text(key.time),
                          .text(Persistence.timestamp(instant))])
                return inserted != nil
            }
        }
    }

    // MARK: Inside

    /// A write of at most this many statements goes in one round trip with its `COMMIT`.
    static let pipelinedWrites = 16

    /// What `habits_expect_revision` raises when another write came first.
    static let staleRevision = "HB001"

    /// The last statement inside a write: the revision bump, with whether the library now has a reminder.
    /// (It answers the new revision, which the writer already knows: it holds the row lock.)
    private static func bump(_ account: PostgresAccount, _ library: Library) -> PostgresConnection.Statement {
        .init("UPDATE accounts SET revision = revision + 1, reminders = $2 WHERE id = $1 RETURNING revision",
              [account.parameter, .text(hasReminders(library) ? "true" : "false")])
    }

    private static func hasReminders(_ library: Library) -> Bool { library.trackers.contains { !$0.reminders.isEmpty } }

    /// `NOTIFY habits_changes, '<account>:<revision>'` once the write has committed, in a
    /// transaction of its own that does not wait for the disk. Not inside the write: PostgreSQL
    /// holds one lock for the whole cluster from a notifying transaction's commit until its
    /// commit record is flushed, so notifying writes could not share an fsync (pgbench on this
    /// machine: a four-statement upsert transaction 1,681 tps, the same with `pg_notify` 529).
    /// If the process dies between the two, the write is still durable and every reader still
    /// sees it (each read asks the revision); only the streams of other processes hear of it at
    /// their next poll instead of at once. It notifies only while the account is at `revision`:
    /// sent in the same round trip as a write that found another one ahead of it (and wrote
    /// nothing), it announces nothing that was not written.
    private static func broadcast(_ account: PostgresAccount, _ revision: Int) -> PostgresConnection.Statement {
        .init("SELECT set_config('synchronous_commit', 'off', true), pg_notify($1, $2) FROM accounts WHERE id = $3 AND revision = $4",
              [.text(PostgresListener.channel), .text("\(account.id):\(revision)"), account.parameter, .integer(Int64(revision))])
    }

    /// The account's revision and library, read in one snapshot; nil when there is no such account.
    private static func read(_ account: PostgresAccount, on connection: PostgresConnection) throws -> StoreSnapshot? {
        try connection.transaction("ISOLATION LEVEL REPEATABLE READ READ ONLY") { () throws -> StoreSnapshot? in
            guard let revision = try connection.scalar(
                "SELECT revision, set_config('habits.account', $1::bigint::text, true) FROM accounts WHERE id = $1", [account.parameter]) else {
                return nil
            }
            return StoreSnapshot(library: try PostgresPersistence.load(account: account.parameter, on: connection), revision: revision)
        }
    }

    /// Makes `snapshot` current unless a newer one already is; returns the current one.
    @discardableResult
    private func install(_ snapshot: StoreSnapshot) -> StoreSnapshot {
        current.withLock { current in
            if snapshot.revision > current.revision { current = snapshot }
            return current
        }
    }

    private func mustCheck(_ cached: StoreSnapshot) -> Bool {
        guard case .notified(let recheck) = freshness else { return true }
        guard database.isListening else { return true }
        return news.withLock { news in
            guard news.announced <= cached.revision, let confirmed = news.confirmed else { return true }
            return confirmed.duration(to: .now) > recheck
        }
    }

    private func confirm() {
        news.withLock { $0.confirmed = .now }
    }

    /// From the listener: `revision` was committed (nil: notifications may have been missed).
    private func announce(_ revision: Int?) {
        news.withLock { news in
            guard let revision else {
                news.confirmed = nil
                return
            }
            news.announced = max(news.announced, revision)
        }
    }
}

extension PostgresDatabase: ServerKeyStore {
    public func serverKey(_ name: String, orInsert make: () throws -> String) throws -> String {
        func stored(_ connection: PostgresConnection) throws(PostgresError) -> String? {
            var value: String?
            try connection.query("SELECT value FROM server_keys WHERE name = $1", [.text(name)]) { value = $0.text(0) }
            return value
        }
        return try withConnection { connection in
            if let value = try stored(connection) { return value }
            let made = try make()
            try connection.run("INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING",
                               [.text(name), .text(made)])
            return try stored(connection) ?? made
        }
    }
}

extension PostgresHabitStore: ServerKeyStore {
    public func serverKey(_ name: String, orInsert make: () throws -> String) throws -> String {
        try database.serverKey(name, orInsert: make)
    }
}
