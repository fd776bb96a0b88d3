extension French: ChartCopy {
    public var strengthTitle: String { "Force" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points)) % en 30 jours" }
    public var threeMonths: String { "3 mois" }
    public var year: String { "Année" }
    public var allTime: String { "Tout" }
    public var historyTitle: String { "Historique" }
    public var perWeek: String { "Par semaine" }
    public var perMonth: String { "Par mois" }
    public var weekdaysTitle: String { "Jours de la semaine" }
    public var bestStreaksTitle: String { "Meilleures séries" }
    public var notesTitle: String { "Remarques" }
    public var showData: String { "Afficher les données" }
    public var dateColumn: String { "Jour" }
    public var weekColumn: String { "Semaine" }
    public var monthColumn: String { "Mois" }
    public var amountColumn: String { "Fait" }
    public var targetColumn: String { "Objectif" }
    public var fromColumn: String { "Du" }
    public var toColumn: String { "Au" }
    public var lengthColumn: String { "Durée" }
    public var stateColumn: String { "État" }
    public var noStreaks: String { "Aucune série pour l’instant." }
    public var noNotes: String { "Aucune remarque pour l’instant." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Force \(percent) %, \(change < 0 ? "en baisse" : "en hausse") de \(abs(change)) "
            + "\(plural(abs(change), PluralForms(one: "point", other: "points"))) en 30 jours"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "La dernière année : \(days(done)) \(plural(done, PluralForms(one: "fait", other: "faits"))), \(missed) manqués, "
            + "\(skipped) sautés, \(paused) en pause"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "ce mois-ci" : "cette semaine")" + (target.map { ", objectif \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "Fait aucun jour de la semaine la dernière année" }
        return "Surtout fait le \(weekdayName(weekday)) : "
            + "\(plural(count, PluralForms(one: "\(count) fois", other: "\(count) fois"))) la dernière année"
    }
    public var completionRate: String { "Taux de réussite" }
    public var last30DaysNote: String { "des jours prévus faits sur les 30 derniers jours" }
    public var trackerColumn: String { "Suivi" }
    public var rateColumn: String { "30 jours" }
    public var currentColumn: String { "Actuelle" }
    public var bestColumn: String { "Record" }
    public var trendTitle: String { "12 dernières semaines" }
    public func sortBy(_ column: String) -> String { "Trier par \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Rien n’était prévu cette semaine" }
        return "Cette semaine, \(latest) % des jours prévus faits" + (average.map { ", \($0) % en moyenne sur 12 semaines" } ?? "")
    }
    public var monthBrowserTitle: String { "N’importe quel jour" }
    public var clearDay: String { "Effacer" }
    public func changeDay(_ day: Day) -> String { "Modifier le \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
