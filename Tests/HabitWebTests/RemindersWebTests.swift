import Foundation
import HabitCore
import HabitTestSupport
import HabitStore
import HTTPServer
import Testing
@testable import HabitWeb

/// Reminders through the API, the New/Edit form and the detail page, and the device's zone
/// recorded for them (SPEC §15, §16).
@Suite struct RemindersWebTests {
    func post(_ app: TestApp, _ path: String, _ form: String, cookie: String = "onboarded=1") -> TestResponse {
        app.call(.post, path, json: form, headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie])
    }

    func reminders(_ app: TestApp, _ id: String) -> String {
        app.call(.get, "/api/v1/trackers/\(id)/reminders").text
    }

    @Test func the_api_puts_gets_and_deletes_a_trackers_reminders() throws {
        let app = try TestApp()
        let id = app.tracker("Read", category: app.category("Health"))
        #expect(reminders(app, id) == #"{"reminders":[]}"#)
        let put = app.call(.put, "/api/v1/trackers/\(id)/reminders",
                           json: #"{"reminders":[{"time":"21:00"},{"time":"7:30","weekdays":["sun","sat"]}]}"#)
        #expect(put.status == 200)
        #expect(put.text == #"{"reminders":[{"time":"07:30","weekdays":["sat","sun"]},{"time":"21:00","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}]}"#)
        #expect(reminders(app, id) == put.text)
        let detail = app.call(.get, "/api/v1/trackers/\(id)").object
        #expect((detail["reminders"] as? [[String: Any]])?.compactMap { $0["time"] as? String } == ["07:30", "21:00"])
        #expect(app.call(.delete, "/api/v1/trackers/\(id)/reminders").status == 204)
        #expect(reminders(app, id) == #"{"reminders":[]}"#)
        #expect(app.call(.delete, "/api/v1/trackers/\(id)/reminders").status == 204, "idempotent")
    }

    @Test func the_api_refuses_what_breaks_the_rules_and_changes_nothing() throws {
        let app = try TestApp()
        let id = app.tracker("Read", category: app.category("Health"))
        _ = app.call(.put, "/api/v1/trackers/\(id)/reminders", json: #"{"reminders":[{"time":"21:00"}]}"#)
        let before = reminders(app, id)
        let refusals: [(String, Int, String)] = [
            (#"{"reminders":[{"time":"25:00"}]}"#, 422, "reminder_time_invalid"),
            (#"{"reminders":[{"time":"21:00"},{"time":"21:00","weekdays":["mon"]}]}"#, 422, "duplicate_reminder"),
            (#"{"reminders":[{"time":"21:00","weekdays":[]}]}"#, 422, "reminder_days_empty"),
            ("{\"reminders\":[" + (0..<7).map { #"{"time":"0\#($0):00"}"# }.joined(separator: ",") + "]}", 422, "too_many_reminders"),
            (#"{"reminders":[{"time":"21:00","weekdays":["funday"]}]}"#, 400, "bad_request"),
            (#"{"reminders":[{"time":21}]}"#, 400, "bad_request"),
            (#"{"reminders":[{"at":"21:00"}]}"#, 400, "bad_request"),
            (#"{"reminders":"21:00"}"#, 400, "bad_request"),
            (#"{"times":[]}"#, 400, "bad_request"),
            (#"{}"#, 400, "bad_request"),
            (#"[]"#, 400, "bad_request"),
        ]
        for (body, status, code) in refusals {
            let answer = app.call(.put, "/api/v1/trackers/\(id)/reminders", json: body)
            #expect(answer.status == status && answer.errorCode == code, "\(body): \(answer.status) \(answer.text)")
        }
        #expect(reminders(app, id) == before)
        let unknown = Tracker.ID.random().lowercased
        #expect(app.call(.get, "/api/v1/trackers/\(unknown)/reminders").status == 404)
        #expect(app.call(.put, "/api/v1/trackers/\(unknown)/reminders", json: #"{"reminders":[]}"#).status == 404)
        #expect(app.call(.delete, "/api/v1/trackers/\(unknown)/reminders").status == 404)
        #expect(app.call(.get, "/api/v1/trackers/not-an-id/reminders").status == 404)
        let russian = app.call(.put, "/api/v1/trackers/\(id)/reminders", json: #"{"reminders":[{"time":"21:00"},{"time":"21:00"}]}"#,
                               headers: ["Cookie": "lang=ru"])
        #expect(russian.errorMessage == "Напоминание на 21:00 уже есть.")
    }

    @Test func the_form_sets_reminders_with_their_weekdays_and_the_detail_page_shows_them() throws {
        let app = try TestApp()
        let category = app.category("Health")
        let form = try #require(app.call(.get, "/trackers/new?kind=habit", headers: ["Cookie": "onboarded=1"]).text as String?)
        #expect(form.contains(#"<legend>Reminders</legend>"#))
        #expect(form.contains(#"<input type="time" id="reminder-time-0" name="reminderTime" value="""#), "one blank row to type in")
        #expect(form.contains(#"name="reminderDays-0" value="sun" checked"#), "a new row applies every day")
        let created = post(app, "/trackers/new?kind=habit", """
            name=Read&categoryId=\(category)&days=mon&days=fri&emoji=%F0%9F%99%82&color=%232563EB&back=%2F\
            &reminderTime=21%3A00&reminderDays-0=mon&reminderDays-0=fri&reminderTime=&reminderDays-1=mon
            """)
        #expect(created.status == 303)
        let read = try #require(app.store.library.tracker(named: "Read"))
        #expect(read.reminders == [Reminder(time: TimeOfDay("21:00")!, weekdays: WeekdaySet([.mon, .fri]))], "the blank row is left out")

        let detail = app.call(.get, "/trackers/\(read.id.lowercased)", headers: ["Cookie": "onboarded=1"]).text
        #expect(detail.contains(#"<dt>Reminders</dt><dd id="reminders">21:00 (Mon, Fri)</dd>"#))
        let russianDetail = app.call(.get, "/trackers/\(read.id.lowercased)", headers: ["Cookie": "onboarded=1; lang=ru"]).text
        #expect(russianDetail.contains(#"<dt>Напоминания</dt><dd id="reminders">21:00 (Пн, Пт)</dd>"#))

        // Edit shows the reminder and a blank row; clearing the time removes it, a new time adds one.
        let edit = app.call(.get, "/trackers/\(read.id.lowercased)/edit", headers: ["Cookie": "onboarded=1"]).text
        #expect(edit.contains(#"id="reminder-time-0" name="reminderTime" value="21:00""#))
        #expect(edit.contains(#"id="reminder-time-1" name="reminderTime" value="""#))
        let revision = try #require(edit.firstMatch(of: /name="revision" value="([0-9a-f]+)"/)?.1)
        let saved = post(app, "/trackers/\(read.id.lowercased)/edit", """
            name=Read&categoryId=\(category)&days=mon&days=fri&emoji=%F0%9F%99%82&color=%232563EB&back=%2F&revision=\(revision)\
            &reminderTime=&reminderDays-0=mon&reminderTime=07%3A30&reminderDays-1=sat&reminderDays-1=sun
            """)
        #expect(saved.status == 303)
        #expect(app.store.library.tracker(read.id)?.reminders == [Reminder(time: TimeOfDay("07:30")!, weekdays: WeekdaySet([.sat, .sun]))])
    }

    @Test func the_form_shows_a_broken_reminder_under_its_field_and_saves_nothing() throws {
        let app = try TestApp()
        let category = app.category("Health")
        let refused = post(app, "/trackers/new?kind=habit", """
            name=Read&categoryId=\(category)&days=mon&emoji=%F0%9F%99%82&color=%232563EB&back=%2F\
            &reminderTime=21%3A00&reminderDays-0=mon&reminderTime=21%3A00&reminderDays-1=tue
            """)
        #expect(refused.status == 422)
        #expect(refused.text.contains(#"<p id="reminders-error" class="field-error" role="alert">There is already a reminder at 21:00.</p>"#))
        #expect(refused.text.contains(#"id="reminder-time-1" name="reminderTime" value="21:00""#), "what was typed stays")
        #expect(app.store.library.tracker(named: "Read") == nil)
        let noDays = post(app, "/trackers/new?kind=event", """
            name=Shoes&categoryId=\(category)&emoji=%F0%9F%99%82&color=%232563EB&back=%2F&reminderTime=18%3A00
            """, cookie: "onboarded=1; lang=ru")
        #expect(noDays.status == 422)
        #expect(noDays.text.contains("Выберите хотя бы один день для напоминания."))
        let event = post(app, "/trackers/new?kind=event", """
            name=Shoes&categoryId=\(category)&emoji=%F0%9F%99%82&color=%232563EB&back=%2F&reminderTime=18%3A00&reminderDays-0=sat
            """)
        #expect(event.status == 303, "events may have reminders")
        #expect(app.store.library.tracker(named: "Shoes")?.reminders.map(\.time.text) == ["18:00"])
    }

    @Test func add_a_time_gives_another_row_without_saving() throws {
        let app = try TestApp()
        let category = app.category("Health")
        let more = post(app, "/trackers/new?kind=habit", """
            name=Read&categoryId=\(category)&back=%2F&action=add-reminder&reminderTime=21%3A00&reminderDays-0=mon
            """)
        #expect(more.status == 200)
        #expect(more.text.contains(#"id="reminder-time-0" name="reminderTime" value="21:00""#))
        #expect(more.text.contains(#"id="reminder-time-1" name="reminderTime" value="""#))
        #expect(app.store.library.tracker(named: "Read") == nil)
        let six = (0..<6).map { "reminderTime=0\($0)%3A00&reminderDays-\($0)=mon" }.joined(separator: "&")
        let full = post(app, "/trackers/new?kind=habit", "name=Read&categoryId=\(category)&back=%2F&action=add-reminder&\(six)")
        #expect(!full.text.contains(#"value="add-reminder""#), "six is the limit: no more rows")
        #expect(!full.text.contains("reminder-time-6"))
    }

    @Test func an_edit_posted_without_the_reminders_field_keeps_them() throws {
        let app = try TestApp()
        let category = app.category("Health")
        let id = app.tracker("Read", category: category)
        _ = app.call(.put, "/api/v1/trackers/\(id)/reminders", json: #"{"reminders":[{"time":"21:00"}]}"#)
        let saved = post(app, "/trackers/\(id)/edit", """
            name=Reading&categoryId=\(category)&days=mon&emoji=%F0%9F%99%82&color=%232563EB&back=%2F
            """)
        #expect(saved.status == 303)
        #expect(app.store.library.tracker(named: "Reading")?.reminders.map(\.time.text) == ["21:00"])
    }

    @Test func the_devices_zone_and_language_are_recorded_only_when_they_change() throws {
        let app = try TestApp()
        #expect(app.call(.get, "/", headers: ["Cookie": "onboarded=1"]).status == 200)
        #expect(app.store.library.settings.deviceZone == nil, "no tz cookie: nothing to record")
        let revision = app.store.snapshot.revision
        _ = app.call(.get, "/", headers: ["Cookie": "onboarded=1; tz=Europe/Berlin; lang=ru"])
        #expect(app.store.library.settings == Settings(dayStart: 0, zone: nil, deviceZone: "Europe/Berlin", deviceLanguage: .ru))
        #expect(app.store.snapshot.revision == revision + 1)
        for _ in 0..<3 { _ = app.call(.get, "/api/v1/board", headers: ["Cookie": "tz=Europe/Berlin; lang=ru"]) }
        #expect(app.store.snapshot.revision == revision + 1, "the same device again: no write")
        _ = app.call(.get, "/static/app.css", headers: ["Cookie": "tz=Asia/Tokyo"])
        _ = app.call(.get, "/", headers: ["Cookie": "onboarded=1; tz=Mars/Olympus"])
        #expect(app.store.library.settings.deviceZone == "Europe/Berlin", "static files and unknown zones change nothing")
        _ = app.call(.get, "/", headers: ["Cookie": "onboarded=1; tz=Asia/Tokyo", "Accept-Language": "en"])
        #expect(app.store.library.settings.deviceZone == "Asia/Tokyo")
        #expect(app.store.library.settings.deviceLanguage == .en)
        #expect(app.call(.get, "/api/v1/settings").text == #"{"dayStart":0,"weekStart":"mon","zone":null}"#, "the API's settings are the person's")
    }

    @Test func behind_a_passphrase_a_stranger_records_nothing() throws {
        let app = try TestApp(passphrase: "secret")
        _ = app.call(.get, "/", headers: ["Cookie": "onboarded=1; tz=Asia/Tokyo"])
        _ = app.call(.get, "/api/v1/board", headers: ["Cookie": "tz=Asia/Tokyo"])
        #expect(app.store.library.settings.deviceZone == nil)
    }

    @Test func reminder_links_point_at_the_detail_page() {
        let id = Tracker.ID.random()
        #expect(HabitApp.detailURL(base: "https://habits.example")(id) == "https://habits.example/trackers/\(id.lowercased)")
        #expect(HabitApp.detailURL(base: "http://127.0.0.1:8080/")(id) == "http://127.0.0.1:8080/trackers/\(id.lowercased)")
    }
}
