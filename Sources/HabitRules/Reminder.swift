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
