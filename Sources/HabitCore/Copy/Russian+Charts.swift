extension Russian: ChartCopy {
    public var strengthTitle: String { "Сила привычки" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% за 30 дней" }
    public var threeMonths: String { "3 месяца" }
    public var year: String { "Год" }
    public var allTime: String { "Всё время" }
    public var historyTitle: String { "История" }
    public var perWeek: String { "По неделям" }
    public var perMonth: String { "По месяцам" }
    public var weekdaysTitle: String { "Дни недели" }
    public var bestStreaksTitle: String { "Лучшие серии" }
    public var notesTitle: String { "Заметки" }
    public var showData: String { "Показать данные" }
    public var dateColumn: String { "Дата" }
    public var weekColumn: String { "Неделя" }
    public var monthColumn: String { "Месяц" }
    public var amountColumn: String { "Выполнено" }
    public var targetColumn: String { "Цель" }
    public var fromColumn: String { "С" }
    public var toColumn: String { "По" }
    public var lengthColumn: String { "Длина" }
    public var stateColumn: String { "Состояние" }
    public var noStreaks: String { "Серий пока нет." }
    public var noNotes: String { "Заметок пока нет." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Сила привычки \(percent)%, за 30 дней \(change < 0 ? "−" : "+")\(abs(change)) \(plural(abs(change), one: "пункт", few: "пункта", many: "пунктов"))"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "За последний год: выполнено \(days(done)), не выполнено \(missed), пропущено по плану \(skipped), на паузе \(paused)"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(perMonth ? "В этом месяце" : "На этой неделе") \(latest)" + (target.map { ", цель \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "За последний год ни в один день недели не выполнено" }
        return "Чаще всего — \(weekdayName(weekday)): \(count) \(plural(count, one: "раз", few: "раза", many: "раз")) за последний год"
    }
    public var completionRate: String { "Выполнение" }
    public var last30DaysNote: String { "запланированных дней выполнено за 30 дней" }
    public var trackerColumn: String { "Трекер" }
    public var rateColumn: String { "30 дней" }
    public var currentColumn: String { "Сейчас" }
    public var bestColumn: String { "Рекорд" }
    public var trendTitle: String { "Последние 12 недель" }
    public func sortBy(_ column: String) -> String { "Сортировать: \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "На этой неделе ничего не было запланировано" }
        return "На этой неделе выполнено \(latest)% запланированных дней" + (average.map { ", в среднем за 12 недель \($0)%" } ?? "")
    }
    public var monthBrowserTitle: String { "Любой день" }
    public var clearDay: String { "Очистить" }
    public func changeDay(_ day: Day) -> String { "Изменить \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
