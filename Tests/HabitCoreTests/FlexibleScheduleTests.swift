import Foundation
import HabitCore
import HabitTestSupport
import Testing

// SPEC §10.1 and §10.7 on hand-worked histories, with `today` pinned. March 2025: Sat 1, Mon 3,
// Mon 10, Mon 17, Mon 24, Mon 31.

@Suite struct WeeklyScheduleTests {
    /// weekly(3) from Mon 3 March. Done 3, 5, 7 | 11, 13, 16 | 17, 18; today Wed 19.
    @Test func weeks_run_Monday_to_Sunday_and_the_current_week_counts_once_met() {
        let habit = tracker("Swim", .weekly(3), created: march(3))
        let done = [3, 5, 7, 11, 13, 16, 17, 18].map(march)
        let j = judge(habit, history(done: done), today: march(19))
        #expect(period(j, march(3)) == PeriodNumbers(march(3), march(9), done: 3, goal: 3))
        #expect(period(j, march(9)) == PeriodNumbers(march(3), march(9), done: 3, goal: 3))
        #expect(period(j, march(10)) == PeriodNumbers(march(10), march(16), done: 3, goal: 3))
        #expect(period(j, march(19)) == PeriodNumbers(march(17), march(23), done: 2, goal: 3))
        #expect(period(j, march(23)) == PeriodNumbers(march(17), march(23), done: 2, goal: 3), "the current week's later days")
        #expect(period(j, march(2)) == nil, "Sunday 2 March belongs to the week before the start")
        #expect(j.streaks == s(2, 2), "the current week is not met yet and does not break")
        // The last chance in week 2 is Sunday 16 (one more needed, one day left); nothing else is due.
        #expect(dueDays(j, march(3), march(19)) == [march(16)])
        #expect(states(j, march(10), march(16)) == [.open, .done, .open, .done, .open, .open, .done])
        #expect(j.state(on: march(19)) == .open && !j.isDue(on: march(19)))
        #expect(j.state(on: march(22)) == .open, "a future day of a flexible habit is open")

        let met = judge(habit, history(done: done + [march(19)]), today: march(19))
        #expect(met.streaks == s(3, 3), "the current week counts once met")
        #expect(period(met, march(19))?.done == 3)
    }

    /// weekly(2) from Mon 24 Feb. Met: Feb 24–Mar 2, Mar 3–9; missed Mar 10–16 (1 of 2); met
    /// Mar 17–23; nothing yet Mar 24–30, today Sunday 30.
    @Test func a_missed_week_breaks_and_the_current_week_never_breaks() throws {
        let habit = tracker("Swim", .weekly(2), created: d("2025-02-24"))
        let done = [d("2025-02-24"), d("2025-02-25"), march(3), march(4), march(10), march(17), march(18)]
        let j = judge(habit, history(done: done), today: march(30))
        #expect(j.streaks == s(1, 2))
        #expect(dueDays(j, d("2025-02-24"), march(30)) == [march(16), march(29), march(30)])
        #expect(j.state(on: march(15)) == .open)
        #expect(j.state(on: march(16)) == .missed)
        #expect(j.state(on: march(29)) == .missed)
        #expect(j.state(on: march(30)) == .pending, "today is never missed")
        #expect(progress(j, on: march(30)) == DayProgress(done: 0, total: 1))

        let doneToday = judge(habit, history(done: done + [march(30)]), today: march(30))
        #expect(doneToday.streaks == s(1, 2), "1 of 2 done: the week is not met, and still not broken")
        #expect(progress(doneToday, on: march(30)) == DayProgress(done: 1, total: 1))
        #expect(period(doneToday, march(30)) == PeriodNumbers(march(24), march(30), done: 1, goal: 2))

        let nextMonday = judge(habit, history(done: done), today: march(31))
        #expect(nextMonday.streaks == s(0, 2), "once the week is over it is judged")
    }

    /// Created Thursday 6 March: 4 of 7 days available, goal round-half-up(3 × 4 ÷ 7) = 2.
    @Test func a_habit_created_mid_week_has_a_prorated_first_week() {
        let habit = tracker("Swim", .weekly(3), created: march(6))
        let j = judge(habit, history(done: [march(8), march(9)]), today: march(9))
        #expect(period(j, march(6)) == PeriodNumbers(march(3), march(9), done: 2, goal: 2))
        #expect(period(j, march(3)) == period(j, march(6)), "the period starts on Monday, before the start day")
        #expect(dueDays(j, march(3), march(9)) == [march(8), march(9)])
        #expect(states(j, march(3), march(9)) == [.beforeStart, .beforeStart, .beforeStart, .open, .open, .done, .done])
        #expect(j.streaks == s(1, 1))

        let nothing = judge(habit, today: march(9))
        #expect(states(nothing, march(6), march(9)) == [.open, .open, .missed, .pending])
        #expect(nothing.streaks == s(0, 0))
    }

    /// Created on a Sunday: 1 of 7 days. weekly(3) → round(3/7) = 0, a neutral week even when
    /// done; weekly(4) → round(4/7) = 1.
    @Test func a_habit_created_on_a_Sunday_has_a_neutral_or_a_one_day_first_week() {
        let three = judge(tracker("Swim", .weekly(3), created: march(9)), history(done: [march(9)]), today: march(9))
        #expect(period(three, march(9)) == PeriodNumbers(march(3), march(9), done: 1, goal: 0))
        #expect(three.streaks == s(0, 0), "a neutral week neither counts nor breaks")
        #expect(!three.isDue(on: march(9)))
        let four = judge(tracker("Swim", .weekly(4), created: march(9)), history(done: [march(9)]), today: march(9))
        #expect(period(four, march(9)) == PeriodNumbers(march(3), march(9), done: 1, goal: 1))
        #expect(four.isDue(on: march(9)) && four.isDoneWhenDue(on: march(9)))
        #expect(four.streaks == s(1, 1))
    }

    /// weekly(3), Mon 3 – Sun 9 March, the first `skips` days skipped: goal = round-half-up(3 × available ÷ 7).
    @Test(arguments: zip(0...7, [3, 3, 2, 2, 1, 1, 0, 0]))
    func skipped_days_lower_the_weeks_goal(skips: Int, goal: Int) {
        let habit = tracker("Swim", .weekly(3), created: march(3))
        let skipped = span(march(3), march(9)).prefix(skips)
        let j = judge(habit, history(skipped: Array(skipped)), today: march(9))
        #expect(period(j, march(9)) == PeriodNumbers(march(3), march(9), done: 0, goal: goal))
    }

    @Test func weekly_1_with_three_or_four_available_days() {
        // round(1 × 4 ÷ 7) = 1, round(1 × 3 ÷ 7) = 0.
        let habit = tracker("Call mum", .weekly(1), created: march(3))
        let four = judge(habit, history(skipped: span(march(3), march(5))), today: march(9))
        #expect(period(four, march(9))?.goal == 1)
        let three = judge(habit, history(skipped: span(march(3), march(6))), today: march(9))
        #expect(period(three, march(9))?.goal == 0)
    }

    /// Mon–Wed skipped: goal 2 over Thu–Sun; Saturday is the last chance for two.
    @Test func a_week_with_skipped_days_is_due_on_its_new_last_chance() {
        let habit = tracker("Swim", .weekly(3), created: march(3))
        let j = judge(habit, history(done: [march(8), march(9)], skipped: span(march(3), march(5))), today: march(9))
        #expect(states(j, march(3), march(9)) == [.skipped, .skipped, .skipped, .open, .open, .done, .done])
        #expect(dueDays(j, march(3), march(9)) == [march(8), march(9)])
        #expect(period(j, march(9)) == PeriodNumbers(march(3), march(9), done: 2, goal: 2))
        #expect(j.streaks == s(1, 1))
    }

    /// weekly(1): met Mar 3–9; Mar 10–13 skipped (3 days left: goal 0, neutral); met Mar 17–23.
    @Test func a_neutral_week_neither_breaks_nor_counts() {
        let habit = tracker("Call mum", .weekly(1), created: march(3))
        let j = judge(habit, history(done: [march(5), march(20)], skipped: span(march(10), march(13))), today: march(23))
        #expect(j.streaks == s(2, 2))
        #expect(period(j, march(12)) == PeriodNumbers(march(10), march(16), done: 0, goal: 0))
        #expect(dueDays(j, march(3), march(23)).isEmpty)
        #expect(j.state(on: march(10)) == .skipped && j.state(on: march(14)) == .open)
    }

    /// weekly(3) from Mon 10 March with a holiday planned for Fri 14 – Sun 16: 4 days available,
    /// goal 2, so on Wednesday (2 needed, 2 days left) today is the last chance.
    @Test func a_pause_planned_later_in_the_week_lowers_the_goal_and_brings_the_last_chance_forward() {
        let paused = tracker("Swim", .weekly(3), created: march(10), pauses: [Pause(from: march(14), until: march(16))])
        let j = judge(paused, today: march(12))
        #expect(period(j, march(12)) == PeriodNumbers(march(10), march(16), done: 0, goal: 2))
        #expect(dueDays(j, march(10), march(12)) == [march(12)])
        #expect(j.state(on: march(12)) == .pending)
        #expect(j.state(on: march(13)) == .open && j.state(on: march(14)) == .paused)
        #expect(!j.isShown(on: march(15)))
        let unpaused = judge(tracker("Swim", .weekly(3), created: march(10)), today: march(12))
        #expect(unpaused.state(on: march(12)) == .open, "without the holiday 3 are needed in 5 days")
    }

    /// A completion left on a paused day is kept and shown (§10.4), but the paused day is not
    /// available ("behave as skipped for every rule"), so it does not count towards the week.
    /// The other reading would count it, as a done day that happens to lie in a pause.
    @Test(.tags(.specReading)) func a_completion_on_a_paused_day_does_not_count_towards_the_week() {
        let habit = tracker("Swim", .weekly(2), created: march(10), pauses: [Pause(from: march(14), until: march(16))])
        let j = judge(habit, history(done: [march(10), march(15)]), today: march(17))
        #expect(period(j, march(15)) == PeriodNumbers(march(10), march(16), done: 1, goal: 1))
        #expect(j.state(on: march(15)) == .done)
        #expect(j.streaks == s(1, 1))
        #expect(j.doneCount == 2)
    }
}

@Suite struct MonthlyScheduleTests {
    /// monthly(4) from Mon 17 March 2025: March has 15 of 31 days, goal round(4 × 15 ÷ 31) = 2.
    /// Done Mar 20, 31 (met) | Apr 1, 8, 15 (3 of 4) | May 2; today Tue 6 May.
    @Test func months_start_on_the_1st_and_the_first_month_is_prorated() {
        let habit = tracker("Visit", .monthly(4), created: march(17))
        let done = [march(20), march(31), d("2025-04-01"), d("2025-04-08"), d("2025-04-15"), d("2025-05-02")]
        let j = judge(habit, history(done: done), today: d("2025-05-06"))
        #expect(period(j, march(1)) == PeriodNumbers(march(1), march(31), done: 2, goal: 2))
        #expect(period(j, march(17)) == PeriodNumbers(march(1), march(31), done: 2, goal: 2))
        #expect(period(j, d("2025-04-30")) == PeriodNumbers(d("2025-04-01"), d("2025-04-30"), done: 3, goal: 4))
        #expect(period(j, d("2025-05-06")) == PeriodNumbers(d("2025-05-01"), d("2025-05-31"), done: 1, goal: 4))
        #expect(dueDays(j, march(17), d("2025-05-06")) == [march(31), d("2025-04-30")])
        #expect(j.state(on: march(16)) == .beforeStart)
        #expect(j.state(on: march(31)) == .done)
        #expect(j.state(on: d("2025-04-29")) == .open)
        #expect(j.state(on: d("2025-04-30")) == .missed)
        #expect(j.state(on: d("2025-05-06")) == .open)
        #expect(j.streaks == s(0, 1))
    }

    /// monthly(2) with nothing done: the last two days of February are due, in 2025 (28 days)
    /// and in 2024 (29 days).
    @Test func the_last_chances_of_February_in_2025_and_in_the_leap_year_2024() {
        let y2025 = judge(tracker("Visit", .monthly(2), created: d("2025-02-01")), today: d("2025-03-02"))
        #expect(period(y2025, d("2025-02-10")) == PeriodNumbers(d("2025-02-01"), d("2025-02-28"), done: 0, goal: 2))
        #expect(dueDays(y2025, d("2025-02-01"), d("2025-03-02")) == [d("2025-02-27"), d("2025-02-28")])
        #expect(states(y2025, d("2025-02-26"), d("2025-03-02")) == [.open, .missed, .missed, .open, .open])
        let y2024 = judge(tracker("Visit", .monthly(2), created: d("2024-02-01")), today: d("2024-03-02"))
        #expect(period(y2024, d("2024-02-10")) == PeriodNumbers(d("2024-02-01"), d("2024-02-29"), done: 0, goal: 2))
        #expect(dueDays(y2024, d("2024-02-01"), d("2024-03-02")) == [d("2024-02-28"), d("2024-02-29")])
        #expect(y2024.state(on: d("2024-02-27")) == .open)
    }

    /// monthly(1) created 15 Feb 2025: 14 of 28 days, exactly half, rounds up to 1. Created
    /// 16 Feb 2024: 14 of 29 days rounds to 0, a neutral month.
    @Test func February_prorating_rounds_half_up_over_28_and_29_days() {
        let half = judge(tracker("Visit", .monthly(1), created: d("2025-02-15")), today: d("2025-02-20"))
        #expect(period(half, d("2025-02-20"))?.goal == 1)
        let leap = judge(tracker("Visit", .monthly(1), created: d("2024-02-16")), today: d("2024-02-20"))
        #expect(period(leap, d("2024-02-20")) == PeriodNumbers(d("2024-02-01"), d("2024-02-29"), done: 0, goal: 0))
        // April has 30 days: created on the 16th leaves 15, exactly half of 1 → 1.
        let april = judge(tracker("Visit", .monthly(1), created: d("2025-04-16")), today: d("2025-04-20"))
        #expect(period(april, d("2025-04-20"))?.goal == 1)
    }

    @Test func a_streak_runs_across_February() {
        let habit = tracker("Visit", .monthly(2), created: d("2025-01-01"))
        let done = days("2025-01-10", "2025-01-20", "2025-02-27", "2025-02-28")
        let j = judge(habit, history(done: done), today: d("2025-03-03"))
        #expect(j.streaks == s(2, 2))
        #expect(dueDays(j, d("2025-02-01"), d("2025-02-28")) == days("2025-02-27", "2025-02-28"))
        #expect(progress(j, on: d("2025-02-28")) == DayProgress(done: 1, total: 1))
        // The best streak is never below the current one, and a later miss keeps the best.
        let later = judge(habit, history(done: done), today: d("2025-04-01"))
        #expect(later.streaks == s(0, 2))
    }
}

@Suite struct RollingScheduleTests {
    /// rolling(1, 3), "every 3 days", from Sat 1 March; done 1, 4, 5; today Sat 8.
    /// Windows are judged from the 3rd (the 1st–3rd). Due only on the last chance.
    @Test func every_3_days_is_due_on_its_last_chance() {
        let habit = tracker("Water plants", .rolling(times: 1, days: 3), created: march(1))
        let done = [march(1), march(4), march(5)]
        let j = judge(habit, history(done: done), today: march(8))
        #expect(dueDays(j, march(1), march(8)) == [march(4), march(8)])
        #expect(states(j, march(1), march(8)) == [.done, .open, .open, .done, .done, .open, .open, .pending])
        #expect(j.streaks == s(5, 5), "windows met on the 3rd to the 7th; today's is not met yet and does not break")
        #expect(judge(habit, history(done: done + [march(8)]), today: march(8)).streaks == s(6, 6))

        let nextDay = judge(habit, history(done: done), today: march(9))
        #expect(nextDay.state(on: march(8)) == .missed && nextDay.state(on: march(9)) == .pending)
        #expect(dueDays(nextDay, march(1), march(9)) == [march(4), march(8), march(9)])
        #expect(nextDay.streaks == s(0, 5), "best never below current, and kept after the break")
    }

    /// rolling(1, 3) from Sat 1 March, done on the 1st, paused 3rd–5th, skipped the 6th; today the 8th.
    /// The window of the 7th is the 1st, 2nd and 7th (met by the 1st); the 8th's is 2nd, 7th, 8th.
    @Test func a_window_stretches_over_paused_and_skipped_days() {
        let habit = tracker("Water plants", .rolling(times: 1, days: 3), created: march(1),
                            pauses: [Pause(from: march(3), until: march(5))])
        let j = judge(habit, history(done: [march(1)], skipped: [march(6)]), today: march(8))
        #expect(states(j, march(1), march(8)) == [.done, .open, .paused, .paused, .paused, .skipped, .open, .pending])
        #expect(dueDays(j, march(1), march(8)) == [march(8)])
        #expect(j.streaks == s(1, 1))
        #expect(!j.isShown(on: march(4)) && j.isShown(on: march(6)) && j.isShown(on: march(8)))
        #expect(progress(j, on: march(4)) == DayProgress(done: 0, total: 0))
    }

    /// rolling(2, 5) from Sat 1 March: no window is judged before the 5th.
    @Test func windows_reaching_before_the_start_are_not_judged() {
        let habit = tracker("Run", .rolling(times: 2, days: 5), created: march(1))
        let early = judge(habit, today: march(4))
        #expect(dueDays(early, march(1), march(4)).isEmpty)
        #expect(states(early, march(1), march(4)) == [.open, .open, .open, .open])
        #expect(early.streaks == s(0, 0))
        #expect(early.isShown(on: march(4)) && progress(early, on: march(4)) == DayProgress(done: 0, total: 0))

        let fifth = judge(habit, today: march(5))
        #expect(dueDays(fifth, march(1), march(5)) == [march(5)] && fifth.state(on: march(5)) == .pending)

        let twoEarly = judge(habit, history(done: [march(1), march(2)]), today: march(5))
        #expect(!twoEarly.isDue(on: march(5)) && twoEarly.streaks == s(1, 1), "the first judged window is met")
        let later = judge(habit, history(done: [march(1), march(2)]), today: march(7))
        #expect(states(later, march(5), march(7)) == [.open, .missed, .pending])
        #expect(later.streaks == s(0, 1))

        // A skipped day stretches the first window too: 4 available days by the 5th, none judged.
        let skipped = judge(habit, history(skipped: [march(2)]), today: march(5))
        #expect(dueDays(skipped, march(1), march(5)).isEmpty)
        #expect(skipped.state(on: march(6)) == .open)
        #expect(dueDays(judge(habit, history(skipped: [march(2)]), today: march(6)), march(1), march(6)) == [march(6)])
    }

    /// rolling(2, 4): due when fewer than 2 of the other 3 days in the window are done.
    @Test func two_in_four_days() {
        let habit = tracker("Run", .rolling(times: 2, days: 4), created: march(1))
        // Windows: 4th {1–4}: 1,3 ✓ | 5th {2–5}: 3 only ✗ | 6th {3–6}: 3,6 ✓ | 7th {4–7}: 6,7 ✓ | 8th {5–8}: 6,7 ✓
        // Due where the other three days hold fewer than 2: the 5th, 6th and 7th.
        let j = judge(habit, history(done: [march(1), march(3), march(6), march(7)]), today: march(8))
        #expect(dueDays(j, march(1), march(8)) == [march(5), march(6), march(7)])
        #expect(states(j, march(1), march(8)) == [.done, .open, .done, .open, .missed, .done, .done, .open])
        #expect(j.streaks == s(3, 3))
    }
}

@Suite struct FlexibleProgressAndStatisticsTests {
    /// Today Wed 12 March; every tracker from Mon 10.
    @Test func progress_counts_due_habits_and_open_habits_done_that_day() {
        let today = march(12)
        let daily = judge(tracker("Daily", .everyDay, created: march(10)), history(done: [today]), today: today)
        let openUndone = judge(tracker("Swim", .weekly(3), created: march(10)), history(done: [march(11)]), today: today)
        let openDone = judge(tracker("Call", .weekly(1), created: march(10)), history(done: [today]), today: today)
        let dueRolling = judge(tracker("Water", .rolling(times: 1, days: 2), created: march(10)), today: today)
        let paused = judge(tracker("Yoga", .everyDay, created: march(10), pauses: [Pause(from: today)]), today: today)
        let party = event("Party", created: march(10))
        let partyDone = Rules.judge(party, history: History(done: [today]), today: today, weekStart: .mon)
        #expect(openUndone.state(on: today) == .open && openDone.state(on: today) == .done)
        #expect(dueRolling.state(on: today) == .pending)
        #expect(!paused.isShown(on: today) && paused.state(on: today) == .paused)
        #expect(progress(daily, openUndone, openDone, dueRolling, paused, partyDone, on: today) == DayProgress(done: 3, total: 4))
        let rollingDone = judge(tracker("Water", .rolling(times: 1, days: 2), created: march(10)), history(done: [today]), today: today)
        #expect(progress(daily, openUndone, openDone, rollingDone, paused, partyDone, on: today).isAllDone)
    }

    /// Mon 10 – Sun 16 March. A every day, done every day; W weekly(2), done only Saturday 15:
    /// due (and done) on the 15th, due and not yet done today. Open days of W spoil nothing.
    @Test func perfect_days_count_due_habits_only() {
        let a = judge(tracker("A", .everyDay, created: march(10)), history(done: span(march(10), march(16))), today: march(16))
        let w = judge(tracker("W", .weekly(2), created: march(10), position: 1), history(done: [march(15)]), today: march(16))
        #expect(dueDays(w, march(10), march(16)) == [march(15), march(16)])
        let stats = Rules.statistics([a, w], today: march(16))
        #expect(stats == Statistics(bestStreak: 6, perfectDays: 6, trackersCompleted: 8, calendarDays: 7))
        #expect(stats.average == Decimal(string: "1.1"))
        let missedSaturday = judge(tracker("W", .weekly(2), created: march(10), position: 1), today: march(16))
        #expect(Rules.statistics([a, missedSaturday], today: march(16))
                == Statistics(bestStreak: 5, perfectDays: 5, trackersCompleted: 7, calendarDays: 7))
    }
}
