import Foundation
import HabitCore
import HabitScreens
import HabitTestSupport
import Testing

/// The detail charts' numbers on a hand-worked month (SPEC §11).
@Suite struct DetailChartsTests {
    // An every-day habit from Saturday 1 March 2025, seen on Monday 31 March: done 1–5, 10–20 and
    // the 25th, the 22nd skipped, notes on the 6th and the 22nd.
    let today = march(31)
    let read = habit("Read", created: march(1))

    var history: History {
        var entries = (1...5).map { Entry(day: march($0)) } + (10...20).map { Entry(day: march($0)) } + [Entry(day: march(25))]
        entries.append(Entry(day: march(22), state: .skipped, note: "travel"))
        entries.append(Entry(day: march(6), state: nil, note: "sick"))
        return History(entries)
    }

    var charts: DetailCharts {
        DetailCharts.build(Rules.judge(read, history: history, today: today, weekStart: .mon), history: history, today: today)
    }

    @Test func the_heatmap_tells_every_state_of_the_month_apart() {
        let cells = charts.heatmap
        #expect(cells.count == 365 && cells.first?.date == d("2024-04-01") && cells.last?.date == today)
        let march = Dictionary(uniqueKeysWithValues: cells.filter { $0.date >= HabitTests.march(1) }.map { ($0.date.dayOfMonth, $0.state) })
        let expected: [DayState] = [.done, .done, .done, .done, .done, .missed, .missed, .missed, .missed]
            + [DayState](repeating: .done, count: 11) + [.missed, .skipped, .missed, .missed, .done]
            + [DayState](repeating: .missed, count: 5) + [.pending]
        #expect((1...31).map { march[$0]! } == expected)
        #expect(cells.filter { $0.date < HabitTests.march(1) }.allSatisfy { $0.state == .beforeStart })
    }

    @Test func bars_sum_each_week_against_the_target() {
        #expect(charts.barPeriod == .week && charts.bars.count == 12 && charts.barTarget == Quantity(7))
        #expect(charts.bars.last?.start == today && charts.bars.last?.end == d("2025-04-06"))
        #expect(charts.bars.map { $0.amount.thousandths / 1000 } == [0, 0, 0, 0, 0, 0, 2, 3, 7, 4, 1, 0])
    }

    @Test func weekdays_count_done_days_of_the_last_year() {
        #expect(charts.weekdays == [3, 4, 3, 2, 1, 2, 2])
    }

    @Test func the_best_streaks_have_their_ranges_and_skips_do_not_break_them() {
        let runs = charts.bestStreaks
        #expect(runs.map(\.length) == [11, 5, 1])
        #expect(runs.map { "\($0.start)…\($0.end)" } == ["2025-03-10…2025-03-20", "2025-03-01…2025-03-05", "2025-03-25…2025-03-25"])
    }

    @Test func notes_are_listed_newest_first() {
        #expect(charts.notes.map(\.day) == [march(22), march(6)] && charts.notes.map(\.note) == ["travel", "sick"])
    }

    @Test func the_strength_line_covers_the_range_in_at_most_120_points() {
        #expect(charts.strengthLine.count == 31 && charts.strengthLine.first?.date == march(1))
        let all = DetailCharts.build(Rules.judge(habit("Old", created: d("2015-03-31")), history: History(), today: today, weekStart: .mon),
                                     history: History(), today: today, range: .all)
        #expect(all.strengthLine.count <= DetailCharts.maxPoints && all.strengthLine.last?.date == today)
        // 30 days ago is the first day, done once: Loop's 0.051922; the change is in whole points.
        #expect(abs(charts.strengthMonthAgo - 0.051922) < 1e-6)
        #expect(charts.changeInPoints == Int(((charts.strength - charts.strengthMonthAgo) * 100).rounded()) && charts.changeInPoints == 33)
    }
}

/// Names the test module, so `HabitTests.march` reads the fixture inside a closure that shadows it.
enum HabitTests {
    static func march(_ day: Int) -> Day { Day(year: 2025, month: 3, day: day)! }
}
