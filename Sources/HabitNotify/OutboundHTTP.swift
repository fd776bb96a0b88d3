import Foundation
import HabitCore

/// One request to a URL the person configured or a browser subscribed.
public struct OutboundRequest: Sendable {
    public let url: String
    public let headers: [String: String]
    public let body: [UInt8]

    public init(url: String, headers: [String: String], body: [UInt8]) {
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// How the last attempt went: the status if an answer came, else why not, and how many tries it took.
public struct OutboundResult: Sendable, Equatable {
    public let status: Int?
    /// Nil when the answer was a 2xx.
    public let problem: String?
    public let attempts: Int

    public var delivered: Bool { problem == nil }
}

/// Limits of the outbound client. The defaults suit a reminder: 10 s per try, four tries with
/// 1, 2 and 4 s between them (under a minute in all), answers read up to 64 KiB.
public struct OutboundPolicy: Sendable {
    public var timeout: Duration
    public var attempts: Int
    public var firstDelay: Duration
    public var answerLimit: Int
    /// A PEM file of the certificate authorities https trusts instead of the system's (for tests);
    /// nil: OpenSSL's default verify paths, which honour `SSL_CERT_FILE` (the image sets it).
    public var caFile: String?

    public init(timeout: Duration = .seconds(10), attempts: Int = 4, firstDelay: Duration = .seconds(1),
                answerLimit: Int = 64 << 10, caFile: String? = nil) {
        self.timeout = timeout
        self.attempts = max(1, attempts)
        self.firstDelay = firstDelay
        self.answerLimit = answerLimit
        self.caFile = caFile
    }

    public static let standard = OutboundPolicy()

    /// `HABITS_NOTIFY_TIMEOUT` (seconds per try) and `HABITS_NOTIFY_RETRY_DELAY` (seconds before
    /// the first retry) override the defaults, for slow networks and for tests.
    public static func from(environment: [String: String]) -> OutboundPolicy {
        var policy = OutboundPolicy()
        if let seconds = environment["HABITS_NOTIFY_TIMEOUT"].flatMap(Double.init), seconds > 0, seconds <= 120 {
            policy.timeout = .milliseconds(Int(seconds * 1000))
        }
        if let seconds = environment["HABITS_NOTIFY_RETRY_DELAY"].flatMap(Double.init), seconds >= 0, seconds <= 60 {
            policy.firstDelay = .milliseconds(Int(seconds * 1000))
        }
        return policy
    }
}

/// The one HTTP client reminders (and sign-ins through an OpenID provider, `fetch`) go out
/// through: HTTP/1.1 of our own over POSIX sockets and OpenSSL (`HTTPClient/`), one connection
/// per request, on threads of its own. It sends only to https URLs, or plain http on loopback
/// (`ChannelAddress`), and verifies the server's certificate and host name;
/// follows no redirect; gives each try `policy.timeout` (lookup, connection, TLS handshake,
/// request and answer together); reads at most `policy.answerLimit` of an answer (`send` reads
/// only its head: the status is the outcome); and retries timeouts, unreachable hosts, 429 and
/// 5xx with exponential back-off. Other 4xx and 3xx answers are final.
public struct OutboundClient: Sendable {
    public let policy: OutboundPolicy

    public init(policy: OutboundPolicy = .standard) { self.policy = policy }

    /// What every request says it comes from: reminders and sign-ins of a self-hosted Habits.
    public static let userAgent = "Habits (self-hosted habit tracker; reminders and sign-in)"

    public func send(_ asked: OutboundRequest) async -> OutboundResult {
        let request: OutboundRequest  // to the URL as validated (trimmed)
        do {
            request = OutboundRequest(url: try ChannelAddress.validated(asked.url), headers: asked.headers, body: asked.body)
        } catch {
            return OutboundResult(status: nil, problem: error.message(in: .en), attempts: 0)
        }
        var delay = policy.firstDelay
        var last = OutboundResult(status: nil, problem: "not sent", attempts: 0)
        for attempt in 1...policy.attempts {
            let (status, problem) = await once(request)
            last = OutboundResult(status: status, problem: problem, attempts: attempt)
            guard Self.isWorthRetrying(status: status, problem: problem), attempt < policy.attempts else { return last }
            try? await Task.sleep(for: delay)
            delay *= 2
        }
        return last
    }

    static func isWorthRetrying(status: Int?, problem: String?) -> Bool {
        guard problem != nil else { return false }
        guard let status else { return true }  // no answer: timed out, refused, unreachable
        return status == 429 || (500...599).contains(status)
    }

    /// One try: the status and, unless it was a 2xx, what went wrong.
    private func once(_ request: OutboundRequest) async -> (Int?, String?) {
        switch await exchange(method: "POST", url: request.url, headers: request.headers, body: request.body, reading: false) {
        case .answered(let status, _, _) where (200...299).contains(status): return (status, nil)
        case .answered(let status, let location, _) where (300...399).contains(status):
            return (status, "redirected" + (location.map { " to \($0)" } ?? "") + "; redirects are not followed")
        case .answered(let status, _, _): return (status, "answered HTTP \(status)")
        case .failed(let problem): return (nil, problem)
        }
    }

    /// One request whose answer is read, for signing in through an OpenID provider (discovery,
    /// its keys, the token exchange): the same rules (https, or http to loopback; no redirect;
    /// `policy.timeout`), one try (a person is waiting, and can start again), and an answer
    /// longer than `policy.answerLimit` is a failure, not cut short.
    public func fetch(_ method: String, _ url: String, headers: [String: String] = [:], body: [UInt8] = []) async -> OutboundAnswer {
        let validated: String
        do {
            validated = try ChannelAddress.validated(url)
        } catch {
            return .failed(error.message(in: .en))
        }
        switch await exchange(method: method, url: validated, headers: headers, body: body, reading: true) {
        case .answered(let status, let location, _) where (300...399).contains(status):
            return .failed("answered HTTP \(status), redirected" + (location.map { " to \($0)" } ?? "") + "; redirects are not followed")
        case .answered(let status, _, let body): return .answered(status: status, body: body)
        case .failed(let problem): return .failed(problem)
        }
    }

    private func exchange(method: String, url: String, headers: [String: String], body: [UInt8],
                          reading: Bool) async -> Exchange.Outcome {
        let exchange: Exchange
        do {
            exchange = try Exchange(method: method, url: url, headers: headers, body: body, reading: reading,
                                    limit: policy.answerLimit, caFile: policy.caFile)
        } catch {
            return .failed(error.problem)
        }
        let timeout = policy.timeout
        return await ExchangeThreads.shared.run { exchange.perform(until: Deadline(after: timeout)) }
    }
}

/// What `OutboundClient.fetch` got: an answer (any status) with its body, or why there was none.
public enum OutboundAnswer: Sendable, Equatable {
    case answered(status: Int, body: [UInt8])
    case failed(String)
}
