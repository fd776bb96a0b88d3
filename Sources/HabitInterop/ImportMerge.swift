import Foundation
import HabitCore
import HabitStore

/// How an import goes in.
public struct ImportOptions: Hashable, Sendable {
    /// The day of the import: the archive day of archived habits the app gives no day for, the
    /// start day of habits without entries; entries after it are left out.
    public var today: Day
    /// The category habits without one of their own go into (made if there is none by that
    /// name); nil: the app's name (`Loop`, `Table Habit`).
    public var categoryName: String?

    public init(today: Day, categoryName: String? = nil) {
        self.today = today
        self.categoryName = categoryName
    }
}

/// What an import did or, for a preview, would do (`habits import --dry-run`, the web preview,
/// `POST /api/v1/import?dryRun=true`).
public struct ImportReport: Hashable, Sendable {
    public struct Habit: Hashable, Sendable {
        public let trackerID: Tracker.ID
        /// The name in the app's file.
        public let sourceName: String
        /// The tracker's name in the library (differs on a clash: `Run (Loop)`).
        public let name: String
        /// False when the habit matched a tracker of an earlier import.
        public let isNew: Bool
        public let category: String
        public let schedule: Schedule
        public let measure: Measure?
        public let archived: Bool
        /// Entries the file gives the habit (after mapping: days with neither a state nor a note
        /// are not entries).
        public let entries: Int
        /// Of those, the ones this import adds or changes (0 on a re-import).
        public let entriesWritten: Int
        /// The reminders a new habit brings (a matched one keeps its own).
        public let reminders: [Reminder]
    }

    public let format: ImportFormat
    /// Where habits without a category of their own went; nil when every habit had its own.
    public let category: String?
    public let habits: [Habit]
    /// What went in under another name, approximately, or not at all, in the file's order.
    public let notes: [ImportNote]

    public var newHabits: Int { habits.filter(\.isNew).count }
    public var entries: Int { habits.reduce(0) { $0 + $1.entries } }
    public var entriesWritten: Int { habits.reduce(0) { $0 + $1.entriesWritten } }
    /// Whether importing changes the library at all.
    public var changesLibrary: Bool { newHabits > 0 || entriesWritten > 0 }
}

/// The one preview and merge of every app's file (SPEC §17), over `ImportSource`.
public enum ImportMerge {
    /// The library with `source` merged in, and what happened. Pure: nothing is written; the
    /// caller stores the library if the person confirms, merging again inside the write.
    ///
    /// - A habit is matched by the app's id for it, or (apps without ids) its name and its start
    ///   or first entry's day, through a name-based tracker id: importing the same file again
    ///   changes nothing, and a habit of the same name that is not the same habit is not merged
    ///   into. A matched tracker keeps what it has here (it may have been edited); only its
    ///   entries are merged, and its start moves earlier if the file has older entries.
    /// - New habits go into their own category (the app's group or tag, made if missing) or the
    ///   import's, after the trackers there are, in the file's order; a name already tracked gets
    ///   ` (App name)`, a name repeated in the file ` (2)`, and each renaming is reported.
    /// - Entries: on a day the file has a state (done, skipped, a value) it wins; a note in the
    ///   file replaces the day's note; a day the file does not have is left as it is.
    public static func merge(_ source: ImportSource, into library: Library,
                             options: ImportOptions) throws(DomainError) -> (library: Library, report: ImportReport) {
        var merger = Merger(library: library, source: source, options: options)
        merger.notes = source.notes.map { ImportNote(habit: nil, $0) }
        for habit in source.habits { try merger.add(habit) }
        return try merger.finish()
    }
}

/// One import's work, habit by habit.
private struct Merger {
    let original: Library
    let format: ImportFormat
    let options: ImportOptions
    var trackers: [Tracker]
    var histories: [Tracker.ID: History]
    var categories: [HabitCore.Category]
    var importCategory: HabitCore.Category?
    var names: Set<String>
    /// Names the file's own habits took, so that a second one of a name is told apart as such.
    var fileNames: Set<String> = []
    var nextPosition: Int
    var habits: [ImportReport.Habit] = []
    var notes: [ImportNote] = []
    var assigned = Set<Tracker.ID>()
    var keyCounts: [String: Int] = [:]

    init(library: Library, source: ImportSource, options: ImportOptions) {
        original = library
        format = source.format
        self.options = options
        trackers = library.trackers
        histories = library.histories
        categories = library.categories
        names = Set(library.trackers.map { Names.key($0.name) })
        nextPosition = (library.trackers.map(\.position).max() ?? -1) + 1
    }

    mutating func note(_ habit: SourceHabit, _ issue: ImportIssue) {
        notes.append(ImportNote(habit: habit.name, issue))
    }

    mutating func add(_ habit: SourceHabit) throws(DomainError) {
        let (entries, firstDay, future) = collapse(habit.entries)
        let id = trackerID(for: habit, day: habit.start ?? firstDay)
        guard assigned.insert(id).inserted else {
            note(habit, .sameIDInFile)
            return
        }
        for issue in habit.notes { note(habit, issue) }
        if future > 0 { note(habit, .futureEntries(count: future, after: options.today)) }
        if let index = trackers.firstIndex(where: { $0.id == id }) {
            mergeMatched(habit, entries: entries, at: index)
        } else if let index = legacyMatch(habit, firstDay: firstDay) {
            assigned.insert(trackers[index].id)
            mergeMatched(habit, entries: entries, at: index)
        } else {
            try addNew(habit, entries: entries, id: id)
        }
    }

    // MARK: Ids

    /// A tracker the habit's id names (a file Habits itself wrote), else the name-based id of
    /// the app's key, or of the name and the start (or first entry's) day; a key repeated in the
    /// file is numbered.
    mutating func trackerID(for habit: SourceHabit, day: Day?) -> Tracker.ID {
        if let key = habit.key, key.hasPrefix("uuid:") {
            let hex = key.dropFirst(5).filter { $0 != "-" }
            if hex.count == 32, hex.allSatisfy(\.isHexDigit) {
                let chars = Array(hex.lowercased())
                let dashed = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
                if let own = Tracker.ID(dashed), trackers.contains(where: { $0.id == own && $0.kind.isHabit }) { return own }
            }
        }
        let base = habit.key ?? "name:" + Names.key(habit.name) + "@" + (day?.iso ?? "-")
        let count = keyCounts[base, default: 0] + 1
        keyCounts[base] = count
        return Tracker.ID(NameBasedUUID.make(name: format.keySpace + ":" + (count == 1 ? base : "\(base)#\(count)")))
    }

    /// An earlier import's tracker under the habit's old name key, if it starts on the habit's
    /// first day (then it is the same habit, imported before keys held the day) or the habit
    /// has no entries (then matching it brings nothing in).
    func legacyMatch(_ habit: SourceHabit, firstDay: Day?) -> Int? {
        guard let legacy = habit.legacyKey else { return nil }
        let id = Tracker.ID(NameBasedUUID.make(name: format.keySpace + ":" + legacy))
        guard !assigned.contains(id) else { return nil }
        return trackers.firstIndex { $0.id == id && (firstDay == nil || $0.createdOn == firstDay) }
    }

    // MARK: New habits

    mutating func addNew(_ habit: SourceHabit, entries sourceEntries: [SourceEntry], id: Tracker.ID) throws(DomainError) {
        let name = uniqueName(for: habit)
        let measure = measure(for: habit)
        let entries = self.entries(sourceEntries, of: habit, measure: measure)
        let (note, noteCut) = SourceMapping.cut(SourceMapping.cleaned(habit.description), to: Tracker.noteLimit)
        if noteCut { self.note(habit, .noteCut) }
        let start = min(habit.start ?? options.today, options.today)
        let createdOn = min(entries.first?.day ?? start, start)
        let category = try category(for: habit)
        // An archive day the app gives that is still to come (harsh's end date) is not one yet.
        var archivedOn: Day?
        if habit.archived, let day = habit.archivedOn, day > options.today {
            self.note(habit, .endsLater(day: day.adding(days: -1)))
        } else if habit.archived {
            archivedOn = max(habit.archivedOn ?? options.today, createdOn)
        }
        let tracker = Tracker(id: id, name: name, kind: .habit(habit.schedule), categoryID: category.id,
                              emoji: habit.emoji.flatMap { Names.isEmoji($0) ? $0 : nil } ?? Palette.emoji[0],
                              color: habit.color.map(SourceMapping.nearestPaletteColor(to:)) ?? Palette.colors[nextPosition % Palette.colors.count],
                              createdOn: createdOn, position: nextPosition, note: note, measure: measure,
                              archivedOn: archivedOn, reminders: reminders(of: habit))
        nextPosition += 1
        names.insert(Names.key(name))
        trackers.append(tracker)
        histories[id] = History(sorted: entries)
        habits.append(ImportReport.Habit(trackerID: id, sourceName: habit.name, name: name, isNew: true, category: category.name,
                                         schedule: habit.schedule, measure: measure, archived: archivedOn != nil,
                                         entries: entries.count, entriesWritten: entries.count, reminders: tracker.reminders))
    }

    /// The habit's own category (made if missing), else the import's.
    mutating func category(for habit: SourceHabit) throws(DomainError) -> HabitCore.Category {
        if let wanted = habit.category.map({ SourceMapping.cleaned($0, keepingLineBreaks: false) }), !wanted.isEmpty {
            if let name = try? Names.validCategoryName(wanted) { return category(named: name) }
            let into = try defaultCategory()
            note(habit, .categoryUnusable(name: wanted, into: into.name))
            return into
        }
        return try defaultCategory()
    }

    mutating func defaultCategory() throws(DomainError) -> HabitCore.Category {
        if let importCategory { return importCategory }
        let made = category(named: try Names.validCategoryName(options.categoryName ?? format.app))
        importCategory = made
        return made
    }

    mutating func category(named name: String) -> HabitCore.Category {
        if let found = categories.first(where: { Names.key($0.name) == Names.key(name) }) { return found }
        let made = HabitCore.Category(id: Category.ID(NameBasedUUID.make(name: "category:" + Names.key(name))), name: name,
                                      position: (categories.map(\.position).max() ?? -1) + 1)
        categories.append(made)
        return made
    }

    /// The app's name made valid here; on a clash with a tracker of the library ` (App)` (then
    /// ` (App 2)`, …), with another habit of the same file ` (2)`, ` (3)`, …
    mutating func uniqueName(for habit: SourceHabit) -> String {
        var base = SourceMapping.cleaned(habit.name, keepingLineBreaks: false)
        if !Names.hasVisibleBase(base) {
            base = "\(format.app) \(habits.count + 1)"
            note(habit, .unnamed(newName: base))
        } else if base.count > Tracker.nameLimit {
            base = SourceMapping.cut(base, to: Tracker.nameLimit).0 ?? base
            note(habit, .nameCut(newName: base))
        }
        let inFile = !fileNames.insert(Names.key(base)).inserted
        guard names.contains(Names.key(base)) else { return base }
        var attempt = inFile ? 2 : 1
        while true {
            let suffix = inFile ? " (\(attempt))" : attempt == 1 ? " (\(format.app))" : " (\(format.app) \(attempt))"
            let candidate = Names.trimmed(String(base.prefix(Tracker.nameLimit - suffix.count))) + suffix
            if !names.contains(Names.key(candidate)) {
                note(habit, inFile ? .sameNameInFile(newName: candidate) : .nameTaken(existing: base, newName: candidate))
                return candidate
            }
            attempt += 1
        }
    }

    /// The habit's measure fitted to §10.2's limits (nil for yes/no habits).
    mutating func measure(for habit: SourceHabit) -> Measure? {
        guard let source = habit.measure else { return nil }
        var unit = SourceMapping.cleaned(source.unit, keepingLineBreaks: false)
        if unit.isEmpty {
            unit = source.defaultUnit
            note(habit, .unitMissing(unit: unit))
        } else if unit.count > Measure.unitLimit {
            unit = Names.trimmed(String(unit.prefix(Measure.unitLimit)))
            note(habit, .unitCut(unit: unit))
        }
        let limit = Double(Quantity.limit.thousandths) / 1000
        let target: Quantity
        if let fits = SourceMapping.quantity(source.target), fits > .zero {
            target = fits
        } else {
            target = source.target.isFinite && source.target > limit ? .limit : Quantity(thousandths: 1)
            note(habit, .targetFitted(original: SourceMapping.written(source.target), target: target))
        }
        let step = source.step.flatMap(SourceMapping.quantity).flatMap { $0 > .zero ? $0 : nil } ?? Quantity(1)
        return Measure(unit: unit, target: target, direction: source.direction, step: step)
    }

    /// The habit's reminders as a tracker holds them: one per time (weekdays joined), at least
    /// one weekday, sorted, the first `Reminder.limit` kept.
    mutating func reminders(of habit: SourceHabit) -> [Reminder] {
        var byTime: [TimeOfDay: WeekdaySet] = [:]
        var order: [TimeOfDay] = []
        for reminder in habit.reminders where !reminder.weekdays.isEmpty {
            if byTime[reminder.time] == nil { order.append(reminder.time) }
            byTime[reminder.time] = WeekdaySet(Array(byTime[reminder.time] ?? WeekdaySet([])) + Array(reminder.weekdays))
        }
        if order.count > Reminder.limit {
            note(habit, .tooManyReminders(kept: Reminder.limit))
            order = Array(order.prefix(Reminder.limit))
        }
        return order.sorted().map { Reminder(time: $0, weekdays: byTime[$0]!) }
    }

    // MARK: Entries

    /// Entries up to today, one per day (its last state, and its last note), sorted; the first
    /// day with something on it, for the key; and how many lay after today.
    func collapse(_ entries: [SourceEntry]) -> ([SourceEntry], Day?, Int) {
        var byDay: [Day: SourceEntry] = [:]
        var future = 0
        for entry in entries {
            guard entry.day <= options.today else { future += 1; continue }
            if let earlier = byDay[entry.day], entry.note.isEmpty {
                byDay[entry.day] = SourceEntry(day: entry.day, state: entry.state, note: earlier.note)
            } else {
                byDay[entry.day] = entry
            }
        }
        let sorted = byDay.values.sorted { $0.day < $1.day }
        return (sorted, sorted.first { $0.state != nil || !SourceMapping.cleaned($0.note).isEmpty }?.day, future)
    }

    /// Source entries as entries of a tracker with `measure` (nil: yes/no): a value on a yes/no
    /// habit or out of range is left out, done on a measurable one is its target.
    mutating func entries(_ source: [SourceEntry], of habit: SourceHabit, measure: Measure?) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(source.count)
        var outOfRange = 0, onYesNo = 0, notesCut = 0
        var example = ""
        for sourceEntry in source {
            var state: Entry.State?
            switch sourceEntry.state {
            case nil: state = nil
            case .skipped?: state = .skipped
            case .done?: state = measure.map { .value($0.target) } ?? .done
            case .value(let number)?:
                if measure == nil {
                    onYesNo += 1
                } else if let value = SourceMapping.quantity(number) {
                    state = .value(value)
                } else {
                    if outOfRange == 0 { example = SourceMapping.written(number) }
                    outOfRange += 1
                }
            }
            let (note, wasCut) = SourceMapping.cut(SourceMapping.cleaned(sourceEntry.note), to: Tracker.noteLimit)
            if wasCut { notesCut += 1 }
            guard state != nil || note != nil else { continue }
            result.append(Entry(day: sourceEntry.day, state: state, note: note))
        }
        if outOfRange > 0 { self.note(habit, .valuesOutOfRange(count: outOfRange, example: example)) }
        if onYesNo > 0 { self.note(habit, .numbersOnYesNo(count: onYesNo)) }
        if notesCut > 0 { self.note(habit, .notesCut(count: notesCut)) }
        return result
    }

    // MARK: Habits imported before

    mutating func mergeMatched(_ habit: SourceHabit, entries source: [SourceEntry], at index: Int) {
        var tracker = trackers[index]
        let incoming = entries(source, of: habit, measure: tracker.measure)
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
        names.insert(Names.key(tracker.name))
        fileNames.insert(Names.key(SourceMapping.cleaned(habit.name, keepingLineBreaks: false)))
        let category = categories.first { $0.id == tracker.categoryID }?.name ?? ""
        habits.append(ImportReport.Habit(trackerID: tracker.id, sourceName: habit.name, name: tracker.name, isNew: false,
                                         category: category, schedule: tracker.kind.schedule ?? .everyDay, measure: tracker.measure,
                                         archived: tracker.archivedOn != nil, entries: incoming.count, entriesWritten: written,
                                         reminders: []))
    }

    // MARK: The result

    func finish() throws(DomainError) -> (library: Library, report: ImportReport) {
        let report = ImportReport(format: format, category: importCategory?.name, habits: habits, notes: notes)
        guard report.changesLibrary else { return (original, report) }
        let library = try Library(validating: categories, trackers: trackers, histories: histories, settings: original.settings)
        return (library.withNotificationChannels(original.notificationChannels), report)
    }
}
