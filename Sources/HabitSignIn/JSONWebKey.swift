import Foundation
import HabitNotify

/// The signature algorithms an ID token may use here (RFC 7518 §3.1): RS256 and ES256, the two
/// every OpenID provider offers. `none`, HMAC and the rest are refused by name.
public enum JWSAlgorithm: String, Sendable, Hashable {
    case rs256 = "RS256"
    case es256 = "ES256"
}

/// One public key of a provider's JWKS (RFC 7517), reduced to what checks a signature.
public struct JSONWebKey: Sendable {
    public enum Material: Sendable {
        case rsa(RSAPublicKey)
        case p256(P256.PublicKey)
    }

    public let keyID: String?
    public let material: Material

    /// The algorithm this key's kind signs with.
    public var algorithm: JWSAlgorithm {
        switch material {
        case .rsa: .rs256
        case .p256: .es256
        }
    }

    /// Whether this key signed `data` as `signature`.
    func verifies(_ signature: [UInt8], of data: [UInt8]) -> Bool {
        switch material {
        case .rsa(let key): key.isValidSignature(signature, for: data)
        case .p256(let key): key.isValidSignature(signature, for: data)
        }
    }

    /// The keys of a JWKS document (`{"keys": [...]}`) that can check an RS256 or ES256
    /// signature: RSA keys of 2048 bits or more and P-256 keys, not marked for encryption only,
    /// and agreeing with their `alg` if they name one. The others are skipped; nil when the
    /// document is not a JWKS at all.
    public static func set(from document: [UInt8]) -> [JSONWebKey]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(document)) as? [String: Any],
              let keys = object["keys"] as? [[String: Any]] else { return nil }
        return keys.compactMap(key)
    }

    private static func key(_ fields: [String: Any]) -> JSONWebKey? {
        if let use = fields["use"] as? String, use != "sig" { return nil }
        let keyID = fields["kid"] as? String
        let material: Material
        switch fields["kty"] as? String {
        case "RSA":
            guard let n = (fields["n"] as? String).flatMap(Base64URL.decode), let e = (fields["e"] as? String).flatMap(Base64URL.decode),
                  let key = RSAPublicKey(modulus: n, exponent: e) else { return nil }
            material = .rsa(key)
        case "EC":
            guard fields["crv"] as? String == "P-256", let x = (fields["x"] as? String).flatMap(Base64URL.decode),
                  let y = (fields["y"] as? String).flatMap(Base64URL.decode), let key = P256.PublicKey(x: x, y: y) else { return nil }
            material = .p256(key)
        default:
            return nil
        }
        let key = JSONWebKey(keyID: keyID, material: material)
        if let declared = fields["alg"] as? String, declared != key.algorithm.rawValue { return nil }
        return key
    }
}
