/// Something the person tracks: a habit on chosen weekdays, or a one-off irregular event.
public struct Tracker: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<Tracker>

    public enum Kind: Hashable, Sendable {
        case habit(Schedule)
        /// Shown every day from `createdOn` until it is done; once done on a day, only on that day.
        case event

        public var schedule: Schedule? {
            if case .habit(let schedule) = self { return schedule }
            return nil
        }
        public var isHabit: Bool { schedule != nil }
        /// `habit` or `event`, as the JSON and the database spell it.
        public var name: String { isHabit ? "habit" : "event" }
    }

    public let id: ID
    public var name: String
    public var kind: Kind
    public var categoryID: Category.ID
    public var emoji: String
    /// `#RRGGBB`, upper case.
    public var color: String
    public var createdOn: Day
    public var pinned: Bool
    /// Creation order; trackers are listed by it within their section.
    public var position: Int
    /// Seed 004's description; at most `Tracker.noteLimit` characters.
    public var note: String?
    /// A habit that counts an amount (glasses, km) instead of yes/no; nil for events.
    public var measure: Measure?
    /// Ranges of days off (a holiday): sorted, never overlapping; habits only.
    public var pauses: [Pause]
    /// From this day on the tracker has left the boards; its history stays.
    public var archivedOn: Day?
    /// Times of day to be reminded at (SPEC §15), sorted by time; habits and events alike.
    public var reminders: [Reminder]

    public static let nameLimit = 38
    public static let noteLimit = 200

    public init(id: ID, name: String, kind: Kind, categoryID: Category.ID, emoji: String,
                color: String, createdOn: Day, pinned: Bool = false, position: Int, note: String? = nil,
                measure: Measure? = nil, pauses: [Pause] = [], archivedOn: Day? = nil, reminders: [Reminder] = []) {
        self.id = id
        self.name = name
        self.kind = kind
        self.categoryID = categoryID
        self.emoji = emoji
        self.color = color
        self.createdOn = createdOn
        self.pinned = pinned
        self.position = position
        self.note = note
        self.measure = measure
        self.pauses = pauses
        self.archivedOn = archivedOn
        self.reminders = reminders
    }

    /// Whether the tracker is paused on a day.
    public func isPaused(on day: Day) -> Bool { pauses.contains { $0.contains(day) } }

    /// Whether the tracker is archived as of a day.
    public func isArchived(on day: Day) -> Bool { archivedOn.map { day >= $0 } ?? false }
}

/// Days off for a habit, `from` to `until` (both included); an open `until` lasts until resumed.
public struct Pause: Hashable, Sendable {
    public var from: Day
    public var until: Day?

    public init(from: Day, until: Day? = nil) {
        self.from = from
        self.until = until
    }

    public func contains(_ day: Day) -> Bool { day >= from && until.map { day <= $0 } ?? true }

    /// The day a new pause starts on unless another is chosen: today, or tomorrow when the habit
    /// (for Pause all, any habit) is done today, since a paused day counts as skipped and would
    /// take today's credit away (SPEC §10.4).
    public static func defaultStart(today: Day, doneToday: Bool) -> Day { doneToday ? today.adding(days: 1) : today }

    /// Whether the two share a day.
    public func overlaps(_ other: Pause) -> Bool {
        (other.until.map { from <= $0 } ?? true) && (until.map { other.from <= $0 } ?? true)
    }
}

extension Tracker {
    /// The pauses that start after `today`, soonest first: planned, and each may be changed or cancelled.
    public func plannedPauses(after today: Day) -> [Pause] { pauses.filter { $0.from > today } }
}

/// A group of trackers, listed in creation order.
public struct Category: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<Category>

    public let id: ID
    public var name: String
    public var position: Int

    public init(id: ID, name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }
}

/// What the person entered for one tracker on one day. A record rather than a bare day, so that
/// a value or a note is a new field, not a new shape for every layer that stores and moves it.
///
/// A day holds at most one state (done, skipped, or a measurable habit's value) and may hold a
/// note with no state at all ("sick" on a missed day).
public struct Entry: Hashable, Sendable {
    public enum State: Hashable, Sendable {
        /// A yes/no habit or an event was done.
        case done
        /// Neutral: neither breaks nor extends a streak, and lowers the period's goal.
        case skipped
        /// A measurable habit's amount for the day.
        case value(Quantity)
    }

    public let day: Day
    public var state: State?
    public var note: String?

    public init(day: Day, state: State? = .done, note: String? = nil) {
        self.day = day
        self.state = state
        self.note = note
    }

    public var isDone: Bool { state == .done }
    public var isSkipped: Bool { state == .skipped }
    public var value: Quantity? { if case .value(let amount) = state { amount } else { nil } }
}
