extension Russian: PatternCopy {
    public var togetherTitle: String { "Вместе" }
    public var togetherNote: String { "За последние 365 дней; пара показана, только если разница вряд ли случайна." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "В дни, когда выполнено «\(a)», «\(b)» тоже выполнено в \(withA)% случаев, а в остальные дни — в \(withoutA)%."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)), когда были запланированы обе привычки" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Нужны две привычки, каждая выполнена хотя бы раз за последние 365 дней."
        case .tooFewDays: "Пока ни у одной пары привычек нет \(days(Together.minimumDays)), когда были запланированы обе."
        case .nothingSignificant:
            "Пока ничего не связано достаточно явно: проверено \(tested) \(plural(tested, one: "пара", few: "пары", many: "пар"))."
        }
    }
    public var patternsTitle: String { "Закономерности" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Чаще всего не выполняется: \(weekdayName(weekday)) — \(rate)% таких дней, в остальные дни \(others)%"
    }
}
