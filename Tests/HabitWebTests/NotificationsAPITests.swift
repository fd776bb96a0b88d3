import Foundation
import HabitCore
import HabitNotify
@testable import HabitWeb
import HTTPServer
import Testing

/// The channels' routes (SPEC §15, §16) in process: the VAPID key, subscriptions and their Done
/// token, ntfy and webhook channels, and Settings → Reminders without JavaScript.
@Suite struct NotificationsAPITests {
    static func subscription(endpoint: String = "https://push.example.com/send/abc") throws -> String {
        let browser = try P256.PrivateKey()
        let key = Base64URL.encode(browser.publicKey.x963Representation), auth = Base64URL.encode(SecureRandom.bytes(16))
        return #"{"endpoint":"\#(endpoint)","expirationTime":null,"keys":{"p256dh":"\#(key)","auth":"\#(auth)"}}"#
    }

    @Test func the_vapid_key_is_an_uncompressed_point_made_once() throws {
        let app = try TestApp()
        let key = try #require(app.call(.get, "/api/v1/push/vapid-key").object["publicKey"] as? String)
        #expect(Base64URL.decode(key)?.count == 65 && Base64URL.decode(key)?.first == 4)
        #expect(app.call(.get, "/api/v1/push/vapid-key").object["publicKey"] as? String == key)
    }

    @Test func a_subscription_answers_its_token_once_and_the_token_marks_the_habit_done() throws {
        let app = try TestApp()
        let read = app.tracker("Read", category: app.category("Health"))
        let created = app.call(.post, "/api/v1/push/subscriptions", json: try Self.subscription())
        #expect(created.status == 201)
        let token = try #require(created.object["token"] as? String)
        #expect(DoneToken.account(of: token) == "1")
        let listed = app.call(.get, "/api/v1/notifications/channels").array
        #expect(listed.count == 1 && listed[0]["kind"] as? String == "push" && listed[0]["secret"] is NSNull)
        #expect(!app.call(.get, "/api/v1/notifications/channels").text.contains(token))
        // The store keeps the hash only.
        #expect(app.store.library.notificationChannels.first.map { channel in
            if case .push(let subscription) = channel.target { return subscription.tokenHash == DoneToken.hash(token) }
            return false
        } == true)

        let done = app.call(.post, NotificationsAPI.donePath, json: #"{"token":"\#(token)","tracker":"\#(read)","day":"2025-03-06"}"#)
        #expect(done.status == 204)
        #expect(app.call(.get, "/api/v1/trackers/\(read)").object["history"].map { "\($0)" }?.contains("2025-03-06") == true)
        let future = app.call(.post, NotificationsAPI.donePath, json: #"{"token":"\#(token)","tracker":"\#(read)","day":"2025-03-08"}"#)
        #expect(future.status == 422 && (future.object["error"] as? [String: Any])?["code"] as? String == "future_day")
        let forged = app.call(.post, NotificationsAPI.donePath,
                              json: #"{"token":"1.\#(Base64URL.encode(SecureRandom.bytes(32)))","tracker":"\#(read)","day":"2025-03-06"}"#)
        #expect(forged.status == 422 && (forged.object["error"] as? [String: Any])?["code"] as? String == "done_token_invalid")

        // Subscribing again from the same browser replaces its channel (and its token).
        let again = app.call(.post, "/api/v1/push/subscriptions", json: try Self.subscription())
        #expect(again.object["id"] as? String == created.object["id"] as? String)
        #expect(app.call(.post, NotificationsAPI.donePath, json: #"{"token":"\#(token)","tracker":"\#(read)","day":"2025-03-05"}"#).status == 422)
        let id = try #require(created.object["id"] as? String)
        #expect(app.call(.delete, "/api/v1/push/subscriptions/\(id)").status == 204)
        #expect(app.call(.delete, "/api/v1/push/subscriptions/\(id)").status == 204)
        #expect(app.store.library.notificationChannels.isEmpty)
    }

    @Test func behind_a_passphrase_only_done_passes_without_a_session_and_it_needs_the_token() throws {
        let app = try TestApp(passphrase: "secret")
        #expect(app.call(.get, "/api/v1/notifications/channels").status == 401)
        #expect(app.call(.post, "/api/v1/push/subscriptions", json: try Self.subscription()).status == 401)
        let done = app.call(.post, NotificationsAPI.donePath,
                            json: #"{"token":"1.\#(Base64URL.encode(SecureRandom.bytes(32)))","tracker":"\#(UUID())","day":"2025-03-06"}"#)
        #expect(done.status == 422)
    }

    @Test func bad_subscriptions_and_channels_are_refused_and_nothing_is_kept() throws {
        let app = try TestApp()
        let refused: [(String, String, Int)] = [
            ("/api/v1/push/subscriptions", try Self.subscription(endpoint: "http://push.example.com/x"), 422),
            ("/api/v1/push/subscriptions", try Self.subscription(endpoint: "ftp://push.example.com/x"), 422),
            ("/api/v1/push/subscriptions", #"{"endpoint":"https://p.example/x","keys":{"p256dh":"BAAA","auth":"AAAA"}}"#, 422),
            ("/api/v1/push/subscriptions", #"{"endpoint":"https://p.example/x"}"#, 400),
            ("/api/v1/push/subscriptions", #"{"endpoint":"https://p.example/x","keys":{},"extra":1}"#, 400),
            ("/api/v1/notifications/channels", #"{"kind":"ntfy","url":"http://10.1.1.1/topic"}"#, 422),
            ("/api/v1/notifications/channels", #"{"kind":"ntfy","url":"not a url"}"#, 422),
            ("/api/v1/notifications/channels", #"{"kind":"webhook","url":"https://h.example/x","secret":"has space"}"#, 422),
            ("/api/v1/notifications/channels", #"{"kind":"push","url":"https://h.example/x"}"#, 400),
            ("/api/v1/notifications/channels", #"{"kind":"ntfy","url":"https://h.example/x","secret":"s"}"#, 400),
        ]
        for (path, body, status) in refused {
            let answer = app.call(.post, path, json: body)
            #expect(answer.status == status, "\(body): \(answer.text)")
        }
        #expect(app.store.library.notificationChannels.isEmpty)
        let point = app.call(.post, "/api/v1/push/subscriptions", json: #"""
            {"endpoint":"https://p.example/x","keys":{"p256dh":"\#(Base64URL.encode([4] + [UInt8](repeating: 1, count: 64)))","auth":"AAAAAAAAAAAAAAAAAAAAAA"}}
            """#)
        #expect(point.status == 422 && (point.object["error"] as? [String: Any])?["code"] as? String == "push_keys_invalid")
    }

    @Test func webhook_and_ntfy_channels_are_added_listed_and_removed() throws {
        let app = try TestApp()
        let hook = app.call(.post, "/api/v1/notifications/channels", json: #"{"kind":"webhook","url":"https://hooks.example/h"}"#)
        #expect(hook.status == 201)
        let secret = try #require(hook.object["secret"] as? String)
        #expect(secret.count == 32)
        let ntfy = app.call(.post, "/api/v1/notifications/channels", json: #"{"kind":"ntfy","url":"http://127.0.0.1:2586/t"}"#)
        #expect(ntfy.status == 201 && ntfy.object["lastDelivery"] is NSNull)
        #expect(Set(app.call(.get, "/api/v1/notifications/channels").array.compactMap { $0["kind"] as? String }) == ["webhook", "ntfy"])
        let id = try #require(hook.object["id"] as? String)
        #expect(app.call(.delete, "/api/v1/notifications/channels/\(id)").status == 204)
        #expect(app.call(.get, "/api/v1/notifications/channels").array.count == 1)
    }

    @Test func the_routes_answers_match_their_schemas() throws {
        let app = try TestApp()
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(app.call(.get, "/api/v1/openapi.json").body))
        let calls: [(HTTPMethod, String, String?, Int)] = [
            (.get, "/api/v1/push/vapid-key", nil, 200),
            (.post, "/api/v1/push/subscriptions", try Self.subscription(), 201),
            (.post, "/api/v1/notifications/channels", #"{"kind":"webhook","url":"https://hooks.example/h","label":"Home"}"#, 201),
            (.get, "/api/v1/notifications/channels", nil, 200),
            (.post, "/api/v1/notifications/channels", #"{"kind":"ntfy","url":"http://example.com/t"}"#, 422),
        ]
        for (method, path, body, status) in calls {
            let response = app.call(method, path, json: body)
            #expect(response.status == status, "\(method) \(path): \(response.text)")
            let schema = try #require(OpenAPISchemaTests.schema(document, method.rawValue.lowercased(), path, status))
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
            #expect(OpenAPISchemaTests.problems(value, schema, in: document) == [], "\(method) \(path)")
        }
    }

    @Test func settings_shows_the_channels_with_their_last_delivery_and_adds_one_without_javascript() throws {
        let app = try TestApp()
        _ = app.call(.post, "/api/v1/notifications/channels", json: #"{"kind":"webhook","url":"https://hooks.example/h","secret":"abc"}"#)
        let id = try #require(app.store.library.notificationChannels.first?.id)
        try app.store.update { (library: inout Library) throws(DomainError) in
            library.recordDelivery(DeliveryResult(at: Date(timeIntervalSince1970: 1_741_377_600), status: 500,
                                                  problem: "answered HTTP 500"), on: id)
        }
        let page = app.call(.get, "/settings").text
        #expect(page.contains(#"id="reminders""#) && page.contains("https://hooks.example/h") && page.contains("<code>abc…</code>"))
        #expect(page.contains("Failed 7 Mar 2025, 20:00: answered HTTP 500"))
        #expect(page.contains(#"id="push-device" hidden"#) && page.contains("/static/push."))

        let form: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
        let refused = app.call(.post, "/settings/notifications/ntfy", bytes: Array("url=http%3A%2F%2Fexample.com%2Ft&back=%2F".utf8),
                               headers: form)
        #expect(refused.status == 422 && refused.text.contains("Reminders go over https") && refused.text.contains("http://example.com/t"))
        let added = app.call(.post, "/settings/notifications/ntfy", bytes: Array("url=https%3A%2F%2Fntfy.sh%2Fmine&back=%2F".utf8),
                             headers: form)
        #expect(added.status == 303)
        #expect(Set(app.store.library.notificationChannels.map(\.url)) == ["https://hooks.example/h", "https://ntfy.sh/mine"])
        let removed = app.call(.post, "/settings/notifications/remove", bytes: Array("id=\(id)&back=%2F".utf8), headers: form)
        #expect(removed.status == 303 && app.store.library.notificationChannels.count == 1)
        let russian = app.call(.get, "/settings", headers: ["Cookie": "lang=ru"]).text
        #expect(russian.contains("Напоминания") && russian.contains("Адрес темы ntfy"))
    }
}
