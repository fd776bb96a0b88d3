import CMicroHTTPD
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

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
            isSecure: configuration.tls != nil, accessLog: configuration.accessLog ? configuration.logFormat : nil,
            defaultHeaders: configuration.defaultHeaders)
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
                // Streams never finish by themselves: end them so their requests complete.
                context.closeStreams()
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
        // A parent may have started us with these blocked (a test runner's thread, say); a
        // blocked signal would stay pending forever.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in signals { sigaddset(&unblock, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
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
    private let acceptor: Acceptor
    private let ownedStrings: [UnsafeMutablePointer<CChar>]

    init(listenSocket: Int32, configuration: ServerConfiguration, context: ServerContext) throws {
        let contextPointer = Unmanaged.passUnretained(context).toOpaque()
        // No listen socket: the `Acceptor` accepts and spreads the connections over the workers.
        // ITC: needed by MHD_add_connection; suspend/resume: event streams wait without a thread.
        var flags = MHD_USE_EPOLL_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
            | MHD_USE_NO_LISTEN_SOCKET.rawValue
        var options = [
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
        do {
            acceptor = try Acceptor(listenSocket: listenSocket, daemon: started)
        } catch {
            MHD_stop_daemon(started)
            strings.forEach { free($0) }
            throw error
        }
        self.daemon = started
        self.listenSocket = listenSocket
        self.ownedStrings = strings
    }

    /// Stops accepting connections and closes the listening socket, so new clients are refused
    /// while established connections are still served.
    func stopAccepting() {
        acceptor.stop()
        close(listenSocket)
    }

    /// Closes every connection and joins the worker threads (after `stopAccepting`).
    func stop() {
        MHD_stop_daemon(daemon)
        ownedStrings.forEach { free($0) }
    }
}
