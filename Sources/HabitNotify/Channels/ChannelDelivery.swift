import Foundation
import HabitCore
import HabitMetrics
import HabitReminders

/// One kind of channel: how a reminder becomes that channel's request. Each kind is a
/// `ReminderDelivery` of its own (`WebPushDelivery`, `NtfyDelivery`, `WebhookDelivery`) that sends
/// on the recipient's channels of its kind; `Notifier` makes one for every kind.
public protocol ChannelDelivery: ReminderDelivery {
    var kind: NotificationChannel.Kind { get }
    /// How it reaches the network and where outcomes are written.
    var sender: ChannelSender { get }
    /// The request `channel` (of this delivery's kind) gets for `message`.
    func request(for message: ReminderMessage, on channel: NotificationChannel, language: Language) throws -> OutboundRequest
    /// Whether an answer with `status` says the channel will never work again (it is then removed).
    func isGone(status: Int?) -> Bool
}

extension ChannelDelivery {
    public func isGone(status: Int?) -> Bool { false }

    /// Returns at once: each channel is sent on a task of its own with its own timeouts and retries,
    /// and its outcome is written to the channel (shown in Settings) when it is known.
    public func deliver(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language) {
        for channel in recipient.channels where channel.kind == kind {
            Task.detached { _ = await send(message, on: channel, to: recipient, language: language) }
        }
    }

    /// Sends `message` on `channel`, records the outcome and reports it.
    public func send(_ message: ReminderMessage, on channel: NotificationChannel, to recipient: ReminderRecipient,
                     language: Language) async -> ChannelReport {
        let result: OutboundResult
        do {
            result = await sender.client.send(try request(for: message, on: channel, language: language))
        } catch {
            result = OutboundResult(status: nil, problem: "\(error)", attempts: 0)
        }
        (result.delivered ? Metrics.remindersSent : Metrics.remindersFailed).increment(("channel", channel.kind.rawValue))
        var removed = false
        if isGone(status: result.status) {
            removed = sender.record(on: channel.id, recipient) { library in (try? library.removeChannel(channel.id)) != nil }
        } else {
            let outcome = DeliveryResult(at: sender.clock.now(), status: result.status, problem: result.problem)
            _ = sender.record(on: channel.id, recipient) { library in library.recordDelivery(outcome, on: channel.id) }
        }
        return ChannelReport(channel: channel.id, kind: channel.kind, result: result, removed: removed)
    }
}

/// What every channel delivery shares: the one outbound client, and the clock outcomes are dated by.
public struct ChannelSender: Sendable {
    public let client: OutboundClient
    public let clock: Clock

    public init(client: OutboundClient, clock: Clock) {
        self.client = client
        self.clock = clock
    }

    /// Writes an outcome into the recipient's library; a storage failure is logged, never thrown
    /// (the reminder went out or not either way).
    func record(on channel: NotificationChannel.ID, _ recipient: ReminderRecipient, _ change: (inout Library) -> Bool) -> Bool {
        do {
            return try recipient.record(change)
        } catch {
            writeToStandardError("habits: could not record a delivery on channel \(channel): \(error)")
            return false
        }
    }
}

/// What happened on one channel.
public struct ChannelReport: Sendable, Equatable {
    public let channel: NotificationChannel.ID
    public let kind: NotificationChannel.Kind
    public let result: OutboundResult
    /// A push subscription the push service called gone (404 or 410), now removed.
    public let removed: Bool
}

/// Writes a line to standard error (file descriptor 2; the global `stderr` is not concurrency-safe).
private func writeToStandardError(_ line: String) {
    let data = Array((line + "\n").utf8)
    data.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}

/// A channel handed to a delivery of another kind (a bug: `Notifier` picks deliveries by kind).
struct WrongChannel: Error, CustomStringConvertible {
    let expected: NotificationChannel.Kind
    var description: String { "not a \(expected.rawValue) channel" }
}
