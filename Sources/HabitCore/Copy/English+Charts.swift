extension English: ChartCopy {
    public var strengthTitle: String { "Strength" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% in 30 days" }
    public var threeMonths: String { "3 months" }
    public var year: String { "Year" }
    public var allTime: String { "All" }
    public var historyTitle: String { "History" }
    public var perWeek: String { "Per week" }
    public var perMonth: String { "Per month" }
    public var weekdaysTitle: String { "Weekdays" }
    public var bestStreaksTitle: String { "Best streaks" }
    public var notesTitle: String { "Notes" }
    public var showData: String { "Show data" }
    public var dateColumn: String { "Date" }
    public var weekColumn: String { "Week" }
    public var monthColumn: String { "Month" }
    public var amountColumn: String { "Done" }
    public var targetColumn: String { "Target" }
    public var fromColumn: String { "From" }
    public var toColumn: String { "To" }
    public var lengthColumn: String { "Length" }
    public var stateColumn: String { "State" }
    public var noStreaks: String { "No streaks yet." }
    public var noNotes: String { "No notes yet." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Strength \(percent)%, \(change < 0 ? "down" : "up") \(abs(change)) \(plural(abs(change), one: "point", few: "points", many: "points")) in 30 days"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "The last year: \(days(done)) done, \(missed) missed, \(skipped) skipped, \(paused) paused"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) this \(perMonth ? "month" : "week")" + (target.map { ", target \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "Not done on any weekday in the last year" }
        return "Done most on \(weekdayName(weekday))s: \(plural(count, one: "once", few: "\(count) times", many: "\(count) times")) in the last year"
    }
    public var completionRate: String { "Completion rate" }
    public var last30DaysNote: String { "due days done in the last 30 days" }
    public var trackerColumn: String { "Tracker" }
    public var rateColumn: String { "30 days" }
    public var currentColumn: String { "Current" }
    public var bestColumn: String { "Best" }
    public var trendTitle: String { "Last 12 weeks" }
    public func sortBy(_ column: String) -> String { "Sort by \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Nothing was due this week" }
        return "This week \(latest)% of due days done" + (average.map { ", \($0)% on average over 12 weeks" } ?? "")
    }
    public var monthBrowserTitle: String { "Any day" }
    public var clearDay: String { "Clear" }
    public func changeDay(_ day: Day) -> String { "Change \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
