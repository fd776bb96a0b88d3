#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Anything that answers requests: a ``Router``, a ``MiddlewareStack``, or your own type.
///
/// Synchronous on purpose: handlers run on libmicrohttpd's worker threads, and the app's
/// storage is synchronous SQLite, so there is nothing to await.
public protocol Responder: Sendable {
    func respond(to request: Request) throws -> Response
}

/// A step wrapped around a responder: it may change the request, answer by itself, or call
/// `next` and change what comes back.
public protocol Middleware: Sendable {
    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response
}

/// A responder wrapped in middleware. The first middleware in the list is the outermost: it
/// sees the request first and the response last.
public struct MiddlewareStack: Responder {
    /// Outermost first.
    public let middleware: [any Middleware]
    /// What the innermost middleware's `next` calls.
    public let responder: any Responder

    public init(_ middleware: [any Middleware], responder: any Responder) {
        self.middleware = middleware
        self.responder = responder
    }

    public func respond(to request: Request) throws -> Response {
        try respond(to: request, from: 0)
    }

    private func respond(to request: Request, from index: Int) throws -> Response {
        guard index < middleware.count else { return try responder.respond(to: request) }
        return try middleware[index].handle(request) { try respond(to: $0, from: index + 1) }
    }
}

extension Responder {
    /// This responder wrapped in `middleware`, outermost first.
    public func chained(_ middleware: [any Middleware]) -> MiddlewareStack {
        MiddlewareStack(middleware, responder: self)
    }

    /// This responder wrapped in `middleware`, outermost first.
    public func chained(_ middleware: any Middleware...) -> MiddlewareStack {
        chained(middleware)
    }
}

/// Turns thrown errors into JSON error responses.
///
/// An ``HTTPError`` becomes `{"error":{"code":…,"message":…}}` with its status and headers.
/// Anything else is logged to stderr and answered with a 500 whose message reveals nothing.
/// The server applies the same mapping to whatever escapes the responder, so this middleware
/// matters when later middleware (logging, headers) should see the error response.
public struct ErrorMiddleware: Middleware {
    public init() {}

    public func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        do {
            return try next(request)
        } catch {
            return Self.response(for: error, request: request)
        }
    }

    /// The response for `error`; `request` only gives context to the log line.
    public static func response(for error: any Error, request: Request? = nil) -> Response {
        if let error = error as? HTTPError {
            var response = jsonError(status: error.status, code: error.code, message: error.message)
            for (name, value) in error.headers { response.headers.add(name, value) }
            return response
        }
        let context = request.map { "\($0.method) \($0.path): " } ?? ""
        writeToStandardError("error: \(context)\(String(reflecting: error))")
        return jsonError(status: 500, code: "internal", message: "Something went wrong.")
    }

    static func jsonError(status: Int, code: String, message: String) -> Response {
        .json(Array("{\"error\":{\"code\":\(jsonString(code)),\"message\":\(jsonString(message))}}".utf8), status: status)
    }
}

/// `text` as a JSON string literal, quotes included.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

/// Writes one line to file descriptor 2. The global `stderr` is not concurrency-safe in
/// Swift 6, and a single `write` keeps lines from different threads from interleaving.
public func writeToStandardError(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
            if written <= 0 { return }
            offset += written
        }
    }
}
