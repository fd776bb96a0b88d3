import HabitCore
import HabitTestSupport
import Testing

/// A judgement resumed from a checkpoint (what the page's WebAssembly is given: the days from
/// `Judgement.resumption` on, and what the days before left) gives what the whole history gives,
/// after any writes from that day on: random habits of every kind, measurable or not, events,
/// pauses, archive days, every week start.
@Suite struct CheckpointTests {
    @Test func a_resumed_judgement_agrees_with_the_whole_history_after_writes() {
        var random = SeededGenerator(state: 2026_12_04)
        var resumed = 0
        for round in 0..<1500 {
            let today = march(1).adding(days: Int.random(in: 0...400, using: &random))
            let created = today.adding(days: -Int.random(in: 0...420, using: &random))
            let weekStart = Weekday.weekStarts.randomElement(using: &random)!
            var habit = Int.random(in: 0..<8, using: &random) == 0 ? event("E", created: created)
                : tracker("H", RandomHabits.schedule(&random), created: created,
                          measure: Int.random(in: 0..<3, using: &random) == 0
                              ? Measure(unit: "u", target: Quantity(thousandths: Int.random(in: 1...8_000, using: &random)),
                                        direction: Bool.random(using: &random) ? .atLeast : .atMost) : nil,
                          pauses: RandomHabits.pauses(from: created, to: today, &random))
            if Int.random(in: 0..<10, using: &random) == 0 { habit.archivedOn = today.adding(days: Int.random(in: 1...30, using: &random)) }
            var history = History(RandomHabits.entries(habit, through: today, &random).filter { habit.kind.isHabit || $0.state != .skipped })
            // The page's day, and the first day it judges afresh.
            let shown = today.adding(days: Int.random(in: -40...5, using: &random))
            guard let first = Judgement.resumption(of: habit, from: shown, today: today, weekStart: weekStart) else {
                #expect(shown <= created || habit.kind.schedule?.period(containing: min(shown, today), weekStart: weekStart)
                    .map { $0.lowerBound <= created } == true)
                continue
            }
            let checkpoint = Judgement.checkpoint(habit, history: history, today: today, weekStart: weekStart, before: first)
            // Writes the page can make: states and values on its days, a pause from one of them.
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                let day = first.adding(days: Int.random(in: 0...max(0, first.days(until: today)), using: &random))
                let state: Entry.State? = switch Int.random(in: 0..<4, using: &random) {
                case 0: nil
                case 1: habit.kind.isHabit ? .skipped : nil
                case 2: habit.measure.map { .value(Quantity(thousandths: Int.random(in: 0...(2 * $0.target.thousandths), using: &random))) } ?? .done
                default: habit.measure.map { .value($0.target) } ?? .done
                }
                if let state { history.set(Entry(day: day, state: state)) } else { history.remove(day) }
            }
            if habit.kind.isHabit && Int.random(in: 0..<5, using: &random) == 0 {
                let from = first.adding(days: Int.random(in: 0...max(0, first.days(until: today)), using: &random))
                if !habit.pauses.contains(where: { $0.until.map { $0 >= from } ?? true }) {
                    habit.pauses.append(Pause(from: from, until: Bool.random(using: &random) ? nil : from.adding(days: 3)))
                }
            }
            let whole = Judgement(habit, history: history, today: today, weekStart: weekStart)
            let window = History(sorted: history.entries.filter { $0.day >= first })
            let part = Judgement(habit, history: window, today: today, weekStart: weekStart, resuming: checkpoint)
            resumed += 1
            let context = "round \(round): \(habit.kind), measure \(String(describing: habit.measure)), from \(created), today \(today), "
                + "resumed on \(first), week from \(weekStart)"
            #expect(part.streaks == whole.streaks, "\(context)")
            #expect(part.doneCount == whole.doneCount, "\(context)")
            for day in span(first, today.adding(days: 10)) {
                #expect(part.state(on: day) == whole.state(on: day), "\(context), \(day)")
                #expect(part.isDue(on: day) == whole.isDue(on: day), "\(context), \(day)")
                #expect(part.isDoneWhenDue(on: day) == whole.isDoneWhenDue(on: day), "\(context), \(day)")
                #expect(part.isShown(on: day) == whole.isShown(on: day), "\(context), \(day)")
                #expect(part.period(containing: day) == whole.period(containing: day), "\(context), \(day)")
                #expect(Rules.progress([part], on: day) == Rules.progress([whole], on: day), "\(context), \(day)")
            }
            if part.streaks != whole.streaks || part.doneCount != whole.doneCount { return }
        }
        #expect(resumed > 1000)
    }
}
