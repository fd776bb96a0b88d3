import Foundation
import HabitCore
import HabitNotify

/// What a verified ID token says about the person (OpenID Connect Core §2).
public struct IDTokenClaims: Sendable, Hashable {
    public let issuer: String
    public let subject: String
    public let preferredUsername: String?
    public let name: String?
    public let email: String?
}

/// An ID token (a JWS in compact form, RFC 7515) checked the way OpenID Connect Core §3.1.3.7
/// asks: RS256 or ES256 only, the signature by one of the provider's keys, `iss` the trusted
/// issuer, `aud` (and `azp`, when given) this client, `exp` not passed and `iat` not ahead by
/// more than `leeway`, and `nonce` the one this sign-in sent. Pure: the keys and the instant are
/// given.
public struct IDToken: Sendable {
    public let algorithm: JWSAlgorithm
    public let keyID: String?
    let signingInput: [UInt8]
    let signature: [UInt8]
    let claims: Claims

    /// The claims read (a JSON value of another type reads as absent).
    struct Claims: Sendable {
        var iss, sub, nonce, azp, preferredUsername, name, email: String?
        var audiences: [String] = []
        var exp, iat: TimeInterval?
    }

    /// Clock difference allowed between this server and the provider.
    public static let leeway: TimeInterval = 60
    /// Longest token read; real ones are a few KiB.
    static let sizeLimit = 16 << 10

    /// Reads a token's parts. Throws `algorithmRefused` for any `alg` but RS256 and ES256
    /// (before anything else is looked at) and `tokenMalformed` for what is not a JWS.
    public init(_ token: String) throws(SignInRefusal) {
        guard token.utf8.count <= Self.sizeLimit else { throw .tokenMalformed }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let headerBytes = Base64URL.decode(String(parts[0])),
              let header = try? JSONSerialization.jsonObject(with: Data(headerBytes)) as? [String: Any] else {
            throw .tokenMalformed
        }
        guard let name = header["alg"] as? String else { throw .tokenMalformed }
        guard let algorithm = JWSAlgorithm(rawValue: name) else { throw .algorithmRefused(name) }
        // A critical extension this reader does not know must not be ignored (RFC 7515 §4.1.11).
        guard header["crit"] == nil else { throw .tokenMalformed }
        guard let payload = Base64URL.decode(String(parts[1])),
              let fields = try? JSONSerialization.jsonObject(with: Data(payload)) as? [String: Any],
              let signature = Base64URL.decode(String(parts[2])), !signature.isEmpty else {
            throw .tokenMalformed
        }
        self.algorithm = algorithm
        keyID = header["kid"] as? String
        signingInput = Array((parts[0] + "." + parts[1]).utf8)
        self.signature = signature
        var claims = Claims()
        claims.iss = fields["iss"] as? String
        claims.sub = fields["sub"] as? String
        claims.nonce = fields["nonce"] as? String
        claims.azp = fields["azp"] as? String
        claims.preferredUsername = fields["preferred_username"] as? String
        claims.name = fields["name"] as? String
        claims.email = fields["email"] as? String
        if let single = fields["aud"] as? String { claims.audiences = [single] } else { claims.audiences = fields["aud"] as? [String] ?? [] }
        claims.exp = Self.number(fields["exp"])
        claims.iat = Self.number(fields["iat"])
        self.claims = claims
    }

    /// The keys that may have signed it: of its algorithm, and with its `kid` when it has one.
    public func candidates(in keys: [JSONWebKey]) -> [JSONWebKey] {
        keys.filter { $0.algorithm == algorithm && (keyID == nil || $0.keyID == keyID) }
    }

    /// The claims, once the signature is one of `keys`' (as `candidates` chose them) and every
    /// check above holds at `now`.
    public func verified(keys: [JSONWebKey], issuer: String, clientID: String, nonce: String,
                         now: Date) throws(SignInRefusal) -> IDTokenClaims {
        let candidates = candidates(in: keys)
        guard !candidates.isEmpty else { throw .unknownKey }
        guard candidates.contains(where: { $0.verifies(signature, of: signingInput) }) else { throw .signatureInvalid }
        guard let iss = claims.iss, let sub = claims.sub, let exp = claims.exp, let iat = claims.iat else { throw .tokenMalformed }
        guard iss == issuer else { throw .issuerMismatch }
        guard claims.audiences.contains(clientID) else { throw .audienceMismatch }
        if let azp = claims.azp, azp != clientID { throw .audienceMismatch }
        if claims.audiences.count > 1, claims.azp == nil { throw .audienceMismatch }
        let seconds = now.timeIntervalSince1970
        guard seconds <= exp + Self.leeway else { throw .expired }
        guard iat <= seconds + Self.leeway else { throw .notYetValid }
        guard let given = claims.nonce, Digest.constantTimeEqual(Array(given.utf8), Array(nonce.utf8)) else { throw .nonceMismatch }
        guard !sub.isEmpty, sub.utf8.count <= 255, sub.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) else {
            throw .tokenMalformed
        }
        return IDTokenClaims(issuer: iss, subject: sub, preferredUsername: claims.preferredUsername, name: claims.name,
                             email: claims.email)
    }

    /// A JSON number (seconds since 1970 may come with a fraction).
    private static func number(_ value: Any?) -> TimeInterval? {
        if let value = value as? Int { return TimeInterval(value) }
        return value as? Double
    }
}
