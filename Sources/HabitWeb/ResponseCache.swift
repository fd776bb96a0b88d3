import Foundation
import HabitStore
import HTTPServer
import Synchronization

/// Remembers GET answers until the library changes. Every page and API read is a pure function
/// of the library, today and the request, so a repeated one (the home page reloaded, the board
/// polled) is a dictionary lookup instead of ten years of streaks. The key holds the store's
/// revision, the request's today, its language and the cookies pages read; entries from an
/// older revision are dropped at the first miss after a change.
final class ResponseCache: Middleware {
    private struct Key: Hashable {
        let path: String
        let query: [String: String]
        let today: String
        let language: String
        let onboarded: Bool
        let gzip: Bool
    }

    private struct Entries {
        var revision = -1
        var responses: [Key: Response] = [:]
    }

    static let capacity = 512
    static let largestBody = 1 << 20

    private let app: AppContext
    private let entries = Mutex(Entries())

    init(app: AppContext) { self.app = app }

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        guard request.method == .get, request.path != "/api/v1/export" else { return try next(request) }
        let revision = app.store.snapshot.revision
        let key = Key(path: request.path, query: request.query, today: request.context.today.iso,
                      language: request.context.language.rawValue, onboarded: request.cookies["onboarded"] == "1",
                      gzip: CompressionMiddleware.acceptsGzip(request.headers["Accept-Encoding"]))
        if let hit = entries.withLock({ $0.revision == revision ? $0.responses[key] : nil }) { return hit }
        let response = try next(request)
        guard response.status == 200, response.stream == nil, response.body.count <= Self.largestBody,
              response.headers["Set-Cookie"] == nil else { return response }
        entries.withLock { entries in
            if entries.revision != revision { entries = Entries(revision: revision) }
            if entries.responses.count >= Self.capacity { entries.responses.removeAll(keepingCapacity: true) }
            entries.responses[key] = response
        }
        return response
    }
}
