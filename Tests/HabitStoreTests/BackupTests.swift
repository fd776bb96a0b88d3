import CSQLite
import Foundation
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Synchronization
import Testing

/// SPEC §18: a backup taken while writers write holds every write acknowledged before it began and
/// passes the integrity check; a restore refuses what it cannot trust and changes nothing then.
@Suite struct BackupTests {
    private let today = d("2025-03-07")
    private let instant = Date(timeIntervalSince1970: 1_741_426_200)  // 2025-03-08 09:30:00 UTC

    private func storeWithHabit(_ db: TemporaryDatabase) throws -> (SQLiteHabitStore, Tracker.ID) {
        let store = try SQLiteHabitStore(path: db.path)
        let today = today
        let id = try store.update { (lib: inout Library) throws(DomainError) -> Tracker.ID in
            let category = try lib.addCategory(named: "Health")
            return try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id,
                                                   createdOn: today.adding(days: -5000)), today: today).id
        }
        return (store, id)
    }

    @Test func a_backup_under_eight_writers_holds_every_write_acknowledged_before_it_began() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let today = today
        let acknowledged = Mutex<Set<Day>>([]), stop = Atomic<Bool>(false)
        let finished = DispatchSemaphore(value: 0)
        for thread in 0..<8 {
            Thread {
                var write = 0
                while !stop.load(ordering: .relaxed), write < 600 {
                    let day = today.adding(days: -(thread + 8 * write))
                    if (try? store.update { (lib: inout Library) throws(DomainError) in
                        try lib.setDone(true, tracker: id, on: day, today: today)
                    }) != nil {
                        acknowledged.withLock { _ = $0.insert(day) }
                    }
                    write += 1
                }
                finished.signal()
            }.start()
        }
        func waitFor(_ count: Int) {
            while acknowledged.withLock({ $0.count }) < count, !stop.load(ordering: .relaxed) { usleep(1000) }
        }
        waitFor(80)
        let before = acknowledged.withLock { $0 }
        let folder = db.folder.appendingPathComponent("backups").path
        let file = try Backup.write(database: db.path, into: folder, at: instant)
        let after = acknowledged.withLock { $0.count }
        waitFor(after + 40)  // the writers went on during and after the backup
        stop.store(true, ordering: .relaxed)
        for _ in 0..<8 { finished.wait() }

        #expect(file.hasSuffix("/habits-20250308T093000Z.sqlite"))
        #expect(Backup.check(file) == "ok")
        let copy = try SQLiteHabitStore(path: file)
        let done = Set(copy.library.history(of: id).doneDays)
        #expect(before.isSubset(of: done), "missing \(before.subtracting(done).count) of \(before.count)")
        #expect(done.isSubset(of: acknowledged.withLock { $0 }))
        #expect(try copy.integrityCheck() == "ok")
    }

    @Test func backups_are_named_by_their_utc_time_and_pruned_to_the_newest() throws {
        let db = TemporaryDatabase()
        _ = try storeWithHabit(db)
        let folder = db.folder.appendingPathComponent("backups").path
        for hours in 0..<4 {
            try Backup.write(database: db.path, into: folder, at: instant.addingTimeInterval(Double(hours) * 3600), keep: 2)
        }
        let second = try Backup.write(database: db.path, into: folder, at: instant.addingTimeInterval(3 * 3600), keep: 3)
        #expect(Backup.list(folder).map { ($0 as NSString).lastPathComponent }
                == ["habits-20250308T113000Z.sqlite", "habits-20250308T123000Z.sqlite", "habits-20250308T123000Z-2.sqlite"])
        #expect(second.hasSuffix("-2.sqlite"))
        #expect(throws: Backup.Refusal.self) { try Backup.write(database: db.folder.appendingPathComponent("none").path, into: folder, at: instant) }
    }

    @Test func a_restore_puts_the_backup_in_place_and_keeps_the_database_it_replaced() throws {
        let db = TemporaryDatabase()
        let (store, id) = try storeWithHabit(db)
        let today = today
        let file = try Backup.write(database: db.path, into: db.folder.appendingPathComponent("b").path, at: instant)
        try store.update { (lib: inout Library) throws(DomainError) in try lib.setDone(true, tracker: id, on: today, today: today) }
        let kept = try Backup.restore(file, to: db.path)
        #expect(kept == db.path + ".before-restore")
        let restored = try SQLiteHabitStore(path: db.path)
        #expect(restored.library.history(of: id).entry(on: today)?.isDone != true)
        #expect(try restored.integrityCheck() == "ok")
        let previous = try SQLiteHabitStore(path: kept!)
        #expect(previous.library.history(of: id).entry(on: today)?.isDone == true)
        #expect(!FileManager.default.fileExists(atPath: db.path + ".restoring"))
    }

    @Test func a_broken_empty_or_newer_file_is_refused_and_nothing_changes() throws {
        let db = TemporaryDatabase()
        _ = try storeWithHabit(db)
        let original = try Data(contentsOf: URL(fileURLWithPath: db.path))
        let good = try Backup.write(database: db.path, into: db.folder.appendingPathComponent("b").path, at: instant)

        let garbage = db.folder.appendingPathComponent("garbage.sqlite").path
        try Data(repeating: 0x42, count: 8192).write(to: URL(fileURLWithPath: garbage))
        let truncated = db.folder.appendingPathComponent("truncated.sqlite").path
        try Data(try Data(contentsOf: URL(fileURLWithPath: good)).prefix(4096 + 100)).write(to: URL(fileURLWithPath: truncated))
        let empty = db.folder.appendingPathComponent("empty.sqlite").path
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        let newer = db.folder.appendingPathComponent("newer.sqlite").path
        try FileManager.default.copyItem(atPath: good, toPath: newer)
        var handle: OpaquePointer?
        sqlite3_open(newer, &handle)
        sqlite3_exec(handle, "PRAGMA user_version = \(Migrations.steps.count + 1)", nil, nil, nil)
        sqlite3_close(handle)

        for (file, says) in [(garbage, "not a sound Habits database"), (truncated, "not a sound Habits database"),
                             (empty, "holds no Habits data"), (newer, "newer Habits"),
                             (db.folder.appendingPathComponent("missing").path, "no file")] {
            #expect {
                try Backup.restore(file, to: db.path)
            } throws: { error in
                (error as? Backup.Refusal)?.description.contains(says) == true
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: db.path)) == original)
        #expect(!FileManager.default.fileExists(atPath: db.path + ".before-restore"))
        #expect(!FileManager.default.fileExists(atPath: db.path + ".restoring"))
    }
}
