import HabitCore

/// The tracker detail screen (seed 003 §6.3, SPEC §11): streaks, count, the last 30 days and
/// every entry, as of today.
public struct TrackerDetailState: Hashable, Sendable {
    public typealias DayState = HabitCore.DayState

    public struct DayCell: Hashable, Sendable {
        public let date: Day
        public let state: DayState
        /// What the day holds, if anything (a value, a note).
        public let entry: Entry?
    }

    public static let gridLength = 30

    public let tracker: Tracker
    public let categoryName: String
    public let days: Int
    public let streaks: Streaks?
    public let streakUnit: StreakUnit
    /// Oldest first, today last.
    public let last30: [DayCell]
    /// Every day that holds something, oldest first, with its state.
    public let history: [DayCell]
    /// Paused today.
    public let isPaused: Bool
    /// A weekly or monthly habit's current period.
    public let period: PeriodProgress?
    /// Strength, heatmap, bars, weekdays, best streaks and notes (SPEC §11).
    public let charts: DetailCharts
    /// The month browser's month: every day of it, from the 1st.
    public let month: [DayCell]
    /// What the page's rules need to judge the days it can write (the last seven and the
    /// month's) again after a write, when asked for.
    public let record: CardRecord?
    /// The days the page can write and shows the state of: the month's and the last seven.
    public var writable: ClosedRange<Day> {
        min(today.adding(days: -6), month.first?.date ?? today)...max(today, month.last?.date ?? today)
    }
    public let today: Day

    /// The last seven cells: the correction chips.
    public var last7: [DayCell] { Array(last30.suffix(7)) }

    /// `range` is the strength line's; `month` any day of the month the browser shows (default
    /// today's).
    /// `withRecord`: the page's record too (`record`).
    public static func build(library: Library, tracker id: Tracker.ID, today: Day,
                             judgements: Judgements = .uncached, range: DetailCharts.Range = .threeMonths,
                             month: Day? = nil, withRecord: Bool = false) -> TrackerDetailState? {
        guard let tracker = library.tracker(id), let category = library.category(tracker.categoryID) else { return nil }
        let history = library.history(of: id)
        let judgement = judgements.judge(tracker, history: history, today: today, weekStart: library.settings.weekStart)
        let cells = (0..<gridLength).reversed().map { back -> DayCell in
            let day = today.adding(days: -back)
            return DayCell(date: day, state: judgement.state(on: day), entry: history.entry(on: day))
        }
        let entries = history.entries.map { DayCell(date: $0.day, state: judgement.state(on: $0.day), entry: $0) }
        let first = (month ?? today).startOfMonth
        let monthCells = (0..<Day.daysIn(month: first.month, year: first.year)).map { offset -> DayCell in
            let day = first.adding(days: offset)
            return DayCell(date: day, state: judgement.state(on: day), entry: history.entry(on: day))
        }
        return TrackerDetailState(tracker: tracker, categoryName: category.name, days: judgement.doneCount,
                                  streaks: judgement.streaks, streakUnit: judgement.streakUnit, last30: cells,
                                  history: entries, isPaused: tracker.isPaused(on: today),
                                  period: judgement.period(containing: today),
                                  charts: DetailCharts.build(judgement, history: history, today: today, range: range),
                                  month: monthCells,
                                  record: withRecord ? judgements.record(tracker, history: history, from: min(today.adding(days: -6), first),
                                                                         today: today, weekStart: library.settings.weekStart) : nil,
                                  today: today)
    }
}
