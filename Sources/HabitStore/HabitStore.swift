import CSQLite
import Foundation
import HabitCore
import Synchronization

/// The person's data in one SQLite file, with the current `Library` kept in memory.
///
/// Reads return the in-memory library (a copy-on-write value, so a read never waits on the disk).
/// Every change runs as one transaction: the command is applied to a copy of the library, the
/// difference is written in `BEGIN IMMEDIATE … COMMIT`, and only after the commit does the copy
/// become current. A write is therefore acknowledged only once it is durable
/// (WAL with `synchronous=FULL`). Another process writing the same file (the CLI while the
/// server runs) is noticed through `PRAGMA data_version` and the library is reloaded.
public final class SQLiteHabitStore: HabitStore {
    public let path: String
    public var location: String { path }
    private let writer: Mutex<Writer>
    /// `revision` grows with every committed change and every reload after another process wrote.
    private let current: Mutex<StoreSnapshot>

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    public init(path: String) throws(StoreError) {
        self.path = path
        let connection: SQLiteConnection
        do {
            let directory = (path as NSString).deletingLastPathComponent
            if !directory.isEmpty {
                try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            connection = try SQLiteConnection(path: path)
            try connection.execute("""
                PRAGMA journal_mode = WAL;
                PRAGMA synchronous = FULL;
                PRAGMA busy_timeout = 5000;
                """)
            try Migrations.migrate(connection)
            // Only after migrating: with foreign keys on, a step that drops a parent table would
            // delete its children through ON DELETE CASCADE.
            try connection.execute("PRAGMA foreign_keys = ON")
        } catch let error as SQLiteError {
            throw .cannotOpen(path: path, reason: error.message)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: "\(error)")
        }
        let library: Library
        let version: Int
        do {
            library = try Self.load(connection)
            version = try connection.scalar("PRAGMA data_version") ?? 0
        } catch StoreError.storage(let error) {
            throw .cannotOpen(path: path, reason: error.message)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: error.message)
        }
        writer = Mutex(Writer(connection: connection, dataVersion: version))
        current = Mutex(StoreSnapshot(library: library, revision: 0))
    }

    public var snapshot: StoreSnapshot {
        // If a write is running it refreshes first anyway; never wait behind its fsync here.
        _ = writer.withLockIfAvailable { writer in try? refreshIfChangedElsewhere(writer) }
        return current.withLock { $0 }
    }

    /// Commits the difference between the library before and after the command.
    @discardableResult
    public func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T {
        try writer.withLock { writer in
            try refreshIfChangedElsewhere(writer)
            let before = current.withLock { $0.library }
            var after = before
            let result = try command(&after)
            if after != before {
                do {
                    try writer.connection.transaction {
                        try Persistence.write(from: before, to: after, on: writer.connection)
                    }
                } catch let error as SQLiteError {
                    throw StoreError.storage(error)
                }
                writer.dataVersion = (try? writer.connection.scalar("PRAGMA data_version")) ?? writer.dataVersion
                current.withLock { $0 = StoreSnapshot(library: after, revision: $0.revision + 1) }
            }
            return result
        }
    }

    /// `INSERT … ON CONFLICT DO NOTHING` on the writer connection, with the log's rows of that
    /// tracker older than a week pruned in the same transaction (the rule never looks back more
    /// than a day).
    public func claimReminder(_ key: ReminderKey, at instant: Date) throws(StoreError) -> Bool {
        do {
            return try writer.withLock { writer in
                try writer.connection.transaction {
                    let tracker = SQLValue.text(key.tracker.lowercased)
                    try writer.connection.run("DELETE FROM reminders_sent WHERE tracker_id = ? AND day < ?",
                                              [tracker, .text(key.day.adding(days: -Persistence.sentLogDays).iso)])
                    try writer.connection.run("""
                        INSERT INTO reminders_sent (tracker_id, day, time, sent_at)
                        SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM trackers WHERE id = ?1)
                        ON CONFLICT (tracker_id, day, time) DO NOTHING
                        """, [tracker, .text(key.day.iso), .text(key.time), .text(Persistence.timestamp(instant))])
                    return writer.connection.changes > 0
                }
            }
        } catch let error as SQLiteError {
            throw .storage(error)
        } catch {
            throw .storage(SQLiteError(code: 1, message: "\(error)", sql: nil))
        }
    }

    /// `PRAGMA integrity_check` and `foreign_key_check`; "ok" when both are clean.
    public func integrityCheck() throws -> String {
        try writer.withLock { writer in
            var problems: [String] = []
            try writer.connection.query("PRAGMA integrity_check") { row in
                if row.text(0) != "ok" { problems.append(row.text(0)) }
            }
            try writer.connection.query("PRAGMA foreign_key_check") { row in
                problems.append("foreign key violation in \(row.text(0))")
            }
            return problems.isEmpty ? "ok" : problems.joined(separator: "; ")
        }
    }

    private func refreshIfChangedElsewhere(_ writer: borrowing Writer) throws {
        let version: Int
        do { version = try writer.connection.scalar("PRAGMA data_version") ?? 0 } catch { throw StoreError.storage(error) }
        guard version != writer.dataVersion else { return }
        let library: Library
        library = try Self.load(writer.connection)
        current.withLock { $0 = StoreSnapshot(library: library, revision: $0.revision + 1) }
        writer.dataVersion = version
    }

    /// Reads the whole library (see `Persistence.load` for what makes a row unreadable).
    static func load(_ connection: SQLiteConnection) throws(StoreError) -> Library {
        try Persistence.load { (table: Persistence.Table, row: (SQLiteConnection.Row) -> Void) throws(StoreError) in
            do throws(SQLiteError) {
                try connection.query(Self.queries[table]!) { (each: SQLiteConnection.Row) throws(SQLiteError) in row(each) }
            } catch {
                throw .storage(error)
            }
        }
    }

    private static let queries: [Persistence.Table: String] = [
        .categories: "SELECT id, name, position FROM categories",
        .pauses: "SELECT tracker_id, from_day, until_day FROM pauses ORDER BY tracker_id, from_day",
        .trackers: """
            SELECT id, name, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure,
                   archived_on, reminders FROM trackers
            """,
        // Rows come in primary-key order, so each tracker's days arrive sorted.
        .entries: "SELECT tracker_id, day, state, value, note FROM entries ORDER BY tracker_id, day",
        .settings: "SELECT day_start, zone, device_zone, device_language FROM settings WHERE id = 1",
    ]
}

/// The writer connection and what it last saw. `@unchecked Sendable` because the connection is
/// only ever touched inside `SQLiteHabitStore.writer`'s lock.
private final class Writer: @unchecked Sendable {
    let connection: SQLiteConnection
    var dataVersion: Int

    init(connection: SQLiteConnection, dataVersion: Int) {
        self.connection = connection
        self.dataVersion = dataVersion
    }
}

private extension Error {
    var message: String { (self as? SQLiteError)?.message ?? "\(self)" }
}
