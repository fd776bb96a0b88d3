extension Japanese: SignInCopy {
    public func signInWith(_ label: String) -> String { "\(label)でサインイン" }
    public var passwordSignInOff: String { "このサーバーではパスワードによるサインインは無効です。" }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "サインインサービスを現在利用できません（\(detail)）。しばらくしてからもう一度お試しください。"
        case .providerRefused(let code): "サインインサービスでサインインできませんでした（\(code)）。"
        case .stateInvalid: "このサインインは期限切れか、使用済みか、別のブラウザーで始まったものです。最初からやり直してください。"
        case .tokenMalformed: "サインインサービスの応答は有効なIDトークンではありません。何も行われていません。"
        case .algorithmRefused(let algorithm): "サインインサービスは「\(algorithm)」で署名しました。受け付けるのはRS256とES256のみです。"
        case .unknownKey: "サインインサービスは公開していない鍵で署名しました。何も行われていません。"
        case .signatureInvalid: "IDトークンの署名が無効です。何も行われていません。"
        case .issuerMismatch: "IDトークンの発行者が、このサーバーが信頼する発行者と異なります。"
        case .audienceMismatch: "IDトークンは別のアプリケーション向けに発行されています。"
        case .expired: "IDトークンの有効期限が切れています。もう一度サインインしてください。"
        case .notYetValid: "IDトークンの日時が未来になっています。このサーバーとサインインサービスの時計を確認してください。"
        case .nonceMismatch: "IDトークンは別のサインインのものです。最初からやり直してください。"
        case .noAccount(let subject):
            "このサインイン（\(subject)）に紐づいたアカウントはありません。サーバーの管理者に紐づけを依頼してください: "
                + "habits user link 名前 --oidc-sub \(subject)"
        case .wrongAccount: "このサインインは別のアカウントのものです。何も削除されていません。"
        case .unknownProxyUser(let name): "プロキシは「\(name)」としてサインインさせましたが、そのアカウントはここにありません。"
        }
    }
    public var signedInContinue: String { "サインインしました。" }
    public var continueToApp: String { "Habitsへ進む" }
    public func accountDeletedNotice(_ name: String) -> String { "アカウント「\(name)」とそのすべての習慣を削除しました。" }

    public var signInMethodsTitle: String { "サインイン方法" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "パスワード" : "パスワードなし" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label)（\(subject)）、\(mediumDate(day))に紐づけ"
    }
    public var proxyMethod: String { "このサーバーの前にあるプロキシによるサインイン" }

    public var passwordSection: String { "パスワード" }
    public var currentPassword: String { "現在のパスワード" }
    public var newPassword: String { "新しいパスワード" }
    public var repeatNewPassword: String { "新しいパスワード（確認）" }
    public func newPasswordHint(minimum: Int) -> String {
        "\(minimum)文字以上で、アカウント名とは別のもの。ほかのすべてのデバイスはサインアウトされます。"
    }
    public var noPasswordYet: String { "このアカウントにはパスワードがありません（別の方法でサインインしています）。設定することもできます。" }
    public var changePassword: String { "パスワードを変更" }
    public var setPassword: String { "パスワードを設定" }
    public func passwordChanged(signedOut: Int) -> String {
        "パスワードを変更しました。" + (signedOut == 0 ? "" : "ほかの\(signedOut)台のデバイスをサインアウトしました。")
    }

    public var deleteAccountSection: String { "アカウントを削除" }
    public var deleteAccountHint: String {
        "アカウント、そのすべての習慣、サインイン中のすべてのデバイスが完全に削除されます。残したい場合は先に習慣をエクスポートしてください。"
    }
    public var exportFirst: String { "先にエクスポート" }
    public var confirmWithPassword: String { "確認のためのパスワード" }
    public var deleteAccountButton: String { "アカウントを削除する" }
    public func confirmDeletionWith(_ label: String) -> String { "\(label)で確認して削除" }
    public var cannotConfirmDeletion: String {
        "このアカウントには確認に使えるパスワードもサインインもありません。上でパスワードを設定するか、サーバーの管理者に依頼してください。"
    }

    public func newPasswordPrompt(_ name: String) -> String { "\(name)の新しいパスワード: " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "「\(name)」のパスワードを変更しました。終了したセッション: \(signedOut)"
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "「\(name)」を\(issuer)の\(subject)に紐づけました。"
    }
}
