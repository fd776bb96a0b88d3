extension Arabic: PatternCopy {
    public var togetherTitle: String { "معًا" }
    public var togetherNote: String { "آخر 365 يومًا؛ لا يظهر زوج إلا إذا كان الفرق بعيدًا عن أن يكون مصادفة." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "في الأيام التي أُنجزت فيها «\(a)» أُنجزت «\(b)» أيضًا بنسبة \(withA)%، مقابل \(withoutA)% في الأيام الأخرى."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)) من الجدولة المشتركة" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "يلزم وجود عادتين أُنجزت كل منهما مرة واحدة على الأقل خلال آخر 365 يومًا."
        case .tooFewDays: "لا توجد بعد عادتان لهما \(days(Together.minimumDays)) من الجدولة المشتركة."
        case .nothingSignificant:
            "لا يوجد بعد ارتباط واضح بما يكفي (\(counted(tested, one: "زوج واحد", two: "زوجان", few: "أزواج", many: "زوجًا", other: "زوج")) قيد الاختبار)."
        }
    }
    public var patternsTitle: String { "أنماط" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "أكثر الأيام تفويتًا: \(weekdayName(weekday)) — أُنجز في \(rate)% منها، مقابل \(others)% في الأيام الأخرى"
    }
}
