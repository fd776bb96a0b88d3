import Foundation
import HabitCore
import HabitTestSupport
import HabitScreens
import Testing

/// SPEC §10.1's limits, §10.2's measure limits, §10.6's day start, and §16's outward form.
@Suite struct ScheduleValidationTests {
    @Test(arguments: [
        (Schedule.weekly(0), DomainError.scheduleOutOfRange(.weekly)), (.weekly(7), .scheduleOutOfRange(.weekly)),
        (.weekly(-1), .scheduleOutOfRange(.weekly)),
        (.monthly(0), .scheduleOutOfRange(.monthly)), (.monthly(28), .scheduleOutOfRange(.monthly)),
        (.rolling(times: 3, days: 2), .scheduleOutOfRange(.rolling)), (.rolling(times: 0, days: 5), .scheduleOutOfRange(.rolling)),
        (.rolling(times: 1, days: 366), .scheduleOutOfRange(.rolling)), (.rolling(times: 2, days: 2), .scheduleOutOfRange(.rolling)),
        (.weekdays(WeekdaySet([])), .scheduleEmpty),
    ])
    func out_of_range_schedules_are_refused(schedule: Schedule, error: DomainError) throws {
        #expect(throws: error) { try schedule.validated() }
        var lib = Library()
        let c = try lib.addCategory(named: "Health")
        #expect(throws: error) {
            try lib.addTracker(TrackerDraft(name: "Swim", kind: .habit(schedule), categoryID: c.id), today: march(10))
        }
        let swim = try lib.addTracker(TrackerDraft(name: "Swim", kind: .habit(.everyDay), categoryID: c.id), today: march(10))
        let before = lib
        #expect(throws: error) { try lib.updateTracker(swim.id, TrackerChanges(schedule: schedule), today: march(10)) }
        #expect(lib == before)
    }

    @Test(arguments: [Schedule.weekly(1), .weekly(6), .monthly(1), .monthly(27), .rolling(times: 1, days: 2),
                      .rolling(times: 1, days: 365), .rolling(times: 364, days: 365), .weekdays(WeekdaySet([.sun])), .everyDay])
    func the_limits_themselves_are_accepted(schedule: Schedule) throws {
        #expect(try schedule.validated() == schedule)
    }

    @Test func the_messages() {
        #expect(DomainError.scheduleOutOfRange(.weekly).message == "Pick 1 to 6 times a week.")
        #expect(DomainError.scheduleOutOfRange(.monthly).message == "Pick 1 to 27 times a month.")
        #expect(DomainError.scheduleOutOfRange(.rolling).message == "Pick N times in M days, with N at least 1, below M, and M at most 365.")
    }

    @Test func measures_keep_their_limits() throws {
        func measure(unit: String = "km", target: Quantity = q("1"), step: Quantity = q("1")) -> Measure {
            Measure(unit: unit, target: target, direction: .atLeast, step: step)
        }
        #expect(throws: DomainError.unitInvalid) { try measure(unit: String(repeating: "k", count: 17)).validated() }
        #expect(throws: DomainError.unitInvalid) { try measure(unit: "").validated() }
        #expect(throws: DomainError.unitInvalid) { try measure(unit: "   ").validated() }
        #expect(throws: DomainError.controlCharacters) { try measure(unit: "k\u{7}m").validated() }
        #expect(try measure(unit: String(repeating: "k", count: 16)).validated().unit.count == 16)
        #expect(try measure(unit: " 🥛 glasses ").validated().unit == "🥛 glasses", "trimmed")
        #expect(throws: DomainError.targetInvalid) { try measure(target: .zero).validated() }
        #expect(throws: DomainError.targetInvalid) { try measure(target: Quantity(thousandths: Quantity.limit.thousandths + 1)).validated() }
        #expect(try measure(target: q("0.001")).validated().target == Quantity(thousandths: 1))
        #expect(try measure(target: .limit).validated().target == .limit)
        #expect(throws: DomainError.stepInvalid) { try measure(step: .zero).validated() }

        var lib = Library()
        let c = try lib.addCategory(named: "Health")
        #expect(throws: DomainError.unitInvalid) {
            try lib.addTracker(TrackerDraft(name: "Run", kind: .habit(.everyDay), categoryID: c.id,
                                            measure: measure(unit: "kilometres run today")), today: march(10))
        }
        #expect(throws: DomainError.targetInvalid) {
            try lib.addTracker(TrackerDraft(name: "Run", kind: .habit(.everyDay), categoryID: c.id, measure: measure(target: .zero)),
                               today: march(10))
        }
        #expect(throws: DomainError.measureOnEvent) {
            try lib.addTracker(TrackerDraft(name: "Party", kind: .event, categoryID: c.id, measure: measure()), today: march(10))
        }
    }

    @Test func the_day_start_runs_from_0_to_6() throws {
        var lib = Library()
        for hour in [-1, 7, 24] {
            #expect(throws: DomainError.dayStartOutOfRange) { try lib.updateSettings(Settings(dayStart: hour, zone: nil)) }
        }
        #expect(lib.settings == .standard)
        for hour in 0...6 {
            try lib.updateSettings(Settings(dayStart: hour, zone: "Europe/London"))
            #expect(lib.settings.dayStart == hour)
        }
    }

    /// SPEC §16: `{"kind":"weekdays","weekdays":["mon",…]}`, `{"kind":"weekly","times":3}`,
    /// `{"kind":"monthly","times":2}`, `{"kind":"rolling","times":1,"days":3}`.
    @Test(arguments: [
        (Schedule.weekdays(WeekdaySet([.mon, .wed, .fri])), #"{"kind":"weekdays","weekdays":["mon","wed","fri"]}"#),
        (.everyDay, #"{"kind":"weekdays","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}"#),
        (.weekly(3), #"{"kind":"weekly","times":3}"#),
        (.monthly(2), #"{"kind":"monthly","times":2}"#),
        (.rolling(times: 1, days: 3), #"{"kind":"rolling","times":1,"days":3}"#),
        (.rolling(times: 2, days: 10), #"{"kind":"rolling","times":2,"days":10}"#),
    ])
    func the_outward_form_round_trips(schedule: Schedule, json: String) throws {
        #expect(try JSONDecoder().decode(Schedule.self, from: Data(json.utf8)) == schedule)
        let encoded = try JSONEncoder().encode(schedule)
        #expect(try JSONDecoder().decode(Schedule.self, from: encoded) == schedule)
        // Key order aside, the same object: compare as sorted-key JSON.
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        let expected = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        #expect(HabitJSON.string(schedule) == expected)
        #expect(schedule.kind.rawValue == (object as? [String: Any])?["kind"] as? String)
    }

    @Test func decoding_reads_the_shape_and_leaves_the_limits_to_validation() throws {
        let tooMany = try JSONDecoder().decode(Schedule.self, from: Data(#"{"kind":"weekly","times":9}"#.utf8))
        #expect(tooMany == .weekly(9))
        #expect(throws: DomainError.scheduleOutOfRange(.weekly)) { try tooMany.validated() }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Schedule.self, from: Data(#"{"kind":"yearly","times":1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Schedule.self, from: Data(#"{"kind":"rolling","times":1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Schedule.self, from: Data(#"{"kind":"weekdays","weekdays":["mo"]}"#.utf8)) }
    }

    @Test func kinds_units_and_flexibility() {
        #expect(Schedule.everyDay.streakUnit == .days && !Schedule.everyDay.isFlexible)
        #expect(Schedule.weekly(2).streakUnit == .weeks && Schedule.weekly(2).isFlexible)
        #expect(Schedule.monthly(2).streakUnit == .months && Schedule.monthly(2).isFlexible)
        #expect(Schedule.rolling(times: 1, days: 3).streakUnit == .days && Schedule.rolling(times: 1, days: 3).isFlexible)
        #expect(Schedule.Kind.allCases.map(\.rawValue) == ["weekdays", "weekly", "monthly", "rolling"])
    }
}
