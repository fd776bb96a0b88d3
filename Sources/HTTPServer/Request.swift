import Synchronization

/// An HTTP request method. Methods are case-sensitive in HTTP, so `get` and `GET` differ.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method name as sent on the request line.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    // The methods the app uses; any other name still arrives as `HTTPMethod(rawValue:)`.

    public static let get = HTTPMethod(rawValue: "GET")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let options = HTTPMethod(rawValue: "OPTIONS")

    public var description: String { rawValue }
}

/// A complete HTTP request: the server reads the whole body before calling the responder.
/// Names a per-request value (see ``Request/subscript(_:)``); the type is the key.
public protocol RequestKey {
    associatedtype Value: Sendable
}

public struct Request: Sendable {
    /// The method as sent, for example `GET`.
    public var method: HTTPMethod
    /// The percent-decoded path, without the query string (for example `/api/v1/trackers/7`).
    public var path: String
    /// Decoded query parameters; when a name repeats, the first value wins.
    public var query: [String: String]
    /// The request headers as received.
    public var headers: HTTPHeaders
    /// The complete body; its size was checked against ``ServerConfiguration/maxBodySize``.
    public var body: [UInt8]
    /// The peer's IP address as text, such as `127.0.0.1` or `::1`.
    public var remoteAddress: String
    /// Whether the request arrived over TLS.
    public var isSecure: Bool
    /// Path parameters, filled in by ``Router`` from patterns such as `/trackers/{id}`.
    public var parameters: [String: String]
    /// Cookies from the `Cookie` header(s); when a name repeats, the first value wins.
    public var cookies: [String: String]
    /// What answering it taught (the route that matched, the account), for the log and the metrics.
    public internal(set) var notes = RequestNotes()
    /// Values a middleware computed once for this request (an app's per-request context), by key.
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// A value stored under `key` by an earlier middleware, if any.
    public subscript<Key: RequestKey>(_ key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Creates a request, for example to call a ``Responder`` in-process in tests.
    /// `cookies` are parsed from `headers`; `parameters` start empty.
    public init(
        method: HTTPMethod,
        path: String,
        query: [String: String] = [:],
        headers: HTTPHeaders = [:],
        body: [UInt8] = [],
        remoteAddress: String = "127.0.0.1",
        isSecure: Bool = false
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.remoteAddress = remoteAddress
        self.isSecure = isSecure
        self.parameters = [:]
        self.cookies = Self.parseCookies(headers.values(for: "Cookie"))
    }

    /// Parses `name=value; name2=value2` lines. Values are kept as sent (cookies have no
    /// standard encoding), apart from surrounding double quotes, which RFC 6265 allows.
    static func parseCookies(_ lines: [String]) -> [String: String] {
        var cookies: [String: String] = [:]
        for line in lines {
            for pair in line.split(separator: ";") {
                guard let equals = pair.firstIndex(of: "=") else { continue }
                let name = pair[..<equals].trimmingSpaces()
                var value = pair[pair.index(after: equals)...].trimmingSpaces()
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    value = value.dropFirst().dropLast()
                }
                if !name.isEmpty, cookies[String(name)] == nil {
                    cookies[String(name)] = String(value)
                }
            }
        }
        return cookies
    }
}

/// What the app learns about a request while answering it, for the access log and the metrics:
/// the route template that matched (`/trackers/{id}`, never the path with its ids) and the
/// account's hash. One object shared by every copy of the request, so the router and the
/// middleware deep inside can tell the server outside.
public final class RequestNotes: Sendable {
    private let state = Mutex<(route: String?, account: String?)>((nil, nil))

    public init() {}

    /// The pattern the router matched, or nil when none did.
    public var route: String? {
        get { state.withLock { $0.route } }
        set { state.withLock { $0.route = newValue } }
    }

    /// Who asked, as the app chose to name them in logs (a hash, never the id or the name).
    public var account: String? {
        get { state.withLock { $0.account } }
        set { state.withLock { $0.account = newValue } }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}

/// Turns the raw request target (`/path?query` exactly as the client sent it) into a decoded
/// path and query. Decoding is strict on purpose: a malformed escape or invalid UTF-8 is a
/// client error (400), never something to guess at or crash on.
public enum RequestTarget {
    /// Splits and decodes a request target (`/path?query`), as the server does for every request.
    public static func parse(_ raw: [UInt8]) throws(HTTPError) -> (path: String, query: [String: String]) {
        var target = raw[...]
        if let hash = target.firstIndex(of: UInt8(ascii: "#")) { target = target[..<hash] }
        var pathPart = target
        var queryPart: ArraySlice<UInt8> = []
        if let question = target.firstIndex(of: UInt8(ascii: "?")) {
            pathPart = target[..<question]
            queryPart = target[target.index(after: question)...]
        }
        pathPart = stripSchemeAndAuthority(pathPart)
        guard pathPart.first == UInt8(ascii: "/") else {
            throw HTTPError.badRequest("The request target must be an absolute path.")
        }
        let path = try decode(pathPart, plusIsSpace: false, what: "path")

        var query: [String: String] = [:]
        for pair in queryPart.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = try decode(pair[..<(equals ?? pair.endIndex)], plusIsSpace: true, what: "query")
            var value = ""
            if let equals { value = try decode(pair[pair.index(after: equals)...], plusIsSpace: true, what: "query") }
            if !name.isEmpty, query[name] == nil { query[name] = value }
        }
        return (path, query)
    }

    /// HTTP/1.1 servers must accept the absolute form (`http://host/path`) too.
    private static func stripSchemeAndAuthority(_ part: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let lowered = part.prefix(8).map { $0 | 0x20 }
        let scheme: Int
        if lowered.starts(with: Array("http://".utf8)) { scheme = 7 }
        else if lowered.starts(with: Array("https://".utf8)) { scheme = 8 }
        else { return part }
        let afterScheme = part.dropFirst(scheme)
        guard let slash = afterScheme.firstIndex(of: UInt8(ascii: "/")) else { return Array("/".utf8)[...] }
        return afterScheme[slash...]
    }

    /// Strict percent-decoding (also used for form bodies): a malformed escape, a NUL byte or
    /// invalid UTF-8 is a 400 naming `what`.
    public static func decode(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool, what: String) throws(HTTPError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    throw HTTPError.badRequest("Invalid percent-encoding in the \(what).")
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        // A NUL byte cannot mean anything legitimate here and truncates C strings further down.
        guard !decoded.contains(0) else {
            throw HTTPError.badRequest("The \(what) contains a NUL byte.")
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw HTTPError.badRequest("The \(what) is not valid UTF-8.")
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
