import Foundation
import HabitCore
import HabitReminders
import HabitStore
import HabitTestSupport
@testable import HabitNotify
import Testing

/// What each channel is sent, byte for byte, and that `deliver` records outcomes on its own.
@Suite struct NotifierTests {
    let message = ReminderMessage(tracker: Identifier(UUID(uuidString: "8c7b0a52-0c1a-4c47-9a43-0b3c7b8f0f11")!), name: "Чтение",
                                  day: Day(year: 2025, month: 3, day: 7)!, time: "21:00",
                                  url: "https://habits.example/trackers/8c7b0a52-0c1a-4c47-9a43-0b3c7b8f0f11")
    let clock = Clock { Date(timeIntervalSince1970: 1_741_377_600) }

    func notifier(policy: OutboundPolicy = .standard) throws -> Notifier {
        Notifier(client: OutboundClient(policy: policy), vapid: VAPIDKeys(key: try P256.PrivateKey()), clock: clock)
    }

    @Test func a_webhook_gets_the_spec_body_and_its_hmac() throws {
        let channel = NotificationChannel(id: .random(), target: .webhook(url: "https://h.example/x", secret: "key"),
                                          label: nil, createdAt: Date())
        let request = try notifier().request(for: message, on: channel, language: .en)
        let body = #"{"tracker":"8c7b0a52-0c1a-4c47-9a43-0b3c7b8f0f11","name":"Чтение","day":"2025-03-07","time":"21:00","url":"https://habits.example/trackers/8c7b0a52-0c1a-4c47-9a43-0b3c7b8f0f11"}"#
        #expect(String(decoding: request.body, as: UTF8.self) == body)
        #expect(request.headers["X-Habits-Signature"] == "sha256=" + Hex.string(Digest.hmacSHA256(key: Array("key".utf8), Array(body.utf8))))
    }

    @Test func ntfy_gets_the_title_as_an_encoded_word_when_it_is_not_ascii() throws {
        let channel = NotificationChannel(id: .random(), target: .ntfy(url: "https://ntfy.sh/t"), label: nil, createdAt: Date())
        let request = try notifier().request(for: message, on: channel, language: .ru)
        #expect(request.headers["Title"] == "=?UTF-8?B?" + Data("Чтение".utf8).base64EncodedString() + "?=")
        #expect(request.headers["Click"] == message.url)
        #expect(String(decoding: request.body, as: UTF8.self) == "Напоминание на 21:00 — сегодня ещё не отмечено")
        #expect(NtfyDelivery.headerValue("Read\r\nX-Evil: 1") == "Read  X-Evil: 1")
    }

    @Test func a_push_is_encrypted_with_the_vapid_header_for_its_endpoints_origin() throws {
        let browser = try P256.PrivateKey()
        let channel = NotificationChannel(id: .random(), target: .push(PushSubscription(
            endpoint: "https://fcm.example.com:8443/wp/abc", p256dh: Base64URL.encode(browser.publicKey.x963Representation),
            auth: Base64URL.encode([UInt8](repeating: 1, count: 16)), tokenHash: String(repeating: "a", count: 64))),
            label: nil, createdAt: Date())
        let sender = try notifier()
        let request = try sender.request(for: message, on: channel, language: .en)
        #expect(request.headers["Content-Encoding"] == "aes128gcm" && request.headers["TTL"] == "3600")
        let authorization = try #require(request.headers["Authorization"])
        #expect(authorization.hasPrefix("vapid t=") && authorization.hasSuffix(", k=\(sender.vapid.publicKey)"))
        let jwt = authorization.dropFirst("vapid t=".count).split(separator: ",")[0]
        let claims = try #require(Base64URL.decode(String(jwt.split(separator: ".")[1])))
        #expect(String(decoding: claims, as: UTF8.self)
                == #"{"aud":"https://fcm.example.com:8443","exp":1741420800,"sub":"mailto:habits@localhost"}"#)
        #expect(request.body.count > 86 + 16)
    }

    @Test func deliver_returns_at_once_and_records_the_outcome_when_it_is_known() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-notify-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteHabitStore(path: folder.appendingPathComponent("h.sqlite").path)
        // Port 9 (discard) on loopback: nothing listens, so the connection is refused at once.
        let channel = try store.update { (library: inout Library) throws(DomainError) in
            try library.addChannel(.webhook(url: "http://127.0.0.1:9/hook", secret: "s"), label: nil, id: .random(), now: Date())
        }
        try notifier(policy: OutboundPolicy(timeout: .seconds(2), attempts: 2, firstDelay: .milliseconds(10)))
            .deliver(message, to: ReminderRecipient(store: store), language: .en)
        var recorded: DeliveryResult?
        for _ in 0..<200 where recorded == nil {
            recorded = store.library.channel(channel.id)?.lastDelivery
            if recorded == nil { try await Task.sleep(for: .milliseconds(50)) }
        }
        let result = try #require(recorded)
        #expect(!result.delivered && result.status == nil && result.problem == "could not connect to 127.0.0.1:9: Connection refused")
        #expect(result.at == Date(timeIntervalSince1970: 1_741_377_600))
    }

    @Test func a_url_the_rules_refuse_is_never_sent_to() async {
        let result = await OutboundClient().send(OutboundRequest(url: "http://example.com/x", headers: [:], body: []))
        #expect(result.attempts == 0 && result.problem?.contains("https") == true)
    }
}
