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
        #expect(app.call(.get, "/", headers: ["Cookie": "onboarded=1", "Accept-Language": "zh-CN,zh;q=0.9"]).text.contains("<html lang=\"zh-Hans\""))
        #expect(app.call(.get, "/", headers: ["Cookie": "onboarded=1", "Accept-Language": "nl, pt-PT;q=0.8"]).text.contains("<html lang=\"pt-BR\""))
        let switched = post(app, "/settings/language", "lang=ru&back=%2Fstatistics")
        #expect(switched.headers["Set-Cookie"]?.hasPrefix("lang=ru") == true && switched.headers["Location"] == "/statistics")
    }

    /// SPEC §19: Settings names each language in itself, marked with its own `lang` and `dir`
    /// (a screen reader says `Deutsch` in German), the same list whatever the page's language.
    @Test func the_language_list_names_each_language_in_itself() throws {
        let app = try TestApp()
        let names = ["en": "English", "ru": "Русский", "de": "Deutsch", "es": "Español", "fr": "Français",
                     "pt-BR": "Português (Brasil)", "it": "Italiano", "pl": "Polski", "uk": "Українська", "tr": "Türkçe",
                     "ja": "日本語", "zh-Hans": "简体中文", "ar": "العربية"]
        #expect(Set(Language.offered.map(\.rawValue)) == Set(names.keys))
        for page in ["ja", "ar"] {
            let settings = app.call(.get, "/settings", headers: ["Cookie": "onboarded=1; lang=\(page)"]).text
            for (code, name) in names {
                let direction = code == "ar" ? "rtl" : "ltr"
                #expect(settings.contains(#"<span class="choice-name" lang="\#(code)" dir="\#(direction)">\#(name)</span>"#), "\(code)")
            }
        }
    }

    /// The pseudo-locale (SPEC §19) is asked for by the address, remembered by the cookie, and
    /// offered nowhere: not in Settings' list, not for an Accept-Language that names it.
    @Test func the_pseudo_locale_is_asked_for_by_name_only() throws {
        let app = try TestApp()
        let asked = app.call(.get, "/?lang=en-XA", headers: onboarded)
        #expect(asked.text.contains(#"<html lang="en-XA" dir="ltr""#) && asked.text.contains("[Ţŕàçķéŕš ŵûñ]"))
        #expect(asked.headers["Set-Cookie"] == "lang=en-XA; Path=/; Max-Age=315360000; SameSite=Lax")
        let remembered = app.call(.get, "/statistics", headers: ["Cookie": "onboarded=1; lang=en-XA"])
        #expect(remembered.text.contains("[Šţàţîšţîçš ŵûñ]") && remembered.headers["Set-Cookie"] == nil)
        // The address wins over the cookie, for any language.
        #expect(app.call(.get, "/?lang=de", headers: ["Cookie": "onboarded=1; lang=en-XA"]).text.contains(#"<html lang="de""#))
        #expect(app.call(.get, "/?lang=xx", headers: onboarded).text.contains(#"<html lang="en""#))
        #expect(app.call(.get, "/", headers: ["Cookie": "onboarded=1", "Accept-Language": "en-XA"]).text.contains(#"<html lang="en""#))
        let settings = app.call(.get, "/settings", headers: ["Cookie": "onboarded=1; lang=en-XA"]).text
        #expect(settings.contains(#"value="en""#) && settings.contains(#"value="ar""#) && !settings.contains(#"value="en-XA""#))
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
        // The write queue is app.js's to load, from the app's own address.
        #expect(page.contains(#" data-queue="/static/queue."#))
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
        let readRow = try #require(page.text.range(of: #"dir="auto">Read<"#)), walkRow = try #require(page.text.range(of: #"dir="auto">Walk<"#))
        #expect(readRow.lowerBound < walkRow.lowerBound, "sorted by strength, the stronger habit first")
        #expect(page.text.contains(#"aria-sort="descending""#) && page.text.contains(#"href="/statistics?sort=name""#))
        #expect(page.text.contains(#"role="img""#) && page.text.contains("Last 12 weeks") && page.text.contains("Show data"))
        let russian = app.call(.get, "/statistics", headers: ["Cookie": "onboarded=1; lang=ru"])
        #expect(russian.text.contains("Выполнение") && russian.text.contains("Последние 12 недель"))
    }
}

// MARK: Part 2: schedules, measures, entries, pauses, archive, order, day start (no JavaScript)

extension PagesTests {
    /// The fields of a complete New habit form, before its schedule and measure.
    func habitFields(_ app: TestApp, name: String = "Run") -> String {
        "name=\(name)&categoryId=\(app.category("Health"))&emoji=%F0%9F%99%82&color=%232563EB&back=%2F"
    }

    @Test func the_schedule_sheet_saves_every_kind_with_its_summary() throws {
        let app = try TestApp()
        let base = habitFields(app)
        let cases: [(String, Schedule, String)] = [
            ("frequency=weekly&weeklyTimes=3", .weekly(3), "3 times a week"),
            ("frequency=monthly&monthlyTimes=2", .monthly(2), "2 times a month"),
            ("frequency=every&everyDays=3", .rolling(times: 1, days: 3), "Every 3 days"),
            ("frequency=rolling&rollingTimes=2&rollingDays=10", .rolling(times: 2, days: 10), "2 times in 10 days"),
            ("frequency=weekdays&days=mon&days=fri", .weekdays(WeekdaySet([.mon, .fri])), "Mon, Fri"),
        ]
        for (index, (fields, schedule, summary)) in cases.enumerated() {
            let name = "Run\(index)"
            let checked = post(app, "/trackers/new?kind=habit", base.replacingOccurrences(of: "name=Run", with: "name=\(name)") + "&\(fields)&action=schedule")
            #expect(checked.status == 200 && checked.text.contains(#"id="schedule-summary" data-every-day="Every day">\#(summary)<"#), "\(summary)")
            #expect(app.store.library.tracker(named: name) == nil, "the sheet's Done saves nothing")
            let saved = post(app, "/trackers/new?kind=habit", base.replacingOccurrences(of: "name=Run", with: "name=\(name)") + "&\(fields)")
            #expect(saved.status == 303)
            let tracker = try #require(app.store.library.tracker(named: name))
            #expect(tracker.kind.schedule == schedule)
            let edit = app.call(.get, "/trackers/\(tracker.id.lowercased)/edit", headers: onboarded).text
            #expect(edit.contains(">\(summary)<"), "Edit shows the saved schedule's summary")
        }
        let russian = post(app, "/trackers/new?kind=habit", base + "&frequency=rolling&rollingTimes=2&rollingDays=10&action=schedule",
                           cookie: "onboarded=1; lang=ru")
        #expect(russian.text.contains(">2 раза за 10 дней<") && russian.text.contains("N раз за M дней"))
    }

    @Test func schedule_numbers_out_of_range_show_the_rule_under_the_field_and_write_nothing() throws {
        let app = try TestApp()
        let base = habitFields(app)
        let cases: [(String, String, String)] = [
            ("frequency=weekly&weeklyTimes=0", "weeklyTimes", "Pick 1 to 6 times a week."),
            ("frequency=weekly&weeklyTimes=7", "weeklyTimes", "Pick 1 to 6 times a week."),
            ("frequency=monthly&monthlyTimes=28", "monthlyTimes", "Pick 1 to 27 times a month."),
            ("frequency=rolling&rollingTimes=3&rollingDays=2", "rollingDays", "Pick N times in M days, with N at least 1, below M, and M at most 365."),
            ("frequency=every&everyDays=x", "everyDays", "Pick N times in M days, with N at least 1, below M, and M at most 365."),
        ]
        for (fields, field, message) in cases {
            for action in ["&action=schedule", ""] {
                let response = post(app, "/trackers/new?kind=habit", base + "&" + fields + action)
                #expect(response.status == 422)
                #expect(response.text.contains(#"<p id="\#(field)-error" class="field-error" role="alert">\#(message)</p>"#), "\(fields)")
                #expect(response.text.contains(#"aria-describedby="\#(field)-error" aria-invalid="true""#))
                #expect(response.text.contains(#"<details class="row picker schedule-picker" open>"#))
            }
        }
        #expect(app.store.library.trackers.isEmpty)
        let russian = post(app, "/trackers/new?kind=habit", base + "&frequency=weekly&weeklyTimes=7", cookie: "onboarded=1; lang=ru")
        #expect(russian.status == 422 && russian.text.contains(Language.ru.copy.message(.scheduleOutOfRange(.weekly))))
    }

    /// Posts the New form of a measurable habit due every day.
    func newMeasurable(_ app: TestApp, _ name: String, unit: String, target: String, step: String) -> TestResponse {
        let days = Weekday.allCases.map { "&days=\($0.rawValue)" }.joined()
        return post(app, "/trackers/new?kind=habit", habitFields(app, name: name) + "&frequency=weekdays" + days
                    + "&measured=1&unit=\(unit)&target=\(target)&step=\(step)")
    }

    @Test func a_measurable_habit_takes_numbers_with_a_point_or_a_comma_and_stays_measurable() throws {
        let app = try TestApp()
        #expect(newMeasurable(app, "Water", unit: "glasses", target: "2,5", step: "0.5").status == 303)
        let water = try #require(app.store.library.tracker(named: "Water"))
        #expect(water.measure == Measure(unit: "glasses", target: Quantity(thousandths: 2500), direction: .atLeast, step: Quantity(thousandths: 500)))
        let id = water.id.lowercased
        let english = app.call(.get, "/trackers/\(id)/edit", headers: onboarded).text
        #expect(english.contains(#"name="target" value="2.5""#) && english.contains(#"name="step" value="0.5""#))
        #expect(!english.contains(#"type="checkbox" role="switch" name="measured""#), "Edit offers no switch: it stays measurable")
        let russian = app.call(.get, "/trackers/\(id)/edit", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains(#"name="target" value="2,5""#) && russian.contains(#"name="step" value="0,5""#))
        // A yes/no habit stays yes/no: its Edit has no measure, and a posted one is refused.
        let read = app.tracker("Read", category: app.store.library.categories[0].id.lowercased)
        let readEdit = app.call(.get, "/trackers/\(read)/edit", headers: onboarded).text
        #expect(!readEdit.contains("<legend>Measure</legend>"))
        let changed = post(app, "/trackers/\(read)/edit", "name=Read&categoryId=\(app.store.library.categories[0].id.lowercased)&emoji=%F0%9F%99%82&color=%232563EB&frequency=weekdays&days=mon&measured=1&unit=pages&target=20&step=1")
        #expect(changed.status == 422 && changed.text.contains("A yes/no habit can't become measurable, or the other way round."))
        #expect(app.store.library.tracker(named: "Read")?.measure == nil)
    }

    /// What a person reads is grouped by the language's locale (`10.000` in German); what a
    /// field holds is not, so that it reads back as the same amount.
    @Test func amounts_are_grouped_to_read_and_plain_in_fields() throws {
        let app = try TestApp()
        #expect(newMeasurable(app, "Steps", unit: "steps", target: "10000", step: "500").status == 303)
        let id = try #require(app.store.library.tracker(named: "Steps")).id.lowercased
        let german = ["Cookie": "onboarded=1; lang=de"] as HTTPHeaders
        #expect(app.call(.get, "/?date=2025-03-07", headers: german).text.contains("0 / 10.000 steps"))
        #expect(app.call(.get, "/trackers/\(id)", headers: german).text.contains("10.000"))
        let edit = app.call(.get, "/trackers/\(id)/edit", headers: german).text
        #expect(edit.contains(#"name="target" value="10000""#) && !edit.contains(#"value="10.000""#))
        #expect(app.call(.get, "/?date=2025-03-07", headers: ["Cookie": "onboarded=1; lang=fr"]).text.contains("0 / 10\u{202F}000 steps"))
    }

    @Test func bad_measures_show_the_rule_under_the_field_and_write_nothing() throws {
        let app = try TestApp()
        let base = habitFields(app, name: "Water") + "&frequency=weekdays&days=mon&measured=1"
        let cases: [(String, String, String)] = [
            ("unit=glasses&target=0&step=1", "target", "The target is a number above 0 and at most 1,000,000, with up to 3 decimals."),
            ("unit=glasses&target=-2&step=1", "target", "The target is a number above 0 and at most 1,000,000, with up to 3 decimals."),
            ("unit=\(String(repeating: "g", count: 17))&target=8&step=1", "unit", "Give a unit of 1 to 16 characters, like glasses or km."),
            ("unit=glasses&target=8&step=0", "step", "The step is a number above 0 and at most 1,000,000, with up to 3 decimals."),
        ]
        for (fields, field, message) in cases {
            let response = post(app, "/trackers/new?kind=habit", base + "&" + fields)
            #expect(response.status == 422)
            #expect(response.text.contains(#"<p id="\#(field)-error" class="field-error" role="alert">\#(message)</p>"#), "\(fields)")
        }
        #expect(app.store.library.trackers.isEmpty)
    }
}

extension PagesTests {
    /// A habit created through the API with a frequency (`{"kind":"weekly","times":1}`).
    func habit(_ app: TestApp, _ name: String, category: String, frequency: String, createdOn: String = "2025-03-01") -> String {
        app.call(.post, "/api/v1/trackers", json: #"{"name":"\#(name)","kind":"habit","frequency":\#(frequency),"categoryId":"\#(category)","createdOn":"\#(createdOn)"}"#)
            .object["id"] as! String
    }

    /// A measurable habit created through the New form.
    func measured(_ app: TestApp, _ name: String, schedule: String, unit: String, target: String, start: String = "2025-03-03") throws -> String {
        let category = app.store.library.categories.first?.id.lowercased ?? app.category("Health")
        let response = post(app, "/trackers/new?kind=habit", "name=\(name)&categoryId=\(category)&emoji=%F0%9F%99%82&color=%232563EB&back=%2F&\(schedule)&measured=1&unit=\(unit)&target=\(target)&step=1&start=\(start)")
        #expect(response.status == 303)
        return try #require(app.store.library.tracker(named: name)).id.lowercased
    }

    func board(_ app: TestApp, lang: String = "en") -> String {
        app.call(.get, "/?date=2025-03-07", headers: ["Cookie": "onboarded=1; lang=\(lang)"]).text
    }

    /// A card with its menu open, as its face's link shows it without JavaScript (the other
    /// cards' menus are the board's template).
    func openMenu(_ app: TestApp, _ tracker: String, date: String = "2025-03-07", lang: String = "en") -> String {
        let page = app.call(.get, "/?date=\(date)&tracker=\(tracker)", headers: ["Cookie": "onboarded=1; lang=\(lang)"]).text
        guard let open = page.range(of: #"id="card-\#(tracker)""#), let end = page.range(of: "</li>", range: open.upperBound..<page.endIndex)
        else { return "" }
        let card = String(page[open.lowerBound..<end.upperBound])
        return card.contains(#"<details class="card-menu" open>"#) ? card : ""
    }

    @Test func measurable_cards_show_the_value_against_the_target_and_step_up() throws {
        let app = try TestApp()
        let water = try measured(app, "Water", schedule: "frequency=every&everyDays=2", unit: "glasses", target: "8")
        #expect(board(app).contains(#"<span class="count amount" data-template="{value} / {target} glasses">0 / 8 glasses</span>"#))
        #expect(board(app).contains(#"aria-label="Add 1 (glasses) to Water""#))
        // The round button posts the value after one step.
        #expect(board(app).contains(#"<input type="hidden" name="value" value="1">"#))
        #expect(post(app, "/trackers/\(water)/entry", "date=2025-03-07&state=value&value=1&back=%2F").status == 303)
        #expect(board(app).contains(">1 / 8 glasses<") && board(app).contains(#"name="value" value="2""#))
        // The value sheet sets any value, with a comma or a point, and clears it.
        #expect(post(app, "/trackers/\(water)/entry", "date=2025-03-07&state=value&value=2,5&sheet=value&back=%2F").status == 303)
        #expect(board(app).contains(">2.5 / 8 glasses<") && board(app, lang: "ru").contains(">2,5 / 8 glasses<"))
        let bad = post(app, "/trackers/\(water)/entry", "date=2025-03-07&state=value&value=-1&sheet=value&back=%2F%3Fdate%3D2025-03-07")
        #expect(bad.status == 422 && bad.text.contains("A value is a number from 0 to 1,000,000 with up to 3 decimals."))
        #expect(bad.text.contains(#"<details class="sheet value-sheet" open>"#) && bad.text.contains(#"value="-1""#))
        #expect(post(app, "/trackers/\(water)/entry", "date=2025-03-07&state=none&sheet=value&back=%2F").status == 303)
        #expect(board(app).contains(">0 / 8 glasses<"))

        let run = try measured(app, "Run", schedule: "frequency=weekly&weeklyTimes=3", unit: "km", target: "20")
        _ = post(app, "/trackers/\(run)/entry", "date=2025-03-05&state=value&value=12&back=%2F")
        #expect(board(app).contains(">12 / 20 km this week<") && board(app, lang: "ru").contains(">12 / 20 km за неделю<"))
    }

    @Test func skip_and_note_from_the_card_menu() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(openMenu(app, read).contains(">Skip today<"))
        #expect(openMenu(app, read, date: "2025-03-05").contains(">Skip<"))
        #expect(board(app).contains(#"data-menu="pin skip note pause""#))
        #expect(post(app, "/trackers/\(read)/entry", "date=2025-03-07&state=skipped&back=%2F").status == 303)
        var page = board(app)
        #expect(page.contains("state-skipped") && page.contains(#"<span class="state-line">Skipped</span>"#) && openMenu(app, read).contains(">Unskip<"))
        #expect(page.contains(#"data-menu="pin unskip note pause""#))
        #expect(page.contains("All done today. Nice work!"), "a skipped day is not due")
        #expect(board(app, lang: "ru").contains(">Пропущено<") && openMenu(app, read, lang: "ru").contains(">Отменить пропуск<"))
        // A note stands alone, and stays when the state is cleared.
        #expect(post(app, "/trackers/\(read)/entry", "date=2025-03-07&note=sick&sheet=note&back=%2F").status == 303)
        #expect(app.store.library.history(of: Tracker.ID(read)!).entry(on: Day("2025-03-07")!) == Entry(day: Day("2025-03-07")!, state: .skipped, note: "sick"))
        #expect(post(app, "/trackers/\(read)/entry", "date=2025-03-07&state=none&back=%2F").status == 303)
        page = board(app)
        #expect(!page.contains("state-skipped") && page.contains(#"<span class="day-note">sick</span>"#) && page.contains(#"data-note="sick""#))
        // Without JavaScript the Note item opens the board with the sheet, holding the note.
        let opened = app.call(.get, "/?date=2025-03-07&sheet=note&tracker=\(read)", headers: ["Cookie": "onboarded=1"])
        #expect(opened.status == 200 && opened.text.contains(#"<details class="sheet note-sheet" open>"#) && opened.text.contains(">sick</textarea>"))
        #expect(opened.text.contains(#"<details class="card-menu" open>"#) && !opened.text.contains(#"role="alert">Keep"#))
        for (note, message) in [(String(repeating: "n", count: 201), "Keep the note to 200 characters or fewer."),
                                ("a%01b", "Control characters (like NUL) can&#39;t be used in names or notes.")] {
            let refused = post(app, "/trackers/\(read)/entry", "date=2025-03-07&note=\(note)&sheet=note&back=%2F%3Fdate%3D2025-03-07")
            #expect(refused.status == 422)
            let id = "note-\(read)-2025-03-07-error"
            #expect(refused.text.contains(#"<p id="\#(id)" class="field-error" role="alert">\#(message.replacingOccurrences(of: "&#39;", with: "'"))</p>"#), "\(message)")
            #expect(refused.text.contains(#"<details class="sheet note-sheet" open>"#))
        }
        #expect(app.store.library.history(of: Tracker.ID(read)!).entry(on: Day("2025-03-07")!)?.note == "sick")
    }

    @Test func streaks_carry_their_unit_on_cards_and_the_detail_page() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let gym = habit(app, "Gym", category: health, frequency: #"{"kind":"weekly","times":1}"#, createdOn: "2025-02-24")
        for day in ["2025-02-25", "2025-03-04"] { #expect(post(app, "/trackers/\(gym)/entry", "date=\(day)&state=done&back=%2F").status == 303) }
        #expect(board(app).contains(">🔥 2 wk<") && board(app).contains(">Best 2 wk<"))
        #expect(board(app).contains("Current streak 2 weeks, best 2 weeks"))
        #expect(board(app, lang: "ru").contains(">🔥 2 нед.<") && board(app, lang: "ru").contains(">Рекорд 2 нед.<"))
        let detail = app.call(.get, "/trackers/\(gym)", headers: onboarded).text
        #expect(detail.contains(#"<span class="big-number" id="current-streak">2 weeks</span>"#))
        #expect(detail.contains(#"<dd id="schedule">1 time a week</dd>"#))
        let russian = app.call(.get, "/trackers/\(gym)", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russian.contains(#"id="current-streak">2 недели<"#) && russian.contains(">1 раз в неделю<"))
    }

    @Test func detail_chips_cycle_done_skipped_clear_and_show_the_measure() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        func chip(_ label: String) throws -> (state: String, next: String) {
            let page = app.call(.get, "/trackers/\(read)", headers: onboarded).text
            let match = try #require(page.firstMatch(of: try Regex(#"name="state" value="(\w+)"><input type="hidden" name="back" value="[^"]*"><button type="submit" class="chip ([\w-]+)" aria-label="\#(label)"#)))
            return (String(match.output[2].substring ?? ""), String(match.output[1].substring ?? ""))
        }
        #expect(try chip("Wed 5: missed") == ("missed", "done"))
        _ = post(app, "/trackers/\(read)/entry", "date=2025-03-05&state=done&back=%2Ftrackers%2F\(read)")
        #expect(try chip("Wed 5: done") == ("done", "skipped"))
        _ = post(app, "/trackers/\(read)/entry", "date=2025-03-05&state=skipped&back=%2Ftrackers%2F\(read)")
        #expect(try chip("Wed 5: skipped") == ("skipped", "none"))

        let water = try measured(app, "Water", schedule: "frequency=weekdays&days=mon&days=tue&days=wed&days=thu&days=fri&days=sat&days=sun",
                                 unit: "glasses", target: "8")
        _ = post(app, "/trackers/\(water)/entry", "date=2025-03-05&state=value&value=8&back=%2F")
        let detail = app.call(.get, "/trackers/\(water)", headers: onboarded).text
        #expect(detail.contains(#"<dd id="measure">At least 8 glasses a day</dd>"#) && detail.contains(">Wed 5 · 8<"))
        #expect(detail.contains(#"<summary class="chip done" aria-label="Wed 5: done">"#))
        let refused = post(app, "/trackers/\(water)/entry", "date=2025-03-05&state=value&value=abc&sheet=value&back=%2Ftrackers%2F\(water)")
        #expect(refused.status == 422 && refused.text.contains("A value is a number from 0 to 1,000,000") && refused.text.contains(#"<details class="sheet value-sheet" open>"#))
    }
}

extension PagesTests {
    @Test func pause_from_the_card_menu_lists_the_habit_under_paused_with_resume() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        _ = app.tracker("Run", category: health)
        // The menu item links to the board with the sheet open; the board carries the sheet once, as a template.
        #expect(board(app).contains(#"<a class="card-face" href="/?date=2025-03-07&amp;tracker=\#(read)""#))
        #expect(board(app).contains(#"<template id="sheet-pause">"#) && board(app).contains(#"<template id="card-menu">"#))
        #expect(openMenu(app, read).contains(#"<summary class="menu-item">Pause</summary>"#))
        // A pause that ends before it starts: the message under Until, the sheet open, nothing written.
        let refused = post(app, "/trackers/\(read)/pause", "from=2025-03-07&until=2025-03-06&back=%2F%3Fdate%3D2025-03-07")
        #expect(refused.status == 422)
        #expect(refused.text.contains(#"<p id="until-\#(read)-error" class="field-error" role="alert">A pause can&#39;t end before it starts.</p>"#.replacingOccurrences(of: "&#39;", with: "'")))
        #expect(refused.text.contains(#"<details class="sheet pause-sheet" open>"#) && refused.text.contains(#"value="2025-03-06""#))
        #expect(app.store.library.tracker(named: "Read")?.pauses == [])
        #expect(post(app, "/trackers/\(read)/pause", "from=2025-03-07&until=&back=%2F").status == 303)
        var page = board(app)
        #expect(page.contains(#"<details class="paused-section" id="paused"><summary><h2>Paused (1)</h2></summary>"#))
        #expect(page.contains("Paused until resumed") && page.contains(">Resume<"))
        #expect(!page.contains(#"aria-label="Mark Read done""#), "a paused habit leaves the board")
        #expect(board(app, lang: "ru").contains("На паузе (1)"))
        let detail = app.call(.get, "/trackers/\(read)", headers: onboarded).text
        #expect(detail.contains("Paused until resumed") && detail.contains(">Resume<"))
        #expect(post(app, "/trackers/\(read)/resume", "back=%2F").status == 303)
        page = board(app)
        #expect(!page.contains(">Paused (") && page.contains(#"aria-label="Mark Read done""#))
    }

    @Test func archive_from_the_menu_and_unarchive_or_delete_from_settings() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        #expect(openMenu(app, read).contains(">Archive<"))
        #expect(post(app, "/trackers/\(read)/archive", "archived=1&back=%2F").status == 303)
        #expect(!board(app).contains(#"aria-label="Mark Read done""#))
        let settings = app.call(.get, "/settings?back=%2F", headers: onboarded).text
        #expect(settings.contains("<h2>Archived</h2>") && settings.contains(#"href="/trackers/\#(read)?back=%2Fsettings%3Fback%3D%252F""#))
        #expect(settings.contains(#"aria-label="Unarchive: Read""#) && settings.contains(#"href="/trackers/\#(read)/delete?back="#))
        let back = post(app, "/trackers/\(read)/archive", "archived=0&back=%2Fsettings%3Fback%3D%252F")
        #expect(back.status == 303 && back.headers["Location"] == "/settings?back=%2F")
        #expect(board(app).contains(#"aria-label="Mark Read done""#))
        #expect(app.call(.get, "/settings", headers: onboarded).text.contains("Nothing is archived."))
        #expect(app.call(.get, "/settings", headers: ["Cookie": "onboarded=1; lang=ru"]).text.contains("В архиве пусто."))
    }

    @Test func pause_all_from_settings_and_its_bad_range() throws {
        let app = try TestApp()
        let health = app.category("Health")
        _ = app.tracker("Read", category: health)
        _ = app.tracker("Run", category: health)
        let refused = post(app, "/settings/pause-all", "from=2025-03-10&until=2025-03-09&back=%2F")
        #expect(refused.status == 422 && refused.text.contains(#"<p id="until-error" class="field-error" role="alert">A pause can't end before it starts.</p>"#))
        #expect(refused.text.contains(#"value="2025-03-09""#))
        #expect(app.store.library.trackers.allSatisfy { $0.pauses.isEmpty })
        #expect(post(app, "/settings/pause-all", "from=2025-03-07&until=2025-03-09&back=%2F").status == 303)
        #expect(app.store.library.trackers.allSatisfy { $0.pauses == [Pause(from: Day("2025-03-07")!, until: Day("2025-03-09")!)] })
        #expect(board(app).contains("Paused (2)") && board(app).contains("Paused until 9 Mar 2025"))
    }

    @Test func move_up_and_down_within_the_category() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        let run = app.tracker("Run", category: health)
        let form = { (id: String, by: String) in ##"action="/trackers/\##(id)/move" data-swap="#progress, #board"><input type="hidden" name="by" value="\##(by)">"## }
        #expect(openMenu(app, read).contains(form(read, "1")) && openMenu(app, run).contains(form(run, "-1")))
        #expect(!openMenu(app, read).contains(form(read, "-1")) && !openMenu(app, run).contains(form(run, "1")),
                "the first has no Move up, the last no Move down")
        #expect(openMenu(app, read, lang: "ru").contains(">Ниже<") && openMenu(app, run, lang: "ru").contains(">Выше<"))
        #expect(board(app).contains(#"data-menu="pin skip note down pause""#) && board(app).contains(#"data-menu="pin skip note up pause""#))
        #expect(post(app, "/trackers/\(run)/move", "by=5&back=%2F").status == 400)
        #expect(post(app, "/trackers/\(run)/move", "by=-1&back=%2F").status == 303)
        #expect(app.store.library.trackers(in: Category.ID(health)!).map(\.name) == ["Run", "Read"])
    }

    @Test func day_start_in_settings_and_on_every_page() throws {
        let app = try TestApp()
        #expect(app.call(.get, "/", headers: onboarded).text.contains(#"data-today="2025-03-07" data-day-start="0""#))
        let refused = post(app, "/settings/day-start", "dayStart=7&back=%2F")
        #expect(refused.status == 422 && refused.text.contains("The day can start on the hour from 00:00 to 06:00."))
        #expect(refused.text.contains(#"<select id="day-start" name="dayStart" aria-describedby="dayStart-error" aria-invalid="true">"#))
        #expect(app.store.library.settings.dayStart == 0)
        #expect(post(app, "/settings/day-start", "dayStart=3&back=%2F").status == 303)
        #expect(app.store.library.settings.dayStart == 3)
        #expect(app.call(.get, "/", headers: onboarded).text.contains(#"data-day-start="3""#))
        #expect(app.call(.get, "/settings", headers: onboarded).text.contains(#"<option value="3" selected>03:00</option>"#))
        #expect(app.call(.get, "/settings", headers: ["Cookie": "onboarded=1; lang=ru"]).text.contains("День начинается в"))
    }
}

extension PagesTests {
    @Test func the_category_picker_offers_move_up_and_down() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let mind = app.category("Mind")
        let form = app.call(.get, "/trackers/new?kind=habit", headers: onboarded).text
        #expect(form.contains(#"value="category-down:\#(health)">Move down<"#) && !form.contains(#"value="category-up:\#(health)""#))
        #expect(form.contains(#"value="category-up:\#(mind)">Move up<"#) && !form.contains(#"value="category-down:\#(mind)""#))
        let moved = post(app, "/trackers/new?kind=habit", "name=Run&action=category-up%3A\(mind)")
        #expect(moved.status == 200 && moved.text.contains(#"value="Run""#))
        #expect(app.store.library.categories.map(\.name) == ["Mind", "Health"])
    }
}
