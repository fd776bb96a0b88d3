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
        /// Compared byte for byte with the path's segment, as URLs are.
        case literal([UInt8])
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
    /// The routes that can match a path of so many segments, by index in `table` (in order):
    /// those with exactly that many, and those ending in a catch-all with no more before it.
    private var candidates: [Int: [Int]] = [:]
    /// The routes ending in a catch-all, for a path longer than any key of `candidates`.
    private var catchAlls: [Int] = []

    public init() {}

    /// Every registered route, in registration order.
    public var routes: [(method: HTTPMethod, pattern: String)] {
        table.map { ($0.method, $0.pattern) }
    }

    /// Registers `handler` for `method` on `pattern`. A malformed pattern is a programming
    /// error and stops the program at startup.
    public mutating func add(_ method: HTTPMethod, _ pattern: String, _ handler: @escaping Handler) {
        let segments = Self.parse(pattern)
        table.append(Route(method: method, pattern: pattern, segments: segments, handler: handler))
        if case .rest = segments.last {
            catchAlls.append(table.count - 1)
            for count in candidates.keys where count >= segments.count - 1 { candidates[count]?.append(table.count - 1) }
        } else {
            candidates[segments.count, default: catchAlls.filter { table[$0].segments.count - 1 <= segments.count }]
                .append(table.count - 1)
        }
    }

    /// Shorthands for ``add(_:_:_:)`` with the method in the name.
    public mutating func get(_ pattern: String, _ handler: @escaping Handler) { add(.get, pattern, handler) }
    public mutating func post(_ pattern: String, _ handler: @escaping Handler) { add(.post, pattern, handler) }
    public mutating func put(_ pattern: String, _ handler: @escaping Handler) { add(.put, pattern, handler) }
    public mutating func patch(_ pattern: String, _ handler: @escaping Handler) { add(.patch, pattern, handler) }
    public mutating func delete(_ pattern: String, _ handler: @escaping Handler) { add(.delete, pattern, handler) }

    /// Runs the most specific matching handler with ``Request/parameters`` filled in.
    ///
    /// Each route is tried without allocating anything (its literals against the path's
    /// segments); only the one that wins builds its parameters.
    public func respond(to request: Request) throws -> Response {
        let pathSegments = request.path.utf8.split(separator: UInt8(ascii: "/"))
        var best: Route?, bestGet: Route?
        var methods: [HTTPMethod] = []
        for index in candidates[pathSegments.count] ?? catchAlls where Self.matches(table[index].segments, pathSegments) {
            let route = table[index]
            methods.append(route.method)
            if route.method == request.method, best.map({ Self.isMoreSpecific(route, than: $0) }) ?? true { best = route }
            if route.method == .get, bestGet.map({ Self.isMoreSpecific(route, than: $0) }) ?? true { bestGet = route }
        }
        guard !methods.isEmpty else { throw HTTPError.notFound() }

        var routed = request
        if let route = best {
            routed.parameters = Self.parameters(route.segments, pathSegments)
            request.notes.route = route.pattern
            return try route.handler(routed)
        }
        if request.method == .head, let route = bestGet {
            routed.parameters = Self.parameters(route.segments, pathSegments)
            request.notes.route = route.pattern
            var response = try route.handler(routed)
            if !response.body.isEmpty {
                response.headers["Content-Length"] = String(response.body.count)
                response.body = []
            }
            return response
        }
        throw HTTPError.methodNotAllowed(allowed: Self.allowedMethods(methods))
    }

    /// Segment by segment, a literal before a parameter before a catch-all; of two equally
    /// specific routes, the one registered first.
    private static func isMoreSpecific(_ route: Route, than other: Route) -> Bool {
        route.segments.lazy.map(\.rank).lexicographicallyPrecedes(other.segments.lazy.map(\.rank))
    }

    private static func allowedMethods(_ methods: [HTTPMethod]) -> [HTTPMethod] {
        var allowed: [HTTPMethod] = []
        for method in methods where !allowed.contains(method) {
            allowed.append(method)
            if method == .get, !methods.contains(.head) { allowed.append(.head) }
        }
        return allowed
    }

    private static func matches(_ pattern: [Segment], _ path: [Substring.UTF8View]) -> Bool {
        for (index, segment) in pattern.enumerated() {
            switch segment {
            case .rest: return true
            case .literal(let literal):
                guard index < path.count, path[index].elementsEqual(literal) else { return false }
            case .parameter:
                guard index < path.count else { return false }
            }
        }
        return pattern.count == path.count
    }

    /// The parameters of a path that `matches` the pattern.
    private static func parameters(_ pattern: [Segment], _ path: [Substring.UTF8View]) -> [String: String] {
        var parameters: [String: String] = [:]
        for (index, segment) in pattern.enumerated() {
            switch segment {
            case .rest(let name):
                parameters[name] = path.dropFirst(index).map { String(Substring($0)) }.joined(separator: "/")
                return parameters
            case .literal: break
            case .parameter(let name): parameters[name] = String(Substring(path[index]))
            }
        }
        return parameters
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
                return .literal(Array(part.utf8))
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
