extension Italian: AccountCopy {
    public var username: String { "Nome utente" }
    public var password: String { "Password" }
    public var wrongCredentials: String { "Nome utente o password errati." }
    public func tooManySignIns(minutes: Int) -> String {
        "Troppi accessi non riusciti. Riprova tra \(minutes) \(plural(minutes, PluralForms(one: "minuto", other: "minuti")))."
    }
    public var signUpTitle: String { "Habits – crea il tuo account" }
    public var createAccount: String { "Crea account" }
    public var passwordHint: String { "Almeno 8 caratteri." }

    public var accountSection: String { "Account" }
    public func signedInAs(_ name: String) -> String { "Accesso eseguito come \(name)" }
    public var signOut: String { "Esci" }
    public var sessionsTitle: String { "Dispositivi connessi" }
    public var thisDevice: String { "Questo dispositivo" }
    public func lastActive(_ day: Day) -> String { "Ultima attività il \(mediumDate(day))" }
    public var revoke: String { "Revoca" }
    public var tokensTitle: String { "Token API" }
    public var tokensHint: String { "Per script e altre app: invia l’intestazione Authorization: Bearer seguita dal token." }
    public var tokenLabel: String { "Etichetta" }
    public var createToken: String { "Crea token" }
    public var tokenShownOnce: String { "Copia subito questo token: viene mostrato una sola volta." }
    public var noTokens: String { "Ancora nessun token." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Ultimo uso il \(mediumDate($0))" } ?? "Mai usato" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Account «\(name)» aggiunto." + (adopted ? " Mantiene le abitudini già presenti in questo database." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Eliminare «\(name)» rimuove l’account e tutte le sue abitudini. Esegui di nuovo con --yes per eliminarlo."
    }
    public func deletedAccount(_ name: String) -> String { "Eliminati l’account «\(name)» e tutte le sue abitudini." }
    public func passwordPrompt(_ name: String) -> String { "Password per \(name): " }
    public var noAccounts: String { "Nessun account: Habits funziona in modalità personale. Aggiungine uno con 'habits user add NOME'." }
    public func invitation(link: String, until day: Day) -> String {
        "Link di registrazione (valido una volta, fino al \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Token «\(label)» per \(account) (mostrato solo questa volta):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Token \(id) revocato." }
}
