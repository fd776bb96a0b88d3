extension Russian: AccountCopy {
    public var username: String { "Имя пользователя" }
    public var password: String { "Пароль" }
    public var wrongCredentials: String { "Неверное имя пользователя или пароль." }
    public func tooManySignIns(minutes: Int) -> String {
        "Слишком много неудачных попыток входа. Попробуйте снова через \(minutes) "
            + "\(plural(minutes, one: "минуту", few: "минуты", many: "минут"))."
    }
    public var signUpTitle: String { "Habits — создание аккаунта" }
    public var createAccount: String { "Создать аккаунт" }
    public var passwordHint: String { "Не короче 8 символов." }

    public var accountSection: String { "Аккаунт" }
    public func signedInAs(_ name: String) -> String { "Вы вошли как \(name)" }
    public var signOut: String { "Выйти" }
    public var sessionsTitle: String { "Устройства, где выполнен вход" }
    public var thisDevice: String { "Это устройство" }
    public func lastActive(_ day: Day) -> String { "Последняя активность: \(mediumDate(day))" }
    public var revoke: String { "Отозвать" }
    public var tokensTitle: String { "API-токены" }
    public var tokensHint: String { "Для скриптов и других приложений: заголовок Authorization: Bearer и затем токен." }
    public var tokenLabel: String { "Название" }
    public var createToken: String { "Создать токен" }
    public var tokenShownOnce: String { "Скопируйте токен сейчас: он показывается только один раз." }
    public var noTokens: String { "Токенов пока нет." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Последнее использование: \(mediumDate($0))" } ?? "Ещё не использовался" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Аккаунт «\(name)» добавлен." + (adopted ? " Ему остаются привычки, которые уже есть в этой базе." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Удаление «\(name)» удалит аккаунт и все его привычки. Чтобы удалить, запустите ещё раз с --yes."
    }
    public func deletedAccount(_ name: String) -> String { "Аккаунт «\(name)» и все его привычки удалены." }
    public func passwordPrompt(_ name: String) -> String { "Пароль для \(name): " }
    public var noAccounts: String { "Аккаунтов нет: Habits работает в личном режиме. Добавьте аккаунт: 'habits user add ИМЯ'." }
    public func invitation(link: String, until day: Day) -> String {
        "Ссылка для регистрации (работает один раз, до \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Токен «\(label)» для \(account) (показывается только сейчас):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Токен \(id) отозван." }
}
