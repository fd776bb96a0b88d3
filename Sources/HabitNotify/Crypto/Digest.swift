import COpenSSL

/// SHA-256, HMAC-SHA256 and HKDF-SHA256 (RFC 5869), over byte arrays.
public enum Digest {
    /// SHA-256 of `data` (32 bytes).
    public static func sha256(_ data: some Collection<UInt8>) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let ok = Array(data).withUnsafeBytes { bytes in
            EVP_Digest(bytes.baseAddress, bytes.count, &output, &length, EVP_sha256(), nil)
        }
        // Hashing memory with the default provider cannot fail short of a broken libcrypto.
        precondition(ok == 1 && length == 32, "EVP_Digest(SHA-256) failed")
        return output
    }

    /// HMAC-SHA256 of `data` under `key` (32 bytes).
    public static func hmacSHA256(key: some Collection<UInt8>, _ data: some Collection<UInt8>) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let key = Array(key), data = Array(data)
        let result = key.withUnsafeBytes { keyBytes in
            data.withUnsafeBytes { dataBytes in
                HMAC(EVP_sha256(), keyBytes.baseAddress, Int32(keyBytes.count),
                     dataBytes.baseAddress?.assumingMemoryBound(to: UInt8.self), dataBytes.count, &output, &length)
            }
        }
        precondition(result != nil && length == 32, "HMAC(SHA-256) failed")
        return output
    }

    /// HKDF-SHA256: extract with `salt`, expand with `info` to `length` bytes (at most 255 × 32).
    public static func hkdfSHA256(salt: [UInt8], inputKey: [UInt8], info: [UInt8], length: Int) -> [UInt8] {
        precondition(length <= 255 * 32)
        let pseudoRandomKey = hmacSHA256(key: salt, inputKey)
        var output: [UInt8] = [], block: [UInt8] = []
        var counter: UInt8 = 1
        while output.count < length {
            block = hmacSHA256(key: pseudoRandomKey, block + info + [counter])
            output += block
            counter += 1
        }
        return Array(output.prefix(length))
    }

    /// Compares two secrets in time that does not depend on where they differ.
    public static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}

/// Random bytes from OpenSSL's CSPRNG.
public enum SecureRandom {
    public static func bytes(_ count: Int) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: count)
        // RAND_bytes fails only when the generator cannot be seeded; sending on without randomness would be worse.
        precondition(RAND_bytes(&output, Int32(count)) == 1, "RAND_bytes failed: the system has no entropy source")
        return output
    }
}
