extension Chinese: SignInCopy {
    public func signInWith(_ label: String) -> String { "使用 \(label) 登录" }
    public var passwordSignInOff: String { "此服务器已关闭密码登录。" }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "登录服务当前无法使用（\(detail)）。请稍后重试。"
        case .providerRefused(let code): "登录服务未让你登录（\(code)）。"
        case .stateInvalid: "此次登录已过期、已被使用，或是在另一个浏览器中开始的。请重新开始。"
        case .tokenMalformed: "登录服务的回应不是有效的 ID 令牌；未做任何操作。"
        case .algorithmRefused(let algorithm): "登录服务使用“\(algorithm)”签名；只接受 RS256 和 ES256。"
        case .unknownKey: "登录服务使用了它未公布的密钥签名；未做任何操作。"
        case .signatureInvalid: "ID 令牌的签名无效；未做任何操作。"
        case .issuerMismatch: "ID 令牌并非来自此服务器信任的签发者。"
        case .audienceMismatch: "ID 令牌是为另一个应用签发的。"
        case .expired: "ID 令牌已过期。请重新登录。"
        case .notYetValid: "ID 令牌的时间在未来；请检查此服务器和登录服务的时钟。"
        case .nonceMismatch: "ID 令牌属于另一次登录。请重新开始。"
        case .noAccount(let subject):
            "这里没有账号关联到此登录（\(subject)）。请让服务器的所有者关联它："
                + "habits user link 名称 --oidc-sub \(subject)"
        case .wrongAccount: "该登录属于另一个账号；未删除任何内容。"
        case .unknownProxyUser(let name): "代理以“\(name)”的身份为你登录，但这里没有这个账号。"
        }
    }
    public var signedInContinue: String { "你已登录。" }
    public var continueToApp: String { "继续前往 Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "账号“\(name)”及其全部习惯已删除。" }

    public var signInMethodsTitle: String { "登录方式" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "密码" : "无密码" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label)（\(subject)），关联于 \(mediumDate(day))"
    }
    public var proxyMethod: String { "此服务器前方代理的登录" }

    public var passwordSection: String { "密码" }
    public var currentPassword: String { "当前密码" }
    public var newPassword: String { "新密码" }
    public var repeatNewPassword: String { "再次输入新密码" }
    public func newPasswordHint(minimum: Int) -> String { "至少 \(minimum) 个字符，且不能是账号名称。其他所有设备都会退出登录。" }
    public var noPasswordYet: String { "此账号没有密码：它通过其他方式登录。你可以设置一个。" }
    public var changePassword: String { "更改密码" }
    public var setPassword: String { "设置密码" }
    public func passwordChanged(signedOut: Int) -> String {
        "密码已更改。" + (signedOut == 0 ? "" : "已有 \(signedOut) 台其他设备退出登录。")
    }

    public var deleteAccountSection: String { "删除账号" }
    public var deleteAccountHint: String { "这将永久删除账号、其全部习惯以及所有已登录的设备。若要保留习惯，请先导出。" }
    public var exportFirst: String { "先导出" }
    public var confirmWithPassword: String { "输入密码以确认" }
    public var deleteAccountButton: String { "删除我的账号" }
    public func confirmDeletionWith(_ label: String) -> String { "通过 \(label) 确认并删除" }
    public var cannotConfirmDeletion: String { "此账号既没有密码，也没有可用于确认的登录。请在上方设置密码，或联系服务器的所有者。" }

    public func newPasswordPrompt(_ name: String) -> String { "\(name) 的新密码：" }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "已更改“\(name)”的密码；已结束 \(signedOut) 个会话。"
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "已将“\(name)”关联到 \(issuer) 的 \(subject)。"
    }
}
