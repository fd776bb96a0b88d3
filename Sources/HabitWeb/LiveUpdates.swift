import Foundation
import HabitStore
import HTTPServer
import Synchronization

/// Live updates for open pages (SPEC §14): `GET /api/v1/events` is a server-sent events stream
/// that says `change` with the store's new revision whenever the data changes — a write through
/// this server, or one the CLI made to the same file (the store notices within `interval`).
/// A comment every `heartbeat` keeps proxies from closing an idle stream and finds clients that
/// left. Each stream waits suspended in the HTTP server, so an idle one holds no thread.
public final class LiveUpdates: Sendable {
    public struct Limits: Sendable {
        /// Streams one account may hold open, and all accounts together.
        public let perAccount: Int
        public let total: Int
        public init(perAccount: Int, total: Int) {
            self.perAccount = perAccount
            self.total = total
        }
        public static let standard = Limits(perAccount: 1000, total: 1000)
    }

    private struct State {
        var streams: [ObjectIdentifier: EventStream] = [:]
        var revision: Int
        var lastHeartbeat = ContinuousClock.now
        var watching = false
    }

    private let store: any HabitStore
    private let limits: Limits
    private let interval: Duration
    private let heartbeat: Duration
    private let state: Mutex<State>

    public init(store: any HabitStore, limits: Limits = .standard, interval: Duration = .milliseconds(250),
                heartbeat: Duration = .seconds(25)) {
        self.store = store
        self.limits = limits
        self.interval = interval
        self.heartbeat = heartbeat
        state = Mutex(State(revision: store.snapshot.revision))
    }

    /// A new stream, or 429 past the limits. `lastEventID` (the `Last-Event-ID` header of a
    /// reconnecting browser) that differs from the current revision gets a `change` at once,
    /// so nothing written while it was away is missed.
    func subscribe(lastEventID: String?) throws(HTTPError) -> EventStream {
        let revision = store.snapshot.revision
        let stream = EventStream { [weak self] in self?.forget() }
        let accepted = state.withLock { state -> Bool in
            state.streams = state.streams.filter { !$0.value.isClosed }
            guard state.streams.count < min(limits.perAccount, limits.total) else { return false }
            state.streams[ObjectIdentifier(stream)] = stream
            return true
        }
        guard accepted else {
            throw HTTPError.tooManyRequests(retryAfterSeconds: 30, "Too many live update streams are open; close some pages.")
        }
        stream.send("retry: 2000\n\n")
        if let lastEventID, lastEventID != String(revision) { stream.send(Self.change(revision)) }
        startWatching()
        return stream
    }

    /// Streams open now.
    public var openStreams: Int { state.withLock { $0.streams.values.filter { !$0.isClosed }.count } }

    /// Ends every stream (the server stopping does this too).
    public func closeAll() {
        for stream in state.withLock({ Array($0.streams.values) }) { stream.close() }
    }

    static func change(_ revision: Int) -> String {
        "id: \(revision)\nevent: change\ndata: {\"revision\":\(revision)}\n\n"
    }

    private func forget() {
        state.withLock { state in state.streams = state.streams.filter { !$0.value.isClosed } }
    }

    /// One watcher thread per process, started with the first stream: it compares the store's
    /// revision every `interval` (reading the snapshot also notices another process's writes)
    /// and sends heartbeats.
    private func startWatching() {
        let start = state.withLock { state -> Bool in
            defer { state.watching = true }
            return !state.watching
        }
        guard start else { return }
        let thread = Thread { [weak self] in
            while let self {
                let pause = self.interval
                Thread.sleep(forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
                self.tick()
            }
        }
        thread.name = "habits-live-updates"
        thread.start()
    }

    private func tick() {
        let revision = store.snapshot.revision
        let now = ContinuousClock.now
        let (streams, message) = state.withLock { state -> ([EventStream], String?) in
            var message: String?
            if revision != state.revision {
                state.revision = revision
                message = Self.change(revision)
            } else if now - state.lastHeartbeat >= heartbeat {
                message = ": heartbeat\n\n"
            }
            if message != nil { state.lastHeartbeat = now }
            return (Array(state.streams.values), message)
        }
        guard let message else { return }
        for stream in streams { stream.send(message) }
    }
}
