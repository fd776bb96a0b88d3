import Foundation
import HTTPServer

/// Headers every response carries: a CSP with no inline script or style, no sniffing, no
/// referrer to other sites, no framing.
public struct SecurityHeadersMiddleware: Middleware {
    public static let contentSecurityPolicy = policy(script: "'self'")

    /// The policy of a page that runs the rules' WebAssembly (SPEC §23): WebAssembly from this
    /// origin may compile, JavaScript's eval still may not. The page sets it (`Layout`); every
    /// other answer keeps the stricter one.
    public static let rulesPolicy = policy(script: "'self' 'wasm-unsafe-eval'")

    private static func policy(script: String) -> String {
        "default-src 'self'; script-src \(script); style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; "
            + "form-action 'self'; frame-ancestors 'none'"
    }

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
        let rules = response.headers["Content-Security-Policy"] == Self.rulesPolicy
        for (name, value) in Self.headers { response.headers[name] = value }
        if rules { response.headers["Content-Security-Policy"] = Self.rulesPolicy }
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
