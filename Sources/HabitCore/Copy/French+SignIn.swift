extension French: SignInCopy {
    public func signInWith(_ label: String) -> String { "Se connecter avec \(label)" }
    public var passwordSignInOff: String { "La connexion par mot de passe est désactivée sur ce serveur." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Le service de connexion est indisponible pour le moment (\(detail)). Réessayez plus tard."
        case .providerRefused(let code): "Le service de connexion ne vous a pas connecté (\(code))."
        case .stateInvalid: "Cette connexion a expiré, a déjà servi ou a commencé dans un autre navigateur. Recommencez."
        case .tokenMalformed: "La réponse du service de connexion n’est pas un jeton d’identité valide ; rien n’a été fait."
        case .algorithmRefused(let algorithm): "Le service de connexion a signé avec « \(algorithm) » ; seuls RS256 et ES256 sont acceptés."
        case .unknownKey: "Le service de connexion a signé avec une clé qu’il ne publie pas ; rien n’a été fait."
        case .signatureInvalid: "La signature du jeton d’identité n’est pas valide ; rien n’a été fait."
        case .issuerMismatch: "Le jeton d’identité vient d’un autre émetteur que celui auquel ce serveur fait confiance."
        case .audienceMismatch: "Le jeton d’identité a été émis pour une autre application."
        case .expired: "Le jeton d’identité a expiré. Reconnectez-vous."
        case .notYetValid: "Le jeton d’identité est daté dans le futur ; vérifiez les horloges de ce serveur et du service de connexion."
        case .nonceMismatch: "Le jeton d’identité appartient à une autre connexion. Recommencez."
        case .noAccount(let subject):
            "Aucun compte ici n’est lié à cette connexion (\(subject)). Demandez au propriétaire du serveur de la lier : "
                + "habits user link NOM --oidc-sub \(subject)."
        case .wrongAccount: "Cette connexion appartient à un autre compte ; rien n’a été supprimé."
        case .unknownProxyUser(let name): "Le proxy vous a connecté en tant que « \(name) », mais ce compte n’existe pas ici."
        }
    }
    public var signedInContinue: String { "Vous êtes connecté." }
    public var continueToApp: String { "Continuer vers Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "Le compte « \(name) » et toutes ses habitudes ont été supprimés." }

    public var signInMethodsTitle: String { "Moyens de connexion" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Mot de passe" : "Pas de mot de passe" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), lié le \(mediumDate(day))"
    }
    public var proxyMethod: String { "La connexion du proxy placé devant ce serveur" }

    public var passwordSection: String { "Mot de passe" }
    public var currentPassword: String { "Mot de passe actuel" }
    public var newPassword: String { "Nouveau mot de passe" }
    public var repeatNewPassword: String { "Nouveau mot de passe, à nouveau" }
    public func newPasswordHint(minimum: Int) -> String {
        "Au moins \(minimum) caractères, et pas le nom du compte. Tous les autres appareils sont déconnectés."
    }
    public var noPasswordYet: String { "Ce compte n’a pas de mot de passe : il se connecte ailleurs. Vous pouvez en définir un." }
    public var changePassword: String { "Changer le mot de passe" }
    public var setPassword: String { "Définir le mot de passe" }
    public func passwordChanged(signedOut: Int) -> String {
        "Mot de passe changé." + (signedOut == 0 ? "" : " Autres appareils déconnectés : \(signedOut).")
    }

    public var deleteAccountSection: String { "Supprimer le compte" }
    public var deleteAccountHint: String {
        "Cela supprime définitivement le compte, toutes ses habitudes et chaque appareil connecté. Exportez d’abord vos habitudes pour les garder."
    }
    public var exportFirst: String { "Exporter d’abord" }
    public var confirmWithPassword: String { "Votre mot de passe, pour confirmer" }
    public var deleteAccountButton: String { "Supprimer mon compte" }
    public func confirmDeletionWith(_ label: String) -> String { "Confirmer avec \(label) et supprimer" }
    public var cannotConfirmDeletion: String {
        "Ce compte n’a ni mot de passe ni connexion pour confirmer. Définissez un mot de passe ci-dessus, ou demandez au propriétaire du serveur."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Nouveau mot de passe pour \(name) : " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Mot de passe de « \(name) » changé ; sessions fermées : \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "« \(name) » est lié à \(subject) chez \(issuer)."
    }
}
