extension Russian: SignInCopy {
    public func signInWith(_ label: String) -> String { "Войти через \(label)" }
    public var passwordSignInOff: String { "Вход по паролю на этом сервере отключён." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Служба входа сейчас недоступна (\(detail)). Попробуйте позже."
        case .providerRefused(let code): "Служба входа не выполнила вход (\(code))."
        case .stateInvalid: "Этот вход устарел, уже использован или начат в другом браузере. Начните заново."
        case .tokenMalformed: "Ответ службы входа — не действительный ID-токен; ничего не сделано."
        case .algorithmRefused(let algorithm): "Служба входа подписала токен алгоритмом «\(algorithm)»; принимаются только RS256 и ES256."
        case .unknownKey: "Служба входа подписала токен ключом, которого не публикует; ничего не сделано."
        case .signatureInvalid: "Подпись ID-токена недействительна; ничего не сделано."
        case .issuerMismatch: "ID-токен выдан не тем издателем, которому доверяет этот сервер."
        case .audienceMismatch: "ID-токен выдан для другого приложения."
        case .expired: "Срок действия ID-токена истёк. Войдите снова."
        case .notYetValid: "ID-токен датирован будущим временем; проверьте часы этого сервера и службы входа."
        case .nonceMismatch: "ID-токен относится к другому входу. Начните заново."
        case .noAccount(let subject):
            "Ни один аккаунт здесь не привязан к этому входу (\(subject)). Попросите владельца сервера привязать его: "
                + "habits user link ИМЯ --oidc-sub \(subject)."
        case .wrongAccount: "Этот вход принадлежит другому аккаунту; ничего не удалено."
        case .unknownProxyUser(let name): "Прокси выполнил вход как «\(name)», но такого аккаунта здесь нет."
        }
    }
    public var signedInContinue: String { "Вход выполнен." }
    public var continueToApp: String { "Перейти в Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "Аккаунт «\(name)» и все его привычки удалены." }

    public var signInMethodsTitle: String { "Способы входа" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Пароль" : "Пароля нет" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), привязан \(mediumDate(day))"
    }
    public var proxyMethod: String { "Вход через прокси перед этим сервером" }

    public var passwordSection: String { "Пароль" }
    public var currentPassword: String { "Текущий пароль" }
    public var newPassword: String { "Новый пароль" }
    public var repeatNewPassword: String { "Новый пароль ещё раз" }
    public func newPasswordHint(minimum: Int) -> String {
        "Не короче \(minimum) символов и не совпадает с именем аккаунта. На всех других устройствах будет выполнен выход."
    }
    public var noPasswordYet: String { "У этого аккаунта нет пароля: вход выполняется через другую службу. Пароль можно задать." }
    public var changePassword: String { "Сменить пароль" }
    public var setPassword: String { "Задать пароль" }
    public func passwordChanged(signedOut: Int) -> String {
        "Пароль изменён."
            + (signedOut == 0 ? "" : " Выполнен выход на \(signedOut) \(plural(signedOut, one: "другом устройстве", few: "других устройствах", many: "других устройствах")).")
    }

    public var deleteAccountSection: String { "Удаление аккаунта" }
    public var deleteAccountHint: String {
        "Аккаунт, все его привычки и входы на всех устройствах будут удалены навсегда. Чтобы сохранить привычки, сначала экспортируйте их."
    }
    public var exportFirst: String { "Сначала экспортировать" }
    public var confirmWithPassword: String { "Ваш пароль для подтверждения" }
    public var deleteAccountButton: String { "Удалить мой аккаунт" }
    public func confirmDeletionWith(_ label: String) -> String { "Подтвердить через \(label) и удалить" }
    public var cannotConfirmDeletion: String {
        "У этого аккаунта нет ни пароля, ни входа для подтверждения. Задайте пароль выше или обратитесь к владельцу сервера."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Новый пароль для \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Пароль аккаунта «\(name)» изменён; завершено сеансов: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "Аккаунт «\(name)» привязан к \(subject) у \(issuer)."
    }
}
