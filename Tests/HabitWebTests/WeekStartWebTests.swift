import Foundation
import HabitCore
import HTTPServer
import Testing

/// The week start (SPEC §19) through the API, Settings, the board and the detail page. Today is
/// Friday 7 March 2025; March begins on a Saturday. A weekly(2) habit from Saturday 1 March,
/// done on Saturday 1 and Wednesday 5:
/// - Monday: this week is Mar 3–9 with 1 of 2 done; Feb 24–Mar 2 (two days, goal 1) was met: 1.
/// - Sunday: Mar 2–8 with 1 of 2; Feb 23–Mar 1 has one day, goal 0 (neutral): 0.
/// - Saturday: Mar 1–7 with 2 of 2, met: 1.
@Suite struct WeekStartWebTests {
    let onboarded: HTTPHeaders = ["Cookie": "onboarded=1"]

    private func swim(_ app: TestApp) -> String {
        let health = app.category("Health")
        let created = app.call(.post, "/api/v1/trackers", json: #"""
            {"name":"Swim","kind":"habit","categoryId":"\#(health)","createdOn":"2025-03-01","frequency":{"kind":"weekly","times":2}}
            """#)
        let id = created.object["id"] as? String ?? ""
        for day in ["2025-03-01", "2025-03-05"] { _ = app.call(.put, "/api/v1/trackers/\(id)/completions/\(day)") }
        return id
    }

    private func card(_ app: TestApp) -> [String: Any] {
        let board = app.call(.get, "/api/v1/board").object
        let cards = (board["sections"] as? [[String: Any]])?.first?["trackers"] as? [[String: Any]]
        return cards?.first ?? [:]
    }

    private func period(_ card: [String: Any]) -> String {
        guard let period = card["period"] as? [String: Any] else { return "none" }
        return "\(period["start"] ?? "") – \(period["end"] ?? ""): \(period["done"] ?? "") of \(period["goal"] ?? "")"
    }

    @Test func the_api_moves_a_weekly_habits_period_and_streak() throws {
        let app = try TestApp()
        _ = swim(app)
        #expect(app.call(.get, "/api/v1/settings").object["weekStart"] as? String == "mon")
        let expected: [(String, String, Int)] = [
            ("mon", "2025-03-03 – 2025-03-09: 1 of 2", 1),
            ("sun", "2025-03-02 – 2025-03-08: 1 of 2", 0),
            ("sat", "2025-03-01 – 2025-03-07: 2 of 2", 1),
        ]
        for (weekStart, week, streak) in expected {
            let changed = app.call(.patch, "/api/v1/settings", json: #"{"weekStart":"\#(weekStart)"}"#)
            #expect(changed.status == 200 && changed.object["weekStart"] as? String == weekStart)
            let card = card(app)
            #expect(period(card) == week, "\(weekStart)")
            #expect(card["currentStreak"] as? Int == streak, "\(weekStart)")
        }
        // The entries never change; only how they are judged.
        #expect(app.store.library.histories.values.first?.entries.map(\.day.iso) == ["2025-03-01", "2025-03-05"])
        for body in [#"{"weekStart":"tue"}"#, #"{"weekStart":"Monday"}"#, #"{"weekStart":""}"#] {
            let refused = app.call(.patch, "/api/v1/settings", json: body)
            #expect(refused.status == 422 && refused.errorCode == "week_start_unsupported", "\(body)")
            #expect(refused.errorMessage == "The week can start on Monday, Sunday or Saturday.")
        }
        #expect(app.call(.patch, "/api/v1/settings", json: #"{"weekStart":6}"#).status == 400)
        #expect(app.store.library.settings.weekStart == .sat)
        let export = app.call(.get, "/api/v1/export").object["settings"] as? [String: Any]
        #expect(export?["weekStart"] as? String == "sat")
    }

    @Test func settings_the_board_calendar_and_the_detail_follow_the_week_start() throws {
        let app = try TestApp()
        let id = swim(app)
        let page = app.call(.get, "/settings", headers: onboarded).text
        #expect(page.contains(#"<option value="mon" selected>Monday</option><option value="sun">Sunday</option><option value="sat">Saturday</option>"#))
        let russian = app.call(.get, "/settings", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains("Первый день недели") && russian.contains(#"<option value="sun">Воскресенье</option>"#))
        let refused = app.call(.post, "/settings/week-start", bytes: Array("weekStart=wed&back=%2F".utf8),
                               headers: ["Cookie": "onboarded=1", "Content-Type": "application/x-www-form-urlencoded"])
        #expect(refused.status == 422 && refused.text.contains("The week can start on Monday, Sunday or Saturday."))
        #expect(refused.text.contains(#"aria-describedby="week-start-hint weekStart-error" aria-invalid="true""#))

        func firstColumn(_ html: String) -> String? {
            html.range(of: #"<thead><tr><th scope="col">"#).map { String(html[$0.upperBound...].prefix(3)) }
        }
        func pads(_ html: String) -> Int { html.components(separatedBy: #"<li class="pad""#).count - 1 }
        #expect(firstColumn(app.call(.get, "/", headers: onboarded).text) == "Mon")
        #expect(pads(app.call(.get, "/trackers/\(id)", headers: onboarded).text) == 5, "March 2025 begins on a Saturday")
        let saved = app.call(.post, "/settings/week-start", bytes: Array("weekStart=sun&back=%2F".utf8),
                             headers: ["Cookie": "onboarded=1", "Content-Type": "application/x-www-form-urlencoded"])
        #expect(saved.status == 303 && app.store.library.settings.weekStart == .sun)
        let board = app.call(.get, "/", headers: onboarded).text
        #expect(firstColumn(board) == "Sun")
        #expect(board.contains(#"<tr><td></td><td></td><td></td><td></td><td></td><td></td><td><a href="/?date=2025-03-01""#))
        let detail = app.call(.get, "/trackers/\(id)", headers: onboarded).text
        #expect(pads(detail) == 6)
        // The weekday chart's first column is the week start's.
        #expect(detail.range(of: #"class="axis">Sun<"#).map { $0.lowerBound } ?? detail.endIndex
                < detail.range(of: #"class="axis">Mon<"#).map { $0.lowerBound } ?? detail.startIndex)
        _ = app.call(.patch, "/api/v1/settings", json: #"{"weekStart":"sat"}"#)
        #expect(pads(app.call(.get, "/trackers/\(id)", headers: onboarded).text) == 0)
        #expect(firstColumn(app.call(.get, "/", headers: onboarded).text) == "Sat")
    }
}
