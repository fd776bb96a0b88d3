import HabitCore
import HabitStore

/// Rewire's backup (FORMATS.md §9; Loop's `RewireDBImporter`): an SQLite file with the tables
/// `Habits`, `CHECKINS`, `REMINDERS`, `UNIT` and `category`, opened read-only like every
/// imported database (`ImportDatabase`).
///
/// Mapping: `schedule` 0 → the weekdays of `active_days` (`0` is Sunday, as Loop's reminder
/// mapping shows); 1 → `days` a week (`period` 0), a month (1) or a year (2, counted over any 365
/// days and said to be); 2 → every `repeating_count` days; `start_date` (`YYYYMMDD`) → the start;
/// `archived`; `category` → its name; a positive `target_count` → measurable in the habit's
/// `UNIT` with the check-ins' `actual_count` as values; check-ins of `type` 2 → done (other types
/// are not documented by the app: left out and said to be); `note` → the day's note; each
/// reminder (minutes of the day, its `active_days`) → a reminder. Dates are civil dates.
enum RewireFormat: SourceFormat {
    static let format = ImportFormat(id: "rewire", app: "Rewire", file: .backup, keySpace: "rewire")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .sqlite(let database) = content else { return false }
        return database.tables.isSuperset(of: ["habits", "checkins", "unit"])
    }

    static let habitColumns = ["_id", "Order_num", "Name", "description", "active_days", "category", "archived", "schedule", "days",
                               "period", "unit", "target_count", "repeating_count", "start_date"]

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .sqlite(let database) = content else { throw .invalidImport("it is not a Rewire backup.") }
        try database.require(habitColumns, in: "Habits", app: "Rewire")
        try database.require(["Habit_id", "date", "type", "note", "actual_count"], in: "CHECKINS", app: "Rewire")
        let hasReminders = database.tables.contains("reminders")
        if hasReminders { try database.require(["habit_id", "time", "active_days"], in: "REMINDERS", app: "Rewire") }
        let hasCategories = database.tables.contains("category")
        return try database.reading { db in
            var problem: DomainError?
            func name(_ row: SQLiteConnection.Row, of table: String) -> String {
                guard let text = row.validText(1) else {
                    problem = problem ?? .invalidImport("the \(table) with _id \(row.int(0)) has a name that is not valid UTF-8.")
                    return ""
                }
                return text
            }
            var units: [Int: String] = [:]
            try db.query("SELECT _id, UNIT_NAME FROM UNIT") { row in units[row.int(0)] = name(row, of: "UNIT") }
            var categories: [Int: String] = [:]
            if hasCategories {
                try db.query("SELECT _id, category_name FROM category") { row in categories[row.int(0)] = name(row, of: "category") }
            }
            if let problem { throw problem }
            var habits: [SourceHabit] = []
            var indexByID: [Int: Int] = [:]
            let select = "SELECT " + habitColumns.map { "\"\($0)\"" }.joined(separator: ", ") + " FROM Habits ORDER BY Order_num, _id"
            try db.query(select) { row in
                guard problem == nil else { return }
                do throws(DomainError) {
                    let id = row.int(0)
                    func text(_ column: Int32) throws(DomainError) -> String {
                        guard let text = row.validText(column) else {
                            throw .invalidImport("the habit with _id \(id) has a \(habitColumns[Int(column)]) that is not valid UTF-8.")
                        }
                        return text
                    }
                    var habit = SourceHabit(key: "id:\(id)", name: try text(2), description: try text(3),
                                            category: row.optionalInt(5).flatMap { categories[$0] },
                                            archived: (row.optionalInt(6) ?? 0) != 0)
                    let (schedule, issue) = try schedule(kind: row.optionalInt(7), days: row.optionalInt(8), period: row.optionalInt(9),
                                                         every: row.optionalInt(12), activeDays: try text(4), habit: id)
                    habit.schedule = schedule
                    if let issue { habit.notes.append(issue) }
                    if !row.isNull(11), row.double(11) > 0 {
                        habit.measure = SourceMeasure(unit: row.optionalInt(10).flatMap { units[$0] } ?? "", target: row.double(11))
                    }
                    let start = try text(13)
                    if !start.isEmpty { habit.start = try day(start, what: "the start_date of the habit with _id \(id)") }
                    indexByID[id] = habits.count
                    habits.append(habit)
                } catch {
                    problem = error
                }
            }
            if let problem { throw problem }

            var unknown: [Int: [Int: Int]] = [:]
            var orphans = 0
            try db.query("SELECT Habit_id, date, type, note, actual_count FROM CHECKINS ORDER BY Habit_id, date, _id") { row in
                guard problem == nil else { return }
                guard let index = indexByID[row.int(0)] else { orphans += 1; return }
                do throws(DomainError) {
                    let day = try day(row.validText(1) ?? "", what: "a check-in date of \"\(habits[index].name)\"")
                    guard let note = row.validText(3) else {
                        throw .invalidImport("a check-in note of \"\(habits[index].name)\" is not valid UTF-8.")
                    }
                    var state: SourceEntry.State?
                    if row.int(2) == 2 {
                        // Done: its count on a measurable habit (the target when it has none).
                        let count = row.isNull(4) ? 0 : row.double(4)
                        state = habits[index].measure.map { .value(count > 0 ? count : $0.target) } ?? .done
                    } else {
                        unknown[index, default: [:]][row.int(2), default: 0] += 1
                    }
                    habits[index].entries.append(SourceEntry(day: day, state: state, note: note))
                } catch {
                    problem = error
                }
            }
            if let problem { throw problem }
            for (index, kinds) in unknown {
                habits[index].notes.append(.unknownEntries(count: kinds.values.reduce(0, +),
                                                           kinds: kinds.keys.sorted().map { "type \($0)" }.joined(separator: ", ")))
            }
            if hasReminders {
                try db.query("SELECT habit_id, time, active_days FROM REMINDERS ORDER BY _id") { row in
                    guard let index = indexByID[row.int(0)], let time = TimeOfDay(hour: row.int(1) / 60, minute: row.int(1) % 60),
                          row.int(1) >= 0 else { return }
                    habits[index].reminders.append(Reminder(time: time, weekdays: weekdays(row.validText(2) ?? "")))
                }
            }
            return ImportSource(format: format, habits: habits, notes: orphans > 0 ? [.orphanEntries(count: orphans)] : [])
        }
    }

    /// Rewire's weekday list (`"0,1,2,3,4"`, 0 = Sunday) as a set; numbers out of 0…6 are ignored.
    static func weekdays(_ list: String) -> WeekdaySet {
        let fromSunday: [Weekday] = [.sun, .mon, .tue, .wed, .thu, .fri, .sat]
        return WeekdaySet(list.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            .filter { fromSunday.indices.contains($0) }.map { fromSunday[$0] })
    }

    /// A habit's schedule from Rewire's `schedule`, `days`, `period`, `repeating_count` and
    /// `active_days`.
    static func schedule(kind: Int?, days: Int?, period: Int?, every: Int?, activeDays: String,
                         habit: Int) throws(DomainError) -> (Schedule, ImportIssue?) {
        switch kind ?? 0 {
        case 0:
            let set = weekdays(activeDays)
            return set.isEmpty ? (.everyDay, .frequencyMeaningless(frequency: "active_days \"\(activeDays)\"", schedule: .everyDay))
                               : (.weekdays(set), nil)
        case 1:
            let times = days ?? 0
            switch period ?? 0 {
            case 0: return SourceMapping.schedule(times: times, in: 7)
            case 1: return times >= 31 ? (.everyDay, nil) : SourceMapping.schedule(times: times, in: 30)
            default:
                let (schedule, issue) = SourceMapping.schedule(times: times, in: 365)
                return (schedule, issue ?? (schedule == .everyDay ? nil : .calendarWindowAsRolling(app: format.app, schedule: schedule)))
            }
        case 2: return SourceMapping.schedule(times: 1, in: max(every ?? 1, 1))
        default: return (.everyDay, .frequencyMeaningless(frequency: "schedule \(kind ?? 0)", schedule: .everyDay))
        }
    }

    /// `YYYYMMDD`, a civil date.
    static func day(_ text: String, what: @autoclosure () -> String) throws(DomainError) -> Day {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard digits.count == 8, let number = Int(digits) else {
            throw .invalidImport("\(what()) is \"\(text)\", where Rewire writes YYYYMMDD.")
        }
        return try ImportGuards.day(year: number / 10000, month: number / 100 % 100, day: number % 100, what: what())
    }
}
