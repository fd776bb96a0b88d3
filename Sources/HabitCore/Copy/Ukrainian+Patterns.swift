extension Ukrainian: PatternCopy {
    public var togetherTitle: String { "Разом" }
    public var togetherNote: String { "За останні 365 днів; пару показано, лише якщо різниця навряд чи випадкова." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "У дні, коли виконано «\(a)», «\(b)» теж виконано в \(withA)% випадків, а в інші дні — у \(withoutA)%."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)), коли були заплановані обидві звички" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Потрібні дві звички, кожну з яких виконано хоча б раз за останні 365 днів."
        case .tooFewDays: "Поки жодна пара звичок не має \(days(Together.minimumDays)), коли були заплановані обидві."
        case .nothingSignificant:
            "Поки нічого не повʼязано достатньо чітко: перевірено \(tested) \(plural(tested, one: "пару", few: "пари", many: "пар"))."
        }
    }
    public var patternsTitle: String { "Закономірності" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Найчастіше не виконано: \(weekdayName(weekday)) — \(rate)% таких днів, в інші дні \(others)%"
    }
}
