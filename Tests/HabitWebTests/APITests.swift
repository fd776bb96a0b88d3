import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

@Suite struct APITests {
    @Test func the_seed_example_through_the_api() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        for day in ["01", "02", "03", "04", "06", "07"] {
            #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-\(day)").status == 200)
        }
        let detail = app.call(.get, "/api/v1/trackers/\(read)").object
        #expect(detail["currentStreak"] as? Int == 2 && detail["bestStreak"] as? Int == 4 && detail["days"] as? Int == 6)
        let card = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-05")
        #expect(card.status == 200 && card.object["currentStreak"] as? Int == 7 && card.object["bestStreak"] as? Int == 7)
        #expect(card.object["done"] as? Bool == true)
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/completions/2025-03-05").status == 204)
        #expect(app.call(.get, "/api/v1/trackers/\(read)").object["currentStreak"] as? Int == 2)
        let board = app.call(.get, "/api/v1/board").object
        #expect(board["date"] as? String == "2025-03-07" && board["done"] as? Int == 1 && board["total"] as? Int == 1)
        #expect(app.call(.get, "/api/v1/statistics").object["bestStreak"] as? Int == 4)
    }

    @Test func completion_writes_are_idempotent() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let first = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-07")
        let second = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-07")
        #expect(first.status == 200 && second.status == 200 && first.text == second.text)
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/completions/2025-03-07").status == 204)
        #expect(app.call(.delete, "/api/v1/trackers/\(read)/completions/2025-03-07").status == 204)
        #expect(app.call(.get, "/api/v1/trackers/\(read)").object["days"] as? Int == 0)
    }

    @Test func create_answers_201_with_a_location_and_delete_204_even_when_nothing_was_there() throws {
        let app = try TestApp()
        let created = app.call(.post, "/api/v1/categories", json: #"{"name":"Health"}"#)
        #expect(created.status == 201)
        let location = try #require(created.headers["Location"])
        #expect(app.call(.get, location).object["name"] as? String == "Health")
        #expect(app.call(.delete, location).status == 204)
        #expect(app.call(.delete, location).status == 204)
        #expect(app.call(.delete, "/api/v1/trackers/\(UUID().uuidString)").status == 204)
        #expect(app.call(.delete, "/api/v1/trackers/not-an-id").status == 204)
    }

    @Test func rule_violations_are_422_with_the_message_the_ui_shows() throws {
        let app = try TestApp()
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        func create(_ name: String) -> TestResponse {
            app.call(.post, "/api/v1/trackers", json: #"{"name":"\#(name)","kind":"event","categoryId":"\#(health)"}"#)
        }
        #expect(create(String(repeating: "a", count: 39)).errorMessage == "Limit 38 characters")
        #expect(create("read").status == 422 && create("read").errorMessage == "You already track \"read\".")
        #expect(create("  ").errorMessage == "Give your tracker a name.")
        #expect(create("\u{301}").status == 422 && create("\u{301}").errorMessage == "Give your tracker a name.")
        #expect(app.call(.post, "/api/v1/categories", json: "{\"name\":\"\u{301}\"}").errorMessage == "Give your category a name.")
        let future = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-08")
        #expect(future.status == 422 && future.errorMessage == "You can't mark a future day.")
        #expect(app.call(.put, "/api/v1/trackers/\(read)/completions/2025-02-28").errorMessage == "Read started on 1 Mar 2025.")
        let weekly = app.call(.post, "/api/v1/trackers",
                              json: #"{"name":"Run","kind":"habit","schedule":["mon"],"categoryId":"\#(health)"}"#).object["id"] as! String
        #expect(app.call(.put, "/api/v1/trackers/\(weekly)/completions/2025-03-07").errorMessage == "Run isn't scheduled on Fridays.")
        #expect(app.call(.post, "/api/v1/categories", json: #"{"name":"HEALTH"}"#).errorMessage == "Category \"HEALTH\" already exists.")
        let russian = app.call(.post, "/api/v1/trackers", json: #"{"name":"\#(String(repeating: "я", count: 39))","kind":"event","categoryId":"\#(health)"}"#,
                               headers: ["Accept-Language": "ru-RU,ru;q=0.9"])
        #expect(russian.errorMessage == "Ограничение 38 символов")
    }

    @Test func malformed_bodies_are_400_naming_the_field() throws {
        let app = try TestApp()
        let health = app.category("Health")
        #expect(app.call(.post, "/api/v1/categories", json: "{").errorMessage == "The body is not valid JSON.")
        #expect(app.call(.post, "/api/v1/categories", json: "[1]").errorMessage == "The body must be a JSON object.")
        #expect(app.call(.post, "/api/v1/categories", json: #"{"name":true}"#).errorMessage == "Field \"name\" must be a string.")
        #expect(app.call(.post, "/api/v1/categories", json: #"{}"#).errorMessage == "Field \"name\" is required.")
        #expect(app.call(.post, "/api/v1/categories", json: #"{"name":"x","extra":1}"#).status == 400)
        let pinned = app.call(.post, "/api/v1/trackers", json: #"{"name":"A","kind":"event","categoryId":"\#(health)","pinned":1}"#)
        #expect(pinned.errorMessage == "Field \"pinned\" must be true or false.")
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":"A","kind":"habit","categoryId":"\#(health)"}"#).status == 400)
        // A wrongly typed field is named before what a complete body would lack.
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":123}"#).errorMessage == "Field \"name\" must be a string.")
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":"A","kind":"habit","categoryId":"\#(health)","emoji":5}"#).errorMessage
                == "Field \"emoji\" must be a string.")
        // PATCH lists the fields it takes; "archived" has its own routes and is not among them.
        let read = app.tracker("Read", category: health)
        let unknown = app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"nmae":"x"}"#).errorMessage ?? ""
        #expect(unknown.hasPrefix("Unknown field \"nmae\"; this endpoint takes ") && !unknown.contains("archived"), "\(unknown)")
        #expect(app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"archived":true}"#).errorMessage
                == "\"archived\" is not a field to change: POST /api/v1/trackers/{id}/archive or /unarchive.")
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":"A","kind":"chore","categoryId":"\#(health)"}"#).status == 400)
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":"A","kind":"event","categoryId":"nope"}"#).errorMessage
                == "Field \"categoryId\" must be an id (a UUID).")
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":"A","kind":"event","categoryId":"\#(UUID().uuidString)"}"#).status == 422)
        #expect(app.call(.get, "/api/v1/board?date=yesterday").status == 400)
        #expect(app.call(.get, "/api/v1/board?filter=some").status == 400)
        #expect(app.call(.put, "/api/v1/trackers/\(UUID().uuidString)/completions/2025-03-07").status == 404)
        #expect(app.call(.put, "/api/v1/trackers/\(app.tracker("R", category: health))/completions/2025-13-01").status == 400)
        #expect(app.call(.post, "/api/v1/categories", json: "{\"name\":\"x\"}", headers: ["Content-Type": "text/plain"]).status == 415)
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(app.call(.post, "/api/v1/categories", json: deep).status == 400)
        #expect(app.call(.post, "/api/v1/categories", json: #"{"name":1e999}"#).status == 400)
    }

    @Test func patch_changes_any_field_pinned_included() throws {
        let app = try TestApp()
        let health = app.category("Health"), work = app.category("Work")
        let read = app.tracker("Read", category: health)
        let patched = app.call(.patch, "/api/v1/trackers/\(read)", json: #"""
            {"name":"Read more","pinned":true,"categoryId":"\#(work)","schedule":["sat","sun"],"emoji":"📚","color":"16a34a","note":"20 pages","createdOn":"2025-02-01"}
            """#)
        #expect(patched.status == 200)
        let object = patched.object
        #expect(object["name"] as? String == "Read more" && object["pinned"] as? Bool == true && object["category"] as? String == "Work")
        #expect(object["schedule"] as? [String] == ["sat", "sun"] && object["color"] as? String == "#16A34A")
        #expect(object["note"] as? String == "20 pages" && object["createdOn"] as? String == "2025-02-01")
        #expect(app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"note":null}"#).object["note"] is NSNull)
        #expect(app.call(.patch, "/api/v1/trackers/\(read)", json: #"{"kind":"event"}"#).errorCode == "kind_change")
        let board = app.call(.get, "/api/v1/board?date=2025-03-08").object
        #expect(((board["sections"] as! [[String: Any]])[0])["title"] as? String == "Pinned")
        #expect(app.call(.patch, "/api/v1/categories/\(health)", json: #"{"name":"Здоровье"}"#).object["name"] as? String == "Здоровье")
    }

    @Test func export_then_import_into_an_empty_database_and_409_when_not_empty() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        _ = app.call(.put, "/api/v1/trackers/\(read)/completions/2025-03-07")
        let exported = app.call(.get, "/api/v1/export")
        #expect(exported.headers["Content-Disposition"] == "attachment; filename=\"habits-2025-03-07.json\"")
        let other = try TestApp()
        let imported = other.call(.post, "/api/v1/import", json: exported.text)
        #expect(imported.status == 200 && imported.object["completions"] as? Int == 1)
        #expect(other.call(.get, "/api/v1/export").text == exported.text)
        let again = other.call(.post, "/api/v1/import", json: exported.text)
        #expect(again.status == 409 && again.errorCode == "not_empty")
        let hostile = try TestApp()
        let broken = hostile.call(.post, "/api/v1/import", json: exported.text.replacingOccurrences(of: "\"Read\"", with: "\"\""))
        #expect(broken.status == 422 && broken.errorMessage == "Give your tracker a name.")
        #expect(hostile.call(.get, "/api/v1/categories").array.isEmpty)
    }

    @Test func the_tz_cookie_decides_today() throws {
        // 2025-03-07 12:00 UTC is already the 8th in Kiritimati (UTC+14).
        let app = try TestApp()
        #expect(app.call(.get, "/api/v1/board").object["today"] as? String == "2025-03-07")
        #expect(app.call(.get, "/api/v1/board", headers: ["Cookie": "tz=Pacific/Kiritimati"]).object["today"] as? String == "2025-03-08")
        #expect(app.call(.get, "/api/v1/board", headers: ["Cookie": "tz=Not/AZone"]).object["today"] as? String == "2025-03-07")
    }

    @Test func every_response_carries_the_security_headers() throws {
        let app = try TestApp()
        for response in [app.call(.get, "/"), app.call(.get, "/api/v1/board"), app.call(.get, "/nope"),
                         app.call(.post, "/api/v1/categories", json: "{")] {
            #expect(response.headers["Content-Security-Policy"]?.contains("default-src 'self'") == true)
            #expect(response.headers["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == true)
            #expect(response.headers["Content-Security-Policy"]?.contains("unsafe-inline") == false)
            #expect(response.headers["X-Content-Type-Options"] == "nosniff")
            #expect(response.headers["Referrer-Policy"] != nil)
        }
    }

    @Test func a_foreign_origin_may_not_change_anything_but_same_origin_and_no_origin_may() throws {
        let app = try TestApp()
        let foreign = app.call(.post, "/api/v1/categories", json: #"{"name":"X"}"#,
                               headers: ["Origin": "http://evil.example", "Host": "127.0.0.1:8080"])
        #expect(foreign.status == 403)
        let own = app.call(.post, "/api/v1/categories", json: #"{"name":"X"}"#,
                           headers: ["Origin": "http://127.0.0.1:8080", "Host": "127.0.0.1:8080"])
        #expect(own.status == 201)
        let otherPort = app.call(.delete, "/api/v1/categories/\(own.object["id"]!)",
                                 headers: ["Origin": "http://127.0.0.1:9999", "Host": "127.0.0.1:8080"])
        #expect(otherPort.status == 403)
        #expect(app.call(.get, "/api/v1/board", headers: ["Origin": "http://evil.example"]).status == 200, "reads are not state-changing")
        #expect(app.call(.get, "/api/v1/categories").array.count == 1)
    }

    @Test func with_a_passphrase_every_route_needs_a_session() throws {
        let app = try TestApp(passphrase: "correct horse")
        #expect(app.call(.get, "/api/v1/board").status == 401)
        #expect(app.call(.get, "/").status == 303)
        #expect(app.call(.get, "/login").status == 200)
        let wrong = app.call(.post, "/login", json: nil, headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(wrong.status == 401)
        var login = Request(method: .post, path: "/login", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                            body: Array("password=correct+horse".utf8))
        let response = try app.responder.respond(to: login)
        #expect(response.status == 303)
        let cookie = try #require(response.headers["Set-Cookie"])
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let token = String(cookie.split(separator: ";")[0])
        #expect(app.call(.get, "/api/v1/board", headers: ["Cookie": token]).status == 200)
        #expect(app.call(.get, "/api/v1/board", headers: ["Cookie": "habits_session=forged"]).status == 401)
        // Wrong passphrases are throttled per address.
        login.body = Array("password=nope".utf8)
        var statuses: [Int] = []
        for _ in 0..<8 { statuses.append((try? app.responder.respond(to: login))?.status ?? 0) }
        #expect(statuses.prefix(5).allSatisfy { $0 == 401 })
        let throttled = app.call(.post, "/login", json: nil, headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(throttled.status == 429 && throttled.headers["Retry-After"] != nil)
    }

    @Test func the_passphrase_comparison_does_not_stop_early() {
        #expect(PasswordGate.constantTimeEqual(Array("abc".utf8), Array("abc".utf8)))
        #expect(!PasswordGate.constantTimeEqual(Array("abc".utf8), Array("abd".utf8)))
        #expect(!PasswordGate.constantTimeEqual(Array("abc".utf8), Array("abcd".utf8)))
        #expect(!PasswordGate.constantTimeEqual([], Array("a".utf8)))
    }

    @Test func html_escapes_user_text() {
        let html = element("p", [("title", "\"><script>")]) { "<script>alert(1)</script> & 'x'" }.render()
        #expect(html == "<p title=\"&quot;&gt;&lt;script&gt;\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; 'x'</p>")
    }
}
