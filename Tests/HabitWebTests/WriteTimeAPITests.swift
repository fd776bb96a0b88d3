import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// SPEC §14, last write wins: the API's `at` (and the pages' form field) is when a write was
/// made; a stale one loses and the answer shows the newer state. The app's clock is pinned to
/// 2025-03-07T12:00:00Z (1741348800000 ms).
@Suite struct WriteTimeAPITests {
    static let noon: Int64 = 1_741_348_800_000

    func entry(_ app: TestApp, _ id: String, _ day: String, _ body: String) -> TestResponse {
        app.call(.put, "/api/v1/trackers/\(id)/entries/\(day)", json: body)
    }

    func time(_ app: TestApp, _ id: String, _ day: String) -> WriteTime? {
        app.store.library.writeTime(of: Tracker.ID(id)!, on: Day(day)!)
    }

    @Test func a_stale_write_loses_and_the_answer_shows_the_newer_state() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let newer = entry(app, read, "2025-03-06", #"{"state":"done","note":"on the train","at":\#(Self.noon - 1_000)}"#)
        #expect(newer.status == 200 && newer.object["state"] as? String == "done")
        // Made a minute earlier on a phone that was offline: sent now, it changes nothing.
        let stale = entry(app, read, "2025-03-06", #"{"state":"skipped","note":null,"at":"2025-03-07T11:59:00Z"}"#)
        #expect(stale.status == 200)
        #expect(stale.object["state"] as? String == "done" && stale.object["dayNote"] as? String == "on the train")
        #expect(time(app, read, "2025-03-06") == WriteTime(milliseconds: Self.noon - 1_000))
        // A later one wins; an ISO instant with an offset is the same instant.
        let later = entry(app, read, "2025-03-06", #"{"state":"none","at":"2025-03-07T13:59:59.5+02:00"}"#)
        #expect(later.object["state"] as? String == "missed")
        #expect(time(app, read, "2025-03-06") == WriteTime(milliseconds: Self.noon - 500))
        // Cleared, the day keeps its time: the stale write still cannot bring it back.
        #expect(entry(app, read, "2025-03-06", #"{"state":"done","at":\#(Self.noon - 2_000)}"#).object["state"] as? String == "missed")
    }

    @Test func no_time_is_now_and_a_time_in_the_future_is_taken_as_now() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(entry(app, read, "2025-03-05", #"{"state":"done"}"#).status == 200)
        #expect(time(app, read, "2025-03-05") == WriteTime(milliseconds: Self.noon))
        #expect(entry(app, read, "2025-03-04", #"{"state":"done","at":null}"#).status == 200)
        #expect(time(app, read, "2025-03-04") == WriteTime(milliseconds: Self.noon))
        // A device clock an hour ahead: clamped, so a write made after it (at noon) still wins.
        #expect(entry(app, read, "2025-03-03", #"{"state":"done","at":"2025-03-07T13:00:00Z"}"#).status == 200)
        #expect(time(app, read, "2025-03-03") == WriteTime(milliseconds: Self.noon))
        #expect(entry(app, read, "2025-03-03", #"{"state":"none"}"#).object["state"] as? String == "missed")
        // RFC 3339's lower-case `t` and `z` read the same.
        #expect(entry(app, read, "2025-03-01", #"{"state":"done","at":"2025-03-07t11:00:00z"}"#).status == 200)
        #expect(time(app, read, "2025-03-01") == WriteTime(milliseconds: Self.noon - 3_600_000))
        // The completion shorthands take `?at=` too, and default to now.
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-02?at=\(Self.noon - 60_000)").status == 200)
        #expect(time(app, read, "2025-03-02") == WriteTime(milliseconds: Self.noon - 60_000))
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/completions/2025-03-02?at=\(Self.noon - 120_000)").status == 204)
        #expect(app.store.library.history(of: Tracker.ID(read)!).isDone(on: Day("2025-03-02")!))
    }

    @Test func a_time_that_does_not_read_is_a_400_naming_the_field_and_writes_nothing() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        for bad in [#""yesterday""#, #""2025-03-07T12:00:00""#, #""""#, "-5", "1.5", "true", #"{"ms":1}"#, "1e300"] {
            let response = entry(app, read, "2025-03-06", #"{"state":"done","at":\#(bad)}"#)
            #expect(response.status == 400, "at: \(bad)")
            #expect((response.object["error"] as? [String: Any])?["message"] as? String
                    == "\"at\" must be the time the write was made: milliseconds since 1970 or an ISO-8601 instant such as 2025-03-07T12:00:00Z.")
        }
        #expect(app.store.library.history(of: Tracker.ID(read)!).isEmpty)
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06?at=soon").status == 400)
    }

    @Test func the_pages_form_routes_take_at_and_a_stale_tap_loses() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let form = { (path: String, body: String) in
            app.call(.post, path, bytes: Array(body.utf8), headers: ["Content-Type": "application/x-www-form-urlencoded",
                                                                     "Cookie": "onboarded=1"])
        }
        #expect(form("/trackers/\(read)/entry", "date=2025-03-06&state=skipped&back=%2F&at=\(Self.noon - 10_000)").status == 303)
        // The older tap is discarded and says so (409, the page with the reason), for the device's queue to report.
        let stale = form("/trackers/\(read)/completions", "date=2025-03-06&done=1&back=%2F&at=\(Self.noon - 20_000)")
        #expect(stale.status == 409 && stale.text.contains("A newer change made on another device was kept."))
        #expect(app.store.library.history(of: Tracker.ID(read)!).entry(on: Day("2025-03-06")!)?.state == .skipped)
        // A note is ordered apart from the state: an older note still goes on the day.
        #expect(form("/trackers/\(read)/entry", "date=2025-03-06&sheet=note&note=sick&back=%2F&at=\(Self.noon - 30_000)").status == 303)
        #expect(app.store.library.history(of: Tracker.ID(read)!).entry(on: Day("2025-03-06")!) ==
                Entry(day: Day("2025-03-06")!, state: .skipped, note: "sick"))
        #expect(form("/trackers/\(read)/completions", "date=2025-03-06&done=1&back=%2F&at=\(Self.noon - 5_000)").status == 303)
        #expect(app.store.library.history(of: Tracker.ID(read)!).isDone(on: Day("2025-03-06")!))
        #expect(form("/trackers/\(read)/entry", "date=2025-03-06&state=none&back=%2F&at=later").status == 400)
    }

    @Test func pauses_and_the_pin_are_ordered_by_their_write_times_too() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let id = Tracker.ID(read)!
        #expect(app.call(.put, "/api/v1/trackers/\(read)/pauses", json: #"{"at":\#(Self.noon - 10_000)}"#).status == 200)
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/pauses?at=\(Self.noon - 20_000)").status == 204)
        #expect(app.store.library.tracker(id)?.isPaused(on: Day("2025-03-07")!) == true, "the older resume lost")
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/pauses").status == 204)
        #expect(app.store.library.tracker(id)?.pauses == [])
        // PATCH writes the pin now: a page's older Pin, sent later, loses.
        #expect(app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"pinned":false}"#).status == 200)
        #expect(app.store.library.writeTime(of: id, .pin) == WriteTime(milliseconds: Self.noon))
        let form = app.call(.post, "/trackers/\(read)/pin", bytes: Array("pinned=1&back=%2F&at=\(Self.noon - 1)".utf8),
                            headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": "onboarded=1"])
        #expect(form.status == 409)
        #expect(app.store.library.tracker(id)?.pinned == false)
        #expect(app.call(.put, "/api/v1/trackers/\(read)/pauses", json: #"{"at":"later"}"#).status == 400)
    }
}
