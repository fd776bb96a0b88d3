extension German: SignInCopy {
    public func signInWith(_ label: String) -> String { "Mit \(label) anmelden" }
    public var passwordSignInOff: String { "Die Anmeldung mit Passwort ist auf diesem Server abgeschaltet." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Der Anmeldedienst ist gerade nicht erreichbar (\(detail)). Versuche es später noch einmal."
        case .providerRefused(let code): "Der Anmeldedienst hat dich nicht angemeldet (\(code))."
        case .stateInvalid: "Diese Anmeldung ist abgelaufen, wurde schon verwendet oder in einem anderen Browser begonnen. Fang neu an."
        case .tokenMalformed: "Die Antwort des Anmeldedienstes ist kein gültiges ID-Token; es wurde nichts getan."
        case .algorithmRefused(let algorithm): "Der Anmeldedienst hat mit „\(algorithm)“ signiert; nur RS256 und ES256 werden angenommen."
        case .unknownKey: "Der Anmeldedienst hat mit einem Schlüssel signiert, den er nicht veröffentlicht; es wurde nichts getan."
        case .signatureInvalid: "Die Signatur des ID-Tokens ist ungültig; es wurde nichts getan."
        case .issuerMismatch: "Das ID-Token stammt nicht von dem Aussteller, dem dieser Server vertraut."
        case .audienceMismatch: "Das ID-Token wurde für eine andere Anwendung ausgestellt."
        case .expired: "Das ID-Token ist abgelaufen. Melde dich erneut an."
        case .notYetValid: "Das ID-Token ist in die Zukunft datiert; prüfe die Uhren dieses Servers und des Anmeldedienstes."
        case .nonceMismatch: "Das ID-Token gehört zu einer anderen Anmeldung. Fang neu an."
        case .noAccount(let subject):
            "Kein Konto hier ist mit dieser Anmeldung (\(subject)) verknüpft. Bitte den Betreiber des Servers, sie zu verknüpfen: "
                + "habits user link NAME --oidc-sub \(subject)."
        case .wrongAccount: "Diese Anmeldung gehört zu einem anderen Konto; es wurde nichts gelöscht."
        case .unknownProxyUser(let name): "Der Proxy hat dich als „\(name)“ angemeldet, aber hier gibt es kein solches Konto."
        }
    }
    public var signedInContinue: String { "Du bist angemeldet." }
    public var continueToApp: String { "Weiter zu Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "Das Konto „\(name)“ und alle seine Gewohnheiten wurden gelöscht." }

    public var signInMethodsTitle: String { "Anmeldewege" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Passwort" : "Kein Passwort" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), verknüpft am \(mediumDate(day))"
    }
    public var proxyMethod: String { "Die Anmeldung des Proxys vor diesem Server" }

    public var passwordSection: String { "Passwort" }
    public var currentPassword: String { "Aktuelles Passwort" }
    public var newPassword: String { "Neues Passwort" }
    public var repeatNewPassword: String { "Neues Passwort wiederholen" }
    public func newPasswordHint(minimum: Int) -> String {
        "Mindestens \(minimum) Zeichen und nicht der Name des Kontos. Alle anderen Geräte werden abgemeldet."
    }
    public var noPasswordYet: String { "Dieses Konto hat kein Passwort: Es meldet sich anderswo an. Du kannst eines festlegen." }
    public var changePassword: String { "Passwort ändern" }
    public var setPassword: String { "Passwort festlegen" }
    public func passwordChanged(signedOut: Int) -> String {
        "Passwort geändert." + (signedOut == 0 ? "" : " Abgemeldete andere Geräte: \(signedOut).")
    }

    public var deleteAccountSection: String { "Konto löschen" }
    public var deleteAccountHint: String {
        "Das entfernt das Konto, alle seine Gewohnheiten und jedes angemeldete Gerät endgültig. Exportiere deine Gewohnheiten vorher, um sie zu behalten."
    }
    public var exportFirst: String { "Zuerst exportieren" }
    public var confirmWithPassword: String { "Dein Passwort zur Bestätigung" }
    public var deleteAccountButton: String { "Mein Konto löschen" }
    public func confirmDeletionWith(_ label: String) -> String { "Mit \(label) bestätigen und löschen" }
    public var cannotConfirmDeletion: String {
        "Dieses Konto hat weder ein Passwort noch eine Anmeldung zur Bestätigung. Lege oben ein Passwort fest oder frag den Betreiber des Servers."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Neues Passwort für \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Passwort von „\(name)“ geändert; beendete Sitzungen: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "„\(name)“ mit \(subject) bei \(issuer) verknüpft."
    }
}
