extension Polish: SignInCopy {
    public func signInWith(_ label: String) -> String { "Zaloguj się przez \(label)" }
    public var passwordSignInOff: String { "Logowanie hasłem jest na tym serwerze wyłączone." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Usługa logowania jest teraz niedostępna (\(detail)). Spróbuj ponownie później."
        case .providerRefused(let code): "Usługa logowania cię nie zalogowała (\(code))."
        case .stateInvalid: "To logowanie wygasło, zostało już użyte albo zaczęło się w innej przeglądarce. Zacznij od nowa."
        case .tokenMalformed: "Odpowiedź usługi logowania nie jest prawidłowym tokenem ID; nic nie zrobiono."
        case .algorithmRefused(let algorithm): "Usługa logowania podpisała token algorytmem „\(algorithm)”; akceptowane są tylko RS256 i ES256."
        case .unknownKey: "Usługa logowania podpisała token kluczem, którego nie publikuje; nic nie zrobiono."
        case .signatureInvalid: "Podpis tokenu ID jest nieprawidłowy; nic nie zrobiono."
        case .issuerMismatch: "Token ID pochodzi od innego wystawcy niż ten, któremu ufa ten serwer."
        case .audienceMismatch: "Token ID wydano dla innej aplikacji."
        case .expired: "Token ID wygasł. Zaloguj się ponownie."
        case .notYetValid: "Token ID ma datę z przyszłości; sprawdź zegary tego serwera i usługi logowania."
        case .nonceMismatch: "Token ID należy do innego logowania. Zacznij od nowa."
        case .noAccount(let subject):
            "Żadne konto tutaj nie jest powiązane z tym logowaniem (\(subject)). Poproś właściciela serwera o powiązanie: "
                + "habits user link NAZWA --oidc-sub \(subject)."
        case .wrongAccount: "To logowanie należy do innego konta; nic nie usunięto."
        case .unknownProxyUser(let name): "Proxy zalogowało cię jako „\(name)”, ale takiego konta tu nie ma."
        }
    }
    public var signedInContinue: String { "Zalogowano." }
    public var continueToApp: String { "Przejdź do Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "Konto „\(name)” i wszystkie jego nawyki zostały usunięte." }

    public var signInMethodsTitle: String { "Sposoby logowania" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Hasło" : "Brak hasła" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), powiązano \(mediumDate(day))"
    }
    public var proxyMethod: String { "Logowanie przez proxy przed tym serwerem" }

    public var passwordSection: String { "Hasło" }
    public var currentPassword: String { "Obecne hasło" }
    public var newPassword: String { "Nowe hasło" }
    public var repeatNewPassword: String { "Powtórz nowe hasło" }
    public func newPasswordHint(minimum: Int) -> String {
        "Co najmniej \(minimum) znaków i inne niż nazwa konta. Wszystkie inne urządzenia zostaną wylogowane."
    }
    public var noPasswordYet: String { "To konto nie ma hasła: loguje się w inny sposób. Możesz je ustawić." }
    public var changePassword: String { "Zmień hasło" }
    public var setPassword: String { "Ustaw hasło" }
    public func passwordChanged(signedOut: Int) -> String {
        "Hasło zmienione." + (signedOut == 0 ? "" : " Wylogowane inne urządzenia: \(signedOut).")
    }

    public var deleteAccountSection: String { "Usuń konto" }
    public var deleteAccountHint: String {
        "To na zawsze usunie konto, wszystkie jego nawyki i każde zalogowane urządzenie. Aby zachować nawyki, najpierw je wyeksportuj."
    }
    public var exportFirst: String { "Najpierw eksportuj" }
    public var confirmWithPassword: String { "Twoje hasło, aby potwierdzić" }
    public var deleteAccountButton: String { "Usuń moje konto" }
    public func confirmDeletionWith(_ label: String) -> String { "Potwierdź przez \(label) i usuń" }
    public var cannotConfirmDeletion: String {
        "To konto nie ma ani hasła, ani logowania do potwierdzenia. Ustaw hasło powyżej albo poproś właściciela serwera."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Nowe hasło dla \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Hasło konta „\(name)” zmienione; zakończone sesje: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "Powiązano „\(name)” z \(subject) w \(issuer)."
    }
}
