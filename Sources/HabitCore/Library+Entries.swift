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
    /// `at` is when the write was made (`LastWriteWins`); the state and the note are ordered
    /// apart. Returns whether the day changed.
    @discardableResult
    public mutating func setEntry(_ state: Entry.State?, note: String? = nil, tracker id: Tracker.ID, on day: Day,
                                  today: Day, at claim: WriteClaim? = nil) throws(DomainError) -> Bool {
        try writeEntry(state: .some(state), note: note, tracker: id, on: day, today: today, at: claim).changed
    }

    /// What a write to a day did: whether the day changed, and whether a part of it (the state
    /// or the note) was discarded because a newer write to that part had been made elsewhere.
    public struct EntryWrite: Hashable, Sendable {
        public var changed: Bool
        public var discarded: Bool

        public init(changed: Bool, discarded: Bool) {
            self.changed = changed
            self.discarded = discarded
        }
    }

    /// Writes a day's state (`state` nil: the state the day holds stays; `.some(nil)` clears it)
    /// and note (nil keeps it, `""` removes it), under `setEntry`'s rules.
    ///
    /// `at` is when the write was made (`LastWriteWins`). The state and the note each keep the
    /// time of their last write: a part older than that is discarded (the day shows the newer
    /// write), the other part still applies, so a note typed offline on one device survives a
    /// tap made later on another. An accepted part records its time, even when the day already
    /// held it, so an older write arriving later still loses. Without `at` the write is not
    /// ordered (a command of the library itself, an import): it always applies and leaves the
    /// times alone.
    public mutating func writeEntry(state: Entry.State??, note: String?, tracker id: Tracker.ID, on day: Day,
                                    today: Day, at claim: WriteClaim? = nil) throws(DomainError) -> EntryWrite {
        guard let tracker = tracker(id) else { throw .unknownTracker(id.lowercased) }
        // What this changes is the day and its times alone: recorded as such, whatever the
        // parts' own observers said (`ChangeJournal`).
        let journal = self.journal
        defer { self.journal = journal.recording(id, day) }
        var state = state, note = note
        var stateTime: WriteTime?, noteTime: WriteTime?
        var discarded = false
        if let claim {
            if state != nil {
                stateTime = LastWriteWins.resolve(claim, over: writeTime(of: id, on: day))
                if stateTime == nil { state = nil; discarded = true }
            }
            if note != nil {
                noteTime = LastWriteWins.resolve(claim, over: noteWriteTime(of: id, on: day))
                if noteTime == nil { note = nil; discarded = true }
            }
        }
        var history = history(of: id)
        let old = history.entry(on: day)
        var newState = state ?? old?.state
        if newState == .done, let measure = tracker.measure { newState = .value(measure.target) }
        let newNote = try note.map(Self.validNote) ?? old?.note
        let new = newState == nil && newNote == nil ? nil : Entry(day: day, state: newState, note: newNote)
        func record() {
            if let stateTime { writeTimes[id, default: [:]][day] = stateTime }
            if let noteTime { noteWriteTimes[id, default: [:]][day] = noteTime }
        }
        if new == old {
            record()
            return EntryWrite(changed: false, discarded: discarded)
        }
        try Rules.checkInRange(tracker, day, today: today)
        if tracker.isArchived(on: day) { throw .archived(name: tracker.name) }
        if let newState, newState != old?.state {
            switch newState {
            case .value where tracker.measure == nil: throw .notMeasurable(name: tracker.name)
            case .value(let value) where value < .zero || value > .limit: throw .valueInvalid
            case .skipped where !tracker.kind.isHabit: throw .cannotSkipEvent(name: tracker.name)
            default: try Rules.checkCanMark(tracker, history: history, on: day, today: today)
            }
        }
        if let new { history.set(new) } else { history.remove(day) }
        histories[id] = history
        record()
        return EntryWrite(changed: true, discarded: discarded)
    }

    /// Marks a day done, or clears its state (keeping a note). The completion routes' shorthand.
    @discardableResult
    public mutating func setDone(_ done: Bool, tracker id: Tracker.ID, on day: Day, today: Day,
                                 at claim: WriteClaim? = nil) throws(DomainError) -> Bool {
        try setEntry(done ? .done : nil, tracker: id, on: day, today: today, at: claim)
    }
}
