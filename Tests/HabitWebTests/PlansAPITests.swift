import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// SPEC §16's API for pauses, archive, order and settings, and the day start deciding today.
/// Today is Friday 2025-03-07 (TestApp's clock, 12:00 UTC unless a test pins another instant).
@Suite struct PlansAPITests {
    func text(_ value: Any?) -> String {
        guard let value, JSONSerialization.isValidJSONObject([value]) else { return "nil" }
        let data = try! JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys, .withoutEscapingSlashes])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    func names(_ board: [String: Any], _ key: String = "sections") -> [String] {
        if key == "paused" { return (board["paused"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        return (board["sections"] as? [[String: Any]] ?? []).flatMap { ($0["trackers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
    }

    // MARK: Pauses

    @Test func a_pause_from_today_until_resumed_moves_the_habit_to_the_boards_paused_list() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        _ = app.tracker("Walk", category: health)
        // No body: from today, until resumed.
        let paused = app.call(.put, "/api/v1/trackers/\(read)/pauses")
        #expect(paused.status == 200 && Set(paused.object.keys) == EntriesAPITests.detailKeys)
        #expect(text(paused.object["pauses"]) == #"[{"from":"2025-03-07","until":null}]"#)
        #expect(paused.object["paused"] as? Bool == true && paused.object["state"] as? String == "paused")

        let board = app.call(.get, "/api/v1/board").object
        #expect(Set(board.keys) == ["date", "today", "done", "total", "filter", "search", "hasTrackers", "empty", "sections", "paused"])
        #expect(names(board) == ["Walk"] && names(board, "paused") == ["Read"])
        let card = (board["paused"] as? [[String: Any]])?.first ?? [:]
        #expect(Set(card.keys) == EntriesAPITests.cardKeys)
        #expect(card["paused"] as? Bool == true && card["state"] as? String == "paused")
        #expect(board["total"] as? Int == 1, "a paused habit is not due")
        // Yesterday's board still has it.
        let yesterday = app.call(.get, "/api/v1/board?date=2025-03-06").object
        #expect(names(yesterday) == ["Read", "Walk"] && names(yesterday, "paused") == [])

        // Resume: a pause that started today goes away; resuming again changes nothing.
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/pauses").status == 204)
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/pauses").status == 204)
        let resumed = app.call(.get, "/api/v1/trackers/\(read)").object
        #expect(text(resumed["pauses"]) == "[]" && resumed["paused"] as? Bool == false)
        #expect(names(app.call(.get, "/api/v1/board").object, "paused") == [])
    }

    @Test func pauses_with_days_merge_are_idempotent_and_resume_ends_yesterday() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let holiday = app.call(.put, "/api/v1/trackers/\(read)/pauses", json: #"{"from":"2025-03-03","until":"2025-03-04"}"#)
        #expect(text(holiday.object["pauses"]) == #"[{"from":"2025-03-03","until":"2025-03-04"}]"#)
        #expect(holiday.object["paused"] as? Bool == false)
        let again = app.call(.put, "/api/v1/trackers/\(read)/pauses", json: #"{"from":"2025-03-03","until":"2025-03-04"}"#)
        #expect(again.text == holiday.text)
        let planned = app.call(.put, "/api/v1/trackers/\(read)/pauses", json: #"{"from":"2025-03-20","until":null}"#)
        #expect(text(planned.object["pauses"]) == #"[{"from":"2025-03-03","until":"2025-03-04"},{"from":"2025-03-20","until":null}]"#)
        let merged = app.call(.put, "/api/v1/trackers/\(read)/pauses", json: #"{"from":"2025-03-05"}"#)
        #expect(text(merged.object["pauses"]) == #"[{"from":"2025-03-03","until":null}]"#)
        #expect(app.call(.put, "/api/v1/trackers/\(read)/entries/2025-03-04", json: #"{"note":"beach"}"#).object["state"] as? String == "paused")
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/pauses").status == 204)
        #expect(text(app.call(.get, "/api/v1/trackers/\(read)").object["pauses"]) == #"[{"from":"2025-03-03","until":"2025-03-06"}]"#)
    }

    // MARK: Archive

    @Test func archive_and_unarchive_answer_the_detail_and_the_board_follows() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        _ = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06")
        let archived = app.call(.post, "/api/v1/trackers/\(read)/archive")
        #expect(archived.status == 200 && Set(archived.object.keys) == EntriesAPITests.detailKeys)
        #expect(archived.object["archived"] as? Bool == true && archived.object["archivedOn"] as? String == "2025-03-07")
        #expect(archived.object["days"] as? Int == 1, "its history stays")
        #expect(app.call(.post, "/api/v1/trackers/\(read)/archive").text == archived.text)
        #expect(names(app.call(.get, "/api/v1/board").object) == [])
        #expect(names(app.call(.get, "/api/v1/board?date=2025-03-06").object) == ["Read"], "days before the archive day keep it")
        #expect(app.call(.get, "/api/v1/trackers").array.first?["archived"] as? Bool == true)
        let back = app.call(.post, "/api/v1/trackers/\(read)/unarchive")
        #expect(back.status == 200 && back.object["archived"] as? Bool == false && back.object["archivedOn"] is NSNull)
        #expect(names(app.call(.get, "/api/v1/board").object) == ["Read"])
        #expect(app.call(.post, "/api/v1/trackers/\(UUID().uuidString)/archive").status == 404)
    }

    /// HabitCore's `updateTracker` lets the start move past the archive day (it checks only the
    /// first entry), and the export then holds a tracker its own import refuses. Reported; the
    /// known issue fails once the start is refused or the round trip holds.
    @Test func an_export_after_moving_the_start_past_the_archive_day_imports_again() throws {
        let app = try TestApp()
        let document = #"""
            {"format":"habits","version":2,"categories":[{"id":"11111111-1111-1111-1111-111111111111","name":"Health","position":0}],
             "trackers":[{"id":"22222222-2222-2222-2222-222222222222","name":"Read","kind":"habit",
             "frequency":{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]},
             "categoryId":"11111111-1111-1111-1111-111111111111","emoji":"🙂","color":"#2563EB","createdOn":"2025-03-01",
             "pinned":false,"position":0,"completions":[],"archivedOn":"2025-03-05"}]}
            """#
        #expect(app.call(.post, "/api/v1/import", json: document).status == 200)
        let moved = app.call(.patch, "/api/v1/trackers/22222222-2222-2222-2222-222222222222", json: #"{"createdOn":"2025-03-06"}"#)
        let exported = app.call(.get, "/api/v1/export").text
        let again = try TestApp().call(.post, "/api/v1/import", json: exported)
        #expect(moved.status == 422 && moved.errorCode == "start_after_archive", "\(moved.text)")
        #expect(again.status == 200, "the export imports again: \(again.text)")
    }

    // MARK: Order

    @Test func move_changes_the_order_of_trackers_and_categories() throws {
        let app = try TestApp()
        let health = app.category("Health"), mind = app.category("Mind")
        let read = app.tracker("Read", category: health), walk = app.tracker("Walk", category: health)
        // At either end nothing changes, and that is a success.
        let export = app.call(.get, "/api/v1/export").text
        let first = app.call(.post, "/api/v1/trackers/\(read)/move", json: #"{"direction":"up"}"#)
        #expect(first.status == 200 && Set(first.object.keys) == EntriesAPITests.detailKeys && first.object["position"] as? Int == 0)
        #expect(app.call(.post, "/api/v1/trackers/\(walk)/move", json: #"{"direction":"down"}"#).object["position"] as? Int == 1)
        let top = app.call(.post, "/api/v1/categories/\(health)/move", json: #"{"direction":"up"}"#)
        #expect(top.status == 200 && top.text == #"{"id":"\#(health)","name":"Health","position":0,"trackers":2}"#)
        #expect(app.call(.post, "/api/v1/categories/\(mind)/move", json: #"{"direction":"down"}"#).status == 200)
        #expect(app.call(.get, "/api/v1/export").text == export)
        #expect(app.call(.post, "/api/v1/categories/\(UUID().uuidString)/move", json: #"{"direction":"up"}"#).status == 404)
        #expect(app.call(.post, "/api/v1/trackers/\(UUID().uuidString)/move", json: #"{"direction":"up"}"#).status == 404)

        // A real move trades two places.
        let moved = app.call(.post, "/api/v1/trackers/\(walk)/move", json: #"{"direction":"up"}"#)
        #expect(moved.status == 200 && moved.object["name"] as? String == "Walk" && moved.object["position"] as? Int == 0)
        #expect(app.call(.get, "/api/v1/trackers").array.compactMap { $0["name"] as? String } == ["Walk", "Read"])
        let category = app.call(.post, "/api/v1/categories/\(mind)/move", json: #"{"direction":"up"}"#)
        #expect(category.status == 200 && category.text == #"{"id":"\#(mind)","name":"Mind","position":0,"trackers":0}"#)
        #expect(app.call(.get, "/api/v1/categories").array.compactMap { $0["name"] as? String } == ["Mind", "Health"])
        let down = app.call(.post, "/api/v1/trackers/\(walk)/move", json: #"{"direction":"down"}"#)
        #expect(down.object["position"] as? Int == 1)
        #expect(app.call(.get, "/api/v1/trackers").array.compactMap { $0["name"] as? String } == ["Read", "Walk"])
    }

    // MARK: Settings and the day start

    @Test func settings_read_and_change_the_day_start_and_the_zone() throws {
        let app = try TestApp()
        #expect(app.call(.get, "/api/v1/settings").text == #"{"dayStart":0,"weekStart":"mon","zone":null}"#)
        let changed = app.call(.patch, "/api/v1/settings", json: #"{"dayStart":3,"zone":"Europe/Berlin"}"#)
        #expect(changed.status == 200 && changed.text == #"{"dayStart":3,"weekStart":"mon","zone":"Europe/Berlin"}"#)
        #expect(app.call(.patch, "/api/v1/settings", json: #"{}"#).text == #"{"dayStart":3,"weekStart":"mon","zone":"Europe/Berlin"}"#)
        #expect(app.call(.patch, "/api/v1/settings", json: #"{"zone":null}"#).text == #"{"dayStart":3,"weekStart":"mon","zone":null}"#)
        #expect(app.call(.patch, "/api/v1/settings", json: #"{"dayStart":0}"#).text == #"{"dayStart":0,"weekStart":"mon","zone":null}"#)
        _ = app.call(.patch, "/api/v1/settings", json: #"{"dayStart":6}"#)
        #expect(app.call(.get, "/api/v1/settings").text == #"{"dayStart":6,"weekStart":"mon","zone":null}"#)
        #expect(app.call(.get, "/api/v1/export").text.contains(#""settings":{"dayStart":6}"#))
    }

    @Test func with_a_day_start_of_3_half_past_two_belongs_to_the_day_before() throws {
        let app = try TestApp(now: "2025-03-07T02:30:00Z")
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(app.call(.get, "/api/v1/board").object["today"] as? String == "2025-03-07")
        #expect(app.call(.patch, "/api/v1/settings", json: #"{"dayStart":3}"#).status == 200)
        #expect(app.call(.get, "/api/v1/board").object["today"] as? String == "2025-03-06")
        let tomorrow = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-07")
        #expect(tomorrow.status == 422 && tomorrow.errorCode == "future_day")
        #expect(app.call(.put, "/api/v1/trackers/\(read)/entries/2025-03-06", json: #"{"state":"done"}"#).object["state"] as? String == "done")
        #expect(app.call(.get, "/api/v1/trackers/\(read)").object["currentStreak"] as? Int == 1)
        // In Berlin it is 03:30, past the day start: already the 7th there.
        #expect(app.call(.get, "/api/v1/board", headers: ["Cookie": "tz=Europe/Berlin"]).object["today"] as? String == "2025-03-07")
        // Changing the day start moves no entry: they belong to days.
        _ = app.call(.patch, "/api/v1/settings", json: #"{"dayStart":0}"#)
        #expect(app.call(.get, "/api/v1/board").object["today"] as? String == "2025-03-07")
        let history = app.call(.get, "/api/v1/trackers/\(read)").object["history"] as? [[String: Any]] ?? []
        #expect(history.compactMap { $0["date"] as? String } == ["2025-03-06"])
    }
}
