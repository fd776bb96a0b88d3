extension Italian: PatternCopy {
    public var togetherTitle: String { "Insieme" }
    public var togetherNote: String { "Gli ultimi 365 giorni; una coppia appare solo se la differenza difficilmente è un caso." }
    // "su 100" rather than a percentage, whose article (il 78%, l’80%) depends on how the number is read.
    public func together(_ a: String, _ b: String, withA: Int, withoutA: Int) -> String {
        "Nei giorni in cui fai «\(a)» fai anche «\(b)» in \(withA) casi su 100, contro \(withoutA) su 100 negli altri giorni."
    }
    public func togetherDays(_ days: Int) -> String { "\(self.days(days)) con entrambe previste" }
    public func togetherNone(_ reason: Together.Reason, tested: Int) -> String {
        switch reason {
        case .tooFewHabits: "Servono due abitudini fatte ciascuna almeno una volta negli ultimi 365 giorni."
        case .tooFewDays: "Nessuna coppia di abitudini ha ancora \(days(Together.minimumDays)) in cui entrambe erano previste."
        case .nothingSignificant:
            "Ancora niente va insieme in modo abbastanza chiaro (\(tested) \(plural(tested, PluralForms(one: "coppia verificata", other: "coppie verificate"))))."
        }
    }
    public var patternsTitle: String { "Andamenti" }
    public func mostMissed(_ weekday: Weekday, rate: Int, others: Int) -> String {
        "Giorno più mancato: \(weekdayName(weekday)) — fatto in \(rate) casi su 100, contro \(others) su 100 negli altri giorni"
    }
}
