import Foundation
import HabitCore
@testable import HabitStore
import HTTPServer
import Testing
@testable import HabitWeb

/// Settings → Export and import without JavaScript: a preview first, then the import.
@Suite struct TransferPageTests {
    func multipart(_ parts: [(name: String, file: String?, bytes: [UInt8])]) -> (HTTPHeaders, [UInt8]) {
        let boundary = "habits-test-boundary"
        var body: [UInt8] = []
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
            if let file = part.file { head += "; filename=\"\(file)\"\r\nContent-Type: application/octet-stream" }
            body += Array((head + "\r\n\r\n").utf8) + part.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return (["Content-Type": "multipart/form-data; boundary=\(boundary)", "Cookie": "onboarded=1"], body)
    }

    func loopBackup() throws -> [UInt8] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HabitInteropTests/Fixtures/loop/backup-v25.sql").standardized
        let db = try SQLiteConnection(path: ":memory:")
        try db.execute(String(contentsOf: script, encoding: .utf8))
        return try db.serialized()
    }

    @Test func a_loop_backup_is_previewed_then_imported_on_confirmation() throws {
        let app = try TestApp(now: "2025-03-10T12:00:00Z")
        let page = app.call(.get, "/settings/transfer", headers: ["Cookie": "onboarded=1"])
        #expect(page.status == 200 && page.text.contains("/api/v1/export?format=loop") && page.text.contains("/api/v1/export?format=csv"))
        let (headers, body) = multipart([("file", "Loop Habits Backup.db", try loopBackup()), ("category", nil, Array("Loop".utf8))])
        let preview = app.call(.post, "/settings/transfer/import", bytes: body, headers: headers)
        #expect(preview.status == 200 && preview.text.contains("Ready to import"))
        #expect(preview.text.contains("Loop backup: would import 9 habits (9 new)"), "\(preview.text.prefix(3000))")
        #expect(app.store.library.trackers.isEmpty, "a preview writes nothing")
        let token = try #require(preview.text.range(of: #"name="token" value=""#).map { range in
            String(preview.text[range.upperBound...].prefix { $0 != "\"" })
        })
        let form: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded", "Cookie": "onboarded=1"]
        let done = app.call(.post, "/settings/transfer/confirm", json: "token=\(token)&category=Loop", headers: form)
        #expect(done.status == 200 && done.text.contains("Loop backup: imported 9 habits"))
        #expect(app.store.library.trackers.count == 9)
        let twice = app.call(.post, "/settings/transfer/confirm", json: "token=\(token)", headers: form)
        #expect(twice.status == 410 && twice.text.contains("expired"), "a confirmation counts once")
    }

    @Test func no_file_or_a_broken_one_says_so_under_the_field_and_writes_nothing() throws {
        let app = try TestApp()
        // No file chosen: the browser sends the part with an empty file name.
        let (headers, body) = multipart([("file", "", [])])
        let none = app.call(.post, "/settings/transfer/import", bytes: body, headers: headers)
        #expect(none.status == 422 && none.text.contains("Choose a file first.") && none.text.contains(#"aria-invalid="true""#))
        // A file of 0 bytes is named: it was chosen, and holds nothing.
        let (emptyHeaders, empty) = multipart([("file", "backup.json", [])])
        let zero = app.call(.post, "/settings/transfer/import", bytes: empty, headers: emptyHeaders)
        #expect(zero.status == 422 && zero.text.contains("backup.json is empty: there is nothing in it to import."))
        #expect(!zero.text.contains("Choose a file first."))
        let (brokenHeaders, broken) = multipart([("file", "x.json", Array(#"{"format":"habits","version":2,"categories":[]}"#.utf8))])
        let refused = app.call(.post, "/settings/transfer/import", bytes: broken, headers: brokenHeaders)
        #expect(refused.status == 422 && refused.text.contains("the document is missing"), "\(refused.text.prefix(2000))")
        #expect(app.store.library.isEmpty)
    }
}
