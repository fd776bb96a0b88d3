import HabitCore
import Synchronization

/// Judgements kept between requests, so that after a write only the tracker it changed is
/// judged again (SPEC §8's cold render). An entry is used only while its tracker, history and
/// today are equal to the asked ones: unchanged histories share their storage with the cached
/// one, so the check costs a pointer comparison, and a changed one is judged afresh. Nothing
/// can be stale: a wrong hit would need equal inputs, and equal inputs give equal judgements.
public final class Judgements: Sendable {
    private struct Cached {
        let tracker: Tracker
        let history: History
        let today: Day
        let judgement: Judgement
        /// A tap's outcome on a day, as `TrackerCard.afterToggle` shows it.
        var taps: [Day: TrackerCard.Outcome?] = [:]
    }

    private let entries: Mutex<[Tracker.ID: Cached]>?

    /// A cache; `uncached` judges every time (the CLI, one-shot tools).
    public init() { entries = Mutex([:]) }
    private init(caching: Bool) { entries = caching ? Mutex([:]) : nil }
    public static let uncached = Judgements(caching: false)

    public func judge(_ tracker: Tracker, history: History, today: Day) -> Judgement {
        if let hit = lookup(tracker, history, today) { return hit.judgement }
        let judgement = Rules.judge(tracker, history: history, today: today)
        store(Cached(tracker: tracker, history: history, today: today, judgement: judgement))
        return judgement
    }

    /// The card after one tap on its button on `date`, computed once per state of the tracker.
    func tap(_ tracker: Tracker, history: History, on date: Day, today: Day,
             compute: () -> TrackerCard.Outcome?) -> TrackerCard.Outcome? {
        if let hit = lookup(tracker, history, today), let outcome = hit.taps[date] { return outcome }
        let outcome = compute()
        entries?.withLock { entries in entries[tracker.id]?.taps[date] = .some(outcome) }
        return outcome
    }

    private func lookup(_ tracker: Tracker, _ history: History, _ today: Day) -> Cached? {
        guard let cached = entries?.withLock({ $0[tracker.id] }),
              cached.today == today, cached.tracker == tracker, cached.history == history else { return nil }
        return cached
    }

    private func store(_ cached: Cached) {
        entries?.withLock { entries in entries[cached.tracker.id] = cached }
    }

    /// Forgets trackers that no longer exist.
    public func keep(only ids: Set<Tracker.ID>) {
        entries?.withLock { entries in entries = entries.filter { ids.contains($0.key) } }
    }
}
