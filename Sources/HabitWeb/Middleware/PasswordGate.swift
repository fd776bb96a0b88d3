import Foundation
import HabitAccounts
import HabitCore
import HabitStore
import HTTPServer
import Synchronization

/// With a passphrase set (any non-loopback bind), every page and API route needs a session: a
/// random token in an HttpOnly, SameSite=Strict cookie, issued by `POST /login`. Wrong
/// passphrases are throttled per client address.
public final class PasswordGate: Middleware {
    public static let cookieName = "habits_session"
    static let sessionLifetime: TimeInterval = 30 * 86_400
    /// Failures allowed before the wait starts; each further failure doubles it, up to 15 minutes.
    static let freeAttempts = 5

    private let passphrase: [UInt8]
    private let clock: Clock
    private let sessions = Mutex<[String: Date]>([:])
    private let failures = Mutex<[String: (count: Int, blockedUntil: Date)]>([:])

    public init(passphrase: String, clock: Clock) {
        self.passphrase = Array(passphrase.utf8)
        self.clock = clock
    }

    public func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        if request.path == "/login" {
            switch request.method {
            case .post: return try logIn(request)
            case .get, .head: return LoginPage.response(language: request.context.language, error: nil)
            default: throw HTTPError.methodNotAllowed(allowed: [.get, .head, .post])
            }
        }
        if request.path == "/logout" && request.method == .post {
            if let token = request.cookies[Self.cookieName] { _ = sessions.withLock { $0.removeValue(forKey: token) } }
            var response = Response.redirect(to: "/login")
            response.headers.add("Set-Cookie", "\(Self.cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict")
            return response
        }
        // The login page's stylesheet and icons are not secret.
        // A notification's `Done` carries its own credential: the subscription's token.
        if request.path.hasPrefix("/static/") || isValid(request.cookies[Self.cookieName])
            || (request.path == NotificationsAPI.donePath && request.method == .post) {
            return try next(request)
        }
        if request.path.hasPrefix("/api/") {
            throw HTTPError(status: PageRefusal.unauthorized.status, code: "unauthorized", message: "Sign in first: POST /login with the passphrase.")
        }
        return .redirect(to: "/login")
    }

    private func isValid(_ token: String?) -> Bool {
        guard let token else { return false }
        let now = clock.now()
        return sessions.withLock { sessions in
            guard let expiry = sessions[token] else { return false }
            if expiry < now { sessions[token] = nil; return false }
            return true
        }
    }

    private func logIn(_ request: Request) throws -> Response {
        let address = request.remoteAddress
        let now = clock.now()
        if let blocked = failures.withLock({ $0[address] }), blocked.blockedUntil > now {
            throw HTTPError.tooManyRequests(retryAfterSeconds: Int(blocked.blockedUntil.timeIntervalSince(now).rounded(.up)),
                                            request.context.language.copy.tooManyPassphrases)
        }
        let given = (try? FormData.parse(request.body))?["password"]?.first ?? ""
        guard Self.constantTimeEqual(Array(given.utf8), passphrase) else {
            failures.withLock { failures in
                let count = (failures[address]?.count ?? 0) + 1
                let wait = count < Self.freeAttempts ? 0 : min(900, 2 << min(count - Self.freeAttempts, 12))
                failures[address] = (count, now.addingTimeInterval(TimeInterval(wait)))
            }
            return LoginPage.response(language: request.context.language, error: request.context.language.copy.wrongPassphrase)
        }
        failures.withLock { $0[address] = nil }
        var bytes = [UInt8](repeating: 0, count: 32)
        var generator = SystemRandomNumberGenerator()
        for index in bytes.indices { bytes[index] = UInt8.random(in: .min ... .max, using: &generator) }
        let token = Hex.string(bytes)
        sessions.withLock { $0[token] = now.addingTimeInterval(Self.sessionLifetime) }
        var response = Response.redirect(to: "/")
        let secure = request.isSecure ? "; Secure" : ""
        response.headers.add("Set-Cookie", "\(Self.cookieName)=\(token); Path=/; Max-Age=\(Int(Self.sessionLifetime)); HttpOnly; SameSite=Strict\(secure)")
        return response
    }

    /// Compares the two digests with `sodium_memcmp`: they are equal in length whatever was typed,
    /// so neither the content nor the length of a guess shows in the timing.
    static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        Secrets.equal(Secrets.digest(a), Secrets.digest(b))
    }
}
