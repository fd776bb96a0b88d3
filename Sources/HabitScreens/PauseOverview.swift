import HabitCore

/// What Settings shows above Pause all (SPEC §10.4): the habits paused today, by the day their
/// pause ends, and the pauses planned after today, by their days, each with how many habits it
/// holds; and whether any habit is already done today, so that a new pause starts tomorrow and
/// leaves that day its credit (paused days behave as skipped).
public struct PauseOverview: Hashable, Sendable {
    public struct Group: Hashable, Sendable {
        /// Nil for the habits paused today (their pause began earlier or today).
        public let from: Day?
        /// Nil: until resumed.
        public let until: Day?
        public let count: Int
    }

    /// Habits paused today, soonest end first (until resumed last).
    public let pausedToday: [Group]
    /// Pauses that start after today, soonest first.
    public let planned: [Group]
    /// Some habit that is not paused today is done today.
    public let doneToday: Bool

    public var isEmpty: Bool { pausedToday.isEmpty && planned.isEmpty }

    public static func build(library: Library, today: Day, judgements: Judgements = .uncached) -> PauseOverview {
        let habits = library.trackers.filter { $0.kind.isHabit && !$0.isArchived(on: today) }
        var paused: [Day?: Int] = [:], planned: [Pair: Int] = [:]
        for habit in habits {
            if let pause = habit.pauses.first(where: { $0.contains(today) }) { paused[pause.until, default: 0] += 1 }
            for pause in habit.plannedPauses(after: today) { planned[Pair(from: pause.from, until: pause.until), default: 0] += 1 }
        }
        let done = habits.contains { habit in
            !habit.isPaused(on: today) && judgements.judge(habit, history: library.history(of: habit.id), today: today,
                                                           weekStart: library.settings.weekStart).state(on: today) == .done
        }
        return PauseOverview(
            pausedToday: paused.map { Group(from: nil, until: $0.key, count: $0.value) }.sorted { endsBefore($0.until, $1.until) },
            planned: planned.map { Group(from: $0.key.from, until: $0.key.until, count: $0.value) }
                .sorted { $0.from != $1.from ? $0.from! < $1.from! : endsBefore($0.until, $1.until) },
            doneToday: done)
    }

    private struct Pair: Hashable {
        let from: Day
        let until: Day?
    }

    /// Whether a pause ending on `a` ends before one ending on `b`; an open end (until resumed)
    /// comes after every day.
    private static func endsBefore(_ a: Day?, _ b: Day?) -> Bool {
        switch (a, b) {
        case let (a?, b?): a < b
        case (_?, nil): true
        default: false
        }
    }
}
