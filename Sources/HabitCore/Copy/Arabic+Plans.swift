extension Arabic: PlanCopy {
    public func plannedPause(from: Day, until: Day?) -> String {
        until.map { "إيقاف مؤقت مخطط: من \(mediumDate(from)) إلى \(mediumDate($0))" } ?? "إيقاف مؤقت مخطط من \(mediumDate(from)) حتى الاستئناف"
    }
    public var changePause: String { "تغيير" }
    public var cancelPause: String { "إلغاء الإيقاف المؤقت" }
    public func cancelledPause(_ name: String, range: String) -> String { "أُلغي الإيقاف المؤقت المخطط لـ \(name) (\(range))." }
}
