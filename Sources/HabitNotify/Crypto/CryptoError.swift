import COpenSSL

/// A libcrypto call failed, or bytes were not what a key or a signature must be.
public struct CryptoError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ what: String) {
        // The first queued OpenSSL error says why; the queue is cleared so it cannot leak into the next call.
        let code = ERR_get_error()
        ERR_clear_error()
        if code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            description = "\(what): \(String(decoding: bytes, as: UTF8.self))"
        } else {
            description = what
        }
    }

    /// Fails with `what` unless `result` is 1 (libcrypto's success).
    static func check(_ result: Int32, _ what: @autoclosure () -> String) throws(CryptoError) {
        guard result == 1 else { throw CryptoError(what()) }
    }
}
