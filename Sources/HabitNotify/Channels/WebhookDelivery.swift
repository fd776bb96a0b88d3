import HabitCore
import HabitReminders

/// Reminders POSTed to a webhook as SPEC §16's JSON, signed with the channel's secret.
public struct WebhookDelivery: ChannelDelivery {
    public let sender: ChannelSender
    public var kind: NotificationChannel.Kind { .webhook }

    public init(sender: ChannelSender) { self.sender = sender }

    public func request(for message: ReminderMessage, on channel: NotificationChannel, language: Language) throws -> OutboundRequest {
        guard case .webhook(let url, let secret) = channel.target else { throw WrongChannel(expected: kind) }
        let body = Array(Self.body(message).utf8)
        return OutboundRequest(url: url, headers: [
            "Content-Type": "application/json",
            "X-Habits-Signature": "sha256=" + Hex.string(Digest.hmacSHA256(key: Array(secret.utf8), body)),
        ], body: body)
    }

    /// SPEC §16: `{"tracker", "name", "day", "time", "url"}`.
    public static func body(_ message: ReminderMessage) -> String {
        HabitJSONText.object([
            ("tracker", .string(message.tracker.lowercased)), ("name", .string(message.name)),
            ("day", .string(message.day.iso)), ("time", .string(message.time)), ("url", .string(message.url)),
        ])
    }
}
