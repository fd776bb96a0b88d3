#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An HTTP response with its whole body in memory.
///
/// The server computes `Content-Length` from `body` and ignores a `Content-Length` header,
/// with one exception: a response to `HEAD` with an empty body may carry `Content-Length`
/// to state the size a `GET` would send (``Router`` does this for you).
public struct Response: Sendable {
    /// The status code, 200...599; anything else is logged and replaced by a 500.
    public var status: Int
    /// Headers to send; repeated names (several `Set-Cookie`) are sent as separate lines.
    public var headers: HTTPHeaders
    public var body: [UInt8]
    /// A body written while it is sent (server-sent events) instead of `body`.
    public var stream: EventStream?

    public init(status: Int = 200, headers: HTTPHeaders = [:], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A `text/plain; charset=utf-8` response.
    public static func text(_ text: String, status: Int = 200) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }

    /// A `text/html; charset=utf-8` response.
    public static func html(_ html: String, status: Int = 200) -> Response {
        Response(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Array(html.utf8))
    }

    /// An `application/json` response from already-encoded JSON.
    public static func json(_ data: [UInt8], status: Int = 200) -> Response {
        Response(status: status, headers: ["Content-Type": "application/json"], body: data)
    }

    /// An `application/json` response from already-encoded JSON, such as `JSONEncoder` output.
    public static func json(_ data: Data, status: Int = 200) -> Response {
        json(Array(data), status: status)
    }

    /// A redirect with an empty body; 303 makes the client follow with a `GET`, which is what a
    /// form POST wants.
    public static func redirect(to location: String, status: Int = 303) -> Response {
        Response(status: status, headers: ["Location": location])
    }
}
