import Foundation
import HabitAccounts
import HabitCore
import HabitNotify

/// Signing in through an OpenID provider (SPEC §20): the authorization code flow with PKCE (S256),
/// `state` and `nonce`.
///
/// `start` makes a sign-in under way: random `state`, `nonce` and PKCE verifier, and a token for
/// a cookie that binds it to this browser; only hashes of the state and the browser's token are
/// stored (`SignInState`, in the database, so the callback may reach any process). `finish`
/// takes that row away first, whatever follows, so a `state` works once; it must be the same
/// browser's and younger than `lifetime`. Then the code is exchanged, the ID token verified, and
/// the account found by (issuer, subject) — never by e-mail —, or created when the settings
/// allow it (named from `preferred_username`, made unique; no password).
public final class OpenIDSignIn: Sendable {
    public let provider: OpenIDProvider
    let accounts: Accounts
    /// Where the provider sends the browser back: `/login/oidc/callback` under the public URL.
    private let callback: @Sendable () -> String

    /// How long a sign-in may take at the provider.
    public static let lifetime: TimeInterval = 600
    /// The scopes asked for: the subject, and a name to make an account's from.
    static let scope = "openid profile email"

    public init(provider: OpenIDProvider, accounts: Accounts, callback: @escaping @Sendable () -> String) {
        self.provider = provider
        self.accounts = accounts
        self.callback = callback
    }

    public var label: String { provider.settings.label }
    public var redirectURI: String { callback() }

    /// Where to send the browser, and the token of the cookie that binds the sign-in to it.
    public struct Start: Sendable {
        public let location: String
        public let browserToken: String
    }

    /// Begins a sign-in; with `confirming`, one that confirms that account's deletion (the
    /// provider is asked to sign the person in afresh). Throws `SignInRefusal` when the provider
    /// cannot be discovered, or a storage error.
    public func start(confirming account: Account? = nil) throws -> Start {
        let endpoints = try provider.endpoints()
        let now = accounts.clock.now()
        let state = Secrets.newToken(), nonce = Secrets.newToken(), verifier = Secrets.newToken()
        let browserToken = Secrets.newToken()
        try accounts.directory.addSignInState(
            stateHash: Secrets.tokenHash(state),
            SignInState(browserHash: Secrets.tokenHash(browserToken), nonce: nonce, verifier: verifier, account: account?.id,
                        created: now, expires: now.addingTimeInterval(Self.lifetime)))
        var query: [(String, String)] = [
            ("response_type", "code"), ("client_id", provider.settings.clientID), ("redirect_uri", redirectURI),
            ("scope", Self.scope), ("state", state), ("nonce", nonce),
            ("code_challenge", Self.challenge(verifier)), ("code_challenge_method", "S256"),
        ]
        if account != nil { query.append(("prompt", "login")) }
        let separator = endpoints.authorization.contains("?") ? "&" : "?"
        return Start(location: endpoints.authorization + separator + FormEncoding.encode(query), browserToken: browserToken)
    }

    /// PKCE's S256 challenge of a verifier (RFC 7636 §4.2).
    public static func challenge(_ verifier: String) -> String { Base64URL.encode(Digest.sha256(Array(verifier.utf8))) }

    public enum Outcome: Sendable, Equatable {
        /// The account to start a session for; `created` when this sign-in made it.
        case signedIn(Account, created: Bool)
        /// The account whose deletion the sign-in was to confirm, and did.
        case confirmed(Account)
    }

    /// Ends a sign-in with the provider's callback (`query`: `state` and `code`, or `error`) in
    /// the browser whose binding cookie holds `browserToken`. Throws `SignInRefusal` (nothing is
    /// created then) or a storage error.
    public func finish(query: [String: String], browserToken: String?) throws -> Outcome {
        let now = accounts.clock.now()
        let stateHash = Secrets.tokenHash(query["state"] ?? "")
        guard let state = try accounts.directory.takeSignInState(stateHash: stateHash), state.expires > now,
              let browserToken, Secrets.equal(Array(Secrets.tokenHash(browserToken).utf8), Array(state.browserHash.utf8)) else {
            throw SignInRefusal.stateInvalid
        }
        if let error = query["error"] { throw SignInRefusal.providerRefused(code: String(error.prefix(64))) }
        guard let code = query["code"], !code.isEmpty else {
            throw SignInRefusal.providerUnavailable(detail: "the provider's answer carries no code")
        }
        let token = try provider.idToken(code: code, verifier: state.verifier, redirectURI: redirectURI)
        let claims = try provider.verifiedClaims(token, nonce: state.nonce, now: now)
        let issuer = provider.settings.issuer
        let linked = try accounts.directory.account(issuer: issuer, subject: claims.subject)
        if let confirming = state.account {
            guard let linked, linked.id == confirming else { throw SignInRefusal.wrongAccount }
            return .confirmed(linked)
        }
        if let linked { return .signedIn(linked, created: false) }
        guard provider.settings.createsAccounts else { throw SignInRefusal.noAccount(subject: claims.subject) }
        let account = try accounts.addAccountSigningInElsewhere(
            preferring: [claims.preferredUsername, claims.name, claims.email.map { String($0.prefix { $0 != "@" }) }],
            identity: ExternalIdentity(issuer: issuer, subject: claims.subject))
        return .signedIn(account, created: true)
    }
}
