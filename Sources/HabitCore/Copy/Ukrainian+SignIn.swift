extension Ukrainian: SignInCopy {
    public func signInWith(_ label: String) -> String { "Увійти через \(label)" }
    public var passwordSignInOff: String { "Вхід за паролем на цьому сервері вимкнено." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Служба входу зараз недоступна (\(detail)). Спробуйте пізніше."
        case .providerRefused(let code): "Служба входу не виконала вхід (\(code))."
        case .stateInvalid: "Цей вхід застарів, уже використаний або розпочатий в іншому браузері. Почніть знову."
        case .tokenMalformed: "Відповідь служби входу — не дійсний ID-токен; нічого не зроблено."
        case .algorithmRefused(let algorithm): "Служба входу підписала токен алгоритмом «\(algorithm)»; приймаються лише RS256 і ES256."
        case .unknownKey: "Служба входу підписала токен ключем, якого не публікує; нічого не зроблено."
        case .signatureInvalid: "Підпис ID-токена недійсний; нічого не зроблено."
        case .issuerMismatch: "ID-токен видав не той видавець, якому довіряє цей сервер."
        case .audienceMismatch: "ID-токен видано для іншого застосунку."
        case .expired: "Термін дії ID-токена минув. Увійдіть знову."
        case .notYetValid: "ID-токен датовано майбутнім часом; перевірте годинники цього сервера і служби входу."
        case .nonceMismatch: "ID-токен належить до іншого входу. Почніть знову."
        case .noAccount(let subject):
            "Жоден обліковий запис тут не пов'язаний із цим входом (\(subject)). Попросіть власника сервера пов'язати його: "
                + "habits user link ІМ'Я --oidc-sub \(subject)."
        case .wrongAccount: "Цей вхід належить іншому обліковому запису; нічого не видалено."
        case .unknownProxyUser(let name): "Проксі виконав вхід як «\(name)», але такого облікового запису тут немає."
        }
    }
    public var signedInContinue: String { "Вхід виконано." }
    public var continueToApp: String { "Перейти до Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "Обліковий запис «\(name)» і всі його звички видалено." }

    public var signInMethodsTitle: String { "Способи входу" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Пароль" : "Пароля немає" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), пов'язано \(mediumDate(day))"
    }
    public var proxyMethod: String { "Вхід через проксі перед цим сервером" }

    public var passwordSection: String { "Пароль" }
    public var currentPassword: String { "Поточний пароль" }
    public var newPassword: String { "Новий пароль" }
    public var repeatNewPassword: String { "Новий пароль ще раз" }
    public func newPasswordHint(minimum: Int) -> String {
        "Щонайменше \(minimum) символів і не ім'я облікового запису. На всіх інших пристроях буде виконано вихід."
    }
    public var noPasswordYet: String { "Цей обліковий запис не має пароля: вхід виконується через іншу службу. Пароль можна задати." }
    public var changePassword: String { "Змінити пароль" }
    public var setPassword: String { "Задати пароль" }
    public func passwordChanged(signedOut: Int) -> String {
        "Пароль змінено." + (signedOut == 0 ? "" : " Інших пристроїв, де виконано вихід: \(signedOut).")
    }

    public var deleteAccountSection: String { "Видалення облікового запису" }
    public var deleteAccountHint: String {
        "Обліковий запис, усі його звички та входи на всіх пристроях буде видалено назавжди. Щоб зберегти звички, спершу експортуйте їх."
    }
    public var exportFirst: String { "Спершу експортувати" }
    public var confirmWithPassword: String { "Ваш пароль для підтвердження" }
    public var deleteAccountButton: String { "Видалити мій обліковий запис" }
    public func confirmDeletionWith(_ label: String) -> String { "Підтвердити через \(label) і видалити" }
    public var cannotConfirmDeletion: String {
        "Цей обліковий запис не має ні пароля, ні входу для підтвердження. Задайте пароль вище або зверніться до власника сервера."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Новий пароль для \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Пароль облікового запису «\(name)» змінено; завершено сеансів: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "Обліковий запис «\(name)» пов'язано з \(subject) у \(issuer)."
    }
}
