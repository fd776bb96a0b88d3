import Foundation
import HabitCore
import HabitTestSupport
import HabitStore
import HabitWeb
import HTTPServer
#if canImport(Glibc)
import Glibc
#endif

/// The app in process over a fresh database, with the clock pinned to 2025-03-07 12:00 UTC. The
/// database is an SQLite file, or a fresh PostgreSQL database when `HABITS_TEST_DATABASE_URL`
/// names a cluster (`make test` runs these tests both ways).
final class TestApp: @unchecked Sendable {
    let folder: URL
    let location: StoreLocation
    let backend: Backend
    let store: any HabitStore
    let context: AppContext
    let responder: any Responder
    private let postgres: TestPostgresDatabase?

    /// `wrap` may put a store in front of the real one (to inject faults).
    init(passphrase: String? = nil, now: String = "2025-03-07T12:00:00Z",
         wrap: (any HabitStore) -> any HabitStore = { $0 }) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-web-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        postgres = try TestPostgresDatabase.freshIfConfigured()
        location = postgres.map { .postgres(url: $0.url) } ?? .sqlite(path: folder.appendingPathComponent("habits.sqlite").path)
        backend = try location.open(listen: true, connections: 4)
        // The listener connects on a thread of its own: a test's first write from "another
        // process" must not beat its LISTEN (the notification would be lost, and a page would
        // hear of the write only at the next full check, 5 s later).
        if let database = backend.database {
            let deadline = ContinuousClock.now + .seconds(10)
            while !database.isListening {
                guard ContinuousClock.now < deadline else { throw TestAppError.notListening }
                Thread.sleep(forTimeInterval: 0.005)
            }
        }
        store = wrap(backend.store)
        let utc = TimeZone(identifier: "UTC")!
        let instant = Clock.parseInstant(now, zone: utc)!
        context = AppContext(store: store, clock: Clock { instant }, ids: .random, serverZone: utc)
        context.follow(backend)
        responder = HabitApp.responder(context: context, passphrase: passphrase)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The same data opened again, the way another process (the CLI) would open it.
    func reopened() throws -> any HabitStore {
        try location.open(listen: false, connections: 1).store
    }

    /// Calls the app in process, the way the server would.
    func call(_ method: HTTPMethod, _ path: String, json: String? = nil, bytes: [UInt8]? = nil,
              headers: HTTPHeaders = [:]) -> TestResponse {
        var headers = headers
        if json != nil && headers["Content-Type"] == nil { headers["Content-Type"] = "application/json" }
        let parts = path.split(separator: "?", maxSplits: 1)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                query[String(kv[0])] = kv.count > 1 ? String(kv[1]).removingPercentEncoding : ""
            }
        }
        let request = Request(method: method, path: String(parts[0]), query: query, headers: headers,
                              body: bytes ?? Array((json ?? "").utf8))
        let response: Response
        do { response = try responder.respond(to: request) } catch { response = ErrorMiddleware.response(for: error, request: request) }
        return TestResponse(status: response.status, headers: response.headers, body: response.body)
    }

    /// Creates a category and returns its id.
    func category(_ name: String) -> String {
        call(.post, "/api/v1/categories", json: #"{"name":"\#(name)"}"#).object["id"] as! String
    }

    /// Creates an every-day habit (or an event) and returns its id.
    func tracker(_ name: String, category: String, createdOn: String = "2025-03-01", event: Bool = false) -> String {
        let kind = event ? #""kind":"event""# : #""kind":"habit","schedule":["mon","tue","wed","thu","fri","sat","sun"]"#
        return call(.post, "/api/v1/trackers",
                    json: #"{"name":"\#(name)",\#(kind),"categoryId":"\#(category)","createdOn":"\#(createdOn)"}"#)
            .object["id"] as! String
    }
}

struct TestResponse {
    let status: Int
    let headers: HTTPHeaders
    let body: [UInt8]

    var text: String { String(decoding: body, as: UTF8.self) }
    var json: Any { (try? JSONSerialization.jsonObject(with: Data(body))) ?? NSNull() }
    var object: [String: Any] { json as? [String: Any] ?? [:] }
    var array: [[String: Any]] { json as? [[String: Any]] ?? [] }
    var errorCode: String? { (object["error"] as? [String: Any])?["code"] as? String }
    var errorMessage: String? { (object["error"] as? [String: Any])?["message"] as? String }
}

/// A real server on a free loopback port, over the same app.
final class LiveServer: @unchecked Sendable {
    let app: TestApp
    let server: HTTPServer
    var port: Int { server.port }

    init(passphrase: String? = nil) throws {
        app = try TestApp(passphrase: passphrase)
        server = try HabitApp.server(context: app.context, port: 0, passphrase: passphrase, accessLog: false)
        try server.start()
    }

    deinit { server.stop() }
}

/// A blocking HTTP/1.1 client over one socket, so tests can see exactly what travels.
final class RawConnection {
    let fd: Int32
    private var buffer: [UInt8] = []

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result == 0 else { close(fd); throw POSIXError(.ECONNREFUSED) }
    }

    deinit { close(fd) }

    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return }
            offset += written
        }
    }

    /// Sends a request with a body and its Content-Length.
    func request(_ method: String, _ path: String, body: String = "", headers: [String: String] = [:]) {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method != "GET" { head += "Content-Length: \(body.utf8.count)\r\n" }
        send(head + "\r\n" + body)
    }

    /// Reads one response (headers, then Content-Length bytes). Nil when the connection closed first.
    func readResponse() -> (status: Int, headers: [String: String], body: String)? {
        while true {
            if let end = headerEnd() {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                let lines = head.components(separatedBy: "\r\n")
                let status = Int(lines[0].split(separator: " ")[1]) ?? 0
                var headers: [String: String] = [:]
                for line in lines.dropFirst() {
                    guard let colon = line.firstIndex(of: ":") else { continue }
                    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                }
                let length = Int(headers["content-length"] ?? "0") ?? 0
                while buffer.count < end + 4 + length { guard fill() else { return nil } }
                let body = String(decoding: buffer[(end + 4)..<(end + 4 + length)], as: UTF8.self)
                buffer.removeFirst(end + 4 + length)
                return (status, headers, body)
            }
            guard fill() else { return nil }
        }
    }

    /// Whether the server closed the connection (reads 0 bytes).
    func isClosedByPeer() -> Bool { !fill() }

    /// Everything received until `marker` arrives (a stream's bytes, chunk framing included);
    /// nil if the connection ends or the read times out first.
    func read(until marker: String) -> String? {
        let needle = Array(marker.utf8)
        while true {
            if buffer.count >= needle.count,
               let start = (0...(buffer.count - needle.count)).first(where: { buffer[$0..<($0 + needle.count)].elementsEqual(needle) }) {
                let end = start + needle.count
                defer { buffer.removeFirst(end) }
                return String(decoding: buffer[..<end], as: UTF8.self)
            }
            guard fill() else { return nil }
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4) where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffer += chunk[..<count]
        return true
    }
}

/// One request on its own connection.
func fetch(_ port: Int, _ method: String, _ path: String, body: String = "", headers: [String: String] = [:])
    -> (status: Int, headers: [String: String], body: String)? {
    guard let connection = try? RawConnection(port: port) else { return nil }
    connection.request(method, path, body: body, headers: headers.merging(["Connection": "close"]) { a, _ in a })
    return connection.readResponse()
}

enum TestAppError: Error, CustomStringConvertible {
    case notListening

    var description: String { "the PostgreSQL listener did not LISTEN within 10 s" }
}
