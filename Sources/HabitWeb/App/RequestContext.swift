import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer
import Synchronization

/// What an answer depends on besides the library: the language to answer in (a `lang` query
/// parameter, which the pseudo-locale is asked for by; else the `lang` cookie, the person's
/// choice; else Accept-Language; else English), the zone and today in it. Computed once per
/// request and never stored.
public struct RequestContext: Sendable {
    public let language: Language
    public let zone: TimeZone
    public let today: Day
}

enum RequestContextKey: RequestKey {
    typealias Value = RequestContext
}

/// The outermost middleware: computes the request's context before anything reads it.
/// It starts every request in personal mode's space; `AccountGate` moves a signed-in request to
/// its account's.
struct RequestContextMiddleware: Middleware {
    let app: AppContext

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        var request = request
        request.enter(app.personal)
        // With accounts, whose library (and so whose day start) is not known yet: `AccountGate`
        // computes the context again once it is, and reads no library for nothing before.
        request[RequestContextKey.self] = app.context(for: request, store: app.accounts == nil ? request.store : nil)
        var response = try next(request)
        // `?lang=` stays for the pages that follow (links, redirects, the script's swaps).
        if let asked = request.query["lang"].flatMap(Language.init(rawValue:)), request.cookies["lang"] != asked.rawValue {
            response.headers.add("Set-Cookie", Self.cookie(choosing: asked))
        }
        return response
    }

    /// The `lang` cookie that remembers a language (Settings' choice, or `?lang=`).
    static func cookie(choosing language: Language) -> String {
        "lang=\(language.rawValue); Path=/; Max-Age=315360000; SameSite=Lax"
    }
}

extension Request {
    /// Makes `space` the request's, with a `RequestStore` of its library. `seenRevision`: the
    /// library's revision as read at the start of the request, if it was (`SigningIn`).
    mutating func enter(_ space: AccountSpace, seenRevision: Int? = nil) {
        if let current = self[RequestStoreKey.self], current.inner === space.store, seenRevision == nil {
            self[AccountSpaceKey.self] = space
            return
        }
        self[AccountSpaceKey.self] = space
        self[RequestStoreKey.self] = RequestStore(space.store, seenRevision: seenRevision)
    }
}
