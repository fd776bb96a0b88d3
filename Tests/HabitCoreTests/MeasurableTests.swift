import Foundation
import HabitCore
import HabitTestSupport
import Testing

// SPEC §10.2: measurable habits, per day (weekdays, rolling) and per period (weekly, monthly).

@Suite struct MeasurablePerDayTests {
    /// At least 20 pages every day from Sat 1 March; 20, 25, 19.999, 30, 20; today the 6th, nothing yet.
    @Test func at_least_per_day_is_done_when_the_value_reaches_the_target() {
        let read = tracker("Read", .everyDay, created: march(1), measure: atLeast("20", "pages"))
        let values: [Day: String] = [march(1): "20", march(2): "25", march(3): "19.999", march(4): "30", march(5): "20"]
        let j = judge(read, history(values: values), today: march(6))
        #expect(states(j, march(1), march(6)) == [.done, .done, .missed, .done, .done, .pending])
        #expect(j.streaks == s(2, 2))
        #expect(j.doneCount == 4)
        var partial = values
        partial[march(6)] = "10"
        #expect(judge(read, history(values: partial), today: march(6)).state(on: march(6)) == .pending)
        #expect(judge(read, history(values: partial), today: march(6)).streaks == s(2, 2))
        partial[march(6)] = "20"
        #expect(judge(read, history(values: partial), today: march(6)).streaks == s(3, 3))
    }

    /// At most 2 cups every day from Sat 1 March: 3 cups on the 2nd, 2 on the 4th, nothing else
    /// entered; today the 6th. Quiet past days held 0, so they are done; today is pending.
    @Test func at_most_per_day_counts_quiet_past_days_as_done_and_today_as_pending() {
        let coffee = tracker("Coffee", .everyDay, created: march(1), measure: atMost("2"))
        let values: [Day: String] = [march(2): "3", march(4): "2"]
        let j = judge(coffee, history(values: values), today: march(6))
        #expect(states(j, march(1), march(6)) == [.done, .missed, .done, .done, .done, .pending])
        #expect(j.streaks == s(3, 3))
        #expect(j.isDue(on: march(6)) && progress(j, on: march(6)) == DayProgress(done: 0, total: 1))

        var zero = values
        zero[march(6)] = "0"
        let kept = judge(coffee, history(values: zero), today: march(6))
        #expect(kept.state(on: march(6)) == .done && kept.streaks == s(4, 4))
        #expect(progress(kept, on: march(6)) == DayProgress(done: 1, total: 1))

        var over = values
        over[march(6)] = "2.5"
        let broken = judge(coffee, history(values: over), today: march(6))
        #expect(broken.state(on: march(6)) == .pending, "today is never missed")
        #expect(broken.streaks == s(3, 3), "today never breaks")
        #expect(judge(coffee, history(values: over), today: march(7)).streaks == s(0, 3))
    }

    /// At most 2 cups on Mon/Wed/Fri from Mon 3 March, nothing entered, today Mon 10: the quiet
    /// scheduled days are done; the other weekdays are not the habit's days at all.
    @Test func at_most_on_weekdays_counts_only_its_scheduled_quiet_days() {
        let coffee = tracker("Coffee", .weekdays(WeekdaySet([.mon, .wed, .fri])), created: march(3), measure: atMost("2"))
        let j = judge(coffee, today: march(10))
        #expect(states(j, march(3), march(10))
                == [.done, .unscheduled, .done, .unscheduled, .done, .unscheduled, .unscheduled, .pending])
        #expect(j.doneCount == 3)
        #expect(j.streaks == s(3, 3))
        #expect(!j.isShown(on: march(4)))
        // Skipped and paused quiet days are neither done nor broken.
        let resting = tracker("Coffee", .weekdays(WeekdaySet([.mon, .wed, .fri])), created: march(3), measure: atMost("2"),
                              pauses: [Pause(from: march(7), until: march(7))])
        let r = judge(resting, history(skipped: [march(5)]), today: march(10))
        #expect(states(r, march(3), march(7)) == [.done, .unscheduled, .skipped, .unscheduled, .paused])
        #expect(r.streaks == s(1, 1) && r.doneCount == 1)
    }

    /// At least 5 km in every 2 days, from Sat 1 March: 3 (short), 5, –, 6; today 4.9 (short).
    @Test func rolling_at_least_judges_each_day_against_the_daily_target() {
        let run = tracker("Run", .rolling(times: 1, days: 2), created: march(1), measure: atLeast("5"))
        let j = judge(run, history(values: [march(1): "3", march(2): "5", march(4): "6", march(5): "4.9"]), today: march(5))
        #expect(states(j, march(1), march(5)) == [.open, .done, .open, .done, .open])
        #expect(dueDays(j, march(1), march(5)) == [march(2), march(4)])
        #expect(j.streaks == s(4, 4))
    }

    /// At most 1 sweet in every 2 days, from Sat 1 March: quiet 1st (done), 3 on the 2nd, 2 on
    /// the 3rd; today the 4th, nothing entered.
    @Test func rolling_at_most_counts_quiet_past_days_as_done() {
        let sweets = tracker("Sweets", .rolling(times: 1, days: 2), created: march(1), measure: atMost("1", "sweets"))
        let values: [Day: String] = [march(2): "3", march(3): "2"]
        let j = judge(sweets, history(values: values), today: march(4))
        #expect(states(j, march(1), march(4)) == [.done, .open, .missed, .pending])
        #expect(j.streaks == s(0, 1))
        var none = values
        none[march(4)] = "0"
        #expect(judge(sweets, history(values: none), today: march(4)).streaks == s(1, 1))
    }
}

@Suite struct MeasurablePerPeriodTests {
    /// At least 20 km a week from Mon 3 March. Week 1: 5 + 10 + 5 = 20 (met before Sunday);
    /// week 2: 10 on Monday, 10 on Sunday, the last chance (met); week 3: 12 + 3 = 15 so far.
    @Test func at_least_per_week_is_due_only_on_the_last_available_day_while_short() {
        let run = tracker("Run", .weekly(3), created: march(3), measure: atLeast("20"))
        let values: [Day: String] = [march(3): "5", march(5): "10", march(8): "5", march(10): "10", march(16): "10",
                                     march(17): "12", march(22): "3"]
        let saturday = judge(run, history(values: values), today: march(22))
        #expect(period(saturday, march(5)) == PeriodNumbers(march(3), march(9), done: 0, goal: 1, sum: q("20"), target: q("20")))
        #expect(period(saturday, march(22)) == PeriodNumbers(march(17), march(23), done: 0, goal: 1, sum: q("15"), target: q("20")))
        #expect(dueDays(saturday, march(3), march(22)) == [march(16)])
        #expect(saturday.isDoneWhenDue(on: march(16)))
        #expect(saturday.streaks == s(2, 2), "the current week is short and does not break")
        #expect(states(saturday, march(17), march(22)) == [.done, .open, .open, .open, .open, .done], "a day with a value is shown done")
        #expect(progress(saturday, on: march(22)) == DayProgress(done: 1, total: 1), "an open day with a value counts done")

        let sunday = judge(run, history(values: values), today: march(23))
        #expect(dueDays(sunday, march(17), march(23)) == [march(23)])
        #expect(sunday.state(on: march(23)) == .pending && progress(sunday, on: march(23)) == DayProgress(done: 0, total: 1))
        var topped = values
        topped[march(23)] = "5"
        let met = judge(run, history(values: topped), today: march(23))
        #expect(met.streaks == s(3, 3) && met.state(on: march(23)) == .done)
        #expect(progress(met, on: march(23)) == DayProgress(done: 1, total: 1))
        let monday = judge(run, history(values: values), today: march(24))
        #expect(monday.state(on: march(23)) == .missed && monday.streaks == s(0, 2))
    }

    /// Sunday skipped (today): Saturday was the last available day, and the target is prorated
    /// to six days: 20 × 6 ÷ 7 = 17.142857… → 17.143 (thousandths, half up).
    @Test func a_skipped_last_day_moves_the_last_chance_and_prorates_the_target() {
        let run = tracker("Run", .weekly(3), created: march(10), measure: atLeast("20"))
        let base: [Day: String] = [march(10): "10"]
        let j = judge(run, history(skipped: [march(16)], values: base), today: march(16))
        #expect(period(j, march(15)) == PeriodNumbers(march(10), march(16), done: 0, goal: 1, sum: q("10"), target: q("17.143")))
        #expect(dueDays(j, march(10), march(16)) == [march(15)])
        #expect(j.state(on: march(15)) == .missed && j.state(on: march(16)) == .skipped)
        var exact = base
        exact[march(15)] = "7.143"
        let met = judge(run, history(skipped: [march(16)], values: exact), today: march(16))
        #expect(met.isDue(on: march(15)) && met.isDoneWhenDue(on: march(15)))
        #expect(met.streaks == s(1, 1))
        exact[march(15)] = "7.142"
        let short = judge(run, history(skipped: [march(16)], values: exact), today: march(16))
        #expect(short.isDue(on: march(15)) && !short.isDoneWhenDue(on: march(15)))
        #expect(short.streaks == s(0, 0), "one thousandth short is short")
        #expect(judge(run, history(skipped: [march(16)], values: exact), today: march(17)).streaks == s(0, 0))
    }

    /// A pause planned for Sunday: on Saturday (today) the period has no available day left after
    /// today, so today is the last chance.
    @Test func a_pause_planned_for_the_last_day_makes_today_the_last_chance() {
        let run = tracker("Run", .weekly(3), created: march(10), measure: atLeast("20"),
                          pauses: [Pause(from: march(16), until: march(16))])
        let j = judge(run, history(values: [march(10): "10"]), today: march(15))
        #expect(dueDays(j, march(10), march(15)) == [march(15)] && j.state(on: march(15)) == .pending)
        #expect(period(j, march(15))?.target == q("17.143"))
        let unpaused = judge(tracker("Run", .weekly(3), created: march(10), measure: atLeast("20")),
                             history(values: [march(10): "10"]), today: march(15))
        #expect(dueDays(unpaused, march(10), march(15)).isEmpty)
    }

    /// At most 10 cups a week from Mon 3 March: 3 + 5 = 8 (met), a quiet week (0, met), and 6 + 5
    /// = 11 so far in the current week: judged only when the week ends. Never due.
    @Test func at_most_per_week_is_never_due_and_is_judged_when_the_week_ends() {
        let coffee = tracker("Coffee", .weekly(1), created: march(3), measure: atMost("10"))
        let values: [Day: String] = [march(4): "3", march(6): "5", march(17): "6", march(19): "5"]
        let thursday = judge(coffee, history(values: values), today: march(20))
        #expect(dueDays(thursday, march(3), march(20)).isEmpty)
        #expect(thursday.streaks == s(2, 2))
        #expect(period(thursday, march(20)) == PeriodNumbers(march(17), march(23), done: 0, goal: 1, sum: q("11"), target: q("10")))
        #expect(states(thursday, march(17), march(20)) == [.done, .open, .done, .open])
        #expect(progress(thursday, on: march(20)) == DayProgress(done: 0, total: 0), "never holds back all done")
        #expect(progress(thursday, on: march(19)) == DayProgress(done: 1, total: 1))
        #expect(judge(coffee, history(values: values), today: march(23)).streaks == s(2, 2))
        #expect(judge(coffee, history(values: values), today: march(24)).streaks == s(0, 2))
        #expect(dueDays(judge(coffee, history(values: values), today: march(24)), march(3), march(24)).isEmpty)
    }

    /// At least 100 km a month: the last chance is 28 Feb in 2025 and 29 Feb in 2024.
    @Test func at_least_per_month_across_February() {
        let ride = tracker("Ride", .monthly(1), created: d("2025-02-01"), measure: atLeast("100"))
        let values: [Day: String] = [d("2025-02-10"): "60", d("2025-02-27"): "30"]
        let j = judge(ride, history(values: values), today: d("2025-02-28"))
        #expect(dueDays(j, d("2025-02-01"), d("2025-02-28")) == [d("2025-02-28")])
        #expect(j.state(on: d("2025-02-28")) == .pending && j.streaks == s(0, 0))
        var met = values
        met[d("2025-02-28")] = "10"
        #expect(judge(ride, history(values: met), today: d("2025-02-28")).streaks == s(1, 1))

        let leap = tracker("Ride", .monthly(1), created: d("2024-02-01"), measure: atLeast("100"))
        let l = judge(leap, history(values: [d("2024-02-10"): "60"]), today: d("2024-02-28"))
        #expect(dueDays(l, d("2024-02-01"), d("2024-02-28")).isEmpty && l.state(on: d("2024-02-28")) == .open)
        #expect(judge(leap, history(values: [d("2024-02-10"): "60"]), today: d("2024-02-29")).isDue(on: d("2024-02-29")))
    }

    /// Thousandths add exactly: 0.1 + 0.2 reaches 0.3 (binary floating point would not).
    @Test func sums_are_exact() {
        let j = judge(tracker("Salt", .weekly(1), created: march(3), measure: atLeast("0.3", "g")),
                      history(values: [march(3): "0.1", march(4): "0.2"]), today: march(4))
        #expect(period(j, march(4))?.sum == q("0.3"))
        #expect(j.streaks == s(1, 1))
    }
}

@Suite struct QuantityTests {
    @Test func parses_a_point_or_a_comma_and_stores_thousandths() {
        #expect(Quantity("2.5")?.thousandths == 2500)
        #expect(Quantity("0,125")?.thousandths == 125)
        #expect(Quantity("12")?.thousandths == 12_000)
        #expect(Quantity(" 7 ")?.thousandths == 7000)
        #expect(Quantity("0")?.thousandths == 0)
        #expect(Quantity("1000000")?.thousandths == 1_000_000_000)
        #expect(Quantity("999999.999")?.thousandths == 999_999_999)
        // Arabic-Indic digits (and Persian's), with the Arabic decimal separator or either of the others (SPEC §19).
        #expect(Quantity("١٢")?.thousandths == 12_000)
        #expect(Quantity("٢٫٥")?.thousandths == 2500)
        #expect(Quantity("٠,١٢٥")?.thousandths == 125)
        #expect(Quantity("۳.۵")?.thousandths == 3500)
        #expect(Quantity("1٢")?.thousandths == 12_000)
    }

    @Test(arguments: ["-1", "1.2345", "abc", "1000000.001", "1000001", "10000000", "", ".5", "5.", "1,2,3", "+1", "1e3", "٫٥", "١٬٠٠٠", "-١", "١٢٫٣٤٥٦"])
    func refuses(_ text: String) {
        #expect(Quantity(text) == nil)
    }

    @Test func writes_no_trailing_zeros_and_reads_JSON_numbers_exactly() throws {
        #expect(q("2.5").description == "2.5" && q("0,125").description == "0.125" && q("3.000").description == "3")
        #expect(q("2.5").formatted(decimalSeparator: ",") == "2,5")
        #expect(Quantity(exactly: Decimal(string: "2.5")!)?.thousandths == 2500)
        #expect(Quantity(exactly: Decimal(string: "1.2345")!) == nil)
        #expect(Quantity(exactly: Decimal(-1)) == nil)
        #expect(Quantity(exactly: Decimal(string: "1000000.001")!) == nil)
        struct Box: Codable { var value: Quantity }
        for text in ["0.1", "2.5", "0.125", "1000000"] {
            let box = try JSONDecoder().decode(Box.self, from: Data(#"{"value":\#(text)}"#.utf8))
            #expect(box.value == q(text))
            #expect(String(decoding: try JSONEncoder().encode(box), as: UTF8.self) == #"{"value":\#(text)}"#)
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Box.self, from: Data(#"{"value":-1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Box.self, from: Data(#"{"value":1.2345}"#.utf8)) }
    }

    @Test func a_value_is_stored_exactly_through_the_library() throws {
        var lib = Library()
        let c = try lib.addCategory(named: "Health")
        let water = try lib.addTracker(TrackerDraft(name: "Water", kind: .habit(.everyDay), categoryID: c.id,
                                                    createdOn: march(1), measure: atLeast("2", "l")), today: march(7))
        try lib.setEntry(.value(q("2.5")), tracker: water.id, on: march(5), today: march(7))
        try lib.setEntry(.value(q("0,125")), tracker: water.id, on: march(6), today: march(7))
        #expect(lib.history(of: water.id).entry(on: march(5))?.value == Quantity(thousandths: 2500))
        #expect(lib.history(of: water.id).entry(on: march(6))?.value == Quantity(thousandths: 125))
    }
}
