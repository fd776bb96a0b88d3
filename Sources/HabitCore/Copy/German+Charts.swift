extension German: ChartCopy {
    public var strengthTitle: String { "Stärke" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points)) % in 30 Tagen" }
    public var threeMonths: String { "3 Monate" }
    public var year: String { "Jahr" }
    public var allTime: String { "Alles" }
    public var historyTitle: String { "Verlauf" }
    public var perWeek: String { "Pro Woche" }
    public var perMonth: String { "Pro Monat" }
    public var weekdaysTitle: String { "Wochentage" }
    public var bestStreaksTitle: String { "Beste Serien" }
    public var notesTitle: String { "Notizen" }
    public var showData: String { "Daten anzeigen" }
    public var dateColumn: String { "Datum" }
    public var weekColumn: String { "Woche" }
    public var monthColumn: String { "Monat" }
    public var amountColumn: String { "Erledigt" }
    public var targetColumn: String { "Ziel" }
    public var fromColumn: String { "Von" }
    public var toColumn: String { "Bis" }
    public var lengthColumn: String { "Länge" }
    public var stateColumn: String { "Status" }
    public var noStreaks: String { "Noch keine Serien." }
    public var noNotes: String { "Noch keine Notizen." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Stärke \(percent) %, in 30 Tagen \(abs(change)) \(plural(abs(change), PluralForms(one: "Punkt", other: "Punkte"))) "
            + (change < 0 ? "gesunken" : "gestiegen")
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "Im letzten Jahr: \(days(done)) erledigt, \(missed) verpasst, \(skipped) übersprungen, \(paused) pausiert"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "diesen Monat" : "diese Woche")" + (target.map { ", Ziel \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "Im letzten Jahr an keinem Wochentag erledigt" }
        return "Am häufigsten \(weekdayName(weekday).lowercased())s erledigt: "
            + "\(plural(count, PluralForms(one: "einmal", other: "\(count)-mal"))) im letzten Jahr"
    }
    public var completionRate: String { "Erfüllungsquote" }
    public var last30DaysNote: String { "der fälligen Tage in den letzten 30 Tagen erledigt" }
    public var trackerColumn: String { "Tracker" }
    public var rateColumn: String { "30 Tage" }
    public var currentColumn: String { "Aktuell" }
    public var bestColumn: String { "Rekord" }
    public var trendTitle: String { "Letzte 12 Wochen" }
    public func sortBy(_ column: String) -> String { "Nach „\(column)“ sortieren" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Diese Woche war nichts fällig" }
        return "Diese Woche \(latest) % der fälligen Tage erledigt" + (average.map { ", im Schnitt der 12 Wochen \($0) %" } ?? "")
    }
    public var monthBrowserTitle: String { "Beliebiger Tag" }
    public var clearDay: String { "Leeren" }
    public func changeDay(_ day: Day) -> String { "\(mediumDate(day)) ändern" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
