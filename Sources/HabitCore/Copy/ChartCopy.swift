/// The insight screens' words (SPEC §11): part of every language's `Copy`, kept in their own
/// files (`English+Charts.swift`, `Russian+Charts.swift`).
public protocol ChartCopy {
    var strengthTitle: String { get }
    /// `+12% in 30 days`, `−5% in 30 days`.
    func strengthChange(_ points: Int) -> String
    var threeMonths: String { get }
    var year: String { get }
    var allTime: String { get }
    var historyTitle: String { get }
    var perWeek: String { get }
    var perMonth: String { get }
    var weekdaysTitle: String { get }
    var bestStreaksTitle: String { get }
    var notesTitle: String { get }
    var showData: String { get }
    var dateColumn: String { get }
    var weekColumn: String { get }
    var monthColumn: String { get }
    var amountColumn: String { get }
    var targetColumn: String { get }
    var fromColumn: String { get }
    var toColumn: String { get }
    var lengthColumn: String { get }
    var stateColumn: String { get }
    var noStreaks: String { get }
    var noNotes: String { get }
    /// The strength line's gist: now and its change.
    func strengthGist(percent: Int, change: Int) -> String
    /// The heatmap's gist: the year's done, missed, skipped and paused days.
    func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String
    /// The bars' gist: the latest period against the target.
    func barsGist(perMonth: Bool, latest: String, target: String?) -> String
    /// The weekday chart's gist: the most kept weekday.
    func weekdaysGist(_ weekday: Weekday?, count: Int) -> String
    /// Statistics: the 30-day completion rate, the per-tracker table and the 12-week trend.
    var completionRate: String { get }
    var last30DaysNote: String { get }
    var trackerColumn: String { get }
    var rateColumn: String { get }
    var currentColumn: String { get }
    var bestColumn: String { get }
    var trendTitle: String { get }
    /// `Sort by strength`, for a column heading's link.
    func sortBy(_ column: String) -> String
    func trendGist(latest: Int?, average: Int?) -> String
    /// The detail's month browser.
    var monthBrowserTitle: String { get }
    var clearDay: String { get }
    /// A day's sheet in the month browser, for screen readers: `Change 7 March`.
    func changeDay(_ day: Day) -> String
    /// A streak's dates, `1–21 Mar 2025`.
    func dateRange(_ start: Day, _ end: Day) -> String
}
