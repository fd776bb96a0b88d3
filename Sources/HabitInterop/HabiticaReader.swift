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
    /// Whether the file gives the person's zone (`preferences.timezoneOffset`); without it,
    /// days are taken in UTC.
    public var zoneGiven: Bool

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
    }

    /// The task's UUID.
    public var id: String?
    public var text: String
    public var notes: String
    /// Tag names, the task's first tag first.
    public var tags: [String]
    /// As written: `daily`, `weekly`, `monthly`, `yearly` (Habitica's default `weekly` when absent).
    public var frequencyName: String
    /// Nil when the file names a frequency Habitica does not have (it is never due there).
    public var frequency: Frequency? { Frequency(rawValue: frequencyName) }
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

/// Reads Habitica's user-data export from the JSON the recogniser parsed: only the fields an
/// import maps, each checked for its type; times outside 1900–2199 refuse the file.
enum HabiticaReader {
    static func read(_ value: Any) throws(DomainError) -> HabiticaData {
        guard let file = JSONObject(value, place: "the file"), let tasks = try file.object("tasks", place: "tasks") else {
            throw .invalidImport("it has no \"tasks\", which every Habitica user-data export has.")
        }
        let preferences = try file.object("preferences", place: "preferences")
        // Habitica's `sanitizeOptions`: a zone outside UTC−12…UTC+14 is no zone, a day start
        // outside 0–24 is 0.
        let offset = try preferences?.number("timezoneOffset").flatMap { (-840...720).contains($0) ? Int($0) : nil }
        let dayStart = try preferences?.number("dayStart").flatMap { (0...24).contains($0) ? Int($0) : nil } ?? 0
        var tagNames: [String: String] = [:]
        for item in try file.array("tags") ?? [] {
            guard let tag = JSONObject(item, place: "a tag"), let id = try tag.string("id"), let name = try tag.string("name") else { continue }
            if tagNames[id] == nil { tagNames[id] = name }
        }
        let order = try file.object("tasksOrder", place: "tasksOrder").map { (order) throws(DomainError) in try order.texts("dailys") } ?? []
        var dailies: [HabiticaDaily] = []
        for (index, item) in (try tasks.array("dailys") ?? []).enumerated() {
            guard let daily = JSONObject(item, place: "daily \(index + 1)") else { throw .invalidImport("daily \(index + 1) is not an object.") }
            dailies.append(try self.daily(daily, index: index, tagNames: tagNames))
        }
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ranked = dailies.enumerated().map { (rank: $1.id.flatMap { rank[$0] } ?? order.count + $0, daily: $1) }
        return HabiticaData(timezoneOffset: offset ?? 0, dayStart: dayStart, dailies: ranked.sorted { $0.rank < $1.rank }.map(\.daily),
                            habits: try names(tasks, "habits"), todos: try names(tasks, "todos"), rewards: try names(tasks, "rewards"),
                            zoneGiven: offset != nil)
    }

    private static func daily(_ unplaced: JSONObject, index: Int, tagNames: [String: String]) throws(DomainError) -> HabiticaDaily {
        let text = try unplaced.string("text") ?? ""
        let task = JSONObject(unplaced.fields, place: "daily \(index + 1) (\"\(text)\")")!
        var repeatDays = WeekdaySet.everyDay
        if let days = try task.object("repeat", place: task.place + "'s repeat") {
            let names: [(String, Weekday)] = [("m", .mon), ("t", .tue), ("w", .wed), ("th", .thu), ("f", .fri), ("s", .sat), ("su", .sun)]
            var set = WeekdaySet([])
            for (key, day) in names {
                if try days.bool(key) ?? true { set.insert(day) }
            }
            repeatDays = set
        }
        var history: [HabiticaDaily.Entry] = []
        for (number, item) in (try task.array("history") ?? []).enumerated() {
            guard let entry = JSONObject(item, place: "\(task.place)'s history entry \(number + 1)") else {
                throw .invalidImport("\(task.place)'s history entry \(number + 1) is not an object.")
            }
            guard let date = try instant(entry, "date") else { throw .invalidImport("\(entry.place) has no \"date\".") }
            history.append(.init(date: date, completed: try entry.bool("completed")))
        }
        var checklist: [String] = [], reminders: [Int64] = []
        for item in try task.array("checklist") ?? [] {
            if let text = try JSONObject(item, place: task.place + "'s checklist")?.string("text") { checklist.append(text) }
        }
        for item in try task.array("reminders") ?? [] {
            if let reminder = JSONObject(item, place: task.place + "'s reminder"), let time = try instant(reminder, "time") { reminders.append(time) }
        }
        let id = try task.string("id"), mongoID = try task.string("_id")
        return HabiticaDaily(id: id ?? mongoID, text: text, notes: try task.string("notes") ?? "",
                             tags: try task.texts("tags").compactMap { tagNames[$0] },
                             frequencyName: try task.string("frequency") ?? "weekly", everyX: try task.int("everyX", in: 0...9999) ?? 1,
                             repeatDays: repeatDays, daysOfMonth: try ints(task, "daysOfMonth", in: 1...31),
                             weeksOfMonth: try ints(task, "weeksOfMonth", in: 0...4), startDate: try instant(task, "startDate"),
                             checklist: checklist, reminders: reminders, history: history)
    }

    /// A time as Habitica writes one: milliseconds since 1970 (a history entry's `date`) or an
    /// ISO 8601 string (`startDate`, a reminder's `time`), between 1900 and 2199.
    private static func instant(_ object: JSONObject, _ key: String) throws(DomainError) -> Int64? {
        let milliseconds: Double
        if let text = object.fields[key] as? String {
            guard let date = Clock.parseInstant(text, zone: TimeZone(identifier: "UTC")!) else {
                throw .invalidImport("\(object.place) has \"\(key)\": \"\(text)\", which is not a time.")
            }
            milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
        } else if let number = try object.number(key) {
            milliseconds = number.rounded(.down)
        } else {
            return nil
        }
        let earliest = Double(InteropLimits.earliestDay.ordinal) * 86_400_000, latest = Double(InteropLimits.latestDay.ordinal + 1) * 86_400_000
        guard milliseconds >= earliest, milliseconds < latest else {
            throw .invalidImport("\(object.place) has \"\(key)\": \(SourceMapping.written(milliseconds)), which is no time between 1900 and 2199.")
        }
        return Int64(milliseconds)
    }

    private static func ints(_ object: JSONObject, _ key: String, in range: ClosedRange<Int>) throws(DomainError) -> [Int] {
        guard let list = try object.array(key) else { return [] }
        var result: [Int] = []
        for item in list {
            guard let number = item as? NSNumber, type(of: number) == NSNumber.self, range.contains(number.intValue),
                  Double(number.intValue) == number.doubleValue else {
                throw .invalidImport("\(object.place) has a \"\(key)\" that is not a list of numbers from \(range.lowerBound) to \(range.upperBound).")
            }
            result.append(number.intValue)
        }
        return result
    }

    /// The `text` of each task of a kind that is not a daily.
    private static func names(_ tasks: JSONObject, _ key: String) throws(DomainError) -> [String] {
        (try tasks.array(key) ?? []).map { (($0 as? [String: Any])?["text"] as? String) ?? "" }
    }

    /// Habitica's user data: a `tasks` object beside the user's `tasksOrder` or `preferences`.
    static func recognizes(json value: Any) -> Bool {
        guard let file = value as? [String: Any], file["tasks"] is [String: Any] else { return false }
        return file["tasksOrder"] is [String: Any] || file["preferences"] is [String: Any]
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
