import Foundation
import HabitCore
import HabitStore

/// What Habitica's user-data export (`habitica-user-data.json`, `GET /export/userdata.json`)
/// holds of a person's tasks, as Habitica has it (HabitRPG/habitica: `models/task.js`,
/// `common/script/cron.js`, `ops/scoreTask.js`, `libs/cron.js`): read by `HabiticaReader`.
/// Only what an import maps is kept; the rest of the user document (the API token, messages,
/// push devices) is never held.
public struct HabiticaData: Hashable, Sendable {
    /// `preferences.timezoneOffset`: minutes, with JavaScript's sign (300 is UTC−5).
    public var timezoneOffset: Int
    /// `preferences.dayStart`: the hour (0–24) a day starts at (Custom Day Start).
    public var dayStart: Int
    /// In the person's order (`tasksOrder.dailys`), then any the order does not name.
    public var dailies: [HabiticaDaily]
    /// The names of the tasks that are not dailies, which have no home here.
    public var habits: [String]
    public var todos: [String]
    public var rewards: [String]
    /// What the file says that was not used as given (a missing zone), in English.
    public var skipped: [String]

    /// Habitica's day of an instant (`startOfDay`): the date at UTC − `timezoneOffset`, one day
    /// earlier while that local hour is before `dayStart`.
    public func day(of milliseconds: Int64) -> Day {
        let local = milliseconds - Int64(timezoneOffset) * 60_000 - Int64(dayStart) * 3_600_000
        return Day(ordinal: Int(local.floorDivided(by: 86_400_000)))
    }

    /// The local date of an instant with no day start applied: how Habitica reads a daily's
    /// `startDate` ("the time portion of the Start Date is never visible").
    public func date(of milliseconds: Int64) -> Day {
        Day(ordinal: Int((milliseconds - Int64(timezoneOffset) * 60_000).floorDivided(by: 86_400_000)))
    }

    /// The local time of day of an instant (a reminder's `time`).
    public func timeOfDay(of milliseconds: Int64) -> TimeOfDay {
        let minute = Int((milliseconds - Int64(timezoneOffset) * 60_000).floorDivided(by: 60_000) - Int64(date(of: milliseconds).ordinal) * 1440)
        return TimeOfDay(hour: minute / 60, minute: minute % 60)!
    }
}

public struct HabiticaDaily: Hashable, Sendable {
    public enum Frequency: String, Hashable, Sendable {
        /// Every `everyX` days from the start date.
        case daily
        /// On the `repeat` weekdays of every `everyX`-th week.
        case weekly
        /// On `daysOfMonth`, or on the `repeat` weekdays of `weeksOfMonth`, every `everyX` months.
        case monthly
        /// On the start date's day every `everyX` years.
        case yearly
    }

    /// One entry of a daily's `history`: pushed `completed: true` when it is checked, and
    /// `completed: false` by the next cron (dated then, the day after) when it was not. Old
    /// entries that Habitica compressed carry neither (`completed` nil).
    public struct Entry: Hashable, Sendable {
        public var date: Int64
        public var completed: Bool?
        public var isDue: Bool?
    }

    /// The task's UUID.
    public var id: String?
    public var text: String
    public var notes: String
    /// Tag names, the task's first tag first.
    public var tags: [String]
    /// Nil when the file names a frequency Habitica does not have (it is never due there).
    public var frequency: Frequency?
    public var everyX: Int
    public var repeatDays: WeekdaySet
    public var daysOfMonth: [Int]
    public var weeksOfMonth: [Int]
    /// Milliseconds since 1970; nil when the file has none (never due in Habitica).
    public var startDate: Int64?
    public var checklist: [String]
    /// Each reminder's `time` (an instant; its local time of day is what rings).
    public var reminders: [Int64]
    /// In the file's order (oldest first).
    public var history: [Entry]
}

/// Reads Habitica's user-data export.
enum HabiticaReader {
    static func read(_ data: Data) throws(DomainError) -> HabiticaData {
        let file = try ImportJSON.decode(File.self, from: data)
        guard let tasks = file.tasks else {
            throw .invalidImport("it has no \"tasks\", which every Habitica user-data export has.")
        }
        var skipped: [String] = []
        var offset = 0, dayStart = 0
        if let value = file.preferences?.timezoneOffset?.value, (-840...720).contains(value) {
            offset = value
        } else {
            skipped.append("it gives no time zone (preferences.timezoneOffset); days are taken in UTC.")
        }
        if let value = file.preferences?.dayStart?.value {
            // Habitica's `sanitizeOptions` reads anything outside 0–24 as 0.
            if (0...24).contains(value) { dayStart = value }
        }
        let tagNames = Dictionary((file.tags ?? []).compactMap { tag in tag.name.map { (tag.id, $0) } }, uniquingKeysWith: { first, _ in first })
        let order = file.tasksOrder?.dailys ?? []
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let dailies = (tasks.dailys ?? []).enumerated().sorted { lhs, rhs in
            (lhs.element.taskID.flatMap { rank[$0] } ?? order.count + lhs.offset) < (rhs.element.taskID.flatMap { rank[$0] } ?? order.count + rhs.offset)
        }.map { _, task in
            HabiticaDaily(id: task.taskID, text: task.text ?? "", notes: task.notes ?? "",
                          tags: (task.tags ?? []).compactMap { tagNames[$0] },
                          frequency: HabiticaDaily.Frequency(rawValue: task.frequency ?? "weekly"),
                          everyX: task.everyX?.value ?? 1, repeatDays: task.repeatDays,
                          daysOfMonth: (task.daysOfMonth ?? []).map(\.value), weeksOfMonth: (task.weeksOfMonth ?? []).map(\.value),
                          startDate: task.startDate?.milliseconds, checklist: (task.checklist ?? []).compactMap(\.text),
                          reminders: (task.reminders ?? []).compactMap { $0.time?.milliseconds },
                          history: (task.history ?? []).map { .init(date: $0.date.milliseconds, completed: $0.completed, isDue: $0.isDue) })
        }
        return HabiticaData(timezoneOffset: offset, dayStart: dayStart, dailies: dailies,
                            habits: (tasks.habits ?? []).map { $0.text ?? "" }, todos: (tasks.todos ?? []).map { $0.text ?? "" },
                            rewards: (tasks.rewards ?? []).map { $0.text ?? "" }, skipped: skipped)
    }

    private struct File: Decodable {
        struct Preferences: Decodable {
            let timezoneOffset: WholeNumber?
            let dayStart: WholeNumber?
        }
        struct Tag: Decodable {
            let id: String
            let name: String?
        }
        struct Order: Decodable { let dailys: [String]? }
        struct Tasks: Decodable {
            let habits: [Named]?
            let dailys: [Daily]?
            let todos: [Named]?
            let rewards: [Named]?
        }
        let preferences: Preferences?
        let tags: [Tag]?
        let tasksOrder: Order?
        let tasks: Tasks?
    }

    private struct Named: Decodable { let text: String? }

    private struct Daily: Decodable {
        struct Item: Decodable { let text: String? }
        struct Reminder: Decodable { let time: Instant? }
        struct HistoryEntry: Decodable {
            let date: Instant
            let completed: Bool?
            let isDue: Bool?
        }
        let id: String?
        let _id: String?
        let text: String?
        let notes: String?
        let tags: [String]?
        let frequency: String?
        let everyX: WholeNumber?
        let `repeat`: [String: Bool]?
        let daysOfMonth: [WholeNumber]?
        let weeksOfMonth: [WholeNumber]?
        let startDate: Instant?
        let checklist: [Item]?
        let reminders: [Reminder]?
        let history: [HistoryEntry]?

        var taskID: String? { id ?? _id }

        /// `repeat`'s days (`m`, `t`, `w`, `th`, `f`, `s`, `su`); every day when absent, as
        /// Habitica's schema defaults it.
        var repeatDays: WeekdaySet {
            guard let days = self.repeat else { return .everyDay }
            let names: [String: Weekday] = ["m": .mon, "t": .tue, "w": .wed, "th": .thu, "f": .fri, "s": .sat, "su": .sun]
            return WeekdaySet(days.compactMap { $0.value ? names[$0.key] : nil })
        }
    }

    /// A time as Habitica writes one: milliseconds since 1970 (a history entry's `date`) or
    /// an ISO 8601 string (`startDate`, a reminder's `time`), within years 1970 to 9999.
    private struct Instant: Decodable {
        static let latest: Int64 = 253_402_300_799_999

        let milliseconds: Int64

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                guard let date = Clock.parseInstant(text, zone: TimeZone(identifier: "UTC")!) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a time.")
                }
                let value = (date.timeIntervalSince1970 * 1000).rounded(.down)
                guard (0...Double(Self.latest)).contains(value) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a time between 1970 and 9999.")
                }
                milliseconds = Int64(value)
                return
            }
            let number = try container.decode(Double.self)
            guard number.isFinite, (0...Double(Self.latest)).contains(number) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(number) is not a time between 1970 and 9999.")
            }
            milliseconds = Int64(number.rounded(.down))
        }
    }
}

extension Int64 {
    /// Division rounding toward minus infinity, for days and minutes of instants before 1970
    /// in zones east of UTC.
    func floorDivided(by divisor: Int64) -> Int64 {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? quotient - 1 : quotient
    }
}

extension HabiticaReader {
    /// Whether a JSON document is Habitica's user data: a `tasks` object of task lists beside
    /// the user's `tasksOrder` or `preferences`.
    static func recognizes(json data: Data) -> Bool {
        guard (try? ImportJSON.check(data)) != nil, let probe = try? JSONDecoder().decode(Probe.self, from: data) else { return false }
        return probe.tasks != nil && (probe.tasksOrder != nil || probe.preferences != nil)
    }

    private struct Probe: Decodable {
        struct Task: Decodable {}
        struct Anything: Decodable {}
        let tasks: [String: [Task]]?
        let tasksOrder: [String: [String]]?
        let preferences: Anything?
    }
}
