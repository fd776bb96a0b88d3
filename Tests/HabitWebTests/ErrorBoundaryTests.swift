import Foundation
import HabitCore
import HabitInterop
import HabitTestSupport
@testable import HabitStore
import HTTPServer
import Synchronization
import Testing
@testable import HabitWeb

/// A store in front of the real one that can fail the way disks and races do.
final class FaultyStore: HabitStore {
    enum Fault { case diskFull, trackerDeletedFirst(Tracker.ID) }

    let real: any HabitStore
    let fault = Mutex<Fault?>(nil)

    init(_ real: any HabitStore) { self.real = real }

    var location: String { real.location }
    var snapshot: StoreSnapshot { real.snapshot }

    func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T {
        switch fault.withLock({ $0 }) {
        case .diskFull?:
            // What SQLite reports when the disk fills during COMMIT; the real store rolls back.
            throw StoreError.storage(SQLiteError(code: 13, message: "database or disk is full", sql: "COMMIT"))
        case .trackerDeletedFirst(let id)?:
            fault.withLock { $0 = nil }
            try real.update { (library: inout Library) throws(DomainError) in try library.deleteTracker(id) }
        case nil:
            break
        }
        return try real.update(command)
    }

    func claimReminder(_ key: ReminderKey, at instant: Date) throws(StoreError) -> Bool {
        try real.claimReminder(key, at: instant)
    }
}

/// Every failure answered in one place: JSON for the API, pages in the person's language for a
/// browser, and the database as it was.
@Suite struct ErrorBoundaryTests {
    let onboarded: HTTPHeaders = ["Cookie": "onboarded=1"]

    func post(_ app: TestApp, _ path: String, _ form: String, language: String = "en") -> TestResponse {
        app.call(.post, path, json: form,
                 headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": "onboarded=1; lang=\(language)"])
    }

    func faultyApp() throws -> (TestApp, FaultyStore) {
        var faulty: FaultyStore?
        let app = try TestApp { real in
            let store = FaultyStore(real)
            faulty = store
            return store
        }
        return (app, faulty!)
    }

    @Test func a_full_disk_during_any_form_post_answers_503_in_the_page_and_changes_nothing() throws {
        let (app, store) = try faultyApp()
        let category = app.category("Health")
        let id = app.tracker("Read", category: category)
        let before = ExportDocument(app.store.library).encoded()
        store.fault.withLock { $0 = .diskFull }
        let posts: [(String, String)] = [
            ("/trackers/\(id)/completions", "date=2025-03-07&done=1&back=%2F"),
            ("/trackers/\(id)/pin", "pinned=1&back=%2F"),
            ("/trackers/\(id)/delete", "back=%2F"),
            ("/trackers/\(id)/edit", "name=Write&categoryId=\(category)&days=mon&emoji=%F0%9F%99%82&color=%232563EB&back=%2F"),
            ("/trackers/new?kind=habit", "name=Walk&categoryId=\(category)&days=mon&emoji=%F0%9F%99%82&color=%232563EB&back=%2F"),
            ("/trackers/new?kind=habit", "name=Walk&newCategory=Home&action=add-category&back=%2F"),
        ]
        for (path, form) in posts {
            let answer = post(app, path, form)
            #expect(answer.status == 503, "\(path) \(form)")
            #expect(answer.headers["Content-Type"]?.hasPrefix("text/html") == true, "\(path)")
            #expect(answer.text.contains("Couldn't save"), "\(path)")
            #expect(!answer.text.contains("SQLite") && !answer.text.contains("COMMIT") && !answer.text.contains("--db"), "\(path)")
        }
        let russian = post(app, "/trackers/\(id)/pin", "pinned=1&back=%2F", language: "ru")
        #expect(russian.status == 503 && russian.text.contains("Не удалось сохранить"))
        #expect(ExportDocument(app.store.library).encoded() == before)
    }

    @Test func a_full_disk_under_the_API_is_a_503_storage_unavailable() throws {
        let (app, store) = try faultyApp()
        let id = app.tracker("Read", category: app.category("Health"))
        store.fault.withLock { $0 = .diskFull }
        let answer = app.call(.put, "/api/v1/trackers/\(id)/completions/2025-03-07")
        #expect(answer.status == 503 && answer.errorCode == "storage_unavailable")
        #expect(app.store.library.history(of: Tracker.ID(id)!).isEmpty)
    }

    @Test func pin_and_delete_racing_a_delete_answer_404_pages() throws {
        let (app, store) = try faultyApp()
        let category = app.category("Health")
        for path in ["pin", "delete", "completions"] {
            let id = app.tracker("Read \(path)", category: category)
            store.fault.withLock { $0 = .trackerDeletedFirst(Tracker.ID(id)!) }
            let answer = post(app, "/trackers/\(id)/\(path)", "pinned=1&date=2025-03-07&done=1&back=%2F")
            #expect(answer.status == 404, "\(path)")
            #expect(answer.headers["Content-Type"]?.hasPrefix("text/html") == true && answer.text.contains("Not found"), "\(path)")
        }
        let id = app.tracker("Read API", category: category)
        store.fault.withLock { $0 = .trackerDeletedFirst(Tracker.ID(id)!) }
        let api = app.call(.patch, "/api/v1/trackers/\(id)", json: #"{"pinned":true}"#)
        #expect(api.status == 404 && api.errorCode == "not_found")
    }

    @Test func unknown_pages_are_html_404s_and_unknown_api_paths_json() throws {
        let app = try TestApp()
        let page = app.call(.get, "/trackers/00000000-0000-0000-0000-000000000000", headers: ["Cookie": "lang=ru"])
        #expect(page.status == 404 && page.headers["Content-Type"]?.hasPrefix("text/html") == true)
        #expect(page.text.contains("Не найдено") && page.text.contains(#"<html lang="ru""#))
        #expect(app.call(.get, "/no/such/page").text.contains("Not found"))
        let api = app.call(.get, "/api/v1/nothing-here")
        #expect(api.status == 404 && api.errorCode == "not_found")
    }

    @Test func a_refused_rule_in_the_api_is_422_and_in_a_form_is_shown_under_its_field() throws {
        let app = try TestApp()
        let category = app.category("Health")
        _ = app.tracker("Read", category: category)
        let api = app.call(.post, "/api/v1/trackers", json: #"{"name":"read","kind":"event","categoryId":"\#(category)"}"#)
        #expect(api.status == 422 && api.errorCode == "duplicate_tracker")
        let unknownCategory = app.call(.post, "/api/v1/trackers",
                                       json: #"{"name":"Walk","kind":"event","categoryId":"00000000-0000-0000-0000-000000000000"}"#)
        #expect(unknownCategory.status == 422, "a body that refers to an unknown category is a broken rule, not a missing page")
        let form = post(app, "/trackers/new?kind=event", "name=READ&categoryId=\(category)&emoji=%F0%9F%99%82&color=%232563EB&back=%2F")
        #expect(form.status == 422 && form.text.contains("You already track"))
    }
}
