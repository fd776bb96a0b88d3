/// An error whose status and message are safe to show the client.
///
/// Throw it from a handler or middleware; ``ErrorMiddleware`` (and the server, as a last
/// resort) turns it into `{"error":{"code":…,"message":…}}` with `status` and `headers`.
/// Any other error becomes a bare 500 so that internal details never reach the client.
public struct HTTPError: Error, Sendable, CustomStringConvertible {
    public let status: Int
    /// A stable, machine-readable identifier such as `not_found`.
    public let code: String
    /// A human-readable explanation, shown to the client as is.
    public let message: String
    /// Extra response headers, such as `Allow` on a 405 or `Retry-After` on a 429.
    public var headers: HTTPHeaders

    public init(status: Int, code: String, message: String, headers: HTTPHeaders = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.headers = headers
    }

    public var description: String { "HTTP \(status) \(code): \(message)" }

    /// 400 `bad_request`.
    public static func badRequest(_ message: String = "The request is malformed.") -> HTTPError {
        HTTPError(status: 400, code: "bad_request", message: message)
    }

    /// 403 `forbidden`.
    public static func forbidden(_ message: String = "This is not allowed.") -> HTTPError {
        HTTPError(status: 403, code: "forbidden", message: message)
    }

    /// 404 `not_found`.
    public static func notFound(_ message: String = "Nothing here.") -> HTTPError {
        HTTPError(status: 404, code: "not_found", message: message)
    }

    /// 405 `method_not_allowed`, with the `Allow` header listing `allowed`.
    public static func methodNotAllowed(allowed: [HTTPMethod]) -> HTTPError {
        HTTPError(
            status: 405, code: "method_not_allowed", message: "This method is not allowed here.",
            headers: ["Allow": allowed.map(\.rawValue).joined(separator: ", ")])
    }

    /// 413 `too_large`.
    public static func payloadTooLarge(_ message: String = "The request body is too large.") -> HTTPError {
        HTTPError(status: 413, code: "too_large", message: message)
    }

    /// 415 `unsupported_media_type`.
    public static func unsupportedMediaType(_ message: String = "This content type is not supported.") -> HTTPError {
        HTTPError(status: 415, code: "unsupported_media_type", message: message)
    }

    /// 429 `too_many_requests`, with `Retry-After` when given.
    public static func tooManyRequests(retryAfterSeconds: Int? = nil, _ message: String = "Too many requests; try again later.") -> HTTPError {
        var error = HTTPError(status: 429, code: "too_many_requests", message: message)
        if let retryAfterSeconds { error.headers["Retry-After"] = String(retryAfterSeconds) }
        return error
    }
}
