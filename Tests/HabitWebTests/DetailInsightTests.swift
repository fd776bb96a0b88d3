import Foundation
import HabitCore
import HTTPServer
import Testing
@testable import HabitWeb

/// The detail page's charts and month browser without JavaScript (SPEC §11), and the detail
/// JSON's strength (SPEC §16).
@Suite struct DetailInsightTests {
    let onboarded: HTTPHeaders = ["Cookie": "onboarded=1"]

    @Test func every_chart_is_an_svg_with_its_gist_and_its_table() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        for day in ["2025-03-05", "2025-03-06", "2025-03-07"] { _ = app.call(.put, "/api/v1/trackers/\(read)/completions/\(day)") }
        let page = app.call(.get, "/trackers/\(read)", headers: onboarded).text
        #expect(page.components(separatedBy: #"role="img""#).count - 1 == 4, "strength, history, bars, weekdays")
        #expect(page.components(separatedBy: "<summary>Show data</summary>").count - 1 == 4)
        #expect(page.contains("Strength 15%") && page.contains("+15% in 30 days"))
        #expect(page.contains(#"aria-label="Strength 15%, up 15 points in 30 days""#))
        #expect(page.contains("Best streaks") && page.contains("3 days") && page.contains("5 Mar 2025 – 7 Mar 2025"))
        #expect(!page.contains("style="), "no style attributes (the CSP forbids them)")
        let russian = app.call(.get, "/trackers/\(read)", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains("Сила привычки 15%") && russian.contains("Показать данные"))
        // Strength after three days from 0: 1 − m³ with m = 0.5^(1/13).
        let detail = app.call(.get, "/api/v1/trackers/\(read)").object
        let strength = 1 - pow(pow(0.5, 1.0 / 13), 3)
        #expect(abs((detail["strength"] as? Double ?? 0) - strength) < 1e-6)
        #expect((detail["bestStreaks"] as? [[String: Any]])?.first?["length"] as? Int == 3)
    }

    @Test func the_month_browser_corrects_any_day_and_the_streaks_follow() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"), createdOn: "2025-02-01")
        let page = app.call(.get, "/trackers/\(read)?month=2025-02", headers: onboarded).text
        #expect(page.contains("February 2025") && page.contains(#"aria-label="Change 14 Feb 2025"#))
        #expect(page.contains(#"aria-label="Next month""#) && !page.contains(#"aria-label="Previous month""#), "nothing before the start")
        let form: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded", "Cookie": "onboarded=1"]
        for day in ["2025-03-06", "2025-03-07"] {
            #expect(app.call(.post, "/trackers/\(read)/entry", json: "date=\(day)&state=done&note=&back=%2F", headers: form).status == 303)
        }
        let noted = app.call(.post, "/trackers/\(read)/entry", json: "date=2025-02-14&state=skipped&note=sick&back=%2F", headers: form)
        #expect(noted.status == 303)
        let detail = app.call(.get, "/api/v1/trackers/\(read)").object
        #expect(detail["currentStreak"] as? Int == 2)
        let history = detail["history"] as? [[String: Any]] ?? []
        #expect(history.contains { $0["date"] as? String == "2025-02-14" && $0["state"] as? String == "skipped" && $0["note"] as? String == "sick" })
        let cleared = app.call(.post, "/trackers/\(read)/entry", json: "date=2025-03-06&state=none&back=%2F", headers: form)
        #expect(cleared.status == 303 && app.call(.get, "/api/v1/trackers/\(read)").object["currentStreak"] as? Int == 1)
    }
}
