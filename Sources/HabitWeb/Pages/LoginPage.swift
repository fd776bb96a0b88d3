import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HabitStore
import HTTPServer
import Synchronization

/// The sign-in page: the passphrase form in personal mode (while a passphrase is required), the
/// `username` and `password` form while accounts exist (SPEC §16).
enum LoginPage {
    static func response(language: Language, error: String?) -> Response {
        let strings = language.copy
        let page = frame(language: language, title: strings.signInTitle) {
            element("form", [("method", "post"), ("action", "/login")]) {
                element("label", [("for", "password")]) { strings.passphrase }
                element("input", [("type", "password"), ("id", "password"), ("name", "password"),
                                  ("autocomplete", "current-password"), ("required", nil), ("autofocus", nil)])
                if let error { element("p", [("class", "error"), ("role", "alert")]) { error } }
                element("button", [("type", "submit")]) { strings.signIn }
            }
        }
        return .html(page.render(), status: error == nil ? 200 : 401)
    }

    /// The accounts' form; `username` is what was typed, kept after a refusal. `methods` add
    /// `Sign in with …` for the OpenID provider, and take the form away when passwords are off.
    /// `notice` reports a success (an account deleted).
    static func accounts(language: Language, methods: SignInMethods = .passwordsOnly, username: String = "", error: String? = nil,
                         notice: String? = nil, status: Int = 200) -> Response {
        let strings = language.copy
        let page = frame(language: language, title: strings.signInTitle) {
            if let notice { element("p", [("class", "toast success"), ("role", "status")]) { notice } }
            if let openID = methods.openID {
                element("a", [("class", "button primary"), ("href", Routes.openIDLogin)]) { strings.signInWith(openID.label) }
            }
            if !methods.passwords, let error { element("p", [("class", "error"), ("role", "alert")]) { error } }
            if methods.passwords { passwordForm(strings, username: username, error: error) }
        }
        return .html(page.render(), status: status)
    }

    private static func passwordForm(_ strings: any Copy, username: String, error: String?) -> Node {
        element("form", [("method", "post"), ("action", "/login")]) {
            element("label", [("for", "username")]) { strings.username }
            element("input", [("type", "text"), ("id", "username"), ("name", "username"), ("value", username),
                              ("autocomplete", "username"), ("autocapitalize", "none"), ("spellcheck", "false"),
                              ("required", nil)] + (username.isEmpty ? [("autofocus", nil)] : []))
            element("label", [("for", "password")]) { strings.password }
            element("input", [("type", "password"), ("id", "password"), ("name", "password"),
                              ("autocomplete", "current-password"), ("required", nil)]
                             + (username.isEmpty ? [] : [("autofocus", nil)]))
            if let error { element("p", [("class", "error"), ("role", "alert")]) { error } }
            element("button", [("type", "submit")]) { strings.signIn }
        }
    }

    /// After the provider's callback: signed in, and on to the app at once (a refresh, since no
    /// script may run inline) or by the link.
    static func signedIn(language: Language) -> Response {
        let strings = language.copy
        let page = frame(language: language, title: strings.signInTitle, refreshTo: Routes.home) {
            element("p", [("role", "status")]) { strings.signedInContinue }
            element("a", [("class", "button primary"), ("href", Routes.home)]) { strings.continueToApp }
        }
        return .html(page.render())
    }

    /// The page around a sign-in or sign-up form; `refreshTo` moves on to that page at once.
    static func frame(language: Language, title: String, refreshTo: String? = nil, @NodeBuilder form: () -> [Node]) -> Node {
        document {
            element("html", languageAttributes(language)) {
                element("head") {
                    element("meta", [("charset", "utf-8")])
                    if let refreshTo { element("meta", [("http-equiv", "refresh"), ("content", "0; url=\(refreshTo)")]) }
                    element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1, viewport-fit=cover")])
                    element("title") { title }
                    element("link", [("rel", "stylesheet"), ("href", Assets.url("app.css"))])
                }
                element("body") {
                    element("main", [("class", "login")]) {
                        element("h1") { "Habits" }
                        form()
                    }
                }
            }
        }
    }
}

/// The sign-up page of an invitation (`/signup?token=…`): a name and a password make the account.
enum SignUpPage {
    /// `token` nil: the link is not valid; the page says so and shows no form.
    static func response(language: Language, token: String?, username: String = "", error: String? = nil,
                         status: Int = 200) -> Response {
        let strings = language.copy
        let page = LoginPage.frame(language: language, title: strings.signUpTitle) {
            if let token {
                // Who the page is for and what the account gives, before the form asks for anything.
                element("h2") { strings.invitedTitle }
                element("p", [("class", "intro")]) { strings.invitedIntro }
                element("form", [("method", "post"), ("action", "/signup")]) {
                    element("input", [("type", "hidden"), ("name", "token"), ("value", token)])
                    element("label", [("for", "username")]) { strings.username }
                    element("input", [("type", "text"), ("id", "username"), ("name", "username"), ("value", username),
                                      ("autocomplete", "username"), ("autocapitalize", "none"), ("spellcheck", "false"),
                                      ("maxlength", String(Account.nameLimit)), ("required", nil), ("autofocus", nil)])
                    element("label", [("for", "password")]) { strings.password }
                    element("input", [("type", "password"), ("id", "password"), ("name", "password"),
                                      ("autocomplete", "new-password"), ("minlength", String(Secrets.minimumPasswordLength)),
                                      ("aria-describedby", "password-hint"), ("required", nil)])
                    element("p", [("class", "hint"), ("id", "password-hint")]) { strings.passwordHint }
                    if let error { element("p", [("class", "error"), ("role", "alert")]) { error } }
                    element("button", [("type", "submit")]) { strings.createAccount }
                }
            } else if let error {
                element("p", [("class", "error"), ("role", "alert")]) { error }
            }
        }
        return .html(page.render(), status: status)
    }
}
