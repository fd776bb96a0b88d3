import HabitCore
import HabitScreens
import HabitTestSupport
import Testing

/// The judgement cache never changes an answer: boards, details and statistics built through it
/// equal the ones built from scratch, after writes to one tracker, to another, and a new day.
@Suite struct JudgementsCacheTests {
    @Test func cached_screens_equal_fresh_ones_after_every_kind_of_change() throws {
        let a = habit("A", created: march(1), position: 0)
        let b = habit("B", created: march(1), on: WeekdaySet([.mon, .wed, .fri]), position: 1)
        var lib = library((a, [march(1), march(2)]), (b, [march(3)]))
        let cache = Judgements()
        func check(_ today: Day, _ what: String) {
            #expect(BoardState.build(library: lib, date: today, today: today, judgements: cache)
                    == BoardState.build(library: lib, date: today, today: today), "\(what): board")
            #expect(BoardState.build(library: lib, date: march(3), today: today, judgements: cache)
                    == BoardState.build(library: lib, date: march(3), today: today), "\(what): another day's board")
            #expect(TrackerDetailState.build(library: lib, tracker: a.id, today: today, judgements: cache)
                    == TrackerDetailState.build(library: lib, tracker: a.id, today: today), "\(what): detail")
            #expect(StatisticsState.build(library: lib, today: today, judgements: cache)
                    == StatisticsState.build(library: lib, today: today), "\(what): statistics")
        }
        check(march(5), "first read")
        check(march(5), "second read, every hit")
        try lib.setDone(true, tracker: a.id, on: march(5), today: march(5))
        check(march(5), "after a tap on A")
        try lib.setEntry(.skipped, tracker: b.id, on: march(5), today: march(5))
        check(march(5), "after a skip of B")
        try lib.updateTracker(b.id, TrackerChanges(schedule: .weekly(2)), today: march(5))
        check(march(5), "after a schedule change")
        check(march(6), "the next day")
    }
}
