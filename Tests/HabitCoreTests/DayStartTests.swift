import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// SPEC §2: "Today" at an instant is the civil date of (instant − day start) in the zone.
@Suite struct DayStartTests {
    func today(_ isoInstant: String, _ zone: String, dayStart: Int) -> Day {
        let instant = Clock.parseInstant(isoInstant, zone: TimeZone(identifier: zone)!)!
        return Clock { instant }.today(in: TimeZone(identifier: zone)!, dayStart: dayStart)
    }

    @Test(arguments: ["Europe/London", "America/New_York", "Asia/Tokyo", "UTC"])
    func with_a_03_00_day_start_02_59_is_still_yesterday_and_03_00_is_today(zone: String) {
        #expect(today("2025-03-08T00:00:00", zone, dayStart: 3) == march(7))
        #expect(today("2025-03-08T02:59:59", zone, dayStart: 3) == march(7))
        #expect(today("2025-03-08T03:00:00", zone, dayStart: 3) == march(8))
        #expect(today("2025-03-07T23:59:00", zone, dayStart: 3) == march(7))
        #expect(today("2025-03-08T00:00:00", zone, dayStart: 0) == march(8), "the default: midnight")
        #expect(today("2025-03-07T23:59:59", zone, dayStart: 0) == march(7))
        #expect(today("2025-03-08T05:59:00", zone, dayStart: 6) == march(7))
        #expect(today("2025-03-08T06:00:00", zone, dayStart: 6) == march(8))
    }

    /// Around the changes of 2025 (London: 30 March and 26 October at 01:00 UTC; New York:
    /// 9 March and 2 November at 02:00 local), on the days after them, where the night holds
    /// no change: the boundary is 03:00 on the clock.
    @Test func a_03_00_day_start_on_the_nights_after_a_clock_change() {
        // London, the night after the spring change (BST, +01:00).
        #expect(today("2025-03-31T02:59:00+01:00", "Europe/London", dayStart: 3) == march(30))
        #expect(today("2025-03-31T03:00:00+01:00", "Europe/London", dayStart: 3) == march(31))
        // London, the night after the autumn change (GMT).
        #expect(today("2025-10-27T02:59:00+00:00", "Europe/London", dayStart: 3) == d("2025-10-26"))
        #expect(today("2025-10-27T03:00:00+00:00", "Europe/London", dayStart: 3) == d("2025-10-27"))
        // New York, after the spring change (EDT, −04:00) and after the autumn one (EST, −05:00).
        #expect(today("2025-03-10T02:59:00-04:00", "America/New_York", dayStart: 3) == march(9))
        #expect(today("2025-03-10T03:00:00-04:00", "America/New_York", dayStart: 3) == march(10))
        #expect(today("2025-11-03T02:59:00-05:00", "America/New_York", dayStart: 3) == d("2025-11-02"))
        #expect(today("2025-11-03T03:00:00-05:00", "America/New_York", dayStart: 3) == d("2025-11-03"))
        // The evening before each change is still its own day.
        #expect(today("2025-03-29T23:30:00+00:00", "Europe/London", dayStart: 3) == march(29))
        #expect(today("2025-03-08T23:30:00-05:00", "America/New_York", dayStart: 3) == march(8))
    }

    /// Midnight with no day start across the changes: the civil date follows the clock.
    @Test func midnight_across_a_clock_change() {
        #expect(today("2025-03-30T00:59:59+00:00", "Europe/London", dayStart: 0) == march(30))
        #expect(today("2025-03-30T02:00:00+01:00", "Europe/London", dayStart: 0) == march(30))
        #expect(today("2025-03-30T23:59:59+01:00", "Europe/London", dayStart: 0) == march(30))
        #expect(today("2025-03-31T00:00:00+01:00", "Europe/London", dayStart: 0) == march(31))
        #expect(today("2025-10-26T23:59:59+00:00", "Europe/London", dayStart: 0) == d("2025-10-26"))
        #expect(today("2025-03-09T23:59:59-04:00", "America/New_York", dayStart: 0) == march(9))
        #expect(today("2025-03-10T00:00:00-04:00", "America/New_York", dayStart: 0) == march(10))
        #expect(today("2025-11-02T23:59:59-05:00", "America/New_York", dayStart: 0) == d("2025-11-02"))
    }

    /// The night of the change itself, with a 03:00 day start. SPEC §2 defines today as the
    /// civil date of (instant − day start): the core subtracts 3 hours of elapsed time. On a
    /// night that loses an hour the day therefore begins at 04:00 on the clock, and on a night
    /// that gains one at 02:00; a wall-clock reading ("the day starts when the clock shows
    /// 03:00", as "rolls over at the day start" may suggest) would put both at 03:00.
    @Test(.tags(.specReading)) func a_03_00_day_start_on_the_night_of_a_clock_change_subtracts_three_elapsed_hours() {
        // London, spring: 01:00 GMT becomes 02:00 BST. 03:00 BST is 02:00 UTC, 3 h after 23:00 GMT.
        #expect(today("2025-03-30T03:00:00+01:00", "Europe/London", dayStart: 3) == march(29))
        #expect(today("2025-03-30T03:59:00+01:00", "Europe/London", dayStart: 3) == march(29))
        #expect(today("2025-03-30T04:00:00+01:00", "Europe/London", dayStart: 3) == march(30))
        // London, autumn: 02:00 BST becomes 01:00 GMT. 01:59 GMT (the second one) is 3 h after 23:59 BST.
        #expect(today("2025-10-26T01:59:00+00:00", "Europe/London", dayStart: 3) == d("2025-10-25"))
        #expect(today("2025-10-26T02:00:00+00:00", "Europe/London", dayStart: 3) == d("2025-10-26"))
        #expect(today("2025-10-26T02:59:00+00:00", "Europe/London", dayStart: 3) == d("2025-10-26"))
        // New York, spring: 02:00 EST becomes 03:00 EDT.
        #expect(today("2025-03-09T03:00:00-04:00", "America/New_York", dayStart: 3) == march(8))
        #expect(today("2025-03-09T03:59:00-04:00", "America/New_York", dayStart: 3) == march(8))
        #expect(today("2025-03-09T04:00:00-04:00", "America/New_York", dayStart: 3) == march(9))
        // New York, autumn: 02:00 EDT becomes 01:00 EST.
        #expect(today("2025-11-02T01:59:00-05:00", "America/New_York", dayStart: 3) == d("2025-11-01"))
        #expect(today("2025-11-02T02:00:00-05:00", "America/New_York", dayStart: 3) == d("2025-11-02"))
    }

    @Test func the_day_start_decides_which_day_a_tap_belongs_to_and_the_streak_follows() {
        // Read every day from 1 March, done 1–7; at 01:30 on the 8th with a 03:00 day start it is
        // still the 7th: the streak is 7 and the day not yet broken.
        let read = habit("Read", created: march(1))
        let done = span(march(1), march(7))
        let late = today("2025-03-08T01:30:00", "Europe/London", dayStart: 3)
        #expect(late == march(7))
        #expect(streaks(read, done, today: late) == s(7, 7))
        let morning = today("2025-03-08T03:30:00", "Europe/London", dayStart: 3)
        #expect(streaks(read, done, today: morning) == s(7, 7))
        #expect(judge(read, History(done: done), today: morning).state(on: morning) == .pending)
    }
}
