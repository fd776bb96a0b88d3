import Foundation
import HabitCore
import HabitStore
import HTTPServer
import Testing
@testable import HabitWeb

/// `GET /api/v1/events` over a real socket (SPEC §14): a write through the API, a write by
/// another process on the same file, a reconnect with Last-Event-ID, the limits, the stop.
@Suite(.serialized) struct LiveUpdatesTests {
    func open(_ live: LiveServer, lastEventID: String? = nil) throws -> RawConnection {
        let connection = try RawConnection(port: live.port)
        var headers = ["Accept": "text/event-stream"]
        if let lastEventID { headers["Last-Event-ID"] = lastEventID }
        connection.request("GET", "/api/v1/events", headers: headers)
        #expect(connection.read(until: "retry: 2000\n\n")?.contains("text/event-stream") == true)
        return connection
    }

    @Test func a_write_through_the_api_reaches_an_open_stream() throws {
        let live = try LiveServer()
        let stream = try open(live)
        let revision = live.app.store.snapshot.revision
        #expect(fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"Health"}"#,
                      headers: ["Content-Type": "application/json"])?.status == 201)
        let event = stream.read(until: "}\n\n")
        #expect(event?.contains("id: \(revision + 1)\nevent: change\ndata: {\"revision\":\(revision + 1)}") == true, "\(event ?? "nothing")")
    }

    @Test func a_write_by_another_process_on_the_same_database_reaches_it_within_a_second() throws {
        let live = try LiveServer()
        let stream = try open(live)
        // Another process (the CLI) writes the same file or database through a store of its own.
        let other = try live.app.reopened()
        let started = ContinuousClock.now
        try other.update { (library: inout Library) throws(DomainError) in try library.addCategory(named: "From the CLI", id: .init(UUID())) }
        let event = stream.read(until: "}\n\n")
        #expect(event?.contains("event: change") == true)
        #expect(ContinuousClock.now - started < .seconds(2), "noticed within a second or so")
    }

    @Test func a_reconnect_with_an_old_last_event_id_hears_what_it_missed_at_once() throws {
        let live = try LiveServer()
        #expect(fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"Health"}"#,
                      headers: ["Content-Type": "application/json"])?.status == 201)
        let current = live.app.store.snapshot.revision
        let stream = try open(live, lastEventID: String(current - 1))
        #expect(stream.read(until: "}\n\n")?.contains("id: \(current)\n") == true)
        let upToDate = try open(live, lastEventID: String(current))
        _ = upToDate  // nothing to catch up on: no event until the next change
    }

    @Test func a_write_made_before_a_stream_opened_is_not_announced_to_it() throws {
        let live = try LiveServer()
        // A write before any stream (the onboarding's first board, say), then the page that
        // already shows it opens its stream.
        #expect(fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"Sleep"}"#,
                      headers: ["Content-Type": "application/json"])?.status == 201)
        let stream = try open(live)
        Thread.sleep(forTimeInterval: 0.6)  // more than two of the watcher's rounds
        #expect(fetch(live.port, "POST", "/api/v1/categories", body: #"{"name":"Reading"}"#,
                      headers: ["Content-Type": "application/json"])?.status == 201)
        let revision = live.app.store.snapshot.revision
        let event = stream.read(until: "}\n\n")
        #expect(event?.contains("id: \(revision)\nevent: change") == true, "the first event is the later write: \(event ?? "nothing")")
    }

    @Test func past_the_limit_a_stream_is_429_and_stopping_ends_them() throws {
        let app = try TestApp()
        let limited = LiveUpdates(store: app.store, limits: .init(perAccount: 2, total: 10))
        _ = try limited.subscribe(lastEventID: nil)
        _ = try limited.subscribe(lastEventID: nil)
        #expect(throws: HTTPError.self) { try limited.subscribe(lastEventID: nil) }
        limited.closeAll()
        #expect(limited.openStreams == 0)
        _ = try limited.subscribe(lastEventID: nil)

        // The total limit holds across libraries: two accounts' streams draw on one hub.
        let hub = LiveUpdates.Hub(total: 3)
        let anna = LiveUpdates(store: app.store, hub: hub), boris = LiveUpdates(store: try TestApp().store, hub: hub)
        _ = try anna.subscribe(lastEventID: nil)
        _ = try anna.subscribe(lastEventID: nil)
        _ = try boris.subscribe(lastEventID: nil)
        #expect(hub.inUse == 3)
        #expect(throws: HTTPError.self) { try boris.subscribe(lastEventID: nil) }
        #expect(throws: HTTPError.self) { try anna.subscribe(lastEventID: nil) }

        let live = try LiveServer()
        let stream = try open(live)
        live.server.stop()
        // A clean end: the chunked body's last chunk, then the server closes the connection.
        #expect(stream.read(until: "0\r\n\r\n") != nil, "the stream's last chunk arrives on stop")
        #expect(stream.isClosedByPeer(), "and then the connection closes")
    }
}
