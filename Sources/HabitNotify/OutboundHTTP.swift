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

/// The one HTTP client reminders go out through (FoundationNetworking's URLSession, libcurl
/// underneath). It POSTs only to https URLs, or plain http on loopback (`ChannelAddress`);
/// follows no redirect; gives each try `policy.timeout`; reads at most `policy.answerLimit` of
/// an answer; and retries timeouts, unreachable hosts, 429 and 5xx with exponential back-off.
/// Other 4xx and 3xx answers are final.
public struct OutboundClient: Sendable {
    public let policy: OutboundPolicy

    public init(policy: OutboundPolicy = .standard) { self.policy = policy }

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
        guard let url = URL(string: request.url) else { return (nil, "not a URL") }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = Data(request.body)
        urlRequest.timeoutInterval = policy.timeout.seconds
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = policy.timeout.seconds
        configuration.timeoutIntervalForResource = policy.timeout.seconds
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.connectionProxyDictionary = [:]
        let delegate = OneRequest(limit: policy.answerLimit)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let outcome = await withCheckedContinuation { continuation in
            delegate.start(session.dataTask(with: urlRequest), continuation: continuation)
        }
        switch outcome {
        case .answered(let status, _) where (200...299).contains(status): return (status, nil)
        case .answered(let status, let location) where (300...399).contains(status):
            return (status, "redirected" + (location.map { " to \($0)" } ?? "") + "; redirects are not followed")
        case .answered(let status, _): return (status, "answered HTTP \(status)")
        case .failed(let problem): return (nil, problem)
        }
    }
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
        case answered(status: Int, location: String?)
        case failed(String)
    }

    private struct State {
        var continuation: CheckedContinuation<Outcome, Never>?
        var response: HTTPURLResponse?
        var received = 0
        var finished = false
    }

    private let limit: Int
    private let state = Mutex(State())

    init(limit: Int) { self.limit = limit }

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
            return state.received > limit
        }
        if over, let status = state.withLock({ $0.response?.statusCode }) {
            // The status is what matters; the rest of an oversized answer is not read.
            finish(.answered(status: status, location: nil))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let response = state.withLock { $0.response }
        if let response, error == nil || (response.statusCode >= 300 && response.statusCode < 400) {
            finish(.answered(status: response.statusCode, location: response.value(forHTTPHeaderField: "Location")))
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
            if let response {
                finish(.answered(status: response.statusCode, location: nil))
            } else {
                finish(.failed("the request failed (\(error.localizedDescription))"))
            }
        }
    }
}
