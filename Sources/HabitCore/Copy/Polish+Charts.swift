extension Polish: ChartCopy {
    public var strengthTitle: String { "Siła" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% w 30 dni" }
    public var threeMonths: String { "3 miesiące" }
    public var year: String { "Rok" }
    public var allTime: String { "Wszystko" }
    public var historyTitle: String { "Historia" }
    public var perWeek: String { "Tygodniowo" }
    public var perMonth: String { "Miesięcznie" }
    public var weekdaysTitle: String { "Dni tygodnia" }
    public var bestStreaksTitle: String { "Najlepsze serie" }
    public var notesTitle: String { "Notatki" }
    public var showData: String { "Pokaż dane" }
    public var dateColumn: String { "Data" }
    public var weekColumn: String { "Tydzień" }
    public var monthColumn: String { "Miesiąc" }
    public var amountColumn: String { "Wykonano" }
    public var targetColumn: String { "Cel" }
    public var fromColumn: String { "Od" }
    public var toColumn: String { "Do" }
    public var lengthColumn: String { "Długość" }
    public var stateColumn: String { "Stan" }
    public var noStreaks: String { "Nie ma jeszcze serii." }
    public var noNotes: String { "Nie ma jeszcze notatek." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Siła \(percent)%, w 30 dni \(change < 0 ? "spadek" : "wzrost") o \(abs(change)) "
            + "\(plural(abs(change), one: "punkt", few: "punkty", many: "punktów"))"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "Ostatni rok: wykonano \(days(done)), opuszczono \(missed), pominięto \(skipped), wstrzymano \(paused)"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "w tym miesiącu" : "w tym tygodniu")" + (target.map { ", cel \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "W ostatnim roku nie wykonano w żaden dzień tygodnia" }
        return "Najczęściej wykonywany dzień: \(weekdayName(weekday)), "
            + "\(count) \(plural(count, one: "raz", few: "razy", many: "razy")) w ostatnim roku"
    }
    public var completionRate: String { "Wykonanie" }
    public var last30DaysNote: String { "zaplanowanych dni wykonanych w ostatnich 30 dniach" }
    public var trackerColumn: String { "Nazwa" }
    public var rateColumn: String { "30 dni" }
    public var currentColumn: String { "Obecna" }
    public var bestColumn: String { "Rekord" }
    public var trendTitle: String { "Ostatnie 12 tygodni" }
    public func sortBy(_ column: String) -> String { "Sortuj: \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "W tym tygodniu nic nie było zaplanowane" }
        return "W tym tygodniu wykonano \(latest)% zaplanowanych dni" + (average.map { ", średnio \($0)% w 12 tygodniach" } ?? "")
    }
    public var monthBrowserTitle: String { "Dowolny dzień" }
    public var clearDay: String { "Wyczyść" }
    public func changeDay(_ day: Day) -> String { "Zmień \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
