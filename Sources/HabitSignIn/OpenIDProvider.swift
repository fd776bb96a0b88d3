import Foundation
import HabitCore
import HabitNotify
import Synchronization

/// One OpenID provider (Keycloak, Authentik, Google, Microsoft …) as `habits serve` was told of it
/// (`--oidc-issuer`, `--oidc-client-id`, `--oidc-client-secret-file`, `--oidc-name`): its
/// endpoints from discovery (`/.well-known/openid-configuration`), its keys (the JWKS), and the
/// exchange of a code for an ID token (client authentication `client_secret_basic`).
///
/// Discovery and the keys are fetched when first needed and kept; the keys are fetched again
/// once when a token names a `kid` they lack (the provider rotated its keys). Every request goes
/// through `OutboundClient` (https, or http to loopback; no redirects; 10 s; 64 KiB).
public final class OpenIDProvider: Sendable {
    public struct Settings: Sendable {
        /// Exactly as the provider writes its `iss`, such as `https://accounts.google.com`.
        public let issuer: String
        public let clientID: String
        public let clientSecret: String
        /// What the login page's button says: `Sign in with <label>`.
        public let label: String
        /// A first sign-in of an unknown subject creates an account (`--oidc-create`).
        public let createsAccounts: Bool

        public init(issuer: String, clientID: String, clientSecret: String, label: String, createsAccounts: Bool) {
            self.issuer = issuer
            self.clientID = clientID
            self.clientSecret = clientSecret
            self.label = label
            self.createsAccounts = createsAccounts
        }
    }

    /// The endpoints discovery names.
    public struct Endpoints: Sendable, Hashable {
        public let authorization: String
        public let token: String
        public let keys: String
    }

    private struct Cache {
        var endpoints: Endpoints?
        var keys: [JSONWebKey]?
    }

    public let settings: Settings
    private let client: OutboundClient
    private let cache = Mutex(Cache())

    public init(settings: Settings, client: OutboundClient = OutboundClient(policy: OutboundPolicy(attempts: 1))) {
        self.settings = settings
        self.client = client
    }

    /// `issuer` + `/.well-known/openid-configuration` (OpenID Connect Discovery §4).
    public var discoveryURL: String {
        (settings.issuer.hasSuffix("/") ? String(settings.issuer.dropLast()) : settings.issuer) + "/.well-known/openid-configuration"
    }

    /// The provider's endpoints, discovered once. The document must name this issuer exactly
    /// (Discovery §4.3) and offer PKCE's S256 if it lists methods at all.
    public func endpoints() throws(SignInRefusal) -> Endpoints {
        if let known = cache.withLock({ $0.endpoints }) { return known }
        let document = try json(get(discoveryURL), what: "discovery")
        guard document["issuer"] as? String == settings.issuer else {
            throw .providerUnavailable(detail: "discovery names the issuer \"\(document["issuer"] as? String ?? "")\", not \"\(settings.issuer)\"")
        }
        guard let authorization = document["authorization_endpoint"] as? String,
              let token = document["token_endpoint"] as? String, let keys = document["jwks_uri"] as? String else {
            throw .providerUnavailable(detail: "discovery lacks authorization_endpoint, token_endpoint or jwks_uri")
        }
        for url in [authorization, token, keys] {
            do { _ = try ChannelAddress.validated(url) } catch {
                throw .providerUnavailable(detail: "\(url): \(error.message(in: .en))")
            }
        }
        if let methods = document["code_challenge_methods_supported"] as? [String], !methods.contains("S256") {
            throw .providerUnavailable(detail: "the provider does not offer PKCE with S256")
        }
        let endpoints = Endpoints(authorization: authorization, token: token, keys: keys)
        cache.withLock { $0.endpoints = endpoints }
        return endpoints
    }

    /// The provider's signing keys: those kept, or fetched anew when `refreshing` (or none are kept).
    public func keys(refreshing: Bool = false) throws(SignInRefusal) -> [JSONWebKey] {
        if !refreshing, let kept = cache.withLock({ $0.keys }) { return kept }
        let url = try endpoints().keys
        guard let keys = JSONWebKey.set(from: try get(url)) else {
            throw .providerUnavailable(detail: "the JWKS at \(url) is not a key set")
        }
        cache.withLock { $0.keys = keys }
        return keys
    }

    /// Exchanges an authorization code (with its PKCE verifier) for the ID token, authenticating
    /// as this client with HTTP Basic (RFC 6749 §2.3.1).
    public func idToken(code: String, verifier: String, redirectURI: String) throws(SignInRefusal) -> String {
        let body = FormEncoding.encode([("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirectURI),
                                        ("code_verifier", verifier)])
        let credentials = FormEncoding.component(settings.clientID) + ":" + FormEncoding.component(settings.clientSecret)
        let headers = ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json",
                       "Authorization": "Basic " + Data(credentials.utf8).base64EncodedString()]
        let url = try endpoints().token
        let answer = blocking { [client] in await client.fetch("POST", url, headers: headers, body: Array(body.utf8)) }
        switch answer {
        case .failed(let problem):
            throw .providerUnavailable(detail: "token endpoint: \(problem)")
        case .answered(let status, let bytes):
            let fields = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
            guard (200...299).contains(status) else {
                // RFC 6749 §5.2: a refused grant names its error (invalid_grant for a wrong verifier).
                if let error = fields?["error"] as? String, (400...499).contains(status) {
                    throw .providerRefused(code: String(error.prefix(64)))
                }
                throw .providerUnavailable(detail: "the token endpoint answered HTTP \(status)")
            }
            guard let token = fields?["id_token"] as? String else { throw .tokenMalformed }
            return token
        }
    }

    /// The ID token's claims once it is verified (`IDToken.verified`), fetching the keys again
    /// once when none kept has its `kid`.
    public func verifiedClaims(_ token: String, nonce: String, now: Date) throws(SignInRefusal) -> IDTokenClaims {
        let token = try IDToken(token)
        var keys = try keys()
        if token.candidates(in: keys).isEmpty { keys = try self.keys(refreshing: true) }
        return try token.verified(keys: keys, issuer: settings.issuer, clientID: settings.clientID, nonce: nonce, now: now)
    }

    // MARK: Requests

    private func get(_ url: String) throws(SignInRefusal) -> [UInt8] {
        let answer = blocking { [client] in await client.fetch("GET", url, headers: ["Accept": "application/json"]) }
        switch answer {
        case .failed(let problem): throw .providerUnavailable(detail: "\(url): \(problem)")
        case .answered(let status, _) where !(200...299).contains(status):
            throw .providerUnavailable(detail: "\(url) answered HTTP \(status)")
        case .answered(_, let body): return body
        }
    }

    private func json(_ bytes: [UInt8], what: String) throws(SignInRefusal) -> [String: Any] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else {
            throw .providerUnavailable(detail: "the \(what) document is not a JSON object")
        }
        return object
    }
}

/// `application/x-www-form-urlencoded` and query strings: every byte but the unreserved ones
/// (RFC 3986 §2.3) percent-encoded.
public enum FormEncoding {
    public static func component(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    public static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { component($0.0) + "=" + component($0.1) }.joined(separator: "&")
    }
}

private extension String {
    func leftPadded(to length: Int) -> String { String(repeating: "0", count: max(0, length - count)) + self }
}
