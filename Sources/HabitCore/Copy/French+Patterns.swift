extension French: PatternCopy {
    public var togetherTitle: String { "Ensemble" }
    public var togetherNote: String {
        "Les 365 derniers jours\u{A0}; une paire n’apparaît que si l’écart a peu de chances d’être dû au hasard."
    }
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "Les jours où vous faites «\u{A0}\(a)\u{A0}», vous faites aussi «\u{A0}\(b)\u{A0}» \(withA)\u{A0}% du temps, contre \(withoutA)\u{A0}% les autres jours."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)) où les deux étaient prévues" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Il faut deux habitudes faites chacune au moins une fois ces 365 derniers jours."
        case .tooFewDays: "Aucune paire d’habitudes n’a encore \(days(Together.minimumDays)) où les deux étaient prévues."
        case .nothingSignificant:
            "Rien ne va encore assez nettement ensemble (\(tested) \(plural(tested, PluralForms(one: "paire testée", other: "paires testées"))))."
        }
    }
    public var patternsTitle: String { "Tendances" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Jour le plus souvent manqué\u{A0}: le \(weekdayName(weekday)) — fait \(rate)\u{A0}% de ces jours, contre \(others)\u{A0}% les autres jours"
    }
}
