extension English: AccountCopy {
    public var username: String { "Username" }
    public var password: String { "Password" }
    public var wrongCredentials: String { "Wrong username or password." }
    public func tooManySignIns(minutes: Int) -> String {
        "Too many failed sign-ins. Try again in \(minutes) \(plural(minutes, one: "minute", few: "minutes", many: "minutes"))."
    }
    public var signUpTitle: String { "Habits — create your account" }
    public var createAccount: String { "Create account" }
    public var passwordHint: String { "At least 8 characters." }

    public var accountSection: String { "Account" }
    public func signedInAs(_ name: String) -> String { "Signed in as \(name)" }
    public var signOut: String { "Sign out" }
    public var sessionsTitle: String { "Signed-in devices" }
    public var thisDevice: String { "This device" }
    public func lastActive(_ day: Day) -> String { "Last active \(mediumDate(day))" }
    public var revoke: String { "Revoke" }
    public var tokensTitle: String { "API tokens" }
    public var tokensHint: String { "For scripts and other apps: send the header Authorization: Bearer followed by the token." }
    public var tokenLabel: String { "Label" }
    public var createToken: String { "Create token" }
    public var tokenShownOnce: String { "Copy this token now: it is shown only once." }
    public var noTokens: String { "No tokens yet." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Last used \(mediumDate($0))" } ?? "Never used" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Added account \"\(name)\"." + (adopted ? " It keeps the habits already in this database." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Deleting \"\(name)\" removes the account and all its habits. Run again with --yes to delete."
    }
    public func deletedAccount(_ name: String) -> String { "Deleted account \"\(name)\" and all its habits." }
    public func passwordPrompt(_ name: String) -> String { "Password for \(name): " }
    public var noAccounts: String { "No accounts: Habits runs in personal mode. Add one with 'habits user add NAME'." }
    public func invitation(link: String, until day: Day) -> String {
        "Sign-up link (works once, until \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Token \"\(label)\" for \(account) (shown only this once):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Revoked token \(id)." }
}
