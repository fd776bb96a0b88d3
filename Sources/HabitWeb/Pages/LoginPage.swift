import Foundation
import HabitCore
import HTTPServer
import Synchronization

/// The sign-in page shown while a passphrase is required.
enum LoginPage {
    static func response(language: Language, error: String?) -> Response {
        let strings = language.copy
        let page = document {
            element("html", [("lang", language.rawValue)]) {
                element("head") {
                    element("meta", [("charset", "utf-8")])
                    element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1, viewport-fit=cover")])
                    element("title") { strings.signInTitle }
                    element("link", [("rel", "stylesheet"), ("href", Assets.url("app.css"))])
                }
                element("body") {
                    element("main", [("class", "login")]) {
                        element("h1") { "Habits" }
                        element("form", [("method", "post"), ("action", "/login")]) {
                            element("label", [("for", "password")]) { strings.passphrase }
                            element("input", [("type", "password"), ("id", "password"), ("name", "password"),
                                              ("autocomplete", "current-password"), ("required", nil), ("autofocus", nil)])
                            if let error { element("p", [("class", "error"), ("role", "alert")]) { error } }
                            element("button", [("type", "submit")]) { strings.signIn }
                        }
                    }
                }
            }
        }
        return .html(page.render(), status: error == nil ? 200 : 401)
    }
}
