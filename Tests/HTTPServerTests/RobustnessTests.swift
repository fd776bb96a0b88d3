import Dispatch
import Foundation
import XCTest
@testable import HTTPServer

/// Hostile input, the access log on fd 2, and TLS.
final class RobustnessTests: XCTestCase {
    private func makeServer(_ configure: (inout ServerConfiguration) -> Void = { _ in }) throws -> HTTPServer {
        var router = Router()
        router.get("/ping") { _ in .text("pong") }
        router.post("/echo") { .text("\($0.body.count)") }
        var configuration = ServerConfiguration(host: "127.0.0.1", port: 0, threads: 2, accessLog: false)
        configuration.maxBodySize = { _, _ in 4096 }
        configure(&configuration)
        let server = try HTTPServer(configuration: configuration, responder: router)
        try server.start()
        addTeardownBlock { server.stop() }
        return server
    }

    private func assertStillServes(_ server: HTTPServer, after input: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let client = try RawClient(port: server.port)
        try client.send("GET /ping HTTP/1.1\r\nHost: t\r\n\r\n")
        XCTAssertEqual(try client.readResponse().text, "pong", "after \(input.debugDescription)", file: file, line: line)
    }

    /// Sends `bytes` and hangs up without reading, so the server also meets clients that vanish
    /// before their answer. (Half-closing and waiting for the server to close instead would be
    /// slow: in epoll mode libmicrohttpd 0.9.75 may not notice an end-of-file that arrives with
    /// the request and keeps such a connection until the idle timeout.)
    private func sendAndHangUp(_ bytes: [UInt8], port: Int) throws {
        let client = try RawClient(port: port)
        try? client.send(bytes)
    }

    func testHostileInputNeverBringsTheServerDown() throws {
        let server = try makeServer {
            // Unanswerable inputs (a body that never comes) hold a connection until the idle timeout.
            $0.idleTimeoutSeconds = 2
            $0.perIPConnectionLimit = 0
        }
        var inputs: [[UInt8]] = [
            "GARBAGE\r\n\r\n",
            "GET /\u{1}\u{7f} HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /%%%/%G0?%=%&&=&x=%E2%82 HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /a%00b HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET http://host HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET * HTTP/1.1\r\nHost: t\r\n\r\n",
            "BREW /ping HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /ping HTTP/9.9\r\nHost: t\r\n\r\n",
            "GET /ping HTTP/1.1\r\nHost: t\r\nX-Big: \(String(repeating: "a", count: 100_000))\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: abc\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999999999999999999999\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: -1\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nxx\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\nfffffffffffffffff\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 10\r\n\r\nshort",
            "GET /ping HTTP/1.1\r\nHost: t\r\nCookie: ;;==;a\r\n\r\n",
        ].map { Array($0.utf8) }
        inputs.append(Array("GET /".utf8) + [0xFF, 0xFE, 0xC0, 0x80] + Array(" HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<30 {
            var bytes = Array("GET /".utf8)
            for _ in 0..<200 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: seed >> 56))
            }
            inputs.append(bytes + Array("\r\n\r\n".utf8))
        }
        for input in inputs {
            try sendAndHangUp(input, port: server.port)
            try assertStillServes(server, after: String(decoding: input.prefix(60), as: UTF8.self))
        }
    }

    func testAccessLogGoesToStandardError() throws {
        let server = try makeServer { $0.accessLog = true }
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent("access-\(getpid()).log")
        let logFile = open(logURL.path, O_CREAT | O_TRUNC | O_WRONLY, 0o600)
        XCTAssertGreaterThanOrEqual(logFile, 0)
        let savedStandardError = dup(2)
        dup2(logFile, 2)
        let client = try RawClient(port: server.port)
        try client.send("GET /ping?secret=1 HTTP/1.1\r\nHost: t\r\n\r\n")
        let response = try client.readResponse()
        dup2(savedStandardError, 2)
        close(savedStandardError)
        close(logFile)
        defer { try? FileManager.default.removeItem(at: logURL) }

        XCTAssertEqual(response.status, 200)
        let log = try String(contentsOf: logURL, encoding: .utf8)
        XCTAssertNotNil(log.range(of: #"^GET /ping 200 [0-9]+\.[0-9]{2}ms\n$"#, options: .regularExpression), log)
    }

    func testTLS() throws {
        let openssl = "/usr/bin/openssl", curl = "/usr/bin/curl"
        guard FileManager.default.isExecutableFile(atPath: openssl), FileManager.default.isExecutableFile(atPath: curl) else {
            throw XCTSkip("needs openssl and curl")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tls-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let certificate = directory.appendingPathComponent("cert.pem"), key = directory.appendingPathComponent("key.pem")
        XCTAssertEqual(try run(openssl, [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=localhost", "-days", "1",
            "-keyout", key.path, "-out", certificate.path,
        ]).status, 0)

        let server = try makeServer {
            $0.tls = (try! String(contentsOf: certificate, encoding: .utf8), try! String(contentsOf: key, encoding: .utf8))
        }
        let result = try run(curl, ["-sk", "--max-time", "10", "https://127.0.0.1:\(server.port)/ping"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "pong")
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
