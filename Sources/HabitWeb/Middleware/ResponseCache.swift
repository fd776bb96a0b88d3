import Foundation
import HabitStore
import HTTPServer
import Synchronization

/// Remembers GET answers until the library changes. Every page and API read is a pure function
/// of the library, today and the request, so a repeated one (the home page reloaded, the board
/// polled) is a dictionary lookup instead of ten years of streaks. The key holds the store's
/// revision, the request's today, its language and the cookies pages read; entries from an
/// older revision are dropped at the first miss after a change. Each library has its own entries
/// (`AccountSpace.responses`), so one account never gets another's answer. Pages that show
/// sign-in state (Settings' Account section, `/api/v1/account…`) change without the library
/// changing and are never cached.
final class ResponseCache: Middleware {
    /// One library's entries.
    final class Store: Sendable {
        fileprivate let entries = Mutex(ResponseCache.Entries())
    }

    fileprivate struct Key: Hashable {
        let path: String
        let query: [String: String]
        let today: String
        let language: String
        let onboarded: Bool
        let gzip: Bool
    }

    fileprivate struct Entries {
        var revision = -1
        /// Each answer with the route that made it, for the access log and the metrics.
        var responses: [Key: (response: Response, route: String?)] = [:]
    }

    static let capacity = 512
    static let largestBody = 1 << 20

    init() {}

    /// Whether the answer depends on the library alone (and the key's parts).
    static func isCacheable(_ request: Request) -> Bool {
        guard request.path != "/api/v1/export", request.path != ServiceEndpoints.metrics else { return false }
        guard request.signedIn != nil else { return true }
        return !request.path.hasPrefix(Routes.settings) && !request.path.hasPrefix("/api/v1/account")
    }

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        guard request.method == .get, Self.isCacheable(request) else { return try next(request) }
        let cache = request.space.responses
        let revision = request.store.snapshot.revision
        let key = Key(path: request.path, query: request.query, today: request.context.today.iso,
                      language: request.context.language.rawValue, onboarded: request.cookies["onboarded"] == "1",
                      gzip: CompressionMiddleware.acceptsGzip(request.headers["Accept-Encoding"]))
        if let hit = cache.entries.withLock({ $0.revision == revision ? $0.responses[key] : nil }) {
            request.notes.route = hit.route
            return hit.response
        }
        let response = try next(request)
        guard response.status == 200, response.stream == nil, response.body.count <= Self.largestBody,
              response.headers["Set-Cookie"] == nil else { return response }
        cache.entries.withLock { entries in
            if entries.revision != revision { entries = Entries(revision: revision) }
            if entries.responses.count >= Self.capacity { entries.responses.removeAll(keepingCapacity: true) }
            entries.responses[key] = (response, request.notes.route)
        }
        return response
    }
}
