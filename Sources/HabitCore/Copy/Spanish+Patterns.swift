extension Spanish: PatternCopy {
    public var togetherTitle: String { "Juntos" }
    public var togetherNote: String { "Los últimos 365 días; un par solo aparece cuando la diferencia difícilmente es casualidad." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "Los días que haces «\(a)» también haces «\(b)» el \(withA)\u{A0}% de las veces, frente al \(withoutA)\u{A0}% los demás días."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)) con ambos previstos" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Hacen falta dos hábitos hechos al menos una vez cada uno en los últimos 365 días."
        case .tooFewDays: "Aún no hay dos hábitos con \(days(Together.minimumDays)) en los que ambos estuvieran previstos."
        case .nothingSignificant:
            "Aún nada va junto con suficiente claridad (\(tested) \(plural(tested, PluralForms(one: "par probado", other: "pares probados"))))."
        }
    }
    public var patternsTitle: String { "Patrones" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Día más fallado: \(weekdayName(weekday)) — hecho el \(rate)\u{A0}% de esos días, frente al \(others)\u{A0}% los demás días"
    }
}
