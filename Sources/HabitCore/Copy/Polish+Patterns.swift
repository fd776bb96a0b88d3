extension Polish: PatternCopy {
    public var togetherTitle: String { "Razem" }
    public var togetherNote: String { "Ostatnie 365 dni; para pojawia się tylko wtedy, gdy różnica raczej nie jest przypadkiem." }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "W dni, gdy wykonujesz „\(a)”, wykonujesz też „\(b)” w \(withA)% przypadków, a w pozostałe dni w \(withoutA)%."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)), gdy oba nawyki były zaplanowane" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Potrzebne są dwa nawyki, każdy wykonany co najmniej raz w ostatnich 365 dniach."
        case .tooFewDays: "Żadna para nawyków nie ma jeszcze \(days(Together.minimumDays)), w które oba były zaplanowane."
        case .nothingSignificant:
            "Na razie nic nie łączy się wystarczająco wyraźnie: sprawdzono \(tested) \(plural(tested, one: "parę", few: "pary", many: "par"))."
        }
    }
    public var patternsTitle: String { "Wzorce" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Najrzadziej wykonywany dzień: \(weekdayName(weekday)) — \(rate)% takich dni, w pozostałe dni \(others)%"
    }
}
