extension Chinese: AccountCopy {
    public var username: String { "用户名" }
    public var password: String { "密码" }
    public var wrongCredentials: String { "用户名或密码错误。" }
    public func tooManySignIns(minutes: Int) -> String { "登录失败次数过多。请在 \(minutes) 分钟后重试。" }
    public var signUpTitle: String { "Habits — 创建账号" }
    public var createAccount: String { "创建账号" }
    public var passwordHint: String { "至少 8 个字符。" }

    public var accountSection: String { "账号" }
    public func signedInAs(_ name: String) -> String { "已登录为 \(name)" }
    public var signOut: String { "退出登录" }
    public var sessionsTitle: String { "已登录的设备" }
    public var thisDevice: String { "此设备" }
    public func lastActive(_ day: Day) -> String { "最近活动：\(mediumDate(day))" }
    public var revoke: String { "撤销" }
    public var tokensTitle: String { "API 令牌" }
    public var tokensHint: String { "供脚本和其他应用使用：发送请求头 Authorization: Bearer，后接令牌。" }
    public var tokenLabel: String { "标签" }
    public var createToken: String { "创建令牌" }
    public var tokenShownOnce: String { "请立即复制此令牌：它只会显示一次。" }
    public var noTokens: String { "还没有令牌。" }
    public func tokenUsed(_ day: Day?) -> String { day.map { "最近使用：\(mediumDate($0))" } ?? "从未使用" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "已添加账号“\(name)”。" + (adopted ? "此数据库中已有的习惯归属于该账号。" : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "删除“\(name)”将移除该账号及其所有习惯。加上 --yes 再次运行以删除。"
    }
    public func deletedAccount(_ name: String) -> String { "已删除账号“\(name)”及其所有习惯。" }
    public func passwordPrompt(_ name: String) -> String { "\(name) 的密码：" }
    public var noAccounts: String { "没有账号：Habits 以个人模式运行。使用 'habits user add 名称' 添加账号。" }
    public func invitation(link: String, until day: Day) -> String {
        "注册链接（仅可使用一次，有效期至 \(mediumDate(day))）：\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "\(account) 的令牌“\(label)”（仅此一次显示）：\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "已撤销令牌 \(id)。" }
}
