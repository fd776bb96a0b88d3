import Foundation
import HabitCore

/// A channel as the API and `habits notify list --json` show it. A webhook shows its secret
/// (its owner needs it to check signatures); a push subscription never shows its keys.
public struct ChannelJSON: Encodable, Sendable {
    public let channel: NotificationChannel

    public init(_ channel: NotificationChannel) { self.channel = channel }

    public static func string(_ channels: [NotificationChannel]) -> String { HabitJSON.string(channels.map(ChannelJSON.init)) }
    public static func string(_ channel: NotificationChannel) -> String { HabitJSON.string(ChannelJSON(channel)) }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("id", channel.id.lowercased)
        try container.put("kind", channel.kind.rawValue)
        try container.put("url", channel.url)
        try container.put("label", channel.label)
        try container.put("secret", channel.target.secret)
        try container.put("createdAt", Self.instant(channel.createdAt))
        try container.put("lastDelivery", channel.lastDelivery.map(Delivery.init))
    }

    private struct Delivery: Encodable {
        let result: DeliveryResult
        init(_ result: DeliveryResult) { self.result = result }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: JSONKey.self)
            try container.put("at", ChannelJSON.instant(result.at))
            try container.put("status", result.status)
            try container.put("problem", result.problem)
            try container.put("delivered", result.delivered)
        }
    }

    /// An instant in UTC, to the second: `2025-03-07T20:00:00Z`.
    static func instant(_ date: Date) -> String {
        Clock.iso(date)
    }
}
