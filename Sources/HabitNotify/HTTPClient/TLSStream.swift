import COpenSSL
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// OpenSSL's client context: the authorities trusted and TLS 1.2 at least, made once for each
/// set of authorities. `@unchecked Sendable`: the SSL_CTX is not changed after `init`, and
/// OpenSSL lets connections be made from one context on any thread.
final class TLSContext: @unchecked Sendable {
    let handle: OpaquePointer

    /// The context trusting `caFile` (a PEM file of authorities), or the system's store when nil:
    /// OpenSSL's default verify paths, which honour `SSL_CERT_FILE` and `SSL_CERT_DIR`.
    static func trusting(_ caFile: String?) throws(ExchangeFailure) -> TLSContext {
        try made.withLock { (made: inout [String: TLSContext]) throws(ExchangeFailure) -> TLSContext in
            if let context = made[caFile ?? ""] { return context }
            let context = try TLSContext(caFile: caFile)
            made[caFile ?? ""] = context
            return context
        }
    }

    /// Loading a store reads every certificate in it: once per process, not once per request.
    private static let made = Mutex<[String: TLSContext]>([:])

    private init(caFile: String?) throws(ExchangeFailure) {
        guard let handle = SSL_CTX_new(TLS_client_method()) else { throw TLSStream.failure("could not set up TLS") }
        self.handle = handle
        SSL_CTX_set_verify(handle, SSL_VERIFY_PEER, nil)
        guard habits_tls_client_settings(handle) == 1 else { throw TLSStream.failure("could not set up TLS") }
        if let caFile {
            guard SSL_CTX_load_verify_file(handle, caFile) == 1 else { throw TLSStream.failure("could not read the authorities in \(caFile)") }
        } else {
            guard SSL_CTX_set_default_verify_paths(handle) == 1 else { throw TLSStream.failure("could not read the system's authorities") }
        }
    }

    deinit { SSL_CTX_free(handle) }
}

/// TLS over one connection: the handshake, with the certificate verified against the trusted
/// authorities and the host name (SNI sent for names), then reads and writes that wait on the
/// socket whenever OpenSSL wants it readable or writable.
final class TLSStream: ByteStream {
    private let ssl: OpaquePointer
    private let socket: ClientSocket
    private let host: String

    init(over socket: ClientSocket, host: String, context: TLSContext, until deadline: Deadline) throws(ExchangeFailure) {
        guard let ssl = SSL_new(context.handle) else { throw Self.failure("could not set up TLS") }
        self.ssl = ssl
        self.socket = socket
        self.host = host
        // SSL_set1_host checks a DNS name or, written as one, an IP address; SNI is for names only.
        guard SSL_set_fd(ssl, socket.descriptor) == 1, SSL_set1_host(ssl, host) == 1,
              Self.isAddress(host) || habits_tls_server_name(ssl, host) == 1 else {
            throw Self.failure("could not set up TLS for \(host)")
        }
        do {
            _ = try drive("in the TLS handshake with \(socket.name)", until: deadline) { SSL_connect(ssl) }
        } catch {
            let verdict = SSL_get_verify_result(ssl)
            guard verdict == Int(X509_V_OK) else {
                throw ExchangeFailure("TLS: certificate verify failed (\(String(cString: X509_verify_cert_error_string(verdict)))) for \(host)")
            }
            throw error
        }
    }

    deinit { SSL_free(ssl) }

    func write(_ bytes: [UInt8], until deadline: Deadline) throws(ExchangeFailure) {
        var sent = 0
        while sent < bytes.count {
            sent += Int(try drive("sending to \(socket.name)", until: deadline) {
                bytes.withUnsafeBytes { SSL_write(ssl, $0.baseAddress! + sent, Int32(clamping: $0.count - sent)) }
            })
        }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, until deadline: Deadline) throws(ExchangeFailure) -> Int {
        Int(try drive("waiting for the answer of \(socket.name)", until: deadline) {
            SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count))
        })
    }

    /// Calls `operation` (SSL_connect, SSL_read, SSL_write) until it succeeds, waiting on the
    /// socket as OpenSSL asks between calls. 0 when the other end closed TLS properly
    /// (close_notify); a close without it throws, so a cut-short answer is never taken as whole.
    private func drive(_ doing: @autoclosure () -> String, until deadline: Deadline,
                       _ operation: () -> Int32) throws(ExchangeFailure) -> Int32 {
        while true {
            ERR_clear_error()
            errno = 0  // SSL_ERROR_SYSCALL's reason, if the call sets one
            let result = operation()
            if result > 0 { return result }
            let code = SSL_get_error(ssl, result)
            switch code {
            case SSL_ERROR_WANT_READ: try socket.wait(for: Int16(POLLIN), until: deadline, doing())
            case SSL_ERROR_WANT_WRITE: try socket.wait(for: Int16(POLLOUT), until: deadline, doing())
            case SSL_ERROR_ZERO_RETURN: return 0
            case SSL_ERROR_SYSCALL:
                let reason = errno == 0 ? "the connection was closed" : String(cString: strerror(errno))
                throw ExchangeFailure("TLS with \(socket.name): \(reason)")
            default:
                throw Self.failure("TLS with \(socket.name)")
            }
        }
    }

    /// `context` and the reason of the first error OpenSSL queued on this thread, if it named one.
    static func failure(_ context: String) -> ExchangeFailure {
        let code = ERR_get_error()
        ERR_clear_error()
        guard code != 0, let reason = ERR_reason_error_string(code) else { return ExchangeFailure(context) }
        return ExchangeFailure("\(context): \(String(cString: reason))")
    }

    /// Whether `host` is an IPv4 or IPv6 address rather than a name.
    private static func isAddress(_ host: String) -> Bool {
        var bytes = in6_addr()
        return inet_pton(AF_INET, host, &bytes) == 1 || inet_pton(AF_INET6, host, &bytes) == 1
    }
}
