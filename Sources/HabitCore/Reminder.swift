import Foundation

/// A time of day on the 24-hour clock, to the minute: `21:00`.
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    /// Nil unless 0 ≤ hour < 24 and 0 ≤ minute < 60.
    public init?(hour: Int, minute: Int) {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// `21:00`, `7:05`, or what a browser's time field sends with seconds (`21:00:00`); seconds
    /// other than 00 are refused, since reminders go out on the minute.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts.count == 2 || parts[2] == "00",
              let hour = Int(parts[0]), let minute = Int(parts[1]) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutes: Int { hour * 60 + minute }

    /// `HH:MM`.
    public var text: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    public var description: String { text }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.minutes < rhs.minutes }
}

extension TimeOfDay: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = TimeOfDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a time as HH:MM, got \"\(text)\".")
        }
        self = time
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// One reminder of a tracker (SPEC §15): a time of day and the weekdays it applies to. The
/// weekday is the habit day's, so with a day start of 03:00 a 01:00 reminder on Monday goes out
/// in the night after Monday, while Monday is still "today".
public struct Reminder: Hashable, Sendable {
    public var time: TimeOfDay
    public var weekdays: WeekdaySet

    /// At most this many per tracker: enough for morning, noon and evening nudges and a couple
    /// more, few enough that a tracker cannot become a noise machine.
    public static let limit = 6

    public init(time: TimeOfDay, weekdays: WeekdaySet = .everyDay) {
        self.time = time
        self.weekdays = weekdays
    }

    /// A tracker's reminders if they keep the rules, sorted by time: valid times (the type sees
    /// to that), each time once (the sent log counts a time once a day), at least one weekday
    /// each, and no more than `limit`.
    public static func validated(_ reminders: [Reminder]) throws(DomainError) -> [Reminder] {
        if reminders.count > limit { throw .tooManyReminders }
        var seen = Set<TimeOfDay>()
        for reminder in reminders {
            if reminder.weekdays.isEmpty { throw .reminderDaysEmpty }
            guard seen.insert(reminder.time).inserted else { throw .duplicateReminder(reminder.time.text) }
        }
        return reminders.sorted { $0.time < $1.time }
    }
}

extension Reminder: Codable {
    private enum CodingKeys: String, CodingKey { case time, weekdays }

    /// `{"time": "21:00", "weekdays": ["mon", …]}`; without `weekdays` it applies every day.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(TimeOfDay.self, forKey: .time)
        weekdays = try container.decodeIfPresent([Weekday].self, forKey: .weekdays).map { WeekdaySet($0) } ?? .everyDay
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(Array(weekdays), forKey: .weekdays)
    }
}

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
