/// Accounts' words (SPEC §13): the sign-in and sign-up pages, Settings' Account section and the
/// `habits user` / `habits token` commands, part of every language's `Copy`, in
/// `English+Accounts.swift` and `Russian+Accounts.swift`.
public protocol AccountCopy {
    // MARK: Sign-in and sign-up pages

    var username: String { get }
    var password: String { get }
    var wrongCredentials: String { get }
    /// While sign-ins are throttled: when to try again, in whole minutes (at least 1).
    func tooManySignIns(minutes: Int) -> String
    var signUpTitle: String { get }
    var createAccount: String { get }
    /// Under the new password's field.
    var passwordHint: String { get }

    // MARK: Settings → Account

    var accountSection: String { get }
    func signedInAs(_ name: String) -> String
    var signOut: String { get }
    var sessionsTitle: String { get }
    var thisDevice: String { get }
    func lastActive(_ day: Day) -> String
    var revoke: String { get }
    var tokensTitle: String { get }
    var tokensHint: String { get }
    var tokenLabel: String { get }
    var createToken: String { get }
    /// Beside a new token, the one time it is shown.
    var tokenShownOnce: String { get }
    var noTokens: String { get }
    /// When a token was last used; nil: never.
    func tokenUsed(_ day: Day?) -> String

    // MARK: Command line

    /// `adopted`: the first account, which keeps the habits already in the database.
    func addedAccount(_ name: String, adopted: Bool) -> String
    func confirmDeleteAccount(_ name: String) -> String
    func deletedAccount(_ name: String) -> String
    func passwordPrompt(_ name: String) -> String
    var noAccounts: String { get }
    /// `habits user invite`: the link and the day it stops working.
    func invitation(link: String, until day: Day) -> String
    /// `habits token add`: the token, shown this once.
    func addedToken(label: String, account: String, token: String) -> String
    func revokedToken(_ id: Int64) -> String
}
