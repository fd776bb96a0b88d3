import CMicroHTTPD
import HabitMetrics
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

// libmicrohttpd's callbacks and what they share. All of this runs on libmicrohttpd's worker
// threads; C callbacks are global functions because closures cannot be C function pointers
// once they capture anything.

/// What the C callbacks share, reached through their `cls` pointer. HTTPServer owns it and
/// stops the daemon before releasing it.
final class ServerContext: Sendable {
    let responder: any Responder
    let maxBodySize: @Sendable (HTTPMethod, String) -> Int
    let isSecure: Bool
    /// nil: no access log.
    let accessLog: LogFormat?
    let defaultHeaders: HTTPHeaders
    /// Requests between their first line and their completion notice; stop() waits for zero.
    let requestsInFlight = Atomic<Int>(0)
    /// Set once stop() begins, so answers carry `Connection: close` and clients go away.
    let isClosing = Atomic<Bool>(false)
    /// Event streams being sent, so that stop() can end them (a suspended connection would
    /// otherwise hold the daemon open).
    let streams = Mutex<[ObjectIdentifier: EventStream]>([:])

    /// Ends every open event stream.
    func closeStreams() {
        for stream in streams.withLock({ Array($0.values) }) { stream.close() }
    }

    init(responder: any Responder, maxBodySize: @escaping @Sendable (HTTPMethod, String) -> Int, isSecure: Bool, accessLog: LogFormat?,
         defaultHeaders: HTTPHeaders = [:]) {
        self.defaultHeaders = defaultHeaders
        self.responder = responder
        self.maxBodySize = maxBodySize
        self.isSecure = isSecure
        self.accessLog = accessLog
    }
}

/// One request's state, kept in libmicrohttpd's `*con_cls`. libmicrohttpd calls back for a
/// connection on one thread at a time, so this needs no locking.
final class RequestState {
    let startedAt = ContinuousClock.now
    let rawTarget: [UInt8]
    var method = HTTPMethod.get
    var path = ""
    var query: [String: String] = [:]
    var headersSeen = false
    var bodyLimit = 0
    var body: [UInt8] = []
    var bodyTooLarge = false
    /// The request's notes once it was handed to the responder (its route, its account).
    var notes: RequestNotes?

    init(rawTarget: [UInt8]) {
        self.rawTarget = rawTarget
    }

    /// The path for the access log: still encoded and without the query, so it stays on one
    /// line whatever the client sent.
    var loggedPath: String {
        var end = rawTarget.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rawTarget.endIndex
        end = min(end, 2048)
        var text: [UInt8] = []
        text.reserveCapacity(end)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in rawTarget[..<end] {
            if byte > 0x20, byte < 0x7F {
                text.append(byte)
            } else {
                text += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}

func requestStarted(
    context: UnsafeMutableRawPointer?, uri: UnsafePointer<CChar>?, connection: OpaquePointer?
) -> UnsafeMutableRawPointer? {
    guard let context else { return nil }
    let target = uri.map { UnsafeRawBufferPointer(start: $0, count: strlen($0)) }.map(Array.init) ?? []
    return newRequestState(rawTarget: target, context: context)
}

private func newRequestState(rawTarget: [UInt8], context: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue().requestsInFlight.add(1, ordering: .relaxed)
    return Unmanaged.passRetained(RequestState(rawTarget: rawTarget)).toOpaque()
}

/// Called for finished, failed, aborted and timed-out requests alike.
func requestCompleted(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?,
    requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, reason: MHD_RequestTerminationCode
) {
    guard let requestContext, let state = requestContext.pointee else { return }
    Unmanaged<RequestState>.fromOpaque(state).release()
    requestContext.pointee = nil
    if let context {
        Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue().requestsInFlight.subtract(1, ordering: .releasing)
    }
}

func handleAccess(
    context: UnsafeMutableRawPointer?, connection: OpaquePointer?, url: UnsafePointer<CChar>?,
    method: UnsafePointer<CChar>?, version: UnsafePointer<CChar>?, uploadData: UnsafePointer<CChar>?,
    uploadDataSize: UnsafeMutablePointer<Int>?, requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let context, let connection, let method, let uploadDataSize, let requestContext else { return .NO }
    if requestContext.pointee == nil {
        // The URI callback always runs first; this is only a safety net.
        let target = url.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? []
        requestContext.pointee = newRequestState(rawTarget: target, context: context)
    }
    let server = Unmanaged<ServerContext>.fromOpaque(context).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(requestContext.pointee!).takeUnretainedValue()
    return server.handle(
        state, connection: connection, method: String(cString: method),
        upload: uploadData, uploadSize: uploadDataSize)
}

private func collectHeader(
    context: UnsafeMutableRawPointer?, kind: MHD_ValueKind, name: UnsafePointer<CChar>?, value: UnsafePointer<CChar>?
) -> MHD_Result {
    guard let context, let name else { return .YES }
    let collector = Unmanaged<HeaderCollector>.fromOpaque(context).takeUnretainedValue()
    collector.headers.add(String(cString: name), value.map { String(cString: $0) } ?? "")
    return .YES
}

private final class HeaderCollector {
    var headers = HTTPHeaders()
}

/// Never called: libmicrohttpd sends no body for HEAD, and this reader only backs HEAD answers
/// whose `Content-Length` must state the size of a body that is not sent.
private func noBody(context: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?, size: Int) -> Int {
    MHD_CONTENT_READER_END_WITH_ERROR
}

extension ServerContext {
    /// libmicrohttpd calls this once when the headers are in, once per chunk of body, and once
    /// more when the body is complete. Answering on the first call would close the connection
    /// (no keep-alive), so only refusals are sent that early.
    func handle(
        _ state: RequestState, connection: OpaquePointer, method: String,
        upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>
    ) -> MHD_Result {
        if !state.headersSeen {
            state.headersSeen = true
            state.method = HTTPMethod(rawValue: method)
            do {
                (state.path, state.query) = try RequestTarget.parse(state.rawTarget)
            } catch {
                return send(ErrorMiddleware.response(for: error), for: state, on: connection)
            }
            state.bodyLimit = maxBodySize(state.method, state.path)
            if let declared = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").flatMap({ UInt64(String(cString: $0)) }) {
                guard declared <= UInt64(max(0, state.bodyLimit)) else {
                    // Refusing before the body is read: libmicrohttpd then closes the connection.
                    return send(ErrorMiddleware.response(for: HTTPError.payloadTooLarge()), for: state, on: connection)
                }
                state.body.reserveCapacity(Int(declared))
            }
            return .YES
        }

        if uploadSize.pointee > 0 {
            let size = uploadSize.pointee
            uploadSize.pointee = 0
            // libmicrohttpd only lets a response be queued before or after the body, so a
            // chunked body that outgrows the limit is drained and discarded, then refused.
            if !state.bodyTooLarge, let upload {
                if state.body.count + size > state.bodyLimit {
                    state.bodyTooLarge = true
                    state.body = []
                } else {
                    upload.withMemoryRebound(to: UInt8.self, capacity: size) { state.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size)) }
                }
            }
            return .YES
        }

        if state.bodyTooLarge {
            return send(ErrorMiddleware.response(for: HTTPError.payloadTooLarge()), for: state, on: connection)
        }
        var request = Request(
            method: state.method, path: state.path, query: state.query, headers: headers(of: connection),
            body: state.body, remoteAddress: remoteAddress(of: connection), isSecure: isSecure)
        request.notes = RequestNotes()
        state.notes = request.notes
        state.body = []
        let response: Response
        do {
            response = try responder.respond(to: request)
        } catch {
            response = ErrorMiddleware.response(for: error, request: request)
        }
        return send(response, for: state, on: connection)
    }

    private func send(_ response: Response, for state: RequestState, on connection: OpaquePointer) -> MHD_Result {
        var response = response
        var answer = makeResponse(response, for: state)
        if answer == nil {
            response = ErrorMiddleware.jsonError(status: 500, code: "internal", message: "Something went wrong.")
            answer = makeResponse(response, for: state)
        }
        guard let answer else { return .NO }
        defer { MHD_destroy_response(answer) }
        if let stream = response.stream {
            stream.attach(to: connection)
            streams.withLock { $0[ObjectIdentifier(stream)] = stream }
            if isClosing.load(ordering: .acquiring) { stream.close() }
        }
        let result = MHD_queue_response(connection, UInt32(response.status), answer)
        record(response.status, for: state)
        return result
    }

    /// The request's metrics and its access-log line.
    private func record(_ status: Int, for state: RequestState) {
        let elapsed = ContinuousClock.now - state.startedAt
        let route = state.notes?.route ?? "unmatched"
        let method = Self.countedMethods.contains(state.method) ? state.method.rawValue : "other"
        Metrics.requests.increment(("route", route), ("method", method), ("status", String(status)))
        Metrics.latency.observe(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        switch accessLog {
        case nil: break
        case .text: writeToStandardError(accessLogLine(method: state.method, path: state.loggedPath, status: status, elapsed: elapsed))
        case .json:
            writeToStandardError(jsonLogLine(time: wallClockNow(), method: state.method, route: route, status: status,
                                             elapsed: elapsed, account: state.notes?.account))
        }
    }

    /// Methods counted by name; any other (a client may send anything) is counted as `other`.
    private static let countedMethods: Set<HTTPMethod> = [.get, .head, .post, .put, .patch, .delete, .options]

    /// A libmicrohttpd response holding a copy of the body, or nil (logged) if the status is
    /// not a final status or libmicrohttpd refuses a header (one containing a line break, say).
    private func makeResponse(_ response: Response, for state: RequestState) -> OpaquePointer? {
        guard (200...599).contains(response.status) else {
            writeToStandardError("error: \(state.method) \(state.loggedPath): invalid status \(response.status)")
            return nil
        }
        let answer: OpaquePointer?
        if let stream = response.stream, state.method != .head {
            let context = self
            answer = MHD_create_response_from_callback(UInt64.max, 1024, readEventStream,  // UInt64.max: MHD_SIZE_UNKNOWN
                                                        Unmanaged.passRetained(StreamBox(stream, context)).toOpaque(),
                                                        releaseStreamBox)
        } else if state.method == .head, response.body.isEmpty, let size = response.headers["Content-Length"].flatMap({ UInt64($0) }) {
            answer = MHD_create_response_from_callback(size, 4096, noBody, nil, nil)
        } else {
            answer = response.body.withUnsafeBytes { body in
                MHD_create_response_from_buffer(body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), .RESPMEM_MUST_COPY)
            }
        }
        guard let answer else { return nil }
        var headers = response.headers
        for (name, value) in defaultHeaders where !headers.contains(name) { headers[name] = value }
        if isClosing.load(ordering: .acquiring) { headers["Connection"] = "close" }
        for (name, value) in headers where !HTTPHeaders.namesMatch(name, "Content-Length") {
            if MHD_add_response_header(answer, name, value) == .NO {
                writeToStandardError("error: \(state.method) \(state.loggedPath): response header '\(name)' refused")
                MHD_destroy_response(answer)
                return nil
            }
        }
        return answer
    }

    private func headers(of connection: OpaquePointer) -> HTTPHeaders {
        let collector = HeaderCollector()
        withExtendedLifetime(collector) {
            _ = MHD_get_connection_values(connection, .HEADER_KIND, collectHeader, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.headers
    }

    private func remoteAddress(of connection: OpaquePointer) -> String {
        guard let address = habits_mhd_client_address(connection) else { return "" }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                var bytes = ipv4.pointee.sin_addr
                _ = inet_ntop(AF_INET, &bytes, &text, socklen_t(text.count))
            }
        case AF_INET6:
            address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                var bytes = ipv6.pointee.sin6_addr
                _ = inet_ntop(AF_INET6, &bytes, &text, socklen_t(text.count))
            }
        default:
            return ""
        }
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// `GET /path 200 1.23ms`
func accessLogLine(method: HTTPMethod, path: String, status: Int, elapsed: Duration) -> String {
    "\(method) \(path) \(status) \(milliseconds(elapsed))ms"
}

/// `{"time":"2025-03-08T09:30:00.000Z","method":"GET","route":"/trackers/{id}","status":200,"ms":1.23,"account":null}`
func jsonLogLine(time: String, method: HTTPMethod, route: String, status: Int, elapsed: Duration, account: String?) -> String {
    "{\"time\":\(jsonString(time)),\"method\":\(jsonString(method.rawValue)),\"route\":\(jsonString(route)),"
        + "\"status\":\(status),\"ms\":\(milliseconds(elapsed)),\"account\":\(account.map(jsonString) ?? "null")}"
}

/// `1.23`: a duration in milliseconds with two decimals.
private func milliseconds(_ elapsed: Duration) -> String {
    let (seconds, attoseconds) = elapsed.components
    let hundredthsOfMillisecond = seconds * 100_000 + (attoseconds + 5_000_000_000_000) / 10_000_000_000_000
    let fraction = hundredthsOfMillisecond % 100
    return "\(hundredthsOfMillisecond / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// Now in UTC with milliseconds, `2025-03-08T09:30:00.123Z`: when a log line was written.
func wallClockNow() -> String {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func padded(_ value: Int32, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(parts.tm_year + 1900, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2))T"
        + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2)).\(padded(Int32(now.tv_nsec / 1_000_000), 3))Z"
}
