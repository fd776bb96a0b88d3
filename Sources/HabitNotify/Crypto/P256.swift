import COpenSSL

/// Owns one `EVP_PKEY` (a P-256 or an RSA key). `@unchecked Sendable`: the key is never changed
/// after it is made, and libcrypto allows concurrent use of one key for signing, verification and
/// derivation.
final class EVPKey: @unchecked Sendable {
    let pointer: OpaquePointer
    init(_ pointer: OpaquePointer) { self.pointer = pointer }
    deinit { EVP_PKEY_free(pointer) }
}

/// NIST P-256 keys, wrapped once: generation, raw import and export, ECDH and ECDSA/SHA-256
/// (verification, for ID tokens, in `Verification.swift`).
public enum P256 {
    typealias Key = EVPKey

    public struct PublicKey: Sendable {
        let key: Key
        /// The uncompressed point, 0x04 || X || Y (65 bytes), as `PushSubscription.keys.p256dh` and VAPID's `k` hold it.
        public let x963Representation: [UInt8]

        /// Nil unless the bytes are an uncompressed point on the curve.
        public init?(x963Representation bytes: [UInt8]) {
            guard bytes.count == 65, bytes[0] == 0x04, let pointer = habits_p256_from_raw(nil, bytes) else {
                ERR_clear_error()
                return nil
            }
            key = Key(pointer)
            x963Representation = bytes
        }
    }

    public struct PrivateKey: Sendable {
        let key: Key
        public let publicKey: PublicKey

        /// A fresh key pair.
        public init() throws(CryptoError) {
            guard let pointer = habits_p256_generate() else { throw CryptoError("P-256 key generation") }
            key = Key(pointer)
            var point = [UInt8](repeating: 0, count: 65)
            guard habits_p256_public(pointer, &point) == 1, let publicKey = PublicKey(x963Representation: point) else {
                throw CryptoError("P-256 public key export")
            }
            self.publicKey = publicKey
        }

        /// A stored pair: the 32-byte scalar and its 65-byte public point. Nil unless they are a key.
        public init?(rawRepresentation scalar: [UInt8], publicKey point: [UInt8]) {
            guard scalar.count == 32, point.count == 65, let pointer = habits_p256_from_raw(scalar, point),
                  let publicKey = PublicKey(x963Representation: point) else {
                ERR_clear_error()
                return nil
            }
            key = Key(pointer)
            self.publicKey = publicKey
        }

        /// The 32-byte private scalar, for storing the key.
        public func rawRepresentation() throws(CryptoError) -> [UInt8] {
            var scalar = [UInt8](repeating: 0, count: 32)
            guard habits_p256_private(key.pointer, &scalar) == 1 else { throw CryptoError("P-256 private key export") }
            return scalar
        }

        /// ECDH: the shared secret's X coordinate (32 bytes).
        public func sharedSecret(with peer: PublicKey) throws(CryptoError) -> [UInt8] {
            guard let context = EVP_PKEY_CTX_new_from_pkey(nil, key.pointer, nil) else { throw CryptoError("EVP_PKEY_CTX_new") }
            defer { EVP_PKEY_CTX_free(context) }
            try CryptoError.check(EVP_PKEY_derive_init(context), "EVP_PKEY_derive_init")
            try CryptoError.check(EVP_PKEY_derive_set_peer(context, peer.key.pointer), "EVP_PKEY_derive_set_peer")
            var length = 0
            try CryptoError.check(EVP_PKEY_derive(context, nil, &length), "EVP_PKEY_derive")
            var secret = [UInt8](repeating: 0, count: length)
            try CryptoError.check(EVP_PKEY_derive(context, &secret, &length), "EVP_PKEY_derive")
            return Array(secret.prefix(length))
        }

        /// ECDSA over SHA-256 of `data`, as the raw r || s (64 bytes) that JWS ES256 uses.
        public func signature(for data: [UInt8]) throws(CryptoError) -> [UInt8] {
            guard let context = EVP_MD_CTX_new() else { throw CryptoError("EVP_MD_CTX_new") }
            defer { EVP_MD_CTX_free(context) }
            try CryptoError.check(EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key.pointer), "EVP_DigestSignInit")
            var length = 0
            try CryptoError.check(EVP_DigestSign(context, nil, &length, data, data.count), "EVP_DigestSign")
            var der = [UInt8](repeating: 0, count: length)
            try CryptoError.check(EVP_DigestSign(context, &der, &length, data, data.count), "EVP_DigestSign")
            var raw = [UInt8](repeating: 0, count: 64)
            try CryptoError.check(habits_ecdsa_der_to_raw(der, length, &raw), "ECDSA signature decoding")
            return raw
        }
    }
}
