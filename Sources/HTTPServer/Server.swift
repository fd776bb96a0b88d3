import CMicroHTTPD
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// How the server listens and what it tolerates.
public struct ServerConfiguration: Sendable {
    /// An IPv4 or IPv6 literal (`127.0.0.1`, `0.0.0.0`, `::1`, `[::]`), or `localhost`.
    public var host: String
    /// 0 picks a free port; ``HTTPServer/port`` tells which.
    public var port: Int
    /// Worker threads; each serves many connections, so idle clients cost memory, not threads.
    public var threads: Int
    public var connectionLimit: Int
    /// Connections allowed from one IP address; 0 means unlimited (raise it behind a reverse proxy).
    public var perIPConnectionLimit: Int
    /// A connection idle for this long is closed.
    public var idleTimeoutSeconds: Int
    /// Memory per connection for the request line and headers; larger headers are refused.
    public var connectionMemoryLimit: Int
    /// The largest request body accepted for a method and decoded path; larger ones get 413.
    public var maxBodySize: @Sendable (HTTPMethod, String) -> Int
    /// PEM certificate chain and private key; when set, the server speaks only HTTPS.
    public var tls: (certificatePEM: String, keyPEM: String)?
    /// One line per request on stderr: `GET /path 200 1.23ms`.
    public var accessLog: Bool
    /// How long ``HTTPServer/stop()`` waits for requests in flight before closing everything.
    public var stopTimeoutSeconds: Int

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        threads: Int = ServerConfiguration.processorCount,
        connectionLimit: Int = 1024,
        perIPConnectionLimit: Int = 64,
        idleTimeoutSeconds: Int = 30,
        connectionMemoryLimit: Int = 64 * 1024,
        maxBodySize: @escaping @Sendable (HTTPMethod, String) -> Int = { _, _ in 1024 * 1024 },
        tls: (certificatePEM: String, keyPEM: String)? = nil,
        accessLog: Bool = true,
        stopTimeoutSeconds: Int = 10
    ) {
        self.host = host
        self.port = port
        self.threads = threads
        self.connectionLimit = connectionLimit
        self.perIPConnectionLimit = perIPConnectionLimit
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.connectionMemoryLimit = connectionMemoryLimit
        self.maxBodySize = maxBodySize
        self.tls = tls
        self.accessLog = accessLog
        self.stopTimeoutSeconds = stopTimeoutSeconds
    }

    /// The number of online processors, the default for ``threads``.
    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

/// Why the server could not listen or start.
public enum HTTPServerError: Error, CustomStringConvertible {
    /// `host` is not an IP literal (or `localhost`), or `port` is outside 0...65535.
    case invalidAddress(String)
    /// The socket could not be bound or listened on, typically because the port is taken.
    case cannotListen(address: String, reason: String)
    /// libmicrohttpd refused to start, for example because of an invalid TLS certificate or key.
    case cannotStart(String)
    /// ``HTTPServer/start()`` was called after ``HTTPServer/stop()``.
    case stopped

    public var description: String {
        switch self {
        case .invalidAddress(let detail): "Invalid listen address: \(detail)"
        case .cannotListen(let address, let reason): "Cannot listen on \(address): \(reason)"
        case .cannotStart(let detail): "Cannot start the HTTP server: \(detail)"
        case .stopped: "The HTTP server has been stopped and cannot be started again."
        }
    }
}

/// An HTTP/1.1 server over libmicrohttpd that hands complete requests to a ``Responder``.
///
/// The listening socket is opened by `init`, so a taken port or a bad address fails early and
/// ``port`` is known before ``start()``. Handlers run synchronously on libmicrohttpd's worker
/// threads; errors they throw are mapped as ``ErrorMiddleware`` does.
public final class HTTPServer: Sendable {
    /// The port actually bound (useful with port 0).
    public let port: Int

    private let context: ServerContext
    private let configuration: ServerConfiguration
    private let lifecycle: Mutex<Lifecycle>

    private enum Lifecycle: Sendable {
        case bound(listenSocket: Int32)
        case running(Daemon)
        case stopped
    }

    /// Opens the listening socket. Throws ``HTTPServerError`` if the address is invalid or the
    /// port cannot be bound.
    public init(configuration: ServerConfiguration, responder: any Responder) throws {
        let (socket, port) = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        self.port = port
        self.configuration = configuration
        self.context = ServerContext(
            responder: responder, maxBodySize: configuration.maxBodySize,
            isSecure: configuration.tls != nil, accessLog: configuration.accessLog)
        self.lifecycle = Mutex(.bound(listenSocket: socket))
    }

    deinit {
        stop()
    }

    /// Starts serving on libmicrohttpd's threads and returns at once. Calling it again while
    /// running does nothing.
    public func start() throws {
        try lifecycle.withLock { state in
            switch state {
            case .running: return
            case .stopped: throw HTTPServerError.stopped
            case .bound(let socket):
                state = .running(try Daemon(listenSocket: socket, configuration: configuration, context: context))
            }
        }
    }

    /// Stops gracefully: refuses new connections at once, lets requests in flight finish (up to
    /// ``ServerConfiguration/stopTimeoutSeconds``), then closes every connection. Returns when
    /// the server is fully stopped. Must not be called from a request handler, which would wait
    /// for itself.
    public func stop() {
        lifecycle.withLock { state in
            switch state {
            case .stopped:
                return
            case .bound(let socket):
                close(socket)
            case .running(let daemon):
                context.isClosing.store(true, ordering: .releasing)
                daemon.stopAccepting()
                let deadline = ContinuousClock.now + .seconds(configuration.stopTimeoutSeconds)
                while context.requestsInFlight.load(ordering: .acquiring) > 0, ContinuousClock.now < deadline {
                    usleep(2_000)
                }
                daemon.stop()
            }
            state = .stopped
        }
    }

    /// Blocks until the process receives SIGINT or SIGTERM, then calls ``stop()``. A second
    /// signal during the graceful stop gets the previous behaviour (by default, the process ends).
    public func runUntilSignal() {
        runUntilSignal(whenListening: {})
    }

    /// `whenListening` runs once the signal handlers are in place (tests use it to send the signal).
    ///
    /// A handler that writes to a pipe works whichever thread receives the signal. A
    /// DispatchSource with `SIG_IGN` does not: the kernel drops an ignored signal unless the
    /// main thread blocks it, and libdispatch only blocks it on the thread that resumes the source.
    func runUntilSignal(whenListening: () -> Void) {
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else {
            writeToStandardError("error: cannot wait for signals: \(String(cString: strerror(errno)))")
            return
        }
        signalPipe.store(pipeEnds[1], ordering: .sequentiallyConsistent)
        let signals = [SIGINT, SIGTERM]
        let previousHandlers = signals.map { signal($0, forwardSignalToPipe) }
        whenListening()
        var received: UInt8 = 0
        while read(pipeEnds[0], &received, 1) < 0, errno == EINTR {}
        for (number, handler) in zip(signals, previousHandlers) { signal(number, handler) }
        signalPipe.store(-1, ordering: .sequentiallyConsistent)
        close(pipeEnds[0])
        close(pipeEnds[1])
        stop()
    }
}

/// The write end of the pipe that ``HTTPServer/runUntilSignal()`` reads, or -1.
private let signalPipe = Atomic<Int32>(-1)

/// Runs in signal context: only async-signal-safe work (a lock-free load and `write`).
private func forwardSignalToPipe(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    let fd = signalPipe.load(ordering: .sequentiallyConsistent)
    if fd >= 0 { _ = write(fd, &byte, 1) }
}

/// Owns a running `MHD_Daemon` and the C strings it was given.
///
/// `@unchecked Sendable` because the daemon pointer is only used through libmicrohttpd calls
/// that are safe from any thread (`MHD_quiesce_daemon`, `MHD_stop_daemon`), and HTTPServer makes
/// them while holding its lifecycle mutex, so they never race each other; the pointer itself is
/// never changed after `init`.
private final class Daemon: @unchecked Sendable {
    private let daemon: OpaquePointer
    private let listenSocket: Int32
    private let ownedStrings: [UnsafeMutablePointer<CChar>]

    init(listenSocket: Int32, configuration: ServerConfiguration, context: ServerContext) throws {
        let contextPointer = Unmanaged.passUnretained(context).toOpaque()
        var flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue  // ITC: needed by MHD_quiesce_daemon
        var options = [
            habits_mhd_option_value(.LISTEN_SOCKET, Int(listenSocket)),
            habits_mhd_option_value(.THREAD_POOL_SIZE, max(1, configuration.threads)),
            habits_mhd_option_value(.CONNECTION_LIMIT, max(1, configuration.connectionLimit)),
            habits_mhd_option_value(.PER_IP_CONNECTION_LIMIT, max(0, configuration.perIPConnectionLimit)),
            habits_mhd_option_value(.CONNECTION_TIMEOUT, max(0, configuration.idleTimeoutSeconds)),
            habits_mhd_option_value(.CONNECTION_MEMORY_LIMIT, max(4096, configuration.connectionMemoryLimit)),
            habits_mhd_option_uri_log(requestStarted, contextPointer),
            habits_mhd_option_notify_completed(requestCompleted, contextPointer),
        ]
        var strings: [UnsafeMutablePointer<CChar>] = []
        if let tls = configuration.tls {
            flags |= MHD_USE_TLS.rawValue
            // libmicrohttpd keeps these pointers, so they must outlive the daemon.
            guard let certificate = strdup(tls.certificatePEM), let key = strdup(tls.keyPEM) else {
                throw HTTPServerError.cannotStart("out of memory")
            }
            strings = [certificate, key]
            options.append(habits_mhd_option_pointer(.HTTPS_MEM_CERT, certificate))
            options.append(habits_mhd_option_pointer(.HTTPS_MEM_KEY, key))
        }
        options.append(habits_mhd_option_end())

        let started = options.withUnsafeMutableBufferPointer { buffer in
            habits_mhd_start_daemon(flags, handleAccess, contextPointer, buffer.baseAddress)
        }
        guard let started else {
            strings.forEach { free($0) }
            throw HTTPServerError.cannotStart(
                configuration.tls == nil ? "libmicrohttpd refused the options" : "check the TLS certificate and key")
        }
        self.daemon = started
        self.listenSocket = listenSocket
        self.ownedStrings = strings
    }

    /// Stops accepting connections and closes the listening socket, so new clients are refused
    /// while established connections are still served.
    func stopAccepting() {
        _ = MHD_quiesce_daemon(daemon)
        close(listenSocket)
    }

    /// Closes every connection and joins the worker threads.
    func stop() {
        MHD_stop_daemon(daemon)
        ownedStrings.forEach { free($0) }
    }
}

// MARK: - Request handling (runs on libmicrohttpd's threads)

/// What the C callbacks share, reached through their `cls` pointer. HTTPServer owns it and
/// stops the daemon before releasing it.
private final class ServerContext: Sendable {
    let responder: any Responder
    let maxBodySize: @Sendable (HTTPMethod, String) -> Int
    let isSecure: Bool
    let accessLog: Bool
    /// Requests between their first line and their completion notice; stop() waits for zero.
    let requestsInFlight = Atomic<Int>(0)
    /// Set once stop() begins, so answers carry `Connection: close` and clients go away.
    let isClosing = Atomic<Bool>(false)

    init(responder: any Responder, maxBodySize: @escaping @Sendable (HTTPMethod, String) -> Int, isSecure: Bool, accessLog: Bool) {
        self.responder = responder
        self.maxBodySize = maxBodySize
        self.isSecure = isSecure
        self.accessLog = accessLog
    }
}

/// One request's state, kept in libmicrohttpd's `*con_cls`. libmicrohttpd calls back for a
/// connection on one thread at a time, so this needs no locking.
private final class RequestState {
    let startedAt = ContinuousClock.now
    let rawTarget: [UInt8]
    var method = HTTPMethod.get
    var path = ""
    var query: [String: String] = [:]
    var headersSeen = false
    var bodyLimit = 0
    var body: [UInt8] = []
    var bodyTooLarge = false

    init(rawTarget: [UInt8]) {
        self.rawTarget = rawTarget
    }

    /// The path for the access log: still encoded and without the query, so it stays on one
    /// line whatever the client sent.
    var loggedPath: String {
        var end = rawTarget.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rawTarget.endIndex
        end = min(end, 2048)
        var text = ""
        for byte in rawTarget[..<end] {
            if byte > 0x20, byte < 0x7F {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }
}

private func requestStarted(
    context: UnsafeMutableRawPointer?, uri: UnsafePointer<CChar>?, connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let target = uri.map { UnsafeRawBufferPointer(start: $0, count: strlen($0)) }.map(Array.init) ?? []
    return newRequestState(rawTarget: target, context: context)
}

private func newRequestState(rawTarget: [UInt8], context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue().requestsInFlight.add(1, ordering: .relaxed)
    return Unmanaged.passRetained(RequestState(rawTarget: rawTarget)).toOpaque()
}

/// Called for finished, failed, aborted and timed-out requests alike.
private func requestCompleted(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, reason: MHD_RequestTerminationCode
) {
    guard let requestContext, let state = requestContext.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(state).release()
    requestContext.pointee = nil
    if let context {
        Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue().requestsInFlight.subtract(1, ordering: .releasing)
    }
}

private func handleAccess(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?,
    uploadDataSize: UnsafeMutablePointer<Int>?, requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let method, let uploadDataSize, let requestContext else { return .NO }
    if requestContext.pointee == nil {
        // The URI callback always runs first; this is only a safety net.
        let target = url.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
        requestContext.pointee = newRequestState(rawTarget: target, context: context)
    }
    let server = Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(requestContext.pointee!).takeUnretainedValue()
    return server.handle(
        state, connection: connection, method: String(cString: method),
        upload: uploadData, uploadSize: uploadDataSize)
}

private func collectHeader(
    context: UnsafeMutableRawPointer?, kind: MHD_ValueKind, name: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let context, let name else { return .YES }
    let collector = Unmanaged<HeaderCollector>.fromOpaque(context).takeUnretainedValue()
    collector.headers.add(String(cString: name), value.map { String(cString: $0) } ?? "")
    return .YES
}

private final class HeaderCollector {
    var headers = HTTPHeaders()
}

/// Never called: libmicrohttpd sends no body for HEAD, and this reader only backs HEAD answers
/// whose `Content-Length` must state the size of a body that is not sent.
private func noBody(context: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?, size: Int) -> Int {
    MHD_CONTENT_READER_END_WITH_ERROR
}

extension ServerContext {
    /// libmicrohttpd calls this once when the headers are in, once per chunk of body, and once
    /// more when the body is complete. Answering on the first call would close the connection
    /// (no keep-alive), so only refusals are sent that early.
    func handle(
        _ state: RequestState, connection: OpaquePointer, method: String,
        upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
        if !state.headersSeen {
            state.headersSeen = true
            state.method = HTTPMethod(rawValue: method)
            do {
                (state.path, state.query) = try RequestTarget.parse(state.rawTarget)
            } catch {
                return send(ErrorMiddleware.response(for: error), for: state, on: connection)
            }
            state.bodyLimit = maxBodySize(state.method, state.path)
            if let declared = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").flatMap({ UInt64(String(cString: $0)) }) {
                guard declared <= UInt64(max(0, state.bodyLimit)) else {
                    // Refusing before the body is read: libmicrohttpd then closes the connection.
                    return send(ErrorMiddleware.response(for: HTTPError.payloadTooLarge()), for: state, on: connection)
                }
                state.body.reserveCapacity(Int(declared))
            }
            return .YES
        }

        if uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            // libmicrohttpd only lets a response be queued before or after the body, so a
            // chunked body that outgrows the limit is drained and discarded, then refused.
            if !state.bodyTooLarge, let upload {
                if state.body.count + size > state.bodyLimit {
                    state.bodyTooLarge = true
                    state.body = []
                } else {
                    upload.withMemoryRebound(to: UInt8.self, capacity: size) { state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size)) }
                }
            }
            return .YES
        }

        if state.bodyTooLarge {
            return send(ErrorMiddleware.response(for: HTTPError.payloadTooLarge()), for: state, on: connection)
        }
        let request = Request(
            method: state.method, path: state.path, query: state.query, headers: headers(of: connection),
            body: state.body, remoteAddress: remoteAddress(of: connection), isSecure: isSecure)
        state.body = []
        let response: Response
        do {
            response = try responder.respond(to: request)
        } catch {
            response = ErrorMiddleware.response(for: error, request: request)
        }
        return send(response, for: state, on: connection)
    }

    private func send(_ response: Response, for state: RequestState, on connection: OpaquePointer) -> MHD_Result {
        var response = response
        var answer: OpaquePointer?
        if (200...599).contains(response.status) {
            answer = makeResponse(response, isHead: state.method == .head)
        } else {
            writeToStandardError("error: \(state.method) \(state.loggedPath): invalid status \(response.status)")
        }
        if answer == nil {
            if (200...599).contains(response.status) {
                writeToStandardError("error: \(state.method) \(state.loggedPath): a response header contains a line break or is rejected by libmicrohttpd")
            }
            response = ErrorMiddleware.jsonError(status: 500, code: "internal", message: "Something went wrong.")
            answer = makeResponse(response, isHead: state.method == .head)
        }
        guard let answer else { return .NO }
        defer { MHD_destroy_response(answer) }
        let result = MHD_queue_response(connection, UInt32(response.status), answer)
        if accessLog {
            writeToStandardError(accessLogLine(method: state.method, path: state.loggedPath, status: response.status, elapsed: ContinuousClock.now - state.startedAt))
        }
        return result
    }

    /// A libmicrohttpd response holding a copy of the body, or nil if a header was refused.
    private func makeResponse(_ response: Response, isHead: Bool) -> OpaquePointer? {
        let answer: OpaquePointer?
        if isHead, response.body.isEmpty, let size = response.headers["Content-Length"].flatMap({ UInt64($0) }) {
            answer = MHD_create_response_from_callback(size, 4096, noBody, nil, nil)
        } else {
            answer = response.body.withUnsafeBytes { body in
                MHD_create_response_from_buffer(body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        guard let answer else { return nil }
        var headers = response.headers
        if isClosing.load(ordering: .acquiring) { headers["Connection"] = "close" }
        for (name, value) in headers where !HTTPHeaders.namesMatch(name, "Content-Length") {
            if MHD_add_response_header(answer, name, value) == .NO {
                MHD_destroy_response(answer)
                return nil
            }
        }
        return answer
    }

    private func headers(of connection: OpaquePointer) -> HTTPHeaders {
        let collector = HeaderCollector()
        withExtendedLifetime(collector) {
            _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.headers
    }

    private func remoteAddress(of connection: OpaquePointer) -> String {
        guard let address = habits_mhd_client_address(connection) else { return "" }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var bytes = ipv4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &bytes, &text, socklen_t(text.count))
            }
        case AF_INET6:
            address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var bytes = ipv6.pointee.sin6_addr
                _ = inet_ntop(AF_INET6, &bytes, &text, socklen_t(text.count))
            }
        default:
            return ""
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// `GET /path 200 1.23ms`
func accessLogLine(method: HTTPMethod, path: String, status: Int, elapsed: Duration) -> String {
    let (seconds, attoseconds) = elapsed.components
    let hundredthsOfMillisecond = seconds * 100_000 + (attoseconds + 5_000_000_000_000) / 10_000_000_000_000
    let fraction = hundredthsOfMillisecond % 100
    return "\(method) \(path) \(status) \(hundredthsOfMillisecond / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
}

// MARK: - Listening socket

/// Binds the listening socket in `init` rather than letting libmicrohttpd do it in `start()`,
/// so that a taken port or a bad address is reported where the server is created.
private enum ListeningSocket {
    static func open(host: String, port: Int) throws -> (socket: Int32, port: Int) {
        guard (0...65535).contains(port) else { throw HTTPServerError.invalidAddress("port \(port) is outside 0...65535") }
        var literal = host == "localhost" ? "127.0.0.1" : host
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }

        var ipv4 = sockaddr_in()
        var ipv6 = sockaddr_in6()
        let family: Int32
        if inet_pton(AF_INET, literal, &ipv4.sin_addr) == 1 {
            family = AF_INET
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = UInt16(port).bigEndian
        } else if inet_pton(AF_INET6, literal, &ipv6.sin6_addr) == 1 {
            family = AF_INET6
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = UInt16(port).bigEndian
        } else {
            throw HTTPServerError.invalidAddress("'\(host)' is not an IP address")
        }
        let display = family == AF_INET6 ? "[\(literal)]:\(port)" : "\(literal):\(port)"

        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw HTTPServerError.cannotListen(address: display, reason: lastError()) }
        // Lets a restarted server bind while old connections sit in TIME_WAIT; a live listener
        // on the port still makes bind fail.
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = family == AF_INET ? bind(fd, to: ipv4) : bind(fd, to: ipv6)
        guard bound == 0, listen(fd, SOMAXCONN) == 0 else {
            let reason = lastError()
            close(fd)
            throw HTTPServerError.cannotListen(address: display, reason: reason)
        }
        let actualPort = family == AF_INET
            ? localAddress(of: fd, as: sockaddr_in.self).sin_port
            : localAddress(of: fd, as: sockaddr_in6.self).sin6_port
        return (fd, Int(UInt16(bigEndian: actualPort)))
    }

    private static func bind<Address>(_ fd: Int32, to address: Address) -> Int32 {
        withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<Address>.size)) }
        }
    }

    private static func localAddress<Address>(of fd: Int32, as type: Address.Type) -> Address {
        let buffer = UnsafeMutablePointer<Address>.allocate(capacity: 1)
        defer { buffer.deallocate() }
        UnsafeMutableRawPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Address>.size)
        var length = socklen_t(MemoryLayout<Address>.size)
        _ = buffer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        return buffer.pointee
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
