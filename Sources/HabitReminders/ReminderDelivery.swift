import HabitCore
import HabitMetrics
import HabitStore

/// What sends a reminder that is due and claimed: a channel (Web Push, ntfy, a webhook), the
/// server log, or several at once. Called on the scheduler's thread once per reminder, after the
/// sent log recorded it, so it must return promptly: a channel that talks to the network queues
/// the work (and its retries) rather than making the next reminders wait. `recipient` is the
/// account the reminder is for; `language` is the one its most recent device was answered in.
public protocol ReminderDelivery: Sendable {
    func deliver(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language)
}

/// The account a reminder is for, as a delivery sees it: the channels it configured, and a way
/// to write what happened on one of them back into its library. Made from the account's store,
/// so that deliveries need know nothing of storage.
public struct ReminderRecipient: Sendable {
    private let store: any HabitStore

    public init(store: any HabitStore) { self.store = store }

    /// The account's channels, as its library holds them now.
    public var channels: [NotificationChannel] { store.library.notificationChannels }

    /// Applies `change` to the account's library as one write and returns what it returned
    /// (whether it changed anything). Throws when storage fails.
    public func record(_ change: (inout Library) -> Bool) throws -> Bool {
        try store.update { (library: inout Library) throws(DomainError) in change(&library) }
    }
}

/// Writes each reminder sent to the server log: `reminder sent tracker=<id> day=<day> time=<HH:MM>`
/// (ids only: names are the person's data and stay out of logs).
public struct LogDelivery: ReminderDelivery {
    private let write: @Sendable (String) -> Void

    public init(_ write: @escaping @Sendable (String) -> Void) { self.write = write }

    public func deliver(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language) {
        write(Self.line(message))
        Metrics.remindersSent.increment(("channel", "log"))
    }

    /// The line written for a message.
    public static func line(_ message: ReminderMessage) -> String {
        "reminder sent tracker=\(message.tracker.lowercased) day=\(message.day) time=\(message.time)"
    }
}

/// Several deliveries for each reminder, in order (the log line and the person's channels).
public struct ReminderDeliveries: ReminderDelivery {
    public let all: [any ReminderDelivery]

    public init(_ all: [any ReminderDelivery]) { self.all = all }

    public func deliver(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language) {
        for delivery in all { delivery.deliver(message, to: recipient, language: language) }
    }
}
