extension Italian: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) è vuoto: non c’è niente da importare." }
    public var invitedTitle: String { "Hai ricevuto un invito" }
    public var invitedIntro: String {
        "Scegli un nome utente e una password per il tuo account. I tuoi tracker sono solo tuoi: nessun altro su questo server li vede."
    }
    public func testLink(_ url: String) -> String { "Il link apre \(url) (un altro indirizzo con --url o HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Prova delle \(time): già fatto oggi, quindi non arriverebbe nessun promemoria" }
    public var limitReached: String { "Limite raggiunto" }
    public var overLimit: String { "Oltre il limite" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) è già fatto oggi: la pausa inizia domani e oggi continua a contare."
    }
    public var pauseAllStartsTomorrow: String {
        "Alcune abitudini sono già fatte oggi: la pausa inizia domani e oggi continua a contare per loro. Scegli la data di oggi per metterle in pausa anche oggi."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "abitudine", other: "abitudini")))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Riprendi tutto" }
    public var cancelPlannedPauses: String { "Annulla le pause programmate" }
    public var flexibleRateNote: String {
        "* Un’abitudine da alcune volte a settimana, al mese o in alcuni giorni è prevista solo nei giorni che servono ancora al suo obiettivo, quindi i giorni fatti prima non contano qui; la sua forza mostra come va."
    }
    public var shortMonthLabels: [String] {
        ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"]
    }
}
