/// What the person enters on a day: done, a value, skipped, a note (SPEC §10.3).
extension Library {
    /// Writes a day's state and note. `state` nil clears the state; `note` nil keeps the note
    /// there is, `""` removes it. Idempotent: returns false when the day already holds exactly
    /// that, which is a success, not an error.
    ///
    /// A measurable habit takes a value from 0 to `Quantity.limit` (`done` alone means its
    /// target); a yes/no habit or an event takes no value; an event cannot be skipped; a state
    /// needs a day the tracker is shown on (§3's refusals); a note alone may go on any day from
    /// the start to today.
    ///
    /// `at` is when the write was made (`LastWriteWins`): a write older than the last one written
    /// to that day is superseded and changes nothing (false, not an error: the day shows the
    /// newer write); an accepted one records its time, even when the day already held it, so an
    /// older write arriving later still loses. Without `at` the write is not ordered (a command
    /// of the library itself, an import): it always applies and leaves the time alone.
    @discardableResult
    public mutating func setEntry(_ state: Entry.State?, note: String? = nil, tracker id: Tracker.ID, on day: Day,
                                  today: Day, at claim: WriteClaim? = nil) throws(DomainError) -> Bool {
        guard let tracker = tracker(id) else { throw .unknownTracker(id.lowercased) }
        var time: WriteTime?
        if let claim {
            guard let resolved = LastWriteWins.resolve(claim, over: writeTime(of: id, on: day)) else { return false }
            time = resolved
        }
        var history = history(of: id)
        let old = history.entry(on: day)
        var state = state
        if state == .done, let measure = tracker.measure { state = .value(measure.target) }
        let note = try note.map(Self.validNote) ?? old?.note
        let new = state == nil && note == nil ? nil : Entry(day: day, state: state, note: note)
        if new == old {
            if let time { writeTimes[id, default: [:]][day] = time }
            return false
        }
        try Rules.checkInRange(tracker, day, today: today)
        if tracker.isArchived(on: day) { throw .archived(name: tracker.name) }
        if let state, state != old?.state {
            switch state {
            case .value where tracker.measure == nil: throw .notMeasurable(name: tracker.name)
            case .value(let value) where value < .zero || value > .limit: throw .valueInvalid
            case .skipped where !tracker.kind.isHabit: throw .cannotSkipEvent(name: tracker.name)
            default: try Rules.checkCanMark(tracker, history: history, on: day, today: today)
            }
        }
        if let new { history.set(new) } else { history.remove(day) }
        histories[id] = history
        if let time { writeTimes[id, default: [:]][day] = time }
        return true
    }

    /// Marks a day done, or clears its state (keeping a note). The completion routes' shorthand.
    @discardableResult
    public mutating func setDone(_ done: Bool, tracker id: Tracker.ID, on day: Day, today: Day,
                                 at claim: WriteClaim? = nil) throws(DomainError) -> Bool {
        try setEntry(done ? .done : nil, tracker: id, on: day, today: today, at: claim)
    }
}
