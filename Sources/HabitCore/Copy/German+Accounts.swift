extension German: AccountCopy {
    public var username: String { "Benutzername" }
    public var password: String { "Passwort" }
    public var wrongCredentials: String { "Falscher Benutzername oder falsches Passwort." }
    public func tooManySignIns(minutes: Int) -> String {
        "Zu viele fehlgeschlagene Anmeldungen. Versuche es in \(minutes) \(plural(minutes, PluralForms(one: "Minute", other: "Minuten"))) erneut."
    }
    public var signUpTitle: String { "Habits – Konto erstellen" }
    public var createAccount: String { "Konto erstellen" }
    public var passwordHint: String { "Mindestens 8 Zeichen." }

    public var accountSection: String { "Konto" }
    public func signedInAs(_ name: String) -> String { "Angemeldet als \(name)" }
    public var signOut: String { "Abmelden" }
    public var sessionsTitle: String { "Angemeldete Geräte" }
    public var thisDevice: String { "Dieses Gerät" }
    public func lastActive(_ day: Day) -> String { "Zuletzt aktiv am \(mediumDate(day))" }
    public var revoke: String { "Widerrufen" }
    public var tokensTitle: String { "API-Tokens" }
    public var tokensHint: String { "Für Skripte und andere Apps: Sende den Header Authorization: Bearer, gefolgt vom Token." }
    public var tokenLabel: String { "Bezeichnung" }
    public var createToken: String { "Token erstellen" }
    public var tokenShownOnce: String { "Kopiere dieses Token jetzt: Es wird nur einmal angezeigt." }
    public var noTokens: String { "Noch keine Tokens." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Zuletzt verwendet am \(mediumDate($0))" } ?? "Nie verwendet" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Konto „\(name)“ hinzugefügt." + (adopted ? " Es übernimmt die Gewohnheiten, die schon in dieser Datenbank sind." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Das Löschen von „\(name)“ entfernt das Konto und alle seine Gewohnheiten. Zum Löschen mit --yes erneut ausführen."
    }
    public func deletedAccount(_ name: String) -> String { "Konto „\(name)“ und alle seine Gewohnheiten gelöscht." }
    public func passwordPrompt(_ name: String) -> String { "Passwort für \(name): " }
    public var noAccounts: String { "Keine Konten: Habits läuft im persönlichen Modus. Füge eines hinzu mit 'habits user add NAME'." }
    public func invitation(link: String, until day: Day) -> String {
        "Registrierungslink (einmal gültig, bis \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Token „\(label)“ für \(account) (wird nur dieses eine Mal angezeigt):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Token \(id) widerrufen." }
}
