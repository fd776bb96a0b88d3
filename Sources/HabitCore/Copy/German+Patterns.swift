extension German: PatternCopy {
    public var togetherTitle: String { "Zusammen" }
    public var togetherNote: String { "Die letzten 365 Tage; ein Paar erscheint nur, wenn der Unterschied kaum Zufall sein kann." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "An Tagen, an denen du „\(a)“ erledigst, erledigst du auch „\(b)“ zu \(withA)\u{A0}%, an anderen Tagen zu \(withoutA)\u{A0}%."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)), an denen beide fällig waren" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Dafür braucht es zwei Gewohnheiten, die in den letzten 365 Tagen je mindestens einmal erledigt wurden."
        case .tooFewDays: "Noch haben keine zwei Gewohnheiten \(days(Together.minimumDays)), an denen beide fällig waren."
        case .nothingSignificant:
            "Noch hängt nichts deutlich genug zusammen (\(tested) \(plural(tested, PluralForms(one: "Paar", other: "Paare"))) geprüft)."
        }
    }
    public var patternsTitle: String { "Muster" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Am häufigsten verpasst: \(weekdayName(weekday)) – erledigt an \(rate)\u{A0}% dieser Tage, an anderen Tagen an \(others)\u{A0}%"
    }
}
