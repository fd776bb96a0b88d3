extension French: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) est vide : il n’y a rien à importer." }
    public var invitedTitle: String { "Vous avez reçu une invitation" }
    public var invitedIntro: String {
        "Choisissez un nom d’utilisateur et un mot de passe pour votre compte. Vos suivis n’appartiennent qu’à vous : personne d’autre sur ce serveur ne les voit."
    }
    public func testLink(_ url: String) -> String { "Le lien ouvre \(url) (une autre adresse avec --url ou HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Test pour \(time) – déjà fait aujourd’hui : aucun vrai rappel ne serait envoyé" }
    public var limitReached: String { "Limite atteinte" }
    public var overLimit: String { "Limite dépassée" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) est déjà fait aujourd’hui : la pause commence demain et aujourd’hui compte toujours."
    }
    public var pauseAllStartsTomorrow: String {
        "Certaines habitudes sont déjà faites aujourd’hui : la pause commence demain et aujourd’hui compte toujours pour elles. Choisissez la date du jour pour les mettre en pause dès aujourd’hui."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "habitude", other: "habitudes")))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Tout reprendre" }
    public var cancelPlannedPauses: String { "Annuler les pauses prévues" }
    public var flexibleRateNote: String {
        "* Une habitude de quelques fois par semaine, par mois ou en quelques jours n’est prévue que les jours dont son objectif a encore besoin : les jours faits en avance ne comptent pas ici. Sa force montre où vous en êtes."
    }
    public var shortMonthLabels: [String] {
        ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]
    }
}
