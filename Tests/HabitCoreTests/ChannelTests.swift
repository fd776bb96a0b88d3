import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Notification channels' rules (SPEC §15): which URLs may be used, one channel per address, limits.
@Suite struct ChannelTests {
    let now = Date(timeIntervalSince1970: 1_741_348_800.9)

    @Test func https_anywhere_and_plain_http_only_to_this_machine() throws {
        for url in ["https://ntfy.sh/t", "https://[2001:db8::1]/x", "http://127.0.0.1:8080/h", "http://localhost/h",
                    "http://[::1]:9/h", "http://127.255.0.3/h"] {
            #expect(try ChannelAddress.validated(url) == url)
        }
        for url in ["http://example.com/h", "http://10.0.0.1/h", "http://127.0.0.1.example.com/h", "http://128.0.0.1/h"] {
            #expect(throws: DomainError.channelURLInsecure) { try ChannelAddress.validated(url) }
        }
        for url in ["", "ntfy.sh/t", "ftp://example.com/f", "https://", "https://exa mple.com/", "javascript:alert(1)",
                    "https://e.com/" + String(repeating: "a", count: 2048)] {
            #expect(throws: DomainError.channelURLInvalid) { try ChannelAddress.validated(url) }
        }
    }

    @Test func the_same_address_again_replaces_its_channel_and_keeps_its_id() throws {
        var library = Library()
        let first = try library.addChannel(.webhook(url: "https://h.example/x", secret: "one"), label: "Home", id: .random(), now: now)
        let second = try library.addChannel(.webhook(url: "https://h.example/x", secret: "two"), label: nil, id: .random(), now: now)
        #expect(second.id == first.id && library.notificationChannels.count == 1)
        #expect(library.notificationChannels[0].target == .webhook(url: "https://h.example/x", secret: "two"))
        #expect(library.notificationChannels[0].label == "Home")
        #expect(library.notificationChannels[0].createdAt == Date(timeIntervalSince1970: 1_741_348_800))
        // The same URL as another kind is another channel.
        try library.addChannel(.ntfy(url: "https://h.example/x"), label: nil, id: .random(), now: now + 1)
        #expect(library.notificationChannels.map(\.kind) == [.webhook, .ntfy])
    }

    @Test func secrets_labels_keys_and_the_count_are_limited() throws {
        var library = Library()
        #expect(throws: DomainError.channelSecretInvalid) {
            try library.addChannel(.webhook(url: "https://h.example/x", secret: "with space"), label: nil, id: .random(), now: now)
        }
        #expect(throws: DomainError.channelLabelTooLong) {
            try library.addChannel(.ntfy(url: "https://n.example/t"), label: String(repeating: "x", count: 61), id: .random(), now: now)
        }
        let key = "B" + String(repeating: "A", count: 86)
        #expect(throws: DomainError.pushKeysInvalid) {
            try library.addChannel(.push(PushSubscription(endpoint: "https://p.example/1", p256dh: key, auth: "AAAA",
                                                          tokenHash: String(repeating: "0", count: 64))), label: nil, id: .random(), now: now)
        }
        for index in 0..<NotificationChannel.limit {
            try library.addChannel(.ntfy(url: "https://n.example/\(index)"), label: nil, id: .random(), now: now)
        }
        #expect(throws: DomainError.tooManyChannels) {
            try library.addChannel(.ntfy(url: "https://n.example/one-more"), label: nil, id: .random(), now: now)
        }
        #expect(library.notificationChannels.count == NotificationChannel.limit)
    }

    @Test func a_delivery_is_recorded_on_its_channel_and_not_on_a_removed_one() throws {
        var library = Library()
        let channel = try library.addChannel(.ntfy(url: "https://n.example/t"), label: nil, id: .random(), now: now)
        let recorded = library.recordDelivery(DeliveryResult(at: now, status: 200, problem: nil), on: channel.id)
        #expect(recorded)
        #expect(library.channel(channel.id)?.lastDelivery?.delivered == true)
        try library.removeChannel(channel.id)
        let recordedAfter = library.recordDelivery(DeliveryResult(at: now, status: 200, problem: nil), on: channel.id)
        #expect(!recordedAfter)
        #expect(throws: DomainError.unknownChannel(channel.id.lowercased)) { try library.removeChannel(channel.id) }
    }
}
