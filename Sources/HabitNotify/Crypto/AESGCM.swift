import COpenSSL

/// AES-128-GCM with a 12-byte nonce and a 16-byte tag appended to the ciphertext (RFC 8188's record form).
public enum AES128GCM {
    /// Wraps the cipher context so it is freed on every path.
    private final class Context {
        let pointer: OpaquePointer
        init() throws(CryptoError) {
            guard let pointer = EVP_CIPHER_CTX_new() else { throw CryptoError("EVP_CIPHER_CTX_new") }
            self.pointer = pointer
        }
        deinit { EVP_CIPHER_CTX_free(pointer) }
    }

    public static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8]) throws(CryptoError) -> [UInt8] {
        guard key.count == 16, nonce.count == 12 else { throw CryptoError("AES-128-GCM needs a 16-byte key and a 12-byte nonce") }
        let context = try Context()
        try CryptoError.check(EVP_EncryptInit_ex(context.pointer, EVP_aes_128_gcm(), nil, key, nonce), "EVP_EncryptInit_ex")
        var output = [UInt8](repeating: 0, count: plaintext.count + 16)
        var written: Int32 = 0, final: Int32 = 0
        try CryptoError.check(EVP_EncryptUpdate(context.pointer, &output, &written, plaintext, Int32(plaintext.count)),
                              "EVP_EncryptUpdate")
        try output.withUnsafeMutableBufferPointer { buffer throws(CryptoError) in
            try CryptoError.check(EVP_EncryptFinal_ex(context.pointer, buffer.baseAddress! + Int(written), &final),
                                  "EVP_EncryptFinal_ex")
            try CryptoError.check(habits_gcm_get_tag(context.pointer, buffer.baseAddress! + plaintext.count), "GCM tag")
        }
        return output
    }

    /// Nil when the tag does not match (wrong key, or the bytes were changed).
    public static func open(_ sealed: [UInt8], key: [UInt8], nonce: [UInt8]) throws(CryptoError) -> [UInt8]? {
        guard key.count == 16, nonce.count == 12, sealed.count >= 16 else { return nil }
        let context = try Context()
        try CryptoError.check(EVP_DecryptInit_ex(context.pointer, EVP_aes_128_gcm(), nil, key, nonce), "EVP_DecryptInit_ex")
        let body = Array(sealed.dropLast(16))
        var tag = Array(sealed.suffix(16))
        var output = [UInt8](repeating: 0, count: body.count + 16)
        var written: Int32 = 0, final: Int32 = 0
        try CryptoError.check(EVP_DecryptUpdate(context.pointer, &output, &written, body, Int32(body.count)), "EVP_DecryptUpdate")
        try CryptoError.check(habits_gcm_set_tag(context.pointer, &tag), "GCM tag")
        let verified = output.withUnsafeMutableBufferPointer { buffer in
            EVP_DecryptFinal_ex(context.pointer, buffer.baseAddress! + Int(written), &final)
        }
        guard verified == 1 else {
            ERR_clear_error()
            return nil
        }
        return Array(output.prefix(Int(written + final)))
    }
}
