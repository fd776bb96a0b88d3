extension Arabic: ChartCopy {
    public var strengthTitle: String { "قوة العادة" }
    public func strengthChange(_ points: Int) -> String { "\(points < 0 ? "−" : "+")\(abs(points))% خلال 30 يومًا" }
    public var threeMonths: String { "3 أشهر" }
    public var year: String { "سنة" }
    public var allTime: String { "الكل" }
    public var historyTitle: String { "السجل" }
    public var perWeek: String { "أسبوعيًا" }
    public var perMonth: String { "شهريًا" }
    public var weekdaysTitle: String { "أيام الأسبوع" }
    public var bestStreaksTitle: String { "أفضل السلاسل" }
    public var notesTitle: String { "الملاحظات" }
    public var showData: String { "عرض البيانات" }
    public var dateColumn: String { "التاريخ" }
    public var weekColumn: String { "الأسبوع" }
    public var monthColumn: String { "الشهر" }
    public var amountColumn: String { "المُنجَز" }
    public var targetColumn: String { "الهدف" }
    public var fromColumn: String { "من" }
    public var toColumn: String { "إلى" }
    public var lengthColumn: String { "المدة" }
    public var stateColumn: String { "الحالة" }
    public var noStreaks: String { "لا توجد سلاسل بعد." }
    public var noNotes: String { "لا توجد ملاحظات بعد." }
    public func strengthGist(percent: Int, change: Int) -> String {
        let points = counted(abs(change), one: "نقطة واحدة", two: "نقطتين", few: "نقاط", many: "نقطة", other: "نقطة")
        return "قوة العادة \(percent)%، \(change < 0 ? "بانخفاض" : "بارتفاع") \(points) خلال 30 يومًا"
    }
    public func heatmapGist(done: Int, missed: Int, skipped: Int, paused: Int) -> String {
        "العام الماضي: \(days(done)) مُنجَزة، و\(missed) فائتة، و\(skipped) متخطّاة، و\(paused) متوقفة مؤقتًا"
    }
    public func barsGist(perMonth: Bool, latest: String, target: String?) -> String {
        "\(latest) \(perMonth ? "هذا الشهر" : "هذا الأسبوع")" + (target.map { "، والهدف \($0)" } ?? "")
    }
    public func weekdaysGist(_ weekday: Weekday?, count: Int) -> String {
        guard let weekday else { return "لم يُنجَز في أي يوم من أيام الأسبوع خلال العام الماضي" }
        return "أكثر الأيام إنجازًا \(weekdayName(weekday)): \(times(count)) خلال العام الماضي"
    }
    public var completionRate: String { "معدل الإنجاز" }
    public var last30DaysNote: String { "من الأيام المجدولة أُنجزت خلال آخر 30 يومًا" }
    public var trackerColumn: String { "المتتبع" }
    public var rateColumn: String { "30 يومًا" }
    public var currentColumn: String { "الحالية" }
    public var bestColumn: String { "الأفضل" }
    public var trendTitle: String { "آخر 12 أسبوعًا" }
    public func sortBy(_ column: String) -> String { "ترتيب حسب \(column)" }
    public func trendGist(latest: Int?, average: Int?) -> String {
        guard let latest else { return "لم يكن هناك شيء مجدول هذا الأسبوع" }
        return "أُنجز هذا الأسبوع \(latest)% من الأيام المجدولة" + (average.map { "، بمتوسط \($0)% على مدى 12 أسبوعًا" } ?? "")
    }
    public var monthBrowserTitle: String { "أي يوم" }
    public var clearDay: String { "مسح" }
    public func changeDay(_ day: Day) -> String { "تغيير \(mediumDate(day))" }
    public func dateRange(_ start: Day, _ end: Day) -> String {
        start == end ? mediumDate(start) : "\(mediumDate(start)) – \(mediumDate(end))"
    }
}
