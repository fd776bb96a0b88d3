import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Together and Patterns (SPEC §22): the significance tests against the numbers scipy and
/// statsmodels give for the same tables, and which days and habits count.
@Suite struct TogetherTests {
    let today = march(31)

    /// Relative difference at most 1e-12 (scipy's values, printed with `repr`).
    func close(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-12) -> Bool {
        abs(value - expected) <= tolerance * abs(expected)
    }

    @Test func fisher_exact_two_sided_as_scipy_gives_it() {
        #expect(close(Significance.fisherExact(8, 2, 1, 5), 0.034965034965034975))
        #expect(close(Significance.fisherExact(120, 40, 60, 145), 1.5758470639359198e-18))
        // Symmetric margins: the mirrored tables are exactly as likely and count too.
        #expect(close(Significance.fisherExact(25, 35, 35, 25), 0.09995849402009105))
        #expect(Significance.fisherExact(30, 30, 30, 30) == 1)
        // p of at least 0.05: 1 − the sum of the more likely tables.
        #expect(close(Significance.fisherExact(90, 92, 88, 95), 0.8343805373228079))
        #expect(close(Significance.fisherExact(40, 60, 70, 95), 0.7971088110178659))
        #expect(close(Significance.fisherExact(3, 1, 1, 3), 0.48571428571428565))
        #expect(close(Significance.fisherExact(1, 0, 0, 300), 0.0033222591362126242))
        // An empty column: nothing to test.
        #expect(Significance.fisherExact(0, 5, 0, 70) == 1)
        #expect(Significance.fisherExact(0, 5, 3, 70) == 1)
    }

    @Test func hypergeometric_probabilities_do_not_overflow_on_a_year() {
        // C(365, 182) is about 1e108; the log-factorials keep it finite.
        let p = Significance.hypergeometric(91, total: 365, successes: 182, draws: 182)
        #expect(p > 0 && p < 1 && p.isFinite)
        let sum = (0...182).reduce(0.0) { $0 + Significance.hypergeometric($1, total: 365, successes: 182, draws: 182) }
        #expect(abs(sum - 1) < 1e-12)
    }

    @Test func chi_square_of_independence_as_scipy_gives_it() {
        let weekdays = Significance.chiSquare([[40, 45, 50, 30, 20, 44, 46], [12, 7, 2, 22, 32, 8, 6]])!
        #expect(close(weekdays.statistic, 70.10811031664964))
        #expect(weekdays.freedom == 6)
        #expect(close(weekdays.p, 3.8853441188218694e-13, 1e-10))
        // One degree of freedom: Yates's correction, as chi2_contingency applies by default.
        let two = Significance.chiSquare([[30, 10], [22, 40]])!
        #expect(close(two.statistic, 13.652323511166257))
        #expect(close(two.p, 0.00021996895128629826, 1e-10))
        let even = Significance.chiSquare([[10, 11, 9, 12, 10, 9, 11], [42, 41, 43, 40, 42, 43, 41]])!
        #expect(close(even.p, 0.9891108411661074, 1e-10))
        // A row of zeros has zero expected counts: no test.
        #expect(Significance.chiSquare([[0, 0], [5, 6]]) == nil)
    }

    @Test func regularized_upper_incomplete_gamma() {
        #expect(close(Significance.upperIncompleteGamma(3, 20), 4.5551495055892125e-07, 1e-10))
        #expect(close(Significance.upperIncompleteGamma(0.5, 0.3), 0.4385780260809997, 1e-10))
        #expect(close(Significance.upperIncompleteGamma(2.5, 100), 2.8406228986415534e-41, 1e-10))
        #expect(close(Significance.upperIncompleteGamma(1, 1e-3), 0.999000499833375, 1e-10))
    }

    @Test func benjamini_hochberg_as_statsmodels_gives_it() {
        let q = Significance.benjaminiHochberg([0.01, 0.04, 0.03, 0.5, 0.002, 0.04])
        let expected = [0.030000000000000002, 0.048, 0.048, 0.5, 0.012, 0.048]
        #expect(zip(q, expected).allSatisfy { close($0, $1) }, "\(q)")
        #expect(Significance.benjaminiHochberg([]).isEmpty)
    }

    // MARK: The rule

    /// An every-day habit created 100 days before today.
    static func daily(_ name: String, position: Int, today: Day, pauses: [Pause] = []) -> Tracker {
        tracker(name, .everyDay, created: today.adding(days: -100), pauses: pauses, position: position)
    }

    /// The days of those 100 whose offset (0 = the first day) the rule keeps.
    static func doneDays(_ today: Day, _ rule: (Int) -> Bool) -> [Day] {
        (0..<100).filter(rule).map { today.adding(days: -100 + $0) }
    }

    // Made once per test, so that each keeps its id.
    let exercise: (Tracker, History)
    let sleep: (Tracker, History)
    let read: (Tracker, History)
    let never: (Tracker, History)

    init() {
        exercise = (Self.daily("Exercise", position: 0, today: today),
                    history(done: Self.doneDays(today) { $0 % 2 == 0 }, skipped: [today.adding(days: -97)]))
        let pause = Pause(from: today.adding(days: -50), until: today.adding(days: -46))
        sleep = (Self.daily("Sleep early", position: 1, today: today, pauses: [pause]),
                 history(done: Self.doneDays(today) { ($0 % 2 == 0 && $0 % 10 != 0) || ($0 % 2 == 1 && $0 % 7 == 0) }))
        read = (Self.daily("Read", position: 2, today: today), history(done: Self.doneDays(today) { $0 % 3 == 0 }))
        never = (Self.daily("Floss", position: 3, today: today), History())
    }

    func together(_ habits: [(Tracker, History)]) -> Together {
        Together.build(habits.map { Rules.judge($0.0, history: $0.1, today: today, weekStart: .mon) }, today: today)
    }

    @Test func a_pair_that_goes_together_with_its_table_p_and_q() {
        let result = together([exercise, sleep, read, never])
        // Floss was never done: it is in no pair and not among those tested.
        #expect(result.tested == 3)
        #expect(result.reason == nil)
        #expect(result.pairs.count == 1)
        let pair = result.pairs[0]
        #expect(pair.a == exercise.0.id && pair.b == sleep.0.id)
        // 100 days, less Exercise's skipped day and Sleep's five paused days.
        #expect(pair.days == 94 && pair.aDone == 47 && pair.bDone == 45 && pair.bothDone == 38)
        #expect(pair.rateWithA == 38.0 / 47 && pair.rateWithoutA == 7.0 / 47)
        #expect(close(pair.p, 1.1934631473897993e-10))
        #expect(close(pair.q, 3.580389442169398e-10))
    }

    @Test func a_is_the_habit_first_in_the_order_given() {
        let result = together([sleep, exercise])
        let pair = result.pairs[0]
        #expect(pair.a == sleep.0.id && pair.b == exercise.0.id)
        #expect(pair.rateWithA == 38.0 / 45 && pair.rateWithoutA == 9.0 / 49)
    }

    @Test func nothing_is_shown_with_a_reason() {
        #expect(together([exercise, never]).reason == .tooFewHabits)
        #expect(together([exercise]).reason == .tooFewHabits)
        #expect(together([exercise, read]).reason == .nothingSignificant)
        #expect(together([exercise, read]).tested == 1)
        // 59 days in common: Read starts 59 days before today.
        var late = read
        late.0.createdOn = today.adding(days: -59)
        #expect(together([exercise, late]).reason == .tooFewDays)
        late.0.createdOn = today.adding(days: -60)
        #expect(together([exercise, late]).tested == 1)
    }

    @Test func events_and_archived_habits_take_no_part() {
        var archived = sleep
        archived.0.archivedOn = today
        #expect(together([exercise, archived]).reason == .tooFewHabits)
    }

    @Test func today_is_outside_the_window() {
        // Only today differs: the window is the 365 days ending yesterday.
        var withToday = sleep
        withToday.1 = History(withToday.1.entries + [Entry(day: today)])
        #expect(together([exercise, withToday]).pairs.first?.days == 94)
    }

    // MARK: Patterns

    @Test func the_weekday_most_often_missed_when_the_difference_is_significant() {
        // Never on Mondays, and on a third of Saturdays (today, 31 March 2025, is a Monday).
        let created = today.adding(days: -200)
        let done = (0..<200).filter { offset in
            let weekday = created.adding(days: offset).weekday
            return !(weekday == .mon || (weekday == .sat && offset % 3 != 0))
        }.map { created.adding(days: $0) }
        let patterns = Patterns.build(judge(tracker("Run", .everyDay, created: created), history(done: done), today: today),
                                      today: today)!
        #expect(patterns.mostMissed == .mon)
        #expect(patterns.weekdays.map(\.days) == [28, 28, 28, 29, 29, 29, 29])
        #expect(patterns.weekdays.map(\.done) == [0, 28, 28, 29, 29, 10, 29])
        #expect(close(patterns.p, 1.0450422692160676e-32, 1e-9))
    }

    @Test func no_pattern_without_a_significant_difference() {
        let run = tracker("Run", .everyDay, created: today.adding(days: -100))
        #expect(Patterns.build(judge(run, history(done: Self.doneDays(today) { $0 % 2 == 0 }), today: today), today: today) == nil)
        #expect(Patterns.build(judge(run, History(), today: today), today: today) == nil)
    }
}
