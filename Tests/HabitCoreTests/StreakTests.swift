import Foundation
import HabitCore
import HabitTestSupport
import HabitScreens
import Testing

/// Seed 003 §4's worked examples and the acceptance checks of §6.1–6.4 and §10 that need no browser.
@Suite struct SeedStreakTests {
    let read = habit("Read", created: march(1))

    @Test func worked_example_Read_Mar_1_to_4_6_7_viewed_on_Mar_7_gives_current_2_best_4() {
        let done = [1, 2, 3, 4, 6, 7].map(march)
        #expect(streaks(read, done, today: march(7)) == Streaks(current: 2, best: 4))
    }

    @Test func toggle_Mar_5_to_done_gives_7_7_and_back_gives_2_4() throws {
        var lib = library((read, [1, 2, 3, 4, 6, 7].map(march)))
        try lib.setDone(true, tracker: read.id, on: march(5), today: march(7))
        #expect(Rules.streaks(of: read, history: lib.history(of: read.id), today: march(7), weekStart: .mon) == Streaks(current: 7, best: 7))
        try lib.setDone(false, tracker: read.id, on: march(5), today: march(7))
        #expect(Rules.streaks(of: read, history: lib.history(of: read.id), today: march(7), weekStart: .mon) == Streaks(current: 2, best: 4))
    }

    @Test func midnight_Meditate_done_Mar_5_6_is_2_at_23_59_on_Mar_7_and_0_at_00_01_on_Mar_8() {
        let meditate = habit("Meditate", created: march(1))
        let done = [march(5), march(6)]
        let zone = TimeZone(identifier: "Europe/London")!
        let before = Day(instant("2025-03-07T23:59:00", "Europe/London"), in: zone)
        let after = Day(instant("2025-03-08T00:01:00", "Europe/London"), in: zone)
        #expect(before == march(7) && after == march(8))
        #expect(streaks(meditate, done, today: before)?.current == 2)
        #expect(streaks(meditate, done, today: after)?.current == 0)
        #expect(streaks(meditate, done, today: after)?.best == 2, "best streak never decreases when a streak breaks")
    }

    @Test func Stretch_created_and_done_Mar_7_gives_1_1() {
        let stretch = habit("Stretch", created: march(7))
        #expect(streaks(stretch, [march(7)], today: march(7)) == Streaks(current: 1, best: 1))
    }

    @Test func a_habit_created_today_starts_at_0_0_with_today_pending() {
        let fresh = habit("Run", created: march(7))
        #expect(streaks(fresh, [], today: march(7)) == Streaks(current: 0, best: 0))
        let detail = TrackerDetailState.build(library: library((fresh, [])), tracker: fresh.id, today: march(7))!
        #expect(detail.last30.last?.state == .pending)
        #expect(detail.days == 0)
    }

    @Test func streak_2_with_Mar_6_7_shows_2_on_Mar_7_and_on_Mar_8_before_a_tap_and_3_after() throws {
        var lib = library((read, [march(6), march(7)]))
        #expect(Rules.streaks(of: read, history: lib.history(of: read.id), today: march(7), weekStart: .mon)?.current == 2)
        #expect(Rules.streaks(of: read, history: lib.history(of: read.id), today: march(8), weekStart: .mon)?.current == 2)
        try lib.setDone(true, tracker: read.id, on: march(8), today: march(8))
        #expect(Rules.streaks(of: read, history: lib.history(of: read.id), today: march(8), weekStart: .mon)?.current == 3)
        try lib.setDone(false, tracker: read.id, on: march(8), today: march(8))
        #expect(Rules.streaks(of: read, history: lib.history(of: read.id), today: march(8), weekStart: .mon)?.current == 2,
                "tap then tap again returns to pending, streak back to prior value")
    }

    @Test func Mar_6_done_nothing_Mar_7_shows_1_at_23_00_on_Mar_7_and_0_at_00_01_on_Mar_8() {
        let zone = TimeZone(identifier: "America/New_York")!
        let late = Day(instant("2025-03-07T23:00:00", "America/New_York"), in: zone)
        let past = Day(instant("2025-03-08T00:01:00", "America/New_York"), in: zone)
        #expect(streaks(read, [march(6)], today: late)?.current == 1)
        #expect(streaks(read, [march(6)], today: past)?.current == 0)
    }

    @Test func adding_Read_shows_0_and_best_0_then_a_tap_gives_1_and_a_second_tap_0() throws {
        var lib = Library()
        let category = try lib.addCategory(named: "Health")
        let tracker = try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id),
                                         today: march(7))
        let card = { (lib: Library) in BoardState.build(library: lib, date: march(7), today: march(7)).cards[0] }
        #expect(card(lib).streaks == Streaks(current: 0, best: 0))
        try lib.setDone(true, tracker: tracker.id, on: march(7), today: march(7))
        #expect(card(lib).streaks == Streaks(current: 1, best: 1) && card(lib).done)
        try lib.setDone(false, tracker: tracker.id, on: march(7), today: march(7))
        #expect(card(lib).streaks == Streaks(current: 0, best: 0) && !card(lib).done)
    }

    @Test func progress_3_habits_2_done_reads_2_of_3_done_today_and_all_3_reads_All_done() throws {
        let a = habit("A", created: march(1), position: 0), b = habit("B", created: march(1), position: 1)
        let c = habit("C", created: march(1), position: 2)
        var lib = library((a, [march(7)]), (b, [march(7)]), (c, []))
        var board = BoardState.build(library: lib, date: march(7), today: march(7))
        #expect(ScreenText.progress(board, .en) == "2 of 3 done today")
        try lib.setDone(true, tracker: c.id, on: march(7), today: march(7))
        board = BoardState.build(library: lib, date: march(7), today: march(7))
        #expect(ScreenText.progress(board, .en) == "All done today. Nice work!")
    }

    @Test func open_at_23_59_with_all_done_and_return_at_00_01_shows_the_new_date_and_0_of_n() {
        let zone = TimeZone(identifier: "Europe/London")!
        let a = habit("A", created: march(1), position: 0), b = habit("B", created: march(1), position: 1)
        let lib = library((a, [march(7)]), (b, [march(7)]))
        let clockBefore = Clock { instant("2025-03-07T23:59:00", "Europe/London") }
        let clockAfter = Clock { instant("2025-03-08T00:01:00", "Europe/London") }
        let before = BoardState.build(library: lib, date: clockBefore.today(in: zone), today: clockBefore.today(in: zone))
        let after = BoardState.build(library: lib, date: clockAfter.today(in: zone), today: clockAfter.today(in: zone))
        #expect(ScreenText.progress(before, .en) == "All done today. Nice work!")
        #expect(Language.en.heading(after.date) == "Saturday, 8 March")
        #expect(ScreenText.progress(after, .en) == "0 of 2 done today")
        #expect(after.cards.allSatisfy { !$0.done })
    }

    @Test func detail_of_a_habit_created_today_has_29_cells_before_start_and_today_last() {
        let fresh = habit("Run", created: march(7))
        let detail = TrackerDetailState.build(library: library((fresh, [])), tracker: fresh.id, today: march(7))!
        #expect(detail.last30.count == 30)
        #expect(detail.last30.prefix(29).allSatisfy { $0.state == .beforeStart })
        #expect(detail.last30.last?.date == march(7))
        #expect(detail.last7.map { Language.en.chip($0.date) }.first == "Sat 1")
    }

    @Test func detail_totals_line_counts_days_since_start() {
        let detail = TrackerDetailState.build(library: library((read, [1, 2, 3, 4, 6, 7].map(march))),
                                              tracker: read.id, today: march(7))!
        #expect("\(Language.en.days(detail.days)) completed since \(Language.en.mediumDate(read.createdOn))"
                == "6 days completed since 1 Mar 2025")
        #expect(detail.last30.suffix(3).map(\.state) == [.missed, .done, .done])
    }
}

@Suite struct ScheduleAwareStreakTests {
    /// Mon/Wed/Fri from Monday 2025-03-03.
    let run = habit("Run", created: march(3), on: WeekdaySet([.mon, .wed, .fri]))

    @Test func unscheduled_days_neither_break_nor_count() {
        let done = [march(3), march(5), march(7)]  // Mon, Wed, Fri
        #expect(streaks(run, done, today: march(9)) == Streaks(current: 3, best: 3), "Sunday: counts back from Friday")
        #expect(streaks(run, done, today: march(10)) == Streaks(current: 3, best: 3), "Monday not yet done is never broken")
        #expect(streaks(run, done, today: march(11)) == Streaks(current: 0, best: 3), "Tuesday after a missed Monday")
    }

    @Test func completions_on_unscheduled_days_do_not_extend_a_streak() {
        let done = [march(3), march(4), march(5)]  // Mon, Tue (unscheduled), Wed
        #expect(streaks(run, done, today: march(5)) == Streaks(current: 2, best: 2))
    }

    @Test func a_missed_scheduled_day_breaks_the_run() {
        let done = [march(3), march(7), march(10)]  // Wed 5 missed
        #expect(streaks(run, done, today: march(10)) == Streaks(current: 2, best: 2))
    }

    @Test func days_after_today_are_ignored() {
        let done = [march(3), march(5), march(7), march(10)]
        #expect(streaks(run, done, today: march(8)) == Streaks(current: 3, best: 3))
    }

    @Test func schedule_edits_apply_to_the_whole_history() throws {
        var lib = library((run, [march(3), march(4), march(5)]))
        try lib.updateTracker(run.id, TrackerChanges(schedule: .everyDay), today: march(5))
        let edited = lib.tracker(run.id)!
        #expect(Rules.streaks(of: edited, history: lib.history(of: run.id), today: march(5), weekStart: .mon) == Streaks(current: 3, best: 3))
    }

    @Test func events_have_no_streaks() {
        #expect(streaks(event("Party", created: march(1)), [march(2)], today: march(7)) == nil)
    }
}
