import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Strength (SPEC §10.8) against the reference values Loop Habit Tracker publishes, and the
/// rules for skips, pauses, today, schedules and measurable habits.
@Suite struct StrengthTests {
    let today = march(31)

    func strength(_ tracker: Tracker, _ entries: [Entry]) -> Double {
        Rules.judge(tracker, history: History(entries), today: today, weekStart: .mon).strength!
    }

    func doneDays(_ count: Int, endingOn last: Day) -> [Entry] {
        (0..<count).map { Entry(day: last.adding(days: -$0)) }
    }

    func daily(created: Day) -> Tracker { habit("Read", created: created) }

    /// Loop publishes its values to six decimals, truncated: 0.0303147… is listed as 0.030314.
    func close(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-6) -> Bool { abs(value - expected) <= tolerance }

    @Test func loops_reference_values_for_a_daily_habit() {
        #expect(close(strength(daily(created: today), [Entry(day: today)]), 0.051922))
        let thirteen = daily(created: today.adding(days: -12))
        #expect(close(strength(thirteen, doneDays(13, endingOn: today)), 0.5, 1e-6))
        let twenty = daily(created: today.adding(days: -19))
        #expect(close(strength(twenty, doneDays(20, endingOn: today)), 0.655747))
        // From 0.5 (13 done days), one more done day, or one missed day.
        let fourteen = daily(created: today.adding(days: -13))
        #expect(close(strength(fourteen, doneDays(14, endingOn: today)), 0.525961))
        let missed = daily(created: today.adding(days: -14))
        #expect(close(strength(missed, doneDays(13, endingOn: today.adding(days: -2))), 0.474039),
                "13 done days, a missed day, and today not done yet")
    }

    @Test func a_frequency_of_one_in_three_from_zero_with_a_kept_day() {
        // A measurable habit counts its window without doubling: one day at the target keeps it (v = 1).
        let tracker = Tracker(name: "Water", kind: .habit(.rolling(times: 1, days: 3)), categoryID: testCategory.id,
                              emoji: "🙂", color: Palette.colors[0], createdOn: today, position: 0,
                              measure: Measure(unit: "l", target: Quantity(2)))
        #expect(close(strength(tracker, [Entry(day: today, state: .value(Quantity(2)))]), 0.030314))
    }

    @Test func today_enters_only_once_done_and_never_lowers_the_strength() {
        let tracker = daily(created: today.adding(days: -12))
        let yesterday = strength(tracker, doneDays(12, endingOn: today.adding(days: -1)))
        #expect(close(yesterday, 1 - pow(0.5, 12.0 / 13)))
        #expect(strength(tracker, doneDays(13, endingOn: today)) > yesterday)
    }

    @Test func a_completion_kept_inside_a_pause_does_not_count_in_a_later_window() {
        // Every 2 days (f = 1/2, so done days are counted over 4): the first day was done, then
        // paused; the next day was missed. The paused day holds nothing, so the missed day has v = 0.
        var tracker = tracker("Run", .rolling(times: 1, days: 2), created: today.adding(days: -2))
        tracker.pauses = [Pause(from: today.adding(days: -2), until: today.adding(days: -2))]
        #expect(strength(tracker, [Entry(day: today.adding(days: -2))]) == 0)
    }

    @Test func skipped_and_paused_days_leave_it_unchanged() {
        let tracker = daily(created: today.adding(days: -13))
        var entries = doneDays(13, endingOn: today)
        entries.append(Entry(day: today.adding(days: -13), state: .skipped))
        #expect(close(strength(tracker, entries), 0.5, 1e-6), "the skipped first day neither raised nor lowered it")
        var paused = daily(created: today.adding(days: -20))
        paused.pauses = [Pause(from: today.adding(days: -20), until: today.adding(days: -14))]
        #expect(close(strength(paused, doneDays(13, endingOn: today)), 0.5, 1e-6), "seven paused days changed nothing")
    }

    @Test func a_weekday_habit_updates_on_its_days_only() {
        // Mon/Wed/Fri from Monday 3 March to Monday 31 March: 13 scheduled days, all done.
        let tracker = habit("Run", created: march(3), on: WeekdaySet([.mon, .wed, .fri]))
        let days = stride(from: 0, through: 28, by: 1).map { march(3).adding(days: $0) }.filter {
            [.mon, .wed, .fri].contains($0.weekday)
        }
        #expect(days.count == 13)
        #expect(close(strength(tracker, days.map { Entry(day: $0) }), 0.5, 1e-6))
    }

    @Test func measurable_habits_score_by_value_over_target() {
        let water = Tracker(name: "Water", kind: .habit(.everyDay), categoryID: testCategory.id, emoji: "🙂",
                            color: Palette.colors[0], createdOn: today, position: 0,
                            measure: Measure(unit: "glasses", target: Quantity(8)))
        // Half the target today is not done, so today does not enter yet.
        #expect(strength(water, [Entry(day: today, state: .value(Quantity(4)))]) == 0)
        #expect(close(strength(water, [Entry(day: today, state: .value(Quantity(8)))]), 0.051922))
        let coffee = Tracker(name: "Coffee", kind: .habit(.everyDay), categoryID: testCategory.id, emoji: "🙂",
                             color: Palette.colors[0], createdOn: today.adding(days: -1), position: 0,
                             measure: Measure(unit: "cups", target: Quantity(2), direction: .atMost))
        // A limit habit starts at 1; 3 cups against a limit of 2 keeps it half (v = 1 − 1/2).
        let m = pow(0.5, 1.0 / 13)
        #expect(close(strength(coffee, [Entry(day: today.adding(days: -1), state: .value(Quantity(3)))]), m + 0.5 * (1 - m)))
        #expect(close(strength(coffee, []), 1), "quiet days of a limit habit keep it")
    }

    @Test func events_have_no_strength() {
        #expect(Rules.judge(event("Party", created: today), history: History(), today: today, weekStart: .mon).strength == nil)
    }
}
