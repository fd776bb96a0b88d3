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
    /// 16 KiB by default (a browser's request with every cookie is a few hundred bytes):
    /// libmicrohttpd clears this much for every request, and holds it for every open event
    /// stream, so 64 KiB cost a tenth of a durable write's instructions and 40 kB a stream.
    public var connectionMemoryLimit: Int
    /// The largest request body accepted for a method and decoded path; larger ones get 413.
    public var maxBodySize: @Sendable (HTTPMethod, String) -> Int
    /// PEM certificate chain and private key; when set, the server speaks only HTTPS.
    public var tls: (certificatePEM: String, keyPEM: String)?
    /// One line per request on stderr: `GET /path 200 1.23ms`.
    public var accessLog: Bool
    /// That line as text, or as one JSON object for log shippers (`--log-format json`).
    public var logFormat: LogFormat
    /// Headers every response carries unless it sets them itself, the server's own error
    /// answers (bad target encoding, 413 before the body) included: security headers, say.
    public var defaultHeaders: HTTPHeaders
    /// How long ``HTTPServer/stop()`` waits for requests in flight before closing everything.
    public var stopTimeoutSeconds: Int

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        threads: Int = ServerConfiguration.processorCount,
        connectionLimit: Int = 1024,
        perIPConnectionLimit: Int = 64,
        idleTimeoutSeconds: Int = 30,
        connectionMemoryLimit: Int = 16 * 1024,
        maxBodySize: @escaping @Sendable (HTTPMethod, String) -> Int = { _, _ in 1024 * 1024 },
        tls: (certificatePEM: String, keyPEM: String)? = nil,
        accessLog: Bool = true,
        logFormat: LogFormat = .text,
        defaultHeaders: HTTPHeaders = [:],
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
        self.logFormat = logFormat
        self.defaultHeaders = defaultHeaders
        self.stopTimeoutSeconds = stopTimeoutSeconds
    }

    /// The number of online processors, the default for ``threads``.
    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }
}

/// How the access log writes a request: `GET /path 200 1.23ms`, or
/// `{"time":…,"method":…,"route":…,"status":…,"ms":…,"account":…}`.
public enum LogFormat: String, Sendable, CaseIterable {
    case text, json
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
