/// What commands changed in a library, as far as they say: the store writes that instead of
/// comparing the whole library before and after (`Persistence.changes`).
///
/// A store starts a command with `Library.beginJournal()`, which gives the library a fresh
/// journal. A command that knows exactly what it changed records it (`writeEntry`: one day of one
/// tracker, the day's entry and its write times); any other change to any of the library's parts
/// leaves the journal unsure (every stored part of `Library` says so when it is set), and a library
/// replaced as a whole carries another journal, or none. So `days(since:)` answers only when the
/// recorded days are all that changed since the journal began; otherwise the store compares.
///
/// The journal is not part of the library's value: two journals are always equal and hash alike.
public struct ChangeJournal: Sendable {
    /// Tells one journal's beginning from every other's (by identity).
    final class Beginning: Sendable {}

    /// One tracker's day written by `writeEntry`.
    public struct Day: Hashable, Sendable {
        public let tracker: Tracker.ID
        public let day: HabitCore.Day
    }

    private let beginning: Beginning?
    /// The days written since the beginning, in order (repeats possible); nil once something else changed.
    private var days: [Day]?

    init() {
        beginning = nil
        days = nil
    }

    fileprivate init(beginning: Beginning) {
        self.beginning = beginning
        days = []
    }

    /// The journal's mark, to hand to `days(since:)`.
    public struct Mark: Sendable {
        fileprivate let beginning: Beginning
    }

    /// The days written since `mark`, when they are all that changed; nil when anything else may
    /// have (or the library is not the one the journal began on).
    public func days(since mark: Mark) -> [Day]? {
        guard beginning === mark.beginning else { return nil }
        return days
    }

    /// Something other than recorded days changed.
    mutating func unsure() { days = nil }

    /// `self` as it was before `writeEntry` changed the day (its own changes made it unsure),
    /// with the day recorded.
    func recording(_ tracker: Tracker.ID, _ day: HabitCore.Day) -> ChangeJournal {
        var journal = self
        journal.days?.append(Day(tracker: tracker, day: day))
        return journal
    }
}

extension ChangeJournal: Hashable {
    public static func == (_: ChangeJournal, _: ChangeJournal) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension Library {
    /// Starts a fresh journal (see `ChangeJournal`) and returns its mark.
    public mutating func beginJournal() -> ChangeJournal.Mark {
        let beginning = ChangeJournal.Beginning()
        journal = ChangeJournal(beginning: beginning)
        return ChangeJournal.Mark(beginning: beginning)
    }
}
