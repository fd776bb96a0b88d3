import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HTTPServer

/// Settings → Password and Delete account (SPEC §20), form posts that work without JavaScript.
/// The current password is checked exactly like a sign-in, failures counted and throttled with
/// the sign-ins' (per name and per address). In personal mode there is no account: 404.
struct SignInController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.post(Routes.settingsPassword, changePassword)
        router.post(Routes.settingsDeleteAccount, deleteAccount)
    }

    /// `current_password` (unless the account has none yet), `new_password` and
    /// `repeat_password`: the new one is set and every other session of the account ends.
    /// A wrong current password changes nothing.
    func changePassword(_ request: Request) throws -> Response {
        let (signedIn, accounts) = try self.signedIn(request)
        let form = try Web.Form(request)
        let language = request.context.language
        if try accounts.hasPassword(signedIn.account) {
            switch try accounts.confirmPassword(form["current_password"] ?? "", of: signedIn.account, address: request.remoteAddress) {
            case .confirmed: break
            case .refused:
                return try page(request, errors: ["current_password": language.copy.message(.currentPasswordWrong)],
                            status: ErrorBoundary.status(refusing: .currentPasswordWrong))
            case .throttled(let until):
                return try throttled(request, until: until, field: "current_password", accounts: accounts)
            }
        }
        do {
            let ended = try accounts.setPassword(of: signedIn.account, to: form["new_password"] ?? "",
                                                 repeated: form["repeat_password"] ?? "", keeping: signedIn.session?.id)
            var settings = try SettingsController(app: app).settingsPage(request, back: Routes.home)
            settings.account?.signIn?.passwordNotice = language.copy.passwordChanged(signedOut: ended)
            return settings.render()
        } catch let error as DomainError {
            let field = error == .passwordsDiffer ? "repeat_password" : "new_password"
            return try page(request, errors: [field: error.message(in: language)], status: ErrorBoundary.status(refusing: error))
        }
    }

    /// `password`, or `confirm=oidc` for a fresh sign-in at the provider (which deletes on its
    /// callback): the account, its data and its sessions go.
    func deleteAccount(_ request: Request) throws -> Response {
        let (signedIn, accounts) = try self.signedIn(request)
        let form = try Web.Form(request)
        let language = request.context.language
        if form["confirm"] == "oidc" {
            return try AccountGate.startOpenID(request, app: app, confirming: signedIn.account)
        }
        switch try accounts.confirmPassword(form["password"] ?? "", of: signedIn.account, address: request.remoteAddress) {
        case .confirmed:
            try accounts.directory.deleteAccount(signedIn.account)
            var response = LoginPage.accounts(language: language, methods: app.signIn,
                                              notice: language.copy.accountDeletedNotice(signedIn.account.name))
            response.headers.add("Set-Cookie", AccountGate.endedSessionCookie)
            return response
        case .refused:
            return try page(request, errors: ["delete": language.copy.message(.currentPasswordWrong)],
                            status: ErrorBoundary.status(refusing: .currentPasswordWrong))
        case .throttled(let until):
            return try throttled(request, until: until, field: "delete", accounts: accounts)
        }
    }

    private func page(_ request: Request, errors: [String: String], status: Int) throws -> Response {
        var settings = try SettingsController(app: app).settingsPage(request, back: Routes.home)
        settings.account?.signIn?.errors = errors
        return settings.render(status: status)
    }

    private func throttled(_ request: Request, until: Date, field: String, accounts: Accounts) throws -> Response {
        let seconds = max(1, Int(until.timeIntervalSince(accounts.clock.now()).rounded(.up)))
        var response = try page(request, errors: [field: request.context.language.copy.tooManySignIns(minutes: (seconds + 59) / 60)],
                                status: PageRefusal.throttled.status)
        response.headers["Retry-After"] = String(seconds)
        return response
    }

    private func signedIn(_ request: Request) throws(HTTPError) -> (SignedIn, Accounts) {
        guard let signedIn = request.signedIn, let accounts = app.accounts else { throw HTTPError.notFound() }
        return (signedIn, accounts)
    }
}
