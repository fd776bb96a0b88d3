/// One reminder that is due: what a channel (Web Push, ntfy, a webhook) sends. The webhook body
/// of SPEC §16 is this value's JSON.
public struct ReminderMessage: Sendable, Hashable, Codable {
    public let tracker: Identifier<Tracker>
    public let name: String
    /// The habit day it reminds of (after the day start: a 01:00 reminder with a day start of
    /// 03:00 belongs to the day before).
    public let day: Day
    /// `HH:MM`, the reminder's time as set.
    public let time: String
    /// The absolute URL of the tracker's detail page.
    public let url: String

    /// Set only for `habits notify test` of a habit already done that day: its text then says
    /// so, rather than "not done yet" (a real reminder is never sent for it).
    public var alreadyDone = false

    private enum CodingKeys: String, CodingKey { case tracker, name, day, time, url }

    public init(tracker: Identifier<Tracker>, name: String, day: Day, time: String, url: String) {
        self.tracker = tracker
        self.name = name
        self.day = day
        self.time = time
        self.url = url
    }

    /// The text under the habit's name in a notification (ntfy, Web Push).
    public func body(_ copy: any Copy) -> String {
        alreadyDone ? copy.testReminderDone(time: time) : copy.reminderBody(time: time)
    }

    /// What the sent log is keyed by: once per tracker, day and time.
    public var key: ReminderKey { ReminderKey(tracker: tracker, day: day, time: time) }
}

/// A reminder sent (or claimed) once: tracker, habit day and time.
public struct ReminderKey: Hashable, Sendable {
    public let tracker: Tracker.ID
    public let day: Day
    /// `HH:MM`.
    public let time: String

    public init(tracker: Tracker.ID, day: Day, time: String) {
        self.tracker = tracker
        self.day = day
        self.time = time
    }
}
