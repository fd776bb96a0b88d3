import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HabitStore
import HTTPServer

/// Signing in through the OpenID provider (SPEC §20): `GET /login/oidc` sends the browser to the
/// provider with a new sign-in's `state`, `nonce` and PKCE challenge, and sets the cookie that
/// binds the sign-in to this browser; the provider sends it back to `GET /login/oidc/callback`
/// (under `--public-url`), which ends the sign-in (`OpenIDSignIn.finish`) and starts an ordinary
/// session, or, for a sign-in that confirms a deletion, deletes the account. A refusal shows the
/// login page with the reason, and nothing is created.
extension AccountGate {
    /// The cookie that binds a sign-in under way to its browser. `SameSite=Lax`: the callback is
    /// a top-level navigation from the provider's site, which a `Strict` cookie would not follow.
    static let bindingCookie = "habits_signin"

    /// Sends the browser to the provider; `confirming`: for a sign-in that confirms the
    /// deletion of that account (Settings → Delete account).
    static func startOpenID(_ request: Request, app: AppContext, confirming account: Account?) throws -> Response {
        guard let openID = app.signIn.openID else { throw HTTPError.notFound() }
        do {
            let start = try openID.start(confirming: account)
            var response = Response.redirect(to: start.location)
            response.headers.add("Set-Cookie", "\(Self.bindingCookie)=\(start.browserToken); Path=\(Routes.openIDLogin); "
                                 + "Max-Age=\(Int(OpenIDSignIn.lifetime)); HttpOnly; SameSite=Lax" + (request.isSecure ? "; Secure" : ""))
            return response
        } catch let refusal as SignInRefusal {
            return try refused(refusal, request, methods: app.signIn)
        }
    }

    func finishOpenID(_ request: Request) throws -> Response {
        guard let openID = app.signIn.openID else { throw HTTPError.notFound() }
        let language = request.context.language
        var response: Response
        do {
            switch try openID.finish(query: request.query, browserToken: request.cookies[Self.bindingCookie]) {
            case .signedIn(let account, _):
                let token = try accounts.startSession(for: account, label: Self.label(request))
                // A page of this site moves on to the app: the session cookie is SameSite=Strict,
                // and a redirect still inside the provider's navigation would not carry it.
                response = LoginPage.signedIn(language: language)
                response.headers.add("Set-Cookie", Self.sessionCookie(token, request))
            case .confirmed(let account):
                try accounts.directory.deleteAccount(account)
                response = LoginPage.accounts(language: language, methods: app.signIn,
                                              notice: language.copy.accountDeletedNotice(account.name))
                response.headers.add("Set-Cookie", Self.endedSessionCookie)
            }
        } catch let refusal as SignInRefusal {
            response = try Self.refused(refusal, request, methods: app.signIn)
        }
        response.headers.add("Set-Cookie", "\(Self.bindingCookie)=; Path=\(Routes.openIDLogin); Max-Age=0; HttpOnly; SameSite=Lax")
        return response
    }

    /// A refused sign-in (the provider's, or a trusted proxy's): the login page with the reason,
    /// or the API's error under `/api/`.
    static func refused(_ refusal: SignInRefusal, _ request: Request, methods: SignInMethods) throws -> Response {
        let language = request.context.language
        let message = language.copy.signInRefused(refusal)
        let status = if case .providerUnavailable = refusal { PageRefusal.upstreamUnavailable.status } else { PageRefusal.forbidden.status }
        if ErrorBoundary.wantsJSON(request) { throw HTTPError(status: status, code: "sign_in_refused", message: message) }
        return LoginPage.accounts(language: language, methods: methods, error: message, status: status)
    }
}
