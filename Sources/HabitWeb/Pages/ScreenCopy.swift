import HabitCore
import HabitScreens

/// Picks the catalogue entry for a screen state's case. The words themselves live in the
/// language's `Copy` instance (HabitCore), so these only map cases onto its entries.
extension Copy {
    func filter(_ filter: BoardState.Filter) -> String {
        switch filter {
        case .all: allTrackers
        case .today: todaysTrackers
        case .completed: completed
        case .uncompleted: uncompleted
        }
    }

    func dayState(_ state: TrackerDetailState.DayState) -> String {
        switch state {
        case .done: dayDone
        case .missed: dayMissed
        case .pending: dayPending
        case .unscheduled: dayUnscheduled
        case .beforeStart: dayBeforeStart
        case .skipped: daySkipped
        case .paused: dayPaused
        case .open: dayOpen
        }
    }
}
