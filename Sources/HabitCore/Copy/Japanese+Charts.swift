extension Japanese: ChartCopy {
    public var strengthTitle: String { "定着度" }
    public func strengthChange(_ points: Int) -> String { "30日間で\(points < 0 ? "−" : "+")\(abs(points))%" }
    public var threeMonths: String { "3か月" }
    public var year: String { "1年" }
    public var allTime: String { "すべて" }
    public var historyTitle: String { "履歴" }
    public var perWeek: String { "週ごと" }
    public var perMonth: String { "月ごと" }
    public var weekdaysTitle: String { "曜日" }
    public var bestStreaksTitle: String { "連続記録ベスト" }
    public var notesTitle: String { "メモ" }
    public var showData: String { "データを表示" }
    public var dateColumn: String { "日付" }
    public var weekColumn: String { "週" }
    public var monthColumn: String { "月" }
    public var amountColumn: String { "実績" }
    public var targetColumn: String { "目標" }
    public var fromColumn: String { "開始" }
    public var toColumn: String { "終了" }
    public var lengthColumn: String { "期間" }
    public var stateColumn: String { "状態" }
    public var noStreaks: String { "連続記録はまだありません。" }
    public var noNotes: String { "メモはまだありません。" }
    public func strengthGist(percent: Int, change: Int) -> String {
        "定着度 \(percent)%、30日間で\(abs(change))ポイント\(change < 0 ? "低下" : "上昇")"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "過去1年: 完了 \(days(done))、未達成 \(days(missed))、スキップ \(days(skipped))、一時停止 \(days(paused))"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(perMonth ? "今月" : "今週") \(latest)" + (target.map { "、目標 \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "過去1年、どの曜日にも完了していません" }
        return "最も多く完了したのは\(weekdayName(weekday)): 過去1年で\(count)回"
    }
    public var completionRate: String { "達成率" }
    public var last30DaysNote: String { "過去30日間に完了した予定日の割合" }
    public var trackerColumn: String { "トラッカー" }
    public var rateColumn: String { "30日間" }
    public var currentColumn: String { "現在" }
    public var bestColumn: String { "最高" }
    public var trendTitle: String { "過去12週間" }
    public func sortBy(_ column: String) -> String { "\(column)で並べ替え" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "今週は予定がありませんでした" }
        return "今週は予定日の\(latest)%を完了" + (average.map { "、12週間の平均は\($0)%" } ?? "")
    }
    public var monthBrowserTitle: String { "日付を選んで記録" }
    public var clearDay: String { "クリア" }
    public func changeDay(_ day: Day) -> String { "\(mediumDate(day))を変更" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start))〜\(mediumDate(end))"
    }
}
