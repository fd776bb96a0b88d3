import CSQLite
import Dispatch
import Foundation
import HabitCore
import HabitTestSupport
import HabitStore
import Synchronization
import Testing

/// Group commit in `SQLiteHabitStore`: concurrent writes share one transaction and one fsync, each
/// answered only after its batch committed. Batches are formed on purpose (a first write holds the
/// writer until the others have queued behind it), so nothing here depends on timing.
@Suite struct GroupCommitTests {
    /// A store with one every-day habit created 60 days before `today`.
    private func storeWithHabit(_ db: TemporaryDatabase, batching: WriteBatching = .grouped) throws -> (SQLiteHabitStore, Tracker.ID) {
        let store = try SQLiteHabitStore(path: db.path, batching: batching)
        let id = try store.update { (lib: inout Library) throws(DomainError) -> Tracker.ID in
            let category = try lib.addCategory(named: "Health")
            return try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id,
                                                   createdOn: today.adding(days: -60)), today: today).id
        }
        return (store, id)
    }

    private static func markDone(_ id: Tracker.ID, daysBack: Int) -> Command {
        { (lib: inout Library) throws(DomainError) in try lib.setDone(true, tracker: id, on: today.adding(days: -daysBack), today: today) }
    }

    @Test func many_threads_writing_at_once_all_land_and_each_gets_its_own_result() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let threads = 16, writesEach = 3
        let answers = Mutex<[Int: [String]]>([:])
        onThreads(threads) { thread in
            for write in 0..<writesEach {
                let day = today.adding(days: -(thread * writesEach + write))
                let answer = try? store.update { (lib: inout Library) throws(DomainError) -> String in
                    try lib.setDone(true, tracker: id, on: day, today: today)
                    // What this caller's command saw of its own change, to be handed back to it alone.
                    return "\(thread)/\(write)/\(lib.history(of: id).entry(on: day)?.state == .done)"
                }
                answers.withLock { $0[thread, default: []].append(answer ?? "failed") }
            }
        }
        for thread in 0..<threads {
            #expect(answers.withLock { $0[thread] } == (0..<writesEach).map { "\(thread)/\($0)/true" })
        }
        let statistics = store.commitStatistics
        #expect(statistics.writes == threads * writesEach + 1)
        #expect(statistics.commits <= statistics.writes)
        #expect(statistics.queued == 0)
        #expect(db.scalar("SELECT count(*) FROM entries") == "\(threads * writesEach)")
        let reopened = try SQLiteHabitStore(path: db.path).library
        #expect(reopened.history(of: id).doneDays.count == threads * writesEach)
        #expect(reopened == store.library)
    }

    @Test func writes_queued_behind_a_commit_share_the_next_one() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let outcomes = try batched(store, first: Self.markDone(id, daysBack: 0),
                                   then: (1...15).map { Self.markDone(id, daysBack: $0) })
        #expect(outcomes.allSatisfy { $0 == "ok" })
        let statistics = store.commitStatistics
        // The tracker's creation, the holding write, then the fifteen behind it in one commit.
        #expect(statistics == CommitStatistics(writes: 17, commits: 3, largestBatch: 15, queued: 0))
        #expect(try SQLiteHabitStore(path: db.path).library.history(of: id).doneDays.count == 16)
    }

    @Test func with_batching_off_every_write_commits_on_its_own() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db, batching: .off)
        let outcomes = try batched(store, first: Self.markDone(id, daysBack: 0),
                                   then: (1...5).map { Self.markDone(id, daysBack: $0) })
        #expect(outcomes.allSatisfy { $0 == "ok" })
        #expect(store.commitStatistics == CommitStatistics(writes: 7, commits: 7, largestBatch: 1, queued: 0))
        #expect(try SQLiteHabitStore(path: db.path).library.history(of: id).doneDays.count == 6)
    }

    @Test func a_command_that_breaks_a_rule_in_a_batch_leaves_its_neighbours_alone() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let future: Command = { (lib: inout Library) throws(DomainError) in
            try lib.setDone(true, tracker: id, on: today.adding(days: -3), today: today)  // applied, then thrown away
            try lib.setDone(true, tracker: id, on: today.adding(days: 1), today: today)
        }
        let outcomes = try batched(store, first: Self.markDone(id, daysBack: 0),
                                   then: [Self.markDone(id, daysBack: 1), future, Self.markDone(id, daysBack: 2)])
        #expect(outcomes == ["ok", "ok", "refused: \(DomainError.futureDay)", "ok"])
        #expect(store.commitStatistics.commits == 3)
        let expected = [0, 1, 2].map { today.adding(days: -$0) }.sorted()
        #expect(store.library.history(of: id).doneDays == expected)
        #expect(try SQLiteHabitStore(path: db.path).library.history(of: id).doneDays == expected)
    }

    @Test func a_write_whose_rows_sqlite_refuses_fails_alone_and_the_batch_commits() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let refused = today.adding(days: -2)
        try execute(db, "CREATE TRIGGER refuse AFTER INSERT ON entries WHEN NEW.day = '\(refused.iso)' BEGIN SELECT RAISE(ABORT, 'refused'); END")
        let outcomes = try batched(store, first: Self.markDone(id, daysBack: 0),
                                   then: [Self.markDone(id, daysBack: 1), Self.markDone(id, daysBack: 2), Self.markDone(id, daysBack: 3)])
        #expect(outcomes == ["ok", "ok", "storage", "ok"])
        let expected = [0, 1, 3].map { today.adding(days: -$0) }.sorted()
        #expect(store.library.history(of: id).doneDays == expected)
        #expect(try SQLiteHabitStore(path: db.path).library.history(of: id).doneDays == expected)
    }

    @Test func a_write_that_ends_the_transaction_fails_its_whole_batch_and_changes_nothing() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let fatal = today.adding(days: -2)
        // RAISE(ROLLBACK) ends the transaction as a full disk or an I/O error does.
        try execute(db, "CREATE TRIGGER fatal AFTER INSERT ON entries WHEN NEW.day = '\(fatal.iso)' BEGIN SELECT RAISE(ROLLBACK, 'fatal'); END")
        let before = store.snapshot
        let outcomes = try batched(store, first: Self.noChange,
                                   then: [Self.markDone(id, daysBack: 1), Self.markDone(id, daysBack: 2), Self.markDone(id, daysBack: 3)])
        #expect(outcomes == ["ok", "storage", "storage", "storage"])
        #expect(store.snapshot.library == before.library)
        #expect(store.snapshot.revision == before.revision)
        #expect(try SQLiteHabitStore(path: db.path).library == before.library)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func a_failed_commit_fails_every_caller_of_the_batch_and_memory_stays_as_it_was() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let trapped = today.adding(days: -2)
        // A deferred foreign key is checked at COMMIT: the statements succeed and the COMMIT fails.
        try execute(db, """
            CREATE TABLE trap_parent (day TEXT PRIMARY KEY);
            CREATE TABLE trap (day TEXT REFERENCES trap_parent (day) DEFERRABLE INITIALLY DEFERRED);
            CREATE TRIGGER trap AFTER INSERT ON entries WHEN NEW.day = '\(trapped.iso)' BEGIN INSERT INTO trap VALUES (NEW.day); END;
            """)
        let rule: Command = { (lib: inout Library) throws(DomainError) in try lib.setDone(true, tracker: id, on: today.adding(days: 1), today: today) }
        let before = store.snapshot
        let outcomes = try batched(store, first: Self.noChange,
                                   then: [Self.markDone(id, daysBack: 1), Self.noChange, rule, Self.markDone(id, daysBack: 2),
                                          Self.markDone(id, daysBack: 3)])
        #expect(outcomes == ["ok", "storage", "storage", "storage", "storage", "storage"])
        #expect(store.snapshot.library == before.library)
        #expect(store.snapshot.revision == before.revision)
        #expect(try SQLiteHabitStore(path: db.path).library == before.library)
        let revision = store.snapshot.revision

        // The store goes on once the cause is gone; the COMMIT failure left no transaction open.
        try execute(db, "DROP TRIGGER trap")
        try store.update(Self.markDone(id, daysBack: 2))
        #expect(store.snapshot.revision > revision)
        #expect(try SQLiteHabitStore(path: db.path).library.history(of: id).doneDays == [today.adding(days: -2)])
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func a_batch_that_changes_nothing_commits_nothing() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        try store.update(Self.markDone(id, daysBack: 0))
        let revision = store.snapshot.revision
        let outcomes = try batched(store, first: Self.markDone(id, daysBack: 0),
                                   then: [Self.markDone(id, daysBack: 0), Self.markDone(id, daysBack: -1)])
        #expect(outcomes == ["ok", "ok", "refused: \(DomainError.futureDay)"])
        #expect(store.snapshot.revision == revision)
        #expect(store.commitStatistics.commits == 2)
    }

    // MARK: Helpers

    typealias Command = @Sendable (inout Library) throws(DomainError) -> Void

    private static let noChange: Command = { (lib: inout Library) throws(DomainError) in _ = lib.trackers.count }

    /// Runs `first` on its own thread and holds it inside its command until each of `then` has
    /// queued behind it, in order, on a thread of its own; then lets it finish, so that `then`
    /// forms the next batch. Returns each write's outcome: "ok", "refused: …" or "storage".
    private func batched(_ store: SQLiteHabitStore, first: @escaping Command, then commands: [Command]) throws -> [String] {
        let inside = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let outcomes = Mutex([String](repeating: "not answered", count: commands.count + 1))
        let finished = DispatchSemaphore(value: 0)
        func start(_ index: Int, _ command: @escaping Command) {
            // A thread of its own: a blocked worker of Dispatch's pool holds back the others.
            Thread {
                defer { finished.signal() }
                let outcome: String
                do {
                    try store.update(command)
                    outcome = "ok"
                } catch let error as DomainError {
                    outcome = "refused: \(error)"
                } catch {
                    outcome = error is StoreError ? "storage" : "other: \(error)"
                }
                outcomes.withLock { $0[index] = outcome }
            }.start()
        }
        let queued = store.commitStatistics.queued
        start(0) { (lib: inout Library) throws(DomainError) in
            inside.signal()
            release.wait()
            try first(&lib)
        }
        inside.wait()
        for (offset, command) in commands.enumerated() {
            start(offset + 1, command)
            try waitUntil { store.commitStatistics.queued == queued + offset + 1 }
        }
        release.signal()
        for _ in 0...commands.count { finished.wait() }
        return outcomes.withLock { $0 }
    }

    /// Runs `body(0)` … `body(count - 1)` at once, each on a thread of its own, and waits for them all.
    private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let finished = DispatchSemaphore(value: 0)
        for index in 0..<count {
            Thread {
                body(index)
                finished.signal()
            }.start()
        }
        for _ in 0..<count { finished.wait() }
    }

    /// Polls `condition` (a state, not a duration, is what the test waits for); gives up after a minute.
    private func waitUntil(_ condition: () -> Bool) throws {
        for _ in 0..<60_000 where !condition() { usleep(1_000) }
        try #require(condition(), "the writes did not queue")
    }

    /// Runs SQL on the database file through a connection of the test's own (as another process would).
    private func execute(_ db: TemporaryDatabase, _ sql: String) throws {
        var handle: OpaquePointer?
        try #require(sqlite3_open_v2(db.path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK)
        defer { sqlite3_close(handle) }
        sqlite3_busy_timeout(handle, 5_000)
        let code = sqlite3_exec(handle, sql, nil, nil, nil)
        try #require(code == SQLITE_OK, Comment(rawValue: String(cString: sqlite3_errmsg(handle))))
    }
}
