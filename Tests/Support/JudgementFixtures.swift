import Foundation
import HabitCore

// Helpers for the rules of SPEC §10: flexible schedules, measures, skips, pauses, archive.


/// `q("2.5")`: a quantity as the person types it.
public func q(_ text: String) -> Quantity {
    guard let value = Quantity(text) else { fatalError("bad quantity \(text) in a test") }
    return value
}

/// A habit with any schedule, measure, pauses and archive day.
public func tracker(_ name: String, _ schedule: Schedule, created: Day, measure: Measure? = nil, pauses: [Pause] = [],
             archivedOn: Day? = nil, position: Int = 0) -> Tracker {
    Tracker(id: .random(), name: name, kind: .habit(schedule), categoryID: testCategory.id, emoji: "🙂",
            color: Palette.colors[0], createdOn: created, position: position, measure: measure, pauses: pauses,
            archivedOn: archivedOn)
}

public func atLeast(_ target: String, _ unit: String = "km") -> Measure { Measure(unit: unit, target: q(target), direction: .atLeast) }
public func atMost(_ target: String, _ unit: String = "cups") -> Measure { Measure(unit: unit, target: q(target), direction: .atMost) }

/// A history of done days, skipped days, values (`[march(3): "2.5"]`) and notes.
public func history(done: [Day] = [], skipped: [Day] = [], values: [Day: String] = [:], notes: [Day: String] = [:]) -> History {
    var entries: [Day: Entry] = [:]
    for day in done { entries[day] = Entry(day: day, state: .done) }
    for day in skipped { entries[day] = Entry(day: day, state: .skipped) }
    for (day, value) in values { entries[day] = Entry(day: day, state: .value(q(value))) }
    for (day, note) in notes { entries[day] = Entry(day: day, state: entries[day]?.state, note: note) }
    return History(entries.values)
}

/// The tracker judged as of `today`, weeks from Monday unless `weekStart` says otherwise.
public func judge(_ tracker: Tracker, _ history: History = History(), today: Day, weekStart: Weekday = .mon) -> Judgement {
    Rules.judge(tracker, history: history, today: today, weekStart: weekStart)
}

/// Every day from `first` through `last`.
public func span(_ first: Day, _ last: Day) -> [Day] {
    first <= last ? (0...first.days(until: last)).map { first.adding(days: $0) } : []
}

public func states(_ judgement: Judgement, _ first: Day, _ last: Day) -> [DayState] {
    span(first, last).map { judgement.state(on: $0) }
}

public func dueDays(_ judgement: Judgement, _ first: Day, _ last: Day) -> [Day] {
    span(first, last).filter { judgement.isDue(on: $0) }
}

/// A period's numbers as one comparable value, so that a failure prints all of them.
public struct PeriodNumbers: Equatable, CustomStringConvertible {
    public var start: Day, end: Day, done: Int, goal: Int, sum: Quantity, target: Quantity?

    public init(_ start: Day, _ end: Day, done: Int, goal: Int, sum: Quantity = .zero, target: Quantity? = nil) {
        (self.start, self.end, self.done, self.goal, self.sum, self.target) = (start, end, done, goal, sum, target)
    }

    public var description: String {
        "\(start)…\(end) done \(done) goal \(goal) sum \(sum) target \(target.map(\.description) ?? "nil")"
    }
}

public func period(_ judgement: Judgement, _ day: Day) -> PeriodNumbers? {
    judgement.period(containing: day).map {
        PeriodNumbers($0.start, $0.end, done: $0.done, goal: $0.goal, sum: $0.sum, target: $0.target)
    }
}

public func progress(_ judgements: Judgement..., on day: Day) -> DayProgress { Rules.progress(judgements, on: day) }

/// `Streaks(current:best:)` in short.
public func s(_ current: Int, _ best: Int) -> Streaks { Streaks(current: current, best: best) }

/// The board's progress line (Foundation has a `Progress` too).
public typealias DayProgress = HabitCore.Progress
