import Foundation
import HabitAccounts
import HabitCore
import HabitMetrics
import HabitNotify
import HabitStore
import HTTPServer
import Synchronization

/// What a container runtime, a load balancer and Prometheus ask (SPEC §18), answered before any
/// gate: `GET /healthz` (200 while the process serves; no credentials, no data), `GET /readyz`
/// (200 only when the database answers, else 503) and, with `--metrics-public`, `GET /metrics`
/// to clients on loopback. Otherwise `/metrics` is a route like the pages, behind the same gates.
struct ServiceEndpoints: Middleware {
    let app: AppContext
    let metricsPublic: Bool

    static let health = "/healthz"
    static let ready = "/readyz"
    static let metrics = "/metrics"

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        guard request.method == .get || request.method == .head else { return try next(request) }
        switch request.path {
        case Self.health:
            request.notes.route = Self.health
            return Self.plain("ok\n")
        case Self.ready:
            request.notes.route = Self.ready
            return app.databaseAnswers() ? Self.plain("ready\n") : Self.plain("the database does not answer\n", status: 503)
        case Self.metrics where metricsPublic && Self.isLoopbackPeer(request.remoteAddress):
            request.notes.route = Self.metrics
            return Self.metricsResponse()
        default:
            return try next(request)
        }
    }

    /// 127.0.0.0/8 and ::1, also as IPv4-mapped addresses (a server on `::` hears IPv4 that way).
    static func isLoopbackPeer(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }

    static func plain(_ text: String, status: Int = 200) -> Response {
        var response = Response.text(text, status: status)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    static func metricsResponse() -> Response {
        var response = plain(Metrics.text)
        response.headers["Content-Type"] = Metrics.contentType
        return response
    }
}

extension AppContext {
    /// Whether the database answers a query now: the account directory's, on either backend.
    func databaseAnswers() -> Bool {
        guard let accounts else { return true }
        return (try? accounts.directory.hasAccounts()) != nil
    }
}

/// How an account is named in the access log: an HMAC-SHA256 of its id under a key kept in the
/// database (`server_keys`, made on first use), 16 hex digits. Stable across restarts, so a log
/// shipper can follow one account, but neither its id nor its name can be read back.
final class AccountLogName: Sendable {
    private let store: any HabitStore
    private let key = Mutex<[UInt8]?>(nil)
    /// Each account's name once made (an HMAC per signed-in request was 4 % of a hosted tap):
    /// a few thousand short strings at most, dropped all at once past `kept`.
    private let names = Mutex<[Int64: String]>([:])
    private static let kept = 20_000

    init(store: any HabitStore) { self.store = store }

    func callAsFunction(_ account: Account) -> String {
        if let name = names.withLock({ $0[account.id] }) { return name }
        let key = key.withLock { key in
            if let key { return key }
            let made = (try? (store as? any ServerKeyStore)?.serverKey("log-account-key") { Secrets.newToken() })
                ?? Secrets.newToken()
            key = Array(made.utf8)
            return key!
        }
        let name = String(Hex.string(Digest.hmacSHA256(key: key, Array(String(account.id).utf8))).prefix(16))
        names.withLock { names in
            if names.count >= Self.kept { names.removeAll(keepingCapacity: true) }
            names[account.id] = name
        }
        return name
    }
}
