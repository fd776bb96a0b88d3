import HabitCore
@testable import HabitScreens
import HabitTestSupport
import Testing

/// The New/Edit form's rules (SPEC §4, §10.1): what a post fills in, what a save would write,
/// and which field each refusal is shown under.
@Suite struct TrackerFormTests {
    struct Posted: FormFields {
        var fields: [String: [String]]
        subscript(_ name: String) -> String? { fields[name]?.first }
        func all(_ name: String) -> [String] { fields[name] ?? [] }
    }

    @Test func every_choice_of_the_schedule_sheet_reads_back_as_its_schedule() throws {
        let cases: [([String: [String]], Schedule)] = [
            (["frequency": ["weekdays"], "days": ["mon", "fri"]], .weekdays(WeekdaySet([.mon, .fri]))),
            (["frequency": ["weekly"], "weeklyTimes": ["3"]], .weekly(3)),
            (["frequency": ["monthly"], "monthlyTimes": [" 27 "]], .monthly(27)),
            (["frequency": ["every"], "everyDays": ["3"]], .rolling(times: 1, days: 3)),
            (["frequency": ["rolling"], "rollingTimes": ["2"], "rollingDays": ["10"]], .rolling(times: 2, days: 10)),
            // Arabic-Indic digits as an Arabic keyboard types them (SPEC §19).
            (["frequency": ["rolling"], "rollingTimes": ["٢"], "rollingDays": ["١٠"]], .rolling(times: 2, days: 10)),
        ]
        for (fields, schedule) in cases {
            let sheet = ScheduleFields(posted: Posted(fields: fields))
            #expect(try sheet.schedule() == schedule)
            // The sheet filled from the schedule shows the same choice and numbers.
            #expect(try ScheduleFields(schedule).schedule() == schedule)
            #expect(ScheduleFields(schedule).choice == sheet.choice)
        }
    }

    @Test func a_number_outside_its_kinds_limits_is_refused_under_that_kinds_field() {
        let cases: [([String: [String]], Schedule.Kind, String)] = [
            (["frequency": ["weekly"], "weeklyTimes": ["\(Schedule.weeklyLimits.upperBound + 1)"]], .weekly, "weeklyTimes"),
            (["frequency": ["monthly"], "monthlyTimes": ["0"]], .monthly, "monthlyTimes"),
            (["frequency": ["every"], "everyDays": ["\(Schedule.rollingDaysLimits.upperBound + 1)"]], .rolling, "everyDays"),
            (["frequency": ["rolling"], "rollingTimes": ["5"], "rollingDays": ["5"]], .rolling, "rollingDays"),
            (["frequency": ["weekly"], "weeklyTimes": ["three"]], .weekly, "weeklyTimes"),
        ]
        for (fields, kind, field) in cases {
            var form = TrackerForm(isHabit: true)
            form.schedule = ScheduleFields(posted: Posted(fields: fields))
            #expect(form.checkSchedule() == nil)
            #expect(form.errors == [field: .rule(.scheduleOutOfRange(kind))])
            #expect(form.scheduleOpen)
        }
        var empty = TrackerForm(isHabit: true)
        #expect(empty.checkSchedule() == nil)
        #expect(empty.errors == ["days": .rule(.scheduleEmpty)])
    }

    @Test func each_choice_makes_its_own_kind() {
        let kinds = ScheduleFields.Choice.allCases.map(\.kind)
        #expect(kinds == [.weekdays, .weekly, .monthly, .rolling, .rolling])
        #expect(Set(kinds) == Set(Schedule.Kind.allCases), "every kind can be chosen")
    }

    @Test func a_save_plans_what_is_written_or_names_every_missing_field() throws {
        var library = Library()
        let health = try library.addCategory(named: "Health")
        var form = TrackerForm(posted: Posted(fields: [
            "name": ["  Run "], "categoryId": [health.id.lowercased], "frequency": ["weekly"], "weeklyTimes": ["3"],
            "measured": ["1"], "unit": ["km"], "target": ["20,5"], "step": ["2.5"], "emoji": ["🥦"],
            "color": [Palette.colors[1]], "note": ["easy"], "reminderTime": ["07:30", ""], "reminderDays-0": ["sat", "sun"],
        ]), trackerID: nil, isHabit: true)
        let planned = form.plan(in: library, copy: Language.en.copy)
        let plan = try #require(planned)
        #expect(form.errors.isEmpty)
        #expect(plan.kind == .habit(.weekly(3)) && plan.categoryID == health.id && plan.emoji == "🥦")
        #expect(plan.measure == Measure(unit: "km", target: q("20.5"), direction: .atLeast, step: q("2.5")))
        #expect(plan.reminders == [Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: WeekdaySet([.sat, .sun]))])
        #expect(plan.start == nil, "an empty start means today (New) or unchanged (Edit)")

        let copy = Language.en.copy
        var blank = TrackerForm(isHabit: true)
        blank.measured = true
        blank.measure = MeasureFields(unit: "", target: "x", step: "0")
        #expect(blank.plan(in: library, copy: copy) == nil)
        #expect(blank.errors == [
            "name": .rule(.nameMissing), "categoryId": .text(copy.chooseCategory), "days": .rule(.scheduleEmpty),
            "unit": .rule(.unitInvalid), "target": .rule(.targetInvalid), "emoji": .text(copy.chooseEmoji),
            "color": .text(copy.chooseColor),
        ])
    }

    @Test func the_edit_form_shows_the_tracker_and_changes_its_marker_only_with_what_it_edits() throws {
        var library = Library()
        let health = try library.addCategory(named: "Health")
        let run = try library.addTracker(TrackerDraft(name: "Run", kind: .habit(.rolling(times: 1, days: 3)), categoryID: health.id,
                                                      createdOn: march(1),
                                                      measure: Measure(unit: "km", target: q("2.5"))), today: march(7))
        let form = TrackerForm(editing: run, count: 4, language: .ru)
        #expect(form.schedule.choice == .every && form.schedule.everyDays == "3")
        #expect(form.measureLocked && form.measure.target == "2,5" && form.start == "2025-03-01" && form.count == 4)
        try library.setPinned(true, tracker: run.id)
        #expect(TrackerForm.revision(of: library.tracker(run.id)!) == form.revision, "pinning is not an edit")
        try library.updateTracker(run.id, TrackerChanges(name: "Jog"), today: march(7))
        #expect(TrackerForm.revision(of: library.tracker(run.id)!) != form.revision)
    }
}
