import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Thousands of random habits checked against a deliberately naive reading of SPEC §10.8 that
/// shares no code with `Strength.swift` or the day table: it walks the calendar from the start,
/// asks each question of the entries and the pauses directly, and recounts every window from
/// scratch. Every schedule kind, yes/no and measurable (`atLeast`, `atMost`), skips, pauses
/// (some open-ended, some over done days), notes alone, and today done or not yet.
@Suite struct StrengthReferenceTests {
    @Test func random_habits_agree_with_the_naive_strength_to_six_decimals() {
        var random = SeededGenerator(state: 2026_12_01)
        for round in 0..<1000 {
            let today = march(1).adding(days: Int.random(in: 0...400, using: &random))
            let created = today.adding(days: -Int.random(in: 0...420, using: &random))
            let schedule = RandomHabits.schedule(&random)
            let measure: Measure? = Int.random(in: 0..<3, using: &random) == 0
                ? Measure(unit: "u", target: Quantity(thousandths: Int.random(in: 1...8_000, using: &random)),
                          direction: Bool.random(using: &random) ? .atLeast : .atMost)
                : nil
            let pauses = RandomHabits.pauses(from: created, to: today, &random)
            let habit = tracker("H", schedule, created: created, measure: measure, pauses: pauses)
            let entries = RandomHabits.entries(habit, through: today, &random)
            let judgement = Rules.judge(habit, history: History(entries), today: today, weekStart: .mon)
            let expected = NaiveStrength.daily(habit, entries, today: today)
            let context = "round \(round): \(schedule), \(measure.map { "\($0.direction) \($0.target)" } ?? "yes/no"), "
                + "from \(created) to \(today), \(pauses.count) pauses, \(entries.count) entries"
            #expect(judgement.dailyStrength.map(sixDecimals) == expected.map(sixDecimals), "\(context)")
            #expect(judgement.strength.map(sixDecimals) == sixDecimals(expected.last ?? (measure?.direction == .atMost ? 1 : 0)),
                    "\(context)")
            if judgement.dailyStrength.map(sixDecimals) != expected.map(sixDecimals) { return }
        }
    }

    /// The API's form of a strength: rounded to 6 decimals.
    func sixDecimals(_ value: Double) -> String { String(format: "%.6f", value) }
}

/// SPEC §10.8 read literally, written for clarity and nothing else.
enum NaiveStrength {
    /// The strength at the end of each day from the start through today.
    static func daily(_ habit: Tracker, _ entries: [Entry], today: Day) -> [Double] {
        guard let schedule = habit.kind.schedule, habit.createdOn <= today else { return [] }
        let byDay = Dictionary(uniqueKeysWithValues: entries.compactMap { entry in entry.state.map { (entry.day, $0) } })
        let measure = habit.measure
        var strength = measure?.direction == .atMost ? 1.0 : 0.0
        var result: [Double] = []
        var day = habit.createdOn
        while day <= today {
            defer { day = day.adding(days: 1) }
            // Today enters only once it is done.
            if day == today && !isDone(habit, byDay, day, today: today) {
                result.append(strength)
                continue
            }
            // Skipped and paused days leave it unchanged.
            if byDay[day] == .skipped || isPaused(habit, day) {
                result.append(strength)
                continue
            }
            let frequency: Double
            let value: Double
            switch schedule {
            case .weekdays(let days):
                // Only scheduled days count, each with f = 1.
                guard days.contains(day.weekday) else {
                    result.append(strength)
                    continue
                }
                frequency = 1
                if let measure {
                    value = kept(measure, amount(byDay, habit, day))
                } else {
                    value = byDay[day] == .done ? 1 : 0
                }
            case .weekly(let n): (frequency, value) = flexible(habit, byDay, day, num: n, den: 7)
            case .monthly(let n): (frequency, value) = flexible(habit, byDay, day, num: n, den: 30)
            case .rolling(let x, let y): (frequency, value) = flexible(habit, byDay, day, num: x, den: y)
            }
            let multiplier = pow(0.5, sqrt(frequency) / 13)
            strength = strength * multiplier + value * (1 - multiplier)
            result.append(strength)
        }
        return result
    }

    /// f = num / den, and v from the last den days (yes/no: num and den doubled when f < 1).
    static func flexible(_ habit: Tracker, _ byDay: [Day: Entry.State], _ day: Day, num: Int, den: Int) -> (Double, Double) {
        let frequency = Double(num) / Double(den)
        if let measure = habit.measure {
            var sum = 0.0
            for back in 0..<den { sum += amount(byDay, habit, day.adding(days: -back)) }
            return (frequency, kept(measure, sum))
        }
        let (times, days) = frequency < 1 ? (num * 2, den * 2) : (num, den)
        var done = 0
        for back in 0..<days {
            let other = day.adding(days: -back)
            // A paused day behaves as a skipped one: nothing done there counts.
            if byDay[other] == .done && !isPaused(habit, other) { done += 1 }
        }
        return (frequency, min(1, Double(done) / Double(times)))
    }

    /// atLeast: min(1, amount ÷ target); atMost: 1 − (amount − target) ÷ target, within 0…1.
    static func kept(_ measure: Measure, _ amount: Double) -> Double {
        let target = Double(measure.target.thousandths) / 1000
        switch measure.direction {
        case .atLeast: return min(1, amount / target)
        case .atMost: return min(1, max(0, 1 - (amount - target) / target))
        }
    }

    /// A day's value (0 without one, and on a paused day), in the unit.
    static func amount(_ byDay: [Day: Entry.State], _ habit: Tracker, _ day: Day) -> Double {
        guard !isPaused(habit, day), case .value(let value)? = byDay[day] else { return 0 }
        return Double(value.thousandths) / 1000
    }

    static func isPaused(_ habit: Tracker, _ day: Day) -> Bool {
        habit.pauses.contains { $0.from <= day && ($0.until == nil || day <= $0.until!) }
    }

    /// Whether today is done (SPEC §10.2): marked done; a measurable habit per day meeting its
    /// target (today without an entry is pending); per week or month, any value above 0.
    static func isDone(_ habit: Tracker, _ byDay: [Day: Entry.State], _ day: Day, today: Day) -> Bool {
        guard let measure = habit.measure else { return byDay[day] == .done }
        guard case .value(let value)? = byDay[day] else { return false }
        switch habit.kind.schedule {
        case .weekly?, .monthly?: return value.thousandths > 0
        default: return measure.direction == .atLeast ? value >= measure.target : value <= measure.target
        }
    }
}
