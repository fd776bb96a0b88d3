extension Portuguese: ChartCopy {
    public var strengthTitle: String { "Força" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% em 30 dias" }
    public var threeMonths: String { "3 meses" }
    public var year: String { "Ano" }
    public var allTime: String { "Tudo" }
    public var historyTitle: String { "Histórico" }
    public var perWeek: String { "Por semana" }
    public var perMonth: String { "Por mês" }
    public var weekdaysTitle: String { "Dias da semana" }
    public var bestStreaksTitle: String { "Melhores sequências" }
    public var notesTitle: String { "Anotações" }
    public var showData: String { "Mostrar dados" }
    public var dateColumn: String { "Data" }
    public var weekColumn: String { "Semana" }
    public var monthColumn: String { "Mês" }
    public var amountColumn: String { "Feito" }
    public var targetColumn: String { "Meta" }
    public var fromColumn: String { "De" }
    public var toColumn: String { "Até" }
    public var lengthColumn: String { "Duração" }
    public var stateColumn: String { "Estado" }
    public var noStreaks: String { "Ainda não há sequências." }
    public var noNotes: String { "Ainda não há anotações." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Força \(percent)%, \(change < 0 ? "caiu" : "subiu") \(abs(change)) "
            + "\(plural(abs(change), PluralForms(one: "ponto", other: "pontos"))) em 30 dias"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "O último ano: \(days(done)) \(plural(done, PluralForms(one: "feito", other: "feitos"))), \(missed) não feitos, "
            + "\(skipped) pulados, \(paused) pausados"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "neste mês" : "nesta semana")" + (target.map { ", meta \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "Não foi feito em nenhum dia da semana no último ano" }
        return "Mais feito em: \(weekdayName(weekday)), "
            + "\(plural(count, PluralForms(one: "\(count) vez", other: "\(count) vezes"))) no último ano"
    }
    public var completionRate: String { "Taxa de conclusão" }
    public var last30DaysNote: String { "dos dias previstos feitos nos últimos 30 dias" }
    public var trackerColumn: String { "Rastreador" }
    public var rateColumn: String { "30 dias" }
    public var currentColumn: String { "Atual" }
    public var bestColumn: String { "Recorde" }
    public var trendTitle: String { "Últimas 12 semanas" }
    public func sortBy(_ column: String) -> String { "Ordenar por \(column.lowercased())" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Nada estava previsto nesta semana" }
        return "Nesta semana, \(latest)% dos dias previstos feitos" + (average.map { ", \($0)% em média nas 12 semanas" } ?? "")
    }
    public var monthBrowserTitle: String { "Qualquer dia" }
    public var clearDay: String { "Limpar" }
    public func changeDay(_ day: Day) -> String { "Alterar \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
