import Foundation
import HabitAccounts
import HabitCore
import HabitStore
import HTTPServer

/// Settings → Account's form posts (they work without JavaScript): revoke a device's session,
/// create an API token (the page then shows it, this once) and revoke one. Each acts on the
/// signed-in account's rows only; in personal mode there are none (404).
struct AccountController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        router.post(Routes.settingsSession, revokeSession)
        router.post(Routes.settingsTokens, createToken)
        router.post(Routes.settingsToken, revokeToken)
    }

    func revokeSession(_ request: Request) throws -> Response {
        let (signedIn, accounts) = try self.signedIn(request)
        guard let id = Int64(request.parameters["id"] ?? ""), try accounts.directory.deleteSession(id, of: signedIn.account) else {
            throw HTTPError.notFound("No such session.")
        }
        // Signing this very device out ends here.
        return .redirect(to: id == signedIn.session?.id ? Routes.login : Routes.settings + "#account")
    }

    func createToken(_ request: Request) throws -> Response {
        let (signedIn, accounts) = try self.signedIn(request)
        let label = try Web.Form(request)["label"] ?? ""
        do {
            let (record, token) = try accounts.addToken(for: signedIn.account, label: label)
            var page = try SettingsController(app: app).settingsPage(request, back: Routes.home)
            page.account?.newToken = (record.label, token)
            return page.render()
        } catch let error as DomainError {
            var page = try SettingsController(app: app).settingsPage(request, back: Routes.home)
            page.account?.tokenError = error.message(in: request.context.language)
            page.account?.typedLabel = label
            return page.render(status: ErrorBoundary.status(refusing: error))
        }
    }

    func revokeToken(_ request: Request) throws -> Response {
        let (signedIn, accounts) = try self.signedIn(request)
        guard let id = Int64(request.parameters["id"] ?? ""), try accounts.directory.deleteToken(id, of: signedIn.account) else {
            throw HTTPError.notFound("No such token.")
        }
        return .redirect(to: Routes.settings + "#account")
    }

    private func signedIn(_ request: Request) throws(HTTPError) -> (SignedIn, Accounts) {
        guard let signedIn = request.signedIn, let accounts = app.accounts else { throw HTTPError.notFound() }
        return (signedIn, accounts)
    }
}
