import HabitCore

/// A tracker's reminders as the CLI's `--json` and the API write them:
/// `{"reminders": [{"time": "21:00", "weekdays": ["mon", …]}]}`, sorted by time.
public struct RemindersState: Hashable, Sendable, Encodable {
    public let reminders: [Reminder]

    public init(_ tracker: Tracker) { reminders = tracker.reminders }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("reminders", reminders)
    }
}
