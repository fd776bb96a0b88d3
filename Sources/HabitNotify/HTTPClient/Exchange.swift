import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One HTTP/1.1 request and its answer, on a connection of its own (`Connection: close`):
/// the host looked up, connected to, TLS for https, the request written and the answer read,
/// each step waiting at most until the deadline. Synchronous: it runs on an `ExchangeThreads` thread.
struct Exchange: Sendable {
    enum Outcome: Sendable, Equatable {
        /// `body`: the answer's body when it is read (`reading`), else empty.
        case answered(status: Int, location: String?, body: [UInt8])
        case failed(String)
    }

    let target: OutboundTarget
    let message: [UInt8]
    /// Whether the body is read: `fetch` reads it, `send` needs the status only.
    let reading: Bool
    let limit: Int
    /// The authorities trusted for https; nil: the system's.
    let caFile: String?

    init(method: String, url: String, headers: [String: String], body: [UInt8], reading: Bool,
         limit: Int, caFile: String?) throws(ExchangeFailure) {
        target = try OutboundTarget(url)
        message = try Self.message(method: method, target: target, headers: headers, body: body)
        self.reading = reading
        self.limit = limit
        self.caFile = caFile
    }

    /// The header fields the client writes itself, from the URL and the body.
    private static let ownFields: Set<String> = ["host", "content-length", "connection", "transfer-encoding"]

    /// The request's bytes: request line, fields, blank line, body (RFC 9112 §3). Fields that
    /// could split the message (a CR or LF in a value, a name that is not a token) are refused.
    static func message(method: String, target: OutboundTarget, headers: [String: String],
                        body: [UInt8]) throws(ExchangeFailure) -> [UInt8] {
        guard isToken(method) else { throw ExchangeFailure("\"\(method)\" is not an HTTP method") }
        var fields = [("Host", target.authority)]
        if !headers.keys.contains(where: { $0.lowercased() == "user-agent" }) { fields.append(("User-Agent", OutboundClient.userAgent)) }
        if let credentials = target.credentials, !headers.keys.contains(where: { $0.lowercased() == "authorization" }) {
            fields.append(("Authorization", "Basic " + Data(credentials.utf8).base64EncodedString()))
        }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            guard isToken(name), !ownFields.contains(name.lowercased()),
                  value.unicodeScalars.allSatisfy({ $0 == "\t" || ($0.value >= 0x20 && $0.value != 0x7f) }) else {
                throw ExchangeFailure("the header \"\(name)\" can't be sent")
            }
            fields.append((name, value))
        }
        if method != "GET" || !body.isEmpty { fields.append(("Content-Length", String(body.count))) }
        fields.append(("Connection", "close"))
        let head = "\(method) \(target.path) HTTP/1.1\r\n" + fields.map { "\($0.0): \($0.1)\r\n" }.joined() + "\r\n"
        return Array(head.utf8) + body
    }

    /// RFC 9110 §5.6.2's token: what a method or a field name is made of.
    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a)
                || "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    func perform(until deadline: Deadline) -> Outcome {
        do {
            let addresses = try HostLookup.addresses(of: target.host, port: target.port, until: deadline)
            let socket = try ClientSocket.connect(to: addresses, name: target.name, until: deadline)
            let stream: any ByteStream = target.secure
                ? try TLSStream(over: socket, host: target.host, context: TLSContext.trusting(caFile), until: deadline)
                : socket
            try stream.write(message, until: deadline)
            var answer = AnswerParser(limit: limit, readingBody: reading)
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16 << 10, alignment: 1)
            defer { buffer.deallocate() }
            while !answer.isComplete {
                let count = try stream.read(into: buffer, until: deadline)
                if count == 0 {
                    try answer.takeEnd()
                } else {
                    try answer.take(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
                }
            }
            guard let head = answer.head else { return .failed("the connection was closed without an answer") }
            return .answered(status: head.status, location: head.value("location"), body: answer.body)
        } catch {
            return .failed(error.problem)
        }
    }
}

/// Where a request goes, read from its URL (which `ChannelAddress` has allowed).
struct OutboundTarget: Sendable {
    /// https rather than http.
    let secure: Bool
    /// The name or address looked up and that the certificate must show (IPv6 without brackets).
    let host: String
    let port: Int
    /// The request target: the path and query as the URL has them, "/" when it has no path.
    let path: String
    /// "user:password" written in the URL, sent as Basic authorization (as libcurl did).
    let credentials: String?

    init(_ url: String) throws(ExchangeFailure) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              scheme == "https" || scheme == "http", let host = components.host, !host.isEmpty else {
            throw ExchangeFailure("not a URL")
        }
        secure = scheme == "https"
        self.host = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        port = components.port ?? (secure ? 443 : 80)
        guard (1...65535).contains(port) else { throw ExchangeFailure("not a URL") }
        path = (components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath)
            + (components.percentEncodedQuery.map { "?" + $0 } ?? "")
        credentials = components.user.map { $0 + ":" + (components.password ?? "") }
    }

    /// `Host`'s value: the host (an IPv6 address in brackets) and the port unless it is the scheme's.
    var authority: String {
        let host = self.host.contains(":") ? "[\(self.host)]" : self.host
        return port == (secure ? 443 : 80) ? host : "\(host):\(port)"
    }

    /// host:port, as problem texts name the other end.
    var name: String { (host.contains(":") ? "[\(host)]" : host) + ":\(port)" }
}

/// The threads exchanges run on. Their calls block (getaddrinfo, poll), so they stay off Swift's
/// cooperative pool; at most `limit` run at once, so a burst of reminders cannot use up the
/// threads a container allows (`--ulimit nproc`): the others wait for a turn, holding no thread.
final class ExchangeThreads: Sendable {
    static let shared = ExchangeThreads(limit: 32)

    private let turns: Mutex<(free: Int, waiting: [CheckedContinuation<Void, Never>])>

    init(limit: Int) { turns = Mutex((limit, [])) }

    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await takeTurn()
        return await withCheckedContinuation { continuation in
            let thread = Thread {
                Self.blockBrokenPipeSignals()
                let value = work()
                self.passTurn()
                continuation.resume(returning: value)
            }
            thread.name = "habits-outbound"
            thread.start()
        }
    }

    private func takeTurn() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = turns.withLock { turns -> Bool in
                guard turns.free == 0 else {
                    turns.free -= 1
                    return true
                }
                turns.waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    private func passTurn() {
        let next = turns.withLock { turns -> CheckedContinuation<Void, Never>? in
            guard !turns.waiting.isEmpty else {
                turns.free += 1
                return nil
            }
            return turns.waiting.removeFirst()
        }
        next?.resume()
    }

    /// OpenSSL writes with write(2), which raises SIGPIPE (ending the process) when the other end
    /// has gone; blocked on this thread, the write fails with EPIPE instead.
    private static func blockBrokenPipeSignals() {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }
}
