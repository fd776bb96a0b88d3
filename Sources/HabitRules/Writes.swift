/// What a write does to one tracker's days and pauses, checked by the rules (SPEC §10.3–§10.5):
/// the library's commands apply these (with the order of writes, `LastWriteWins`, on top), and
/// the page's WebAssembly applies the same to the writes it shows before the server answers.

extension Entry {
    /// A day's note as kept: trimmed, nil when empty; refused when longer than the limit or
    /// holding control characters other than line breaks and tabs.
    public static func validNote(_ note: String?) throws(DomainError) -> String? {
        guard let note else { return nil }
        try Names.checkPrintable(note, allowingLineBreaks: true)
        let trimmed = Names.trimmed(note)
        if trimmed.count > Tracker.noteLimit { throw .noteTooLong }
        return trimmed.isEmpty ? nil : trimmed
    }
}

extension History {
    /// Writes a day's state (`state` nil: the state the day holds stays; `.some(nil)` clears
    /// it) and note (nil keeps it, `""` removes it) for `tracker`, under `Library.setEntry`'s
    /// rules: a measurable habit takes a value from 0 to `Quantity.limit` (`done` alone means
    /// its target); a yes/no habit or an event takes no value; an event cannot be skipped; a
    /// state needs a day the tracker is shown on; a note alone may go on any day from the start
    /// to today. Returns whether the day changed (writing what it holds is a success).
    @discardableResult
    public mutating func write(state: Entry.State??, note: String?, of tracker: Tracker, on day: Day,
                               today: Day) throws(DomainError) -> Bool {
        let old = entry(on: day)
        var newState = state ?? old?.state
        if newState == .done, let measure = tracker.measure { newState = .value(measure.target) }
        let newNote = try note.map(Entry.validNote) ?? old?.note
        let new = newState == nil && newNote == nil ? nil : Entry(day: day, state: newState, note: newNote)
        if new == old { return false }
        try Rules.checkInRange(tracker, day, today: today)
        if tracker.isArchived(on: day) { throw .archived(name: tracker.name) }
        if let newState, newState != old?.state {
            switch newState {
            case .value where tracker.measure == nil: throw .notMeasurable(name: tracker.name)
            case .value(let value) where value < .zero || value > .limit: throw .valueInvalid
            case .skipped where !tracker.kind.isHabit: throw .cannotSkipEvent(name: tracker.name)
            default: try Rules.checkCanMark(tracker, history: self, on: day, today: today)
            }
        }
        if let new { set(new) } else { remove(day) }
        return true
    }
}

extension Tracker {
    /// The pauses after pausing from `from` to `until` (open: until resumed). A planned pause
    /// (one that starts after today) that the new range overlaps, and the planned one starting
    /// on `replacing`, are changed into it: a holiday entered with the wrong days is corrected
    /// by entering the right ones. Other overlapping or adjacent pauses merge into one.
    public func pausing(from: Day, until: Day?, today: Day, replacing: Day? = nil) throws(DomainError) -> [Pause] {
        guard kind.isHabit else { throw .cannotPauseEvent(name: name) }
        if let until, until < from { throw .pauseEndsBeforeStart }
        if from < createdOn { throw .beforeStart(name: name, start: createdOn) }
        let new = Pause(from: from, until: until)
        let kept = pauses.filter { $0.from <= today || ($0.from != replacing && !$0.overlaps(new)) }
        return Pause.merged(kept + [new])
    }

    /// The pauses after resuming: the pause that holds today ends yesterday, or goes away if it
    /// started today. When none holds today, the next planned pause is cancelled; `planned`
    /// names the planned pause (by its first day) to cancel instead. Nil when nothing changes;
    /// else the pauses and the pause as it was.
    public func resuming(today: Day, planned: Day? = nil) -> (pauses: [Pause], ended: Pause)? {
        let target = planned.map { day in pauses.first { $0.from == day && $0.from > today } }
            ?? pauses.first { $0.contains(today) } ?? plannedPauses(after: today).first
        guard let target, let position = pauses.firstIndex(of: target) else { return nil }
        var result = pauses
        if target.from >= today {
            result.remove(at: position)
        } else {
            result[position].until = today.adding(days: -1)
        }
        return (result, target)
    }

    /// The day an archive made on `today` starts: today, or the start of a tracker that has
    /// not begun yet.
    public func archiveDay(today: Day) -> Day { max(today, createdOn) }
}

extension Pause {
    /// Sorted, with overlapping and adjacent ranges joined.
    public static func merged(_ pauses: [Pause]) -> [Pause] {
        var result: [Pause] = []
        for pause in pauses.sorted(by: { $0.from < $1.from }) {
            if var last = result.last, last.until.map({ $0.adding(days: 1) >= pause.from }) ?? true {
                last.until = last.until.flatMap { end in pause.until.map { max(end, $0) } }
                result[result.count - 1] = last
            } else {
                result.append(pause)
            }
        }
        return result
    }
}

extension Entry {
    /// The state a page's form posts (`state`, and `value` with it), as the entry route reads it:
    /// `done`, `skipped`, `none` (clears it), `value` (an empty value clears it too); no `state`
    /// keeps the day's state (a note alone). A value that is not a number is refused.
    public static func posted(state: String?, value: String?) throws(DomainError) -> State?? {
        switch state {
        case "done": return .some(.done)
        case "skipped": return .some(.skipped)
        case "none": return .some(nil)
        case "value" where Names.trimmed(value ?? "").isEmpty: return .some(nil)
        case "value":
            guard let amount = Quantity(value ?? "") else { throw .valueInvalid }
            return .some(.value(amount))
        default: return nil
        }
    }
}

/// A form's field that does not hold what it should (its name).
public struct PostedField: Error, Hashable, Sendable {
    public let name: String

    public init(_ name: String) { self.name = name }
}

extension Pause {
    /// A pause as its sheet posts it: `from` (empty: today) to `until` (empty: until resumed).
    public static func posted(from: String?, until: String?, today: Day) -> Result<Pause, PostedField> {
        let fromText = Names.trimmed(from ?? ""), untilText = Names.trimmed(until ?? "")
        guard let start = fromText.isEmpty ? today : Day(fromText) else { return .failure(PostedField("from")) }
        if untilText.isEmpty { return .success(Pause(from: start, until: nil)) }
        guard let end = Day(untilText) else { return .failure(PostedField("until")) }
        return .success(Pause(from: start, until: end))
    }
}

extension History {
    /// The value a measurable habit's card button writes on `day`: one step more than the day
    /// holds; nil when that write would be refused (past the limit, or a day it cannot take).
    public func afterStep(of tracker: Tracker, on day: Day, today: Day) -> Quantity? {
        guard let measure = tracker.measure else { return nil }
        let value = (entry(on: day)?.value ?? .zero) + measure.step
        var copy = self
        guard (try? copy.write(state: .some(.value(value)), note: nil, of: tracker, on: day, today: today)) != nil else { return nil }
        return value
    }
}
