import Foundation
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Testing

/// Step 5 (`v5-entry-write-times`) on both backends: when each day's entry was last written is
/// stored, read back after reopening, kept after the day is cleared (a tombstone) and removed
/// with its tracker; a stale write that lost writes nothing.
enum WriteTimesScenario {
    static let first = WriteTime(milliseconds: 1_741_348_800_000)  // 2025-03-07T12:00:00Z

    /// Runs the scenario on the store `open` opens (again each time it is called, so every
    /// check also reads what a new process would); `count` counts the backend's rows.
    static func run(open: () throws -> any HabitStore, count: () throws -> Int) throws {
        let store = try open()
        try store.importLibrary(try sampleLibrary())
        let read = store.library.tracker(named: "Read")!.id
        let party = store.library.tracker(named: "Party 🎉")!.id
        let day = today.adding(days: -4)  // not done in the sample
        func later(_ seconds: Int64) -> WriteTime { WriteTime(milliseconds: first.milliseconds + seconds * 1000) }
        func write(_ state: Entry.State?, _ tracker: Tracker.ID, _ on: Day, at time: WriteTime) throws -> Bool {
            try store.update { (lib: inout Library) throws(DomainError) in
                try lib.setEntry(state, tracker: tracker, on: on, today: today, at: .madeAt(time))
            }
        }

        #expect(try count() == 0, "an import writes no times")
        #expect(try write(.done, read, day, at: later(10)))
        #expect(try write(nil, party, today, at: later(11)))  // done in the sample; cleared
        #expect(try open().library.writeTimes == [read: [day: later(10)], party: [today: later(11)]])
        #expect(try open().library == store.library)

        // A newer write moves the time; clearing the day keeps it as a tombstone.
        #expect(try write(.skipped, read, day, at: later(20)))
        #expect(try write(nil, read, day, at: later(30)))
        let reopened = try open().library
        #expect(reopened.history(of: read).entry(on: day) == nil)
        #expect(reopened.writeTime(of: read, on: day) == later(30))
        #expect(try count() == 2)

        // A stale write loses in the reopened store too, and writes nothing.
        let stale = try open()
        #expect(try !stale.update { (lib: inout Library) throws(DomainError) in
            try lib.setEntry(.done, tracker: read, on: day, today: today, at: .madeAt(later(25)))
        })
        #expect(try open().library.history(of: read).entry(on: day) == nil)
        #expect(try open().library.writeTime(of: read, on: day) == later(30))

        // A tracker's pin and pauses keep their times too.
        try store.update { (lib: inout Library) throws(DomainError) in
            try lib.setPinned(true, tracker: party, at: .madeAt(later(40)))
            try lib.setPinned(false, tracker: read, at: .madeAt(later(41)))
            try lib.pause(read, from: today, until: nil, today: today, at: .madeAt(later(42)))
        }
        #expect(try open().library.partWriteTimes == [party: [.pin: later(40)], read: [.pin: later(41), .pauses: later(42)]])
        #expect(try open().update { (lib: inout Library) throws(DomainError) in
            try lib.resume(read, today: today, at: .madeAt(later(39)))
        } == nil)
        #expect(try open().library.tracker(read)?.isPaused(on: today) == true)

        // The times go with their tracker.
        try store.update { (lib: inout Library) throws(DomainError) in try lib.deleteTracker(party) }
        #expect(try count() == 1)
        #expect(try open().library.writeTimes == [read: [day: later(30)]])
        #expect(try open().library.partWriteTimes == [read: [.pin: later(41), .pauses: later(42)]])
    }
}

@Suite struct WriteTimesTests {
    @Test func sqlite_keeps_write_times_and_tombstones_across_reopening() throws {
        let db = TemporaryDatabase()
        try WriteTimesScenario.run(open: { try SQLiteHabitStore(path: db.path) },
                                   count: { Int(db.scalar("SELECT count(*) FROM entry_write_times") ?? "") ?? -1 })
    }

    @Test(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
    func postgres_keeps_write_times_and_tombstones_across_reopening() throws {
        let cluster = try TemporaryPostgres()
        func count() throws -> Int {
            let connection = try cluster.connection(as: "habits")
            var found = -1
            try connection.transaction {
                try connection.run("SELECT set_config('habits.account', '1', true)", [])
                try connection.query("SELECT count(*) FROM entry_write_times") { row in found = row.int(0) }
            }
            return found
        }
        try WriteTimesScenario.run(open: { try PostgresDatabase(url: cluster.url, listen: false).store() }, count: count)
    }
}
