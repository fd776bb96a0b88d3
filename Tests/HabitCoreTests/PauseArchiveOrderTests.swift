import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// A library for the commands: category Health with Read (every day) and Swim (weekly 2) from
/// Mon 3 March, and the event Party; today Mon 10 March 2025.
private struct Fixture {
    var lib = Library()
    var health: HabitCore.Category!
    var read: Tracker!, swim: Tracker!, party: Tracker!
    let today = march(10)

    init() throws {
        var lib = Library()
        health = try lib.addCategory(named: "Health")
        read = try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: health.id, createdOn: march(3)), today: today)
        swim = try lib.addTracker(TrackerDraft(name: "Swim", kind: .habit(.weekly(2)), categoryID: health.id, createdOn: march(3)), today: today)
        party = try lib.addTracker(TrackerDraft(name: "Party", kind: .event, categoryID: health.id, createdOn: march(3)), today: today)
        self.lib = lib
    }

    func pauses(_ tracker: Tracker) -> [Pause] { lib.tracker(tracker.id)!.pauses }
    func judgement(_ tracker: Tracker, today: Day? = nil) -> Judgement {
        Rules.judge(lib.tracker(tracker.id)!, history: lib.history(of: tracker.id), today: today ?? self.today, weekStart: .mon)
    }
}

private func p(_ from: Int, _ until: Int?) -> Pause { Pause(from: march(from), until: until.map(march)) }

@Suite struct PauseTests {
    /// Pauses that have begun by today (here the 31st) merge; planned ones are changed instead (below).
    @Test func pauses_merge_when_they_overlap_or_touch_and_stay_sorted() throws {
        var f = try Fixture()
        let today = march(31)
        #expect(try f.lib.pause(f.read.id, from: march(12), until: march(14), today: today))
        #expect(f.pauses(f.read) == [p(12, 14)])
        #expect(try !f.lib.pause(f.read.id, from: march(12), until: march(14), today: today), "the same pause again")
        #expect(try !f.lib.pause(f.read.id, from: march(13), until: march(13), today: today), "inside one already there")
        try f.lib.pause(f.read.id, from: march(15), until: march(16), today: today)
        #expect(f.pauses(f.read) == [p(12, 16)], "adjacent")
        try f.lib.pause(f.read.id, from: march(16), until: march(20), today: today)
        #expect(f.pauses(f.read) == [p(12, 20)], "overlapping")
        try f.lib.pause(f.read.id, from: march(25), until: march(26), today: today)
        try f.lib.pause(f.read.id, from: march(5), until: march(6), today: today)
        #expect(f.pauses(f.read) == [p(5, 6), p(12, 20), p(25, 26)])
        try f.lib.pause(f.read.id, from: march(24), until: nil, today: today)
        #expect(f.pauses(f.read) == [p(5, 6), p(12, 20), p(24, nil)], "an open pause swallows the later ones")
        try f.lib.pause(f.read.id, from: march(21), until: march(23), today: today)
        #expect(f.pauses(f.read) == [p(5, 6), p(12, nil)])
        #expect(f.pauses(f.swim).isEmpty)
    }

    @Test func refusals() throws {
        var f = try Fixture()
        let before = f.lib
        #expect(throws: DomainError.cannotPauseEvent(name: "Party")) {
            try f.lib.pause(f.party.id, from: march(12), until: nil, today: f.today)
        }
        #expect(throws: DomainError.pauseEndsBeforeStart) {
            try f.lib.pause(f.read.id, from: march(12), until: march(11), today: f.today)
        }
        #expect(throws: DomainError.beforeStart(name: "Read", start: march(3))) {
            try f.lib.pause(f.read.id, from: march(2), until: march(4), today: f.today)
        }
        let stranger = Tracker.ID.random()
        #expect(throws: DomainError.unknownTracker(stranger.lowercased)) {
            try f.lib.pause(stranger, from: march(12), until: nil, today: f.today)
        }
        #expect(throws: DomainError.pauseEndsBeforeStart) { try f.lib.pauseAll(from: march(12), until: march(11), today: f.today) }
        #expect(f.lib == before)
        #expect(try f.lib.pause(f.read.id, from: march(12), until: march(12), today: f.today), "one day is a pause")
    }

    @Test func resume_ends_the_pause_holding_today_and_else_cancels_the_next_planned_one() throws {
        var f = try Fixture()
        try f.lib.pause(f.read.id, from: march(5), until: nil, today: f.today)
        try f.lib.pause(f.read.id, from: march(3), until: march(3), today: f.today)
        #expect(try f.lib.resume(f.read.id, today: f.today) == p(5, nil))
        #expect(f.pauses(f.read) == [p(3, 3), p(5, 9)], "ends yesterday")
        #expect(try f.lib.resume(f.read.id, today: f.today) == nil, "idempotent: past pauses stay")

        try f.lib.pause(f.swim.id, from: march(10), until: march(12), today: f.today)
        try f.lib.pause(f.swim.id, from: march(20), until: march(22), today: f.today)
        try f.lib.pause(f.swim.id, from: march(25), until: march(26), today: f.today)
        #expect(try f.lib.resume(f.swim.id, today: f.today) == p(10, 12))
        #expect(f.pauses(f.swim) == [p(20, 22), p(25, 26)], "a pause starting today goes; the holidays stay")
        #expect(try f.lib.resume(f.swim.id, today: f.today) == p(20, 22), "none holds today: the next planned one is cancelled")
        #expect(try f.lib.resume(f.swim.id, today: f.today, planned: march(20)) == nil, "no planned pause starts then")
        #expect(try f.lib.resume(f.swim.id, today: f.today, planned: march(25)) == p(25, 26))
        #expect(f.pauses(f.swim).isEmpty)
        #expect(try f.lib.resume(f.swim.id, today: f.today) == nil)

        try f.lib.pause(f.read.id, from: march(8), until: march(12), today: f.today)
        #expect(f.pauses(f.read) == [p(3, 3), p(5, 12)], "adjacent to the ended one: merged")
        try f.lib.resume(f.read.id, today: f.today)
        #expect(f.pauses(f.read) == [p(3, 3), p(5, 9)])
        #expect(try f.lib.resume(f.read.id, today: f.today, planned: march(5)) == nil, "only a planned pause is named")
    }

    /// A holiday entered with the wrong days (today the 10th): a pause over any of its days
    /// changes it, a pause naming it replaces it wherever it goes, and one elsewhere is added.
    @Test func a_pause_over_a_planned_one_changes_it() throws {
        var f = try Fixture()
        try f.lib.pause(f.read.id, from: march(20), until: march(24), today: f.today)
        #expect(try f.lib.pause(f.read.id, from: march(22), until: march(27), today: f.today))
        #expect(f.pauses(f.read) == [p(22, 27)], "changed, not joined into 20–27")
        #expect(try f.lib.pause(f.read.id, from: march(23), until: march(23), today: f.today))
        #expect(f.pauses(f.read) == [p(23, 23)], "shortened")
        try f.lib.pause(f.read.id, from: march(28), until: march(29), today: f.today)
        #expect(f.pauses(f.read) == [p(23, 23), p(28, 29)], "not overlapping: a second holiday")
        #expect(try f.lib.pause(f.read.id, from: march(12), until: march(13), today: f.today, replacing: march(28)))
        #expect(f.pauses(f.read) == [p(12, 13), p(23, 23)], "moved to days that share none with it")
        try f.lib.pause(f.read.id, from: march(9), until: march(11), today: f.today)
        #expect(f.pauses(f.read) == [p(9, 13), p(23, 23)], "a pause holding today is not planned: it merges")
        try f.lib.pause(f.read.id, from: march(10), until: nil, today: f.today)
        #expect(f.pauses(f.read) == [p(9, nil)], "until resumed, over every planned one")
    }

    @Test func pause_all_pauses_every_habit_that_is_not_archived() throws {
        var f = try Fixture()
        let fresh = try f.lib.addTracker(TrackerDraft(name: "Fresh", kind: .habit(.everyDay), categoryID: f.health.id), today: f.today)
        let old = try f.lib.addTracker(TrackerDraft(name: "Old", kind: .habit(.everyDay), categoryID: f.health.id, createdOn: march(1)),
                                       today: march(5))
        try f.lib.setArchived(true, tracker: old.id, today: march(5))
        try f.lib.pauseAll(from: march(12), until: march(14), today: f.today)
        #expect(f.pauses(f.read) == [p(12, 14)] && f.pauses(f.swim) == [p(12, 14)] && f.pauses(fresh) == [p(12, 14)])
        #expect(f.pauses(f.party).isEmpty && f.pauses(old).isEmpty)
        // A range reaching before a habit's start pauses it from its start.
        try f.lib.pauseAll(from: march(1), until: march(10), today: f.today)
        #expect(f.pauses(f.read) == [p(3, 10), p(12, 14)])
        #expect(f.pauses(fresh) == [p(10, 10), p(12, 14)], "from its start on the 10th")
    }

    /// Settings' Resume all ends every pause holding today and leaves planned ones; with
    /// `planned` it cancels every planned one and leaves today's.
    @Test func resume_all_ends_todays_pauses_or_cancels_the_planned_ones() throws {
        var f = try Fixture()
        try f.lib.pause(f.read.id, from: march(8), until: march(12), today: f.today)
        try f.lib.pause(f.read.id, from: march(20), until: march(22), today: f.today)
        try f.lib.pause(f.swim.id, from: march(10), until: march(11), today: f.today)
        try f.lib.pause(f.swim.id, from: march(25), until: march(26), today: f.today)
        try f.lib.resumeAll(today: f.today, planned: false)
        #expect(f.pauses(f.read) == [p(8, 9), p(20, 22)], "today's ends yesterday; the planned one stays")
        #expect(f.pauses(f.swim) == [p(25, 26)], "one that started today goes")
        try f.lib.pause(f.swim.id, from: march(10), until: march(10), today: f.today)
        try f.lib.resumeAll(today: f.today, planned: true)
        #expect(f.pauses(f.read) == [p(8, 9)] && f.pauses(f.swim) == [p(10, 10)], "today's pause stays; planned ones go")
    }

    /// A range that ends before a newer habit started leaves that habit alone; the others are paused.
    @Test func pause_all_over_days_before_a_newer_habit_started_skips_that_habit() throws {
        var f = try Fixture()
        let fresh = try f.lib.addTracker(TrackerDraft(name: "Fresh", kind: .habit(.everyDay), categoryID: f.health.id), today: f.today)
        try f.lib.pauseAll(from: march(4), until: march(6), today: f.today)
        #expect(f.pauses(f.read) == [p(4, 6)] && f.pauses(f.swim) == [p(4, 6)])
        #expect(f.pauses(fresh).isEmpty)
    }

    /// Every day from Mon 3 March: done 3–5 and 9; the 6th–8th paused (or skipped); today the 10th.
    @Test func paused_days_behave_as_skipped_days_for_streaks_goals_and_statistics() {
        let done = [march(3), march(4), march(5), march(9)]
        let paused = tracker("Read", .everyDay, created: march(3), pauses: [p(6, 8)])
        let skipped = tracker("Read", .everyDay, created: march(3))
        let jp = judge(paused, history(done: done), today: march(10))
        let js = judge(skipped, history(done: done, skipped: span(march(6), march(8))), today: march(10))
        #expect(jp.streaks == s(4, 4) && js.streaks == s(4, 4))
        #expect(states(jp, march(3), march(10)) == [.done, .done, .done, .paused, .paused, .paused, .done, .pending])
        #expect(states(js, march(3), march(10)) == [.done, .done, .done, .skipped, .skipped, .skipped, .done, .pending])
        #expect(dueDays(jp, march(3), march(10)) == dueDays(js, march(3), march(10)))
        #expect(Rules.statistics([jp], today: march(10)) == Rules.statistics([js], today: march(10)))
        #expect(Rules.statistics([jp], today: march(10)) == Statistics(bestStreak: 4, perfectDays: 4, trackersCompleted: 4, calendarDays: 8))

        let weekPaused = judge(tracker("Swim", .weekly(3), created: march(3), pauses: [p(3, 5)]), today: march(9))
        let weekSkipped = judge(tracker("Swim", .weekly(3), created: march(3)), history(skipped: span(march(3), march(5))), today: march(9))
        #expect(period(weekPaused, march(9))?.goal == 2 && period(weekSkipped, march(9))?.goal == 2)
        #expect(dueDays(weekPaused, march(3), march(9)) == dueDays(weekSkipped, march(3), march(9)))
    }

    @Test func paused_habits_are_not_shown_and_not_in_progress() {
        let today = march(10)
        let paused = judge(tracker("Read", .everyDay, created: march(3), pauses: [Pause(from: today)]), today: today)
        let other = judge(tracker("Run", .everyDay, created: march(3)), today: today)
        let pausedFlexible = judge(tracker("Swim", .rolling(times: 1, days: 2), created: march(3), pauses: [Pause(from: march(9))]), today: today)
        #expect(paused.state(on: today) == .paused && !paused.isShown(on: today) && !paused.isDue(on: today))
        #expect(!pausedFlexible.isShown(on: today) && !pausedFlexible.isDue(on: today))
        #expect(progress(paused, other, pausedFlexible, on: today) == DayProgress(done: 0, total: 1))
        #expect(paused.state(on: march(15)) == .paused && !paused.isDue(on: march(15)), "an open pause holds the days ahead")
        #expect(paused.isShown(on: march(9)) && paused.state(on: march(9)) == .missed, "the day before the pause")
        let planned = judge(tracker("Read", .everyDay, created: march(3), pauses: [p(14, 16)]), today: today)
        #expect(planned.isDue(on: march(13)) && !planned.isDue(on: march(14)) && planned.state(on: march(14)) == .paused)
    }

    /// SPEC §10.4: "Completions already made on a paused day are kept and shown." The core reads
    /// "shown" literally: the day's state stays `done` and the card stays on that day's board
    /// (the other reading would keep the completion in the history only). It is not due, so it is
    /// not in the streak; the board that shows it done counts it in its progress (a done card
    /// under "0 of 0 done today" would read as a mistake).
    @Test(.tags(.specReading)) func a_completion_made_before_the_pause_is_kept_and_shown() {
        let read = tracker("Read", .everyDay, created: march(3), pauses: [Pause(from: march(10))])
        let j = judge(read, history(done: [march(9), march(10)]), today: march(10))
        #expect(j.state(on: march(10)) == .done && j.isShown(on: march(10)))
        #expect(j.doneCount == 2)
        #expect(j.streaks == s(1, 1), "only the 9th counts; the paused 10th neither counts nor breaks")
        #expect(progress(j, on: march(10)) == DayProgress(done: 1, total: 1))
    }
}

@Suite struct ArchiveTests {
    @Test func an_archived_tracker_leaves_the_board_from_the_archive_day_on() throws {
        var f = try Fixture()
        try f.lib.setDone(true, tracker: f.read.id, on: march(9), today: f.today)
        #expect(try f.lib.setArchived(true, tracker: f.read.id, today: f.today))
        #expect(f.lib.tracker(f.read.id)?.archivedOn == march(10))
        #expect(try !f.lib.setArchived(true, tracker: f.read.id, today: march(11)), "idempotent, and the day stays")
        #expect(f.lib.tracker(f.read.id)?.archivedOn == march(10))
        let j = f.judgement(f.read)
        #expect(j.isShown(on: march(9)) && j.state(on: march(9)) == .done)
        #expect(!j.isShown(on: march(10)) && !j.isDue(on: march(10)) && j.state(on: march(10)) == .unscheduled)
        #expect(!j.isShown(on: march(11)) && j.state(on: march(11)) == .unscheduled)
        #expect(Rules.progress(of: f.lib, on: f.today, today: f.today) == DayProgress(done: 0, total: 0))
        #expect(j.streaks == s(1, 1), "its history stays")

        #expect(try f.lib.setArchived(false, tracker: f.read.id, today: f.today))
        #expect(f.lib.tracker(f.read.id)?.archivedOn == nil && f.judgement(f.read).isShown(on: march(10)))
        #expect(try !f.lib.setArchived(false, tracker: f.read.id, today: f.today))
        #expect(Rules.progress(of: f.lib, on: f.today, today: f.today) == DayProgress(done: 0, total: 1))
    }

    /// Every day from Mon 3 March, done 3–10 and archived on the 10th (after that day's tap);
    /// today Wed 12. Statistics count its days before the archive day: 3–9.
    @Test func statistics_count_only_the_days_before_the_archive_day() throws {
        var f = try Fixture()
        try f.lib.deleteTracker(f.swim.id)
        try f.lib.deleteTracker(f.party.id)
        for day in span(march(3), march(10)) { try f.lib.setDone(true, tracker: f.read.id, on: day, today: f.today) }
        try f.lib.setArchived(true, tracker: f.read.id, today: f.today)
        let stats = Rules.statistics(of: f.lib, today: march(12))
        #expect(stats == Statistics(bestStreak: 7, perfectDays: 7, trackersCompleted: 7, calendarDays: 10))
        #expect(f.judgement(f.read, today: march(12)).doneCount == 8, "its history stays: N days still counts the 10th")
    }

    @Test func an_archived_event_counts_its_completion_only_before_the_archive_day() throws {
        var f = try Fixture()
        try f.lib.setDone(true, tracker: f.party.id, on: march(10), today: f.today)
        try f.lib.setArchived(true, tracker: f.party.id, today: f.today)
        let stats = Rules.statistics([f.judgement(f.party)], today: f.today)
        #expect(stats == Statistics(bestStreak: 0, perfectDays: 0, trackersCompleted: 0, calendarDays: 8))
    }

    /// SPEC §10.4 says nothing of an archived habit's streak. The core judges the days before
    /// the archive day only: the period holding the archive day is over, with its goal prorated
    /// to the days before it (weekly 2 over Mon–Tue: round(2 × 2 ÷ 7) = 1), and it is no longer
    /// the current period, so an unmet one breaks the streak instead of waiting for Sunday.
    @Test(.tags(.specReading)) func archiving_mid_week_ends_that_week_on_the_day_before() {
        let swim = tracker("Swim", .weekly(2), created: march(3), archivedOn: march(12))
        let j = judge(swim, history(done: [march(3), march(4)]), today: march(12))
        #expect(period(j, march(12)) == PeriodNumbers(march(10), march(16), done: 0, goal: 1))
        #expect(j.streaks == s(0, 1))
        #expect(dueDays(j, march(3), march(16)) == [march(11)], "Tuesday became the last chance")
        let live = judge(tracker("Swim", .weekly(2), created: march(3)), history(done: [march(3), march(4)]), today: march(12))
        #expect(live.streaks == s(1, 1))
    }

    @Test func a_tracker_archived_on_its_first_day_is_archived_from_that_day() throws {
        var f = try Fixture()
        let fresh = try f.lib.addTracker(TrackerDraft(name: "Fresh", kind: .habit(.weekly(1)), categoryID: f.health.id), today: f.today)
        try f.lib.setArchived(true, tracker: fresh.id, today: f.today)
        #expect(f.lib.tracker(fresh.id)?.archivedOn == f.today)
        let j = f.judgement(fresh)
        #expect(!j.isShown(on: f.today) && j.streaks == s(0, 0) && j.period(containing: f.today) == nil)
    }
}

@Suite struct OrderTests {
    @Test func trackers_move_up_and_down_within_their_category_and_not_past_the_ends() throws {
        var lib = Library()
        let health = try lib.addCategory(named: "Health"), work = try lib.addCategory(named: "Work")
        func add(_ name: String, _ category: HabitCore.Category) throws -> Tracker {
            try lib.addTracker(TrackerDraft(name: name, kind: .habit(.everyDay), categoryID: category.id), today: march(10))
        }
        let a = try add("A", health), x = try add("X", work), b = try add("B", health), c = try add("C", health)
        func names(_ category: HabitCore.Category) -> [String] { lib.trackers(in: category.id).map(\.name) }
        #expect(names(health) == ["A", "B", "C"])
        #expect(try lib.moveTracker(b.id, by: -1))
        #expect(names(health) == ["B", "A", "C"] && names(work) == ["X"])
        #expect(try !lib.moveTracker(b.id, by: -1), "already first")
        #expect(try !lib.moveTracker(c.id, by: 1), "already last")
        #expect(names(health) == ["B", "A", "C"])
        #expect(try lib.moveTracker(a.id, by: 1))
        #expect(names(health) == ["B", "C", "A"])
        #expect(try !lib.moveTracker(x.id, by: -1) && !lib.moveTracker(x.id, by: 1), "alone in its category")
        #expect(Set(lib.trackers.map(\.position)).count == 4, "positions stay unique")
        _ = try add("D", health)
        #expect(names(health) == ["B", "C", "A", "D"], "new ones go last")
        let stranger = Tracker.ID.random()
        #expect(throws: DomainError.unknownTracker(stranger.lowercased)) { try lib.moveTracker(stranger, by: 1) }
    }

    @Test func categories_move_up_and_down_and_not_past_the_ends() throws {
        var lib = Library()
        let health = try lib.addCategory(named: "Health"), work = try lib.addCategory(named: "Work")
        let home = try lib.addCategory(named: "Home")
        #expect(lib.categories.map(\.name) == ["Health", "Work", "Home"])
        #expect(try !lib.moveCategory(health.id, by: -1))
        #expect(try !lib.moveCategory(home.id, by: 1))
        #expect(try lib.moveCategory(home.id, by: -1))
        #expect(lib.categories.map(\.name) == ["Health", "Home", "Work"])
        #expect(try lib.moveCategory(health.id, by: 1))
        #expect(lib.categories.map(\.name) == ["Home", "Health", "Work"])
        #expect(try !lib.moveCategory(work.id, by: 1))
        try lib.addCategory(named: "Later")
        #expect(lib.categories.map(\.name) == ["Home", "Health", "Work", "Later"])
        let stranger = HabitCore.Category.ID.random()
        #expect(throws: DomainError.unknownCategory(stranger.lowercased)) { try lib.moveCategory(stranger, by: 1) }
    }
}
