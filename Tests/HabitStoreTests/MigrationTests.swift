import Foundation
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Testing

/// FNV-1a, 64 bits: a tiny stable hash to pin shipped migration steps (no CryptoKit on Linux).
func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf29ce484222325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x100000001b3
    }
    return hash
}

private func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }

/// A step's fingerprint: the hash of its SQL text, or of its identifier for a Swift step (a
/// closure's body cannot be hashed; its identifier stands for it and must change with it).
private func fingerprint(_ step: Migration) -> UInt64 {
    switch step.work {
    case .sql(let sql): return fnv1a64(sql)
    case .swift: return fnv1a64(step.identifier)
    }
}

/// Every step that has shipped, in order, with its fingerprint. Append a line when a step ships.
private let shipped: [(identifier: String, fingerprint: UInt64)] = [
    ("v1-categories-trackers-completions", 0x8a490b83ee2f2d7d),  // first release, 440c534
    ("v2-tracker-schedule-as-json", 0xbd3aed1c58fa8d80),
    ("v3-entries-measures-pauses-archive-settings", 0xbfc15716705468aa),
    ("v4-accounts", 0x649cc6a51da5d31),
    ("v5-entry-write-times", 0x9bf6171d22d13f44),
    ("v6-reminders", 0xba715e8831db5b81),
    ("v7-notification-channels", 0x80e02a144ffdaaea),
    ("v8-account-reminders", 0xcbf29ce484222325),  // empty on SQLite (see the step)
    ("v9-expect-revision", 0xcbf29ce484222325),  // empty on SQLite (see the step)
    ("v10-sign-in-elsewhere", 0xaa8d9be0956de384),
    ("v11-week-start", 0xdbd6574f3207b46f),
    ("v12-note-write-times", 0x1db491229cad8377),
    ("v13-channel-kinds-in-code", 0x141ac817ff03f291),
    ("v14-write-day", 0xcbf29ce484222325),  // empty on SQLite (see the step)
]

/// Opens a raw connection to `path`, for writing what the store never would.
private func raw(_ path: String) throws -> SQLiteConnection { try SQLiteConnection(path: path) }

private func text(_ connection: SQLiteConnection, _ sql: String) throws -> [String] {
    var rows: [String] = []
    try connection.query(sql) { row in rows.append(row.text(0)) }
    return rows
}

@Suite struct MigrationTests {
    // MARK: Shipped steps are append-only

    @Test func the_hash_is_fnv1a_64() {
        #expect(fnv1a64("") == 0xcbf29ce484222325)
        #expect(fnv1a64("a") == 0xaf63dc4c8601ec8c)
        #expect(fnv1a64("foobar") == 0x85944171f73967e8)
    }

    @Test func shipped_steps_are_never_edited_removed_or_reordered() {
        let steps = Migrations.steps
        for (index, pinned) in shipped.enumerated() {
            guard index < steps.count else {
                Issue.record("""
                    Step \(index + 1) "\(pinned.identifier)" has shipped but is gone from Migrations.steps. \
                    Shipped steps are append-only: put it back.
                    """)
                continue
            }
            let step = steps[index]
            #expect(step.identifier == pinned.identifier && fingerprint(step) == pinned.fingerprint, """
                Step \(index + 1) "\(step.identifier)" (fingerprint \(hex(fingerprint(step)))) is not the step that \
                shipped as "\(pinned.identifier)" (\(hex(pinned.fingerprint))). Shipped steps are append-only: \
                restore it byte for byte and make the change a new step at the end of Migrations.steps.
                """)
        }
        for (index, step) in steps.enumerated().dropFirst(shipped.count) {
            Issue.record("""
                Step \(index + 1) "\(step.identifier)" is not pinned. Append ("\(step.identifier)", \
                \(hex(fingerprint(step)))) to `shipped`; from then on it is append-only too.
                """)
        }
    }

    @Test func a_fresh_database_runs_every_step_and_a_reopen_runs_none() throws {
        let db = TemporaryDatabase()
        _ = try SQLiteHabitStore(path: db.path)
        #expect(db.scalar("PRAGMA user_version") == "\(Migrations.steps.count)")
        let before = db.scalar("SELECT group_concat(sql, ';') FROM sqlite_master")
        _ = try SQLiteHabitStore(path: db.path)
        #expect(db.scalar("PRAGMA user_version") == "\(Migrations.steps.count)")
        #expect(db.scalar("SELECT group_concat(sql, ';') FROM sqlite_master") == before)
    }

    @Test func a_database_from_a_newer_habits_is_refused() throws {
        let db = TemporaryDatabase()
        _ = try SQLiteHabitStore(path: db.path)
        try raw(db.path).execute("PRAGMA user_version = \(Migrations.steps.count + 1)")
        let error = #expect(throws: StoreError.self) { try SQLiteHabitStore(path: db.path) }
        guard case .newerSchema(let found, let known)? = error else {
            Issue.record("expected newerSchema, got \(String(describing: error))")
            return
        }
        #expect(found == Migrations.steps.count + 1 && known == Migrations.steps.count)
        #expect(error?.description.contains("Update Habits") == true)
    }

    // MARK: The runner, on a throw-away schema

    /// Parents and children with ON DELETE CASCADE, rows in both.
    private static let family = Migration.sql("test-family", """
        CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT;
        CREATE TABLE children (
            id INTEGER PRIMARY KEY,
            parent_id INTEGER NOT NULL REFERENCES parents(id) ON DELETE CASCADE,
            name TEXT NOT NULL
        ) STRICT;
        CREATE INDEX children_by_parent ON children(parent_id);
        INSERT INTO parents (id, name) VALUES (1, 'Ann'), (2, 'Bob');
        INSERT INTO children (id, parent_id, name) VALUES (10, 1, 'Cid'), (11, 1, 'Dee'), (20, 2, 'Eve');
        """)

    /// The 12-step recipe on the parent table: adds a column with a CHECK; `keeping` picks the rows copied.
    private static func rebuildParents(_ identifier: String, keeping: String = "1", rebuildsTables: Bool = true) -> Migration {
        .sql(identifier, rebuildsTables: rebuildsTables, """
            CREATE TABLE new_parents (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL CHECK (length(name) > 0),
                nickname TEXT
            ) STRICT;
            INSERT INTO new_parents (id, name) SELECT id, name FROM parents WHERE \(keeping);
            DROP TABLE parents;
            ALTER TABLE new_parents RENAME TO parents;
            """)
    }

    private static let everyChild = "SELECT id || ' ' || parent_id || ' ' || name FROM children ORDER BY id"

    /// A connection with foreign keys on, as the store has them after opening; the family in place.
    private func familyDatabase(_ db: TemporaryDatabase) throws -> SQLiteConnection {
        let connection = try raw(db.path)
        try connection.execute("PRAGMA foreign_keys = ON")
        try Migrations.migrate(connection, steps: [Self.family])
        #expect(try connection.scalar("PRAGMA user_version") == 1)
        return connection
    }

    @Test func a_rebuild_of_the_parent_table_keeps_every_child_row() throws {
        let db = TemporaryDatabase()
        let connection = try familyDatabase(db)
        try Migrations.migrate(connection, steps: [Self.family, Self.rebuildParents("test-rebuild-parents")])
        #expect(try connection.scalar("PRAGMA user_version") == 2)
        #expect(try text(connection, Self.everyChild) == ["10 1 Cid", "11 1 Dee", "20 2 Eve"])
        #expect(try text(connection, "SELECT id || ' ' || name || ' ' || ifnull(nickname, '-') FROM parents ORDER BY id")
                == ["1 Ann -", "2 Bob -"])
        // Foreign keys are back on, and the children's reference now points at the new table.
        #expect(try connection.scalar("PRAGMA foreign_keys") == 1)
        try connection.execute("DELETE FROM parents WHERE id = 1")
        #expect(try text(connection, Self.everyChild) == ["20 2 Eve"])
    }

    @Test func without_the_rebuild_mark_the_same_step_with_foreign_keys_on_would_cascade_into_the_children() throws {
        // Why the mark exists: DROP TABLE deletes the parents first, and ON DELETE CASCADE follows.
        let db = TemporaryDatabase()
        let connection = try familyDatabase(db)
        try Migrations.migrate(connection, steps: [Self.family, Self.rebuildParents("test-plain", rebuildsTables: false)])
        #expect(try text(connection, Self.everyChild) == [])
    }

    @Test func a_rebuild_that_leaves_a_dangling_reference_is_rolled_back_with_an_error() throws {
        let db = TemporaryDatabase()
        let connection = try familyDatabase(db)
        let schemaBefore = try text(connection, "SELECT sql FROM sqlite_master ORDER BY name")
        let error = #expect(throws: StoreError.self) {
            try Migrations.migrate(connection, steps: [Self.family, Self.rebuildParents("test-drop-bob", keeping: "id = 1")])
        }
        guard case .migrationFailed(let step, let problem)? = error else {
            Issue.record("expected migrationFailed, got \(String(describing: error))")
            return
        }
        #expect(step == "test-drop-bob")
        #expect(problem == "PRAGMA foreign_key_check found rows pointing at rows that do not exist: 1 row(s) of children → parents")
        #expect(error?.description.hasPrefix("Can't upgrade the database: step \"test-drop-bob\" failed: PRAGMA foreign_key_check") == true)
        #expect(error?.description.contains("rolled back") == true)
        // Nothing of the step remains: version, schema and rows are as before; foreign keys are on again.
        #expect(try connection.scalar("PRAGMA user_version") == 1)
        #expect(try text(connection, "SELECT sql FROM sqlite_master ORDER BY name") == schemaBefore)
        #expect(try text(connection, "SELECT name FROM parents ORDER BY id") == ["Ann", "Bob"])
        #expect(try text(connection, Self.everyChild) == ["10 1 Cid", "11 1 Dee", "20 2 Eve"])
        #expect(try connection.scalar("PRAGMA foreign_keys") == 1)
    }

    @Test func a_swift_step_runs_with_the_connection_and_a_failing_one_is_rolled_back() throws {
        let db = TemporaryDatabase()
        let connection = try familyDatabase(db)
        let shout = Migration.swift("test-shout") { connection in
            var names: [(Int, String)] = []
            try connection.query("SELECT id, name FROM parents ORDER BY id") { row in names.append((row.int(0), row.text(1))) }
            for (id, name) in names {
                try connection.run("UPDATE parents SET name = ? WHERE id = ?", [.text(name.uppercased()), SQLValue(id)])
            }
        }
        struct Refused: Error {}
        let fail = Migration.swift("test-fail") { connection in
            try connection.execute("DELETE FROM children")
            throw Refused()
        }
        let error = #expect(throws: StoreError.self) {
            try Migrations.migrate(connection, steps: [Self.family, shout, fail])
        }
        guard case .migrationFailed(let step, _)? = error else {
            Issue.record("expected migrationFailed, got \(String(describing: error))")
            return
        }
        #expect(step == "test-fail")
        #expect(try connection.scalar("PRAGMA user_version") == 2)
        #expect(try text(connection, "SELECT name FROM parents ORDER BY id") == ["ANN", "BOB"])
        #expect(try text(connection, Self.everyChild).count == 3)
    }

    // MARK: Upgrading a database written by the first release

    /// A tracker as plain values, so the expectations below read like the rows they pin.
    struct TrackerRow: Equatable, CustomStringConvertible {
        var id, name, kind: String
        var weekdays: String?
        var category, emoji, color, start: String
        var pinned: Bool
        var position: Int
        var note: String?

        var description: String {
            "\(name) [\(id)] \(kind) \(weekdays ?? "-") in \(category) \(emoji) \(color) from \(start) "
                + "pinned \(pinned) at \(position) note \(note.map { "\"\($0)\"" } ?? "nil")"
        }
    }

    private func rows(_ library: Library) -> [TrackerRow] {
        library.trackers.map { tracker in
            TrackerRow(id: tracker.id.lowercased, name: tracker.name, kind: tracker.kind.name,
                       weekdays: tracker.kind.schedule?.weekdayList?.map(\.rawValue).joined(separator: ","),
                       category: library.category(tracker.categoryID)?.name ?? "?", emoji: tracker.emoji,
                       color: tracker.color, start: tracker.createdOn.iso, pinned: tracker.pinned,
                       position: tracker.position, note: tracker.note)
        }
    }

    /// The fixture ships as a resource of this test target (`resources: [.copy("Fixtures")]`).
    private func firstReleaseDatabase() throws -> TemporaryDatabase {
        let fixture = try #require(Bundle.module.url(forResource: "first-release-440c534", withExtension: "db",
                                                     subdirectory: "Fixtures"))
        let db = TemporaryDatabase()
        try FileManager.default.copyItem(atPath: fixture.path, toPath: db.path)
        return db
    }

    @Test func a_database_written_by_the_first_release_opens_with_every_row_intact() throws {
        let db = try firstReleaseDatabase()
        #expect(db.scalar("PRAGMA user_version") == "1")
        let store = try SQLiteHabitStore(path: db.path)
        #expect(db.scalar("PRAGMA user_version") == "\(Migrations.steps.count)")
        #expect(try store.integrityCheck() == "ok")
        let library = store.library

        #expect(library.categories.map { "\($0.id.lowercased) \($0.name) \($0.position)" } == [
            "cf1e3008-030d-4b9b-b6f0-95626370c25a Health 0",
            "c4b7f5d0-4203-433b-8d3a-4b6d1d39c298 Дом 1",
            "79b96a46-a325-49a6-863a-bdc6bbb0599e Work 3",
        ])

        let expected = [
            TrackerRow(id: "06a010ab-fc3c-4baa-afcd-a1f48bb9c5f0", name: "Read", kind: "habit",
                       weekdays: "mon,tue,wed,thu,fri,sat,sun", category: "Health", emoji: "📚", color: "#9333EA",
                       start: "2025-02-01", pinned: true, position: 0, note: #"20 pages "at least" </script>"#),
            TrackerRow(id: "c19ef24f-f892-4cff-9512-d16538dc0fc8", name: "Run", kind: "habit",
                       weekdays: "mon,wed,fri", category: "Health", emoji: "🏓", color: "#16A34A",
                       start: "2025-01-27", pinned: false, position: 2, note: nil),
            TrackerRow(id: "c21d75f8-d6c7-4b8c-9fd8-1f49901382fe", name: "Уборка", kind: "habit",
                       weekdays: "sat", category: "Дом", emoji: "🌺", color: "#FD4C49",
                       start: "2025-02-01", pinned: false, position: 3, note: "Пылесос и полы 🧹, по субботам"),
            TrackerRow(id: "300ecffb-ba7f-438d-9d23-f3a7b074ec3d", name: "Party 🎉", kind: "event",
                       weekdays: nil, category: "Дом", emoji: "🎸", color: "#DB2777",
                       start: "2025-02-03", pinned: false, position: 5, note: "День рождения 🎂"),
            TrackerRow(id: "5eb931c1-736e-4ce5-bc2b-9f7291529f6d", name: "Standup", kind: "habit",
                       weekdays: "mon,tue,wed,thu,fri", category: "Work", emoji: "🤔", color: "#475569",
                       start: "2025-02-03", pinned: false, position: 6, note: nil),
            TrackerRow(id: "ead2c3b6-a7cf-40c5-90a2-374a945a721f", name: "Weekend", kind: "habit",
                       weekdays: "sat,sun", category: "Work", emoji: "🏝", color: "#0891B2",
                       start: "2025-02-03", pinned: false, position: 7, note: nil),
        ]
        let actual = rows(library)
        #expect(actual.count == expected.count)
        for (got, want) in zip(actual, expected) { #expect(got == want) }

        let completions = library.trackers.map { tracker in
            "\(tracker.name): " + library.history(of: tracker.id).doneDays.map(\.iso).joined(separator: " ")
        }
        #expect(completions == [
            "Read: 2025-02-01 2025-02-02 2025-02-03 2025-02-04 2025-02-07 2025-02-09",
            "Run: 2025-01-27 2025-01-29 2025-02-03 2025-02-05",
            "Уборка: 2025-02-01 2025-02-08",
            "Party 🎉: 2025-02-06",
            "Standup: 2025-02-03 2025-02-05",
            "Weekend: 2025-02-08 2025-02-09",
        ])
        #expect(library.histories.count == expected.count)
        #expect(db.scalar("SELECT count(*) FROM entries") == "17")
    }

    @Test func an_upgraded_first_release_database_takes_writes_and_keeps_its_cascades() throws {
        let db = try firstReleaseDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        let run = try #require(store.library.tracker(named: "Run"))
        let today = try #require(Day("2025-02-10"))
        try store.update { (lib: inout Library) throws(DomainError) in try lib.setDone(true, tracker: run.id, on: today, today: today) }
        #expect(try SQLiteHabitStore(path: db.path).library.history(of: run.id).doneDays.last == today)
        let work = try #require(store.library.category(named: "work"))
        try store.update { (lib: inout Library) throws(DomainError) in try lib.deleteCategory(work.id) }
        #expect(db.scalar("SELECT count(*) FROM trackers") == "4")
        #expect(db.scalar("SELECT count(*) FROM entries") == "14")
        #expect(try store.integrityCheck() == "ok")
    }

    // MARK: Rows that cannot be read

    struct BadRow: Sendable, CustomTestStringConvertible {
        let sql: String
        let table: String
        let row: String
        let problem: String
        var testDescription: String { "\(table): \(problem)" }
    }

    static let categoryID = "0f4c8a52-2b7e-4a57-9a35-6f1f3c1e9b01"
    static let trackerID = "5d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6"
    static let channelID = "7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5"

    static let badRows: [BadRow] = [
        BadRow(sql: "INSERT INTO categories VALUES ('category-2', 'Bad', 'bad', 7)",
               table: "categories", row: "id = 'category-2'", problem: "has an id that is not a UUID"),
        BadRow(sql: """
                   INSERT INTO trackers (id, name, name_key, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure, archived_on) VALUES ('tracker-2', 'Bad', 'bad', 'event', NULL, '\(categoryID)', '🙂',
                                                '#2563EB', '2025-02-01', 0, 7, NULL, NULL, NULL)
                   """,
               table: "trackers", row: "id = 'tracker-2'", problem: "has an id that is not a UUID"),
        BadRow(sql: """
                   INSERT INTO trackers (id, name, name_key, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure, archived_on) VALUES ('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'Bad', 'bad', 'event', NULL,
                                                'it''s no uuid', '🙂', '#2563EB', '2025-02-01', 0, 7, NULL, NULL, NULL)
                   """,
               table: "trackers", row: "id = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'",
               problem: "has a category_id that is not a UUID"),
        BadRow(sql: """
                   INSERT INTO trackers (id, name, name_key, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure, archived_on) VALUES ('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'Bad', 'bad', 'event', NULL,
                                                '\(categoryID)', '🙂', '#2563EB', '2025-02-30', 0, 7, NULL, NULL, NULL)
                   """,
               table: "trackers", row: "id = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'",
               problem: "has a created_on that is not a date (YYYY-MM-DD)"),
        BadRow(sql: """
                   INSERT INTO trackers (id, name, name_key, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure, archived_on) VALUES ('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'Bad', 'bad', 'habit',
                                                '{"kind":"sometimes"}', '\(categoryID)', '🙂', '#2563EB', '2025-02-01', 0, 7, NULL, NULL, NULL)
                   """,
               table: "trackers", row: "id = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'",
               problem: "has a schedule this Habits can't read"),
        BadRow(sql: """
                   INSERT INTO trackers (id, name, name_key, kind, category_id, emoji, color, created_on, pinned, position, reminders)
                   VALUES ('9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d', 'Bad', 'bad', 'event', '\(categoryID)', '🙂', '#2563EB',
                           '2025-02-01', 0, 7, '[{"time":"25:00"}]')
                   """,
               table: "trackers", row: "id = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'",
               problem: "has reminders this Habits can't read"),
        BadRow(sql: "INSERT INTO entries VALUES ('\(trackerID)', '2025-02-30', 'done', NULL, NULL)",
               table: "entries", row: "tracker_id = '\(trackerID)' AND day = '2025-02-30'",
               problem: "has a day that is not a date (YYYY-MM-DD)"),
        BadRow(sql: "INSERT INTO entries VALUES ('\(trackerID.uppercased())', '2025-02-02', 'done', NULL, NULL)",
               table: "entries", row: "tracker_id = '\(trackerID.uppercased())' AND day = '2025-02-02'",
               problem: "belongs to no tracker (tracker ids are read in lower case)"),
        // Since step 13 a channel's kind and secret are the codec's to check, not a constraint's.
        BadRow(sql: "INSERT INTO notification_channels (id, kind, url, created_at) VALUES ('\(channelID)', 'pigeon', 'https://a.example', 0)",
               table: "notification_channels", row: "id = '\(channelID)'", problem: "has a kind and columns that do not go together"),
        BadRow(sql: "INSERT INTO notification_channels (id, kind, url, created_at) VALUES ('\(channelID)', 'webhook', 'https://a.example', 0)",
               table: "notification_channels", row: "id = '\(channelID)'", problem: "has a kind and columns that do not go together"),
        BadRow(sql: """
                   INSERT INTO notification_channels (id, kind, url, secret, created_at) VALUES ('\(channelID)', 'ntfy', 'https://a.example', 's', 0)
                   """,
               table: "notification_channels", row: "id = '\(channelID)'", problem: "has a kind and columns that do not go together"),
    ]

    @Test(arguments: badRows)
    func a_row_that_cannot_be_read_is_an_error_naming_it_not_a_silent_gap(_ bad: BadRow) throws {
        let db = TemporaryDatabase()
        _ = try SQLiteHabitStore(path: db.path)
        let connection = try raw(db.path)
        try connection.execute("""
            INSERT INTO categories VALUES ('\(Self.categoryID)', 'Health', 'health', 0);
            INSERT INTO trackers (id, name, name_key, kind, schedule, category_id, emoji, color, created_on, pinned, position, note, measure, archived_on) VALUES ('\(Self.trackerID)', 'Read', 'read', 'habit', '{"kind":"weekdays","weekdays":["mon"]}',
                                         '\(Self.categoryID)', '📚',
                                         '#9333EA', '2025-02-01', 0, 0, NULL, NULL, NULL);
            INSERT INTO entries VALUES ('\(Self.trackerID)', '2025-02-01', 'done', NULL, NULL);
            """)
        _ = try SQLiteHabitStore(path: db.path)  // readable so far
        try connection.execute(bad.sql)
        let error = #expect(throws: StoreError.self) { try SQLiteHabitStore(path: db.path) }
        guard case .unreadable(let table, let row, let problem)? = error else {
            Issue.record("expected unreadable, got \(String(describing: error))")
            return
        }
        #expect(table == bad.table)
        #expect(row == bad.row)
        #expect(problem == bad.problem)
        #expect(error?.description == """
            Can't read the database: in table \(bad.table), row \(bad.row) \(bad.problem). Nothing was changed. \
            Fix or delete that row (for example with the sqlite3 tool, after a backup copy of the file), \
            or restore a backup, then open Habits again.
            """)
    }

    @Test func a_row_made_unreadable_by_another_process_fails_the_next_write_instead_of_being_dropped() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Health") }
        try raw(db.path).execute("INSERT INTO categories VALUES ('category-2', 'Bad', 'bad', 7)")
        #expect(throws: StoreError.self) {
            try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Home") }
        }
        #expect(db.scalar("SELECT count(*) FROM categories") == "2")
    }
}
