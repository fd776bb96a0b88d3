import Foundation

/// The product's rules: pure functions of what the person entered and `today`.
/// Days after `today` are ignored everywhere (a clock moved backwards).
public enum Rules {
    /// Whether a tracker is due on a day: a habit as its schedule says, from `createdOn`; an
    /// event on every day from `createdOn` until it is done, and then only on the day it was done.
    public static func isDue(_ tracker: Tracker, history: History, on day: Day, today: Day) -> Bool {
        guard day >= tracker.createdOn else { return false }
        switch tracker.kind {
        case .habit(let schedule):
            return schedule.isDue(on: day, history: history, start: tracker.createdOn, today: today)
        case .event:
            guard let doneOn = history.lastDone(upTo: today) else { return true }
            return doneOn == day
        }
    }

    /// Whether a card is on the board for a day: due, or done there (a completion left on a day the
    /// schedule no longer includes stays visible so that it can be undone).
    public static func isShown(_ tracker: Tracker, history: History, on day: Day, today: Day) -> Bool {
        isDue(tracker, history: history, on: day, today: today) || (day <= today && history.isDone(on: day))
    }

    /// Throws the message the person sees when a day cannot be marked done.
    public static func checkCanMark(_ tracker: Tracker, history: History, on day: Day, today: Day) throws(DomainError) {
        if day > today { throw .futureDay }
        if day < tracker.createdOn { throw .beforeStart(name: tracker.name, start: tracker.createdOn) }
        switch tracker.kind {
        case .habit(let schedule):
            try schedule.checkCanMark(day, name: tracker.name)
        case .event:
            if let other = history.lastDone(upTo: today), other != day {
                throw .eventAlreadyDone(name: tracker.name, on: other)
            }
        }
    }

    /// Current and best streak of a habit as of `today` (the schedule's walk); nil for events.
    public static func streaks(of tracker: Tracker, history: History, today: Day) -> Streaks? {
        tracker.kind.schedule?.streaks(history: history, start: tracker.createdOn, today: today)
    }

    // MARK: Progress

    /// Done / total for a day: habits due that day, plus events done that day (an open event
    /// never holds back "all done"). Search and filters do not change it.
    public static func progress(of library: Library, on day: Day, today: Day) -> Progress {
        var done = 0, total = 0
        for tracker in library.trackers {
            let history = library.history(of: tracker.id)
            let isDone = day <= today && history.isDone(on: day)
            switch tracker.kind {
            case .habit:
                guard isDue(tracker, history: history, on: day, today: today) else { continue }
                total += 1
                if isDone { done += 1 }
            case .event:
                if isDone { total += 1; done += 1 }
            }
        }
        return Progress(done: done, total: total)
    }

    // MARK: Statistics

    /// The four statistics over the days from the earliest `createdOn` to `today`.
    ///
    /// A day is planned when a habit is due on it or an event was done on it; a planned day is
    /// perfect when every habit due on it is done. Today counts once it is perfect and never
    /// breaks a run before that. Days that are not planned neither break nor extend a run.
    public static func statistics(of library: Library, today: Day) -> Statistics {
        guard let start = library.trackers.map(\.createdOn).min(), start <= today else {
            return Statistics(bestStreak: 0, perfectDays: 0, trackersCompleted: 0, calendarDays: 0)
        }
        let length = start.days(until: today) + 1
        var due = [Int32](repeating: 0, count: length)
        var doneDue = [Int32](repeating: 0, count: length)
        var eventDone = [Bool](repeating: false, count: length)
        var completed = 0

        for tracker in library.trackers {
            let history = library.history(of: tracker.id)
            completed += history.doneCount(upTo: today)
            switch tracker.kind {
            case .habit(let schedule):
                schedule.tallyDueDays(history: history, start: tracker.createdOn, today: today, origin: start,
                                      due: &due, doneDue: &doneDue)
            case .event:
                for day in history.doneDays where day >= start && day <= today { eventDone[start.days(until: day)] = true }
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

public struct Streaks: Hashable, Sendable, Codable {
    public var current: Int
    public var best: Int

    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }
}

public struct Progress: Hashable, Sendable, Codable {
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

    /// The average as a number with at most one decimal (`2.5`, `3`, `0.1`): a Decimal, so JSON
    /// writes `2.5` rather than 2.5000000000000004 and `3` rather than 3.0.
    public var average: Decimal { Decimal(averageTenths) / 10 }

    /// Nothing to show: the statistics screen shows its empty state instead.
    public var isEmpty: Bool { bestStreak == 0 && perfectDays == 0 && trackersCompleted == 0 && averageTenths == 0 }
}
