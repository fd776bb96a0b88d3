import HabitCore
import HabitStore

/// Habitica's user-data export (`habitica-user-data.json`, `GET /export/userdata.json`),
/// recognised by its `tasks` beside the user's `tasksOrder` or `preferences`.
enum HabiticaFormat: SourceFormat {
    static let format = ImportFormat(id: "habitica", app: "Habitica", file: .export, keySpace: "habitica")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .json(let value) = content else { return false }
        return HabiticaReader.recognizes(json: value)
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .json(let value) = content else { throw .invalidImport("it is not a Habitica export.") }
        return HabiticaImport.source(try HabiticaReader.read(value), as: format)
    }
}

/// Habitica's dailies as Habits' habits (SPEC §17; FORMATS.md §4): the task id is the key, the
/// first tag the category, the notes and checklist the note; a day is done when any history
/// entry of it (in the person's zone and day start) is `completed: true` — the `completed:
/// false` ones are the next day's cron about the day before; the habit starts on its start date
/// or its first entry, whichever is earlier; reminders ring at their local times. Habitica's
/// habits, to-dos and rewards are not habits here, and its scores, difficulty and attributes
/// have no home; Habitica has no archive.
enum HabiticaImport {
    static func source(_ habitica: HabiticaData, as format: ImportFormat) -> ImportSource {
        var notes: [ImportIssue] = []
        if !habitica.zoneGiven { notes.append(.zoneUnknown) }
        if !(habitica.habits.isEmpty && habitica.todos.isEmpty && habitica.rewards.isEmpty) {
            notes.append(.otherTasks(app: format.app, habits: habitica.habits.count, todos: habitica.todos.count, rewards: habitica.rewards.count))
        }
        if !habitica.dailies.isEmpty { notes.append(.gameFields(app: format.app)) }
        return ImportSource(format: format, habits: habitica.dailies.map { habit($0, in: habitica) }, notes: notes)
    }

    static func habit(_ daily: HabiticaDaily, in habitica: HabiticaData) -> SourceHabit {
        var habit = SourceHabit(key: daily.id.map { "id:" + $0 }, name: daily.text,
                                description: SourceMapping.joined([daily.notes] + daily.checklist.map { "☐ " + $0 }),
                                category: daily.tags.first, start: daily.startDate.map(habitica.date(of:)))
        if !daily.checklist.isEmpty { habit.notes.append(.textInNote(fields: ["checklist"])) }
        let (schedule, issue) = self.schedule(daily)
        habit.schedule = schedule
        if let issue { habit.notes.append(issue) }
        let (days, compressed) = doneDays(daily, in: habitica)
        habit.entries = days.map { SourceEntry(day: $0, state: .done) }
        if compressed > 0 { habit.notes.append(.compressedHistory(count: compressed)) }
        let weekdays: WeekdaySet = if case .weekdays(let days) = schedule { days } else { .everyDay }
        habit.reminders = daily.reminders.map { Reminder(time: habitica.timeOfDay(of: $0), weekdays: weekdays) }
        return habit
    }

    /// The closest schedule, and what is approximate about it, in Habitica's own terms
    /// (`weekly, everyX 2: m th`). Habitica counts every X days or weeks from the start date and
    /// ties monthly dailies to dates; here they are counts in days in a row or in a month.
    static func schedule(_ daily: HabiticaDaily) -> (Schedule, ImportIssue?) {
        let everyX = daily.everyX
        let repeatCount = Array(daily.repeatDays).count
        func approximated(_ schedule: Schedule) -> (Schedule, ImportIssue?) {
            (schedule, .scheduleApproximated(app: "Habitica", original: notation(daily), schedule: schedule))
        }
        guard let frequency = daily.frequency, everyX >= 1, frequency != .weekly || repeatCount > 0 else {
            return (.everyDay, .neverDue(app: "Habitica", original: notation(daily), schedule: .everyDay))
        }
        switch frequency {
        case .daily:
            return everyX == 1 ? (.everyDay, nil) : approximated(SourceMapping.rolling(times: 1, days: everyX).0)
        case .weekly:
            if everyX == 1 { return (.weekdays(daily.repeatDays), nil) }
            return approximated(SourceMapping.rolling(times: repeatCount, days: 7 * everyX).0)
        case .monthly:
            let times = daily.daysOfMonth.isEmpty ? max(1, daily.weeksOfMonth.count) * max(1, repeatCount) : daily.daysOfMonth.count
            if everyX == 1 { return approximated(times >= 31 ? .everyDay : SourceMapping.monthly(times).0) }
            return approximated(SourceMapping.rolling(times: times, days: 30 * everyX).0)
        case .yearly:
            return approximated(SourceMapping.rolling(times: 1, days: 365 * everyX).0)
        }
    }

    /// A daily's repetition as its fields say it: `daily, everyX 3`, `weekly, everyX 2: m th`,
    /// `monthly, daysOfMonth 1 15`, `monthly, weeksOfMonth 0 2: s`, `yearly`.
    static func notation(_ daily: HabiticaDaily) -> String {
        var text = daily.frequencyName + (daily.everyX == 1 ? "" : ", everyX \(daily.everyX)")
        let names: [(Weekday, String)] = [(.mon, "m"), (.tue, "t"), (.wed, "w"), (.thu, "th"), (.fri, "f"), (.sat, "s"), (.sun, "su")]
        let days = names.filter { daily.repeatDays.contains($0.0) }.map(\.1).joined(separator: " ")
        switch daily.frequency {
        case .weekly?: text += ": " + (days.isEmpty ? "–" : days)
        case .monthly? where !daily.daysOfMonth.isEmpty: text += ", daysOfMonth " + daily.daysOfMonth.map(String.init).joined(separator: " ")
        case .monthly?: text += ", weeksOfMonth " + daily.weeksOfMonth.map(String.init).joined(separator: " ") + ": " + days
        case .daily?, .yearly?, nil: break
        }
        return text
    }

    /// The days a daily was done: those with any `completed: true` entry (a `completed: false`
    /// one never undoes a check); and how many entries Habitica had compressed into averages,
    /// which say nothing of a day.
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
}
