import HabitCore
import HabitReminders

/// Reminders as Web Push messages (RFC 8291 encryption, RFC 8292 VAPID), to each browser that subscribed.
public struct WebPushDelivery: ChannelDelivery {
    public let sender: ChannelSender
    public let vapid: VAPIDKeys
    /// VAPID's `sub`: where a push service can reach whoever runs this server.
    public let contact: String
    public var kind: NotificationChannel.Kind { .push }

    public init(sender: ChannelSender, vapid: VAPIDKeys, contact: String) {
        self.sender = sender
        self.vapid = vapid
        self.contact = contact
    }

    public func request(for message: ReminderMessage, on channel: NotificationChannel, language: Language) throws -> OutboundRequest {
        guard case .push(let subscription) = channel.target else { throw WrongChannel(expected: kind) }
        guard let keys = WebPushEncryption.Keys(p256dh: subscription.p256dh, auth: subscription.auth) else {
            throw CryptoError("the subscription's keys are not a P-256 key and a 16-byte secret")
        }
        let copy = language.copy
        let payload = HabitJSONText.object([
            ("title", .string(message.name)), ("body", .string(message.body(copy))),
            ("url", .string(message.url)), ("tracker", .string(message.tracker.lowercased)),
            ("day", .string(message.day.iso)), ("time", .string(message.time)), ("done", .string(copy.doneAction)),
        ])
        return OutboundRequest(url: subscription.endpoint, headers: [
            "Content-Type": "application/octet-stream",
            "Content-Encoding": "aes128gcm",
            // A reminder more than an hour late is not worth showing (SPEC §15).
            "TTL": "3600",
            "Urgency": "normal",
            "Authorization": try vapid.authorization(for: subscription.endpoint, subject: contact, now: sender.clock.now()),
        ], body: try WebPushEncryption.encrypt(Array(payload.utf8), for: keys))
    }

    /// RFC 8030 §7.3: 404 or 410 means the subscription expired or was withdrawn.
    public func isGone(status: Int?) -> Bool { status == 404 || status == 410 }
}
