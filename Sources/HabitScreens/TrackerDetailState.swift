import HabitCore

/// The tracker detail screen (seed 003 §6.3): streaks, count and the last 30 days, as of today.
public struct TrackerDetailState: Hashable, Sendable {
    public enum DayState: String, Codable, Sendable {
        case done, missed, pending, unscheduled
        case beforeStart = "before-start"
    }

    public struct DayCell: Hashable, Sendable {
        public let date: Day
        public let state: DayState
    }

    public static let gridLength = 30

    public let tracker: Tracker
    public let categoryName: String
    public let days: Int
    public let streaks: Streaks?
    /// Oldest first, today last.
    public let last30: [DayCell]

    /// The last seven cells: the correction chips.
    public var last7: [DayCell] { Array(last30.suffix(7)) }

    public static func build(library: Library, tracker id: Tracker.ID, today: Day) -> TrackerDetailState? {
        guard let tracker = library.tracker(id), let category = library.category(tracker.categoryID) else { return nil }
        let history = library.history(of: id)
        let cells = (0..<gridLength).reversed().map { back -> DayCell in
            let day = today.adding(days: -back)
            return DayCell(date: day, state: state(of: tracker, history: history, on: day, today: today))
        }
        return TrackerDetailState(tracker: tracker, categoryName: category.name, days: history.doneCount(upTo: today),
                                  streaks: Rules.streaks(of: tracker, history: history, today: today), last30: cells)
    }

    /// Today is never missed: it is pending until done.
    static func state(of tracker: Tracker, history: History, on day: Day, today: Day) -> DayState {
        if day < tracker.createdOn { return .beforeStart }
        if history.isDone(on: day) { return .done }
        guard Rules.isDue(tracker, history: history, on: day, today: today) else { return .unscheduled }
        if day == today { return .pending }
        // An open event is offered every day; a day it was not done is not a missed one.
        return tracker.kind.isHabit ? .missed : .unscheduled
    }
}
