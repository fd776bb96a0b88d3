import Foundation
import HabitCore
import HabitReminders

/// Delivers reminders on every kind of channel a person can set (Web Push, ntfy, webhooks),
/// through one `OutboundClient`: one `ChannelDelivery` per `NotificationChannel.Kind`.
/// `deliver` returns at once; each outcome is written to its channel when it is known.
public struct Notifier: ReminderDelivery {
    public let sender: ChannelSender
    public let vapid: VAPIDKeys
    /// VAPID's `sub`: where a push service can reach whoever runs this server.
    public let contact: String

    public init(client: OutboundClient = OutboundClient(), vapid: VAPIDKeys, clock: Clock,
                contact: String = Notifier.defaultContact) {
        sender = ChannelSender(client: client, clock: clock)
        self.vapid = vapid
        self.contact = contact
    }

    public static let defaultContact = "mailto:habits@localhost"

    /// The notifier a process sends with (`habits serve`'s scheduler, `habits notify test`): the
    /// server's VAPID keys, and the limits and contact the environment sets
    /// (`HABITS_NOTIFY_TIMEOUT`, `HABITS_NOTIFY_RETRY_DELAY`, `HABITS_PUSH_CONTACT`).
    public static func make(keys: VAPIDKeySource, clock: Clock, environment: [String: String]) throws -> Notifier {
        Notifier(client: OutboundClient(policy: .from(environment: environment)), vapid: try keys.keys(), clock: clock,
                 contact: contact(from: environment))
    }

    /// `HABITS_PUSH_CONTACT` (a `mailto:` or `https:` URL), else `defaultContact`.
    public static func contact(from environment: [String: String]) -> String {
        guard let value = environment["HABITS_PUSH_CONTACT"], value.hasPrefix("mailto:") || value.hasPrefix("https://") else {
            return defaultContact
        }
        return value
    }

    /// The delivery of one kind of channel.
    public func delivery(for kind: NotificationChannel.Kind) -> any ChannelDelivery {
        switch kind {
        case .push: WebPushDelivery(sender: sender, vapid: vapid, contact: contact)
        case .ntfy: NtfyDelivery(sender: sender)
        case .webhook: WebhookDelivery(sender: sender)
        }
    }

    public func deliver(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language) {
        for kind in NotificationChannel.Kind.allCases {
            delivery(for: kind).deliver(message, to: recipient, language: language)
        }
    }

    /// Sends on every channel (or only `channel`), concurrently, records each outcome and
    /// returns the reports once all are done, in the channels' order.
    public func send(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language,
                     only channel: NotificationChannel.ID? = nil) async -> [ChannelReport] {
        let channels = recipient.channels.filter { channel == nil || $0.id == channel }
        return await withTaskGroup(of: ChannelReport.self) { group in
            for channel in channels {
                let delivery = delivery(for: channel.kind)
                group.addTask { await delivery.send(message, on: channel, to: recipient, language: language) }
            }
            var reports: [ChannelReport] = []
            for await report in group { reports.append(report) }
            return channels.compactMap { channel in reports.first { $0.channel == channel.id } }
        }
    }

    /// The request one channel gets for `message`.
    public func request(for message: ReminderMessage, on channel: NotificationChannel,
                        language: Language) throws -> OutboundRequest {
        try delivery(for: channel.kind).request(for: message, on: channel, language: language)
    }
}
