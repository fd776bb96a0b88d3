extension English: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "\(app) backup"
        case .export: "\(app) export"
        case .csvExport: "\(app) CSV export"
        case .files: "\(app) files"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, one: "habit", few: "habits", many: "habits")) (\(new) new) and "
            + "\(entries) \(plural(entries, one: "entry", few: "entries", many: "entries"))"
            + (category.map { " into \"\($0)\"" } ?? "")
        return dryRun ? "\(file): would import \(what); \(written) would change." : "\(file): imported \(what); \(written) changed."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Renamed"
        case .approximated: "Approximated"
        case .notMapped: "Not mapped"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(plural(n, one: one, few: many, many: many))" }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "it has no name; it is called \"\(name)\" here."
        case .nameCut(let name): "its name is longer than \(Tracker.nameLimit) characters; it is \"\(name)\" here."
        case .nameTaken(let existing, let name): "you already track \"\(existing)\"; it is \"\(name)\" here."
        case .sameNameInFile(let name): "another habit in the file has the same name; this one is \"\(name)\" here."
        case .categoryUnusable(let name, let into): "its category \"\(name)\" cannot be a category name here; it went into \"\(into)\"."
        case .sameIDInFile: "it has the same id as another habit in the file; it was left out."
        case .frequencyMeaningless(let frequency, let schedule):
            "its frequency \(frequency) means nothing; it is \"\(scheduleSummary(schedule))\" here."
        case .scheduleCapped(let wanted, let schedule):
            "\"\(scheduleSummary(wanted))\" is more than Habits allows; it is \"\(scheduleSummary(schedule))\" here."
        case .goalCountsDays(let app, let schedule):
            "\(app)'s \(schedule.streakUnit == .months ? "monthly" : "weekly") goal counts days; imported as \"\(scheduleSummary(schedule))\"."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) counts its goal in calendar periods; here it is counted over any run of days: \"\(scheduleSummary(schedule))\"."
        case .scheduleUnknown: "the file does not say how often its habits are due; each is \"\(scheduleSummary(.everyDay))\" here."
        case .valuesWithoutMeasure: "its values are numbers, but the file gives no unit or target."
        case .scheduleApproximated(let app, let original, let schedule):
            "\(app)'s schedule \"\(original)\" has no exact match here; it is \"\(scheduleSummary(schedule))\"."
        case .neverDue(let app, let original, let schedule): "\(app) never asks for it (\"\(original)\"); here it is \"\(scheduleSummary(schedule))\"."
        case .amountsInNote(let n): "\(count(n, "answer", "answers")) with an amount \(n == 1 ? "has" : "have") no unit or target to count it by; the amounts are kept in the notes."
        case .onlyInLog: "it is in the file \"log\" but not in \"habits\" (renamed or removed); it came in archived."
        case .endsLater(let day): "it ends on \(mediumDate(day)), which has not passed yet; it is not archived here."
        case .linesSkipped(let n, let file, let first):
            "\(count(n, "line", "lines")) of \"\(file)\" that the app itself skips left out (the first is line \(first))."
        case .compressedHistory(let n): "\(count(n, "entry", "entries")) the app had averaged over months or years \(n == 1 ? "tells" : "tell") no single day; left out."
        case .zoneUnknown: "the file gives no time zone; its days are taken in UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "\(app)'s habits (\(habits)), to-dos (\(todos)) and rewards (\(rewards)) have no place here; they were left out."
        case .gameFields(let app): "\(app)'s scores, difficulty and attributes have no place here."
        case .measureAssumed(let unit, let target):
            "the file gives no unit or target for its numbers; they are counted in \"\(unit)\" with a target of \(number(target)) a day."
        case .unitMissing(let unit): "it has no unit; it is \"\(unit)\" here."
        case .unitCut(let unit): "its unit is longer than \(Measure.unitLimit) characters; it is \"\(unit)\" here."
        case .targetFitted(let original, let target): "its target \(original) is out of range; it is \(number(target)) here."
        case .futureEntries(let n, let after): "\(count(n, "entry", "entries")) after \(mediumDate(after)) left out."
        case .valuesOutOfRange(let n, let example): "\(count(n, "entry", "entries")) with values out of range (such as \(example)) left out."
        case .numbersOnYesNo(let n): "\(count(n, "entry", "entries")) with numbers, which a yes/no habit here cannot take, left out."
        case .notesCut(let n): "\(count(n, "note", "notes")) longer than \(Tracker.noteLimit) characters cut."
        case .orphanEntries(let n): "\(count(n, "entry", "entries")) of no habit in the file left out."
        case .unknownEntries(let n, let kinds): "\(count(n, "entry", "entries")) of a kind the app does not document (\(kinds)) left out."
        case .failedDays(let n): "days marked as failed (\(n)) have no state here (a day not done is simply not marked); their notes are kept."
        case .partialDaysInNote(let n): "days short of the daily goal (\(n)) are not done here; their values are in their notes."
        case .noteCut: "its description is longer than \(Tracker.noteLimit) characters; the note was cut."
        case .textInNote(let fields):
            "\(fields.map { "\"\($0)\"" }.joined(separator: ", ")) \(fields.count == 1 ? "has" : "have") no place here; the text is kept in the note."
        case .formationGoal(let days): "its goal of forming the habit in \(count(days, "day", "days")) has no place here."
        case .desiredMaximum(let amount, let unit): "its desired maximum of \(quantity(amount, unit: unit)) a day has no place here."
        case .lowerLimit(let amount, let unit):
            "its lower limit of \(quantity(amount, unit: unit)) a day has no place here; only the upper limit is kept."
        case .oneMissAllowed: "its rule that one missed day does not break the streak has no place here."
        case .targetHistory: "its earlier targets have no place here; every day is judged by the current one."
        case .monthlyReminder(let time, let days):
            "its reminder at \(time.text) on day \(days.map(String.init).joined(separator: ", ")) of the month has no place here; reminders here go by weekday."
        case .tooManyReminders(let kept): "it has more reminders than Habits keeps; the first \(kept) are kept."
        case .colorUnreadable(let text): "its colour \"\(text)\" cannot be read; red was used."
        case .deletedHabits(let n): "\(count(n, "deleted habit", "deleted habits")) left out."
        }
    }

    public func importReminders(_ count: Int) -> String { "\(count) \(plural(count, one: "reminder", few: "reminders", many: "reminders"))" }

    public func importIntro(apps: String) -> String {
        "Take everything with you, or bring your history in from another Habits or from \(apps)."
    }
    public var importChooseAnyFile: String { "A Habits export, or a backup or export of another habit app" }
    public var importCategoryHint: String { "Habits that have no category in the file go here (the app's name if empty)." }
}
