/// The product's rules: pure functions of what the person entered and `today`.
/// Days after `today` are ignored everywhere (a clock moved backwards).
public enum Rules {
    /// A tracker's days judged as of `today`, weeks beginning on `weekStart`; what every rule below reads.
    public static func judge(_ tracker: Tracker, history: History, today: Day, weekStart: Weekday) -> Judgement {
        Judgement(tracker, history: history, today: today, weekStart: weekStart)
    }

    /// Whether a tracker is due on a day (SPEC §3, §10.1): a `weekdays` habit on its weekdays, a
    /// flexible one on its last chance; an event on every day from `createdOn` until it is done,
    /// and then only on the day it was done. Skipped, paused and archived days are never due.
    public static func isDue(_ tracker: Tracker, history: History, on day: Day, today: Day, weekStart: Weekday) -> Bool {
        judge(tracker, history: history, today: today, weekStart: weekStart).isDue(on: day)
    }

    /// Whether a card is on the board for a day (`Judgement.isShown`).
    public static func isShown(_ tracker: Tracker, history: History, on day: Day, today: Day, weekStart: Weekday) -> Bool {
        judge(tracker, history: history, today: today, weekStart: weekStart).isShown(on: day)
    }

    /// Throws the message the person sees when a day cannot take a state (done, a value, skipped).
    public static func checkCanMark(_ tracker: Tracker, history: History, on day: Day, today: Day) throws(DomainError) {
        try checkInRange(tracker, day, today: today)
        switch tracker.kind {
        case .habit(let schedule):
            try schedule.checkCanMark(day, name: tracker.name)
        case .event:
            if let other = history.lastDone(upTo: today), other != day {
                throw .eventAlreadyDone(name: tracker.name, on: other)
            }
        }
    }

    /// A day can hold an entry (a note, at least) from the tracker's start to today.
    public static func checkInRange(_ tracker: Tracker, _ day: Day, today: Day) throws(DomainError) {
        if day > today { throw .futureDay }
        if day < tracker.createdOn { throw .beforeStart(name: tracker.name, start: tracker.createdOn) }
    }

    /// Current and best streak of a habit as of `today` (the schedule's walk); nil for events.
    public static func streaks(of tracker: Tracker, history: History, today: Day, weekStart: Weekday) -> Streaks? {
        judge(tracker, history: history, today: today, weekStart: weekStart).streaks
    }

    // MARK: Progress

    /// Done / total for a day: habits due that day, plus open habits and events done that day
    /// (an open flexible habit or event never holds back "all done"). Search and filters do not
    /// change it.
    public static func progress(_ judgements: [Judgement], on day: Day) -> Progress {
        var done = 0, total = 0
        for judgement in judgements {
            if judgement.tracker.kind.isHabit && judgement.isDue(on: day) {
                total += 1
                if judgement.isDoneWhenDue(on: day) { done += 1 }
            } else if judgement.state(on: day) == .done
                        && (judgement.tracker.kind.schedule?.isFlexible ?? true || judgement.tracker.isPaused(on: day)) {
                // Open habits and events done that day; a completion made on a paused day is kept and counts too.
                total += 1
                done += 1
            }
        }
        return Progress(done: done, total: total)
    }

    // MARK: Statistics

    /// The four statistics over the days from the earliest `createdOn` to `today`.
    ///
    /// A day is planned when a habit is due on it or an event was done on it; a planned day is
    /// perfect when every habit due on it is done (open flexible habits never spoil a day).
    /// Today counts once it is perfect and never breaks a run before that. Days that are not
    /// planned neither break nor extend a run. Archived trackers count their days before the
    /// archive day.
    public static func statistics(_ judgements: [Judgement], today: Day) -> Statistics {
        guard let start = judgements.map({ $0.tracker.createdOn }).min(), start <= today else {
            return Statistics(bestStreak: 0, perfectDays: 0, trackersCompleted: 0, calendarDays: 0)
        }
        let length = start.days(until: today) + 1
        var due = [Int32](repeating: 0, count: length)
        var doneDue = [Int32](repeating: 0, count: length)
        var eventDone = [Bool](repeating: false, count: length)
        var completed = 0

        for judgement in judgements {
            let table = judgement.table
            // Only its days before the archive day (§10.4); `doneCount` (N days) keeps them all.
            completed += table.done[..<table.judged].reduce(0) { $0 + ($1 ? 1 : 0) }
            let offset = start.days(until: table.start)
            if judgement.tracker.kind.isHabit {
                for index in 0..<table.judged where table.due[index] {
                    due[offset + index] += 1
                    if table.doneWhenDue[index] { doneDue[offset + index] += 1 }
                }
            } else {
                for index in 0..<table.judged where table.done[index] { eventDone[offset + index] = true }
            }
        }

        var run = 0, best = 0, perfect = 0
        for offset in 0..<length where due[offset] > 0 || eventDone[offset] {
            if due[offset] == doneDue[offset] {
                perfect += 1
                run += 1
                if run > best { best = run }
            } else if offset != length - 1 {
                run = 0
            }
        }
        return Statistics(bestStreak: best, perfectDays: perfect, trackersCompleted: completed, calendarDays: length)
    }
}

public struct Streaks: Hashable, Sendable {
    public var current: Int
    public var best: Int

    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }
}

public struct Progress: Hashable, Sendable {
    public var done: Int
    public var total: Int

    public init(done: Int, total: Int) {
        self.done = done
        self.total = total
    }

    public var isAllDone: Bool { total > 0 && done == total }
}

public struct Statistics: Hashable, Sendable {
    public var bestStreak: Int
    public var perfectDays: Int
    public var trackersCompleted: Int
    /// Calendar days from the earliest start to today, both ends included.
    public var calendarDays: Int

    public init(bestStreak: Int, perfectDays: Int, trackersCompleted: Int, calendarDays: Int) {
        self.bestStreak = bestStreak
        self.perfectDays = perfectDays
        self.trackersCompleted = trackersCompleted
        self.calendarDays = calendarDays
    }

    /// Completions per calendar day in tenths, rounded half away from zero (25 means 2.5).
    /// Integer arithmetic, so 0.25 rounds to 0.3 exactly as a person would.
    public var averageTenths: Int {
        guard calendarDays > 0 else { return 0 }
        return (trackersCompleted * 20 + calendarDays) / (calendarDays * 2)
    }

    /// Nothing to show: the statistics screen shows its empty state instead.
    public var isEmpty: Bool { bestStreak == 0 && perfectDays == 0 && trackersCompleted == 0 && averageTenths == 0 }
}
