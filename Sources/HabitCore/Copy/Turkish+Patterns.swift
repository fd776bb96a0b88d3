extension Turkish: PatternCopy {
    public var togetherTitle: String { "Birlikte" }
    public var togetherNote: String { "Son 365 gün; bir çift yalnızca fark tesadüf olamayacak kadar belirginse gösterilir." }
    // The names take no suffix: each stands before a word of its own.
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "“\(a)” yapılan günlerde “\(b)” %\(withA) oranında yapıldı; diğer günlerde bu oran %\(withoutA)."
    }
    public func togetherDays(_ days: Int) -> String { "İkisinin de planlandığı \(self.days(days))" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Bunun için son 365 günde en az birer kez yapılmış iki alışkanlık gerekir."
        case .tooFewDays: "İkisinin de planlandığı gün sayısı en az \(Together.minimumDays) olan bir alışkanlık çifti henüz yok."
        case .nothingSignificant: "Henüz yeterince belirgin bir birliktelik yok (\(tested) çift test edildi)."
        }
    }
    public var patternsTitle: String { "Örüntüler" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "En sık kaçırılan gün: \(weekdayName(weekday)) — bu günlerde %\(rate), diğer günlerde %\(others) oranında yapıldı"
    }
}
