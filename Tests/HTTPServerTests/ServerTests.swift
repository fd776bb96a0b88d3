import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import HTTPServer

/// End-to-end tests over real loopback sockets.
final class ServerTests: XCTestCase {
    private struct Boom: Error {}

    private static let smallLimit = 2048

    private func makeServer(_ router: Router, configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
        var configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, threads: 2, accessLog: false,
            stopTimeoutSeconds: 10)
        configuration.maxBodySize = { _, path in path == "/upload" ? 1024 * 1024 : ServerTests.smallLimit }
        configure(&configuration)
        let server = try HTTPServer(configuration: configuration, responder: router)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    private func echoRouter() -> Router {
        var router = Router()
        router.get("/hello/{name}") { .text("hello \($0.parameters["name"]!)") }
        router.post("/echo") { request in .text("\(request.body.count)") }
        router.post("/upload") { request in
            let checksum = request.body.reduce(UInt64(0)) { ($0 &* 31) &+ UInt64($1) }
            return .text("\(request.body.count) \(checksum)")
        }
        return router
    }

    func testPortZeroBindsAFreePortAndATakenPortThrows() throws {
        let server = try makeServer(echoRouter())
        XCTAssertGreaterThan(server.port, 0)
        let configuration = ServerConfiguration(host: "127.0.0.1", port: server.port, accessLog: false)
        XCTAssertThrowsError(try HTTPServer(configuration: configuration, responder: Router())) { error in
            XCTAssertTrue("\(error)".contains("in use"), "\(error)")
        }
    }

    func testInvalidAddressThrows() {
        for host in ["not-an-address", "999.1.1.1"] {
            XCTAssertThrowsError(try HTTPServer(configuration: ServerConfiguration(host: host, port: 0), responder: Router())) { error in
                guard case HTTPServerError.invalidAddress = error else { return XCTFail("\(error)") }
            }
        }
        XCTAssertThrowsError(try HTTPServer(configuration: ServerConfiguration(port: 70000), responder: Router()))
    }

    func testIPv6LoopbackWorks() throws {
        let configuration = ServerConfiguration(host: "::1", port: 0, accessLog: false)
        let server: HTTPServer
        do {
            server = try HTTPServer(configuration: configuration, responder: echoRouter())
        } catch {
            throw XCTSkip("no IPv6 loopback here: \(error)")
        }
        try server.start()
        defer { server.stop() }
        let client = try RawClient(port: server.port, ipv6: true)
        try client.send("GET /hello/six HTTP/1.1\r\nHost: [::1]\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "hello six")
    }

    func testKeepAliveServesTwoRequestsOnOneConnection() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        try client.send("GET /hello/one HTTP/1.1\r\nHost: test\r\n\r\n")
        let first = try client.readResponse()
        try client.send("GET /hello/two HTTP/1.1\r\nHost: test\r\n\r\n")
        let second = try client.readResponse()
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.text, "hello one")
        XCTAssertEqual(second.status, 200)
        XCTAssertEqual(second.text, "hello two")
    }

    func testConcurrentKeepAliveClientsAllGetTheirOwnAnswers() throws {
        let server = try makeServer(echoRouter())
        let port = server.port
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            do {
                let client = try RawClient(port: port)
                for index in 0..<50 {
                    try client.send("GET /hello/\(worker)-\(index) HTTP/1.1\r\nHost: t\r\n\r\n")
                    let response = try client.readResponse()
                    if response.text != "hello \(worker)-\(index)" { failures.withLock { $0.append(response.text) } }
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        XCTAssertEqual(failures.withLock { $0 }, [])
    }

    func testPipelinedRequestsWithBodiesOnOneConnection() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nhelloPOST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\nabc")
        XCTAssertEqual(try client.readResponse().text, "5")
        XCTAssertEqual(try client.readResponse().text, "3")
    }

    func testContentLengthOverTheLimitIs413() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: \(Self.smallLimit + 1)\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 413)
        XCTAssertEqual(response.header("Content-Type"), "application/json")
        XCTAssertEqual(response.text, #"{"error":{"code":"too_large","message":"The request body is too large."}}"#)
    }

    func testChunkedBodyOverTheLimitIs413() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        let chunk = String(repeating: "x", count: 1000)
        var request = "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n"
        for _ in 0..<3 { request += "3e8\r\n\(chunk)\r\n" }
        request += "0\r\n\r\n"
        try client.send(request)
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 413)
        XCTAssertTrue(response.text.contains(#""code":"too_large""#))
    }

    func testChunkedBodyWithinTheLimitArrives() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        try client.send("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "11")
    }

    func testLargeBodyWithinTheLimitArrivesIntact() throws {
        let server = try makeServer(echoRouter())
        let body = (0..<(900 * 1024)).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let checksum = body.reduce(UInt64(0)) { ($0 &* 31) &+ UInt64($1) }
        let client = try RawClient(port: server.port)
        try client.send("POST /upload HTTP/1.1\r\nHost: t\r\nContent-Type: application/octet-stream\r\nContent-Length: \(body.count)\r\n\r\n")
        try client.send(body)
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "\(body.count) \(checksum)")
    }

    func testMalformedTargetsAre400() throws {
        let server = try makeServer(echoRouter())
        for target in ["/hello/%zz", "/hello/%C3%28", "/hello/x?q=%ff"] {
            let client = try RawClient(port: server.port)
            try client.send("GET \(target) HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 400, target)
            XCTAssertTrue(response.text.contains(#""code":"bad_request""#), target)
        }
    }

    func testRequestDetailsReachTheHandlerAndHeadersGoOut() throws {
        var router = Router()
        router.get("/details/{id}") { request in
            var response = Response.text([
                request.method.rawValue, request.path, request.parameters["id"] ?? "-",
                request.query["q"] ?? "-", request.headers["x-custom"] ?? "-",
                request.cookies["session"] ?? "-", request.remoteAddress, "\(request.isSecure)",
            ].joined(separator: "|"))
            response.headers.add("Set-Cookie", "a=1; Path=/")
            response.headers.add("Set-Cookie", "b=2; Path=/")
            return response
        }
        let server = try makeServer(router)
        let client = try RawClient(port: server.port)
        try client.send("GET /details/caf%C3%A9?q=two+words HTTP/1.1\r\nHost: t\r\nX-Custom: yes\r\nCookie: session=s1; other=2\r\n\r\n")
        let response = try client.readResponse()
        XCTAssertEqual(response.text, "GET|/details/café|café|two words|yes|s1|127.0.0.1|false")
        XCTAssertEqual(response.values("Set-Cookie"), ["a=1; Path=/", "b=2; Path=/"])
    }

    func testHeadHasGetsLengthButNoBodyAndKeepsTheConnection() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        try client.send("HEAD /hello/world HTTP/1.1\r\nHost: t\r\n\r\n")
        let head = try client.readResponse(toHead: true)
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), "\("hello world".utf8.count)")
        try client.send("GET /hello/again HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "hello again")
    }

    func testErrorsFromTheResponderAreMapped() throws {
        var router = Router()
        router.get("/missing") { _ in throw HTTPError.notFound("No such tracker.") }
        router.get("/boom") { _ in throw Boom() }
        router.get("/bad-header") { _ in Response(headers: ["X-Bad": "a\r\nInjected: yes"]) }
        let server = try makeServer(router)
        let client = try RawClient(port: server.port)

        try client.send("GET /missing HTTP/1.1\r\nHost: t\r\n\r\n")
        let missing = try client.readResponse()
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.text, #"{"error":{"code":"not_found","message":"No such tracker."}}"#)

        try client.send("GET /boom HTTP/1.1\r\nHost: t\r\n\r\n")
        let boom = try client.readResponse()
        XCTAssertEqual(boom.status, 500)
        XCTAssertEqual(boom.text, #"{"error":{"code":"internal","message":"Something went wrong."}}"#)

        try client.send("GET /bad-header HTTP/1.1\r\nHost: t\r\n\r\n")
        let bad = try client.readResponse()
        XCTAssertEqual(bad.status, 500)
        XCTAssertNil(bad.header("Injected"))

        try client.send("DELETE /missing HTTP/1.1\r\nHost: t\r\n\r\n")
        let notAllowed = try client.readResponse()
        XCTAssertEqual(notAllowed.status, 405)
        XCTAssertEqual(notAllowed.header("Allow"), "GET, HEAD")
    }

    func testGracefulStopFinishesTheRequestInFlightThenRefusesConnections() throws {
        let entered = DispatchSemaphore(value: 0)
        var router = Router()
        router.get("/slow") { _ in
            entered.signal()
            usleep(300_000)
            return .text("done")
        }
        let server = try makeServer(router)
        let port = server.port
        let client = try RawClient(port: port)
        try client.send("GET /slow HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(entered.wait(timeout: .now() + 10), .success)

        let stopped = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.stop()
            stopped.signal()
        }
        let response = try client.readResponse()
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.text, "done")
        XCTAssertEqual(response.header("Connection")?.lowercased(), "close")
        XCTAssertEqual(stopped.wait(timeout: .now() + 15), .success)

        let attempt = RawClient.connect(port: port)
        if attempt.fd >= 0 { close(attempt.fd) }
        XCTAssertEqual(attempt.fd, -1)
        XCTAssertEqual(attempt.errno, ECONNREFUSED)
    }

    func testStopClosesIdleKeepAliveConnections() throws {
        let server = try makeServer(echoRouter())
        let client = try RawClient(port: server.port)
        try client.send("GET /hello/x HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().status, 200)
        server.stop()
        XCTAssertTrue(client.isClosedByServer())
    }

    func testRunUntilSignalStopsOnSIGTERM() throws {
        let server = try makeServer(echoRouter())
        let port = server.port
        let returned = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            server.runUntilSignal(whenListening: { kill(getpid(), SIGTERM) })
            returned.signal()
        }
        XCTAssertEqual(returned.wait(timeout: .now() + 15), .success)
        let attempt = RawClient.connect(port: port)
        if attempt.fd >= 0 { close(attempt.fd) }
        XCTAssertEqual(attempt.errno, ECONNREFUSED)
    }
}
