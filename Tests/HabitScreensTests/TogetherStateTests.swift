import Foundation
import HabitCore
import HabitScreens
import HabitTestSupport
import Testing

/// Together on the Statistics screen and Patterns on a detail (SPEC §22): the board's order,
/// the names, and the JSON the API and the CLI share.
@Suite struct TogetherStateTests {
    let today = march(31)

    /// Two every-day habits from 100 days before today: Sleep done on Exercise's days but one
    /// in ten, Read on its own rhythm; Sleep is pinned, so the board lists it first.
    func sample() -> Library {
        let start = today.adding(days: -100)
        var exercise = habit("Exercise", created: start, position: 0)
        var sleep = habit("Sleep early", created: start, position: 1)
        let read = habit("Read", created: start, position: 2)
        exercise.pinned = false
        sleep.pinned = true
        let days = { (rule: (Int) -> Bool) in (0..<100).filter(rule).map { start.adding(days: $0) } }
        return library((exercise, days { $0 % 2 == 0 }), (sleep, days { $0 % 2 == 0 && $0 % 10 != 0 }),
                       (read, days { $0 % 3 == 0 }))
    }

    @Test func a_pair_is_named_with_a_first_in_the_boards_order() throws {
        let state = StatisticsState.build(library: sample(), today: today)
        #expect(state.togetherNone == nil && state.togetherTested == 3)
        let pair = try #require(state.together.first)
        #expect(pair.a.name == "Sleep early" && pair.b.name == "Exercise")
        // Exercise on 40 of Sleep's 40 days, and on 10 of the other 60.
        #expect(pair.numbers.withA == (40, 40) && pair.numbers.withoutA == (10, 60))
        #expect(pair.percentWithA == 100 && pair.percentWithoutA == 17)
        let json = try #require(JSONSerialization.jsonObject(with: Data(HabitJSON.string(state).utf8)) as? [String: Any])
        let together = try #require(json["together"] as? [[String: Any]])
        #expect(together.count == state.together.count)
        #expect(Set(together[0].keys) == ["a", "b", "aId", "bId", "rateWithA", "rateWithoutA", "days", "p", "q"])
        #expect(together[0]["a"] as? String == "Sleep early" && together[0]["aId"] as? String == pair.a.id.lowercased)
        #expect(together[0]["rateWithA"] as? Double == 1 && together[0]["rateWithoutA"] as? Double == 10.0 / 60)
        #expect(together[0]["days"] as? Int == 100)
        // p and q in full double precision (their shortest round-trip form).
        #expect(HabitJSON.string(state).contains(#""p":\#(pair.numbers.p),"q":\#(pair.numbers.q)"#))
        #expect(json["togetherNone"] is NSNull)
    }

    @Test func a_detail_carries_its_pattern_only_when_significant() throws {
        let board = sample()
        let read = board.trackers.first { $0.name == "Read" }!
        // Read's every third day falls evenly on the weekdays: no pattern.
        #expect(TrackerDetailState.build(library: board, tracker: read.id, today: today)?.charts.patterns == nil)
        let start = today.adding(days: -140)
        let weekends = habit("Long walk", created: start)
        let walks = library((weekends, (0..<140).map { start.adding(days: $0) }.filter { $0.weekday == .sat || $0.weekday == .sun }))
        let detail = try #require(TrackerDetailState.build(library: walks, tracker: weekends.id, today: today))
        let patterns = try #require(detail.charts.patterns)
        #expect(patterns.mostMissed == .mon)
        #expect(patterns.weekdays.map(\.percent) == [0, 0, 0, 0, 0, 100, 100])
        #expect(patterns.percents == (missed: 0, others: 33))
        let json = try #require(JSONSerialization.jsonObject(with: Data(HabitJSON.string(detail).utf8)) as? [String: Any])
        let encoded = try #require(json["patterns"] as? [String: Any])
        #expect(encoded["mostMissed"] as? String == "mon" && (encoded["weekdays"] as? [Any])?.count == 7)
    }
}
