extension German: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) ist leer: Darin gibt es nichts zu importieren." }
    public var invitedTitle: String { "Du bist eingeladen" }
    public var invitedIntro: String {
        "Wähle einen Benutzernamen und ein Passwort für dein Konto. Deine Tracker gehören nur dir: Niemand sonst auf diesem Server sieht sie."
    }
    public func testLink(_ url: String) -> String { "Der Link öffnet \(url) (eine andere Adresse mit --url oder HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Test für \(time) – heute schon erledigt, eine echte Erinnerung käme nicht" }
    public var limitReached: String { "Grenze erreicht" }
    public var overLimit: String { "Über der Grenze" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) ist heute schon erledigt: Pausiert wird erst ab morgen, und heute zählt weiter."
    }
    public var pauseAllStartsTomorrow: String {
        "Manche Gewohnheiten sind heute schon erledigt: Pausiert wird erst ab morgen, und heute zählt für sie weiter. Wähle das heutige Datum, um auch heute zu pausieren."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "Gewohnheit", other: "Gewohnheiten")))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Alle fortsetzen" }
    public var cancelPlannedPauses: String { "Geplante Pausen absagen" }
    public var flexibleRateNote: String {
        "* Eine Gewohnheit, die einige Male pro Woche, pro Monat oder in einigen Tagen ansteht, ist nur an den Tagen fällig, die ihr Ziel noch braucht; vorher erledigte Tage zählen hier nicht. Wie es läuft, zeigt ihre Stärke."
    }
    public var shortMonthLabels: [String] {
        ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"]
    }
}
