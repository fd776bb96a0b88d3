import Dispatch
import HabitCore
import HabitMetrics
import Synchronization

/// How many concurrent writes may share one commit.
///
/// Grouped (the default): writes that arrive while a commit is in flight wait for it and then go
/// to disk together, in one transaction and one fsync, up to `limit` of them. `.off` commits each
/// write on its own, for comparison (`HABITS_GROUP_COMMIT=off`, see BENCHMARKS.md).
public struct WriteBatching: Sendable, Equatable {
    /// The most writes one commit takes; 1 means one commit per write.
    public let limit: Int

    public init(limit: Int) { self.limit = max(1, limit) }

    public static let grouped = WriteBatching(limit: 64)
    public static let off = WriteBatching(limit: 1)
}

/// What the store's group commit has done since it opened; for tests, which check that batches
/// form (fewer commits than writes) without timing anything.
public struct CommitStatistics: Sendable, Equatable {
    /// Calls of `update` that were answered (with a result or an error).
    public var writes: Int
    /// `COMMIT`s that succeeded, one per batch that changed something.
    public var commits: Int
    /// The largest number of writes one batch held.
    public var largestBatch: Int
    /// Writes waiting for a batch right now (behind the one being committed).
    public var queued: Int

    public init(writes: Int, commits: Int, largestBatch: Int, queued: Int) {
        self.writes = writes
        self.commits = commits
        self.largestBatch = largestBatch
        self.queued = queued
    }
}

/// One caller's command, waiting in `WriteQueue` until a leader runs it.
///
/// `@unchecked Sendable` because its mutable fields cross threads under a fixed protocol: the
/// caller creates it and then blocks in `WriteQueue.submit` until it is woken; meanwhile only the
/// leader touches `apply` and `failure`. The leader takes the queue's lock after running the batch
/// (setting `leads` there for the writer it hands over to) and before it signals the caller's
/// semaphore, and the caller takes that lock after waking, so everything the leader wrote happens
/// before the caller reads it.
final class PendingWrite: @unchecked Sendable {
    /// Runs the caller's command on the library as the writes before it left it, and keeps its
    /// result for the caller. False when the command threw `DomainError` (then `library` is
    /// untouched). Released once its batch is done, before the caller is woken: it wraps the
    /// caller's non-escaping closure (see `SQLiteHabitStore.update`).
    private var apply: ((inout Library) -> Bool)?
    /// Set by the leader when storage failed this write (or its whole batch): the caller throws it.
    var failure: (any Error)?
    fileprivate var leads = false
    fileprivate let wake = DispatchSemaphore(value: 0)

    init(_ apply: @escaping (inout Library) -> Bool) { self.apply = apply }

    /// Runs the command (again, when its batch is written a second time: its result is the
    /// last run's); a write whose command has been released counts as refused.
    func run(on library: inout Library) -> Bool {
        apply?(&library) ?? false
    }

    fileprivate func release() { apply = nil }
}

/// Leader/follower group commit without a timer. A writer that finds no commit in flight leads:
/// it takes every write waiting (its own first), up to the batch limit, and commits them; writers
/// that arrive meanwhile queue up. When the leader is done it wakes the writers of its batch and
/// hands the lead to the first writer still waiting, whose batch is everything queued by then. A
/// lone write is therefore committed at once, and under load each fsync carries the writes that
/// piled up during the previous one.
final class WriteQueue: Sendable {
    private struct State {
        var waiting: [PendingWrite] = []
        var leading = false
        var statistics = CommitStatistics(writes: 0, commits: 0, largestBatch: 0, queued: 0)
    }

    let batching: WriteBatching
    private let state = Mutex(State())

    init(batching: WriteBatching) { self.batching = batching }

    var statistics: CommitStatistics {
        state.withLock { state in
            var statistics = state.statistics
            statistics.queued = state.waiting.count
            return statistics
        }
    }

    /// Blocks until `write` has been committed or has failed. `commit` runs on the leader's
    /// thread with the batch in arrival order and returns whether it committed a transaction; it
    /// never runs twice at once.
    func submit(_ write: PendingWrite, commit: ([PendingWrite]) -> Bool) {
        let leads = state.withLock { state in
            state.waiting.append(write)
            if state.leading { return false }
            state.leading = true
            return true
        }
        if !leads {
            write.wake.wait()
            // Woken either because a leader finished this write or because it now leads.
            guard state.withLock({ _ in write.leads }) else { return }
        }
        let batch = state.withLock { state in
            let batch = Array(state.waiting.prefix(batching.limit))
            state.waiting.removeFirst(batch.count)
            return batch
        }
        let committed = commit(batch)
        Metrics.writes.increment(by: Double(batch.count))
        Metrics.batchSize.observe(Double(batch.count))
        let next = state.withLock { state -> PendingWrite? in
            for each in batch { each.release() }
            state.statistics.writes += batch.count
            if committed { state.statistics.commits += 1 }
            state.statistics.largestBatch = max(state.statistics.largestBatch, batch.count)
            guard let head = state.waiting.first else {
                state.leading = false
                return nil
            }
            head.leads = true
            return head
        }
        // The next leader first: its batch is the one that can go to disk now.
        next?.wake.signal()
        for each in batch where each !== write { each.wake.signal() }
    }
}
