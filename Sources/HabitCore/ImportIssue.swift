/// What kind of file another app wrote (SPEC §12, §17), for the preview's first words:
/// `Loop backup`, `Table Habit export`, `HabitBull CSV export`.
public enum ImportFileKind: String, Hashable, Sendable {
    /// A backup the app restores from (Loop's `.db`, Rewire, Tickmate, Habo).
    case backup
    /// A JSON export (Table Habit, Beaver, Habitica).
    case export
    /// A CSV export (Loop's zip, HabitBull, Beaver).
    case csvExport
    /// Plain data files the app keeps (harsh's `habits` and `log`).
    case files
}

/// One line of an import's preview about a habit (or, `habit` nil, the file): something that
/// went in under another name, approximately, or not at all. The copy catalogue words each
/// `ImportIssue` in every language (`ImportCopy`), so that a preview reads in the person's own.
public struct ImportNote: Hashable, Sendable {
    /// The habit's name in the file; nil for the file as a whole.
    public let habit: String?
    public let issue: ImportIssue

    public init(habit: String?, _ issue: ImportIssue) {
        self.habit = habit
        self.issue = issue
    }
}

/// Everything an importer can have to say about what it brought in. Values only: the words are
/// the copy catalogue's. A new format that meets something new adds a case here and its sentence
/// in each language's `+Import` file (the compiler lists the ones missing).
public enum ImportIssue: Hashable, Sendable {
    /// How the preview groups a line.
    public enum Kind: Hashable, Sendable {
        /// It came in whole, under another name.
        case renamed
        /// It came in, changed to fit Habits (a schedule, a unit, a target).
        case approximated
        /// It, or part of it, has no place here and was left out (text is kept in the note).
        case notMapped
    }

    // MARK: Names

    /// It has no name; it is called `newName` here.
    case unnamed(newName: String)
    /// Its name is longer than `Tracker.nameLimit`; it is `newName` here.
    case nameCut(newName: String)
    /// The person already tracks `existing`; it is `newName` here (` (App name)` appended).
    case nameTaken(existing: String, newName: String)
    /// Another habit in the same file has its name; this one is `newName` here.
    case sameNameInFile(newName: String)
    /// Its category's name cannot be a category here; it went into `into`.
    case categoryUnusable(name: String, into: String)
    /// It has the id of another habit in the file; it was left out.
    case sameIDInFile

    // MARK: Schedules and measures

    /// The app's frequency (`"0/7"`) means nothing; it is `schedule` here.
    case frequencyMeaningless(frequency: String, schedule: Schedule)
    /// `wanted` (which may break §10's limits, such as `monthly(28)`) is more than Habits allows;
    /// it is `schedule` here.
    case scheduleCapped(wanted: Schedule, schedule: Schedule)
    /// `app`'s weekly or monthly goal counts days that reach a daily goal, where Habits sums
    /// values per period: imported as the yes/no `schedule`, a day done when it reached the goal.
    case goalCountsDays(app: String, schedule: Schedule)
    /// `app` counts the goal per calendar period (a year, weeks from Monday), where `schedule`
    /// counts it over any run of days.
    case calendarWindowAsRolling(app: String, schedule: Schedule)
    /// The file does not say how often its habits are due: each is every day here.
    case scheduleUnknown
    /// Its values are numbers but the file gives no unit or target.
    case valuesWithoutMeasure
    /// `app`'s schedule (`original`, in the file's own terms: `3/2W`, `weekly, everyX 2: m th`)
    /// has no exact match; it is `schedule` here.
    case scheduleApproximated(app: String, original: String, schedule: Schedule)
    /// `app` never asks for it (`original`: harsh's `0`, a Habitica daily without weekdays);
    /// it is `schedule` here.
    case neverDue(app: String, original: String, schedule: Schedule)
    /// `count` answers carry an amount, with no unit or target to count it by: the amounts are
    /// in the days' notes.
    case amountsInNote(count: Int)
    /// It is in the app's log but not in its list of habits (renamed or removed): it came in
    /// archived.
    case onlyInLog
    /// The app retires it after `day`, which has not passed yet: it is not archived here.
    case endsLater(day: Day)
    /// `count` lines of the app's file `file` (its own name: `log`) that the app itself skips
    /// were left out; the first is line `first` (file).
    case linesSkipped(count: Int, file: String, first: Int)
    /// `count` history entries the app had averaged into months or years tell no single day;
    /// they were left out.
    case compressedHistory(count: Int)
    /// The file gives no time zone: its days are taken in UTC (file).
    case zoneUnknown
    /// `app`'s habits (with + and −), to-dos and rewards, `habits`, `todos` and `rewards` of
    /// them, have no place here (file).
    case otherTasks(app: String, habits: Int, todos: Int, rewards: Int)
    /// `app`'s scores, difficulty and attributes (a game's) have no place here (file).
    case gameFields(app: String)
    /// The file gives no unit and target for its numbers: counted in `unit` with `target` a day.
    case measureAssumed(unit: String, target: Quantity)
    /// It has no unit; it is `unit` here.
    case unitMissing(unit: String)
    /// Its unit is longer than `Measure.unitLimit`; it is `unit` here.
    case unitCut(unit: String)
    /// Its target (`original`, as the file writes it) is out of range; it is `target` here.
    case targetFitted(original: String, target: Quantity)

    // MARK: Entries

    /// `count` entries dated after `after` (the import's today) were left out.
    case futureEntries(count: Int, after: Day)
    /// `count` entries with values out of range (such as `example`) were left out.
    case valuesOutOfRange(count: Int, example: String)
    /// `count` entries with numbers, which a yes/no habit cannot take, were left out.
    case numbersOnYesNo(count: Int)
    /// `count` day notes longer than `Tracker.noteLimit` were cut.
    case notesCut(count: Int)
    /// `count` entries belong to no habit in the file and were left out.
    case orphanEntries(count: Int)
    /// `count` entries of kinds the app does not document (`kinds`, as the file writes them)
    /// were left out.
    case unknownEntries(count: Int, kinds: String)
    /// `count` days the app marks as failed have no state here (a day not done is missed);
    /// their notes are kept.
    case failedDays(count: Int)
    /// `count` days short of the daily goal are not done here; their values are in their notes.
    case partialDaysInNote(count: Int)

    // MARK: The rest of a habit

    /// Its description is longer than `Tracker.noteLimit`; the note was cut.
    case noteCut
    /// The app's fields `fields` (its own words: `cue`, `routine`) have no place here; their
    /// text is kept in the note.
    case textInNote(fields: [String])
    /// Its goal of forming the habit in `days` days has no place here.
    case formationGoal(days: Int)
    /// Its desired maximum a day (`amount`, with its unit) has no place here.
    case desiredMaximum(amount: Quantity, unit: String)
    /// Its lower limit a day (`amount`) has no place here: only the upper limit is kept.
    case lowerLimit(amount: Quantity, unit: String)
    /// Its rule that one missed day does not break a streak has no place here.
    case oneMissAllowed
    /// The targets it had earlier have no place here: every day is judged by the current one.
    case targetHistory
    /// Its reminder at `time` on days `days` of the month has no place here (reminders go by weekday).
    case monthlyReminder(time: TimeOfDay, days: [Int])
    /// It has more reminders than `Reminder.limit`; the first ones are kept.
    case tooManyReminders(kept: Int)
    /// Its colour (`text`, as the file writes it) cannot be read; red was used.
    case colorUnreadable(text: String)
    /// `count` deleted habits were left out (file).
    case deletedHabits(count: Int)

    public var kind: Kind {
        switch self {
        case .unnamed, .nameCut, .nameTaken, .sameNameInFile, .categoryUnusable: .renamed
        case .frequencyMeaningless, .scheduleCapped, .goalCountsDays, .calendarWindowAsRolling, .scheduleUnknown, .valuesWithoutMeasure,
             .measureAssumed, .unitMissing, .unitCut, .targetFitted, .notesCut, .noteCut, .partialDaysInNote, .colorUnreadable,
             .scheduleApproximated, .neverDue, .amountsInNote, .onlyInLog, .zoneUnknown:
            .approximated
        case .sameIDInFile, .futureEntries, .valuesOutOfRange, .numbersOnYesNo, .orphanEntries, .unknownEntries, .failedDays,
             .textInNote, .formationGoal, .desiredMaximum, .lowerLimit, .oneMissAllowed, .targetHistory, .monthlyReminder,
             .tooManyReminders, .deletedHabits, .endsLater, .linesSkipped, .compressedHistory, .otherTasks, .gameFields:
            .notMapped
        }
    }
}
