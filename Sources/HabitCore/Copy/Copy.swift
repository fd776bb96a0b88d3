/// Every string the product shows a person, in one language: the web pages, the page script's
/// status lines, rule errors, the sign-in page and the command line's output. One instance per
/// language (`English`, `Russian`); `Language.copy` picks it.
///
/// Nothing that varies by language has a default here, so a new language is one new type that
/// does not compile until every string is written. The few helpers in the extension below only
/// combine requirements (plural forms, arrays by index) and never hold words of their own.
public protocol Copy: ChartCopy, PatternCopy, PlanCopy, SyncCopy, TransferCopy, TransferPageCopy, ImportCopy, NotifyCopy, ReminderCopy, AccountCopy,
                       SignInCopy, HintCopy,
                       ServiceCopy,
                       Sendable {
    // MARK: Language

    /// The language's own name, as Settings lists it: "English", "Русский".
    var languageName: String { get }
    /// The CLDR rule its plural forms follow (`pluralCategory`), for whole numbers and numbers
    /// written with a fraction.
    var pluralRule: PluralRule { get }

    // MARK: Dates (formatted without ICU: DateFormatter costs memory and start-up time)

    /// Month names as they stand alone, January first: "March", "март".
    var monthNames: [String] { get }
    /// Weekday names as they read in a sentence, Monday first: "Monday", "понедельник".
    var weekdayNames: [String] { get }
    /// Short weekday names, Monday first: "Mon", "Пн".
    var shortWeekdayNames: [String] { get }
    /// A weekday as it stands at the start of a line (the form's schedule rows): "Monday", "Понедельник".
    func weekdayTitle(_ weekday: Weekday) -> String
    /// `EEEE, d MMMM`: "Saturday, 8 March" / "Суббота, 8 марта".
    func heading(_ day: Day) -> String
    /// The heading with the year, as the command line prints it: "Saturday, 8 March 2025".
    func headingWithYear(_ day: Day) -> String
    /// `d MMM yyyy`: "1 Mar 2025" / "1 мар. 2025 г.".
    func mediumDate(_ day: Day) -> String
    /// `EEE d`: "Mon 3" / "Пн 3", the detail page's day chips.
    func chip(_ day: Day) -> String
    /// The calendar's title for the month `day` falls in: "March 2025" / "Март 2025".
    func monthTitle(_ day: Day) -> String

    // MARK: Counts and summaries

    /// `N days` / `N дней`.
    func days(_ count: Int) -> String
    /// `N trackers` / `N трекеров`.
    func trackerCount(_ count: Int) -> String
    /// A card's best streak: `Best N` / `Рекорд N`.
    func best(_ count: Int) -> String
    /// `Mon, Wed, Fri`, `Every day`, `3 times a week`, `2 times a month`, `Every 3 days`,
    /// `2 times in 10 days` (SPEC §10.1).
    func scheduleSummary(_ schedule: Schedule) -> String
    /// A streak on a card with its unit: `3` days read as the number alone, `3 wk`, `2 mo`.
    func streakCount(_ count: Int, _ unit: StreakUnit) -> String
    /// A streak spelled out on the detail page: `3 days`, `3 weeks`, `2 months`.
    func streakLength(_ count: Int, _ unit: StreakUnit) -> String

    // MARK: Trackers screen

    var trackers: String { get }
    var statistics: String { get }
    var search: String { get }
    var filters: String { get }
    var whatToTrack: String { get }
    var nothingFound: String { get }
    var pinned: String { get }
    /// The progress line for today, `{done}` and `{total}` left to fill (the offline page fills them).
    var progressTodayTemplate: String { get }
    /// The progress line for another day, `{done}` and `{total}` left to fill.
    var progressOtherDayTemplate: String { get }
    var allDoneToday: String { get }
    var addTracker: String { get }
    var createTracker: String { get }
    var habit: String { get }
    var irregularEvent: String { get }
    var chooseDate: String { get }
    var previousMonth: String { get }
    var nextMonth: String { get }
    var today: String { get }
    var settings: String { get }
    func menuFor(_ name: String) -> String
    /// The check button's label.
    func markDone(_ name: String) -> String
    var pin: String { get }
    var unpin: String { get }
    var edit: String { get }
    var details: String { get }
    var delete: String { get }
    var allTrackers: String { get }
    var todaysTrackers: String { get }
    var completed: String { get }
    var uncompleted: String { get }
    func deleteTrackerQuestion(_ name: String) -> String
    /// The page script's status line while taps wait for a connection.
    var offlineStatus: String { get }
    /// The page script's status line once the waiting taps reached the server.
    var syncedStatus: String { get }
    /// The status line after a change made offline was refused when it was sent; the server's
    /// reason follows it.
    var refusedStatus: String { get }

    // MARK: Onboarding

    var onboardingTitles: [String] { get }
    /// The onboarding carousel's label for screen readers.
    var onboardingLabel: String { get }
    var awesomeTech: String { get }

    // MARK: Statistics

    var nothingToAnalyze: String { get }
    var bestStreak: String { get }
    var perfectDays: String { get }
    var trackersCompleted: String { get }
    var average: String { get }

    // MARK: New/Edit tracker and the category picker

    var newHabit: String { get }
    var newEvent: String { get }
    var editHabit: String { get }
    var editEvent: String { get }
    var namePlaceholder: String { get }
    var trackerName: String { get }
    var clear: String { get }
    var category: String { get }
    var schedule: String { get }
    var everyDay: String { get }
    var note: String { get }
    var notePlaceholder: String { get }
    var emoji: String { get }
    var color: String { get }
    var cancel: String { get }
    var create: String { get }
    var save: String { get }
    var done: String { get }
    var chooseCategory: String { get }
    /// Also the rule error `DomainError.scheduleEmpty`.
    var chooseDays: String { get }
    var chooseEmoji: String { get }
    var chooseColor: String { get }
    var startDate: String { get }
    var chooseStart: String { get }
    /// A save from a stale copy of the form.
    var changedElsewhere: String { get }
    /// Spoken names of the palette's colours, in `Palette.colors` order.
    var colorNames: [String] { get }
    /// What a screen reader says for a card's `🔥 7` and `Best 7`.
    func streaksLabel(current: Int, best: Int) -> String
    var categoryPlaceholder: String { get }
    var addCategory: String { get }
    var newCategory: String { get }
    var categoryNamePlaceholder: String { get }
    var categoryMenu: String { get }
    func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String

    // MARK: Tracker detail

    var back: String { get }
    /// The service worker's page for a screen it has no copy of while offline.
    var offlineTitle: String { get }
    var offlineMessage: String { get }
    var currentStreak: String { get }
    /// The detail page's best streak of one tracker (Statistics' `bestStreak` is over all of them).
    var bestStreakDetail: String { get }
    var last7Days: String { get }
    var last30Days: String { get }
    /// `{n} days completed since {d MMM yyyy}`.
    func completedSince(_ days: Int, _ start: Day) -> String
    var dayDone: String { get }
    var dayMissed: String { get }
    var dayPending: String { get }
    var dayUnscheduled: String { get }
    var dayBeforeStart: String { get }
    var daySkipped: String { get }
    var dayPaused: String { get }
    /// A flexible habit's day that is neither due nor done.
    var dayOpen: String { get }

    // MARK: Part 2 of the web app: schedules, measures, entries, pauses, archive, order, day start

    /// The decimal separator numbers are written with: "." / ",".
    var decimalSeparator: String { get }
    /// The schedule sheet's five kinds.
    var scheduleDaysOfWeek: String { get }
    var scheduleTimesAWeek: String { get }
    var scheduleTimesAMonth: String { get }
    var scheduleEveryNDays: String { get }
    var scheduleTimesInDays: String { get }
    /// The schedule sheet's button that checks it and shows its summary (without JavaScript).
    var applySchedule: String { get }
    /// Labels of the schedule sheet's number fields.
    var numberOfTimes: String { get }
    var numberOfDays: String { get }
    var measureTitle: String { get }
    /// The New form's switch that makes a habit measurable.
    var measureAmount: String { get }
    /// Why Edit shows no measure switch: the kind stays.
    var measureFixedHint: String { get }
    var unit: String { get }
    var unitPlaceholder: String { get }
    var target: String { get }
    var atMost: String { get }
    var step: String { get }
    /// `At least 8 glasses a day`, `At most 2 coffees a day`, `At least 20 km a week`.
    func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String
    /// A measurable card's amount: `5 / 8 glasses`, `12 / 20 km this week`, `… this month`.
    func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String
    /// A measurable card's round button: adds one step.
    func addStep(_ step: String, unit: String, to name: String) -> String
    /// A card's best streak with its unit: `Best 5 wk`.
    func best(_ count: Int, _ unit: StreakUnit) -> String
    /// What a screen reader says for a card's streaks with their unit.
    func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String
    var value: String { get }
    /// The value sheet's title for a tracker.
    func valueFor(_ name: String) -> String
    var skipToday: String { get }
    var skip: String { get }
    var unskip: String { get }
    /// The note sheet's title for a tracker and day.
    func noteFor(_ name: String) -> String
    var dayNote: String { get }
    /// A skipped card's line.
    var skippedCard: String { get }
    /// An open flexible habit's line: not due today, may be done.
    var optionalToday: String { get }
    var pause: String { get }
    var resume: String { get }
    var archive: String { get }
    var unarchive: String { get }
    var moveUp: String { get }
    var moveDown: String { get }
    /// The board's collapsed section of habits paused that day.
    var pausedSection: String { get }
    func pauseFor(_ name: String) -> String
    var pauseFrom: String { get }
    var pauseUntil: String { get }
    var pauseUntilHint: String { get }
    /// The detail page's line while paused: until a day, or until resumed.
    func pausedUntil(_ day: Day?) -> String
    var pauseAll: String { get }
    var pauseAllHint: String { get }
    var archivedTitle: String { get }
    var nothingArchived: String { get }
    var dayStart: String { get }
    var dayStartHint: String { get }
    /// Settings' week start (SPEC §19), above the weekdays it can be.
    var weekStart: String { get }
    var weekStartHint: String { get }
    var setWeekStart: String { get }
    /// The day start form's button.
    var setDayStart: String { get }

    // MARK: Settings

    var languageLabel: String { get }
    var export: String { get }
    var exportHint: String { get }
    var importTitle: String { get }
    var importHint: String { get }
    var importButton: String { get }
    func imported(_ trackers: Int) -> String

    // MARK: Sign-in page

    var signInTitle: String { get }
    var passphrase: String { get }
    var signIn: String { get }
    var wrongPassphrase: String { get }
    /// While wrong passphrases are throttled.
    var tooManyPassphrases: String { get }

    // MARK: Error pages

    /// The heading and explanation a browser sees for a failed request's status.
    func errorPage(status: Int) -> (title: String, text: String)
    var backToTrackers: String { get }

    // MARK: Rule errors

    /// What went wrong and what to do next, for every rule the person's input can break.
    func message(_ error: DomainError) -> String

    // MARK: Command line

    /// After `whatToTrack` when the board is empty.
    var addTrackerHint: String { get }
    var noCategories: String { get }
    /// After a message about an unknown tracker.
    var listTrackersHint: String { get }
    /// After a message about an unknown category.
    var listCategoriesHint: String { get }
    func addedCategory(_ name: String) -> String
    func renamedCategory(_ old: String, to new: String) -> String
    func confirmDeleteCategory(_ name: String, trackers count: Int) -> String
    func deletedCategory(_ name: String, trackers count: Int) -> String
    /// `schedule` is the summary of a habit's days, nil for an event.
    func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String
    func updatedTracker(emoji: String, name: String) -> String
    func pinnedTracker(_ name: String) -> String
    func unpinnedTracker(_ name: String) -> String
    func confirmDeleteTracker(_ name: String) -> String
    func deletedTracker(_ name: String) -> String
    /// A `done` or `undo`: whether the day is now done, and whether anything changed.
    func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String
    /// `Last 30 days, 2025-02-06 to 2025-03-07:`
    func last30DaysRange(from first: Day, to last: Day) -> String
    func exported(categories: Int, trackers: Int, to file: String) -> String
    func importedAll(categories: Int, trackers: Int, completions: Int) -> String
    func serving(url: String, database: String) -> String
    var stopped: String { get }
    func clockPinned(_ instant: String) -> String

    // MARK: Command line, part 2 (SPEC §16)

    /// A best streak with its unit: `Best 5`, `Best 5 wk`.
    /// A day's value against a daily target: `5 / 8 glasses`.
    func amount(_ value: Quantity, of target: Quantity, unit: String) -> String
    /// A period's sum against its target: `12 / 20 km this week`, `… this month`.
    func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String
    /// A yes/no weekly or monthly habit's period: `2 of 3 days this week`.
    func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String
    /// What a measurable habit aims at: `at least 8 glasses a day`, `at most 2 coffees a week`.
    func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String
    /// What one tap adds: `a tap adds 1`.
    func tapAdds(_ step: Quantity) -> String
    /// An amount with its unit: `2.5 km`.
    func quantity(_ value: Quantity, unit: String) -> String
    /// A `done --value` (or `done` on a measurable habit): `Water: 5 / 8 glasses on 2025-03-07.`;
    /// with a period target the day's amount and the period's, `Run: 2.5 km on 2025-03-07 (12 / 20 km this week).`
    func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String
    /// A `skip`: `Read: skipped on 2025-03-05.`
    func skippedDay(_ name: String, on day: Day, changed: Bool) -> String
    /// A `note` (or `--note`): the note now on the day, nil when it was removed.
    func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String
    /// A pause's days: `2025-03-10 to 2025-03-14`, `from 2025-03-10 until resumed`.
    func pauseRange(from: Day, until: Day?) -> String
    func pausedTracker(_ name: String, range: String, changed: Bool) -> String
    func resumedTracker(_ name: String, changed: Bool) -> String
    /// On a card in the board's `Paused` section: `paused until 2025-03-14`, `paused until resumed`.
    func pausedUntilLine(_ until: Day?) -> String
    func archivedTracker(_ name: String, changed: Bool) -> String
    func unarchivedTracker(_ name: String, changed: Bool) -> String
    /// `show` on an archived tracker.
    func archivedSince(_ day: Day) -> String
    func movedTracker(_ name: String, up: Bool, changed: Bool) -> String
    func movedCategory(_ name: String, up: Bool, changed: Bool) -> String
    /// `show`'s headings for the pauses and the day notes.
    var pausesLabel: String { get }
    /// The title of the board's last section, the habits paused that day.
    var notesLabel: String { get }
    var dayStartLabel: String { get }
    var weekStartLabel: String { get }
    var zoneLabel: String { get }
    /// The zone setting when none is set.
    var zoneUnset: String { get }
    var settingsSaved: String { get }
}

/// The forms of one word or phrase for each plural category a language uses; `other` is always
/// there, and a category a language does not use falls back to it.
public struct PluralForms: Sendable, Hashable {
    public var zero, one, two, few, many: String?
    public var other: String

    public init(zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil,
                many: String? = nil, other: String) {
        (self.zero, self.one, self.two, self.few, self.many, self.other) = (zero, one, two, few, many, other)
    }

    public subscript(category: PluralCategory) -> String {
        switch category {
        case .zero: zero ?? other
        case .one: one ?? other
        case .two: two ?? other
        case .few: few ?? other
        case .many: many ?? other
        case .other: other
        }
    }
}

extension Copy {
    /// The CLDR plural category of a whole number.
    public func pluralCategory(_ count: Int) -> PluralCategory { pluralRule.category(count) }
    /// The CLDR plural category of a number as it is written (`PluralOperands`: `1` and `1.0` may differ).
    public func pluralCategory(_ number: PluralOperands) -> PluralCategory { pluralRule.category(number) }

    /// The form of a word for `count`, by the language's plural rule.
    public func plural(_ count: Int, _ forms: PluralForms) -> String { forms[pluralCategory(count)] }

    /// The form of a word for `count` in a language with Russian's three whole-number forms
    /// (`other`, which CLDR keeps for fractions, reads as `many` for a whole number).
    public func plural(_ count: Int, one: String, few: String, many: String) -> String {
        plural(count, PluralForms(one: one, few: few, many: many, other: many))
    }

    /// A quantity with the language's decimal separator: `2.5` / `2,5`.
    public func number(_ quantity: Quantity) -> String { quantity.formatted(decimalSeparator: decimalSeparator) }

    public func monthName(_ month: Int) -> String { monthNames[month - 1] }
    public func weekdayName(_ weekday: Weekday) -> String { weekdayNames[weekday.index] }
    public func shortWeekdayName(_ weekday: Weekday) -> String { shortWeekdayNames[weekday.index] }

    /// The progress template for today or another day.
    public func progressTemplate(isToday: Bool) -> String { isToday ? progressTodayTemplate : progressOtherDayTemplate }
}

extension Language {
    /// This language's copy.
    public var copy: any Copy {
        switch self {
        case .en: English()
        case .ru: Russian()
        case .de: German()
        case .es: Spanish()
        case .fr: French()
        case .ptBR: Portuguese()
        case .it: Italian()
        case .pl: Polish()
        case .uk: Ukrainian()
        case .tr: Turkish()
        case .ja: Japanese()
        case .zhHans: Chinese()
        case .ar: Arabic()
        case .pseudo: PseudoEnglish()
        }
    }
}
