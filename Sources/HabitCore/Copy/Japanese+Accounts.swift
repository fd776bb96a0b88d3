extension Japanese: AccountCopy {
    public var username: String { "ユーザー名" }
    public var password: String { "パスワード" }
    public var wrongCredentials: String { "ユーザー名またはパスワードが違います。" }
    public func tooManySignIns(minutes: Int) -> String {
        "サインインの失敗が多すぎます。\(minutes)分後にもう一度お試しください。"
    }
    public var signUpTitle: String { "Habits — アカウントを作成" }
    public var createAccount: String { "アカウントを作成" }
    public var passwordHint: String { "8文字以上。" }

    public var accountSection: String { "アカウント" }
    public func signedInAs(_ name: String) -> String { "\(name)としてサインイン中" }
    public var signOut: String { "サインアウト" }
    public var sessionsTitle: String { "サインイン中のデバイス" }
    public var thisDevice: String { "このデバイス" }
    public func lastActive(_ day: Day) -> String { "最終利用: \(mediumDate(day))" }
    public var revoke: String { "取り消す" }
    public var tokensTitle: String { "APIトークン" }
    public var tokensHint: String { "スクリプトや他のアプリ向け: Authorization: Bearer ヘッダーに続けてトークンを送信します。" }
    public var tokenLabel: String { "ラベル" }
    public var createToken: String { "トークンを作成" }
    public var tokenShownOnce: String { "このトークンを今すぐコピーしてください。表示されるのは一度だけです。" }
    public var noTokens: String { "トークンはまだありません。" }
    public func tokenUsed(_ day: Day?) -> String { day.map { "最終使用: \(mediumDate($0))" } ?? "未使用" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "アカウント「\(name)」を追加しました。" + (adopted ? "このデータベースにある既存の習慣はこのアカウントに引き継がれます。" : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "「\(name)」を削除すると、アカウントとそのすべての習慣が削除されます。削除するには --yes を付けてもう一度実行してください。"
    }
    public func deletedAccount(_ name: String) -> String { "アカウント「\(name)」とそのすべての習慣を削除しました。" }
    public func passwordPrompt(_ name: String) -> String { "\(name)のパスワード: " }
    public var noAccounts: String { "アカウントはありません。Habitsは個人モードで動作しています。'habits user add 名前' で追加できます。" }
    public func invitation(link: String, until day: Day) -> String {
        "登録リンク（1回のみ、\(mediumDate(day))まで有効）:\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "\(account)のトークン「\(label)」（表示は今回のみ）:\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "トークン\(id)を取り消しました。" }
}
