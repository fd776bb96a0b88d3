import Foundation
import HTTPServer

/// Headers every response carries: a CSP with no inline script or style (WebAssembly from this
/// origin may compile: the rules, SPEC §23; JavaScript's eval may not), no sniffing, no
/// referrer to other sites, no framing.
public struct SecurityHeadersMiddleware: Middleware {
    public static let contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
        + "form-action 'self'; frame-ancestors 'none'"

    /// Also given to the server as its default headers, so its own early errors carry them.
    public static let headers: HTTPHeaders = [
        "Content-Security-Policy": contentSecurityPolicy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin",
        "X-Frame-Options": "DENY",
    ]

    public init() {}

    public func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        var response: Response
        do {
            response = try next(request)
        } catch {
            response = ErrorMiddleware.response(for: error, request: request)
        }
        for (name, value) in Self.headers { response.headers[name] = value }
        return response
    }
}

/// Refuses a state-changing request whose `Origin` is not this server's own (scheme, host and
/// port as the request reached it). Requests without `Origin` (the CLI, curl) pass: browsers
/// always send it on cross-site writes, which is what this stops.
public struct SameOriginMiddleware: Middleware {
    public init() {}

    public func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        let safe: Set<HTTPMethod> = [.get, .head, .options]
        if !safe.contains(request.method), let origin = request.headers["Origin"] {
            guard let host = request.headers["Host"], Self.origins(host: host, request: request).contains(origin.lowercased()) else {
                throw HTTPError.forbidden("Requests from another site are not allowed.")
            }
        }
        return try next(request)
    }

    static func origins(host: String, request: Request) -> Set<String> {
        let host = host.lowercased()
        var schemes = [request.isSecure ? "https" : "http"]
        // Behind a TLS-terminating reverse proxy the browser's origin is https.
        if request.headers["X-Forwarded-Proto"]?.lowercased() == "https" { schemes.append("https") }
        return Set(schemes.map { "\($0)://\(host)" })
    }
}
