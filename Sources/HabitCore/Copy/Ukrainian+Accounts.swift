extension Ukrainian: AccountCopy {
    public var username: String { "Імʼя користувача" }
    public var password: String { "Пароль" }
    public var wrongCredentials: String { "Неправильне імʼя користувача або пароль." }
    public func tooManySignIns(minutes: Int) -> String {
        "Забагато невдалих спроб входу. Спробуйте знову через \(minutes) "
            + "\(plural(minutes, one: "хвилину", few: "хвилини", many: "хвилин"))."
    }
    public var signUpTitle: String { "Habits — створення облікового запису" }
    public var createAccount: String { "Створити обліковий запис" }
    public var passwordHint: String { "Щонайменше 8 символів." }

    public var accountSection: String { "Обліковий запис" }
    public func signedInAs(_ name: String) -> String { "Ви увійшли як \(name)" }
    public var signOut: String { "Вийти" }
    public var sessionsTitle: String { "Пристрої, на яких виконано вхід" }
    public var thisDevice: String { "Цей пристрій" }
    public func lastActive(_ day: Day) -> String { "Остання активність: \(mediumDate(day))" }
    public var revoke: String { "Відкликати" }
    public var tokensTitle: String { "API-токени" }
    public var tokensHint: String { "Для скриптів та інших застосунків: заголовок Authorization: Bearer, а після нього токен." }
    public var tokenLabel: String { "Назва" }
    public var createToken: String { "Створити токен" }
    public var tokenShownOnce: String { "Скопіюйте токен зараз: його показано лише один раз." }
    public var noTokens: String { "Токенів поки немає." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Востаннє використано: \(mediumDate($0))" } ?? "Ще не використовувався" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Обліковий запис «\(name)» додано." + (adopted ? " Йому залишаються звички, які вже є в цій базі." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Видалення «\(name)» видалить обліковий запис і всі його звички. Щоб видалити, запустіть ще раз з --yes."
    }
    public func deletedAccount(_ name: String) -> String { "Обліковий запис «\(name)» і всі його звички видалено." }
    public func passwordPrompt(_ name: String) -> String { "Пароль для \(name): " }
    public var noAccounts: String {
        "Облікових записів немає: Habits працює в особистому режимі. Додайте обліковий запис: 'habits user add ІМʼЯ'."
    }
    public func invitation(link: String, until day: Day) -> String {
        "Посилання для реєстрації (працює один раз, до \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Токен «\(label)» для \(account) (показано лише зараз):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Токен \(id) відкликано." }
}
