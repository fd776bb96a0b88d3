import Foundation
import HabitCore

/// Web Push message encryption, RFC 8291 (`aes128gcm`, with RFC 8188's content coding): a fresh
/// ephemeral P-256 key and a fresh 16-byte salt for every message, one record holding the whole
/// payload followed by the last-record delimiter and zero padding.
public enum WebPushEncryption {
    /// The record size the header announces; the push services accept bodies up to 4096 bytes.
    public static let recordSize = 4096
    /// What fits in one record: the body is salt (16) + rs (4) + idlen (1) + key (65) + the record,
    /// and the record is the payload, the delimiter, the padding and the tag (16).
    public static let payloadLimit = recordSize - 86 - 16 - 1

    public struct Keys: Sendable {
        /// The browser's public key (`keys.p256dh`).
        public let userAgent: P256.PublicKey
        /// The browser's 16-byte secret (`keys.auth`).
        public let authSecret: [UInt8]

        public init?(p256dh: String, auth: String) {
            guard let point = Base64URL.decode(p256dh), let key = P256.PublicKey(x963Representation: point),
                  let secret = Base64URL.decode(auth), secret.count == 16 else { return nil }
            userAgent = key
            authSecret = secret
        }
    }

    /// The request body for `payload`. `ephemeral` and `salt` are for RFC 8291's test vector only;
    /// every real message gets fresh ones. `padding` zero bytes go after the delimiter (RFC 8188 §2).
    public static func encrypt(_ payload: [UInt8], for keys: Keys, padding: Int = 0,
                               ephemeral: P256.PrivateKey? = nil, salt: [UInt8]? = nil) throws(CryptoError) -> [UInt8] {
        guard payload.count + padding <= payloadLimit else { throw CryptoError("the payload is larger than one record") }
        let ephemeral = if let ephemeral { ephemeral } else { try P256.PrivateKey() }
        let salt = salt ?? SecureRandom.bytes(16)
        guard salt.count == 16 else { throw CryptoError("the salt is 16 bytes") }
        let serverPublic = ephemeral.publicKey.x963Representation
        let userAgentPublic = keys.userAgent.x963Representation

        // RFC 8291 §3.3–3.4: the input keying material from ECDH and the auth secret.
        let sharedSecret = try ephemeral.sharedSecret(with: keys.userAgent)
        let keyInfo = Array("WebPush: info".utf8) + [0] + userAgentPublic + serverPublic
        let inputKey = Digest.hkdfSHA256(salt: keys.authSecret, inputKey: sharedSecret, info: keyInfo, length: 32)
        // RFC 8188 §2.2–2.3: the content encryption key and the nonce (record 0: the nonce as derived).
        let contentKey = Digest.hkdfSHA256(salt: salt, inputKey: inputKey,
                                           info: Array("Content-Encoding: aes128gcm".utf8) + [0], length: 16)
        let nonce = Digest.hkdfSHA256(salt: salt, inputKey: inputKey,
                                      info: Array("Content-Encoding: nonce".utf8) + [0], length: 12)

        let record = payload + [2] + [UInt8](repeating: 0, count: padding)
        let sealed = try AES128GCM.seal(record, key: contentKey, nonce: nonce)
        let size = UInt32(recordSize)
        let header = salt + [UInt8(size >> 24), UInt8((size >> 16) & 0xff), UInt8((size >> 8) & 0xff), UInt8(size & 0xff)]
            + [UInt8(serverPublic.count)] + serverPublic
        return header + sealed
    }
}

/// The server's VAPID identity (RFC 8292): one P-256 key pair, made once and kept in the
/// database, whose public half browsers subscribe with.
public struct VAPIDKeys: Sendable {
    public let key: P256.PrivateKey

    public init(key: P256.PrivateKey) { self.key = key }

    /// The public key as `applicationServerKey` and the `k` parameter take it (base64url, uncompressed).
    public var publicKey: String { Base64URL.encode(key.publicKey.x963Representation) }

    /// `server_keys` row name; the value is `<private scalar>.<public point>`, both base64url.
    static let storageName = "vapid"

    /// The stored key pair, made and stored on first use.
    public static func load(from store: any ServerKeyStore) throws -> VAPIDKeys {
        let text = try store.serverKey(storageName) {
            let key = try P256.PrivateKey()
            return Base64URL.encode(try key.rawRepresentation()) + "." + Base64URL.encode(key.publicKey.x963Representation)
        }
        let parts = text.split(separator: ".")
        guard parts.count == 2, let scalar = Base64URL.decode(String(parts[0])), let point = Base64URL.decode(String(parts[1])),
              let key = P256.PrivateKey(rawRepresentation: scalar, publicKey: point) else {
            throw CryptoError("the stored VAPID key (server_keys, name 'vapid') is not a P-256 key pair; delete that row to make a new one")
        }
        return VAPIDKeys(key: key)
    }

    /// `Authorization: vapid t=<JWT>, k=<public key>` for a push to `endpoint`: a JWT signed
    /// ES256 whose `aud` is the endpoint's origin, `exp` 12 hours from `now` (the limit is 24),
    /// and `sub` the contact the push service may write to.
    public func authorization(for endpoint: String, subject: String, now: Date) throws -> String {
        guard let components = URLComponents(string: endpoint), let scheme = components.scheme, let host = components.host else {
            throw CryptoError("the endpoint is not a URL")
        }
        let audience = "\(scheme)://\(host)" + (components.port.map { ":\($0)" } ?? "")
        let header = #"{"typ":"JWT","alg":"ES256"}"#
        let claims = HabitJSONText.object([
            ("aud", .string(audience)), ("exp", .number(Int(now.timeIntervalSince1970) + 12 * 3600)), ("sub", .string(subject)),
        ])
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
        let signature = try key.signature(for: Array(signingInput.utf8))
        return "vapid t=\(signingInput).\(Base64URL.encode(signature)), k=\(publicKey)"
    }
}

/// A tiny JSON writer for the few fixed shapes this module sends (JWT claims, payloads, webhook
/// bodies): keys in the order given, strings escaped per RFC 8259.
enum HabitJSONText {
    enum Value {
        case string(String)
        case number(Int)
        case null
    }

    static func object(_ fields: [(String, Value)]) -> String {
        "{" + fields.map { key, value in
            let text: String
            switch value {
            case .string(let string): text = quoted(string)
            case .number(let number): text = String(number)
            case .null: text = "null"
            }
            return quoted(key) + ":" + text
        }.joined(separator: ",") + "}"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
