/// When a habit is due, and every walk over days that depends on it: the due rule, the streak
/// walk and the statistics walk. An enum so that a new kind ("3 times a week") is a new case
/// here with its own walks; nothing outside this file looks inside a case.
///
/// To add a kind: a case with its limits in `validated()`, its arms in the walks below and in
/// `Codable`, its summary in the copy catalogue, its controls in the form, and a migration if
/// the store's CHECK constraints need to learn it.
public enum Schedule: Hashable, Sendable {
    /// Due on the chosen weekdays; never empty.
    case weekdays(WeekdaySet)

    public static let everyDay = Schedule.weekdays(.everyDay)

    /// The schedule if it keeps its kind's limits, else the error the person sees.
    public func validated() throws(DomainError) -> Schedule {
        switch self {
        case .weekdays(let days):
            if days.isEmpty { throw .scheduleEmpty }
        }
        return self
    }

    /// The weekdays of a `weekdays` schedule, Monday first (nil for other kinds).
    public var weekdayList: [Weekday]? {
        switch self {
        case .weekdays(let days): return Array(days)
        }
    }

    /// Whether the habit is due on `day` (a day on or after its start).
    public func isDue(on day: Day, history: History, start: Day, today: Day) -> Bool {
        switch self {
        case .weekdays(let days): return days.contains(day.weekday)
        }
    }

    /// Throws the message the person sees when `day` cannot take an entry for this schedule.
    func checkCanMark(_ day: Day, name: String) throws(DomainError) {
        switch self {
        case .weekdays(let days):
            if !days.contains(day.weekday) { throw .notScheduled(name: name, weekday: day.weekday) }
        }
    }

    // MARK: Walks

    /// Current and best streak as of `today`.
    ///
    /// `weekdays`: walk scheduled days only; the current streak starts at today when today is
    /// scheduled and done, else at the latest scheduled day before today, and counts back while
    /// done. Today is never a broken day. The best streak is the longest run, never below the
    /// current one.
    public func streaks(history: History, start: Day, today: Day) -> Streaks {
        switch self {
        case .weekdays(let days):
            let entries = history.entries
            var next = history.insertionIndex(of: start)
            var run = 0, best = 0
            var day = start
            var weekday = day.weekday.index
            while day <= today {
                if days.bits & (1 << weekday) != 0 {
                    while next < entries.count && entries[next].day < day { next += 1 }
                    if next < entries.count && entries[next].day == day && entries[next].isDone {
                        run += 1
                        if run > best { best = run }
                    } else if day != today {
                        run = 0
                    }
                }
                day = Day(ordinal: day.ordinal + 1)
                weekday = weekday == 6 ? 0 : weekday + 1
            }
            return Streaks(current: run, best: best)
        }
    }

    /// The statistics walk: for every day from `start` (the habit's) to `today`, adds one to
    /// `due[day − origin]` when the habit is due then, and one to `doneDue` when it was also done.
    func tallyDueDays(history: History, start: Day, today: Day, origin: Day,
                      due: inout [Int32], doneDue: inout [Int32]) {
        guard start <= today else { return }
        switch self {
        case .weekdays(let days):
            let entries = history.entries
            var next = history.insertionIndex(of: start)
            var weekday = start.weekday.index
            for offset in origin.days(until: start)...origin.days(until: today) {
                if days.bits & (1 << weekday) != 0 {
                    let ordinal = origin.ordinal + offset
                    while next < entries.count && entries[next].day.ordinal < ordinal { next += 1 }
                    due[offset] += 1
                    if next < entries.count && entries[next].day.ordinal == ordinal && entries[next].isDone {
                        doneDue[offset] += 1
                    }
                }
                weekday = weekday == 6 ? 0 : weekday + 1
            }
        }
    }
}

// MARK: The outward form

/// The one outward form of a schedule, used by the store, the export, the JSON of the CLI and the
/// API (SPEC §16's `frequency`): `{"kind": "weekdays", "weekdays": ["mon", "wed"]}`. Decoding
/// reads the shape only; the library's commands check the kind's limits (`validated()`), so a
/// goal out of range is a broken rule with its own message, not a malformed document.
extension Schedule: Codable {
    private enum Key: String, CodingKey { case kind, weekdays }

    public enum Kind: String, Codable, Sendable, CaseIterable { case weekdays }

    public var kind: Kind {
        switch self {
        case .weekdays: return .weekdays
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .weekdays: self = .weekdays(WeekdaySet(try container.decode([Weekday].self, forKey: .weekdays)))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .weekdays(let days): try container.encode(Array(days), forKey: .weekdays)
        }
    }
}

/// A set of weekdays as seven bits: cheap to test on every day of ten years of history. Only
/// `Schedule` reads the bits.
public struct WeekdaySet: Hashable, Sendable, Sequence {
    fileprivate private(set) var bits: UInt8

    public init(_ days: some Sequence<Weekday>) {
        bits = 0
        for day in days { insert(day) }
    }

    public static let everyDay = WeekdaySet(Weekday.allCases)

    public var isEmpty: Bool { bits == 0 }
    public var isEveryDay: Bool { bits == 0x7F }
    public func contains(_ day: Weekday) -> Bool { bits & (1 << day.index) != 0 }
    public mutating func insert(_ day: Weekday) { bits |= 1 << day.index }

    public func makeIterator() -> some IteratorProtocol<Weekday> {
        Weekday.allCases.filter { contains($0) }.makeIterator()
    }
}

