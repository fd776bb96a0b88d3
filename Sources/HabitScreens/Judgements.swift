import HabitCore
import Synchronization

/// Judgements kept between requests, so that after a write only the tracker it changed is
/// judged again (SPEC §8's cold render). An entry is used only while its tracker, history,
/// today and week start are equal to the asked ones: unchanged histories share their storage with the cached
/// one, so the check costs a pointer comparison, and a changed one is judged afresh. Nothing
/// can be stale: a wrong hit would need equal inputs, and equal inputs give equal judgements.
public final class Judgements: Sendable {
    /// One tracker's judgement for one state of it. A class, so that a lookup copies one
    /// reference out of the lock, not a tracker's and a judgement's every field: the lock is
    /// taken by every request thread for every card, and a long hold makes them spin.
    private final class Cached: Sendable {
        let tracker: Tracker
        let history: History
        let today: Day
        let weekStart: Weekday
        let judgement: Judgement
        /// The page's records of the tracker (`TrackerCard.record`), by the day a page writes from.
        let records: [Day: CardRecord]

        init(tracker: Tracker, history: History, today: Day, weekStart: Weekday, judgement: Judgement,
             records: [Day: CardRecord] = [:]) {
            self.tracker = tracker
            self.history = history
            self.today = today
            self.weekStart = weekStart
            self.judgement = judgement
            self.records = records
        }

        func adding(_ record: CardRecord, from day: Day) -> Cached {
            var records = records
            records[day] = record
            return Cached(tracker: tracker, history: history, today: today, weekStart: weekStart, judgement: judgement, records: records)
        }
    }

    private let entries: Mutex<[Tracker.ID: Cached]>?

    /// A cache; `uncached` judges every time (the CLI, one-shot tools).
    public init() { entries = Mutex([:]) }
    private init(caching: Bool) { entries = caching ? Mutex([:]) : nil }
    public static let uncached = Judgements(caching: false)

    public func judge(_ tracker: Tracker, history: History, today: Day, weekStart: Weekday) -> Judgement {
        if let hit = lookup(tracker, history, today, weekStart) { return hit.judgement }
        let judgement = Rules.judge(tracker, history: history, today: today, weekStart: weekStart)
        let cached = Cached(tracker: tracker, history: history, today: today, weekStart: weekStart, judgement: judgement)
        entries?.withLock { entries in entries[tracker.id] = cached }
        return judgement
    }

    /// Every tracker of `library` judged as of `today` under its settings (its week start).
    public func judge(_ library: Library, today: Day) -> [Judgement] {
        library.trackers.map { judge($0, history: library.history(of: $0.id), today: today, weekStart: library.settings.weekStart) }
    }

    /// The page's record of a tracker for a page that writes from `day` on (a checkpoint costs
    /// a walk over the days before it), made once per state of the tracker.
    public func record(_ tracker: Tracker, history: History, from day: Day, today: Day, weekStart: Weekday) -> CardRecord {
        let hit = lookup(tracker, history, today, weekStart)
        if let hit, let record = hit.records[day] { return record }
        let record = CardRecord(tracker, history: history, earliest: day, today: today, weekStart: weekStart)
        // Kept only beside the judgement it was made for: another thread may have judged a
        // newer state of the tracker meanwhile.
        if let hit { entries?.withLock { entries in if entries[tracker.id] === hit { entries[tracker.id] = hit.adding(record, from: day) } } }
        return record
    }

    private func lookup(_ tracker: Tracker, _ history: History, _ today: Day, _ weekStart: Weekday) -> Cached? {
        guard let cached = entries?.withLock({ $0[tracker.id] }),
              cached.today == today, cached.weekStart == weekStart, cached.tracker == tracker, cached.history == history else { return nil }
        return cached
    }

    /// Forgets trackers that no longer exist.
    public func keep(only ids: Set<Tracker.ID>) {
        entries?.withLock { entries in entries = entries.filter { ids.contains($0.key) } }
    }
}
