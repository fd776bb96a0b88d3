import Dispatch
import Foundation
import HabitStore
import HTTPServer
import Synchronization

/// Live updates for open pages (SPEC §14): `GET /api/v1/events` is a server-sent events stream
/// that says `change` with the store's new revision whenever the data changes — a write through
/// this server, or one another process made: the CLI writing the same SQLite file (the store
/// notices within `interval`), or, on PostgreSQL, another `habits serve` or the CLI, whose
/// `NOTIFY` calls `wake()` so the change goes out at once.
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

    /// An open stream and the revision it last heard of (the one current when it opened, at first).
    private struct Listener {
        let stream: EventStream
        var revision: Int
    }

    /// Streams open across every library of one server (each account has its own `LiveUpdates`),
    /// for the total limit: a stream takes a place when it opens and gives it back once it ends.
    public final class Budget: Sendable {
        public let total: Int
        private let open = Mutex(0)

        public init(total: Int) { self.total = total }

        /// Streams open now, in every library.
        public var inUse: Int { open.withLock { $0 } }

        func take() -> Bool {
            open.withLock { open in
                guard open < total else { return false }
                open += 1
                return true
            }
        }

        func give() { open.withLock { $0 = max(0, $0 - 1) } }
    }

    private struct State {
        var listeners: [ObjectIdentifier: Listener] = [:]
        var lastHeartbeat = ContinuousClock.now
        var watching = false
    }

    private let store: any HabitStore
    private let limits: Limits
    private let budget: Budget
    private let interval: Duration
    private let heartbeat: Duration
    private let state: Mutex<State>
    /// Rung by `wake()`; the watcher waits on it for at most `interval`.
    private let bell = DispatchSemaphore(value: 0)

    /// `budget` is shared by every library's `LiveUpdates` of one server (the total limit); by
    /// default this one's own, of `limits.total`.
    public init(store: any HabitStore, limits: Limits = .standard, budget: Budget? = nil,
                interval: Duration = .milliseconds(250), heartbeat: Duration = .seconds(25)) {
        self.store = store
        self.limits = limits
        self.budget = budget ?? Budget(total: limits.total)
        self.interval = interval
        self.heartbeat = heartbeat
        state = Mutex(State())
    }

    /// A new stream, or 429 past the limits. `lastEventID` (the `Last-Event-ID` header of a
    /// reconnecting browser) that differs from the current revision gets a `change` at once,
    /// so nothing written while it was away is missed.
    func subscribe(lastEventID: String?) throws(HTTPError) -> EventStream {
        let revision = store.snapshot.revision
        let budget = self.budget
        let stream = EventStream { [weak self] in
            budget.give()
            self?.forget()
        }
        let accepted = state.withLock { state -> Bool in
            state.listeners = state.listeners.filter { !$0.value.stream.isClosed }
            guard state.listeners.count < min(limits.perAccount, limits.total), budget.take() else { return false }
            state.listeners[ObjectIdentifier(stream)] = Listener(stream: stream, revision: revision)
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
    public var openStreams: Int { state.withLock { $0.listeners.values.filter { !$0.stream.isClosed }.count } }

    /// Ends every stream (the server stopping does this too).
    public func closeAll() {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.stream.close() }
    }

    /// Something may have changed (PostgreSQL's `NOTIFY` from any process): compare the revision
    /// now instead of at the next poll. Cheap; called on the listener's thread.
    public func wake() { bell.signal() }

    static func change(_ revision: Int) -> String {
        "id: \(revision)\nevent: change\ndata: {\"revision\":\(revision)}\n\n"
    }

    private func forget() {
        state.withLock { state in state.listeners = state.listeners.filter { !$0.value.stream.isClosed } }
    }

    /// One watcher thread per process, started with the first stream: it compares the store's
    /// revision every `interval` (reading the snapshot also notices another process's writes),
    /// or as soon as `wake()` rings, and sends heartbeats.
    private func startWatching() {
        let start = state.withLock { state -> Bool in
            defer { state.watching = true }
            return !state.watching
        }
        guard start else { return }
        let thread = Thread { [weak self] in
            while let self {
                let pause = self.interval
                let nanoseconds = pause.components.seconds * 1_000_000_000 + pause.components.attoseconds / 1_000_000_000
                _ = self.bell.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
                self.tick()
            }
        }
        thread.name = "habits-live-updates"
        thread.start()
    }

    /// A stream hears of a revision it has not heard of yet; the others get the heartbeat when
    /// it is due. A write made before a stream opened is not announced to it: the page that
    /// opens a stream was rendered moments before, so it almost always shows that write already.
    /// (A write in the few milliseconds between the page's render and its stream's opening is
    /// caught only by the next change; the page does not yet tell the stream its own revision.)
    private func tick() {
        let revision = store.snapshot.revision
        let now = ContinuousClock.now
        let sends = state.withLock { state -> [(EventStream, String)] in
            let beat = now - state.lastHeartbeat >= heartbeat
            if beat { state.lastHeartbeat = now }
            var sends: [(EventStream, String)] = []
            for (key, listener) in state.listeners {
                if listener.revision != revision {
                    state.listeners[key]?.revision = revision
                    sends.append((listener.stream, Self.change(revision)))
                } else if beat {
                    sends.append((listener.stream, ": heartbeat\n\n"))
                }
            }
            return sends
        }
        for (stream, message) in sends { stream.send(message) }
    }
}
