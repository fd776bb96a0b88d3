import Foundation
import HabitAccounts
import HabitCore
import HabitStore
import HTTPServer

/// Settings → Account, while accounts exist: who is signed in, the signed-in devices (this one
/// marked; any may be signed out), the API tokens (create with a label — the new token is shown
/// this once —, revoke) and `Sign out`.
struct AccountSection {
    let account: Account
    let sessions: [AccountSession]
    /// The session of the request showing the page (nil when it came with a token).
    let current: Int64?
    let tokens: [APIToken]
    /// A token created by this request, shown once.
    var newToken: (label: String, token: String)? = nil
    /// A refused label, with what was typed.
    var tokenError: String? = nil
    var typedLabel = ""
    let zone: TimeZone
    let language: Language
    /// Ways to sign in, Password and Delete account (SPEC §20), after this section.
    var signIn: SignInSection? = nil

    var strings: any Copy { language.copy }

    func render() -> Node {
        .fragment([accountGroup()] + (signIn.map { [$0.render()] } ?? []))
    }

    private func accountGroup() -> Node {
        element("section", [("class", "settings-group account"), ("id", "account"), ("aria-labelledby", "account-title")]) {
            element("h2", [("id", "account-title")]) { strings.accountSection }
            element("p") { isolating(account.name, in: strings.signedInAs) }
            element("form", [("method", "post"), ("action", Routes.logout)]) {
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.signOut }
            }
            element("h3") { strings.sessionsTitle }
            element("ul", [("class", "account-list")]) {
                for session in sessions {
                    element("li", [("class", "account-row")] + (session.id == current ? [("aria-current", "true")] : [])) {
                        element("span", [("class", "account-row-text")]) {
                            element("span", [("class", "account-row-title")]) {
                                session.id == current ? strings.thisDevice : Self.deviceName(session.label)
                            }
                            element("span", [("class", "hint")]) {
                                (session.id == current ? Self.deviceName(session.label) + " · " : "") + strings.lastActive(Day(session.lastSeen, in: zone))
                            }
                        }
                        element("form", [("method", "post"), ("action", Routes.revokeSession(session.id))]) {
                            element("button", [("type", "submit"), ("class", "button danger"),
                                               ("aria-label", "\(strings.revoke): \(session.id == current ? strings.thisDevice : Self.deviceName(session.label))")]) {
                                strings.revoke
                            }
                        }
                    }
                }
            }
            element("h3") { strings.tokensTitle }
            element("p", [("class", "hint")]) { strings.tokensHint }
            if let newToken {
                element("div", [("class", "new-token"), ("role", "status")]) {
                    element("p") { strings.tokenShownOnce }
                    element("label", [("for", "new-token")]) { newToken.label }
                    element("input", [("type", "text"), ("id", "new-token"), ("readonly", nil), ("value", newToken.token)])
                }
            }
            if tokens.isEmpty {
                element("p", [("class", "hint")]) { strings.noTokens }
            } else {
                element("ul", [("class", "account-list")]) {
                    for token in tokens {
                        element("li", [("class", "account-row")]) {
                            element("span", [("class", "account-row-text")]) {
                                element("span", [("class", "account-row-title")]) { token.label }
                                element("span", [("class", "hint")]) { strings.tokenUsed(token.lastUsed.map { Day($0, in: zone) }) }
                            }
                            element("form", [("method", "post"), ("action", Routes.revokeToken(token.id))]) {
                                element("button", [("type", "submit"), ("class", "button danger"),
                                                   ("aria-label", "\(strings.revoke): \(token.label)")]) { strings.revoke }
                            }
                        }
                    }
                }
            }
            element("form", [("class", "token-form"), ("method", "post"), ("action", Routes.settingsTokens)]) {
                element("label", [("for", "token-label")]) { strings.tokenLabel }
                element("input", [("type", "text"), ("id", "token-label"), ("name", "label"), ("value", typedLabel),
                                  ("maxlength", String(APIToken.labelLimit)), ("required", nil)]
                                 + (tokenError == nil ? [] : [("aria-describedby", "token-label-error"), ("aria-invalid", "true")]))
                if let tokenError {
                    element("p", [("id", "token-label-error"), ("class", "field-error"), ("role", "alert")]) { tokenError }
                }
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.createToken }
            }
        }
    }
}

extension AccountSection {
    /// A session's label (`<User-Agent> · <address>`, as the sign-in kept it) as a person tells
    /// devices apart: the browser and the system, then the address (`Chrome · Android ·
    /// 192.168.1.5`); a label it cannot read stays as it is, cut short. Names only, so no language.
    static func deviceName(_ label: String) -> String {
        let parts = label.components(separatedBy: " · ")
        guard parts.count >= 2 else { return label }
        let agent = parts.dropLast().joined(separator: " · "), address = parts.last ?? ""
        func has(_ token: String) -> Bool { agent.range(of: token) != nil }
        let browser: String? = has("Edg/") ? "Edge" : has("OPR/") ? "Opera" : has("Firefox/") ? "Firefox"
            : has("Chromium/") ? "Chromium" : has("Chrome/") || has("CriOS/") ? "Chrome" : has("Safari/") ? "Safari"
            : has("curl/") ? "curl" : nil
        let system: String? = has("iPhone") ? "iPhone" : has("iPad") ? "iPad" : has("Android") ? "Android"
            : has("Windows") ? "Windows" : has("CrOS") ? "ChromeOS" : has("Mac OS X") || has("Macintosh") ? "macOS"
            : has("Linux") ? "Linux" : nil
        let named = [browser, system].compactMap { $0 }
        let device = named.isEmpty ? String(agent.prefix(40)) + (agent.count > 40 ? "…" : "") : named.joined(separator: " · ")
        return device + " · " + address
    }
}
