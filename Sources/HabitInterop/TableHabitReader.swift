import Foundation
import HabitCore
import HabitStore

/// Table Habit's JSON export (FORMATS.md §1, FriesI23/mhabit `habit_export.dart`):
/// `{"habits": [...], "groups": [...]}`, each habit with its `records`. Days are epoch days
/// (`start_date`, `record_date`: civil dates, no time zone); `create_t`/`modify_t` are Unix seconds.
///
/// Mapping: `status` 2 (deleted) is left out, 3 archived (on `modify_t`'s day, in UTC: the export
/// says no zone); `freq_type` 1 weekly, 2 monthly, 3 every `[f, d]` (as §10's closest kinds);
/// `type` 1 with a goal of 1 and no unit is yes/no, with another goal measurable (at least the
/// goal), `type` 2 (negative) measurable at most `daily_goal_extra` (or the goal). A weekly or
/// monthly habit with a goal counts days that reach it, where Habits sums a period: it comes in
/// as the yes/no habit of that many days, a day done when it reached the goal, and says so.
/// Records: `record_type` 1 done (its value on a measurable habit; on a goal counted in days,
/// done when it reached the goal, its amount in the note), 2 skipped, 0 no state; `reason` is
/// the note. `desc` and the reminder's
/// `reminder_quest` become the note; a group is a category; the reminder (daily, "when needed",
/// weekly) a reminder, a monthly one is not mapped. `target_days`, `daily_goal_extra` of a normal
/// habit and a negative habit's lower bound are not mapped either.
enum TableHabitFormat: SourceFormat {
    static let format = ImportFormat(id: "tableHabit", app: "Table Habit", file: .export, keySpace: "tablehabit")

    /// Table Habit's built-in colours 1–10.
    static let colors = [0x6750A4, 0xF44336, 0x9C27B0, 0x3F51B5, 0x009688, 0x4CAF50, 0xFFC107, 0xFF9800, 0x8BC34A, 0x673AB7]

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .json(let value) = content, let top = value as? [String: Any], let habits = top["habits"] as? [Any] else { return false }
        return habits.contains { ($0 as? [String: Any]).map { $0["freq_type"] != nil || $0["daily_goal"] != nil } ?? false }
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .json(let value) = content, let top = JSONObject(value, place: "the file") else {
            throw .invalidImport("it is not a Table Habit export.")
        }
        var groups: [String: String] = [:]
        for (index, item) in (try top.array("groups") ?? []).enumerated() {
            guard let group = JSONObject(item, place: "group \(index + 1)") else { throw .invalidImport("group \(index + 1) is not an object.") }
            if let uuid = try group.string("uuid"), let name = try group.string("name") { groups[uuid] = name }
        }
        var habits: [SourceHabit] = []
        var deleted = 0
        for (index, item) in (try top.array("habits") ?? []).enumerated() {
            guard let object = JSONObject(item, place: "habit \(index + 1)") else { throw .invalidImport("habit \(index + 1) is not an object.") }
            let name = try object.string("name") ?? ""
            let habit = JSONObject(fields: object.fields, place: "habit \(index + 1) (\"\(name)\")")
            switch try habit.int("status", in: 0...3) {
            case 2?: deleted += 1
            default: habits.append(try read(habit, name: name, groups: groups))
            }
        }
        return ImportSource(format: format, habits: habits, notes: deleted > 0 ? [.deletedHabits(count: deleted)] : [])
    }

    private static func read(_ object: JSONObject, name: String, groups: [String: String]) throws(DomainError) -> SourceHabit {
        var habit = SourceHabit(key: try object.string("uuid").map { "uuid:" + $0 }, name: name)
        if try object.int("status", in: 0...3) == 3 {
            habit.archived = true
            habit.archivedOn = try object.int("modify_t", in: 0...7_258_118_400).map { Day(ordinal: $0 / 86_400) }
        }
        if let start = try object.int("start_date") { habit.start = try ImportGuards.day(epochDay: start, what: "\(object.place)'s start_date") }
        habit.category = try object.string("group_id").flatMap { groups[$0] }
        if let custom = try object.int("custom_color") { habit.color = custom & 0xFFFFFF }
        else if let index = try object.int("color", in: 0...100), colors.indices.contains(index - 1) { habit.color = colors[index - 1] }

        // Schedule.
        let args = try numbers(object, "freq_custom")
        let schedule: (Schedule, ImportIssue?)
        switch try object.int("freq_type", in: 0...3) ?? 3 {
        case 1:
            let times = args.first ?? 1
            schedule = times >= 7 ? (.everyDay, nil) : SourceMapping.schedule(times: times, in: 7)
        case 2:
            let times = args.first ?? 1
            schedule = times >= 31 ? (.everyDay, nil) : SourceMapping.monthly(times)
        default:
            let (times, days) = args.count >= 2 ? (args[0], args[1]) : (1, 1)
            schedule = SourceMapping.schedule(times: min(times, days), in: max(times, days))
        }
        habit.schedule = schedule.0
        if let issue = schedule.1 { habit.notes.append(issue) }

        // What counts as done.
        let negative = try object.int("type", in: 0...2) == 2
        let goal = try object.number("daily_goal") ?? (negative ? 0 : 1)
        let extra = try object.number("daily_goal_extra")
        let unit = try object.string("daily_goal_unit") ?? ""
        let counts = negative || goal != 1 || !unit.isEmpty
        let perPeriod = schedule.0.streakUnit != .days
        let limit = extra ?? goal
        func qualifies(_ value: Double) -> Bool { negative ? goal <= value && value <= limit : value >= goal }
        if counts && perPeriod {
            habit.notes.append(.goalCountsDays(app: format.app, schedule: schedule.0))
        } else if negative {
            habit.measure = SourceMeasure(unit: unit, target: limit, direction: .atMost)
        } else if counts {
            habit.measure = SourceMeasure(unit: unit, target: goal)
        }
        let shownUnit = unit.isEmpty ? "times" : unit
        if negative, goal > 0, let amount = SourceMapping.quantity(goal) { habit.notes.append(.lowerLimit(amount: amount, unit: shownUnit)) }
        if !negative, let extra, let amount = SourceMapping.quantity(extra) {
            habit.notes.append(.desiredMaximum(amount: amount, unit: shownUnit))
        }
        if let days = try object.int("target_days", in: 0...100_000) { habit.notes.append(.formationGoal(days: days)) }

        // Text: the description and the reminder's question.
        let question = try object.string("reminder_quest") ?? ""
        habit.description = SourceMapping.joined([try object.string("desc") ?? "", question])
        if !SourceMapping.cleaned(question).isEmpty { habit.notes.append(.textInNote(fields: ["reminder_quest"])) }
        try reminder(object, into: &habit)

        // Records.
        var partial = 0
        for (index, item) in (try object.array("records") ?? []).enumerated() {
            guard let record = JSONObject(item, place: "record \(index + 1) of \(object.place)") else {
                throw .invalidImport("record \(index + 1) of \(object.place) is not an object.")
            }
            guard let date = try record.int("record_date") else { throw .invalidImport("record \(index + 1) of \(object.place) has no record_date.") }
            let day = try ImportGuards.day(epochDay: date, what: "the record_date of record \(index + 1) of \(object.place)")
            let value = try record.number("record_value") ?? 0
            var note = try record.string("reason") ?? ""
            var state: SourceEntry.State?
            switch try record.int("record_type", in: 0...2) ?? 0 {
            case 1:
                if habit.measure != nil {
                    state = .value(value)
                } else {
                    // A goal counted in days keeps each day's amount in its note, as does a day short of it.
                    let done = counts ? qualifies(value) : value >= 1
                    if value != 0 && (counts || !done) {
                        note = SourceMapping.joined([Names.trimmed("\(SourceMapping.written(value)) \(unit)"), note])
                    }
                    if done { state = .done } else if value != 0 { partial += 1 }
                }
            case 2: state = .skipped
            default: break
            }
            habit.entries.append(SourceEntry(day: day, state: state, note: note))
        }
        if partial > 0 { habit.notes.append(.partialDaysInNote(count: partial)) }
        return habit
    }

    /// `freq_custom`: a string holding a JSON list of whole numbers (`"[3]"`, `"[2,10]"`).
    private static func numbers(_ object: JSONObject, _ key: String) throws(DomainError) -> [Int] {
        guard let text = try object.string(key) else { return [] }
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        guard let list = parsed as? [Any], let numbers = JSONObject(fields: ["list": list], place: object.place).intList("list") else {
            throw .invalidImport("\(object.place) has \"\(key)\": \"\(text.prefix(40))\", where a list of whole numbers was expected.")
        }
        return numbers
    }

    /// `reminder`: a string holding `{"type", "time": {"hour", "minute"}, "extra": [...]}`.
    private static func reminder(_ object: JSONObject, into habit: inout SourceHabit) throws(DomainError) {
        guard let text = try object.string("reminder") else { return }
        let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [])
        func wrong() -> DomainError {
            .invalidImport("\(object.place) has \"reminder\": \"\(text.prefix(60))\", which is not a Table Habit reminder.")
        }
        guard let reminder = JSONObject(parsed, place: "the reminder of \(object.place)"),
              let time = try reminder.object("time", place: "the reminder's time of \(object.place)"),
              let hour = try time.int("hour"), let minute = try time.int("minute"),
              let at = TimeOfDay(hour: hour, minute: minute) else { throw wrong() }
        let extra = reminder.intList("extra") ?? []
        switch try reminder.int("type", in: 0...4) {
        case 3?:
            let days = extra.compactMap { (1...7).contains($0) ? Weekday.allCases[$0 - 1] : nil }
            habit.reminders.append(Reminder(time: at, weekdays: days.isEmpty ? .everyDay : WeekdaySet(days)))
        case 4?: habit.notes.append(.monthlyReminder(time: at, days: extra.filter { (1...31).contains($0) }))
        default: habit.reminders.append(Reminder(time: at))
        }
    }
}
