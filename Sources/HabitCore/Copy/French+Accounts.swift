extension French: AccountCopy {
    public var username: String { "Nom d’utilisateur" }
    public var password: String { "Mot de passe" }
    public var wrongCredentials: String { "Nom d’utilisateur ou mot de passe incorrect." }
    public func tooManySignIns(minutes: Int) -> String {
        "Trop de connexions échouées. Réessayez dans \(minutes) \(plural(minutes, PluralForms(one: "minute", other: "minutes")))."
    }
    public var signUpTitle: String { "Habits – créez votre compte" }
    public var createAccount: String { "Créer le compte" }
    public var passwordHint: String { "Au moins 8 caractères." }

    public var accountSection: String { "Compte" }
    public func signedInAs(_ name: String) -> String { "Connecté en tant que \(name)" }
    public var signOut: String { "Se déconnecter" }
    public var sessionsTitle: String { "Appareils connectés" }
    public var thisDevice: String { "Cet appareil" }
    public func lastActive(_ day: Day) -> String { "Dernière activité le \(mediumDate(day))" }
    public var revoke: String { "Révoquer" }
    public var tokensTitle: String { "Jetons d’API" }
    public var tokensHint: String { "Pour les scripts et les autres apps : envoyez l’en-tête Authorization: Bearer suivi du jeton." }
    public var tokenLabel: String { "Libellé" }
    public var createToken: String { "Créer un jeton" }
    public var tokenShownOnce: String { "Copiez ce jeton maintenant : il n’est affiché qu’une seule fois." }
    public var noTokens: String { "Aucun jeton pour l’instant." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Dernière utilisation le \(mediumDate($0))" } ?? "Jamais utilisé" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Compte « \(name) » ajouté." + (adopted ? " Il garde les habitudes déjà présentes dans cette base de données." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Supprimer « \(name) » efface le compte et toutes ses habitudes. Relancez avec --yes pour supprimer."
    }
    public func deletedAccount(_ name: String) -> String { "Compte « \(name) » et toutes ses habitudes supprimés." }
    public func passwordPrompt(_ name: String) -> String { "Mot de passe pour \(name) : " }
    public var noAccounts: String { "Aucun compte : Habits fonctionne en mode personnel. Ajoutez-en un avec 'habits user add NOM'." }
    public func invitation(link: String, until day: Day) -> String {
        "Lien d’inscription (valable une fois, jusqu’au \(mediumDate(day))) :\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Jeton « \(label) » pour \(account) (affiché cette fois seulement) :\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Jeton \(id) révoqué." }
}
