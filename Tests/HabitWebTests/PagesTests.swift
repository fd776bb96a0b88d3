import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// The web app's pages and form posts in process: the paths a browser without JavaScript takes.
@Suite struct PagesTests {
    let onboarded: HTTPHeaders = ["Cookie": "onboarded=1"]

    func post(_ app: TestApp, _ path: String, _ form: String, cookie: String = "onboarded=1") -> TestResponse {
        app.call(.post, path, json: form, headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie])
    }

    @Test func onboarding_shows_until_it_is_finished() throws {
        let app = try TestApp()
        let first = app.call(.get, "/")
        #expect(first.text.contains("Track only what you want") && first.text.contains("Awesome tech!"))
        let finished = post(app, "/onboarding", "", cookie: "")
        #expect(finished.status == 303 && finished.headers["Set-Cookie"]?.hasPrefix("onboarded=1") == true)
        #expect(app.call(.get, "/", headers: onboarded).text.contains("What shall we track?"))
    }

    @Test func creating_a_category_and_a_habit_through_the_form() throws {
        let app = try TestApp()
        let added = post(app, "/trackers/new?kind=habit", "name=Read&newCategory=Health&action=add-category&back=%2F")
        #expect(added.status == 200)
        #expect(added.text.contains(#"value="Read""#), "what was typed survives the round trip")
        let categoryID = app.store.library.category(named: "Health")!.id.lowercased
        let missing = post(app, "/trackers/new?kind=habit", "name=Read&categoryId=\(categoryID)&back=%2F")
        #expect(missing.status == 422)
        #expect(missing.text.contains("Pick at least one day.") && missing.text.contains("Pick an emoji.") && missing.text.contains("Pick a colour."))
        let created = post(app, "/trackers/new?kind=habit",
                           "name=Read&categoryId=\(categoryID)&days=mon&days=wed&days=fri&emoji=%F0%9F%99%82&color=%232563EB&note=&back=%2F%3Fdate%3D2025-03-07")
        #expect(created.status == 303 && created.headers["Location"] == "/?date=2025-03-07")
        let tracker = try #require(app.store.library.tracker(named: "read"))
        #expect(tracker.kind.schedule == .weekdays(WeekdaySet([.mon, .wed, .fri])))
        let duplicate = post(app, "/trackers/new?kind=event", "name=READ&categoryId=\(categoryID)&emoji=%F0%9F%99%82&color=%232563EB")
        #expect(duplicate.status == 422)
        #expect(duplicate.text.contains("You already track \"<bdi>READ</bdi>\"."),
                "text nodes escape only &, < and >; the quoted name is bidi-isolated")
        let long = post(app, "/trackers/new?kind=event", "name=\(String(repeating: "x", count: 39))&categoryId=\(categoryID)&emoji=%F0%9F%99%82&color=%232563EB")
        #expect(long.text.contains("Limit 38 characters"))
    }

    @Test func the_edit_form_moves_the_start_day_and_refuses_a_save_from_a_stale_copy() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health, createdOn: "2025-03-03")
        let form = app.call(.get, "/trackers/\(read)/edit", headers: onboarded).text
        #expect(form.contains(#"<input type="date" id="start" name="start" value="2025-03-03" max="2025-03-07">"#))
        let revision = try #require(form.firstMatch(of: #/name="revision" value="([0-9a-f]+)"/#)?.output.1)
        let fields = "name=Read&categoryId=\(health)&days=mon&emoji=%F0%9F%99%82&color=%232563EB&revision=\(revision)"
        let future = post(app, "/trackers/\(read)/edit", fields + "&start=2025-03-08")
        #expect(future.status == 422 && future.text.contains("A tracker can't start in the future."))
        let earlier = post(app, "/trackers/\(read)/edit", fields + "&start=2025-02-20&back=%2F")
        #expect(earlier.status == 303)
        #expect(app.store.library.tracker(named: "Read")?.createdOn == Day("2025-02-20"))
        // The same (now stale) revision again: refused with the current values, nothing applied.
        let stale = post(app, "/trackers/\(read)/edit", fields.replacingOccurrences(of: "name=Read", with: "name=Old") + "&start=2025-02-20")
        #expect(stale.status == 409)
        #expect(stale.text.contains("This tracker was changed after you opened the form."))
        #expect(stale.text.contains(#"value="2025-02-20""#) && app.store.library.tracker(named: "Old") == nil)
    }

    @Test func marking_done_without_javascript_posts_and_redirects_back() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let done = post(app, "/trackers/\(read)/completions", "date=2025-03-07&done=1&back=%2F%3Fdate%3D2025-03-07")
        #expect(done.status == 303 && done.headers["Location"] == "/?date=2025-03-07")
        let page = app.call(.get, "/?date=2025-03-07", headers: onboarded).text
        #expect(page.contains("All done today. Nice work!") && page.contains(#"aria-label="Mark Read done" aria-pressed="true""#))
        let future = post(app, "/trackers/\(read)/completions", "date=2025-03-08&done=1&back=%2F%3Fdate%3D2025-03-08")
        #expect(future.status == 422)
        #expect(future.text.contains("You can't mark a future day."))
        #expect(app.call(.get, "/?date=2025-03-08", headers: onboarded).text.contains("disabled"))
    }

    @Test func pin_edit_and_delete_with_confirmation() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        #expect(post(app, "/trackers/\(read)/pin", "pinned=1&back=%2F").status == 303)
        let pinnedPage = app.call(.get, "/", headers: onboarded).text
        #expect(pinnedPage.contains("<h2>Pinned</h2>") && !pinnedPage.contains("<h2>Health</h2>"))
        let edit = app.call(.get, "/trackers/\(read)/edit", headers: onboarded).text
        #expect(edit.contains("Edit habit") && edit.contains("0 days") && edit.contains(#"value="Read""#))
        let saved = post(app, "/trackers/\(read)/edit", "name=Read+more&categoryId=\(health)&days=sat&emoji=%F0%9F%99%82&color=%232563EB&back=%2F")
        #expect(saved.status == 303 && app.store.library.tracker(named: "Read more") != nil)
        let confirm = app.call(.get, "/trackers/\(read)/delete?back=%2F", headers: onboarded).text
        #expect(confirm.contains("Delete \"<bdi>Read more</bdi>\" and its history? This cannot be undone."))
        #expect(post(app, "/trackers/\(read)/delete", "back=%2F").status == 303)
        #expect(app.store.library.trackers.isEmpty)
    }

    @Test func renaming_and_deleting_a_category_from_the_picker() throws {
        let app = try TestApp()
        let health = app.category("Health")
        _ = app.tracker("Read", category: health)
        let editing = post(app, "/trackers/new?kind=event", "name=Party&action=edit-category%3A\(health)")
        #expect(editing.text.contains(#"name="categoryName" value="Health""#))
        _ = post(app, "/trackers/new?kind=event", "name=Party&categoryName=Mind&action=rename-category%3A\(health)")
        #expect(app.store.library.categories.map(\.name) == ["Mind"])
        let asking = post(app, "/trackers/new?kind=event", "name=Party&action=delete-category%3A\(health)").text
        #expect(asking.contains("Delete \"<bdi>Mind</bdi>\" and its 1 tracker? This cannot be undone."))
        let deleted = post(app, "/trackers/new?kind=event", "name=Party&categoryId=\(health)&action=confirm-delete-category%3A\(health)")
        #expect(app.store.library.isEmpty)
        #expect(deleted.text.contains("Habits and events can be grouped by meaning"))
        #expect(deleted.text.contains(#"value="Party""#))
    }

    @Test func statistics_page_shows_the_four_metrics_or_the_empty_state() throws {
        let app = try TestApp()
        #expect(app.call(.get, "/statistics").text.contains("Nothing to analyze yet"))
        let read = app.tracker("Read", category: app.category("Health"))
        for day in ["01", "02", "03", "04", "06", "07"] { _ = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-\(day)") }
        let page = app.call(.get, "/statistics").text
        for (value, label) in [("4", "Best streak"), ("6", "Perfect days"), ("6", "Trackers completed"), ("0.9", "Average")] {
            #expect(page.contains(#"<span class="metric-value">\#(value)</span><span class="metric-label">\#(label)</span>"#))
        }
    }

    @Test func detail_page_shows_streaks_grid_chips_and_total() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        for day in ["01", "02", "03", "04", "06", "07"] { _ = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-\(day)") }
        let page = app.call(.get, "/trackers/\(read)").text
        #expect(page.contains(#"<span class="big-number" id="current-streak">2</span>"#))
        #expect(page.contains(#"<span class="big-number" id="best-streak">4</span>"#))
        #expect(page.components(separatedBy: "<li class=\"cell ").count - 1 == 30)
        #expect(page.contains(">Sat 1<") && page.contains(">Fri 7<"))
        #expect(page.contains("6 days completed since 1 Mar 2025"))
    }

    @Test func russian_copy_and_plurals() throws {
        let app = try TestApp()
        let health = app.category("Здоровье")
        for (name, count) in [("A", 1), ("B", 2), ("C", 5), ("D", 21)] {
            let id = app.tracker(name, category: health, createdOn: "2025-02-01")
            for offset in 0..<count {
                _ = app.call(.put, "/api/v1/trackers/\(id)/completions/\(Day(year: 2025, month: 3, day: 7)!.adding(days: -offset).iso)")
            }
        }
        let page = app.call(.get, "/", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        for text in ["Трекеры", "1 день", "2 дня", "5 дней", "21 день", "Поиск", "Фильтры", "Пятница, 7 марта"] {
            #expect(page.contains(text), "\(text)")
        }
        #expect(app.call(.get, "/", headers: ["Cookie": "onboarded=1", "Accept-Language": "ru"]).text.contains("Трекеры"))
        let switched = post(app, "/settings/language", "lang=ru&back=%2Fstatistics")
        #expect(switched.headers["Set-Cookie"]?.hasPrefix("lang=ru") == true && switched.headers["Location"] == "/statistics")
    }

    @Test func the_page_script_takes_its_words_from_the_page() throws {
        let app = try TestApp()
        let english = app.call(.get, "/", headers: onboarded).text
        #expect(english.contains(#"data-offline="Offline — your taps will sync" data-synced="All changes synced""#))
        let russian = app.call(.get, "/", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains(#"data-offline="Нет сети — отметки синхронизируются позже" data-synced="Все изменения синхронизированы""#))
        let script = app.call(.get, Assets.url("app.js")).text
        #expect(!script.contains("Offline —") && !script.contains("All changes synced") && !script.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) },
                "no language tables in the script")
        let form = app.call(.get, "/trackers/new?kind=habit", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(form.contains("<legend>Эмодзи</legend>") && form.contains("Понедельник"))
    }

    @Test func user_text_renders_inert() throws {
        let app = try TestApp()
        let category = app.category(#"<img src=x onerror=alert(1)>"#)
        _ = app.call(.post, "/api/v1/trackers", json: #"{"name":"\"><script>alert(1)</script>","kind":"event","categoryId":"\#(category)","note":"<b>x</b>"}"#)
        let page = app.call(.get, "/", headers: onboarded).text
        #expect(!page.contains("<script>alert(1)") && !page.contains("<img src=x"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let scripts = page.components(separatedBy: "<script").dropFirst()
        #expect(scripts.count == 2 && scripts.allSatisfy { $0.hasPrefix(#" src="/static/"#) }, "only the app's own scripts (app.js, live.js)")
    }

    @Test func back_links_stay_on_this_site() {
        #expect(Web.safeBack("/?date=2025-03-07") == "/?date=2025-03-07")
        for hostile in ["//evil.example", "https://evil.example", "/\\evil", "javascript:alert(1)", nil, "/a\nb"] {
            #expect(Web.safeBack(hostile) == "/")
        }
    }

    @Test func import_and_export_from_settings() throws {
        let source = try TestApp()
        _ = source.tracker("Read", category: source.category("Health"))
        let exported = source.call(.get, "/api/v1/export").text
        let app = try TestApp()
        let boundary = "XyZ"
        let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"h.json\"\r\nContent-Type: application/json\r\n\r\n\(exported)\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"back\"\r\n\r\n/\r\n--\(boundary)--\r\n"
        let response = app.call(.post, "/settings/import", json: body, headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"])
        #expect(response.status == 200 && response.text.contains("Imported 1 trackers."))
        #expect(app.call(.get, "/api/v1/export").text == exported)
        let again = app.call(.post, "/settings/import", json: body, headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"])
        #expect(again.status == 409)
    }

    @Test func static_files_have_fingerprinted_urls_and_long_cache_lifetimes() throws {
        let app = try TestApp()
        let page = app.call(.get, "/", headers: onboarded).text
        let css = try #require(page.range(of: #"/static/app\.[0-9a-f]+\.css"#, options: .regularExpression).map { String(page[$0]) })
        let response = app.call(.get, css)
        #expect(response.status == 200 && response.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(app.call(.get, "/static/app.0000000000.css").status == 404)
        #expect(!page.contains("style=") && !page.contains("<script>"), "no inline style or script (CSP)")
    }
}

/// Statistics, part 2, without JavaScript: the rate, the table sorted by a link, the trend.
@Suite struct StatisticsPageTests {
    @Test func the_rate_the_sortable_table_and_the_trend_are_on_the_page() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        _ = app.tracker("Walk", category: health)
        _ = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-06")
        let page = app.call(.get, "/statistics?sort=strength", headers: ["Cookie": "onboarded=1"])
        #expect(page.status == 200)
        #expect(page.text.contains("Completion rate") && page.text.contains("%"))
        let readRow = try #require(page.text.range(of: ">🙂 Read<")), walkRow = try #require(page.text.range(of: ">🙂 Walk<"))
        #expect(readRow.lowerBound < walkRow.lowerBound, "sorted by strength, the stronger habit first")
        #expect(page.text.contains(#"aria-sort="descending""#) && page.text.contains(#"href="/statistics?sort=name""#))
        #expect(page.text.contains(#"role="img""#) && page.text.contains("Last 12 weeks") && page.text.contains("Show data"))
        let russian = app.call(.get, "/statistics", headers: ["Cookie": "onboarded=1; lang=ru"])
        #expect(russian.text.contains("Выполнение") && russian.text.contains("Последние 12 недель"))
    }
}
