import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Beaver's, Habitica's and harsh's fields as Habits' (SPEC §17), one field at a time.
@Suite struct SourceMappingTests {
    // MARK: Shared fitting

    @Test func times_in_days_fit_the_limits() {
        #expect(SourceMapping.rolling(times: 1, days: 1) == (.everyDay, nil))
        #expect(SourceMapping.rolling(times: 5, days: 3) == (.everyDay, nil))
        #expect(SourceMapping.rolling(times: 2, days: 7) == (.rolling(times: 2, days: 7), nil))
        #expect(SourceMapping.rolling(times: 1, days: 365) == (.rolling(times: 1, days: 365), nil))
        #expect(SourceMapping.rolling(times: 2, days: 730)
            == (.rolling(times: 1, days: 365), "2 times in 730 days reaches past the 365-day limit; it is 1 time in 365 days here."))
        #expect(SourceMapping.rolling(times: 0, days: 1) == (.everyDay, "its frequency 0 in 1 days means nothing; it is every day here."))
        #expect(SourceMapping.monthly(28) == (.monthly(27), "28 times a month is more than the 27 Habits allows; it is 27 times a month here."))
        #expect(SourceMapping.monthly(31) == (.everyDay, nil))
        #expect(SourceMapping.weekly(7) == .everyDay)
    }

    // MARK: Beaver

    private func beaver(_ unit: BeaverHabit.Period.Unit, _ count: Int, _ target: Int) -> (Schedule, String?) {
        BeaverMapping.schedule(.init(unit: unit, count: count, target: target))
    }

    @Test func beaver_periods_map_exactly_where_they_can_and_say_so_where_not() {
        #expect(BeaverMapping.schedule(nil) == (.everyDay, nil))
        #expect(beaver(.day, 1, 1) == (.everyDay, nil))
        #expect(beaver(.day, 10, 3) == (.rolling(times: 3, days: 10), nil))
        #expect(beaver(.week, 1, 3) == (.weekly(3), nil))
        #expect(beaver(.week, 1, 7) == (.everyDay, nil))
        #expect(beaver(.month, 1, 4) == (.monthly(4), nil))
        #expect(beaver(.week, 2, 3) == (.rolling(times: 3, days: 14), "Beaver counts 3 done days in each block of 2 calendar weeks; here it is 3 times in 14 days."))
        #expect(beaver(.month, 2, 1) == (.rolling(times: 1, days: 60), "Beaver counts 1 done day in each block of 2 calendar months; here it is every 60 days."))
        #expect(beaver(.year, 1, 12) == (.rolling(times: 12, days: 365), "Beaver counts 12 done days in each calendar year; here it is 12 times in 365 days."))
        #expect(beaver(.year, 2, 4) == (.rolling(times: 2, days: 365),
                                        "Beaver counts 4 done days in each block of 2 calendar years; here it is 2 times in 365 days. "
                                        + "4 times in 730 days reaches past the 365-day limit; it is 2 times in 365 days here."))
    }

    @Test func beaver_records_become_states_and_notes() {
        let day = Day("2025-03-04")!
        func entry(_ done: Bool, _ text: String) -> (Entry.State?, String?, Bool) {
            let result = BeaverMapping.entry(BeaverRecord(day: day, done: done, text: text))
            return (result.state, result.note, result.noteCut)
        }
        #expect(entry(true, "") == (.done, nil, false))
        #expect(entry(false, "") == (nil, nil, false))
        #expect(entry(false, "tired") == (nil, "tired", false))
        // `#skip` skips, done or not, and leaves the note; other tags stay.
        #expect(entry(true, "travel\n\n#amber #skip") == (.skipped, "travel\n\n#amber", false))
        #expect(entry(false, "#skip") == (.skipped, nil, false))
        #expect(entry(true, "#skipping") == (.done, "#skipping", false))
        // Images stay in Beaver; the rest of the text comes.
        #expect(entry(true, "Dune ![cover](/assets/6f1c-77) ch. 3") == (.done, "Dune  ch. 3", false))
        let long = BeaverMapping.entry(BeaverRecord(day: day, done: true, text: String(repeating: "a", count: 1024)))
        #expect(long.note?.count == Tracker.noteLimit && long.note?.hasSuffix("…") == true && long.noteCut)
    }

    // MARK: harsh

    private func harsh(_ frequency: String) -> (Schedule, String?) {
        let (target, interval) = HarshReader.frequency(frequency)!
        return HarshMapping.schedule(HarshHabit(heading: "", name: "X", frequency: frequency, target: target, interval: interval, end: nil))
    }

    @Test func harsh_frequencies_are_days_in_a_row() {
        #expect(harsh("1") == (.everyDay, nil))
        #expect(harsh("7") == (.rolling(times: 1, days: 7), nil))
        #expect(harsh("1w") == (.rolling(times: 1, days: 7), nil))
        #expect(harsh("3/7") == (.rolling(times: 3, days: 7), nil))
        #expect(harsh("2/2") == (.everyDay, nil))
        #expect(harsh("0") == (.everyDay, "harsh only tracks it (frequency 0), never asking for it; it is every day here."))
        #expect(harsh("1/100w").1 == "1 time in 700 days reaches past the 365-day limit; it is 1 time in 365 days here.")
    }

    @Test func harsh_answers_become_states_with_comment_and_amount_in_the_note() {
        func entry(_ result: HarshOutcome.Result, _ comment: String, _ amount: Double) -> (Entry.State?, String?) {
            let mapped = HarshMapping.entry(HarshOutcome(day: Day("2025-01-01")!, habit: "Gym", result: result, comment: comment, amount: amount))
            return (mapped.state, mapped.note)
        }
        #expect(entry(.yes, "Leg day", 1.5) == (.done, "Leg day · 1.5"))
        #expect(entry(.yes, "8 glasses", 8) == (.done, "8 glasses · 8"))
        #expect(entry(.yes, "", 0.25) == (.done, "0.25"))
        #expect(entry(.no, "Too tired", 0) == (nil, "Too tired"))
        #expect(entry(.no, "", 0) == (nil, nil))
        #expect(entry(.skip, " Rest day ", 0) == (.skipped, "Rest day"))
    }

    // MARK: Habitica

    private func daily(_ frequency: HabiticaDaily.Frequency?, everyX: Int = 1, repeat days: WeekdaySet = .everyDay,
                       daysOfMonth: [Int] = [], weeksOfMonth: [Int] = []) -> HabiticaDaily {
        HabiticaDaily(id: "d", text: "D", notes: "", tags: [], frequency: frequency, everyX: everyX, repeatDays: days,
                      daysOfMonth: daysOfMonth, weeksOfMonth: weeksOfMonth, startDate: nil, checklist: [], reminders: [], history: [])
    }

    @Test func habitica_repetitions_map_exactly_where_they_can_and_say_so_where_not() {
        #expect(HabiticaMapping.schedule(daily(.daily)) == (.everyDay, nil))
        #expect(HabiticaMapping.schedule(daily(.weekly, repeat: WeekdaySet([.mon, .thu]))) == (.weekdays(WeekdaySet([.mon, .thu])), nil))
        #expect(HabiticaMapping.schedule(daily(.daily, everyX: 3))
            == (.rolling(times: 1, days: 3), "Habitica repeats it every 3 days from its start date; here it is every 3 days."))
        #expect(HabiticaMapping.schedule(daily(.weekly, everyX: 2, repeat: WeekdaySet([.mon, .thu])))
            == (.rolling(times: 2, days: 14), "Habitica repeats it on 2 days of every 2 weeks; here it is 2 times in 14 days."))
        #expect(HabiticaMapping.schedule(daily(.monthly, daysOfMonth: [1, 15]))
            == (.monthly(2), "Habitica repeats it on days 1, 15 of every month; here it is 2 times a month."))
        #expect(HabiticaMapping.schedule(daily(.monthly, repeat: WeekdaySet([.sat]), weeksOfMonth: [0, 2]))
            == (.monthly(2), "Habitica repeats it on 2 days of every month; here it is 2 times a month."))
        #expect(HabiticaMapping.schedule(daily(.monthly, everyX: 3, daysOfMonth: [10]))
            == (.rolling(times: 1, days: 90), "Habitica repeats it on days 10 of every 3 months; here it is every 90 days."))
        #expect(HabiticaMapping.schedule(daily(.yearly))
            == (.rolling(times: 1, days: 365), "Habitica repeats it once a year; here it is every 365 days."))
        #expect(HabiticaMapping.schedule(daily(.weekly, repeat: WeekdaySet([])))
            == (.everyDay, "it has no weekdays in Habitica (it is never due there); it is every day here."))
        #expect(HabiticaMapping.schedule(daily(nil))
            == (.everyDay, "its repetition is not one Habitica has (it is never due there); it is every day here."))
    }

    @Test func a_habitica_day_is_done_when_any_entry_of_it_is_completed() throws {
        // UTC−5, day start 04:00. Checked at 22:00 on the 1st, un-checked and checked again is
        // one `true`; the cron's `false` at 04:30 on the 3rd is about the 2nd, and a compressed
        // entry says nothing.
        let habitica = HabiticaData(timezoneOffset: 300, dayStart: 4, dailies: [], habits: [], todos: [], rewards: [], skipped: [])
        func ms(_ iso: String) -> Int64 { Int64(Clock.parseInstant(iso, zone: TimeZone(identifier: "UTC")!)!.timeIntervalSince1970 * 1000) }
        var checked = daily(.daily)
        checked.history = [.init(date: ms("2025-03-02T03:00:00Z"), completed: true, isDue: true),
                           .init(date: ms("2025-03-02T08:59:00Z"), completed: true, isDue: true),
                           .init(date: ms("2025-03-03T09:30:00Z"), completed: false, isDue: true),
                           .init(date: ms("2025-03-03T09:31:00Z"), completed: true, isDue: true),
                           .init(date: ms("2024-12-01T00:00:00Z"), completed: nil, isDue: nil)]
        let (days, compressed) = HabiticaMapping.doneDays(checked, in: habitica)
        // 03:00Z on the 2nd is 22:00 on the 1st; 08:59Z is 03:59 local, before the day start: still the 1st;
        // 09:31Z on the 3rd is 04:31 local: the 3rd.
        #expect(days.map(\.iso) == ["2025-03-01", "2025-03-03"])
        #expect(compressed == 1)
    }

    @Test func habitica_notes_keep_the_checklist_and_reminders_ring_at_local_times() {
        let habitica = HabiticaData(timezoneOffset: -60, dayStart: 0, dailies: [], habits: [], todos: [], rewards: [], skipped: [])
        var stretch = daily(.weekly, repeat: WeekdaySet([.mon, .fri]))
        stretch.notes = "Slowly"
        stretch.checklist = ["Neck", "Back"]
        #expect(HabiticaMapping.note(stretch) == ("Slowly\n☐ Neck\n☐ Back", false))
        // 06:30Z and 20:00Z are 07:30 and 21:00 at UTC+1; the same time twice rings once.
        let day = Int64(Day("2025-03-03")!.ordinal) * 86_400_000
        stretch.reminders = [day + 20 * 3_600_000, day + 6 * 3_600_000 + 30 * 60_000, day + 20 * 3_600_000]
        let (reminders, dropped) = HabiticaMapping.reminders(stretch, in: habitica, schedule: .weekdays(WeekdaySet([.mon, .fri])))
        #expect(reminders == [Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: WeekdaySet([.mon, .fri])),
                              Reminder(time: TimeOfDay(hour: 21, minute: 0)!, weekdays: WeekdaySet([.mon, .fri]))])
        #expect(dropped == 0)
        stretch.reminders = (0..<8).map { day + Int64($0) * 3_600_000 }
        let many = HabiticaMapping.reminders(stretch, in: habitica, schedule: .rolling(times: 2, days: 14))
        #expect(many.reminders.count == 6 && many.dropped == 2 && many.reminders.allSatisfy { $0.weekdays == .everyDay })
    }
}
