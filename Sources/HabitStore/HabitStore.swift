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

    /// Reads the whole library. A row the schema lets through but the model cannot hold (an id
    /// that is not a UUID, a day that is not a date, a completion of no tracker) is an error
    /// naming it, never silently left out: the next write would otherwise lose it for good.
    static func load(_ connection: SQLiteConnection) throws(StoreError) -> Library {
        var unreadable: StoreError?
        /// Hands each row of `sql` to `read`, which returns why a row cannot be read; stops reading at the first.
        func each(_ sql: String, _ read: (SQLiteConnection.Row) -> StoreError?) throws(StoreError) {
            do {
                try connection.query(sql) { row in if unreadable == nil { unreadable = read(row) } }
            } catch {
                throw .storage(error)
            }
            if let unreadable { throw unreadable }
        }
        func key(_ column: String, _ value: String) -> String { "\(column) = '\(value.replacingOccurrences(of: "'", with: "''"))'" }

        var categories: [Category] = []
        try each("SELECT id, name, position FROM categories") { row in
            guard let id = Category.ID(row.text(0)) else {
                return .unreadable(table: "categories", row: key("id", row.text(0)), problem: "has an id that is not a UUID")
            }
            categories.append(Category(id: id, name: row.text(1), position: row.int(2)))
            return nil
        }
        var pauses: [String: [Pause]] = [:]
        try each("SELECT tracker_id, from_day, until_day FROM pauses ORDER BY tracker_id, from_day") { row in
            guard let from = Day(row.text(1)), row.isNull(2) || Day(row.text(2)) != nil else {
                return .unreadable(table: "pauses", row: key("tracker_id", row.text(0)) + " AND " + key("from_day", row.text(1)),
                                   problem: "has a day that is not a date (YYYY-MM-DD)")
            }
            pauses[row.text(0), default: []].append(Pause(from: from, until: row.optionalText(2).flatMap { Day($0) }))
            return nil
        }
        var trackers: [Tracker] = []
        try each("""
            SELECT id, name, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure,
                   archived_on FROM trackers
            """) { row in
            func fail(_ problem: String) -> StoreError {
                .unreadable(table: "trackers", row: key("id", row.text(0)), problem: problem)
            }
            guard let id = Tracker.ID(row.text(0)) else { return fail("has an id that is not a UUID") }
            guard let categoryID = Category.ID(row.text(4)) else { return fail("has a category_id that is not a UUID") }
            guard let createdOn = Day(row.text(7)) else { return fail("has a created_on that is not a date (YYYY-MM-DD)") }
            let kind: Tracker.Kind
            if row.text(2) == "habit" {
                guard let schedule = Persistence.decode(Schedule.self, json: row.text(3)) else {
                    return fail("has a schedule this Habits can't read")
                }
                kind = .habit(schedule)
            } else {
                kind = .event
            }
            let measure = row.optionalText(11).map { Persistence.decode(Measure.self, json: $0) }
            if case .some(nil) = measure { return fail("has a measure this Habits can't read") }
            let archivedOn = row.optionalText(12).map { Day($0) }
            if case .some(nil) = archivedOn { return fail("has an archived_on that is not a date (YYYY-MM-DD)") }
            trackers.append(Tracker(id: id, name: row.text(1), kind: kind, categoryID: categoryID, emoji: row.text(5),
                                    color: row.text(6), createdOn: createdOn, pinned: row.int(8) != 0,
                                    position: row.int(9), note: row.optionalText(10), measure: measure ?? nil,
                                    pauses: pauses[id.lowercased] ?? [], archivedOn: archivedOn ?? nil))
            return nil
        }
        // Rows come in primary-key order, so each tracker's days arrive sorted.
        var entries: [String: [Entry]] = [:]
        try each("SELECT tracker_id, day, state, value, note FROM entries ORDER BY tracker_id, day") { row in
            let at = key("tracker_id", row.text(0)) + " AND " + key("day", row.text(1))
            guard let day = Day(row.text(1)) else {
                return .unreadable(table: "entries", row: at, problem: "has a day that is not a date (YYYY-MM-DD)")
            }
            guard let state = Persistence.state(row.optionalText(2), value: row.optionalInt(3)) else {
                return .unreadable(table: "entries", row: at, problem: "has a state this Habits can't read")
            }
            entries[row.text(0), default: []].append(Entry(day: day, state: state, note: row.optionalText(4)))
            return nil
        }
        var histories: [Tracker.ID: History] = [:]
        for tracker in trackers {
            histories[tracker.id] = History(sorted: entries.removeValue(forKey: tracker.id.lowercased) ?? [])
        }
        if let orphan = entries.min(by: { $0.key < $1.key }) {
            throw .unreadable(table: "entries", row: key("tracker_id", orphan.key) + " AND " + key("day", orphan.value[0].day.iso),
                              problem: "belongs to no tracker (tracker ids are read in lower case)")
        }
        var settings = Settings.standard
        try each("SELECT day_start, zone FROM settings WHERE id = 1") { row in
            settings = Settings(dayStart: row.int(0), zone: row.optionalText(1))
            return nil
        }
        return Library(categories: categories, trackers: trackers, histories: histories, settings: settings)
    }
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
