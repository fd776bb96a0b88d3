import Foundation
import HabitCore
import HabitTestSupport
import HabitScreens
import Testing

@Suite struct StatisticsTests {
    /// Sat 1 – Mon 10 March 2025. A every day from the 1st; B Mon/Wed/Fri from Mon 3rd; E an
    /// event done on Sun 9th. Perfect: 1, 2, 3, 5, 6, 8, 9 (4th: A missed; 7th: B missed; today,
    /// the 10th: B not yet done, which neither counts nor breaks).
    @Test func a_hand_computed_history_with_habits_an_event_and_today_not_yet_perfect() {
        let a = habit("A", created: march(1), position: 0)
        let b = habit("B", created: march(3), on: WeekdaySet([.mon, .wed, .fri]), position: 1)
        let e = event("E", created: march(1), position: 2)
        let lib = library((a, [1, 2, 3, 5, 6, 7, 8, 9, 10].map(march)), (b, [march(3), march(5)]), (e, [march(9)]))
        let stats = Rules.statistics(of: lib, today: march(10))
        #expect(stats == Statistics(bestStreak: 3, perfectDays: 7, trackersCompleted: 12, calendarDays: 10))
        #expect(stats.average == Decimal(string: "1.2"))
        // Rates: A 9 of 10 due days, B 2 of 3 (today's Monday not done yet does not count): 11 of 13.
        // The weeks: A's first weekend, then 8 of 10 (A misses the 4th, B the 7th), then today's A.
        #expect(withoutIDs(HabitJSON.string(StatisticsState.build(library: lib, today: march(10)))) == #"""
            {"average":1.2,"bestStreak":3,"completionRate":85,"perfectDays":7,"together":[],"togetherNone":"tooFewDays",\#
            "trackers":[\#
            {"bestStreak":6,"currentStreak":6,"name":"A","rate":90,"streakUnit":"days","strength":0.375563},\#
            {"bestStreak":2,"currentStreak":0,"name":"B","rate":67,"streakUnit":"days","strength":0.095897}],\#
            "trackersCompleted":12,"trend":[{"rate":null,"start":"2024-12-23"},{"rate":null,"start":"2024-12-30"},\#
            {"rate":null,"start":"2025-01-06"},{"rate":null,"start":"2025-01-13"},{"rate":null,"start":"2025-01-20"},\#
            {"rate":null,"start":"2025-01-27"},{"rate":null,"start":"2025-02-03"},{"rate":null,"start":"2025-02-10"},\#
            {"rate":null,"start":"2025-02-17"},{"rate":100,"start":"2025-02-24"},{"rate":80,"start":"2025-03-03"},\#
            {"rate":100,"start":"2025-03-10"}]}
            """#)
    }

    @Test func today_counts_once_it_is_perfect_and_extends_the_run() {
        let a = habit("A", created: march(8))
        let lib = library((a, [march(8), march(9), march(10)]))
        #expect(Rules.statistics(of: lib, today: march(10)) == Statistics(bestStreak: 3, perfectDays: 3, trackersCompleted: 3, calendarDays: 3))
        let notYet = library((a, [march(8), march(9)]))
        #expect(Rules.statistics(of: notYet, today: march(10)) == Statistics(bestStreak: 2, perfectDays: 2, trackersCompleted: 2, calendarDays: 3))
    }

    @Test func days_with_nothing_planned_neither_break_nor_count() {
        // Mondays only, from Mon 3rd; today Wed 12th. Planned days: 3rd and 10th, both done.
        let weekly = habit("Weekly", created: march(3), on: WeekdaySet([.mon]))
        let lib = library((weekly, [march(3), march(10)]))
        let stats = Rules.statistics(of: lib, today: march(12))
        #expect(stats == Statistics(bestStreak: 2, perfectDays: 2, trackersCompleted: 2, calendarDays: 10))
        #expect(stats.average == Decimal(string: "0.2"))
    }

    @Test func a_day_with_only_an_event_done_is_perfect_and_open_events_spoil_nothing() {
        let party = event("Party", created: march(1))
        let open = event("Open", created: march(1), position: 1)
        let lib = library((party, [march(2)]), (open, []))
        #expect(Rules.statistics(of: lib, today: march(4)) == Statistics(bestStreak: 1, perfectDays: 1, trackersCompleted: 1, calendarDays: 4))
    }

    @Test func a_missed_past_day_breaks_the_run() {
        let a = habit("A", created: march(1))
        let lib = library((a, [march(1), march(2), march(4), march(5), march(6)]))
        let stats = Rules.statistics(of: lib, today: march(7))
        #expect(stats.bestStreak == 3 && stats.perfectDays == 5)
    }

    @Test func completions_after_today_are_ignored() {
        let a = habit("A", created: march(1))
        let lib = library((a, [march(1), march(9)]))
        #expect(Rules.statistics(of: lib, today: march(2)) == Statistics(bestStreak: 1, perfectDays: 1, trackersCompleted: 1, calendarDays: 2))
    }

    @Test func the_empty_state_when_there_are_no_trackers_or_all_four_are_zero() {
        #expect(StatisticsState.build(library: Library(), today: march(7)).isEmpty)
        let fresh = library((habit("A", created: march(7)), []))
        #expect(StatisticsState.build(library: fresh, today: march(7)).isEmpty)
        #expect(HabitJSON.string(StatisticsState.build(library: fresh, today: march(7))) == #"{"empty":true}"#)
        let oneDone = library((habit("A", created: march(7)), [march(7)]))
        #expect(!StatisticsState.build(library: oneDone, today: march(7)).isEmpty)
    }

    @Test func zeros_are_shown_once_any_metric_has_data() {
        // 1 completion over 21 days: the average rounds to 0 but the screen still shows all four.
        let a = habit("A", created: d("2025-02-15"), on: WeekdaySet([.mon]))
        let lib = library((a, [d("2025-02-17")]))
        let state = StatisticsState.build(library: lib, today: march(7))
        #expect(!state.isEmpty)
        // Due on the Mondays 17 and 24 February and 3 March, done on the first: 1 of 3; the strength
        // is one kept Monday followed by two missed ones.
        let m = pow(0.5, 1.0 / 13)
        #expect(abs((1 - m) * m * m - 0.046671) < 1e-6)
        #expect(withoutIDs(HabitJSON.string(state)) == #"""
            {"average":0,"bestStreak":1,"completionRate":33,"perfectDays":1,"together":[],"togetherNone":"tooFewHabits",\#
            "trackers":[\#
            {"bestStreak":1,"currentStreak":0,"name":"A","rate":33,"streakUnit":"days","strength":0.046671}],\#
            "trackersCompleted":1,"trend":[{"rate":null,"start":"2024-12-16"},{"rate":null,"start":"2024-12-23"},\#
            {"rate":null,"start":"2024-12-30"},{"rate":null,"start":"2025-01-06"},{"rate":null,"start":"2025-01-13"},\#
            {"rate":null,"start":"2025-01-20"},{"rate":null,"start":"2025-01-27"},{"rate":null,"start":"2025-02-03"},\#
            {"rate":null,"start":"2025-02-10"},{"rate":100,"start":"2025-02-17"},{"rate":0,"start":"2025-02-24"},\#
            {"rate":0,"start":"2025-03-03"}]}
            """#)
    }

    @Test func the_average_rounds_half_away_from_zero_to_one_decimal() {
        func average(_ completed: Int, _ days: Int) -> String {
            HabitJSON.string(Statistics(bestStreak: 1, perfectDays: 1, trackersCompleted: completed, calendarDays: days).average)
        }
        #expect(average(5, 2) == "2.5")
        #expect(average(3, 1) == "3")
        #expect(average(1, 10) == "0.1")
        #expect(average(1, 4) == "0.3", "0.25 rounds up")
        #expect(average(1, 20) == "0.1", "0.05 rounds up")
        #expect(average(1, 21) == "0")
        #expect(average(2, 3) == "0.7")
    }
}

/// A JSON text without its `"id":"…",` fields (the test's ids are random).
func withoutIDs(_ json: String) -> String {
    json.replacingOccurrences(of: #""id":"[0-9a-f-]{36}","#, with: "", options: .regularExpression)
}
