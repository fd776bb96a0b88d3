extension English: PatternCopy {
    public var togetherTitle: String { "Together" }
    public var togetherNote: String { "The last 365 days; a pair is shown only when its difference is unlikely to be chance." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "On days you do \(a) you also do \(b) \(withA)% of the time, against \(withoutA)% on other days."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)) with both due" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Together needs two habits, each done at least once in the last 365 days."
        case .tooFewDays: "No two habits have \(days(Together.minimumDays)) yet on which both were due."
        case .nothingSignificant:
            "Nothing goes together clearly enough yet (\(tested) \(plural(tested, one: "pair", few: "pairs", many: "pairs")) tested)."
        }
    }
    public var patternsTitle: String { "Patterns" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Most often missed on \(weekdayName(weekday))s: done on \(rate)% of them, against \(others)% on other days"
    }
}
