import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HTTPServer

/// Settings' parts of SPEC §20, while signed in to an account: the ways this account signs in
/// (its password or none, its identities at the OpenID provider, the trusted proxy), the
/// Password form (current and new, twice; every other device is signed out) and Delete account
/// (the export offered first; confirmed by the password or a fresh sign-in at the provider).
/// Their posts are `SignInController`'s.
struct SignInSection {
    let methods: SignInMethods
    let hasPassword: Bool
    let identities: [AccountIdentity]
    let viaProxy: Bool
    let zone: TimeZone
    let language: Language
    /// A refused form's messages: `current_password`, `new_password`, `delete`.
    var errors: [String: String] = [:]
    /// After a change of password: what it did.
    var passwordNotice: String? = nil

    var strings: any Copy { language.copy }

    init(_ signedIn: SignedIn, app: AppContext, request: Request) throws {
        guard let accounts = app.accounts else { throw HTTPError.notFound() }
        methods = app.signIn
        hasPassword = try accounts.hasPassword(signedIn.account)
        identities = try accounts.directory.identities(of: signedIn.account)
        viaProxy = signedIn.viaProxy
        zone = request.context.zone
        language = request.context.language
    }

    /// The provider's identities of this account (those of another issuer, left from an earlier
    /// configuration, cannot confirm anything here).
    private var currentIdentities: [AccountIdentity] {
        guard let issuer = methods.openID?.provider.settings.issuer else { return [] }
        return identities.filter { $0.issuer == issuer }
    }

    /// The provider's label for its identities; the issuer itself for one no longer configured.
    private func label(of identity: AccountIdentity) -> String {
        guard let openID = methods.openID, openID.provider.settings.issuer == identity.issuer else { return identity.issuer }
        return openID.label
    }

    func render() -> Node {
        .fragment([methodsGroup(), passwordForm(), deleteGroup()])
    }

    private func methodsGroup() -> Node {
        element("section", [("class", "settings-group"), ("id", "sign-in"), ("aria-labelledby", "sign-in-title")]) {
            element("h2", [("id", "sign-in-title")]) { strings.signInMethodsTitle }
            element("ul", [("class", "account-list")]) {
                element("li", [("class", "account-row")]) { strings.passwordMethod(isSet: hasPassword) }
                for identity in identities {
                    element("li", [("class", "account-row")]) {
                        strings.identityMethod(label: label(of: identity), subject: identity.subject, since: Day(identity.created, in: zone))
                    }
                }
                if viaProxy { element("li", [("class", "account-row")]) { strings.proxyMethod } }
            }
        }
    }

    private func field(_ name: String, id: String, label: String, autocomplete: String, hint: String? = nil) -> Node {
        let error = errors[name]
        let described = [hint.map { _ in id + "-hint" }, error.map { _ in id + "-error" }].compactMap { $0 }
        return .fragment([
            element("label", [("for", id)]) { label },
            element("input", [("type", "password"), ("id", id), ("name", name), ("autocomplete", autocomplete), ("required", nil)]
                             + (autocomplete == "new-password" ? [("minlength", String(Accounts.minimumNewPasswordLength))] : [])
                             + (described.isEmpty ? [] : [("aria-describedby", described.joined(separator: " "))])
                             + (error == nil ? [] : [("aria-invalid", "true")])),
            hint.map { hint in element("p", [("class", "hint"), ("id", id + "-hint")]) { hint } } ?? .fragment([]),
            error.map { error in element("p", [("id", id + "-error"), ("class", "field-error"), ("role", "alert")]) { error } }
                ?? .fragment([]),
        ])
    }

    private func passwordForm() -> Node {
        element("form", [("class", "settings-group"), ("id", "password-form"), ("method", "post"), ("action", Routes.settingsPassword)]) {
            element("h2") { strings.passwordSection }
            if let passwordNotice { element("p", [("class", "toast success"), ("role", "status")]) { passwordNotice } }
            if hasPassword {
                field("current_password", id: "current-password", label: strings.currentPassword, autocomplete: "current-password")
            } else {
                element("p", [("class", "hint")]) { strings.noPasswordYet }
            }
            field("new_password", id: "new-password", label: strings.newPassword, autocomplete: "new-password",
                  hint: strings.newPasswordHint(minimum: Accounts.minimumNewPasswordLength))
            field("repeat_password", id: "repeat-password", label: strings.repeatNewPassword, autocomplete: "new-password")
            element("button", [("type", "submit"), ("class", "button secondary")]) {
                hasPassword ? strings.changePassword : strings.setPassword
            }
        }
    }

    private func deleteGroup() -> Node {
        element("section", [("class", "settings-group"), ("id", "delete-account"), ("aria-labelledby", "delete-account-title")]) {
            element("h2", [("id", "delete-account-title")]) { strings.deleteAccountSection }
            element("p", [("class", "hint")]) { strings.deleteAccountHint }
            element("a", [("class", "button secondary"), ("href", "/api/v1/export"), ("download", nil)]) { strings.exportFirst }
            if hasPassword {
                element("form", [("method", "post"), ("action", Routes.settingsDeleteAccount)]) {
                    field("password", id: "delete-password", label: strings.confirmWithPassword, autocomplete: "current-password")
                    if let error = errors["delete"] { element("p", [("class", "field-error"), ("role", "alert")]) { error } }
                    element("button", [("type", "submit"), ("class", "button danger")]) { strings.deleteAccountButton }
                }
            }
            if let openID = methods.openID, !currentIdentities.isEmpty {
                element("form", [("method", "post"), ("action", Routes.settingsDeleteAccount)]) {
                    element("input", [("type", "hidden"), ("name", "confirm"), ("value", "oidc")])
                    element("button", [("type", "submit"), ("class", "button danger")]) { strings.confirmDeletionWith(openID.label) }
                }
            }
            if !hasPassword && (methods.openID == nil || currentIdentities.isEmpty) {
                element("p", [("class", "hint")]) { strings.cannotConfirmDeletion }
            }
        }
    }
}
