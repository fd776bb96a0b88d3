import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HabitStore
import HTTPServer

/// While any account exists (SPEC §13), every page and API route needs a session cookie (from
/// `POST /login` with `username` and `password`) or `Authorization: Bearer <token>`, and the
/// request then reaches only its account's library: the gate moves it into the account's
/// `AccountSpace` (`Request.store`, `.judgements`, `.live`) and computes its today with the
/// account's day start. It also answers `GET`/`POST /login`, `POST /logout` and the sign-up page of
/// an invitation (`GET`/`POST /signup?token=…`).
///
/// With no account it is personal mode, as before accounts: the passphrase gate when one is set,
/// else nothing on loopback. Served beyond loopback without a passphrase, it stays closed until an
/// account exists (the exposure check let the server start only because one did).
///
/// The other ways to sign in of SPEC §20 (`app.signIn`) come in here too: the header of a
/// trusted proxy (below, `authenticate`) and an OpenID provider (`AccountGate+OpenID.swift`).
final class AccountGate: Middleware {
    let app: AppContext
    let accounts: Accounts
    private let passphraseGate: PasswordGate?
    private let exposed: Bool

    init(app: AppContext, accounts: Accounts, passphraseGate: PasswordGate?, exposed: Bool) {
        self.app = app
        self.accounts = accounts
        self.passphraseGate = passphraseGate
        self.exposed = exposed
    }

    static let cookieName = PasswordGate.cookieName

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        var response = try gate(request, next: next)
        if response.headers[Self.accountHeader] == nil { response.headers[Self.accountHeader] = Self.nobody }
        return response
    }

    private func gate(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        // A request whose session or token is good belongs to an account, so accounts exist: it
        // needs no query to find that out. A storage failure here, as everywhere, is the error
        // boundary's 503.
        // The sign-in page's stylesheet and icons are not secret; a notification's `Done` carries
        // its own credential (the subscription's token, which names its account).
        let open = request.path.hasPrefix("/static/") || (request.path == NotificationsAPI.donePath && request.method == .post)
        let found: (signedIn: SignedIn, libraryRevision: Int?)?
        do {
            found = open ? nil : try authenticate(request)
        } catch let refusal as SignInRefusal {
            return try Self.refused(refusal, request, methods: app.signIn)
        }
        let signedIn = found?.signedIn
        // The provider's routes answer even before the first account (which `--oidc-create` makes).
        let openIDRoute = app.signIn.openID != nil && request.path.hasPrefix(Routes.openIDLogin)
        guard try signedIn != nil || openIDRoute || accounts.directory.hasAccounts() || (exposed && passphraseGate == nil) else {
            // Personal mode: the personal library's day start after all.
            var request = request
            request[RequestContextKey.self] = app.context(for: request, store: request.store)
            guard let passphraseGate else { return Self.marked(try next(request), account: Self.personal) }
            return try passphraseGate.handle(request) { Self.marked(try next($0), account: Self.personal) }
        }
        switch request.path {
        case "/login":
            switch request.method {
            case .post: return try signIn(request)
            case .get, .head: return LoginPage.accounts(language: request.context.language, methods: app.signIn)
            default: throw HTTPError.methodNotAllowed(allowed: [.get, .head, .post])
            }
        case Routes.openIDLogin where openIDRoute:
            guard request.method == .get || request.method == .head else { throw HTTPError.methodNotAllowed(allowed: [.get, .head]) }
            return try Self.startOpenID(request, app: app, confirming: nil)
        case Routes.openIDCallback where openIDRoute:
            guard request.method == .get else { throw HTTPError.methodNotAllowed(allowed: [.get]) }
            return try finishOpenID(request)
        case "/logout" where request.method == .post:
            if let token = request.cookies[Self.cookieName] { try accounts.signOut(sessionToken: token) }
            var response = Response.redirect(to: "/login")
            response.headers.add("Set-Cookie", Self.endedSessionCookie)
            return response
        case "/signup":
            switch request.method {
            case .post: return try signUp(request)
            case .get, .head: return try signUpPage(request)
            default: throw HTTPError.methodNotAllowed(allowed: [.get, .head, .post])
            }
        default:
            break
        }
        if open { return try next(request) }
        guard let signedIn else {
            if request.path.hasPrefix("/api/") { throw Self.unauthorized(request) }
            return .redirect(to: "/login")
        }
        request.notes.account = app.accountLogName(signedIn.account)
        var request = request
        request.enter(try app.space(for: signedIn.account), seenRevision: found?.libraryRevision)
        request[SignedInKey.self] = signedIn
        request[RequestContextKey.self] = app.context(for: request, store: request.store)
        return Self.marked(try next(request), account: request.notes.account ?? Self.personal)
    }

    /// 401 for an API request without a good credential, saying which it lacks: a token that is
    /// refused (revoked, or never one) is not a request that forgot to sign in.
    private static func unauthorized(_ request: Request) -> HTTPError {
        let message: String
        switch request.headers["Authorization"]?.split(separator: " ", maxSplits: 1).first?.lowercased() {
        case nil:
            message = "Sign in first: POST /login with username and password, or send Authorization: Bearer <token>."
        case "bearer":
            message = "This token isn't valid: it was revoked, or it was never one. Make a new one in Settings → API tokens or with habits token add."
        default:
            message = "Send the token as Authorization: Bearer <token>."
        }
        return HTTPError(status: PageRefusal.unauthorized.status, code: "unauthorized", message: message)
    }

    /// The header that names whose page a response is, for the service worker: it keeps pages
    /// for one account only, and empties its copies when a response names someone else or
    /// `nobody` (the sign-in page: signed out, or a session refused; SPEC §13). The account is
    /// named as in the log, by a keyed hash.
    static let accountHeader = "Habits-Account"
    static let personal = "personal", nobody = "none"

    private static func marked(_ response: Response, account: String) -> Response {
        var response = response
        response.headers[accountHeader] = account
        return response
    }

    /// A bearer token when the request carries one (then only it counts), else the header of a
    /// trusted proxy when the connection comes from one (`--trusted-header`; from any other
    /// address the header means nothing), else the session cookie; with the library's revision
    /// as the lookup saw it (see `SigningIn`). A proxy that names an unknown account is refused
    /// (`SignInRefusal.unknownProxyUser`), unless the server creates such accounts.
    private func authenticate(_ request: Request) throws -> (signedIn: SignedIn, libraryRevision: Int?)? {
        if let header = request.headers["Authorization"] {
            let parts = header.split(separator: " ", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
            let token = parts[1].trimmingCharacters(in: .whitespaces)
            return try accounts.authenticate(bearer: token).map {
                (SignedIn(account: $0.signingIn.account, session: nil, token: $0.token), $0.signingIn.libraryRevision)
            }
        }
        if let trusted = app.signIn.trustedHeader,
           let name = trusted.name(in: request.headers[trusted.header], from: request.remoteAddress) {
            guard let account = try accounts.accountNamedByProxy(name, creating: trusted.createsAccounts) else {
                throw SignInRefusal.unknownProxyUser(name)
            }
            return (SignedIn(account: account, session: nil, token: nil, viaProxy: true), nil)
        }
        guard let token = request.cookies[Self.cookieName] else { return nil }
        return try accounts.authenticate(sessionToken: token).map {
            (SignedIn(account: $0.signingIn.account, session: $0.session, token: nil), $0.signingIn.libraryRevision)
        }
    }

    private func signIn(_ request: Request) throws -> Response {
        let language = request.context.language
        guard app.signIn.passwords else {
            return LoginPage.accounts(language: language, methods: app.signIn, error: language.copy.passwordSignInOff,
                                      status: PageRefusal.forbidden.status)
        }
        let form = (try? FormData.parse(request.body)) ?? [:]
        let name = form["username"]?.first ?? ""
        let password = form["password"]?.first ?? ""
        let outcome = try accounts.signIn(name: name, password: password, address: request.remoteAddress, label: Self.label(request))
        switch outcome {
        case .signedIn(_, let token):
            return signedInResponse(token: token, request: request)
        case .refused:
            return LoginPage.accounts(language: language, methods: app.signIn, username: name, error: language.copy.wrongCredentials,
                                      status: PageRefusal.unauthorized.status)
        case .throttled(let until):
            let seconds = max(1, Int(until.timeIntervalSince(accounts.clock.now()).rounded(.up)))
            let message = language.copy.tooManySignIns(minutes: (seconds + 59) / 60)
            // A script that asks for JSON gets the API's form of the 429.
            if request.headers["Accept"]?.contains("application/json") == true {
                return ErrorMiddleware.response(for: HTTPError.tooManyRequests(retryAfterSeconds: seconds, message), request: request)
            }
            var response = LoginPage.accounts(language: language, methods: app.signIn, username: name, error: message,
                                              status: PageRefusal.throttled.status)
            response.headers["Retry-After"] = String(seconds)
            return response
        }
    }

    private func signUpPage(_ request: Request) throws -> Response {
        let token = request.query["token"] ?? ""
        let language = request.context.language
        guard try accounts.invitation(token: token) != nil else {
            return SignUpPage.response(language: language, token: nil, error: language.copy.message(.invitationInvalid), status: PageRefusal.expired.status)
        }
        return SignUpPage.response(language: language, token: token)
    }

    private func signUp(_ request: Request) throws -> Response {
        let language = request.context.language
        let form = (try? FormData.parse(request.body)) ?? [:]
        let token = form["token"]?.first ?? ""
        let name = form["username"]?.first ?? ""
        let password = form["password"]?.first ?? ""
        do {
            let account = try accounts.signUp(invitation: token, name: name, password: password)
            return signedInResponse(token: try accounts.startSession(for: account, label: Self.label(request)), request: request)
        } catch let error as DomainError {
            let usable = error != .invitationInvalid
            return SignUpPage.response(language: language, token: usable ? token : nil, username: name,
                                       error: error.message(in: language), status: usable ? ErrorBoundary.status(refusing: error) : PageRefusal.expired.status)
        }
    }

    private func signedInResponse(token: String, request: Request) -> Response {
        var response = Response.redirect(to: "/")
        response.headers.add("Set-Cookie", Self.sessionCookie(token, request))
        return response
    }

    static func sessionCookie(_ token: String, _ request: Request) -> String {
        "\(cookieName)=\(token); Path=/; Max-Age=\(Int(Accounts.sessionLifetime)); HttpOnly; SameSite=Strict"
            + (request.isSecure ? "; Secure" : "")
    }

    static let endedSessionCookie = "\(cookieName)=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict"

    /// Which device a session is, for the list in Settings: the browser and the address.
    static func label(_ request: Request) -> String {
        let agent = String((request.headers["User-Agent"] ?? "").unicodeScalars
            .filter { $0.properties.generalCategory != .control }.prefix(120))
        return agent.isEmpty ? request.remoteAddress : "\(agent) · \(request.remoteAddress)"
    }
}
