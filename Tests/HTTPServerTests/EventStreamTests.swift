import Foundation
import Synchronization
import XCTest
@testable import HTTPServer

/// Server-sent event streams over real sockets: events arrive when sent, an idle stream holds
/// no thread (other requests are answered meanwhile), and stopping the server ends them.
final class EventStreamTests: XCTestCase {
    func testEventsArriveWhenSentAndStopEndsTheStream() throws {
        let streams = Mutex<[EventStream]>([])
        let closed = Atomic<Int>(0)
        var router = Router()
        router.get("/events") { _ in
            let stream = EventStream { closed.add(1, ordering: .relaxed) }
            stream.send(": hello\n\n")
            streams.withLock { $0.append(stream) }
            return .stream(stream)
        }
        router.get("/ping") { _ in .text("pong") }
        let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 1, accessLog: false),
                                    responder: router)
        try server.start()

        // More idle streams than worker threads: a plain request still gets its answer.
        let clients = try (0..<4).map { _ in try RawClient(port: server.port) }
        for client in clients { try client.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n") }
        for client in clients { XCTAssertTrue(try client.read(until: ": hello\n\n").contains("text/event-stream")) }
        let ping = try RawClient(port: server.port)
        try ping.send("GET /ping HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertEqual(String(decoding: try ping.readResponse().body, as: UTF8.self), "pong")

        let first = streams.withLock { $0[0] }
        first.send("id: 7\nevent: change\ndata: {\"revision\":7}\n\n")
        XCTAssertTrue(try clients[0].read(until: "data: {\"revision\":7}\n\n").contains("id: 7\nevent: change"))

        server.stop()
        for client in clients { XCTAssertTrue(client.isClosedByServer() || client.isClosedByServer()) }
        XCTAssertEqual(closed.load(ordering: .relaxed), 4, "every stream's onClose ran once")
    }

    func testAStreamClosedByTheAppEndsItsResponse() throws {
        var router = Router()
        router.get("/once") { _ in
            let stream = EventStream()
            stream.send("data: bye\n\n")
            stream.close()
            return .stream(stream)
        }
        let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 1, accessLog: false),
                                    responder: router)
        try server.start()
        addTeardownBlock { server.stop() }
        let client = try RawClient(port: server.port)
        try client.send("GET /once HTTP/1.1\r\nHost: x\r\n\r\n")
        XCTAssertTrue(try client.read(until: "data: bye\n\n").contains("200"))
        XCTAssertTrue(try client.read(until: "0\r\n\r\n").hasSuffix("0\r\n\r\n"), "the chunked body ends")
    }
}
