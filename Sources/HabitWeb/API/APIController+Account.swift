import Foundation
import HabitAccounts
import HabitCore
import HabitStore
import HTTPServer

/// The signed-in account's own routes (SPEC §13, §16): who am I, the sessions (list, revoke) and
/// the API tokens (list, create — the token is in that answer only —, revoke). Each reaches only
/// the requesting account's rows: another account's session or token id is a 404 like an unknown
/// one. In personal mode there is no account: 404.
extension APIController {
    var accountEndpoints: [Endpoint] {
        [
            Endpoint(.get, "/api/v1/account", "The signed-in account, and whether this request came with a session or a token",
                     responses: [200: ("OK", "Account"), 404: ("Personal mode: there are no accounts", "Error")], handler: account),
            Endpoint(.get, "/api/v1/account/sessions", "The account's signed-in devices, most recently active first",
                     responses: [200: ("OK", "SessionList"), 404: ("Personal mode: there are no accounts", "Error")],
                     handler: sessions),
            Endpoint(.delete, "/api/v1/account/sessions/{id}", "Sign a device out (its session ends at once)",
                     responses: [204: ("Signed out", nil), 404: ("No such session of this account", "Error")],
                     handler: deleteSession),
            Endpoint(.get, "/api/v1/account/tokens", "The account's API tokens (never the tokens themselves)",
                     responses: [200: ("OK", "TokenList"), 404: ("Personal mode: there are no accounts", "Error")], handler: tokens),
            Endpoint(.post, "/api/v1/account/tokens", "Create an API token; the answer holds the token, shown this once",
                     body: "TokenLabel",
                     responses: [201: ("Created", "NewToken"), 404: ("Personal mode: there are no accounts", "Error"),
                                 422: ("A rule is broken", "Error")], handler: createToken),
            Endpoint(.delete, "/api/v1/account/tokens/{id}", "Revoke an API token",
                     responses: [204: ("Revoked", nil), 404: ("No such token of this account", "Error")], handler: deleteToken),
        ]
    }

    func account(_ request: Request) throws -> Response {
        let signedIn = try self.signedIn(request)
        return json(AccountJSON(id: signedIn.account.id, name: signedIn.account.name, created: Self.instant(signedIn.account.created),
                                via: signedIn.session != nil ? "session" : signedIn.viaProxy ? "proxy" : "token"))
    }

    func sessions(_ request: Request) throws -> Response {
        let signedIn = try self.signedIn(request)
        return json(try directory.sessions(of: signedIn.account).map { session in
            SessionJSON(id: session.id, label: session.label, created: Self.instant(session.created),
                        lastSeen: Self.instant(session.lastSeen), expires: Self.instant(session.expires),
                        current: session.id == signedIn.session?.id)
        })
    }

    func deleteSession(_ request: Request) throws -> Response {
        let signedIn = try self.signedIn(request)
        guard let id = Int64(request.parameters["id"] ?? ""), try directory.deleteSession(id, of: signedIn.account) else {
            throw HTTPError.notFound("This account has no session \"\(request.parameters["id"] ?? "")\".")
        }
        return Response(status: 204)
    }

    func tokens(_ request: Request) throws -> Response {
        let signedIn = try self.signedIn(request)
        return json(try directory.tokens(of: signedIn.account).map(Self.tokenJSON))
    }

    func createToken(_ request: Request) throws -> Response {
        let signedIn = try self.signedIn(request)
        let label = try JSONBody(request, allowed: ["label"]).requiredString("label")
        guard let accounts = app.accounts else { throw HTTPError.notFound() }
        let (record, token) = try accounts.addToken(for: signedIn.account, label: label)
        var response = json(NewTokenJSON(record: Self.tokenJSON(record), token: token))
        response.status = 201
        return response
    }

    func deleteToken(_ request: Request) throws -> Response {
        let signedIn = try self.signedIn(request)
        guard let id = Int64(request.parameters["id"] ?? ""), try directory.deleteToken(id, of: signedIn.account) else {
            throw HTTPError.notFound("This account has no token \"\(request.parameters["id"] ?? "")\".")
        }
        return Response(status: 204)
    }

    // MARK: Helpers

    private func signedIn(_ request: Request) throws(HTTPError) -> SignedIn {
        guard let signedIn = request.signedIn else {
            throw HTTPError.notFound("There are no accounts: Habits runs in personal mode (add one with habits user add NAME).")
        }
        return signedIn
    }

    private var directory: any AccountDirectory {
        get throws(HTTPError) {
            guard let accounts = app.accounts else { throw HTTPError.notFound() }
            return accounts.directory
        }
    }

    private static func tokenJSON(_ token: APIToken) -> TokenJSON {
        TokenJSON(id: token.id, label: token.label, created: instant(token.created), lastUsed: token.lastUsed.map(instant))
    }

    /// An instant as the API writes one: ISO 8601 in UTC, whole seconds.
    static func instant(_ date: Date) -> String {
        Clock.iso(date)
    }
}

private struct AccountJSON: Encodable {
    let id: Int64
    let name: String
    let created: String
    let via: String
}

private struct SessionJSON: Encodable {
    let id: Int64
    let label: String
    let created: String
    let lastSeen: String
    let expires: String
    let current: Bool
}

/// A token record; `lastUsed` is written as null when it was never used.
private struct TokenJSON: Encodable {
    let id: Int64
    let label: String
    let created: String
    let lastUsed: String?

    enum CodingKeys: CodingKey { case id, label, created, lastUsed }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(label, forKey: .label)
        try container.encode(created, forKey: .created)
        try container.encode(lastUsed, forKey: .lastUsed)
    }
}

/// A new token's record with the token itself, in this one answer.
private struct NewTokenJSON: Encodable {
    let record: TokenJSON
    let token: String

    enum CodingKeys: CodingKey { case token }

    func encode(to encoder: any Encoder) throws {
        try record.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token, forKey: .token)
    }
}
