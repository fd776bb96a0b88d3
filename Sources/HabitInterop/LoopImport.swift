import Foundation
import HabitCore
import HabitStore

/// How a Loop import goes in.
public struct LoopImportOptions: Hashable, Sendable {
    /// The day of the import: the archive day of archived habits, the start day of habits
    /// without entries; entries after it are left out (every rule ignores them anyway).
    public var today: Day
    /// The category every new habit goes into (made if there is none by that name).
    public var categoryName: String

    public init(today: Day, categoryName: String = "Loop") {
        self.today = today
        self.categoryName = categoryName
    }
}

/// What an import did or, for a preview, would do (`habits import --dry-run`, the web preview).
public struct ImportReport: Hashable, Sendable {
    public struct Habit: Hashable, Sendable {
        public let trackerID: Tracker.ID
        /// The name in Loop.
        public let loopName: String
        /// The tracker's name in the library (differs on a clash: `Run (Loop)`).
        public let name: String
        /// False when the habit matched a tracker of an earlier import.
        public let isNew: Bool
        public let schedule: Schedule
        public let measure: Measure?
        public let archived: Bool
        /// Entries the file gives the habit (after mapping: YES_AUTO, NO and UNKNOWN without a
        /// note are not entries).
        public let entries: Int
        /// Of those, the ones this import adds or changes (0 on a re-import).
        public let entriesWritten: Int
        /// Loop's reminder, as data for the reminders feature (SPEC §15); not in the library.
        public let reminder: LoopReminder?
    }

    /// Something that went in approximately or not at all, in English.
    public struct Unmapped: Hashable, Sendable {
        /// The Loop habit's name, or nil for the file as a whole.
        public let habit: String?
        public let problem: String
    }

    /// Where new habits went.
    public let category: String
    public let habits: [Habit]
    public let notMapped: [Unmapped]

    public var newHabits: Int { habits.filter(\.isNew).count }
    public var entries: Int { habits.reduce(0) { $0 + $1.entries } }
    public var entriesWritten: Int { habits.reduce(0) { $0 + $1.entriesWritten } }
    /// Whether importing changes the library at all.
    public var changesLibrary: Bool { newHabits > 0 || entriesWritten > 0 }
    /// Loop's reminders by the tracker they belong to.
    public var reminders: [(tracker: Tracker.ID, reminder: LoopReminder)] {
        habits.compactMap { habit in habit.reminder.map { (habit.trackerID, $0) } }
    }
}

/// Maps Loop's habits onto a library (SPEC §12) and merges them in.
public enum LoopImport {
    /// The library with `loop` merged in, and what happened. Pure: nothing is written; the
    /// caller stores the library if the person confirms.
    ///
    /// - A Loop habit is matched by its uuid (by its name in files without uuids) through a
    ///   name-based tracker id, so importing the same file again changes nothing. A matched
    ///   tracker keeps its name, category, schedule and the rest as they are in Habits (it may
    ///   have been edited here); only its entries are merged, and its start moves earlier if the
    ///   file has older entries. A habit whose uuid is a tracker's own id (a Loop backup made by
    ///   Habits) matches that tracker.
    /// - New habits go into `options.categoryName`, after the trackers there are, in Loop's order;
    ///   a name already in use gets ` (Loop)` appended.
    /// - Entries: on a day the file has a state (done, skipped, a value) it wins; a note in the
    ///   file replaces the day's note; a day the file does not have is left as it is.
    public static func merge(_ loop: LoopData, into library: Library,
                             options: LoopImportOptions) throws(DomainError) -> (library: Library, report: ImportReport) {
        var merger = Merger(library: library, options: options)
        merger.notMapped = loop.skipped.map { ImportReport.Unmapped(habit: nil, problem: $0) }
        for habit in loop.habits { try merger.add(habit) }
        return try merger.finish()
    }

    /// `1 entry`, `3 entries`: the report is English.
    static func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }

    // MARK: Mapping of single fields (SPEC §12)

    /// Loop's frequency num/den as a schedule, and what was changed to fit our limits.
    static func schedule(numerator: Int, denominator: Int) -> (Schedule, String?) {
        let (num, den) = (numerator, denominator)
        guard num > 0, den > 0 else { return (.everyDay, "its frequency \(num)/\(den) means nothing; it is every day here.") }
        if num >= den { return (.everyDay, nil) }
        if den == 7 { return (.weekly(num), nil) }
        if den == 30 || den == 31 {
            let limit = Schedule.monthlyLimits.upperBound
            return num <= limit ? (.monthly(num), nil)
                : (.monthly(limit), "\(num) times a month is more than the \(limit) Habits allows; it is \(limit) times a month here.")
        }
        let days = Schedule.rollingDaysLimits.upperBound
        if den <= days { return (.rolling(times: num, days: den), nil) }
        let times = min(Schedule.rollingTimesLimits.upperBound, max(1, Int((Double(num) * Double(days) / Double(den)).rounded())))
        return (.rolling(times: times, days: days),
                "\(num) times in \(den) days reaches past the \(days)-day limit; it is \(times) times in \(days) days here.")
    }

    /// Question and description joined, cut to the note limit with `…`.
    static func note(question: String, description: String) -> (String?, Bool) {
        let parts = [question, description].map { cleaned($0) }.filter { !$0.isEmpty }
        return cut(parts.joined(separator: "\n"), to: Tracker.noteLimit)
    }

    /// Text without the control characters notes refuse, trimmed.
    static func cleaned(_ text: String, keepingLineBreaks: Bool = true) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                if keepingLineBreaks && (scalar == "\n" || scalar == "\t") { scalars.append(scalar) }
                else if keepingLineBreaks && scalar == "\r" { continue }
                else { scalars.append(" ") }
            } else {
                scalars.append(scalar)
            }
        }
        return Names.trimmed(String(scalars))
    }

    /// The text if it fits `limit` characters, else its start and `…`; and whether it was cut.
    static func cut(_ text: String, to limit: Int) -> (String?, Bool) {
        guard !text.isEmpty else { return (nil, false) }
        guard text.count > limit else { return (text, false) }
        return (Names.trimmed(String(text.prefix(limit - 1))) + "…", true)
    }

    /// A Loop entry as a day's state for a tracker with `measure` (nil: yes/no).
    static func state(_ value: Int, measure: Measure?) -> (state: Entry.State?, fits: Bool) {
        if value == LoopEntry.skip { return (.skipped, true) }
        if value == LoopEntry.unknown { return (nil, true) }
        guard measure != nil else {
            switch value {
            case LoopEntry.yesManual: return (.done, true)
            case LoopEntry.yesAuto, LoopEntry.no: return (nil, true)
            default: return (nil, false)
            }
        }
        guard value >= 0 else { return (nil, false) }
        return value <= Quantity.limit.thousandths ? (.value(Quantity(thousandths: value)), true) : (.value(.limit), false)
    }
}

/// One import's work, habit by habit.
private struct Merger {
    let original: Library
    let options: LoopImportOptions
    var trackers: [Tracker]
    var histories: [Tracker.ID: History]
    var categories: [HabitCore.Category]
    var category: HabitCore.Category?
    var names: Set<String>
    var nextPosition: Int
    var habits: [ImportReport.Habit] = []
    var notMapped: [ImportReport.Unmapped] = []
    var assigned = Set<Tracker.ID>()

    init(library: Library, options: LoopImportOptions) {
        original = library
        self.options = options
        trackers = library.trackers
        histories = library.histories
        categories = library.categories
        names = Set(library.trackers.map { Names.key($0.name) })
        nextPosition = (library.trackers.map(\.position).max() ?? -1) + 1
    }

    mutating func record(_ habit: LoopHabit, _ problem: String) {
        notMapped.append(ImportReport.Unmapped(habit: habit.name, problem: problem))
    }

    mutating func add(_ habit: LoopHabit) throws(DomainError) {
        let id = trackerID(for: habit)
        guard assigned.insert(id).inserted else {
            record(habit, "it has the same uuid as another habit in the file; it was left out.")
            return
        }
        if let index = trackers.firstIndex(where: { $0.id == id }) {
            try mergeMatched(habit, at: index)
        } else {
            try addNew(habit, id: id)
        }
    }

    /// A tracker this file (or a Habits-made Loop backup) gave before, else the name-based id.
    func trackerID(for habit: LoopHabit) -> Tracker.ID {
        if let uuid = habit.uuid, uuid.count == 32, uuid.allSatisfy(\.isHexDigit) {
            let chars = Array(uuid.lowercased())
            let dashed = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
            if let own = Tracker.ID(dashed), trackers.contains(where: { $0.id == own && $0.kind.isHabit }) { return own }
        }
        return Tracker.ID(NameBasedUUID.make(name: "loop:" + habit.key))
    }

    // MARK: New habits

    mutating func addNew(_ habit: LoopHabit, id: Tracker.ID) throws(DomainError) {
        let name = uniqueName(for: habit)
        let (schedule, scheduleProblem) = LoopImport.schedule(numerator: habit.numerator, denominator: habit.denominator)
        if let scheduleProblem { record(habit, scheduleProblem) }
        let measure = measure(for: habit)
        let (note, noteCut) = LoopImport.note(question: habit.question, description: habit.description)
        if noteCut { record(habit, "its question and description are longer than \(Tracker.noteLimit) characters together; the note was cut.") }
        let entries = self.entries(of: habit, measure: measure)
        let createdOn = min(entries.first?.day ?? options.today, options.today)
        let category = try importCategory()
        let tracker = Tracker(id: id, name: name, kind: .habit(schedule), categoryID: category.id, emoji: Palette.emoji[0],
                              color: LoopPalette.nearestPaletteColor(to: habit.color), createdOn: createdOn,
                              position: nextPosition, note: note, measure: measure,
                              archivedOn: habit.archived ? options.today : nil)
        nextPosition += 1
        names.insert(Names.key(name))
        trackers.append(tracker)
        histories[id] = History(sorted: entries)
        habits.append(ImportReport.Habit(trackerID: id, loopName: habit.name, name: name, isNew: true, schedule: schedule,
                                         measure: measure, archived: habit.archived, entries: entries.count,
                                         entriesWritten: entries.count, reminder: habit.reminder))
    }

    mutating func importCategory() throws(DomainError) -> HabitCore.Category {
        if let category { return category }
        let name = try Names.validCategoryName(options.categoryName)
        let found = categories.first { Names.key($0.name) == Names.key(name) } ?? {
            let made = HabitCore.Category(id: Category.ID(NameBasedUUID.make(name: "category:" + Names.key(name))), name: name,
                                          position: (categories.map(\.position).max() ?? -1) + 1)
            categories.append(made)
            return made
        }()
        category = found
        return found
    }

    /// Loop's name made valid here, with ` (Loop)` (then ` (Loop 2)`, …) on a clash.
    mutating func uniqueName(for habit: LoopHabit) -> String {
        var base = LoopImport.cleaned(habit.name, keepingLineBreaks: false)
        if !Names.hasVisibleBase(base) {
            base = "Loop habit \(habit.position)"
            record(habit, "it has no name; it is called \"\(base)\" here.")
        } else if base.count > Tracker.nameLimit {
            base = LoopImport.cut(base, to: Tracker.nameLimit).0 ?? base
            record(habit, "its name is longer than \(Tracker.nameLimit) characters; it is \"\(base)\" here.")
        }
        guard names.contains(Names.key(base)) else { return base }
        var attempt = 1
        while true {
            let suffix = attempt == 1 ? " (Loop)" : " (Loop \(attempt))"
            let candidate = Names.trimmed(String(base.prefix(Tracker.nameLimit - suffix.count))) + suffix
            if !names.contains(Names.key(candidate)) {
                record(habit, "you already track \"\(base)\"; it is \"\(candidate)\" here.")
                return candidate
            }
            attempt += 1
        }
    }

    /// A numeric habit's measure, fitted to our limits (nil for yes/no habits).
    mutating func measure(for habit: LoopHabit) -> Measure? {
        let numerical = habit.isNumerical ?? habit.entries.contains { !(-1...3).contains($0.value) }
        guard numerical else { return nil }
        if habit.isNumerical == nil {
            record(habit, "its values are numbers, but this layout of Habits.csv gives no unit or target.")
        }
        var unit = LoopImport.cleaned(habit.unit, keepingLineBreaks: false)
        if unit.isEmpty {
            unit = "units"
            record(habit, "it has no unit; it is \"units\" here.")
        } else if unit.count > Measure.unitLimit {
            unit = Names.trimmed(String(unit.prefix(Measure.unitLimit)))
            record(habit, "its unit is longer than \(Measure.unitLimit) characters; it is \"\(unit)\" here.")
        }
        let thousandths = habit.targetValue.isFinite ? Int((habit.targetValue * 1000).rounded()) : 0
        var target = Quantity(thousandths: thousandths)
        if thousandths <= 0 {
            target = Quantity(thousandths: 1)
            record(habit, "its target is \(habit.targetValue.formatted()); targets here are above 0, so it is 0.001.")
        } else if target > .limit {
            target = .limit
            record(habit, "its target is over \(Quantity.limit); it is \(Quantity.limit) here.")
        }
        return Measure(unit: unit, target: target, direction: habit.targetType == 1 ? .atMost : .atLeast)
    }

    /// The habit's Loop entries as entries here, sorted, for a tracker with `measure`.
    mutating func entries(of habit: LoopHabit, measure: Measure?) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(habit.entries.count)
        var future = 0, unfit = 0, notesCut = 0
        for loopEntry in habit.entries {
            guard loopEntry.day <= options.today else { future += 1; continue }
            let (state, fits) = LoopImport.state(loopEntry.value, measure: measure)
            if !fits { unfit += 1 }
            let (note, wasCut) = LoopImport.cut(LoopImport.cleaned(loopEntry.notes), to: Tracker.noteLimit)
            if wasCut { notesCut += 1 }
            guard state != nil || note != nil else { continue }
            result.append(Entry(day: loopEntry.day, state: state, note: note))
        }
        if future > 0 { record(habit, "\(LoopImport.count(future, "entry", "entries")) after \(options.today) left out.") }
        if unfit > 0 {
            record(habit, measure == nil ? "\(LoopImport.count(unfit, "entry", "entries")) with numbers, which a yes/no habit here cannot take, left out."
                : "\(LoopImport.count(unfit, "entry", "entries")) with values out of range, left out or set to the largest value.")
        }
        if notesCut > 0 { record(habit, "\(LoopImport.count(notesCut, "note", "notes")) longer than \(Tracker.noteLimit) characters cut.") }
        return result
    }

    // MARK: Habits imported before

    mutating func mergeMatched(_ habit: LoopHabit, at index: Int) throws(DomainError) {
        var tracker = trackers[index]
        let incoming = entries(of: habit, measure: tracker.measure)
        var byDay: [Day: Entry] = [:]
        for entry in histories[tracker.id]?.entries ?? [] { byDay[entry.day] = entry }
        var written = 0
        for entry in incoming {
            let old = byDay[entry.day]
            let new = Entry(day: entry.day, state: entry.state ?? old?.state, note: entry.note ?? old?.note)
            if new != old {
                byDay[entry.day] = new
                written += 1
            }
        }
        if written > 0 { histories[tracker.id] = History(byDay.values) }
        if let first = incoming.first?.day, first < tracker.createdOn {
            tracker.createdOn = first
            trackers[index] = tracker
        }
        habits.append(ImportReport.Habit(trackerID: tracker.id, loopName: habit.name, name: tracker.name, isNew: false,
                                         schedule: tracker.kind.schedule ?? .everyDay, measure: tracker.measure,
                                         archived: tracker.archivedOn != nil, entries: incoming.count,
                                         entriesWritten: written, reminder: habit.reminder))
    }

    // MARK: The result

    func finish() throws(DomainError) -> (library: Library, report: ImportReport) {
        let report = ImportReport(category: category?.name ?? options.categoryName, habits: habits, notMapped: notMapped)
        guard report.changesLibrary else { return (original, report) }
        let library = try Library(validating: categories, trackers: trackers, histories: histories, settings: original.settings)
        return (library.withNotificationChannels(original.notificationChannels), report)
    }
}
