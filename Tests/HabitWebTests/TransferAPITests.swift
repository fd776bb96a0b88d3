import Foundation
import HabitCore
@testable import HabitStore
import HTTPServer
import Testing
@testable import HabitWeb

/// `POST /api/v1/import` with Loop's files and `GET /api/v1/export?format=…`.
@Suite struct TransferAPITests {
    /// The v25 Loop fixture of the store's tests, as the bytes of a backup file.
    func loopBackup() throws -> [UInt8] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HabitInteropTests/Fixtures/loop/backup-v25.sql").standardized
        let db = try SQLiteConnection(path: ":memory:")
        try db.execute(String(contentsOf: script, encoding: .utf8))
        return try db.serialized()
    }

    let octets: HTTPHeaders = ["Content-Type": "application/octet-stream"]

    @Test func a_loop_backup_previews_then_merges_and_again_changes_nothing() throws {
        let app = try TestApp(now: "2025-03-10T12:00:00Z")
        let backup = try loopBackup()
        let before = app.call(.get, "/api/v1/export").body
        let preview = app.call(.post, "/api/v1/import?dryRun=true&category=From%20Loop", bytes: backup, headers: octets)
        #expect(preview.status == 200 && preview.object["dryRun"] as? Bool == true && preview.object["newHabits"] as? Int == 9,
                "\(preview.text)")
        #expect(preview.object["category"] as? String == "From Loop" && preview.object["format"] as? String == "loopBackup")
        #expect(app.call(.get, "/api/v1/export").body == before, "a dry run writes nothing")
        let imported = app.call(.post, "/api/v1/import?category=From%20Loop", bytes: backup, headers: octets)
        #expect(imported.status == 200 && imported.object["newHabits"] as? Int == 9)
        let once = app.call(.get, "/api/v1/export").body
        let again = app.call(.post, "/api/v1/import?category=From%20Loop", bytes: backup, headers: octets)
        #expect(again.status == 200 && again.object["newHabits"] as? Int == 0 && again.object["entriesWritten"] as? Int == 0)
        #expect(app.call(.get, "/api/v1/export").body == once, "the same file twice changes nothing")
    }

    /// A sample file of another app, read at run time from `../shared/fixtures`.
    func fixture(_ path: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/fixtures").standardized
        return Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// Every app's file through the API, whatever type it is sent as: recognised from its content,
    /// previewed naming the app, merged, and merged again changing nothing.
    @Test(arguments: [("loop-real/habitbull.csv", "text/csv", "habitBull", "HabitBull", 4),
                      ("loop-real/rewire.db", "application/octet-stream", "rewire", "Rewire", 3),
                      ("loop-real/tickmate.db", "application/vnd.sqlite3", "tickmate", "Tickmate", 3),
                      ("imports/tablehabit/habit_import_test-maps.json", "application/json", "tableHabit", "Table Habit", 2),
                      ("imports/habo/backup_service_test-validJson.json", "application/json", "habo", "Habo", 1),
                      ("imports/beaver/user-file-storage-2024-04.json", "application/json", "beaverJSON", "Beaver", 5),
                      ("imports/beaver/import_page-csv-docstring-example.csv", "text/csv", "beaverCSV", "Beaver", 5),
                      ("imports/habitica/habitica-user-data-scrubbed.json", "application/json", "habitica", "Habitica", 11)])
    func every_apps_file_previews_then_merges(file: String, type: String, format: String, app: String, habits: Int) throws {
        let application = try TestApp(now: "2025-03-10T12:00:00Z")
        let headers: HTTPHeaders = ["Content-Type": type, "Accept-Language": "ru-RU,ru;q=0.9"]
        let bytes = try fixture(file)
        let preview = application.call(.post, "/api/v1/import?dryRun=true", bytes: bytes, headers: headers)
        #expect(preview.status == 200 && preview.object["format"] as? String == format && preview.object["app"] as? String == app,
                "\(preview.text.prefix(500))")
        #expect((preview.object["habits"] as? [Any])?.count == habits && preview.object["newHabits"] as? Int == habits)
        #expect(((preview.object["habits"] as? [[String: Any]])?.first?["category"] as? String).map { !$0.isEmpty } == true)
        #expect(application.store.library.trackers.isEmpty, "a dry run writes nothing")
        let imported = application.call(.post, "/api/v1/import", bytes: bytes, headers: headers)
        #expect(imported.status == 200 && application.store.library.trackers.count == habits)
        let once = application.call(.get, "/api/v1/export").body
        let again = application.call(.post, "/api/v1/import", bytes: bytes, headers: headers)
        #expect(again.status == 200 && again.object["newHabits"] as? Int == 0 && again.object["entriesWritten"] as? Int == 0)
        #expect(application.call(.get, "/api/v1/export").body == once)
        if format == "habitBull" {
            // Each note comes with its kind and its words in the request's language.
            let note = (preview.object["notes"] as? [[String: Any]])?.first
            #expect(note?["kind"] as? String == "approximated" && note?["habit"] is NSNull)
            #expect(note?["message"] as? String == "Приблизительно: в файле не сказано, как часто выполнять привычки; здесь каждая — «Каждый день».")
        }
    }

    @Test func exports_in_every_format() throws {
        let app = try TestApp(now: "2025-03-10T12:00:00Z")
        _ = app.call(.post, "/api/v1/import", bytes: try loopBackup(), headers: octets)
        let csv = app.call(.get, "/api/v1/export?format=csv")
        #expect(csv.status == 200 && csv.headers["Content-Type"] == "text/csv; charset=utf-8")
        #expect(csv.text.hasPrefix("tracker,category,date,state,value,note"))
        #expect(csv.headers["Content-Disposition"] == #"attachment; filename="habits-2025-03-10.csv""#)
        let loop = app.call(.get, "/api/v1/export?format=loop")
        #expect(loop.status == 200 && loop.headers["Content-Type"] == "application/vnd.sqlite3")
        #expect(loop.body.starts(with: Array("SQLite format 3\0".utf8)))
        // The Loop backup goes back in: into a fresh app, every habit arrives.
        let other = try TestApp(now: "2025-03-10T12:00:00Z")
        #expect(other.call(.post, "/api/v1/import", bytes: loop.body, headers: octets).status == 200)
        #expect(app.call(.get, "/api/v1/export?format=xml").status == 400)
    }

    @Test func hostile_and_unknown_files_are_refused_and_nothing_is_written() throws {
        let app = try TestApp()
        let before = app.call(.get, "/api/v1/export").body
        let garbage = app.call(.post, "/api/v1/import", bytes: Array("PK\u{3}\u{4}not really a zip".utf8), headers: octets)
        #expect(garbage.status == 422 && garbage.errorCode == "invalid_import")
        let text = app.call(.post, "/api/v1/import", bytes: Array("hello".utf8), headers: octets)
        #expect(text.status == 422 && text.errorMessage?.contains("not a Habits export") == true)
        #expect(app.call(.post, "/api/v1/import", bytes: [1, 2, 3], headers: ["Content-Type": "image/png"]).status == 415)
        #expect(app.call(.post, "/api/v1/import?dryRun=maybe", bytes: [1], headers: octets).status == 400)
        #expect(app.call(.get, "/api/v1/export").body == before)
    }
}
