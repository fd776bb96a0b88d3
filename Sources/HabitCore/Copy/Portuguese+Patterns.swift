extension Portuguese: PatternCopy {
    public var togetherTitle: String { "Juntos" }
    public var togetherNote: String { "Os últimos 365 dias; um par só aparece quando a diferença dificilmente é acaso." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "Nos dias em que você faz “\(a)”, também faz “\(b)” \(withA)% das vezes, contra \(withoutA)% nos outros dias."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)) com os dois previstos" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "São necessários dois hábitos feitos pelo menos uma vez cada nos últimos 365 dias."
        case .tooFewDays: "Ainda não há dois hábitos com \(days(Together.minimumDays)) em que ambos estavam previstos."
        case .nothingSignificant:
            "Ainda nada anda junto com clareza suficiente (\(tested) \(plural(tested, PluralForms(one: "par testado", other: "pares testados"))))."
        }
    }
    public var patternsTitle: String { "Padrões" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Dia mais perdido: \(weekdayName(weekday)) — feito em \(rate)% desses dias, contra \(others)% nos outros dias"
    }
}
