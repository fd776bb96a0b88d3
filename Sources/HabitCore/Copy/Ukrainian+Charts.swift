extension Ukrainian: ChartCopy {
    public var strengthTitle: String { "Сила звички" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% за 30 днів" }
    public var threeMonths: String { "3 місяці" }
    public var year: String { "Рік" }
    public var allTime: String { "Увесь час" }
    public var historyTitle: String { "Історія" }
    public var perWeek: String { "По тижнях" }
    public var perMonth: String { "По місяцях" }
    public var weekdaysTitle: String { "Дні тижня" }
    public var bestStreaksTitle: String { "Найкращі серії" }
    public var notesTitle: String { "Нотатки" }
    public var showData: String { "Показати дані" }
    public var dateColumn: String { "Дата" }
    public var weekColumn: String { "Тиждень" }
    public var monthColumn: String { "Місяць" }
    public var amountColumn: String { "Виконано" }
    public var targetColumn: String { "Ціль" }
    public var fromColumn: String { "З" }
    public var toColumn: String { "По" }
    public var lengthColumn: String { "Тривалість" }
    public var stateColumn: String { "Стан" }
    public var noStreaks: String { "Серій поки немає." }
    public var noNotes: String { "Нотаток поки немає." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Сила звички \(percent)%, за 30 днів \(change < 0 ? "−" : "+")\(abs(change)) \(plural(abs(change), one: "пункт", few: "пункти", many: "пунктів"))"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "За останній рік: виконано \(days(done)), не виконано \(missed), пропущено за планом \(skipped), на паузі \(paused)"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(perMonth ? "Цього місяця" : "Цього тижня") \(latest)" + (target.map { ", ціль \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "За останній рік не виконано в жоден день тижня" }
        return "Найчастіше — \(weekdayName(weekday)): \(count) \(plural(count, one: "раз", few: "рази", many: "разів")) за останній рік"
    }
    public var completionRate: String { "Виконання" }
    public var last30DaysNote: String { "запланованих днів виконано за 30 днів" }
    public var trackerColumn: String { "Трекер" }
    public var rateColumn: String { "30 днів" }
    public var currentColumn: String { "Зараз" }
    public var bestColumn: String { "Рекорд" }
    public var trendTitle: String { "Останні 12 тижнів" }
    public func sortBy(_ column: String) -> String { "Сортувати: \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Цього тижня нічого не було заплановано" }
        return "Цього тижня виконано \(latest)% запланованих днів" + (average.map { ", у середньому за 12 тижнів \($0)%" } ?? "")
    }
    public var monthBrowserTitle: String { "Будь-який день" }
    public var clearDay: String { "Очистити" }
    public func changeDay(_ day: Day) -> String { "Змінити \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
