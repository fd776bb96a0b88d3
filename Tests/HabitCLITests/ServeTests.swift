import Foundation
import HabitCore
import HabitInterop
import HabitTestSupport
import HabitStore
import Testing

/// `habits serve` as a real process: start-up line, refusals, TLS, and graceful shutdown.
@Suite(.serialized) struct ServeTests {
    final class ServerProcess {
        let process = Process()
        let output = Pipe(), errors = Pipe()
        let folder: URL
        var port = 0

        init(_ arguments: [String], environment: [String: String] = [:]) throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-serve-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            process.executableURL = CrashTests.executable
            process.arguments = ["serve", "--port", "0", "--db", folder.appendingPathComponent("habits.sqlite").path] + arguments
            process.environment = ["TZ": "UTC", "HABITS_NOW": "2025-03-07T12:00:00Z"].merging(environment) { _, new in new }
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// Waits for the "serving" line and reads the port from it.
        func waitUntilServing() -> String {
            var text = ""
            while !text.contains("\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            if let range = text.range(of: #":(\d+)/"#, options: .regularExpression) {
                port = Int(text[range].dropFirst().dropLast()) ?? 0
            }
            return text
        }

        func stderr() -> String { String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }

        deinit {
            if process.isRunning { process.terminate(); process.waitUntilExit() }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    static func curl(_ arguments: [String]) -> (code: Int32, out: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = ["-s", "--max-time", "30"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try? process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func it_prints_the_url_it_serves_and_warns_about_HABITS_NOW() throws {
        let server = try ServerProcess([])
        let line = server.waitUntilServing()
        #expect(line.hasPrefix("Habits is serving http://127.0.0.1:"))
        #expect(Self.curl(["http://127.0.0.1:\(server.port)/api/v1/statistics"]).out == #"{"empty":true}"#)
        server.process.interrupt()
        server.process.waitUntilExit()
        let log = server.stderr()
        #expect(log.contains("warning: HABITS_NOW is set"))
        #expect(log.contains("GET /api/v1/statistics 200 "), "one access-log line per request")
        #expect(server.process.terminationStatus == 0)
    }

    @Test func a_non_loopback_address_needs_a_passphrase() throws {
        let server = try ServerProcess(["--host", "0.0.0.0"])
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 64)
        #expect(server.stderr().contains("--password or HABITS_PASSWORD"))
        let allowed = try ServerProcess(["--host", "127.0.0.2"], environment: ["HABITS_PASSWORD": "pw"])
        #expect(allowed.waitUntilServing().contains("http://127.0.0.2:"))
        #expect(Self.curl(["-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.2:\(allowed.port)/api/v1/board"]).out == "401")
    }

    @Test func sigterm_finishes_the_request_in_flight_then_stops() throws {
        let server = try ServerProcess([])
        _ = server.waitUntilServing()
        // A large import keeps a request busy long enough to stop the server under it.
        var library = Library()
        let category = try library.addCategory(named: "Bulk")
        let today = Day(year: 2025, month: 3, day: 7)!
        for index in 0..<60 {
            let tracker = try library.addTracker(TrackerDraft(name: "H\(index)", kind: .habit(.everyDay), categoryID: category.id,
                                                              createdOn: today.adding(days: -1200)), today: today)
            for back in 0..<1200 { try library.setDone(true, tracker: tracker.id, on: today.adding(days: -back), today: today) }
        }
        let file = server.folder.appendingPathComponent("big.json")
        try ExportDocument(library).encoded().write(to: file)
        let port = server.port
        let result = Mutex<(code: Int32, out: String)?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let answer = Self.curl(["--limit-rate", "400k", "-H", "Content-Type: application/json", "--data-binary", "@\(file.path)",
                                    "http://127.0.0.1:\(port)/api/v1/import"])
            result.withLock { $0 = answer }
            done.signal()
        }
        usleep(300_000)
        server.process.terminate()
        done.wait()
        server.process.waitUntilExit()
        #expect(result.withLock { $0?.out } == #"{"categories":1,"completions":72000,"trackers":60}"#)
        #expect(server.process.terminationStatus == 0)
        #expect(server.stderr().contains("database closed"))
        #expect(Self.curl(["http://127.0.0.1:\(port)/api/v1/board"]).code != 0, "nothing answers after stopping")
        let store = try SQLiteHabitStore(path: server.folder.appendingPathComponent("habits.sqlite").path)
        #expect(store.library.trackers.count == 60)
        #expect(try store.integrityCheck() == "ok")
    }

    @Test func tls_serves_https_directly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = folder.appendingPathComponent("key.pem").path, cert = folder.appendingPathComponent("cert.pem").path
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        openssl.arguments = ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
                             "-subj", "/CN=127.0.0.1"]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        #expect(openssl.terminationStatus == 0)
        let server = try ServerProcess(["--tls-cert", cert, "--tls-key", key])
        #expect(server.waitUntilServing().hasPrefix("Habits is serving https://127.0.0.1:"))
        #expect(Self.curl(["--cacert", cert, "https://127.0.0.1:\(server.port)/api/v1/statistics"]).out == #"{"empty":true}"#)
        #expect(Self.curl(["http://127.0.0.1:\(server.port)/api/v1/statistics"]).out != #"{"empty":true}"#, "plain HTTP is not served")
    }
}

import Synchronization
