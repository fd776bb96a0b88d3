/// Pauses, archive, order and settings (SPEC §10.4–§10.6).
extension Library {
    // MARK: Pauses

    /// Pauses a habit from `from` to `until` (open: until resumed). A planned pause (one that
    /// starts after today) that the new range overlaps, and the planned one starting on
    /// `replacing`, are changed into it: a holiday entered with the wrong days is corrected by
    /// entering the right ones. Other overlapping or adjacent pauses merge into one. `at` orders
    /// it against other writes to the habit's pauses, as `setEntry` orders a day's writes: an
    /// older one changes nothing.
    @discardableResult
    public mutating func pause(_ id: Tracker.ID, from: Day, until: Day?, today: Day, replacing: Day? = nil,
                               at claim: WriteClaim? = nil) throws(DomainError) -> Bool {
        guard let index = trackers.firstIndex(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        let order = ordering(claim, .pauses, of: id)
        guard order.goes else { return false }
        let pauses = try trackers[index].pausing(from: from, until: until, today: today, replacing: replacing)
        record(order.time, .pauses, of: id)
        guard pauses != trackers[index].pauses else { return false }
        trackers[index].pauses = pauses
        return true
    }

    /// Ends the pause that holds today: it ends yesterday, or goes away if it started today.
    /// When none holds today, the next planned pause is cancelled; `planned` names the planned
    /// pause (by its first day) to cancel instead. Answers the pause as it was before, or nil
    /// when nothing changed. `at` orders it like `pause`.
    @discardableResult
    public mutating func resume(_ id: Tracker.ID, today: Day, planned: Day? = nil,
                                at claim: WriteClaim? = nil) throws(DomainError) -> Pause? {
        guard let index = trackers.firstIndex(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        let order = ordering(claim, .pauses, of: id)
        guard order.goes else { return nil }
        record(order.time, .pauses, of: id)
        guard let (pauses, ended) = trackers[index].resuming(today: today, planned: planned) else { return nil }
        trackers[index].pauses = pauses
        return ended
    }

    /// `Pause all` (Settings): every habit that is not archived, for one range (from its start
    /// if the range begins earlier; a habit that started after the range ends is left alone).
    public mutating func pauseAll(from: Day, until: Day?, today: Day, at claim: WriteClaim? = nil) throws(DomainError) {
        if let until, until < from { throw .pauseEndsBeforeStart }
        for tracker in trackers where tracker.kind.isHabit && !tracker.isArchived(on: today)
            && until.map({ $0 >= tracker.createdOn }) ?? true {
            try pause(tracker.id, from: max(from, tracker.createdOn), until: until, today: today, at: claim)
        }
    }

    /// `Resume all` (Settings): ends every pause that holds today, or with `planned` cancels
    /// every pause planned after today instead; `at` orders each like `resume`.
    public mutating func resumeAll(today: Day, planned: Bool, at claim: WriteClaim? = nil) throws(DomainError) {
        for tracker in trackers where tracker.kind.isHabit && !tracker.isArchived(on: today) {
            if planned {
                for pause in tracker.plannedPauses(after: today) { try resume(tracker.id, today: today, planned: pause.from, at: claim) }
            } else if tracker.isPaused(on: today) {
                try resume(tracker.id, today: today, at: claim)
            }
        }
    }

    // MARK: Pin

    /// Pins or unpins a tracker (it shows under `Pinned`). `at` orders it like `pause`.
    @discardableResult
    public mutating func setPinned(_ pinned: Bool, tracker id: Tracker.ID, at claim: WriteClaim? = nil) throws(DomainError) -> Bool {
        guard let index = trackers.firstIndex(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        let order = ordering(claim, .pin, of: id)
        guard order.goes else { return false }
        record(order.time, .pin, of: id)
        guard trackers[index].pinned != pinned else { return false }
        trackers[index].pinned = pinned
        return true
    }

    /// Sorted, with overlapping and adjacent ranges joined (`Pause.merged`).
    static func merged(_ pauses: [Pause]) -> [Pause] { Pause.merged(pauses) }

    // MARK: Archive

    /// Archives a tracker from today on (it leaves the boards; its history stays). Idempotent.
    @discardableResult
    public mutating func setArchived(_ archived: Bool, tracker id: Tracker.ID, today: Day) throws(DomainError) -> Bool {
        guard let index = trackers.firstIndex(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        guard archived != (trackers[index].archivedOn != nil) else { return false }
        trackers[index].archivedOn = archived ? trackers[index].archiveDay(today: today) : nil
        return true
    }

    // MARK: Order

    /// Moves a tracker one place up (`by: -1`) or down (`by: 1`) within its category; at either
    /// end nothing changes.
    @discardableResult
    public mutating func moveTracker(_ id: Tracker.ID, by offset: Int) throws(DomainError) -> Bool {
        guard let tracker = tracker(id) else { throw .unknownTracker(id.lowercased) }
        let siblings = trackers(in: tracker.categoryID)
        guard let index = siblings.firstIndex(where: { $0.id == id }), siblings.indices.contains(index + offset) else { return false }
        let other = siblings[index + offset]
        swapPositions(&trackers, tracker.id, other.id, id: \.id)
        return true
    }

    /// Moves a category one place up or down.
    @discardableResult
    public mutating func moveCategory(_ id: Category.ID, by offset: Int) throws(DomainError) -> Bool {
        guard let index = categories.firstIndex(where: { $0.id == id }) else { throw .unknownCategory(id.lowercased) }
        guard categories.indices.contains(index + offset) else { return false }
        swapPositions(&categories, id, categories[index + offset].id, id: \.id)
        return true
    }

    // MARK: Settings

    public mutating func updateSettings(_ settings: Settings) throws(DomainError) {
        self.settings = try settings.validated()
    }
}

/// Swaps the positions of two records and keeps the array in position order.
private func swapPositions<Record: Positioned, ID: Equatable>(_ records: inout [Record], _ a: ID, _ b: ID,
                                                              id: KeyPath<Record, ID>) {
    guard let i = records.firstIndex(where: { $0[keyPath: id] == a }),
          let j = records.firstIndex(where: { $0[keyPath: id] == b }) else { return }
    let position = records[i].position
    records[i].position = records[j].position
    records[j].position = position
    records.sort { $0.position < $1.position }
}

protocol Positioned {
    var position: Int { get set }
}

extension Tracker: Positioned {}
extension Category: Positioned {}
