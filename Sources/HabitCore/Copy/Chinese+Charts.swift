extension Chinese: ChartCopy {
    public var strengthTitle: String { "习惯强度" }
    public func strengthChange(_ points: Int) -> String { "30 天内 \(points < 0 ? "−" : "+")\(abs(points))%" }
    public var threeMonths: String { "3 个月" }
    public var year: String { "1 年" }
    public var allTime: String { "全部" }
    public var historyTitle: String { "历史" }
    public var perWeek: String { "按周" }
    public var perMonth: String { "按月" }
    public var weekdaysTitle: String { "星期分布" }
    public var bestStreaksTitle: String { "最佳连续记录" }
    public var notesTitle: String { "备注" }
    public var showData: String { "显示数据" }
    public var dateColumn: String { "日期" }
    public var weekColumn: String { "周" }
    public var monthColumn: String { "月份" }
    public var amountColumn: String { "完成量" }
    public var targetColumn: String { "目标" }
    public var fromColumn: String { "开始" }
    public var toColumn: String { "结束" }
    public var lengthColumn: String { "时长" }
    public var stateColumn: String { "状态" }
    public var noStreaks: String { "暂无连续记录。" }
    public var noNotes: String { "暂无备注。" }
    public func strengthGist(percent: Int, change: Int) -> String {
        "习惯强度 \(percent)%，30 天内\(change < 0 ? "下降" : "上升") \(abs(change)) 个百分点"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "过去一年：完成 \(days(done))，错过 \(days(missed))，跳过 \(days(skipped))，暂停 \(days(paused))"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(perMonth ? "本月" : "本周") \(latest)" + (target.map { "，目标 \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "过去一年中没有在任何一天完成" }
        return "\(weekdayName(weekday))完成最多：过去一年 \(count) 次"
    }
    public var completionRate: String { "完成率" }
    public var last30DaysNote: String { "最近 30 天内计划日的完成比例" }
    public var trackerColumn: String { "追踪项" }
    public var rateColumn: String { "30 天" }
    public var currentColumn: String { "当前" }
    public var bestColumn: String { "最佳" }
    public var trendTitle: String { "最近 12 周" }
    public func sortBy(_ column: String) -> String { "按\(column)排序" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "本周没有计划" }
        return "本周完成了 \(latest)% 的计划日" + (average.map { "，12 周平均 \($0)%" } ?? "")
    }
    public var monthBrowserTitle: String { "任意一天" }
    public var clearDay: String { "清除" }
    public func changeDay(_ day: Day) -> String { "修改 \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) 至 \(mediumDate(end))"
    }
}
