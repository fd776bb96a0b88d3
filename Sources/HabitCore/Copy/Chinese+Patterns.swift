extension Chinese: PatternCopy {
    public var togetherTitle: String { "关联" }
    public var togetherNote: String { "过去 365 天；只显示差异不太可能出于偶然的组合。" }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "在完成“\(a)”的日子里，有 \(withA)% 也完成了“\(b)”，其他日子为 \(withoutA)%。"
    }
    public func togetherDays(_ days: Int) -> String { "两者都在计划中的 \(self.days(days))" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "需要两个在过去 365 天内各至少完成一次的习惯。"
        case .tooFewDays: "还没有两个习惯同时在计划中的日子达到 \(days(Together.minimumDays))。"
        case .nothingSignificant: "还没有足够明显的关联（已检验 \(tested) 组）。"
        }
    }
    public var patternsTitle: String { "规律" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "最常未完成：\(weekdayName(weekday))（完成 \(rate)%，其他日子 \(others)%）"
    }
}
