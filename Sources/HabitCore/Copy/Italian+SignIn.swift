extension Italian: SignInCopy {
    public func signInWith(_ label: String) -> String { "Accedi con \(label)" }
    public var passwordSignInOff: String { "L’accesso con password è disattivato su questo server." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Il servizio di accesso non è disponibile ora (\(detail)). Riprova più tardi."
        case .providerRefused(let code): "Il servizio di accesso non ti ha fatto entrare (\(code))."
        case .stateInvalid: "Questo accesso è scaduto, è già stato usato o è iniziato in un altro browser. Ricomincia."
        case .tokenMalformed: "La risposta del servizio di accesso non è un token ID valido; non è stato fatto nulla."
        case .algorithmRefused(let algorithm): "Il servizio di accesso ha firmato con «\(algorithm)»; sono accettati solo RS256 ed ES256."
        case .unknownKey: "Il servizio di accesso ha firmato con una chiave che non pubblica; non è stato fatto nulla."
        case .signatureInvalid: "La firma del token ID non è valida; non è stato fatto nulla."
        case .issuerMismatch: "Il token ID proviene da un emittente diverso da quello di cui questo server si fida."
        case .audienceMismatch: "Il token ID è stato emesso per un’altra applicazione."
        case .expired: "Il token ID è scaduto. Accedi di nuovo."
        case .notYetValid: "Il token ID ha una data futura; controlla gli orologi di questo server e del servizio di accesso."
        case .nonceMismatch: "Il token ID appartiene a un altro accesso. Ricomincia."
        case .noAccount(let subject):
            "Nessun account qui è collegato a questo accesso (\(subject)). Chiedi a chi gestisce il server di collegarlo: "
                + "habits user link NOME --oidc-sub \(subject)."
        case .wrongAccount: "Quell’accesso appartiene a un altro account; non è stato eliminato nulla."
        case .unknownProxyUser(let name): "Il proxy ti ha fatto accedere come «\(name)», ma qui non esiste un account con quel nome."
        }
    }
    public var signedInContinue: String { "Hai effettuato l’accesso." }
    public var continueToApp: String { "Continua su Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "L’account «\(name)» e tutte le sue abitudini sono stati eliminati." }

    public var signInMethodsTitle: String { "Modi di accesso" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Password" : "Nessuna password" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), collegato il \(mediumDate(day))"
    }
    public var proxyMethod: String { "L’accesso del proxy davanti a questo server" }

    public var passwordSection: String { "Password" }
    public var currentPassword: String { "Password attuale" }
    public var newPassword: String { "Nuova password" }
    public var repeatNewPassword: String { "Ripeti la nuova password" }
    public func newPasswordHint(minimum: Int) -> String {
        "Almeno \(minimum) caratteri e diversa dal nome dell’account. Tutti gli altri dispositivi vengono disconnessi."
    }
    public var noPasswordYet: String { "Questo account non ha una password: accede in un altro modo. Puoi impostarne una." }
    public var changePassword: String { "Cambia password" }
    public var setPassword: String { "Imposta password" }
    public func passwordChanged(signedOut: Int) -> String {
        "Password cambiata." + (signedOut == 0 ? "" : " Altri dispositivi disconnessi: \(signedOut).")
    }

    public var deleteAccountSection: String { "Elimina account" }
    public var deleteAccountHint: String {
        "Elimina per sempre l’account, tutte le sue abitudini e ogni dispositivo collegato. Esporta prima le tue abitudini se vuoi conservarle."
    }
    public var exportFirst: String { "Esporta prima" }
    public var confirmWithPassword: String { "La tua password, per confermare" }
    public var deleteAccountButton: String { "Elimina il mio account" }
    public func confirmDeletionWith(_ label: String) -> String { "Conferma con \(label) ed elimina" }
    public var cannotConfirmDeletion: String {
        "Questo account non ha né una password né un accesso con cui confermare. Imposta una password qui sopra o chiedi a chi gestisce il server."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Nuova password per \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Password di «\(name)» cambiata; sessioni chiuse: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "«\(name)» collegato a \(subject) presso \(issuer)."
    }
}
