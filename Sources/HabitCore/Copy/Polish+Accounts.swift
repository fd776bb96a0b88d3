extension Polish: AccountCopy {
    public var username: String { "Nazwa użytkownika" }
    public var password: String { "Hasło" }
    public var wrongCredentials: String { "Nieprawidłowa nazwa użytkownika lub hasło." }
    public func tooManySignIns(minutes: Int) -> String {
        "Zbyt wiele nieudanych logowań. Spróbuj ponownie za \(minutes) \(plural(minutes, one: "minutę", few: "minuty", many: "minut"))."
    }
    public var signUpTitle: String { "Habits — utwórz konto" }
    public var createAccount: String { "Utwórz konto" }
    public var passwordHint: String { "Co najmniej 8 znaków." }

    public var accountSection: String { "Konto" }
    public func signedInAs(_ name: String) -> String { "Zalogowano jako \(name)" }
    public var signOut: String { "Wyloguj się" }
    public var sessionsTitle: String { "Zalogowane urządzenia" }
    public var thisDevice: String { "To urządzenie" }
    public func lastActive(_ day: Day) -> String { "Ostatnia aktywność: \(mediumDate(day))" }
    public var revoke: String { "Unieważnij" }
    public var tokensTitle: String { "Tokeny API" }
    public var tokensHint: String { "Dla skryptów i innych aplikacji: wyślij nagłówek Authorization: Bearer, a po nim token." }
    public var tokenLabel: String { "Etykieta" }
    public var createToken: String { "Utwórz token" }
    public var tokenShownOnce: String { "Skopiuj ten token teraz: jest pokazywany tylko raz." }
    public var noTokens: String { "Nie ma jeszcze tokenów." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Ostatnio użyty: \(mediumDate($0))" } ?? "Nigdy nieużyty" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Dodano konto „\(name)”." + (adopted ? " Zachowuje nawyki, które już są w tej bazie." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Usunięcie „\(name)” usunie konto i wszystkie jego nawyki. Uruchom ponownie z --yes, aby usunąć."
    }
    public func deletedAccount(_ name: String) -> String { "Usunięto konto „\(name)” i wszystkie jego nawyki." }
    public func passwordPrompt(_ name: String) -> String { "Hasło dla \(name): " }
    public var noAccounts: String { "Brak kont: Habits działa w trybie osobistym. Dodaj konto: 'habits user add NAZWA'." }
    public func invitation(link: String, until day: Day) -> String {
        "Link rejestracyjny (działa raz, do \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Token „\(label)” dla \(account) (pokazywany tylko teraz):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Unieważniono token \(id)." }
}
