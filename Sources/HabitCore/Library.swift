import Foundation

/// Everything the person entered: categories, trackers, what each day holds, and the settings.
///
/// A value: the store keeps one as its current state, applies a command to a copy, and swaps the
/// copy in only once the change is committed. Every command validates first and either throws a
/// `DomainError` or changes the library; nothing here reads a clock — `today` is passed in.
public struct Library: Hashable, Sendable {
    // Every stored part makes the journal unsure when it is set (`ChangeJournal`): a change a
    // command does not record itself is then found by comparing the whole library.

    /// In the person's order (by `position`; new ones go last).
    public internal(set) var categories: [Category] { didSet { journal.unsure() } }
    /// In the person's order within each category (by `position`; new ones go last).
    public internal(set) var trackers: [Tracker] { didSet { journal.unsure() } }
    public internal(set) var histories: [Tracker.ID: History] { didSet { journal.unsure() } }
    public internal(set) var settings: Settings { didSet { journal.unsure() } }
    /// Where reminders go (`Library+Channels.swift`), in the order they were added (by
    /// `createdAt`, whole seconds, then id: the order the database reads them back in).
    public internal(set) var notificationChannels: [NotificationChannel] { didSet { journal.unsure() } }
    /// When each day's state (done, skipped, a value, or none) was last written, for
    /// last-write-wins (`LastWriteWins`). Kept after a day is cleared, as a tombstone, so a stale
    /// write cannot bring the day back; goes with its tracker. Days written before times were
    /// kept have none.
    public internal(set) var writeTimes: [Tracker.ID: [Day: WriteTime]] { didSet { journal.unsure() } }
    /// The same for each day's note: a note and a state are ordered apart, so a note typed on one
    /// device and a tap made later on another are both kept.
    public internal(set) var noteWriteTimes: [Tracker.ID: [Day: WriteTime]] { didSet { journal.unsure() } }
    /// When each tracker's pin and pauses were last written, for the same rule; goes with its tracker.
    public internal(set) var partWriteTimes: [Tracker.ID: [OrderedPart: WriteTime]] { didSet { journal.unsure() } }
    /// What the commands since `beginJournal()` changed, as far as they say; not part of the value.
    public internal(set) var journal = ChangeJournal()

    public init(categories: [Category] = [], trackers: [Tracker] = [], histories: [Tracker.ID: History] = [:],
                settings: Settings = .standard, notificationChannels: [NotificationChannel] = [],
                writeTimes: [Tracker.ID: [Day: WriteTime]] = [:], noteWriteTimes: [Tracker.ID: [Day: WriteTime]] = [:],
                partWriteTimes: [Tracker.ID: [OrderedPart: WriteTime]] = [:]) {
        self.categories = categories.sorted { $0.position < $1.position }
        self.trackers = trackers.sorted { $0.position < $1.position }
        self.histories = histories
        self.settings = settings
        self.notificationChannels = notificationChannels.sorted(by: NotificationChannel.addedBefore)
        self.writeTimes = writeTimes
        self.noteWriteTimes = noteWriteTimes
        self.partWriteTimes = partWriteTimes
    }

    /// When the day's state was last written, if it was written with a time.
    public func writeTime(of id: Tracker.ID, on day: Day) -> WriteTime? { writeTimes[id]?[day] }

    /// When the day's note was last written, if it was written with a time.
    public func noteWriteTime(of id: Tracker.ID, on day: Day) -> WriteTime? { noteWriteTimes[id]?[day] }

    /// When the tracker's pin or pauses were last written, if with a time.
    public func writeTime(of id: Tracker.ID, _ part: OrderedPart) -> WriteTime? { partWriteTimes[id]?[part] }

    /// Whether a write to the tracker's `part` made as `claim` goes ahead (`LastWriteWins`), and
    /// the time to record once it is done; an unordered write (no claim) goes and records none.
    func ordering(_ claim: WriteClaim?, _ part: OrderedPart, of id: Tracker.ID) -> (goes: Bool, time: WriteTime?) {
        guard let claim else { return (true, nil) }
        let time = LastWriteWins.resolve(claim, over: writeTime(of: id, part))
        return (time != nil, time)
    }

    /// Whether a write to the tracker's `part` made as `claim` would lose to the last one
    /// written (and change nothing).
    public func isStale(_ claim: WriteClaim?, _ part: OrderedPart, of id: Tracker.ID) -> Bool {
        !ordering(claim, part, of: id).goes
    }

    mutating func record(_ time: WriteTime?, _ part: OrderedPart, of id: Tracker.ID) {
        if let time { partWriteTimes[id, default: [:]][part] = time }
    }

    public var isEmpty: Bool { categories.isEmpty && trackers.isEmpty }

    public func history(of id: Tracker.ID) -> History { histories[id] ?? History() }

    /// A tracker judged as of `today` under this library's settings (its week start).
    public func judge(_ tracker: Tracker, today: Day) -> Judgement {
        Rules.judge(tracker, history: history(of: tracker.id), today: today, weekStart: settings.weekStart)
    }

    /// Every tracker judged as of `today`, in the library's order.
    public func judgements(today: Day) -> [Judgement] { trackers.map { judge($0, today: today) } }

    public func tracker(_ id: Tracker.ID) -> Tracker? {
        // Looked up several times by every request: compare ids in place, copying only the one found.
        trackers.withUnsafeBufferPointer { trackers in
            for index in trackers.indices where trackers[index].id == id { return trackers[index] }
            return nil
        }
    }
    public func category(_ id: Category.ID) -> Category? { categories.first { $0.id == id } }

    /// Finds a tracker by name, ignoring case in any script.
    public func tracker(named name: String) -> Tracker? {
        let key = Names.key(name)
        return trackers.first { Names.key($0.name) == key }
    }

    public func category(named name: String) -> Category? {
        let key = Names.key(name)
        return categories.first { Names.key($0.name) == key }
    }

    public func trackers(in category: Category.ID) -> [Tracker] {
        trackers.filter { $0.categoryID == category }
    }

    // MARK: Categories

    /// Adds a category at the end.
    @discardableResult
    public mutating func addCategory(named name: String, id: Category.ID) throws(DomainError) -> Category {
        let name = try Names.validCategoryName(name)
        if category(named: name) != nil { throw .duplicateCategory(name: name) }
        let category = Category(id: id, name: name, position: (categories.map(\.position).max() ?? -1) + 1)
        categories.append(category)
        return category
    }

    public mutating func renameCategory(_ id: Category.ID, to name: String) throws(DomainError) {
        guard let index = categories.firstIndex(where: { $0.id == id }) else { throw .unknownCategory(id.lowercased) }
        let name = try Names.validCategoryName(name)
        if let other = category(named: name), other.id != id { throw .duplicateCategory(name: name) }
        categories[index].name = name
    }

    /// Deletes a category with its trackers and their history; returns the trackers removed.
    @discardableResult
    public mutating func deleteCategory(_ id: Category.ID) throws(DomainError) -> [Tracker] {
        guard categories.contains(where: { $0.id == id }) else { throw .unknownCategory(id.lowercased) }
        let removed = trackers(in: id)
        for tracker in removed {
            histories[tracker.id] = nil
            writeTimes[tracker.id] = nil
            noteWriteTimes[tracker.id] = nil
            partWriteTimes[tracker.id] = nil
        }
        trackers.removeAll { $0.categoryID == id }
        categories.removeAll { $0.id == id }
        return removed
    }

    // MARK: Trackers

    /// Adds a tracker at the end of its category. It starts on `today` unless the draft says
    /// otherwise (never later than today).
    @discardableResult
    public mutating func addTracker(_ draft: TrackerDraft, today: Day, id: Tracker.ID) throws(DomainError) -> Tracker {
        let name = try Names.validTrackerName(draft.name)
        if tracker(named: name) != nil { throw .duplicateTracker(name: name) }
        guard category(draft.categoryID) != nil else { throw .unknownCategory(draft.categoryID.lowercased) }
        if let schedule = draft.kind.schedule { _ = try schedule.validated() }
        if draft.measure != nil && !draft.kind.isHabit { throw .measureOnEvent }
        let measure = try draft.measure?.validated()
        guard Names.isEmoji(draft.emoji) else { throw .invalidEmoji }
        let color = try Self.validColor(draft.color)
        let note = try Self.validNote(draft.note)
        let createdOn = draft.createdOn ?? today
        if createdOn > today { throw .startInFuture }
        let tracker = Tracker(id: id, name: name, kind: draft.kind, categoryID: draft.categoryID,
                              emoji: draft.emoji, color: color, createdOn: createdOn, pinned: draft.pinned,
                              position: (trackers.map(\.position).max() ?? -1) + 1, note: note, measure: measure)
        trackers.append(tracker)
        histories[tracker.id] = History()
        return tracker
    }

    /// Applies the given changes; fields left nil stay as they are.
    @discardableResult
    public mutating func updateTracker(_ id: Tracker.ID, _ changes: TrackerChanges, today: Day) throws(DomainError) -> Tracker {
        guard let index = trackers.firstIndex(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        var tracker = trackers[index]
        if let name = changes.name {
            let name = try Names.validTrackerName(name)
            if let other = self.tracker(named: name), other.id != id { throw .duplicateTracker(name: name) }
            tracker.name = name
        }
        if let categoryID = changes.categoryID {
            guard category(categoryID) != nil else { throw .unknownCategory(categoryID.lowercased) }
            tracker.categoryID = categoryID
        }
        if let schedule = changes.schedule {
            guard tracker.kind.isHabit else { throw .kindChange }
            tracker.kind = .habit(try schedule.validated())
        }
        if let emoji = changes.emoji {
            guard Names.isEmoji(emoji) else { throw .invalidEmoji }
            tracker.emoji = emoji
        }
        if let color = changes.color { tracker.color = try Self.validColor(color) }
        if let note = changes.note { tracker.note = try Self.validNote(note) }
        if let measure = changes.measure {
            guard tracker.measure != nil else { throw tracker.kind.isHabit ? .measureChange : .measureOnEvent }
            tracker.measure = try measure.validated()
        }
        if let pinned = changes.pinned { tracker.pinned = pinned }
        if let start = changes.createdOn {
            if start > today { throw .startInFuture }
            if let first = history(of: id).firstDay, start > first {
                throw .startAfterFirstCompletion(name: tracker.name, first: first)
            }
            if let archived = tracker.archivedOn, start > archived {
                throw .startAfterArchive(name: tracker.name, archived: archived)
            }
            tracker.createdOn = start
        }
        trackers[index] = tracker
        return tracker
    }

    public mutating func deleteTracker(_ id: Tracker.ID) throws(DomainError) {
        guard trackers.contains(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        trackers.removeAll { $0.id == id }
        histories[id] = nil
        writeTimes[id] = nil
        noteWriteTimes[id] = nil
        partWriteTimes[id] = nil
    }

    // MARK: Validation shared by commands

    static func validColor(_ text: String) throws(DomainError) -> String {
        guard let color = Palette.normalizedColor(text), Palette.colors.contains(color) else { throw .invalidColor(text) }
        return color
    }

    static func validNote(_ note: String?) throws(DomainError) -> String? {
        guard let note else { return nil }
        try Names.checkPrintable(note, allowingLineBreaks: true)
        let trimmed = Names.trimmed(note)
        if trimmed.count > Tracker.noteLimit { throw .noteTooLong }
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// What the person fills in to create a tracker.
public struct TrackerDraft: Hashable, Sendable {
    public var name: String
    public var kind: Tracker.Kind
    public var categoryID: Category.ID
    public var emoji: String
    public var color: String
    public var note: String?
    public var pinned: Bool
    /// Nil means today.
    public var createdOn: Day?
    /// Makes a habit measurable.
    public var measure: Measure?

    public init(name: String, kind: Tracker.Kind, categoryID: Category.ID, emoji: String = Palette.emoji[0],
                color: String = Palette.colors[0], note: String? = nil, pinned: Bool = false, createdOn: Day? = nil,
                measure: Measure? = nil) {
        self.measure = measure
        self.name = name
        self.kind = kind
        self.categoryID = categoryID
        self.emoji = emoji
        self.color = color
        self.note = note
        self.pinned = pinned
        self.createdOn = createdOn
    }
}

/// An edit: nil leaves a field unchanged. `note: ""` clears the note.
public struct TrackerChanges: Hashable, Sendable {
    public var name: String?
    public var categoryID: Category.ID?
    public var schedule: Schedule?
    public var emoji: String?
    public var color: String?
    public var note: String?
    public var pinned: Bool?
    public var createdOn: Day?
    /// A measurable habit's new unit, target, direction or step (a yes/no habit stays one).
    public var measure: Measure?

    public init(name: String? = nil, categoryID: Category.ID? = nil, schedule: Schedule? = nil, emoji: String? = nil,
                color: String? = nil, note: String? = nil, pinned: Bool? = nil, createdOn: Day? = nil,
                measure: Measure? = nil) {
        self.measure = measure
        self.name = name
        self.categoryID = categoryID
        self.schedule = schedule
        self.emoji = emoji
        self.color = color
        self.note = note
        self.pinned = pinned
        self.createdOn = createdOn
    }
}

extension Library {
    /// Builds a library from records that came from outside (an import), checking every rule the
    /// commands check, plus what commands guarantee by construction: unique ids and positions,
    /// completions on days the tracker existed, at most one for an event.
    public init(validating categories: [Category], trackers: [Tracker], histories: [Tracker.ID: History],
                settings: Settings = .standard) throws(DomainError) {
        _ = try settings.validated()
        func fail(_ problem: String) -> DomainError { .invalidImport(problem) }
        var categoryKeys = Set<String>(), categoryIDs = Set<Category.ID>(), categoryPositions = Set<Int>()
        for category in categories {
            let name = try Names.validCategoryName(category.name)
            guard name == category.name else { throw fail("category \"\(category.name)\" has spaces around its name.") }
            guard categoryIDs.insert(category.id).inserted else { throw fail("two categories share the id \(category.id).") }
            guard categoryKeys.insert(Names.key(name)).inserted else { throw .duplicateCategory(name: name) }
            guard categoryPositions.insert(category.position).inserted else {
                throw fail("two categories share the position \(category.position).")
            }
        }
        var trackerKeys = Set<String>(), trackerIDs = Set<Tracker.ID>(), trackerPositions = Set<Int>()
        for tracker in trackers {
            let name = try Names.validTrackerName(tracker.name)
            guard name == tracker.name else { throw fail("tracker \"\(tracker.name)\" has spaces around its name.") }
            guard trackerIDs.insert(tracker.id).inserted else { throw fail("two trackers share the id \(tracker.id).") }
            guard trackerKeys.insert(Names.key(name)).inserted else { throw .duplicateTracker(name: name) }
            guard trackerPositions.insert(tracker.position).inserted else {
                throw fail("two trackers share the position \(tracker.position).")
            }
            guard categoryIDs.contains(tracker.categoryID) else {
                throw fail("tracker \"\(name)\" names a category that is not in the file.")
            }
            if let schedule = tracker.kind.schedule { _ = try schedule.validated() }
            guard Names.isEmoji(tracker.emoji) else { throw fail("tracker \"\(name)\" has \"\(tracker.emoji)\" as its emoji.") }
            guard (try? Self.validColor(tracker.color)) == tracker.color else { throw .invalidColor(tracker.color) }
            guard (try? Self.validNote(tracker.note)) == tracker.note else {
                throw fail("tracker \"\(name)\" has a note over \(Tracker.noteLimit) characters or with spaces around it.")
            }
            if tracker.measure != nil {
                guard tracker.kind.isHabit else { throw .measureOnEvent }
                guard (try? tracker.measure?.validated()) == tracker.measure else {
                    throw fail("tracker \"\(name)\" has a unit, target or step out of range.")
                }
            }
            if !tracker.pauses.isEmpty {
                guard tracker.kind.isHabit else { throw .cannotPauseEvent(name: name) }
                guard Self.merged(tracker.pauses) == tracker.pauses else {
                    throw fail("tracker \"\(name)\" has pauses that overlap, are out of order, or end before they start.")
                }
            }
            guard (try? Reminder.validated(tracker.reminders)) == tracker.reminders else {
                throw fail("tracker \"\(name)\" has reminders at the same time, without days, out of order or more than \(Reminder.limit).")
            }
            if let archived = tracker.archivedOn, archived < tracker.createdOn {
                throw fail("tracker \"\(name)\" is archived on \(archived), before it started on \(tracker.createdOn).")
            }
            let history = histories[tracker.id] ?? History()
            if let first = history.firstDay, first < tracker.createdOn {
                throw fail("tracker \"\(name)\" has an entry on \(first), before it started on \(tracker.createdOn).")
            }
            if !tracker.kind.isHabit && history.doneDays.count > 1 {
                throw fail("event \"\(name)\" is done on more than one day.")
            }
            for entry in history.entries {
                switch entry.state {
                case .skipped? where !tracker.kind.isHabit: throw .cannotSkipEvent(name: name)
                case .value? where tracker.measure == nil: throw .notMeasurable(name: name)
                case .done? where tracker.measure != nil:
                    throw fail("measurable tracker \"\(name)\" is marked done on \(entry.day) without a value.")
                default: break
                }
                guard (try? Self.validNote(entry.note)) == entry.note, entry.state != nil || entry.note != nil else {
                    throw fail("tracker \"\(name)\" has an empty entry or a note that is too long on \(entry.day).")
                }
            }
        }
        guard Set(histories.keys).isSubset(of: trackerIDs) else { throw fail("completions name an unknown tracker.") }
        self.init(categories: categories, trackers: trackers, histories: histories, settings: settings)
    }
}
