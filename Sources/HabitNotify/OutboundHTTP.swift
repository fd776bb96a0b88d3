import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import HabitCore
import Synchronization

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

    public init(timeout: Duration = .seconds(10), attempts: Int = 4, firstDelay: Duration = .seconds(1),
                answerLimit: Int = 64 << 10) {
        self.timeout = timeout
        self.attempts = max(1, attempts)
        self.firstDelay = firstDelay
        self.answerLimit = answerLimit
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
/// through (FoundationNetworking's URLSession, libcurl underneath). It sends only to https
/// URLs, or plain http on loopback (`ChannelAddress`);
/// follows no redirect; gives each try `policy.timeout`; reads at most `policy.answerLimit` of
/// an answer; and retries timeouts, unreachable hosts, 429 and 5xx with exponential back-off.
/// Other 4xx and 3xx answers are final.
public struct OutboundClient: Sendable {
    public let policy: OutboundPolicy

    public init(policy: OutboundPolicy = .standard) { self.policy = policy }

    /// What every request says it comes from: reminders and sign-ins of a self-hosted Habits.
    public static let userAgent = "Habits (self-hosted habit tracker; reminders and sign-in)"

    public func send(_ request: OutboundRequest) async -> OutboundResult {
        do {
            _ = try ChannelAddress.validated(request.url)
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
        do {
            _ = try ChannelAddress.validated(url)
        } catch {
            return .failed(error.message(in: .en))
        }
        switch await exchange(method: method, url: url, headers: headers, body: body, reading: true) {
        case .answered(let status, let location, _) where (300...399).contains(status):
            return .failed("answered HTTP \(status), redirected" + (location.map { " to \($0)" } ?? "") + "; redirects are not followed")
        case .answered(let status, _, let body): return .answered(status: status, body: body)
        case .failed(let problem): return .failed(problem)
        }
    }

    private func exchange(method: String, url: String, headers: [String: String], body: [UInt8],
                          reading: Bool) async -> OneRequest.Outcome {
        guard let url = URL(string: url) else { return .failed("not a URL") }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method
        if method != "GET" { urlRequest.httpBody = Data(body) }
        urlRequest.timeoutInterval = policy.timeout.seconds
        // Said by us, not made up by FoundationNetworking ("habits (unknown version) curl/…").
        urlRequest.setValue(Self.userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = policy.timeout.seconds
        configuration.timeoutIntervalForResource = policy.timeout.seconds
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.connectionProxyDictionary = [:]
        let delegate = OneRequest(limit: policy.answerLimit, reading: reading)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        return await withCheckedContinuation { continuation in
            delegate.start(session.dataTask(with: urlRequest), continuation: continuation)
        }
    }
}

/// What `OutboundClient.fetch` got: an answer (any status) with its body, or why there was none.
public enum OutboundAnswer: Sendable, Equatable {
    case answered(status: Int, body: [UInt8])
    case failed(String)
}

extension Duration {
    var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// The delegate of one request's session: refuses redirects, stops reading past the limit and
/// hands the outcome to the waiting task once. `@unchecked Sendable`: URLSession calls it on its
/// own queue while `start` runs on the caller's; all state is behind the mutex.
private final class OneRequest: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    enum Outcome: Sendable {
        /// `body`: what was read of the answer, when it is read at all.
        case answered(status: Int, location: String?, body: [UInt8])
        case failed(String)
    }

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        var response: HTTPURLResponse?
        var received = 0
        var body: [UInt8] = []
        var finished = false
    }

    private let limit: Int
    /// Keep the answer's body (and fail when it is over the limit) rather than only its status.
    private let reading: Bool
    private let state = Mutex(State())

    init(limit: Int, reading: Bool) {
        self.limit = limit
        self.reading = reading
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<Outcome, Never>) {
        state.withLock { $0.continuation = continuation }
        task.resume()
    }

    private func finish(_ outcome: Outcome) {
        let continuation = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(returning: outcome)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        // Never follow: the redirect itself is the answer.
        state.withLock { $0.response = response }
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        state.withLock { $0.response = response as? HTTPURLResponse }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let over = state.withLock { state in
            state.received += data.count
            if reading && state.received <= limit { state.body += data }
            return state.received > limit
        }
        guard over else { return }
        if reading {
            finish(.failed("the answer is larger than \(limit / 1024) KiB"))
            dataTask.cancel()
        } else if let status = state.withLock({ $0.response?.statusCode }) {
            // The status is what matters; the rest of an oversized answer is not read.
            finish(.answered(status: status, location: nil, body: []))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (response, body) = state.withLock { ($0.response, $0.body) }
        if let response, error == nil || (response.statusCode >= 300 && response.statusCode < 400) {
            finish(.answered(status: response.statusCode, location: response.value(forHTTPHeaderField: "Location"), body: body))
            return
        }
        guard let error else {
            finish(.failed("no answer"))
            return
        }
        let code = (error as? URLError)?.code
        switch code {
        case .timedOut?: finish(.failed("no answer within the time limit"))
        case .cannotConnectToHost?, .cannotFindHost?, .networkConnectionLost?, .notConnectedToInternet?, .dnsLookupFailed?:
            finish(.failed("can't reach the server (\(error.localizedDescription))"))
        default:
            if let response, !reading {
                finish(.answered(status: response.statusCode, location: nil, body: []))
            } else {
                finish(.failed("the request failed (\(error.localizedDescription))"))
            }
        }
    }
}
