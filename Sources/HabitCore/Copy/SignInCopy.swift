/// The words of signing in elsewhere and of passwords a person manages (SPEC §20): the login
/// page's `Sign in with …` and its refusals, Settings' Ways to sign in, Password and Delete
/// account, and `habits user password` / `habits user link`. Part of every language's `Copy`,
/// in `English+SignIn.swift` and `Russian+SignIn.swift`.
public protocol SignInCopy {
    // MARK: Login page

    /// The button that goes to the OpenID provider labelled `label` (`--oidc-name`).
    func signInWith(_ label: String) -> String
    /// `POST /login` while `--password-login off`.
    var passwordSignInOff: String { get }
    /// Why a sign-in through the proxy or the provider was refused.
    func signInRefused(_ reason: SignInRefusal) -> String
    /// The page between the provider's callback and the app: signed in, and a link on.
    var signedInContinue: String { get }
    var continueToApp: String { get }
    /// After Settings → Delete account.
    func accountDeletedNotice(_ name: String) -> String

    // MARK: Settings → Ways to sign in

    var signInMethodsTitle: String { get }
    /// Whether the account has a password.
    func passwordMethod(isSet: Bool) -> String
    /// An identity at the OpenID provider `label`: its subject and the day it was linked.
    func identityMethod(label: String, subject: String, since day: Day) -> String
    /// This request came signed in by the proxy in front (`--trusted-header`).
    var proxyMethod: String { get }

    // MARK: Settings → Password

    var passwordSection: String { get }
    var currentPassword: String { get }
    var newPassword: String { get }
    var repeatNewPassword: String { get }
    /// The rule for a new password, and what a change does.
    func newPasswordHint(minimum: Int) -> String
    /// An account made by a sign-in elsewhere, which has no password yet.
    var noPasswordYet: String { get }
    var changePassword: String { get }
    var setPassword: String { get }
    /// Done: how many other devices were signed out.
    func passwordChanged(signedOut: Int) -> String

    // MARK: Settings → Delete account

    var deleteAccountSection: String { get }
    var deleteAccountHint: String { get }
    var exportFirst: String { get }
    var confirmWithPassword: String { get }
    var deleteAccountButton: String { get }
    /// Confirms the deletion with a fresh sign-in at the provider `label`.
    func confirmDeletionWith(_ label: String) -> String
    /// Neither a password nor a linked sign-in to confirm with.
    var cannotConfirmDeletion: String { get }

    // MARK: Command line

    func newPasswordPrompt(_ name: String) -> String
    /// `habits user password`: done, and how many sessions were signed out.
    func passwordReset(_ name: String, signedOut: Int) -> String
    /// `habits user link`.
    func linkedIdentity(_ name: String, subject: String, issuer: String) -> String
}
