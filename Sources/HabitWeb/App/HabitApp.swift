import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HTTPServer

/// Wires the app: routes (API, pages, static files) behind the security middleware.
public enum HabitApp {
    /// Bodies are small everywhere but import, which takes a whole exported database.
    public static let bodyLimit = 1 << 20
    public static let importLimit = 64 << 20

    /// The responder the server runs. With a passphrase, every route but the login page and
    /// static files needs a session; so it does while any account exists (`context.accounts`),
    /// and each request then reaches its account's library only. `exposed`: served beyond
    /// loopback, so without accounts and a passphrase nothing may be served.
    /// `metricsPublic`: `GET /metrics` answers loopback clients without credentials.
    public static func responder(context: AppContext, passphrase: String? = nil, exposed: Bool = false,
                                 metricsPublic: Bool = false) -> any Responder {
        var middleware: [any Middleware] = [ServiceEndpoints(app: context, metricsPublic: metricsPublic),
                                            RequestContextMiddleware(app: context), SecurityHeadersMiddleware(), ErrorBoundary(),
                                            SameOriginMiddleware()]
        let passphraseGate = passphrase.map { PasswordGate(passphrase: $0, clock: context.clock) }
        if let accounts = context.accounts {
            middleware.append(AccountGate(app: context, accounts: accounts, passphraseGate: passphraseGate, exposed: exposed))
        } else if let passphraseGate {
            middleware.append(passphraseGate)
        }
        middleware.append(DeviceMiddleware(app: context))
        // Cached answers are stored compressed, so the cache sits outside the compression.
        middleware += [ResponseCache(), CompressionMiddleware()]
        return MiddlewareStack(middleware, responder: router(context: context))
    }

    /// Why the app will not serve as asked.
    public struct ServeRefusal: Error, CustomStringConvertible {
        public let description: String
    }

    /// The server `habits serve` runs and the tests start: the app's responder with its body
    /// limits and security headers (also on the server's own early errors), after the exposure
    /// check. Throws `ServeRefusal`, or the server's error when it cannot listen.
    public static func server(context: AppContext, host: String = "127.0.0.1", port: Int, passphrase: String? = nil,
                              tls: (certificatePEM: String, keyPEM: String)? = nil, accessLog: Bool = true,
                              logFormat: LogFormat = .text, metricsPublic: Bool = false) throws -> HTTPServer {
        // A server whose sign-ins create accounts (`--oidc-create`, `--trusted-header-create`) opens
        // as one with accounts does: closed until someone signs in.
        let hasAccounts = try context.accounts?.directory.hasAccounts() ?? false || context.signIn.createsAccounts
        try checkExposure(host: host, passphrase: passphrase, hasAccounts: hasAccounts)
        let configuration = ServerConfiguration(host: host, port: port, threads: workerThreads,
                                                connectionLimit: connectionLimit(streams: context.streamLimit), maxBodySize: maxBodySize,
                                                tls: tls, accessLog: accessLog, logFormat: logFormat,
                                                defaultHeaders: SecurityHeadersMiddleware.headers)
        return try HTTPServer(configuration: configuration,
                              responder: responder(context: context, passphrase: passphrase, exposed: !isLoopback(host),
                                                   metricsPublic: metricsPublic))
    }

    /// The connections the server takes at once: 1,024, or more when more live-update streams
    /// may be open (each holds a connection), so that ordinary requests keep room beside them.
    public static func connectionLimit(streams: Int) -> Int { max(1024, streams + 24) }

    /// A write holds its worker thread until its batch is durable (group commit), and a batch can
    /// only hold as many writes as there are threads to wait in it: one thread per core would
    /// let two writes share an fsync at most. An idle thread costs a stack, not CPU.
    public static let workerThreads = max(32, 4 * ServerConfiguration.processorCount)

    /// Anything but a loopback address needs a passphrase or accounts: other machines could reach the data.
    public static func checkExposure(host: String, passphrase: String?, hasAccounts: Bool = false) throws(ServeRefusal) {
        guard isLoopback(host) || passphrase != nil || hasAccounts else {
            throw ServeRefusal(description: """
                Serving on \(host) lets other machines reach your habits: add an account with 'habits user add NAME', \
                or set a passphrase with --password or HABITS_PASSWORD (and serve HTTPS with --tls-cert and --tls-key).
                """)
        }
    }

    /// The absolute URL of a tracker's detail page under `base` (`https://habits.example` or
    /// `http://127.0.0.1:8080/`), built from the route the router serves: what reminders link to.
    public static func detailURL(base: String) -> @Sendable (Tracker.ID) -> String {
        let root = base.hasSuffix("/") ? String(base.dropLast()) : base
        return { root + Routes.Tracker.detail.path($0) }
    }

    /// Where the OpenID provider sends the browser back under `base` (`--public-url`, else the
    /// address served): `/login/oidc/callback`.
    public static func openIDCallbackURL(base: String) -> String {
        (base.hasSuffix("/") ? String(base.dropLast()) : base) + Routes.openIDCallback
    }

    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    public static func maxBodySize(_ method: HTTPMethod, _ path: String) -> Int {
        method == .post && (path == "/api/v1/import" || path == "/settings/import") ? importLimit : bodyLimit
    }

    /// Every API route the router serves, for tests that hold the OpenAPI document to it.
    static func endpoints(context: AppContext) -> [Endpoint] {
        APIController(app: context).endpoints + NotificationsAPI(app: context).endpoints
    }

    static func router(context: AppContext) -> Router {
        var router = Router()
        for endpoint in endpoints(context: context) {
            router.add(endpoint.method, endpoint.path, endpoint.handler)
        }
        router.get("/static/{file}") { request in
            guard let response = Assets.response(for: request.path) else { throw HTTPError.notFound("No such file.") }
            return response
        }
        BoardController(app: context).register(on: &router)
        TrackerFormController(app: context).register(on: &router)
        InsightController(app: context).register(on: &router)
        SettingsController(app: context).register(on: &router)
        AccountController(app: context).register(on: &router)
        SignInController(app: context).register(on: &router)
        TransferController(app: context, pending: PendingImports()).register(on: &router)
        ChannelsController(app: context).register(on: &router)
        router.get("/manifest.webmanifest") { PWA.manifest($0) }
        router.get("/sw.js") { PWA.serviceWorker($0) }
        router.get("/login") { _ in .redirect(to: "/") }
        router.get(ServiceEndpoints.metrics) { _ in ServiceEndpoints.metricsResponse() }
        return router
    }
}
