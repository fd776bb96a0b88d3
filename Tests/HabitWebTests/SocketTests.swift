import Foundation
import HabitCore
import HabitTestSupport
import HabitStore
import Synchronization
import Testing
@testable import HabitWeb

/// The app behind a real libmicrohttpd socket.
@Suite(.serialized) struct SocketTests {
    @Test func keep_alive_serves_two_requests_on_one_connection() throws {
        let live = try LiveServer()
        let connection = try RawConnection(port: live.port)
        connection.request("GET", "/api/v1/board")
        #expect(connection.readResponse()?.status == 200)
        connection.request("GET", "/api/v1/statistics")
        let second = connection.readResponse()
        #expect(second?.status == 200 && second?.body == #"{"empty":true}"#)
    }

    @Test func oversized_bodies_get_413() throws {
        let live = try LiveServer()
        let connection = try RawConnection(port: live.port)
        connection.send("POST /api/v1/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(2 << 20)\r\n\r\n")
        let response = connection.readResponse()
        #expect(response?.status == 413)
        #expect(response?.body.contains("too_large") == true)
        // Import takes up to 64 MiB: a 2 MiB import body is read (and refused for what it is, not its size).
        let big = try RawConnection(port: live.port)
        let body = #"{"format":"habits","version":1,"categories":[],"trackers":[],"pad":""# + String(repeating: "x", count: 2 << 20) + "\"}"
        big.request("POST", "/api/v1/import", body: body, headers: ["Content-Type": "application/json"])
        #expect(big.readResponse()?.status == 200)
    }

    @Test func json_errors_over_the_wire() throws {
        let live = try LiveServer()
        let missing = fetch(live.port, "GET", "/api/v1/trackers/\(UUID().uuidString)")
        #expect(missing?.status == 404 && missing?.headers["content-type"] == "application/json")
        #expect(missing?.body.hasPrefix(#"{"error":{"#) == true)
        #expect(fetch(live.port, "POST", "/api/v1/categories", body: "{", headers: ["Content-Type": "application/json"])?.status == 400)
        let category = fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"Health"}"#, headers: ["Content-Type": "application/json"])
        #expect(category?.status == 201)
        let duplicate = fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"health"}"#, headers: ["Content-Type": "application/json"])
        #expect(duplicate?.status == 422 && duplicate?.body.contains(#"Category \"health\" already exists."#) == true)
        let foreign = fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"Work"}"#,
                            headers: ["Content-Type": "application/json", "Origin": "http://evil.example"])
        #expect(foreign?.status == 403)
        #expect(fetch(live.port, "GET", "/api/v1/trackers/%ZZ")?.status == 400)
    }

    @Test func the_passphrase_gate_over_the_wire() throws {
        let live = try LiveServer(passphrase: "open sesame")
        #expect(fetch(live.port, "GET", "/api/v1/board")?.status == 401)
        #expect(fetch(live.port, "GET", "/")?.headers["location"] == "/login")
        let login = fetch(live.port, "POST", "/login", body: "password=open+sesame",
                          headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(login?.status == 303)
        let token = String(login?.headers["set-cookie"]?.split(separator: ";").first ?? "")
        #expect(fetch(live.port, "GET", "/api/v1/board", headers: ["Cookie": token])?.status == 200)
    }

    @Test func eight_concurrent_clients_writing_completions_lose_no_acknowledged_write() throws {
        let live = try LiveServer()
        let category = live.app.category("Load")
        let trackers = (0..<8).map { live.app.tracker("Habit \($0)", category: category, createdOn: "2024-01-01") }
        let acknowledged = Mutex<[String: Set<String>]>([:])
        let start = Day(year: 2024, month: 1, day: 1)!
        DispatchQueue.concurrentPerform(iterations: 8) { client in
            let id = trackers[client]
            var mine: Set<String> = []
            for index in 0..<60 {
                let day = start.adding(days: index).iso
                if fetch(live.port, "PUT", "/api/v1/trackers/\(id)/completions/\(day)")?.status == 200 { mine.insert(day) }
                if index % 5 == 4 {
                    let previous = start.adding(days: index - 1).iso
                    if fetch(live.port, "DELETE", "/api/v1/trackers/\(id)/completions/\(previous)")?.status == 204 { mine.remove(previous) }
                }
            }
            acknowledged.withLock { $0[id] = mine }
        }
        live.server.stop()
        let reopened = try live.app.reopened().library
        let expected = acknowledged.withLock { $0 }
        for id in trackers {
            let saved = Set(reopened.history(of: Tracker.ID(id)!).doneDays.map(\.iso))
            #expect(saved == expected[id] ?? [], "tracker \(id)")
            #expect(saved.count == 48)
        }
        if case .sqlite(let path) = live.app.location {
            #expect(try SQLiteHabitStore(path: path).integrityCheck() == "ok")
        }
    }
}
