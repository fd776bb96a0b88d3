extension English: SignInCopy {
    public func signInWith(_ label: String) -> String { "Sign in with \(label)" }
    public var passwordSignInOff: String { "Password sign-in is turned off on this server." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "The sign-in service can't be used right now (\(detail)). Try again later."
        case .providerRefused(let code): "The sign-in service did not sign you in (\(code))."
        case .stateInvalid: "This sign-in has expired, was used already or began in another browser. Start again."
        case .tokenMalformed: "The sign-in service's answer is not a valid ID token; nothing was done."
        case .algorithmRefused(let algorithm): "The sign-in service signed with \"\(algorithm)\"; only RS256 and ES256 are accepted."
        case .unknownKey: "The sign-in service signed with a key it does not publish; nothing was done."
        case .signatureInvalid: "The ID token's signature is not valid; nothing was done."
        case .issuerMismatch: "The ID token comes from another issuer than the one this server trusts."
        case .audienceMismatch: "The ID token was made for another application."
        case .expired: "The ID token has expired. Sign in again."
        case .notYetValid: "The ID token is dated in the future; check the clocks of this server and the sign-in service."
        case .nonceMismatch: "The ID token belongs to another sign-in. Start again."
        case .noAccount(let subject):
            "No account here is linked to this sign-in (\(subject)). Ask the server's owner to link it with "
                + "habits user link NAME --oidc-sub \(subject)."
        case .wrongAccount: "That sign-in belongs to another account; nothing was deleted."
        case .unknownProxyUser(let name): "The proxy signed you in as \"\(name)\", but there is no such account here."
        }
    }
    public var signedInContinue: String { "You are signed in." }
    public var continueToApp: String { "Continue to Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "The account \"\(name)\" and all its habits were deleted." }

    public var signInMethodsTitle: String { "Ways to sign in" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Password" : "No password" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), linked \(mediumDate(day))"
    }
    public var proxyMethod: String { "The sign-in of the proxy in front of this server" }

    public var passwordSection: String { "Password" }
    public var currentPassword: String { "Current password" }
    public var newPassword: String { "New password" }
    public var repeatNewPassword: String { "New password again" }
    public func newPasswordHint(minimum: Int) -> String {
        "At least \(minimum) characters, and not the account's name. Every other device is signed out."
    }
    public var noPasswordYet: String { "This account has no password: it signs in elsewhere. You may set one." }
    public var changePassword: String { "Change password" }
    public var setPassword: String { "Set password" }
    public func passwordChanged(signedOut: Int) -> String {
        "Password changed."
            + (signedOut == 0 ? "" : " \(signedOut) other \(plural(signedOut, one: "device was", few: "devices were", many: "devices were")) signed out.")
    }

    public var deleteAccountSection: String { "Delete account" }
    public var deleteAccountHint: String {
        "This removes the account, all its habits and every signed-in device, for good. Export your habits first to keep them."
    }
    public var exportFirst: String { "Export first" }
    public var confirmWithPassword: String { "Your password, to confirm" }
    public var deleteAccountButton: String { "Delete my account" }
    public func confirmDeletionWith(_ label: String) -> String { "Confirm with \(label) and delete" }
    public var cannotConfirmDeletion: String {
        "This account has no password and no sign-in to confirm with. Set a password above, or ask the server's owner."
    }

    public func newPasswordPrompt(_ name: String) -> String { "New password for \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Changed the password of \"\(name)\"; \(signedOut) \(plural(signedOut, one: "session", few: "sessions", many: "sessions")) signed out."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "Linked \"\(name)\" to \(subject) at \(issuer)."
    }
}
