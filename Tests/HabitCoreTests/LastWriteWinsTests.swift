import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// SPEC §14: the later of two writes to a day wins, by the time each was made. Today is Mon
/// 10 March 2025; Read (every day) starts on Mon 3 March.
@Suite struct LastWriteWinsTests {
    let noon = WriteTime(milliseconds: 1_741_608_000_000)  // 2025-03-10T12:00:00Z
    func later(_ seconds: Int64) -> WriteTime { WriteTime(milliseconds: noon.milliseconds + seconds * 1000) }

    func library() throws -> (Library, Tracker) {
        var lib = Library()
        let health = try lib.addCategory(named: "Health")
        let read = try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: health.id, createdOn: march(3)),
                                      today: march(10))
        return (lib, read)
    }

    // MARK: The rule

    @Test func a_claimed_time_counts_but_never_after_now_and_none_means_now() {
        #expect(LastWriteWins.claim(later(-60), now: noon) == .madeAt(later(-60)))
        #expect(LastWriteWins.claim(later(3600), now: noon) == .madeAt(noon))
        #expect(LastWriteWins.claim(nil, now: noon) == .now(noon))
    }

    @Test func a_write_made_now_always_wins_and_keeps_a_stored_time_that_is_ahead() {
        #expect(LastWriteWins.resolve(.now(noon), over: later(-5)) == noon)
        #expect(LastWriteWins.resolve(.now(noon), over: later(5)) == later(5))
        #expect(LastWriteWins.resolve(.now(noon), over: nil) == noon)
        #expect(LastWriteWins.resolve(.madeAt(later(-5)), over: noon) == nil)
        #expect(LastWriteWins.resolve(.madeAt(noon), over: noon) == noon)
    }

    @Test func the_later_write_wins_the_same_millisecond_is_accepted_and_a_day_without_a_time_takes_any() {
        #expect(LastWriteWins.wins(later(1), over: noon))
        #expect(!LastWriteWins.wins(later(-1), over: noon))
        #expect(LastWriteWins.wins(noon, over: noon))
        #expect(LastWriteWins.wins(WriteTime(milliseconds: 0), over: nil))
    }

    @Test func a_write_time_is_whole_milliseconds_of_an_instant() {
        let instant = Date(timeIntervalSince1970: 1_741_608_000.123_9)
        #expect(WriteTime(instant).milliseconds == 1_741_608_000_123)
        #expect(WriteTime(milliseconds: 1_741_608_000_123).date.timeIntervalSince1970 == 1_741_608_000.123)
    }

    // MARK: Through Library.setEntry

    /// The hands-on test's two phones: a note typed offline on one (at 10 s) and a tap made later
    /// on the other (at 20 s) that reaches the server first. Both stay; only a write to the
    /// same part that is older is discarded, and that is reported.
    @Test func a_note_and_a_state_are_ordered_apart() throws {
        let (base, read) = try library()
        var lib = base
        let tap = try lib.writeEntry(state: .some(.done), note: nil, tracker: read.id, on: march(10), today: march(10), at: .madeAt(later(20)))
        #expect(tap == Library.EntryWrite(changed: true, discarded: false))
        let note = try lib.writeEntry(state: nil, note: "note from phone 1", tracker: read.id, on: march(10), today: march(10),
                                      at: .madeAt(later(10)))
        #expect(note == Library.EntryWrite(changed: true, discarded: false))
        #expect(lib.history(of: read.id).entry(on: march(10)) == Entry(day: march(10), state: .done, note: "note from phone 1"))
        #expect(lib.writeTime(of: read.id, on: march(10)) == later(20) && lib.noteWriteTime(of: read.id, on: march(10)) == later(10))
        // State against state: the older skip is discarded and says so; a write of both parts
        // keeps the part that is newer.
        let skip = try lib.writeEntry(state: .some(.skipped), note: nil, tracker: read.id, on: march(10), today: march(10),
                                      at: .madeAt(later(15)))
        #expect(skip == Library.EntryWrite(changed: false, discarded: true))
        let both = try lib.writeEntry(state: .some(nil), note: "newer note", tracker: read.id, on: march(10), today: march(10),
                                      at: .madeAt(later(15)))
        #expect(both == Library.EntryWrite(changed: true, discarded: true))
        #expect(lib.history(of: read.id).entry(on: march(10)) == Entry(day: march(10), state: .done, note: "newer note"))
        #expect(lib.writeTime(of: read.id, on: march(10)) == later(20) && lib.noteWriteTime(of: read.id, on: march(10)) == later(15))
        // setEntry writes the state always, and the note when it is given.
        #expect(try !lib.setEntry(.done, tracker: read.id, on: march(10), today: march(10), at: .madeAt(later(30))))
        #expect(lib.noteWriteTime(of: read.id, on: march(10)) == later(15))
    }

    @Test func a_stale_write_changes_nothing_and_the_newer_state_stays() throws {
        let (base, read) = try library()
        var lib = base
        #expect(try lib.setEntry(.done, note: "20 pages", tracker: read.id, on: march(9), today: march(10), at: .madeAt(later(10))))
        // Made earlier (offline on another device), arriving later: it loses.
        #expect(try !lib.setEntry(.skipped, note: "", tracker: read.id, on: march(9), today: march(10), at: .madeAt(later(5))))
        #expect(lib.history(of: read.id).entry(on: march(9)) == Entry(day: march(9), state: .done, note: "20 pages"))
        #expect(lib.writeTime(of: read.id, on: march(9)) == later(10))
        // A newer one wins.
        #expect(try lib.setEntry(.skipped, tracker: read.id, on: march(9), today: march(10), at: .madeAt(later(20))))
        #expect(lib.history(of: read.id).entry(on: march(9)) == Entry(day: march(9), state: .skipped, note: "20 pages"))
        #expect(lib.writeTime(of: read.id, on: march(9)) == later(20))
    }

    @Test func a_cleared_day_keeps_its_time_so_a_stale_write_cannot_bring_it_back() throws {
        let (base, read) = try library()
        var lib = base
        try lib.setDone(true, tracker: read.id, on: march(8), today: march(10), at: .madeAt(later(1)))
        #expect(try lib.setDone(false, tracker: read.id, on: march(8), today: march(10), at: .madeAt(later(30))))
        #expect(lib.history(of: read.id).entry(on: march(8)) == nil)
        #expect(lib.writeTime(of: read.id, on: march(8)) == later(30))
        #expect(try !lib.setDone(true, tracker: read.id, on: march(8), today: march(10), at: .madeAt(later(20))))
        #expect(lib.history(of: read.id).entry(on: march(8)) == nil)
    }

    @Test func a_write_that_changes_nothing_still_records_its_time_so_an_older_one_loses_after_it() throws {
        let (base, read) = try library()
        var lib = base
        try lib.setDone(true, tracker: read.id, on: march(7), today: march(10), at: .madeAt(later(1)))
        #expect(try !lib.setDone(true, tracker: read.id, on: march(7), today: march(10), at: .madeAt(later(50))))
        #expect(lib.writeTime(of: read.id, on: march(7)) == later(50))
        #expect(try !lib.setDone(false, tracker: read.id, on: march(7), today: march(10), at: .madeAt(later(40))))
        #expect(lib.history(of: read.id).isDone(on: march(7)))
    }

    @Test func a_refused_write_records_no_time_and_a_write_without_one_applies_and_keeps_the_time() throws {
        let (base, read) = try library()
        var lib = base
        #expect(throws: DomainError.futureDay) {
            try lib.setDone(true, tracker: read.id, on: march(11), today: march(10), at: .madeAt(later(5)))
        }
        #expect(lib.writeTime(of: read.id, on: march(11)) == nil)
        try lib.setDone(true, tracker: read.id, on: march(6), today: march(10), at: .madeAt(later(5)))
        #expect(try lib.setDone(false, tracker: read.id, on: march(6), today: march(10)))
        #expect(lib.writeTime(of: read.id, on: march(6)) == later(5))
        // Made now (the CLI, an API client naming no time): it wins over a stored time ahead of it.
        #expect(try lib.setDone(true, tracker: read.id, on: march(6), today: march(10), at: .now(later(1))))
        #expect(lib.writeTime(of: read.id, on: march(6)) == later(5))
        #expect(lib.writeTimes[read.id]?.count == 1)
    }

    @Test func times_go_with_their_tracker_and_category() throws {
        let (base, read) = try library()
        var lib = base
        try lib.setDone(true, tracker: read.id, on: march(5), today: march(10), at: .madeAt(later(1)))
        try lib.deleteTracker(read.id)
        #expect(lib.writeTimes.isEmpty)
        let (otherBase, again) = try library()
        var other = otherBase
        try other.setDone(true, tracker: again.id, on: march(5), today: march(10), at: .madeAt(later(1)))
        try other.deleteCategory(again.categoryID)
        #expect(other.writeTimes.isEmpty)
    }

    // MARK: Pin and pauses

    @Test func a_stale_pin_loses_to_a_newer_unpin_and_a_write_made_now_always_wins() throws {
        let (base, read) = try library()
        var lib = base
        #expect(try !lib.setPinned(false, tracker: read.id, at: .madeAt(later(10))))   // already unpinned: time kept
        #expect(lib.writeTime(of: read.id, .pin) == later(10))
        #expect(try !lib.setPinned(true, tracker: read.id, at: .madeAt(later(5))))
        #expect(lib.tracker(read.id)?.pinned == false)
        #expect(try lib.setPinned(true, tracker: read.id, at: .madeAt(later(20))))
        #expect(try lib.setPinned(false, tracker: read.id, at: .now(later(1))))
        #expect(lib.tracker(read.id)?.pinned == false && lib.writeTime(of: read.id, .pin) == later(20))
        #expect(throws: DomainError.unknownTracker("00000000-0000-0000-0000-000000000000")) {
            try lib.setPinned(true, tracker: Tracker.ID("00000000-0000-0000-0000-000000000000")!, at: .madeAt(later(30)))
        }
    }

    @Test func a_stale_pause_loses_to_a_newer_resume_and_a_stale_resume_to_a_newer_pause() throws {
        let (base, read) = try library()
        var lib = base
        #expect(try lib.pause(read.id, from: march(8), until: nil, today: march(10), at: .madeAt(later(10))))
        #expect(try lib.resume(read.id, today: march(10), at: .madeAt(later(30))) != nil)
        #expect(lib.tracker(read.id)?.pauses == [Pause(from: march(8), until: march(9))])
        // Paused again offline before the resume, sent after it: nothing changes.
        #expect(try !lib.pause(read.id, from: march(10), until: nil, today: march(10), at: .madeAt(later(20))))
        #expect(lib.tracker(read.id)?.pauses == [Pause(from: march(8), until: march(9))])
        #expect(try lib.pause(read.id, from: march(10), until: nil, today: march(10), at: .madeAt(later(40))))
        #expect(try lib.resume(read.id, today: march(10), at: .madeAt(later(35))) == nil)
        #expect(lib.tracker(read.id)?.isPaused(on: march(10)) == true)
        // A refused pause records no time.
        #expect(throws: DomainError.pauseEndsBeforeStart) {
            try lib.pause(read.id, from: march(12), until: march(11), today: march(10), at: .madeAt(later(50)))
        }
        #expect(lib.writeTime(of: read.id, .pauses) == later(40))
        try lib.deleteTracker(read.id)
        #expect(lib.partWriteTimes.isEmpty)
    }
}
