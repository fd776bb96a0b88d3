extension Italian: ChartCopy {
    public var strengthTitle: String { "Forza" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% in 30 giorni" }
    public var threeMonths: String { "3 mesi" }
    public var year: String { "Anno" }
    public var allTime: String { "Tutto" }
    public var historyTitle: String { "Cronologia" }
    public var perWeek: String { "Per settimana" }
    public var perMonth: String { "Per mese" }
    public var weekdaysTitle: String { "Giorni della settimana" }
    public var bestStreaksTitle: String { "Serie migliori" }
    public var notesTitle: String { "Note" }
    public var showData: String { "Mostra i dati" }
    public var dateColumn: String { "Data" }
    public var weekColumn: String { "Settimana" }
    public var monthColumn: String { "Mese" }
    public var amountColumn: String { "Fatto" }
    public var targetColumn: String { "Obiettivo" }
    public var fromColumn: String { "Dal" }
    public var toColumn: String { "Al" }
    public var lengthColumn: String { "Durata" }
    public var stateColumn: String { "Stato" }
    public var noStreaks: String { "Ancora nessuna serie." }
    public var noNotes: String { "Ancora nessuna nota." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Forza \(percent)%, \(change < 0 ? "giù" : "su") di \(abs(change)) "
            + "\(plural(abs(change), PluralForms(one: "punto", other: "punti"))) in 30 giorni"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "L’ultimo anno: \(days(done)) \(plural(done, PluralForms(one: "fatto", other: "fatti"))), \(missed) mancati, "
            + "\(skipped) saltati, \(paused) in pausa"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "questo mese" : "questa settimana")" + (target.map { ", obiettivo \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "Non fatto in nessun giorno della settimana nell’ultimo anno" }
        return "Fatto soprattutto \(weekday == .sun ? "la" : "il") \(weekdayName(weekday)): "
            + "\(plural(count, PluralForms(one: "una volta", other: "\(count) volte"))) nell’ultimo anno"
    }
    public var completionRate: String { "Tasso di completamento" }
    public var last30DaysNote: String { "dei giorni previsti fatti negli ultimi 30 giorni" }
    public var trackerColumn: String { "Tracker" }
    public var rateColumn: String { "30 giorni" }
    public var currentColumn: String { "Attuale" }
    public var bestColumn: String { "Record" }
    public var trendTitle: String { "Ultime 12 settimane" }
    public func sortBy(_ column: String) -> String { "Ordina per \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Questa settimana non era previsto nulla" }
        return "Questa settimana fatto il \(latest)% dei giorni previsti" + (average.map { ", in media \($0)% nelle 12 settimane" } ?? "")
    }
    public var monthBrowserTitle: String { "Qualsiasi giorno" }
    public var clearDay: String { "Cancella" }
    public func changeDay(_ day: Day) -> String { "Modifica \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
