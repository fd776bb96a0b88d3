import Foundation
@testable import HabitNotify
import Testing

/// The outbound client against servers on loopback: what goes over the wire, how answers are
/// framed and limited, and what happens when they don't come.
@Suite struct OutboundClientTests {
    let once = OutboundPolicy(timeout: .seconds(5), attempts: 1)

    @Test func a_post_arrives_with_its_body_and_headers_as_sent() async throws {
        let server = try LoopbackServer { _, _ in ["HTTP/1.1 201 Created\r\nContent-Length: 0\r\n\r\n"] }
        defer { server.stop() }
        let result = await OutboundClient(policy: once).send(OutboundRequest(
            url: "http://127.0.0.1:\(server.port)/hook?topic=a%20b", headers: ["X-Habits-Signature": "sha256=ab", "TTL": "60"],
            body: Array("{\"name\":\"Чтение\"}".utf8)))
        #expect(result == OutboundResult(status: 201, problem: nil, attempts: 1))
        #expect(server.requests == ["""
            POST /hook?topic=a%20b HTTP/1.1\r
            Host: 127.0.0.1:\(server.port)\r
            User-Agent: Habits (self-hosted habit tracker; reminders and sign-in)\r
            TTL: 60\r
            X-Habits-Signature: sha256=ab\r
            Content-Length: 23\r
            Connection: close\r
            \r
            {"name":"Чтение"}
            """])
    }

    @Test func fetch_reads_content_length_chunked_and_read_to_close_answers() async throws {
        let answers = [
            ["HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{\"a\":", "\"bcd\"}"],
            // An interim answer first; chunks with an extension, split across reads; a trailer.
            ["HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5;name=x\r\nhel",
             "lo\r\n7\r\n, world\r\n0\r\nDigest: x\r\n\r\n"],
            ["HTTP/1.0 200 OK\nContent-Type: text/plain\n\nuntil ", "the end"],
        ]
        let server = try LoopbackServer { index, _ in answers[index] }
        defer { server.stop() }
        let client = OutboundClient(policy: once)
        #expect(await client.fetch("GET", "http://127.0.0.1:\(server.port)/a") == .answered(status: 200, body: Array(#"{"a":"bcd"}"#.utf8)))
        #expect(await client.fetch("GET", "http://127.0.0.1:\(server.port)/b") == .answered(status: 200, body: Array("hello, world".utf8)))
        #expect(await client.fetch("GET", "http://127.0.0.1:\(server.port)/c") == .answered(status: 200, body: Array("until the end".utf8)))
        #expect(server.requests.first?.hasPrefix("GET /a HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nUser-Agent: Habits") == true)
        #expect(server.requests.first?.contains("Content-Length") == false)
    }

    @Test func fetch_refuses_an_answer_over_the_limit_however_it_is_framed() async throws {
        let body = String(repeating: "x", count: 1025)
        let answers = [
            ["HTTP/1.1 200 OK\r\nContent-Length: 1025\r\n\r\n" + body],
            ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n" + body.dropLast() + "\r\n1\r\nx\r\n0\r\n\r\n"],
            ["HTTP/1.1 200 OK\r\n\r\n" + body],
            ["HTTP/1.1 200 OK\r\nContent-Length: 1024\r\n\r\n" + body.dropLast()],
        ]
        let server = try LoopbackServer { index, _ in answers[index] }
        defer { server.stop() }
        let client = OutboundClient(policy: OutboundPolicy(timeout: .seconds(5), attempts: 1, answerLimit: 1024))
        for path in ["length", "chunked", "close"] {
            #expect(await client.fetch("GET", "http://127.0.0.1:\(server.port)/\(path)") == .failed("the answer is larger than 1 KiB"))
        }
        #expect(await client.fetch("GET", "http://127.0.0.1:\(server.port)/exact") == .answered(status: 200, body: Array(body.dropLast().utf8)))
    }

    @Test func a_redirect_is_the_answer_not_followed() async throws {
        let server = try LoopbackServer { _, _ in ["HTTP/1.1 302 Found\r\nLocation: https://elsewhere.example/\r\nContent-Length: 0\r\n\r\n"] }
        defer { server.stop() }
        let sent = await OutboundClient(policy: OutboundPolicy(attempts: 3)).send(
            OutboundRequest(url: "http://127.0.0.1:\(server.port)/", headers: [:], body: []))
        #expect(sent == OutboundResult(status: 302, problem: "redirected to https://elsewhere.example/; redirects are not followed", attempts: 1))
        let fetched = await OutboundClient(policy: once).fetch("GET", "http://127.0.0.1:\(server.port)/")
        #expect(fetched == .failed("answered HTTP 302, redirected to https://elsewhere.example/; redirects are not followed"))
        #expect(server.requests.count == 2)
    }

    @Test func send_takes_the_status_without_waiting_for_the_body() async throws {
        // The head says 10 bytes follow; none do.
        let head = try LoopbackServer { _, _ in ["HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n"] }
        defer { head.stop() }
        let result = await OutboundClient(policy: once).send(OutboundRequest(url: "http://127.0.0.1:\(head.port)/", headers: [:], body: []))
        #expect(result == OutboundResult(status: 200, problem: nil, attempts: 1))
    }

    @Test func server_errors_and_429_are_tried_again_other_refusals_are_not() async throws {
        let statuses = ["503 Service Unavailable", "429 Too Many Requests", "204 No Content", "404 Not Found"]
        let server = try LoopbackServer { index, _ in ["HTTP/1.1 \(statuses[index])\r\nContent-Length: 0\r\n\r\n"] }
        defer { server.stop() }
        let client = OutboundClient(policy: OutboundPolicy(timeout: .seconds(5), attempts: 4, firstDelay: .milliseconds(5)))
        let request = OutboundRequest(url: "http://127.0.0.1:\(server.port)/", headers: [:], body: [])
        #expect(await client.send(request) == OutboundResult(status: 204, problem: nil, attempts: 3))
        #expect(await client.send(request) == OutboundResult(status: 404, problem: "answered HTTP 404", attempts: 1))
    }

    @Test func a_server_that_never_answers_times_out_after_the_policys_time() async throws {
        let (listener, port) = try LoopbackServer.silent()
        defer { close(listener) }
        let policy = OutboundPolicy(timeout: .milliseconds(300), attempts: 2, firstDelay: .milliseconds(5))
        let result = await OutboundClient(policy: policy).send(OutboundRequest(url: "http://127.0.0.1:\(port)/", headers: [:], body: []))
        #expect(result == OutboundResult(status: nil, problem: "timed out after 0.3 s waiting for the answer of 127.0.0.1:\(port)",
                                         attempts: 2))
    }

    @Test func a_refused_connection_says_where_and_why() async throws {
        let port = try LoopbackServer.closedPort()
        let result = await OutboundClient(policy: OutboundPolicy(attempts: 2, firstDelay: .milliseconds(5)))
            .send(OutboundRequest(url: "http://127.0.0.1:\(port)/", headers: [:], body: []))
        #expect(result == OutboundResult(status: nil, problem: "could not connect to 127.0.0.1:\(port): Connection refused", attempts: 2))
    }

    @Test func https_verifies_the_certificate_against_the_trusted_authorities_and_the_host_name() async throws {
        let server = try TLSTestServer(name: "localhost")
        defer { server.stop() }
        let trusting = OutboundClient(policy: OutboundPolicy(timeout: .seconds(5), attempts: 1, caFile: server.caFile))
        #expect(await trusting.fetch("GET", "https://localhost:\(server.port)/") == .answered(status: 200, body: Array("hello over TLS".utf8)))
        // The system's authorities never signed the test's.
        let system = await OutboundClient(policy: once).fetch("GET", "https://localhost:\(server.port)/")
        #expect(system == .failed("TLS: certificate verify failed (unable to get local issuer certificate) for localhost"))
        // The certificate names localhost, not the address 127.0.0.1.
        let address = await trusting.fetch("GET", "https://127.0.0.1:\(server.port)/")
        #expect(address == .failed("TLS: certificate verify failed (IP address mismatch) for 127.0.0.1"))
        #expect(server.requests() == 1)
    }

    @Test func https_refuses_a_certificate_made_out_to_another_name() async throws {
        let server = try TLSTestServer(name: "elsewhere.example")
        defer { server.stop() }
        let trusting = OutboundClient(policy: OutboundPolicy(timeout: .seconds(5), attempts: 1, caFile: server.caFile))
        let answer = await trusting.fetch("GET", "https://localhost:\(server.port)/")
        #expect(answer == .failed("TLS: certificate verify failed (hostname mismatch) for localhost"))
        #expect(server.requests() == 0)
    }

    @Test func what_cannot_be_a_request_is_refused_before_anything_is_sent() throws {
        let target = try OutboundTarget("https://user:p%40ss@[::1]:8443")
        #expect(target.host == "::1" && target.authority == "[::1]:8443" && target.path == "/" && target.name == "[::1]:8443")
        let message = try Exchange.message(method: "GET", target: target, headers: [:], body: [])
        #expect(String(decoding: message, as: UTF8.self) == """
            GET / HTTP/1.1\r
            Host: [::1]:8443\r
            User-Agent: Habits (self-hosted habit tracker; reminders and sign-in)\r
            Authorization: Basic \(Data("user:p@ss".utf8).base64EncodedString())\r
            Connection: close\r
            \r

            """)
        #expect(try OutboundTarget("https://ntfy.sh/t").authority == "ntfy.sh")
        #expect(throws: ExchangeFailure.self) { try Exchange.message(method: "POST", target: target, headers: ["X": "a\r\nEvil: 1"], body: []) }
        #expect(throws: ExchangeFailure.self) { try Exchange.message(method: "POST", target: target, headers: ["Content-Length": "1"], body: []) }
        #expect(throws: ExchangeFailure.self) { try OutboundTarget("ftp://h.example/") }
    }

    @Test func answers_that_are_not_http_are_failures() throws {
        func parse(_ text: String) throws -> AnswerParser {
            var parser = AnswerParser(limit: 1024, readingBody: true)
            try Array(text.utf8).withUnsafeBytes { try parser.take($0) }
            return parser
        }
        #expect(try parse("HTTP/1.1 204 No Content\r\n\r\n").isComplete)
        #expect(throws: ExchangeFailure.self) { try parse("SSH-2.0-OpenSSH_9.2\r\n\r\n") }
        #expect(throws: ExchangeFailure.self) { try parse("HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\n") }
        #expect(throws: ExchangeFailure.self) { try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n") }
        #expect(throws: ExchangeFailure.self) { try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-5\r\nab") }
        var cut = try parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab")
        #expect(throws: ExchangeFailure.self) { try cut.takeEnd() }
        var none = AnswerParser(limit: 1024, readingBody: false)
        #expect(throws: ExchangeFailure.self) { try none.takeEnd() }
    }
}

/// An https server for one test on 127.0.0.1: Python's ssl module with a certificate the openssl
/// command made for the test, for the one DNS name `name`, signed by an authority of the test's
/// own (`caFile`). It answers every request it gets through TLS with "hello over TLS".
final class TLSTestServer {
    let folder: URL
    let port: Int
    private let process = Process()

    var caFile: String { folder.appendingPathComponent("ca.pem").path }

    init(name: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.run("/bin/sh", ["-c", """
            set -e
            cd "$1"
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout ca.key -out ca.pem \
                -days 1 -subj /CN=Habits-Test-Authority 2>/dev/null
            openssl req -newkey ec -pkeyopt ec_paramgen_curve:P-256 -nodes -keyout server.key -out server.csr \
                -subj "/CN=$2" 2>/dev/null
            printf 'subjectAltName=DNS:%s\\n' "$2" > server.ext
            openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 1 -extfile server.ext \
                -out server.pem 2>/dev/null
            """, "sh", folder.path, name])
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", Self.script, folder.appendingPathComponent("server.pem").path,
                             folder.appendingPathComponent("server.key").path, folder.appendingPathComponent("count").path]
        process.standardOutput = output
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            try? FileManager.default.removeItem(at: folder)
            throw POSIXError(.ECONNREFUSED)
        }
        self.port = port
    }

    /// How many requests arrived through TLS.
    func requests() -> Int {
        (try? String(contentsOf: folder.appendingPathComponent("count"), encoding: .utf8)).map { $0.count } ?? 0
    }

    /// SIGKILL, not `terminate()`'s SIGTERM: a child started from one of Dispatch's threads
    /// inherits their blocked signals, SIGTERM among them, and would never end.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw POSIXError(.EIO) }
    }

    private static let script = """
        import socket, ssl, sys
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[1], sys.argv[2])
        listener = socket.create_server(("127.0.0.1", 0))
        print(listener.getsockname()[1], flush=True)
        while True:
            connection, _ = listener.accept()
            try:
                with context.wrap_socket(connection, server_side=True) as tls:
                    request = b""
                    while b"\\r\\n\\r\\n" not in request:
                        data = tls.recv(4096)
                        if not data:
                            break
                        request += data
                    with open(sys.argv[3], "a") as count:
                        count.write("x")
                    tls.sendall(b"HTTP/1.1 200 OK\\r\\nContent-Length: 14\\r\\n\\r\\nhello over TLS")
            except (ssl.SSLError, OSError):
                pass  # the client refused the certificate
            finally:
                connection.close()
        """
}
