/// Dispatches requests to handlers by method and path pattern.
///
/// Patterns are `/`-separated segments: literals (`trackers`), parameters (`{id}`), and as the
/// last segment a catch-all (`{rest...}` or `*`) that takes the remaining segments, possibly
/// none. Matched values land in ``Request/parameters`` (the catch-all `*` under the name `*`).
///
/// When several patterns match, the most specific wins, comparing segment by segment: a
/// literal beats a parameter, which beats a catch-all; so `/trackers/new` wins over
/// `/trackers/{id}` whatever the order of registration. Empty segments are ignored, so
/// `/a/` and `/a` are the same path.
///
/// An unknown path throws ``HTTPError/notFound(_:)``; a known path with another method throws
/// ``HTTPError/methodNotAllowed(allowed:)``. `HEAD` is served by the `GET` handler unless a
/// `HEAD` route exists; the body is dropped and its size kept in `Content-Length`.
public struct Router: Responder {
    /// A route handler; it runs on a server worker thread, so it must be `Sendable`.
    public typealias Handler = @Sendable (Request) throws -> Response

    private enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter(String)
        case rest(String)

        var rank: Int {
            switch self {
            case .literal: 0
            case .parameter: 1
            case .rest: 2
            }
        }
    }

    private struct Route: Sendable {
        let method: HTTPMethod
        let pattern: String
        let segments: [Segment]
        let handler: Handler
    }

    private var table: [Route] = []

    public init() {}

    /// Every registered route, in registration order.
    public var routes: [(method: HTTPMethod, pattern: String)] {
        table.map { ($0.method, $0.pattern) }
    }

    /// Registers `handler` for `method` on `pattern`. A malformed pattern is a programming
    /// error and stops the program at startup.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping Handler) {
        table.append(Route(method: method, pattern: pattern, segments: Self.parse(pattern), handler: handler))
    }

    /// Shorthands for ``add(_:_:_:)`` with the method in the name.
    public mutating func get(_ pattern: String, _ handler: @escaping Handler) { add(.get, pattern, handler) }
    public mutating func post(_ pattern: String, _ handler: @escaping Handler) { add(.post, pattern, handler) }
    public mutating func put(_ pattern: String, _ handler: @escaping Handler) { add(.put, pattern, handler) }
    public mutating func patch(_ pattern: String, _ handler: @escaping Handler) { add(.patch, pattern, handler) }
    public mutating func delete(_ pattern: String, _ handler: @escaping Handler) { add(.delete, pattern, handler) }

    /// Runs the most specific matching handler with ``Request/parameters`` filled in.
    public func respond(to request: Request) throws -> Response {
        let pathSegments = request.path.split(separator: "/")
        let matches = table.compactMap { route in
            Self.match(route.segments, pathSegments).map { (route: route, parameters: $0) }
        }
        guard !matches.isEmpty else { throw HTTPError.notFound() }

        func best(for method: HTTPMethod) -> (route: Route, parameters: [String: String])? {
            matches.filter { $0.route.method == method }.min { a, b in
                a.route.segments.map(\.rank).lexicographicallyPrecedes(b.route.segments.map(\.rank))
            }
        }

        var routed = request
        if let (route, parameters) = best(for: request.method) {
            routed.parameters = parameters
            request.notes.route = route.pattern
            return try route.handler(routed)
        }
        if request.method == .head, let (route, parameters) = best(for: .get) {
            routed.parameters = parameters
            request.notes.route = route.pattern
            var response = try route.handler(routed)
            if !response.body.isEmpty {
                response.headers["Content-Length"] = String(response.body.count)
                response.body = []
            }
            return response
        }
        throw HTTPError.methodNotAllowed(allowed: Self.allowedMethods(matches.map(\.route.method)))
    }

    private static func allowedMethods(_ methods: [HTTPMethod]) -> [HTTPMethod] {
        var allowed: [HTTPMethod] = []
        for method in methods where !allowed.contains(method) {
            allowed.append(method)
            if method == .get, !methods.contains(.head) { allowed.append(.head) }
        }
        return allowed
    }

    private static func match(_ pattern: [Segment], _ path: [Substring]) -> [String: String]? {
        var parameters: [String: String] = [:]
        for (index, segment) in pattern.enumerated() {
            switch segment {
            case .rest(let name):
                parameters[name] = path.dropFirst(index).joined(separator: "/")
                return parameters
            case .literal(let literal):
                guard index < path.count, path[index] == literal else { return nil }
            case .parameter(let name):
                guard index < path.count else { return nil }
                parameters[name] = String(path[index])
            }
        }
        return pattern.count == path.count ? parameters : nil
    }

    private static func parse(_ pattern: String) -> [Segment] {
        precondition(pattern.hasPrefix("/"), "Route pattern must start with '/': \(pattern)")
        let parts = pattern.split(separator: "/")
        return parts.enumerated().map { index, part in
            let isLast = index == parts.count - 1
            if part == "*" {
                precondition(isLast, "A catch-all must be the last segment: \(pattern)")
                return .rest("*")
            }
            guard part.hasPrefix("{"), part.hasSuffix("}") else {
                precondition(!part.contains("{") && !part.contains("}"), "Malformed segment '\(part)' in \(pattern)")
                return .literal(String(part))
            }
            let name = part.dropFirst().dropLast()
            if name.hasSuffix("...") {
                precondition(isLast, "A catch-all must be the last segment: \(pattern)")
                return .rest(String(name.dropLast(3)))
            }
            precondition(!name.isEmpty, "Empty parameter name in \(pattern)")
            return .parameter(String(name))
        }
    }
}
