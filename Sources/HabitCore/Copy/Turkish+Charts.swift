extension Turkish: ChartCopy {
    public var strengthTitle: String { "Alışkanlık gücü" }
    /// Turkish writes the percent sign before the number: `%86`.
    public func strengthChange(_ points: Int) -> String { "30 günde \(points < 0 ? "−" : "+")%\(abs(points))" }
    public var threeMonths: String { "3 ay" }
    public var year: String { "Yıl" }
    public var allTime: String { "Tümü" }
    public var historyTitle: String { "Geçmiş" }
    public var perWeek: String { "Haftalık" }
    public var perMonth: String { "Aylık" }
    public var weekdaysTitle: String { "Haftanın günleri" }
    public var bestStreaksTitle: String { "En iyi seriler" }
    public var notesTitle: String { "Notlar" }
    public var showData: String { "Verileri göster" }
    public var dateColumn: String { "Tarih" }
    public var weekColumn: String { "Hafta" }
    public var monthColumn: String { "Ay" }
    public var amountColumn: String { "Yapılan" }
    public var targetColumn: String { "Hedef" }
    public var fromColumn: String { "Başlangıç" }
    public var toColumn: String { "Bitiş" }
    public var lengthColumn: String { "Uzunluk" }
    public var stateColumn: String { "Durum" }
    public var noStreaks: String { "Henüz seri yok." }
    public var noNotes: String { "Henüz not yok." }
    public func strengthGist(percent: Int, change: Int) -> String {
        "Alışkanlık gücü %\(percent), 30 günde \(abs(change)) puan \(change < 0 ? "düştü" : "arttı")"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "Son bir yıl: \(days(done)) tamamlandı, \(missed) kaçırıldı, \(skipped) atlandı, \(paused) duraklatıldı"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(perMonth ? "Bu ay" : "Bu hafta") \(latest)" + (target.map { ", hedef \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "Son bir yılda hiçbir gün yapılmadı" }
        return "En çok \(weekdayName(weekday)) günleri yapıldı: son bir yılda \(plural(count, PluralForms(one: "bir kez", other: "\(count) kez")))"
    }
    public var completionRate: String { "Tamamlama oranı" }
    public var last30DaysNote: String { "son 30 günde tamamlanan planlı günler" }
    public var trackerColumn: String { "Takip" }
    public var rateColumn: String { "30 gün" }
    public var currentColumn: String { "Mevcut" }
    public var bestColumn: String { "Rekor" }
    public var trendTitle: String { "Son 12 hafta" }
    /// No lower-casing: Swift's `lowercased()` does not know Turkish's dotted and dotless i.
    public func sortBy(_ column: String) -> String { "Sırala: \(column)" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "Bu hafta planlı bir şey yoktu" }
        return "Bu hafta planlı günlerde tamamlama %\(latest)" + (average.map { ", 12 haftalık ortalama %\($0)" } ?? "")
    }
    public var monthBrowserTitle: String { "Herhangi bir gün" }
    public var clearDay: String { "Temizle" }
    public func changeDay(_ day: Day) -> String { "Değiştir: \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
