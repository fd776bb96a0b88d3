/// The product's English copy (SPEC §4 gives it).
public struct English: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "English" }

    public var pluralRule: PluralRule { .english }

    // MARK: Dates

    public var monthNames: [String] {
        ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
    }
    private var shortMonthNames: [String] {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    }
    public var weekdayNames: [String] { ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] }
    public var shortWeekdayNames: [String] { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] }

    public func weekdayTitle(_ weekday: Weekday) -> String { weekdayName(weekday) }
    public func heading(_ day: Day) -> String {
        "\(weekdayName(day.weekday)), \(day.dayOfMonth) \(monthName(day.month))"
    }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year)" }
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y)"
    }
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(monthName(day.month)) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, one: "day", few: "days", many: "days"))" }
    public func trackerCount(_ count: Int) -> String {
        "\(count) \(plural(count, one: "tracker", few: "trackers", many: "trackers"))"
    }
    public func best(_ count: Int) -> String { "Best \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let times): "\(times) \(plural(times, one: "time", few: "times", many: "times")) a week"
        case .monthly(let times): "\(times) \(plural(times, one: "time", few: "times", many: "times")) a month"
        case .rolling(1, let days): "Every \(days) days"
        case .rolling(let times, let days): "\(times) \(plural(times, one: "time", few: "times", many: "times")) in \(days) days"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) wk"
        case .months: "\(count) mo"
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, one: "week", few: "weeks", many: "weeks"))"
        case .months: "\(count) \(plural(count, one: "month", few: "months", many: "months"))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Trackers" }
    public var statistics: String { "Statistics" }
    public var search: String { "Search" }
    public var filters: String { "Filters" }
    public var whatToTrack: String { "What shall we track?" }
    public var nothingFound: String { "Nothing found" }
    public var pinned: String { "Pinned" }
    public var progressTodayTemplate: String { "{done} of {total} done today" }
    public var progressOtherDayTemplate: String { "{done} of {total} done" }
    public var allDoneToday: String { "All done today. Nice work!" }
    public var addTracker: String { "Add tracker" }
    public var createTracker: String { "Create a tracker" }
    public var habit: String { "Habit" }
    public var irregularEvent: String { "Irregular event" }
    public var chooseDate: String { "Choose a day" }
    public var previousMonth: String { "Previous month" }
    public var nextMonth: String { "Next month" }
    public var today: String { "Today" }
    public var settings: String { "Settings" }
    public func menuFor(_ name: String) -> String { "\(name): actions" }
    public func markDone(_ name: String) -> String { "Mark \(name) done" }
    public var pin: String { "Pin" }
    public var unpin: String { "Unpin" }
    public var edit: String { "Edit" }
    public var details: String { "Details" }
    public var delete: String { "Delete" }
    public var allTrackers: String { "All trackers" }
    public var todaysTrackers: String { "Today's trackers" }
    public var completed: String { "Completed" }
    public var uncompleted: String { "Uncompleted" }
    public func deleteTrackerQuestion(_ name: String) -> String { "Delete \"\(name)\" and its history? This cannot be undone." }
    public var offlineStatus: String { "Offline — your taps will sync" }
    public var syncedStatus: String { "All changes synced" }
    public var refusedStatus: String { "A change made offline was not saved:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Track only what you want", "Even if it's not liters of water and yoga"] }
    public var onboardingLabel: String { "Welcome to Habits" }
    public var awesomeTech: String { "Awesome tech!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Nothing to analyze yet" }
    public var bestStreak: String { "Best streak" }
    public var perfectDays: String { "Perfect days" }
    public var trackersCompleted: String { "Trackers completed" }
    public var average: String { "Average" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "New habit" }
    public var newEvent: String { "New irregular event" }
    public var editHabit: String { "Edit habit" }
    public var editEvent: String { "Edit irregular event" }
    public var namePlaceholder: String { "Enter tracker name" }
    public var trackerName: String { "Tracker name" }
    public var clear: String { "Clear" }
    public var category: String { "Category" }
    public var schedule: String { "Schedule" }
    public var everyDay: String { "Every day" }
    public var note: String { "Note" }
    public var notePlaceholder: String { "Optional description" }
    public var emoji: String { "Emoji" }
    public var color: String { "Colour" }
    public var cancel: String { "Cancel" }
    public var create: String { "Create" }
    public var save: String { "Save" }
    public var done: String { "Done" }
    public var chooseCategory: String { "Choose a category." }
    public var chooseDays: String { "Pick at least one day." }
    public var chooseEmoji: String { "Pick an emoji." }
    public var chooseColor: String { "Pick a colour." }
    public var startDate: String { "Start date" }
    public var chooseStart: String { "Pick a start date." }
    public var changedElsewhere: String {
        "This tracker was changed after you opened the form. These are its current values; make your change again."
    }
    public var colorNames: [String] {
        ["Blue", "Green", "Amber", "Red", "Purple", "Cyan", "Pink", "Slate", "Coral", "Orange", "Azure", "Violet",
         "Mint", "Orchid", "Indigo", "Light pink", "Periwinkle", "Lime"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Current streak \(days(current)), best \(best)" }
    public var categoryPlaceholder: String { "Habits and events can be grouped by meaning" }
    public var addCategory: String { "Add category" }
    public var newCategory: String { "New category" }
    public var categoryNamePlaceholder: String { "Enter category name" }
    public var categoryMenu: String { "Category actions" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Delete \"\(name)\" and its \(trackerCount(count))? This cannot be undone."
    }

    // MARK: Tracker detail

    public var back: String { "← Back" }
    public var offlineTitle: String { "No connection" }
    public var offlineMessage: String { "This screen isn't saved on this device. Connect to the internet and try again." }
    public var currentStreak: String { "Current streak" }
    public var bestStreakDetail: String { "Best streak" }
    public var last7Days: String { "Last 7 days" }
    public var last30Days: String { "Last 30 days" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) completed since \(mediumDate(start))"
    }
    public var dayDone: String { "done" }
    public var dayMissed: String { "missed" }
    public var dayPending: String { "not yet done" }
    public var dayUnscheduled: String { "not scheduled" }
    public var dayBeforeStart: String { "before the start" }
    public var daySkipped: String { "skipped" }
    public var dayPaused: String { "paused" }
    public var dayOpen: String { "open" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "." }
    public var scheduleDaysOfWeek: String { "Days of the week" }
    public var scheduleTimesAWeek: String { "Times a week" }
    public var scheduleTimesAMonth: String { "Times a month" }
    public var scheduleEveryNDays: String { "Every N days" }
    public var scheduleTimesInDays: String { "N times in M days" }
    public var applySchedule: String { "Apply" }
    public var numberOfTimes: String { "Times" }
    public var numberOfDays: String { "Days" }
    public var measureTitle: String { "Measure" }
    public var measureAmount: String { "Count an amount" }
    public var measureFixedHint: String { "A yes/no habit stays yes/no; create a new habit to count an amount." }
    public var unit: String { "Unit" }
    public var unitPlaceholder: String { "glasses, km, min" }
    public var target: String { "Target" }
    public var atMost: String { "At most" }
    public var step: String { "Step" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "At least" : "At most"
        switch per {
        case .days: return "\(limit) \(target) \(unit) a day"
        case .weeks: return "\(limit) \(target) \(unit) a week"
        case .months: return "\(limit) \(target) \(unit) a month"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) this week"
        case .months: "\(value) / \(target) \(unit) this month"
        }
    }
    /// The unit is the person's own word (often a plural), so it stands apart: "Add 1 (glasses) to Water".
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Add \(step) (\(unit)) to \(name)" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Best \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Current streak \(streakLength(current, unit)), best \(streakLength(best, unit))"
    }
    public var value: String { "Value" }
    public func valueFor(_ name: String) -> String { "Value of \(name)" }
    public var skipToday: String { "Skip today" }
    public var skip: String { "Skip" }
    public var unskip: String { "Unskip" }
    public func noteFor(_ name: String) -> String { "Note on \(name)" }
    public var dayNote: String { "Note for the day" }
    public var skippedCard: String { "Skipped" }
    public var optionalToday: String { "Optional today" }
    public var pause: String { "Pause" }
    public var resume: String { "Resume" }
    public var archive: String { "Archive" }
    public var unarchive: String { "Unarchive" }
    public var moveUp: String { "Move up" }
    public var moveDown: String { "Move down" }
    public var pausedSection: String { "Paused" }
    public func pauseFor(_ name: String) -> String { "Pause \(name)" }
    public var pauseFrom: String { "From" }
    public var pauseUntil: String { "Until" }
    public var pauseUntilHint: String { "Leave Until empty to pause until you resume." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "Paused until \(mediumDate($0))" } ?? "Paused until resumed" }
    public var pauseAll: String { "Pause all" }
    public var pauseAllHint: String { "Pause every habit for a holiday: the days don't break streaks." }
    public var archivedTitle: String { "Archived" }
    public var nothingArchived: String { "Nothing is archived." }
    public var dayStart: String { "Day starts at" }
    public var setDayStart: String { "Set the day start" }
    public var dayStartHint: String { "Marks made after midnight and before this hour count for the day before." }
    public var weekStart: String { "First day of the week" }
    public var weekStartHint: String { "Calendars begin on this day, and a weekly habit counts its times from it." }
    public var setWeekStart: String { "Set the first day of the week" }

    // MARK: Settings

    public var languageLabel: String { "Language" }
    public var export: String { "Export" }
    public var exportHint: String { "Download everything as one JSON file." }
    public var importTitle: String { "Import" }
    public var importHint: String { "Load an exported file into this empty app." }
    public var importButton: String { "Import file" }
    public func imported(_ trackers: Int) -> String { "Imported \(trackers) trackers." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — sign in" }
    public var passphrase: String { "Passphrase" }
    public var signIn: String { "Sign in" }
    public var wrongPassphrase: String { "Wrong passphrase." }
    public var tooManyPassphrases: String { "Too many wrong passphrases. Wait a moment and try again." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Not found", "This page or tracker doesn't exist (any more).")
        case 503: ("Couldn't save", "The change couldn't be saved right now, and nothing was changed. Try again in a moment.")
        case 400...499: ("That didn't work", "The request couldn't be understood.")
        default: ("Something went wrong", "Something went wrong on our side. Try again.")
        }
    }
    public var backToTrackers: String { "Back to Trackers" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Give your tracker a name."
        case .nameTooLong, .categoryNameTooLong: "Limit 38 characters"
        case .duplicateTracker(let name): "You already track \"\(name)\"."
        case .categoryNameMissing: "Give your category a name."
        case .duplicateCategory(let name): "Category \"\(name)\" already exists."
        case .noteTooLong: "Keep the note to 200 characters or fewer."
        case .controlCharacters: "Control characters (like NUL) can't be used in names or notes."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Pick one of the emoji."
        case .invalidColor(let text): "\"\(text)\" is not a colour; use #RRGGBB."
        case .futureDay: "You can't mark a future day."
        case .beforeStart(let name, let start): "\(name) started on \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "\(name) isn't scheduled on \(weekdayName(weekday))s."
        case .eventAlreadyDone(let name, let day): "\(name) was already done on \(mediumDate(day)). Undo that day first."
        case .startAfterFirstCompletion(let name, let first):
            "\(name) was first done on \(mediumDate(first)); it can't start later."
        case .startInFuture: "A tracker can't start in the future."
        case .kindChange: "A habit can't become an event, or the other way round."
        case .unknownTracker(let name): "No tracker is called \"\(name)\"."
        case .unknownCategory(let name): "No category is called \"\(name)\"."
        case .databaseNotEmpty: "Import needs an empty database; this one already has data."
        case .invalidImport(let problem): "This file can't be imported: \(problem)"
        case .scheduleOutOfRange(.weekly): "Pick \(Schedule.weeklyLimits.lowerBound) to \(Schedule.weeklyLimits.upperBound) times a week."
        case .scheduleOutOfRange(.monthly): "Pick \(Schedule.monthlyLimits.lowerBound) to \(Schedule.monthlyLimits.upperBound) times a month."
        case .scheduleOutOfRange(.rolling):
            "Pick N times in M days, with N at least \(Schedule.rollingTimesLimits.lowerBound), below M, and M at most \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Give a unit of 1 to 16 characters, like glasses or km."
        case .targetInvalid: "The target is a number above 0 and at most 1,000,000, with up to 3 decimals."
        case .stepInvalid: "The step is a number above 0 and at most 1,000,000, with up to 3 decimals."
        case .valueInvalid: "A value is a number from 0 to 1,000,000 with up to 3 decimals."
        case .notMeasurable(let name): "\(name) is a yes/no habit: mark it done, it takes no value."
        case .measureOnEvent: "An irregular event can't be measured; make it a habit."
        case .measureChange: "A yes/no habit can't become measurable, or the other way round."
        case .cannotSkipEvent(let name): "\(name) is an irregular event; events can't be skipped."
        case .cannotPauseEvent(let name): "\(name) is an irregular event; only habits can be paused."
        case .pauseEndsBeforeStart: "A pause can't end before it starts."
        case .dayStartOutOfRange: "The day can start on the hour from 00:00 to 06:00."
        case .weekStartUnsupported: "The week can start on Monday, Sunday or Saturday."
        case .archived(let name): "\(name) is archived; unarchive it to change its days."
        case .startAfterArchive(let name, let archived):
            "\(name) was archived on \(mediumDate(archived)); it can't start after that."
        case .unknownZone(let zone): "\"\(zone)\" is not a time zone; use a name like Europe/Berlin."
        case .channelURLInvalid: "Give a web address that starts with https://, like https://ntfy.sh/my-topic."
        case .channelURLInsecure: "Reminders go over https; plain http only to this machine (localhost or 127.0.0.1)."
        case .channelSecretInvalid: "The secret is 1 to 200 characters without spaces."
        case .channelLabelTooLong: "Keep the name under 60 characters."
        case .pushKeysInvalid: "This browser's push subscription has keys Habits can't use."
        case .tooManyChannels: "That's 50 channels already; remove one first."
        case .unknownChannel(let id): "No notification channel has the id \"\(id)\"."
        case .doneTokenInvalid: "This notification is from a device that no longer gets reminders; open the app to mark the habit."
        case .reminderTimeInvalid(let text): "\"\(text)\" is not a time; use 24-hour HH:MM, like 21:00."
        case .duplicateReminder(let time): "There is already a reminder at \(time)."
        case .tooManyReminders: "A tracker can have up to \(Reminder.limit) reminders."
        case .reminderDaysEmpty: "Choose at least one day for the reminder."
        case .accountNameInvalid: "Give the account a name of up to 64 characters, without control characters."
        case .duplicateAccount(let name): "There is already an account \"\(name)\"."
        case .unknownAccount(let name): "There is no account \"\(name)\"."
        case .passwordTooShort(let minimum): "Choose a password of at least \(minimum) characters."
        case .passwordTooLong: "That password is too long; keep it under 1,024 bytes."
        case .invitationInvalid: "This sign-up link is not valid: it was used already or is older than 7 days. Ask for a new one."
        case .tokenLabelInvalid: "Give the token a label of up to 64 characters, without control characters."
        case .passwordIsName: "Choose a password that is not the account's name."
        case .passwordsDiffer: "The two new passwords differ; type the same one twice."
        case .currentPasswordWrong: "The current password is wrong; nothing was changed."
        case .identityTaken(let subject): "The sign-in \"\(subject)\" belongs to another account already."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Add a tracker with: habits add NAME --category CAT --every-day" }
    public var noCategories: String { "No categories yet. Add one with: habits category add NAME" }
    public var listTrackersHint: String { "Run 'habits list' to see your trackers." }
    public var listCategoriesHint: String { "Run 'habits category list' to see your categories." }
    public func addedCategory(_ name: String) -> String { "Added category \"\(name)\"." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Renamed category \"\(old)\" to \"\(new)\"." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "This deletes \"\(name)\" and its \(trackerCount(count)) for good. Run again with --yes to confirm."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "Deleted \"\(name)\" and its \(trackerCount(count))."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "Added \(emoji) \(name) (\(schedule ?? "irregular event")) to \(category)."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "Updated \(emoji) \(name)." }
    public func pinnedTracker(_ name: String) -> String { "Pinned \(name)." }
    public func unpinnedTracker(_ name: String) -> String { "Unpinned \(name)." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "This deletes \"\(name)\" and its history for good. Run again with --yes to confirm."
    }
    public func deletedTracker(_ name: String) -> String { "Deleted \"\(name)\" and its history." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "done" : "not done"
        return changed ? "\(name): \(state) on \(day.iso)." : "\(name) was already \(state) on \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Last 30 days, \(first.iso) to \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "Exported \(categories) categories and \(trackers) trackers to \(file)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Imported \(categories) categories, \(trackers) trackers and \(completions) completions."
    }
    public func serving(url: String, database: String) -> String {
        "Habits is serving \(url) (database \(database)). Stop with Ctrl-C."
    }
    public var stopped: String { "stopped; database closed." }
    public func clockPinned(_ instant: String) -> String { "warning: HABITS_NOW is set; the clock starts at \(instant), not now." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String { "\(value) / \(target) \(unit)" }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) of \(days(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "this month" : "this week" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "a week"; case .monthly: "a month"; default: "a day" }
        return "\(measure.direction == .atMost ? "at most" : "at least") \(measure.target) \(measure.unit) \(per)"
    }
    public func tapAdds(_ step: Quantity) -> String { "a tap adds \(step)" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(value) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) on \(day.iso)\(period)." : "\(name) was already \(amount) on \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): skipped on \(day.iso)." : "\(name) was already skipped on \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): note \"\(note)\"."
        case (nil, true): "\(name), \(day.iso): note removed."
        case (_?, false): "\(name) already has that note on \(day.iso)."
        case (nil, false): "\(name) has no note on \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "\(from.iso) to \($0.iso)" } ?? "from \(from.iso) until resumed"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "Paused \(name), \(range)." : "\(name) is already paused \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "Resumed \(name)." : "\(name) isn't paused today."
    }
    public func pausedUntilLine(_ until: Day?) -> String { "paused until \(until?.iso ?? "resumed")" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "Archived \(name); its history stays." : "\(name) is already archived."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "Unarchived \(name)." : "\(name) isn't archived."
    }
    public func archivedSince(_ day: Day) -> String { "Archived on \(day.iso); 'habits unarchive' brings it back." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Moved \(name) \(up ? "up" : "down")." : "\(name) is already \(up ? "first" : "last") in its category."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Moved category \"\(name)\" \(up ? "up" : "down")."
            : "Category \"\(name)\" is already \(up ? "first" : "last")."
    }
    public var pausesLabel: String { "Pauses:" }
    public var notesLabel: String { "Notes:" }
    public var dayStartLabel: String { "Day start" }
    public var weekStartLabel: String { "Week start" }
    public var zoneLabel: String { "Time zone" }
    public var zoneUnset: String { "not set (follows the device)" }
    public var settingsSaved: String { "Settings saved." }
}
