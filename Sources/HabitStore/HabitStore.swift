import CSQLite
import Foundation
import HabitCore
import Synchronization

/// The person's data in one SQLite file, with the current `Library` kept in memory.
///
/// Reads return the in-memory library (a copy-on-write value, so a read never waits on the disk).
/// Writes are group-committed (`WriteQueue`): concurrent writes go to disk together in one
/// `BEGIN IMMEDIATE … COMMIT`, so one fsync (WAL with `synchronous=FULL`) acknowledges the batch.
/// Each command is applied in turn to the library as the writes before it left it, and its
/// difference is written under a savepoint of its own, so a command that breaks a rule, or whose
/// rows SQLite refuses, changes nothing and leaves its neighbours alone. Only after the commit do
/// the callers get their results and does the new library become current; if the commit fails,
/// every caller of the batch gets the storage error and nothing changes. A write is therefore
/// acknowledged only once it is durable. Another process writing the same file (the CLI while
/// the server runs) is noticed through `PRAGMA data_version` and the library is reloaded.
public final class SQLiteHabitStore: HabitStore {
    public let path: String
    public var location: String { path }
    private let writer: Mutex<Writer>
    /// `revision` grows with every committed batch and every reload after another process wrote.
    private let current: Mutex<StoreSnapshot>
    private let queue: WriteQueue

    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    /// `batching` says how many concurrent writes may share a commit (`.off`: one each).
    public init(path: String, batching: WriteBatching = .grouped) throws(StoreError) {
        self.path = path
        queue = WriteQueue(batching: batching)
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

    /// What group commit has done so far (writes answered, commits, the largest batch).
    public var commitStatistics: CommitStatistics { queue.statistics }

    /// Applies the command in the next batch and returns once that batch is durable (or failed).
    @discardableResult
    public func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T {
        var outcome: Result<T, DomainError>?
        // The leader may be another thread: it runs `command` while this one waits in `submit`,
        // which releases the closure before it returns, so `command` does not actually escape.
        let failure = withoutActuallyEscaping(command) { command in
            let write = PendingWrite { library in
                do throws(DomainError) {
                    outcome = .success(try command(&library))
                    return true
                } catch {
                    outcome = .failure(error)
                    return false
                }
            }
            queue.submit(write, commit: commit)
            return write.failure
        }
        if let failure { throw failure }
        guard let outcome else { throw StoreError.storage(SQLiteError(code: SQLITE_MISUSE, message: "the write was not run", sql: nil)) }
        return try outcome.get()
    }

    /// Runs on the leader's thread: one transaction for the batch, committed once. Returns
    /// whether it committed.
    ///
    /// It takes the file's write lock first (`BEGIN IMMEDIATE`), so no other connection commits
    /// meanwhile: a change another process made before it is read now (`data_version`), the
    /// commands run on the library as the file has it, and the commit leaves `data_version` as
    /// it was (a connection's own commits do not move it). Each command runs in turn on the
    /// library the writes before it left, and the batch's rows are written together under one
    /// savepoint; if a statement fails (a row SQLite refuses), that savepoint is undone and the
    /// batch is written again one write at a time, each under a savepoint of its own, so the
    /// failing write changes nothing and leaves its neighbours alone (its command runs again,
    /// as `HabitStore.update` allows).
    private func commit(_ batch: [PendingWrite]) -> Bool {
        writer.withLock { writer in
            func fail(_ error: any Error) -> Bool {
                if writer.connection.inTransaction { try? writer.connection.run("ROLLBACK") }
                for write in batch { write.failure = error }
                return false
            }
            let connection = writer.connection
            do {
                try connection.run("BEGIN IMMEDIATE")
                try refreshIfChangedElsewhere(writer)
            } catch let error as SQLiteError {
                return fail(StoreError.storage(error))
            } catch {
                return fail(error)
            }
            let start = current.withLock { $0.library }
            let written: Library?
            do throws(SQLiteError) {
                if let together = try writeTogether(batch, on: start, connection) {
                    written = together
                } else {
                    written = try writeOneByOne(batch, on: start, connection)
                }
            } catch {
                // SQLite ended the whole transaction (a full disk, I/O): the batch is lost.
                return fail(StoreError.storage(error))
            }
            guard let library = written else {
                try? connection.run("ROLLBACK")
                return false
            }
            do throws(SQLiteError) {
                try connection.run("COMMIT")
            } catch {
                return fail(StoreError.storage(error))
            }
            current.withLock { $0 = StoreSnapshot(library: library, revision: $0.revision + 1) }
            return true
        }
    }

    /// `write`'s command on a copy of `library`, and what it changed; nil when it refused or
    /// changed nothing.
    private static func run(_ write: PendingWrite, on library: Library) -> (Library, [Persistence.Change])? {
        var attempt = library
        let mark = attempt.beginJournal()
        guard write.run(on: &attempt) else { return nil }
        let changes = Persistence.changes(from: library, to: attempt, since: mark)
        return changes.isEmpty ? nil : (attempt, changes)
    }

    /// Every write's command and rows in turn, the rows under one savepoint: the library after
    /// them, or `.some(nil)` when none changed anything, or nil when a statement failed (the
    /// savepoint is undone and the transaction goes on).
    private func writeTogether(_ batch: [PendingWrite], on start: Library, _ connection: SQLiteConnection) throws(SQLiteError) -> Library?? {
        var library = start
        var planned: [(changes: [Persistence.Change], before: Library, after: Library)] = []
        for write in batch {
            guard let (attempt, changes) = Self.run(write, on: library) else { continue }
            planned.append((changes, library, attempt))
            library = attempt
        }
        guard !planned.isEmpty else { return .some(nil) }
        do throws(SQLiteError) {
            try connection.savepoint { () throws(SQLiteError) in
                for write in planned { try Persistence.write(write.changes, from: write.before, to: write.after, on: connection) }
            }
            return library
        } catch {
            guard connection.inTransaction else { throw error }
            return nil
        }
    }

    /// Every write in turn under a savepoint of its own (after `writeTogether` found a row SQLite
    /// refuses): a write whose rows fail gets the error and changes nothing. The library after
    /// the writes that went through, or nil when none changed anything.
    private func writeOneByOne(_ batch: [PendingWrite], on start: Library, _ connection: SQLiteConnection) throws(SQLiteError) -> Library? {
        var library = start, wrote = false
        for write in batch {
            guard let (attempt, changes) = Self.run(write, on: library) else { continue }
            do throws(SQLiteError) {
                try connection.savepoint { () throws(SQLiteError) in
                    try Persistence.write(changes, from: library, to: attempt, on: connection)
                }
                library = attempt
                wrote = true
            } catch {
                guard connection.inTransaction else { throw error }
                write.failure = StoreError.storage(error)
            }
        }
        return wrote ? library : nil
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
        try writer.withLock { writer in try Backup.problems(writer.connection) }
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
        .trackers: Persistence.trackers.select(.sqlite),
        // Rows come in primary-key order, so each tracker's days arrive sorted.
        .entries: "SELECT tracker_id, day, state, value, note FROM entries ORDER BY tracker_id, day",
        .settings: "SELECT day_start, zone, device_zone, device_language, week_start FROM settings WHERE id = 1",
        .channels: Persistence.channels.select(.sqlite),
        .entryWriteTimes: "SELECT tracker_id, day, written_at FROM entry_write_times",
        .entryNoteWriteTimes: "SELECT tracker_id, day, written_at FROM entry_note_write_times",
        .trackerWriteTimes: "SELECT tracker_id, part, written_at FROM tracker_write_times",
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

extension SQLiteHabitStore: ServerKeyStore {
    public func serverKey(_ name: String, orInsert make: () throws -> String) throws -> String {
        func stored(_ connection: SQLiteConnection) throws(SQLiteError) -> String? {
            var value: String?
            try connection.query("SELECT value FROM server_keys WHERE name = ?", [.text(name)]) { value = $0.text(0) }
            return value
        }
        return try writer.withLock { writer in
            do {
                if let value = try stored(writer.connection) { return value }
                let made = try make()
                return try writer.connection.transaction {
                    try writer.connection.run("INSERT OR IGNORE INTO server_keys (name, value) VALUES (?, ?)",
                                              [.text(name), .text(made)])
                    return try stored(writer.connection) ?? made
                }
            } catch let error as SQLiteError {
                throw StoreError.storage(error)
            }
        }
    }
}
