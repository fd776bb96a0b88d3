import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// SPEC §15: which reminders are due at an instant, with every `now` pinned.
@Suite struct ReminderRuleTests {
    static let berlin = "Europe/Berlin"
    static let newYork = "America/New_York"

    func at(_ text: String) -> Date {
        guard let instant = Clock.parseInstant(text, zone: utc) else { fatalError("bad instant \(text) in a test") }
        return instant
    }

    func reminding(_ tracker: Tracker, _ times: String..., on weekdays: WeekdaySet = .everyDay) -> Tracker {
        var tracker = tracker
        tracker.reminders = times.map { Reminder(time: TimeOfDay($0)!, weekdays: weekdays) }
        return tracker
    }

    func library(_ trackers: [(Tracker, History)], dayStart: Int = 0) -> Library {
        Library(categories: [testCategory], trackers: trackers.map(\.0),
                histories: Dictionary(uniqueKeysWithValues: trackers.map { ($0.0.id, $0.1) }),
                settings: Settings(dayStart: dayStart, zone: nil))
    }

    /// What is due, as `name day time` lines.
    func due(_ library: Library, at now: String, zone: String = berlin, since: String? = nil,
             sent: Set<ReminderKey> = []) -> [String] {
        ReminderRule.due(in: library, zone: TimeZone(identifier: zone)!, now: at(now), since: since.map(at), sent: sent,
                         url: { "https://habits.example/trackers/\($0.lowercased)" })
            .map { "\($0.name) \($0.day) \($0.time)" }
    }

    // MARK: The time

    @Test func a_reminder_is_due_from_its_minute_until_an_hour_later_then_skipped() throws {
        let read = reminding(habit("Read", created: march(1)), "21:00")
        let lib = library([(read, History())])
        #expect(due(lib, at: "2025-03-07T19:59:59Z").isEmpty, "20:59:59 in Berlin (+01:00)")
        #expect(due(lib, at: "2025-03-07T20:00:00Z") == ["Read 2025-03-07 21:00"])
        #expect(due(lib, at: "2025-03-07T20:30:00Z") == ["Read 2025-03-07 21:00"], "half an hour late still goes out")
        #expect(due(lib, at: "2025-03-07T21:00:00Z") == ["Read 2025-03-07 21:00"], "an hour late is the last chance")
        #expect(due(lib, at: "2025-03-07T21:00:01Z").isEmpty, "missed by more than an hour: skipped, never sent")

        let message = try #require(ReminderRule.due(in: lib, zone: TimeZone(identifier: Self.berlin)!, now: at("2025-03-07T20:00:00Z"),
                                                    url: { "https://habits.example/trackers/\($0.lowercased)" }).first)
        #expect(message == ReminderMessage(tracker: read.id, name: "Read", day: march(7), time: "21:00",
                                           url: "https://habits.example/trackers/\(read.id.lowercased)"))
    }

    @Test func once_per_tracker_day_and_time() {
        let read = reminding(habit("Read", created: march(1)), "08:00", "21:00")
        let lib = library([(read, History())])
        let sent: Set = [ReminderKey(tracker: read.id, day: march(7), time: "21:00")]
        #expect(due(lib, at: "2025-03-07T20:10:00Z", sent: sent).isEmpty)
        #expect(due(lib, at: "2025-03-07T20:10:00Z", sent: [ReminderKey(tracker: read.id, day: march(6), time: "21:00")])
                == ["Read 2025-03-07 21:00"], "yesterday's is another day")
        #expect(due(lib, at: "2025-03-08T07:00:00Z", sent: sent) == ["Read 2025-03-08 08:00"], "the next morning is another day")
    }

    @Test func a_reminder_whose_time_came_before_the_last_look_is_not_sent_late() {
        let lib = library([(reminding(habit("Read", created: march(1)), "21:00"), History())])
        // Set at 21:30 for 21:00: the scheduler looked at 21:29 and saw nothing then.
        #expect(due(lib, at: "2025-03-07T20:30:00Z", since: "2025-03-07T20:29:00Z").isEmpty)
        // Looked last at 20:59: the 21:00 one goes out at the next look.
        #expect(due(lib, at: "2025-03-07T20:00:00Z", since: "2025-03-07T19:59:00Z") == ["Read 2025-03-07 21:00"])
    }

    @Test func the_reminders_own_weekdays() {
        let read = reminding(habit("Read", created: march(1)), "21:00", on: WeekdaySet([.mon, .fri]))
        let lib = library([(read, History())])
        #expect(due(lib, at: "2025-03-07T20:00:00Z") == ["Read 2025-03-07 21:00"], "a Friday")
        #expect(due(lib, at: "2025-03-08T20:00:00Z").isEmpty, "a Saturday")
        #expect(due(lib, at: "2025-03-10T20:00:00Z") == ["Read 2025-03-10 21:00"], "a Monday")
    }

    @Test func earliest_first_then_in_the_persons_order() {
        let a = reminding(habit("A", created: march(1), position: 1), "21:00")
        let b = reminding(habit("B", created: march(1), position: 0), "21:00")
        let c = reminding(habit("C", created: march(1), position: 2), "20:30")
        let lib = library([(a, History()), (b, History()), (c, History())])
        #expect(due(lib, at: "2025-03-07T20:00:00Z") == ["C 2025-03-07 20:30", "B 2025-03-07 21:00", "A 2025-03-07 21:00"])
    }

    // MARK: The day's state

    @Test func only_while_the_habit_is_due_and_not_done() {
        let days = reminding(habit("Run", created: march(1), on: WeekdaySet([.mon, .wed, .fri])), "21:00")
        func lib(_ history: History = History(), pauses: [Pause] = [], archivedOn: Day? = nil, created: Day = march(1)) -> Library {
            var tracker = days
            tracker.pauses = pauses
            tracker.archivedOn = archivedOn
            tracker.createdOn = created
            return library([(tracker, history)])
        }
        let friday = "2025-03-07T20:00:00Z"
        #expect(due(lib(), at: friday) == ["Run 2025-03-07 21:00"], "due and pending")
        #expect(due(lib(History(done: [march(7)])), at: friday).isEmpty, "done")
        #expect(due(lib(history(skipped: [march(7)])), at: friday).isEmpty, "skipped")
        #expect(due(lib(pauses: [Pause(from: march(6), until: march(9))]), at: friday).isEmpty, "paused")
        #expect(due(lib(pauses: [Pause(from: march(5))]), at: friday).isEmpty, "paused until resumed")
        #expect(due(lib(archivedOn: march(7)), at: friday).isEmpty, "archived that day")
        #expect(due(lib(archivedOn: march(3)), at: friday).isEmpty, "archived before")
        #expect(due(lib(created: march(8)), at: friday).isEmpty, "before its start")
        #expect(due(lib(), at: "2025-03-06T20:00:00Z").isEmpty, "a Thursday: not scheduled")
        #expect(due(lib(History(done: [march(5)])), at: friday) == ["Run 2025-03-07 21:00"], "Wednesday's tick is not Friday's")
    }

    @Test func a_note_alone_does_not_count_as_done() {
        let read = reminding(habit("Read", created: march(1)), "21:00")
        #expect(due(library([(read, history(notes: [march(7): "on the train"]))]), at: "2025-03-07T20:00:00Z")
                == ["Read 2025-03-07 21:00"])
    }

    @Test func a_measurable_habit_is_reminded_until_its_target_is_met() {
        let water = reminding(tracker("Water", .everyDay, created: march(1), measure: atLeast("8", "glasses")), "21:00")
        let friday = "2025-03-07T20:00:00Z"
        #expect(due(library([(water, History())]), at: friday) == ["Water 2025-03-07 21:00"])
        #expect(due(library([(water, history(values: [march(7): "5"]))]), at: friday) == ["Water 2025-03-07 21:00"],
                "5 of 8 glasses is not done")
        #expect(due(library([(water, history(values: [march(7): "8"]))]), at: friday).isEmpty)
        // A weekly target: open days before the last chance are reminded while the week's sum is short.
        let run = reminding(tracker("Run", .weekly(3), created: march(3), measure: atLeast("20")), "21:00")
        #expect(due(library([(run, history(values: [march(3): "12"]))]), at: "2025-03-05T20:00:00Z") == ["Run 2025-03-05 21:00"])
        #expect(due(library([(run, history(values: [march(3): "12", march(4): "8"]))]), at: "2025-03-05T20:00:00Z").isEmpty,
                "20 of 20 km this week: met")
    }

    @Test func flexible_habits_are_reminded_on_open_days_until_the_period_is_met() {
        let friday = "2025-03-07T20:00:00Z"
        let gym = reminding(tracker("Gym", .weekly(3), created: march(3)), "21:00")
        #expect(judge(gym, today: march(4)).state(on: march(4)) == .open)
        #expect(due(library([(gym, History())]), at: "2025-03-04T20:00:00Z") == ["Gym 2025-03-04 21:00"], "open")
        #expect(due(library([(gym, History())]), at: friday) == ["Gym 2025-03-07 21:00"], "the last chance: due")
        #expect(due(library([(gym, History(done: [march(3), march(4), march(5)]))]), at: "2025-03-06T20:00:00Z").isEmpty,
                "3 of 3 this week")
        #expect(due(library([(gym, History(done: [march(7)]))]), at: friday).isEmpty, "done today")

        let bills = reminding(tracker("Bills", .monthly(2), created: march(1)), "21:00")
        #expect(due(library([(bills, History(done: [march(1)]))]), at: "2025-03-10T20:00:00Z") == ["Bills 2025-03-10 21:00"])
        #expect(due(library([(bills, History(done: [march(1), march(2)]))]), at: "2025-03-10T20:00:00Z").isEmpty)

        let water = reminding(tracker("Plants", .rolling(times: 1, days: 3), created: march(1)), "21:00")
        let watered = History(done: [march(5)])
        #expect(judge(water, watered, today: march(6)).state(on: march(6)) == .open)
        #expect(due(library([(water, watered)]), at: "2025-03-06T20:00:00Z") == ["Plants 2025-03-06 21:00"], "open")
        #expect(judge(water, watered, today: march(8)).state(on: march(8)) == .pending)
        #expect(due(library([(water, watered)]), at: "2025-03-08T20:00:00Z") == ["Plants 2025-03-08 21:00"], "due")
        #expect(due(library([(water, History(done: [march(5), march(8)]))]), at: "2025-03-08T20:00:00Z").isEmpty)
    }

    @Test func an_event_is_reminded_each_day_until_it_is_done() {
        let shoes = reminding(event("Buy running shoes", created: march(1)), "18:00")
        #expect(due(library([(shoes, History())]), at: "2025-03-07T17:00:00Z") == ["Buy running shoes 2025-03-07 18:00"])
        #expect(due(library([(shoes, History(done: [march(7)]))]), at: "2025-03-07T17:00:00Z").isEmpty, "done today")
        #expect(due(library([(shoes, History(done: [march(4)]))]), at: "2025-03-07T17:00:00Z").isEmpty, "done before")
    }

    // MARK: The day start

    @Test func with_a_03_00_day_start_a_late_reminder_belongs_to_the_day_before() {
        let read = reminding(habit("Read", created: march(1)), "21:00", "01:00")
        let lib = library([(read, History())], dayStart: 3)
        #expect(due(lib, at: "2025-03-07T20:00:00Z") == ["Read 2025-03-07 21:00"], "21:00 belongs to the day that began at 03:00")
        // 01:00 on the 8th is still the 7th.
        #expect(due(lib, at: "2025-03-08T00:00:00Z", sent: [ReminderKey(tracker: read.id, day: march(7), time: "21:00")])
                == ["Read 2025-03-07 01:00"])
        #expect(due(library([(read, History(done: [march(7)]))], dayStart: 3), at: "2025-03-08T00:00:00Z").isEmpty,
                "done on the 7th, ticked after midnight")
        // 01:00 on the 7th belongs to the 6th, and a Friday-only reminder at 01:00 means Friday night.
        let friday = reminding(habit("Late", created: march(1)), "01:00", on: WeekdaySet([.fri]))
        #expect(due(library([(friday, History())], dayStart: 3), at: "2025-03-07T00:00:00Z").isEmpty, "Thursday night")
        #expect(due(library([(friday, History())], dayStart: 3), at: "2025-03-08T00:00:00Z") == ["Late 2025-03-07 01:00"])
    }

    @Test func a_reminder_is_never_sent_once_its_day_has_ended() {
        // 02:30 with a day start of 03:00 belongs to the day before; at 03:10 the new day has begun.
        let lib = library([(reminding(habit("Read", created: march(1)), "02:30"), History())], dayStart: 3)
        #expect(due(lib, at: "2025-03-08T01:30:00Z") == ["Read 2025-03-07 02:30"])
        #expect(due(lib, at: "2025-03-08T01:59:59Z") == ["Read 2025-03-07 02:30"])
        #expect(due(lib, at: "2025-03-08T02:10:00Z").isEmpty, "03:10: the 7th is over, though only 40 minutes late")
    }

    // MARK: Daylight saving

    @Test func the_instant_of_a_time_across_daylight_saving_changes() {
        let berlin = TimeZone(identifier: Self.berlin)!, newYork = TimeZone(identifier: Self.newYork)!
        func instant(_ time: String, _ day: Day, _ zone: TimeZone, dayStart: Int = 0) -> Date {
            ReminderRule.instant(of: TimeOfDay(time)!, for: day, dayStart: dayStart, in: zone)
        }
        // Berlin springs forward on 30 March 2025 at 02:00 (CET) to 03:00 (CEST): 02:30 does not exist.
        #expect(instant("02:30", march(30), berlin) == at("2025-03-30T01:00:00Z"), "the first instant after the gap: 03:00 CEST")
        #expect(instant("01:59", march(30), berlin) == at("2025-03-30T00:59:00Z"))
        #expect(instant("03:00", march(30), berlin) == at("2025-03-30T01:00:00Z"))
        #expect(instant("21:00", march(30), berlin) == at("2025-03-30T19:00:00Z"), "summer time from then on")
        #expect(instant("21:00", march(29), berlin) == at("2025-03-29T20:00:00Z"))
        // Berlin falls back on 26 October 2025 at 03:00 (CEST) to 02:00 (CET): 02:30 happens twice.
        #expect(instant("02:30", d("2025-10-26"), berlin) == at("2025-10-26T00:30:00Z"), "the first of the two")
        #expect(instant("21:00", d("2025-10-26"), berlin) == at("2025-10-26T20:00:00Z"))
        // New York: 9 March 2025 02:00 EST → 03:00 EDT; 2 November 2025 02:00 EDT → 01:00 EST.
        #expect(instant("02:30", march(9), newYork) == at("2025-03-09T07:00:00Z"))
        #expect(instant("01:30", d("2025-11-02"), newYork) == at("2025-11-02T05:30:00Z"), "01:30 EDT, not 01:30 EST")
        // With a day start of 03:00, the 02:30 of the habit day 29 March is in the gap of the 30th.
        #expect(instant("02:30", march(29), berlin, dayStart: 3) == at("2025-03-30T01:00:00Z"))
    }

    @Test func spring_forward_sends_a_time_in_the_gap_right_after_it_and_skips_nothing() {
        let lib = library([(reminding(habit("Read", created: march(1)), "02:30", "21:00"), History())])
        #expect(due(lib, at: "2025-03-30T00:59:59Z", zone: Self.berlin).isEmpty, "01:59:59 CET")
        #expect(due(lib, at: "2025-03-30T01:00:00Z", zone: Self.berlin) == ["Read 2025-03-30 02:30"], "03:00 CEST")
        #expect(due(lib, at: "2025-03-30T18:59:00Z", zone: Self.berlin).isEmpty, "20:59 CEST")
        #expect(due(lib, at: "2025-03-30T19:00:00Z", zone: Self.berlin) == ["Read 2025-03-30 21:00"], "21:00 CEST")
        let ny = library([(reminding(habit("Read", created: march(1)), "02:30"), History())])
        #expect(due(ny, at: "2025-03-09T06:59:00Z", zone: Self.newYork).isEmpty, "01:59 EST")
        #expect(due(ny, at: "2025-03-09T07:00:00Z", zone: Self.newYork) == ["Read 2025-03-09 02:30"], "03:00 EDT")
    }

    @Test func fall_back_sends_a_time_that_happens_twice_once() {
        let read = reminding(habit("Read", created: march(1)), "01:30")
        let lib = library([(read, History())])
        #expect(due(lib, at: "2025-11-02T05:29:00Z", zone: Self.newYork).isEmpty)
        #expect(due(lib, at: "2025-11-02T05:30:00Z", zone: Self.newYork) == ["Read 2025-11-02 01:30"], "the first 01:30 (EDT)")
        let sent: Set = [ReminderKey(tracker: read.id, day: d("2025-11-02"), time: "01:30")]
        #expect(due(lib, at: "2025-11-02T06:30:00Z", zone: Self.newYork, sent: sent).isEmpty, "the second 01:30 (EST): already sent")
        #expect(due(lib, at: "2025-11-02T06:30:00Z", zone: Self.newYork, since: "2025-11-02T06:29:00Z").isEmpty,
                "a scheduler that keeps looking does not see it again")
        // Berlin: 02:30 twice on 26 October.
        let berlin = library([(reminding(habit("Read", created: march(1)), "02:30"), History())])
        #expect(due(berlin, at: "2025-10-26T00:30:00Z") == ["Read 2025-10-26 02:30"], "02:30 CEST")
        #expect(due(berlin, at: "2025-10-26T01:30:00Z", since: "2025-10-26T01:29:00Z").isEmpty, "02:30 CET")
    }

    @Test func a_day_start_on_a_spring_forward_night_does_not_delay_the_morning() {
        // Day start 03:00 on 30 March in Berlin: the night lost an hour, so by `Clock.day` the 30th
        // begins at 04:00 CEST; a 03:30 reminder of the 30th still goes out at 03:30 CEST.
        let lib = library([(reminding(habit("Read", created: march(1)), "03:30"), History())], dayStart: 3)
        #expect(Clock.day(at: at("2025-03-30T01:30:00Z"), in: TimeZone(identifier: Self.berlin)!, dayStart: 3) == march(29))
        #expect(due(lib, at: "2025-03-30T01:29:00Z").isEmpty)
        #expect(due(lib, at: "2025-03-30T01:30:00Z") == ["Read 2025-03-30 03:30"])
    }

    @Test func the_zone_decides_the_hour() {
        let lib = library([(reminding(habit("Read", created: march(1)), "21:00"), History())])
        #expect(due(lib, at: "2025-03-07T20:00:00Z", zone: "Europe/Berlin") == ["Read 2025-03-07 21:00"])
        #expect(due(lib, at: "2025-03-07T20:00:00Z", zone: "America/New_York").isEmpty, "15:00 there")
        #expect(due(lib, at: "2025-03-08T02:00:00Z", zone: "America/New_York") == ["Read 2025-03-07 21:00"])
        #expect(due(lib, at: "2025-03-07T12:00:00Z", zone: "Asia/Tokyo") == ["Read 2025-03-07 21:00"])
    }
}
