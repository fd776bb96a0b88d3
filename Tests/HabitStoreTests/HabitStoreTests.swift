import CSQLite
import Foundation
import HabitCore
import HabitInterop
import HabitTestSupport
@testable import HabitStore
import Testing

let today = sampleToday

@Suite struct HabitStoreTests {
    @Test func migrations_run_on_an_empty_file_and_set_wal_and_the_schema_version() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        #expect(store.library.isEmpty)
        #expect(db.scalar("PRAGMA user_version") == String(Migrations.steps.count))
        #expect(db.scalar("PRAGMA journal_mode") == "wal")
        // The person's data (5 tables), the account directory (5, step 4) and AUTOINCREMENT's
        // sqlite_sequence; entry_write_times and tracker_write_times (step 5); reminders_sent
        // (step 6); notification_channels and server_keys (step 7); account_identities and
        // sign_in_states (step 10); entry_note_write_times (step 12).
        #expect(db.scalar("SELECT count(*) FROM sqlite_master WHERE type = 'table'") == "19")
        #expect(try store.integrityCheck() == "ok")
        // Opening again runs nothing twice.
        _ = try SQLiteHabitStore(path: db.path)
        #expect(db.scalar("PRAGMA user_version") == String(Migrations.steps.count))
    }

    @Test func what_is_written_is_what_is_read_back_after_reopening() throws {
        let db = TemporaryDatabase()
        let original = try sampleLibrary()
        try SQLiteHabitStore(path: db.path).importLibrary(original)
        let reopened = try SQLiteHabitStore(path: db.path).library
        #expect(reopened == original)
    }

    @Test func every_command_is_one_transaction_and_a_broken_rule_writes_nothing() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        let category = try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Health") }
        #expect(throws: DomainError.duplicateCategory(name: "renamed")) {
            try store.update { (lib: inout Library) throws(DomainError) in
                try lib.renameCategory(category.id, to: "Renamed")
                try lib.addCategory(named: "renamed")
            }
        }
        #expect(store.library.categories.map(\.name) == ["Health"])
        #expect(try SQLiteHabitStore(path: db.path).library.categories.map(\.name) == ["Health"])
    }

    @Test func deleting_a_category_cascades_to_trackers_and_completions_in_the_file() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.importLibrary(try sampleLibrary())
        let health = store.library.category(named: "health")!
        try store.update { (lib: inout Library) throws(DomainError) in try lib.deleteCategory(health.id) }
        #expect(db.scalar("SELECT count(*) FROM trackers") == "2")
        #expect(db.scalar("SELECT count(*) FROM entries") == "1")
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func export_import_export_gives_identical_bytes() throws {
        let first = TemporaryDatabase(), second = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: first.path)
        try store.importLibrary(try sampleLibrary())
        let exported = ExportDocument(store.library).encoded()
        let copy = try SQLiteHabitStore(path: second.path)
        try copy.importLibrary(try ExportDocument.decode(exported).library())
        let again = ExportDocument(try SQLiteHabitStore(path: second.path).library).encoded()
        #expect(again == exported)
        #expect(String(decoding: exported, as: UTF8.self).contains(#""completions":["2025-02-06","#))
    }

    @Test func a_version_1_document_still_imports_with_its_weekday_list() throws {
        let library = try sampleLibrary()
        let version2 = String(decoding: ExportDocument(library).encoded(), as: UTF8.self)
        #expect(version2.contains(#""frequency":{"kind":"weekdays","weekdays":["sat"]}"#))
        // The first release wrote `"schedule":["sat"]` and no `frequency`.
        let version1 = version2.replacingOccurrences(of: #""version":2"#, with: #""version":1"#)
            .replacingOccurrences(of: #""frequency":{"kind":"weekdays","weekdays":["sat"]}"#, with: #""schedule":["sat"]"#)
            .replacingOccurrences(of: #""frequency":{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}"#,
                                  with: #""schedule":["mon","tue","wed","thu","fri","sat","sun"]"#)
        #expect(!version1.contains("frequency"))
        #expect(try ExportDocument.decode(Data(version1.utf8)).library() == library)
    }

    @Test func import_into_a_non_empty_database_is_refused_and_changes_nothing() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Mine") }
        #expect(throws: DomainError.databaseNotEmpty) { try store.importLibrary(try sampleLibrary()) }
        #expect(store.library.categories.map(\.name) == ["Mine"])
    }

    @Test func hostile_documents_are_refused_with_a_message_naming_the_problem() throws {
        let valid = String(decoding: ExportDocument(try sampleLibrary()).encoded(), as: UTF8.self)
        let cases: [(String, String)] = [
            ("not json", "it is not valid JSON."),
            ("[]", "the document has the wrong type."),
            (#"{"format":"habits","version":1,"categories":[]}"#, "is missing \"trackers\"."),
            (valid.replacingOccurrences(of: #""version":2"#, with: #""version":9"#), "it is version 9"),
            (valid.replacingOccurrences(of: #""name":"Уборка""#, with: #""name":"Read""#), "You already track \"Read\"."),
            (valid.replacingOccurrences(of: ##""color":"#9333EA""##, with: #""color":"red""#), "\"red\" is not a colour"),
            (valid.replacingOccurrences(of: #""completions":["2025-02-06","#, with: #""completions":["2024-01-01","2025-02-06","#),
             "before it started"),
            (valid.replacingOccurrences(of: #""completions":["2025-02-06","#, with: #""completions":["2025-02-30","#),
             "Expected a date as YYYY-MM-DD"),
        ]
        for (text, expected) in cases {
            do {
                _ = try ExportDocument.decode(Data(text.utf8)).library()
                Issue.record("accepted: \(text.prefix(60))")
            } catch {
                #expect(error.message.contains(expected), "\(error.message)")
            }
        }
    }

    @Test func a_write_by_another_process_is_seen_without_reopening() throws {
        let db = TemporaryDatabase()
        let server = try SQLiteHabitStore(path: db.path)
        #expect(server.library.isEmpty)
        let cli = try SQLiteHabitStore(path: db.path)
        try cli.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "From the CLI") }
        #expect(server.library.categories.map(\.name) == ["From the CLI"])
        try server.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "From the server") }
        #expect(cli.library.categories.map(\.name) == ["From the CLI", "From the server"])
    }

    @Test func a_file_that_is_not_a_database_cannot_be_opened() throws {
        let db = TemporaryDatabase()
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: db.path))
        #expect(throws: StoreError.self) { try SQLiteHabitStore(path: db.path) }
    }
}

extension Error {
    var message: String { (self as? DomainError)?.message ?? "\(self)" }
}

@Suite struct EveryFieldStoreTests {
    @Test func every_part_two_field_survives_the_file_and_the_export() throws {
        let library = try partTwoLibrary()
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.importLibrary(library)
        let reopened = try SQLiteHabitStore(path: db.path).library
        #expect(reopened == library)
        let exported = ExportDocument(reopened).encoded()
        let imported = try ExportDocument.decode(exported).library()
        #expect(imported == library)
        #expect(ExportDocument(imported).encoded() == exported, "export → import → export gives the same bytes")
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains(#"{"date":"2025-03-05","note":"sick","state":"skipped"}"#))
        #expect(text.contains(#"{"date":"2025-03-07","value":5.25}"#))
        #expect(text.contains(#""measure":{"direction":"atLeast","step":2.5,"target":20.5,"unit":"km"}"#))
        #expect(text.contains(#""settings":{"dayStart":3,"weekStart":"sun","zone":"Europe\/Berlin"}"#)
                || text.contains(#""settings":{"dayStart":3,"weekStart":"sun","zone":"Europe/Berlin"}"#))
        #expect(db.scalar("SELECT week_start FROM settings") == "sun")
        #expect(db.scalar("SELECT count(*) FROM pauses") == "2")
        #expect(db.scalar("SELECT value FROM entries WHERE state = 'value' AND day = '2025-03-06'") == "12125")
    }

    @Test func an_edit_of_an_entry_or_a_pause_writes_only_that_row() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.importLibrary(try partTwoLibrary())
        let gym = store.library.tracker(named: "Gym")!
        try store.update { (lib: inout Library) throws(DomainError) in
            try lib.setEntry(nil, tracker: gym.id, on: today, today: today)  // undo keeps the note
        }
        #expect(db.scalar("SELECT coalesce(state, 'none') || ' ' || note FROM entries WHERE day = '2025-03-07' AND note IS NOT NULL") == "none with Anna")
        _ = try store.update { (lib: inout Library) throws(DomainError) in try lib.resume(lib.tracker(named: "Water")!.id, today: today) }
        #expect(try SQLiteHabitStore(path: db.path).library == store.library)
    }
}

@Suite struct OrderStoreTests {
    @Test func moving_trackers_and_categories_trades_their_positions_in_the_file() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.importLibrary(try partTwoLibrary())
        let health = store.library.category(named: "Health")!
        let first = store.library.trackers(in: health.id)
        #expect(first.count == 8)
        try store.update { (lib: inout Library) throws(DomainError) in
            try lib.moveTracker(first.last!.id, by: -1)
            try lib.moveCategory(lib.category(named: "Дом")!.id, by: -1)
        }
        let reopened = try SQLiteHabitStore(path: db.path).library
        #expect(reopened == store.library)
        #expect(reopened.categories.map(\.name) == ["Дом", "Health"])
        var expected = first.map(\.name)
        expected.swapAt(first.count - 1, first.count - 2)
        #expect(reopened.trackers(in: health.id).map(\.name) == expected)
        #expect(try store.integrityCheck() == "ok")
    }
}
