extension Spanish: ChartCopy {
    public var strengthTitle: String { "Fuerza" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points)) % en 30 días" }
    public var threeMonths: String { "3 meses" }
    public var year: String { "Año" }
    public var allTime: String { "Todo" }
    public var historyTitle: String { "Historial" }
    public var perWeek: String { "Por semana" }
    public var perMonth: String { "Por mes" }
    public var weekdaysTitle: String { "Días de la semana" }
    public var bestStreaksTitle: String { "Mejores rachas" }
    public var notesTitle: String { "Notas" }
    public var showData: String { "Ver datos" }
    public var dateColumn: String { "Fecha" }
    public var weekColumn: String { "Semana" }
    public var monthColumn: String { "Mes" }
    public var amountColumn: String { "Hecho" }
    public var targetColumn: String { "Objetivo" }
    public var fromColumn: String { "Desde" }
    public var toColumn: String { "Hasta" }
    public var lengthColumn: String { "Duración" }
    public var stateColumn: String { "Estado" }
    public var noStreaks: String { "Aún no hay rachas." }
    public var noNotes: String { "Aún no hay notas." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Fuerza \(percent) %, \(change < 0 ? "baja" : "sube") \(abs(change)) "
            + "\(plural(abs(change), PluralForms(one: "punto", other: "puntos"))) en 30 días"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "El último año: \(days(done)) hechos, \(missed) no hechos, \(skipped) omitidos, \(paused) en pausa"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "este mes" : "esta semana")" + (target.map { ", objetivo \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "No se hizo ningún día de la semana en el último año" }
        let name = weekdayName(weekday)
        return "Se hace más los \(name.hasSuffix("s") ? name : name + "s"): "
            + "\(plural(count, PluralForms(one: "una vez", other: "\(count) veces"))) en el último año"
    }
    public var completionRate: String { "Cumplimiento" }
    public var last30DaysNote: String { "de los días previstos, hechos en los últimos 30 días" }
    public var trackerColumn: String { "Seguimiento" }
    public var rateColumn: String { "30 días" }
    public var currentColumn: String { "Actual" }
    public var bestColumn: String { "Récord" }
    public var trendTitle: String { "Últimas 12 semanas" }
    public func sortBy(_ column: String) -> String { "Ordenar por \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Esta semana no había nada previsto" }
        return "Esta semana, \(latest) % de los días previstos hechos" + (average.map { "; promedio de 12 semanas: \($0) %" } ?? "")
    }
    public var monthBrowserTitle: String { "Cualquier día" }
    public var clearDay: String { "Borrar" }
    public func changeDay(_ day: Day) -> String { "Cambiar el \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
