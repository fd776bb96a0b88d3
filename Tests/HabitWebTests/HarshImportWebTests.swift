import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// A harsh folder zipped, through the API and Settings → Export and import (SPEC §17): recognised
/// from the zip's entries, previewed naming harsh, merged, and merged again changing nothing.
@Suite struct HarshImportWebTests {
    /// harsh's own fixture folder (`../shared/fixtures/imports/harsh`), zipped as a person would.
    func harshZip() throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/fixtures/imports/harsh").standardized
        var zip = TestZip()
        zip.add("harsh/habits", bytes: Array(try Data(contentsOf: root.appendingPathComponent("test_habits"))))
        zip.add("harsh/log", bytes: Array(try Data(contentsOf: root.appendingPathComponent("test_log"))))
        return Array(zip.data)
    }

    @Test func the_api_previews_then_merges_a_zipped_folder() throws {
        let app = try TestApp(now: "2025-03-10T12:00:00Z")
        let headers: HTTPHeaders = ["Content-Type": "application/zip"]
        let preview = app.call(.post, "/api/v1/import?dryRun=true", bytes: try harshZip(), headers: headers)
        #expect(preview.status == 200 && preview.object["format"] as? String == "harsh" && preview.object["app"] as? String == "harsh",
                "\(preview.text.prefix(500))")
        #expect(preview.object["newHabits"] as? Int == 10 && preview.object["entries"] as? Int == 19)
        let notes = preview.object["notes"] as? [[String: Any]] ?? []
        #expect(notes.contains { $0["habit"] as? String == "Sleep tracking" && $0["kind"] as? String == "approximated"
            && $0["message"] as? String == "Approximated (Sleep tracking): harsh never asks for it (\"0\"); here it is \"Every day\"." })
        #expect(app.store.library.trackers.isEmpty, "a dry run writes nothing")
        let imported = app.call(.post, "/api/v1/import", bytes: try harshZip(), headers: headers)
        #expect(imported.status == 200 && app.store.library.trackers.count == 10)
        #expect(app.store.library.categories.map(\.name) == ["Work", "Health", "Personal"])
        let again = app.call(.post, "/api/v1/import", bytes: try harshZip(), headers: headers)
        #expect(again.status == 200 && again.object["newHabits"] as? Int == 0 && again.object["entriesWritten"] as? Int == 0)
    }

    @Test func settings_previews_the_zip_naming_harsh_and_imports_it() throws {
        let app = try TestApp(now: "2025-03-10T12:00:00Z")
        let (headers, body) = TransferPageTests().multipart([("file", "harsh.zip", try harshZip()), ("category", nil, [])])
        let preview = app.call(.post, "/settings/transfer/import", bytes: body, headers: headers)
        #expect(preview.status == 200 && preview.text.contains("harsh files: would import 10 habits (10 new) and 19 entries"),
                "\(preview.text.prefix(3000))")
        #expect(preview.text.contains("harsh never asks for it"))
        let token = try #require(preview.text.range(of: #"name="token" value=""#).map { range in
            String(preview.text[range.upperBound...].prefix { $0 != "\"" })
        })
        let form: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded", "Cookie": "onboarded=1"]
        let done = app.call(.post, "/settings/transfer/confirm", json: "token=\(token)", headers: form)
        #expect(done.status == 200 && done.text.contains("harsh files: imported 10 habits"))
        #expect(app.store.library.trackers.count == 10)
    }
}
