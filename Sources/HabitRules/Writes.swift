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
