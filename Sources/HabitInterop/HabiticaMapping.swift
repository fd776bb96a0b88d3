import HabitCore
import HabitStore

/// Habitica's dailies as Habits' habits (SPEC §17; FORMATS.md §4). Habitica's habits, to-dos and
/// rewards are not habits here; its scores, priorities, attributes and streaks have no home.
enum HabiticaMapping {
    /// The closest schedule, and what is approximate about it. Habitica's schedules are counted
    /// from the start date (every X days, every X weeks) or tied to dates of the month; here they
    /// are counts in calendar weeks and months or in days in a row.
    static func schedule(_ daily: HabiticaDaily) -> (Schedule, String?) {
        let everyX = daily.everyX
        guard let frequency = daily.frequency else {
            return (.everyDay, "its repetition is not one Habitica has (it is never due there); it is every day here.")
        }
        guard everyX >= 1 else { return (.everyDay, "it repeats every \(everyX), which Habitica never does; it is every day here.") }
        func approximately(_ fitted: (Schedule, String?), _ habitica: String) -> (Schedule, String?) {
            let text = "Habitica repeats it \(habitica); here it is \(SourceMapping.describe(fitted.0))."
            return (fitted.0, fitted.1.map { text + " " + $0 } ?? text)
        }
        switch frequency {
        case .daily:
            guard everyX > 1 else { return (.everyDay, nil) }
            return approximately(SourceMapping.rolling(times: 1, days: everyX), "every \(everyX) days from its start date")
        case .weekly:
            let days = Array(daily.repeatDays).count
            guard days > 0 else { return (.everyDay, "it has no weekdays in Habitica (it is never due there); it is every day here.") }
            guard everyX > 1 else { return (.weekdays(daily.repeatDays), nil) }
            return approximately(SourceMapping.rolling(times: days, days: 7 * everyX), "on \(days) \(days == 1 ? "day" : "days") of every \(everyX) weeks")
        case .monthly:
            let days = daily.daysOfMonth.isEmpty
                ? max(1, daily.weeksOfMonth.count) * max(1, Array(daily.repeatDays).count)
                : daily.daysOfMonth.count
            let what = daily.daysOfMonth.isEmpty ? "on \(days) \(days == 1 ? "day" : "days")" : "on days \(daily.daysOfMonth.map(String.init).joined(separator: ", "))"
            if everyX == 1 { return approximately(SourceMapping.monthly(days), "\(what) of every month") }
            return approximately(SourceMapping.rolling(times: days, days: 30 * everyX), "\(what) of every \(everyX) months")
        case .yearly:
            return approximately(SourceMapping.rolling(times: 1, days: 365 * everyX), everyX == 1 ? "once a year" : "once every \(everyX) years")
        }
    }

    /// The days a daily was done: those with any `completed: true` entry (the `completed:
    /// false` ones are the next day's cron about the day before, and never undo a check); and
    /// how many entries Habitica had compressed into averages, which say nothing of a day.
    static func doneDays(_ daily: HabiticaDaily, in habitica: HabiticaData) -> (days: [Day], compressed: Int) {
        var days = Set<Day>()
        var compressed = 0
        for entry in daily.history {
            switch entry.completed {
            case true?: days.insert(habitica.day(of: entry.date))
            case false?: continue
            case nil: compressed += 1
            }
        }
        return (days.sorted(), compressed)
    }

    /// The daily's notes with its checklist after them, one item a line: text with no other home.
    static func note(_ daily: HabiticaDaily) -> (String?, Bool) {
        SourceMapping.note([daily.notes] + daily.checklist.map { "☐ " + $0 })
    }

    /// Its reminders at their local times, on the daily's weekdays when it has them (every day
    /// otherwise: a reminder only rings on days the habit is due), each time once, at most six.
    static func reminders(_ daily: HabiticaDaily, in habitica: HabiticaData, schedule: Schedule) -> (reminders: [Reminder], dropped: Int) {
        let weekdays: WeekdaySet = if case .weekdays(let days) = schedule { days } else { .everyDay }
        var seen = Set<TimeOfDay>()
        let times = daily.reminders.map { habitica.timeOfDay(of: $0) }.filter { seen.insert($0).inserted }.sorted()
        let kept = times.prefix(Reminder.limit).map { Reminder(time: $0, weekdays: weekdays) }
        return (Array(kept), times.count - kept.count)
    }
}
