import Foundation
import HabitCore
import HabitTestSupport
import Testing

// SPEC §19: a weekly habit's periods begin on the person's week start. March 2025: Sat 1,
// Sun 2, Mon 3, Sun 9, Mon 10, Sat 15, Sun 16, Mon 17, Wed 19, Sat 22.

@Suite struct WeekStartTests {
    @Test func weeks_begin_on_the_chosen_day() {
        #expect(march(19).startOfWeek(.mon) == march(17))
        #expect(march(19).startOfWeek(.sun) == march(16))
        #expect(march(19).startOfWeek(.sat) == march(15))
        #expect(march(15).startOfWeek(.sat) == march(15) && march(16).startOfWeek(.sun) == march(16))
        #expect(Weekday.sun.week == [.sun, .mon, .tue, .wed, .thu, .fri, .sat])
        #expect(Weekday.sat.week == [.sat, .sun, .mon, .tue, .wed, .thu, .fri])
        #expect(Weekday.sat.distance(to: .fri) == 6 && Weekday.sun.distance(to: .sun) == 0)
    }

    /// weekly(2) from Sat 1 March, done Sat 1, Mon 3, Sun 9, Mon 10; today Wed 19.
    /// Monday: Feb 24–Mar 2 (2 days available, goal 1) met, Mar 3–9 met, Mar 10–16 one of two
    ///   (broken), Mar 17–23 nothing yet: 0 now, best 2.
    /// Sunday: Feb 23–Mar 1 has one day available (goal 0: neutral), Mar 2–8 one of two (broken),
    ///   Mar 9–15 met, Mar 16–22 nothing yet: 1, best 1.
    /// Saturday: Mar 1–7 met, Mar 8–14 met, Mar 15–21 nothing yet: 2, best 2.
    @Test func a_weekly_habit_counts_its_times_from_the_week_start() {
        let swim = tracker("Swim", .weekly(2), created: march(1))
        let done = history(done: [march(1), march(3), march(9), march(10)])
        let monday = judge(swim, done, today: march(19), weekStart: .mon)
        let sunday = judge(swim, done, today: march(19), weekStart: .sun)
        let saturday = judge(swim, done, today: march(19), weekStart: .sat)
        #expect(monday.streaks == s(0, 2))
        #expect(sunday.streaks == s(1, 1))
        #expect(saturday.streaks == s(2, 2))
        #expect(period(monday, march(19)) == PeriodNumbers(march(17), march(23), done: 0, goal: 2))
        #expect(period(sunday, march(19)) == PeriodNumbers(march(16), march(22), done: 0, goal: 2))
        #expect(period(saturday, march(19)) == PeriodNumbers(march(15), march(21), done: 0, goal: 2))
        #expect(period(monday, march(1)) == PeriodNumbers(d("2025-02-24"), march(2), done: 1, goal: 1))
        #expect(period(sunday, march(1)) == PeriodNumbers(d("2025-02-23"), march(1), done: 1, goal: 0))
        #expect(period(saturday, march(1)) == PeriodNumbers(march(1), march(7), done: 2, goal: 2))
        // The last chances: a week's last day while one more is needed (Monday's weeks: Sun 9,
        // done, and Sun 16; Sunday's: Sat 8); Saturday's weeks were both met early.
        #expect(dueDays(monday, march(1), march(19)) == [march(9), march(16)])
        #expect(dueDays(sunday, march(1), march(19)) == [march(8)])
        #expect(dueDays(saturday, march(1), march(19)) == [])
        #expect(monday.state(on: march(16)) == .missed && saturday.state(on: march(16)) == .open)
        #expect(monday.weekStart == .mon && saturday.weekStart == .sat)
    }

    /// At least 20 km a week from Mon 3 March, today Sat 22: the week's sum is 10 + 12 + 3 from
    /// Sunday 16, 12 + 3 from Monday 17, and 3 from Saturday 22.
    @Test func a_measurable_weekly_habit_sums_the_week_from_its_start() {
        let run = tracker("Run", .weekly(3), created: march(3), measure: atLeast("20"))
        let values = history(values: [march(3): "5", march(5): "10", march(8): "5", march(10): "10", march(16): "10",
                                      march(17): "12", march(22): "3"])
        let sums = Weekday.weekStarts.map { judge(run, values, today: march(22), weekStart: $0).period(containing: march(22))?.sum }
        #expect(sums == [q("15"), q("25"), q("3")])
        // Sunday's weeks: Mar 2–8 has six days from the start, 20 × 6 ÷ 7 → 17.143, and 5 + 10 + 5 meets it.
        let sunday = judge(run, values, today: march(22), weekStart: .sun)
        #expect(period(sunday, march(3)) == PeriodNumbers(march(2), march(8), done: 0, goal: 1, sum: q("20"), target: q("17.143")))
        // Mar 9–15 holds only 10 (broken); the current week's 25 is met and counts.
        #expect(sunday.streaks == s(1, 1))
    }

    @Test func the_setting_takes_monday_sunday_or_saturday_and_the_entries_never_change() throws {
        var library = library((tracker("Swim", .weekly(2), created: march(1)), [march(1), march(3)]))
        let entries = library.histories
        var settings = library.settings
        #expect(settings.weekStart == .mon)
        settings.weekStart = .sun
        try library.updateSettings(settings)
        #expect(library.settings.weekStart == .sun && library.histories == entries)
        #expect(library.judgements(today: march(19)).map(\.weekStart) == [.sun])
        settings.weekStart = .tue
        #expect(throws: DomainError.weekStartUnsupported) { try library.updateSettings(settings) }
        #expect(library.settings.weekStart == .sun)
    }

    @Test func the_export_carries_the_week_start_and_an_older_document_means_monday() throws {
        let sunday = Settings(dayStart: 0, zone: nil, weekStart: .sun)
        let json = String(decoding: try JSONEncoder().encode(sunday), as: UTF8.self)
        #expect(json.contains(#""weekStart":"sun""#))
        #expect(try JSONDecoder().decode(Settings.self, from: Data(json.utf8)) == sunday)
        #expect(try JSONDecoder().decode(Settings.self, from: Data(#"{"dayStart": 2}"#.utf8)).weekStart == .mon)
    }
}
