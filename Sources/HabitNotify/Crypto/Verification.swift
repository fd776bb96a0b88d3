import COpenSSL

/// Public keys that check the signatures of OpenID Connect's ID tokens (JWS RS256 and ES256,
/// RFC 7518 §3.3 and §3.4), made from a JSON Web Key's parts.

/// An RSA public key, for RSASSA-PKCS1-v1_5 with SHA-256 (RS256).
public struct RSAPublicKey: Sendable {
    let key: EVPKey
    /// The modulus' size in bits.
    public let bits: Int

    /// Keys shorter than this are refused: RFC 7518 §3.3 asks for 2048 bits at least.
    public static let minimumBits = 2048

    /// The key of a JWK's `n` (modulus) and `e` (exponent), big endian. Nil unless they make a
    /// key of at least `minimumBits`.
    public init?(modulus: [UInt8], exponent: [UInt8]) {
        guard !modulus.isEmpty, !exponent.isEmpty, exponent.count <= 8,
              let pointer = habits_rsa_public_from_ne(modulus, modulus.count, exponent, exponent.count) else {
            ERR_clear_error()
            return nil
        }
        let key = EVPKey(pointer)
        let bits = Int(EVP_PKEY_get_bits(pointer))
        guard bits >= Self.minimumBits else { return nil }
        self.key = key
        self.bits = bits
    }

    /// Whether `signature` is this key's RS256 signature of `data`.
    public func isValidSignature(_ signature: [UInt8], for data: [UInt8]) -> Bool {
        signature.count == (bits + 7) / 8 && verifySHA256(key: key, signature: signature, data: data)
    }
}

extension P256.PublicKey {
    /// The key of a JWK's `x` and `y` (32 bytes each, `crv` P-256). Nil unless they are a point
    /// on the curve.
    public init?(x: [UInt8], y: [UInt8]) {
        guard x.count == 32, y.count == 32 else { return nil }
        self.init(x963Representation: [0x04] + x + y)
    }

    /// Whether `signature` (the raw r ‖ s of JWS, 64 bytes) is this key's ES256 signature of `data`.
    public func isValidSignature(_ signature: [UInt8], for data: [UInt8]) -> Bool {
        guard signature.count == 64 else { return false }
        var der = [UInt8](repeating: 0, count: 80)
        let length = habits_ecdsa_raw_to_der(signature, &der, Int32(der.count))
        guard length > 0 else {
            ERR_clear_error()
            return false
        }
        return verifySHA256(key: key, signature: Array(der.prefix(Int(length))), data: data)
    }
}

/// EVP_DigestVerify with SHA-256 (PKCS#1 v1.5 padding for RSA, the default; DER for ECDSA).
/// Any failure, a malformed signature included, is "not valid"; the error queue is cleared.
private func verifySHA256(key: EVPKey, signature: [UInt8], data: [UInt8]) -> Bool {
    defer { ERR_clear_error() }
    guard let context = EVP_MD_CTX_new() else { return false }
    defer { EVP_MD_CTX_free(context) }
    guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key.pointer) == 1 else { return false }
    return EVP_DigestVerify(context, signature, signature.count, data, data.count) == 1
}
