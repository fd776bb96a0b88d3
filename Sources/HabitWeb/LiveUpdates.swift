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

    /// What every library's `LiveUpdates` in one server shares (each account has its own): the
    /// limit on streams open in all of them together (a stream takes a place when it opens and
    /// gives it back once it ends), and the one thread that watches them all. The thread starts
    /// with the first stream anywhere; every `interval` it looks at every library that has had a
    /// stream, and those with one open compare their newest known revision and send heartbeats;
    /// when a library's `wake()` rings (a `NOTIFY` named it), it looks at the libraries rung at
    /// once, and at those only. So a process holds one watcher thread however many accounts have
    /// pages open (with a thread per library, 1,000 accounts' pages would have held 1,000), and a
    /// write elsewhere costs the libraries it names, not all of them.
    public final class Hub: Sendable {
        public let total: Int
        private let interval: Duration
        private let open = Mutex(0)
        private let watched = Mutex(Watched())
        /// Rung by `wake()`; the watcher waits on it for at most `interval`.
        private let bell = DispatchSemaphore(value: 0)

        /// The libraries watched (weakly: an account's space that the server lets go goes with
        /// its `LiveUpdates`), whether the thread runs, the libraries rung since it last looked,
        /// and when it last looked at all of them.
        private struct Watched {
            var lives: [ObjectIdentifier: Weak] = [:]
            var running = false
            var rung: Set<ObjectIdentifier> = []
            var lastAll = ContinuousClock.now
        }

        private struct Weak {
            weak var live: LiveUpdates?
        }

        public init(total: Int, interval: Duration = .milliseconds(250)) {
            self.total = total
            self.interval = interval
        }

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

        /// `live`'s library may have changed (PostgreSQL's `NOTIFY` from any process named it):
        /// its streams hear of it at once instead of at the next look at every library. The bell
        /// rings once however many libraries are rung before the watcher wakes. Cheap; called on
        /// the listener's thread.
        fileprivate func wake(_ live: LiveUpdates) {
            let ring = watched.withLock { watched in
                defer { watched.rung.insert(ObjectIdentifier(live)) }
                return watched.rung.isEmpty
            }
            if ring { bell.signal() }
        }

        /// Watches `live` from now on (its first stream opened), starting the thread if needed.
        func watch(_ live: LiveUpdates) {
            let start = watched.withLock { watched -> Bool in
                watched.lives[ObjectIdentifier(live)] = Weak(live: live)
                defer { watched.running = true }
                return !watched.running
            }
            guard start else { return }
            let thread = Thread { [weak self] in
                while let self { self.round() }
            }
            thread.name = "habits-live-updates"
            thread.start()
        }

        /// One look, at the libraries rung or, once `interval` has passed, at every one. Each
        /// compares its newest known revision (`HabitStore.newestKnownRevision`), which asks no
        /// database: on SQLite the file's `data_version` (the CLI's writes), on PostgreSQL its
        /// own writes and what other processes announced. A `NOTIFY` the listener missed is made
        /// up for by the listener's own periodic check, one query for every library
        /// (`PostgresDatabase`): open pages cost the database nothing more while nothing changes.
        private func round() {
            let nanoseconds = interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000
            _ = bell.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
            let now = ContinuousClock.now
            let lives = watched.withLock { watched -> [LiveUpdates] in
                defer { watched.rung = [] }
                if now - watched.lastAll >= interval {
                    watched.lastAll = now
                    watched.lives = watched.lives.filter { $0.value.live != nil }
                    return watched.lives.values.compactMap(\.live)
                }
                return watched.rung.compactMap { watched.lives[$0]?.live }
            }
            for live in lives { live.tick() }
        }
    }

    private struct State {
        var listeners: [ObjectIdentifier: Listener] = [:]
        var lastHeartbeat = ContinuousClock.now
        var watched = false
    }

    private let store: any HabitStore
    private let limits: Limits
    private let hub: Hub
    private let heartbeat: Duration
    private let state: Mutex<State>

    /// `hub` is shared by every library's `LiveUpdates` of one server (the total limit, the
    /// watcher); by default this one's own, of `limits.total`.
    public init(store: any HabitStore, limits: Limits = .standard, hub: Hub? = nil, heartbeat: Duration = .seconds(25)) {
        self.store = store
        self.limits = limits
        self.hub = hub ?? Hub(total: limits.total)
        self.heartbeat = heartbeat
        state = Mutex(State())
    }

    /// A new stream, or 429 past the limits. `lastEventID` (the `Last-Event-ID` header of a
    /// reconnecting browser) that differs from the current revision gets a `change` at once,
    /// so nothing written while it was away is missed.
    func subscribe(lastEventID: String?) throws(HTTPError) -> EventStream {
        let revision = store.snapshot.revision
        let hub = self.hub
        let stream = EventStream { [weak self] in
            hub.give()
            self?.forget()
        }
        let accepted = state.withLock { state -> Bool in
            state.listeners = state.listeners.filter { !$0.value.stream.isClosed }
            guard state.listeners.count < min(limits.perAccount, limits.total), hub.take() else { return false }
            state.listeners[ObjectIdentifier(stream)] = Listener(stream: stream, revision: revision)
            return true
        }
        guard accepted else {
            throw HTTPError.tooManyRequests(retryAfterSeconds: 30, "Too many live update streams are open; close some pages.")
        }
        stream.send("retry: 2000\n\n")
        if let lastEventID, lastEventID != String(revision) { stream.send(Self.change(revision)) }
        let first = state.withLock { state in
            defer { state.watched = true }
            return !state.watched
        }
        if first { hub.watch(self) }
        return stream
    }

    /// Streams open now.
    public var openStreams: Int { state.withLock { $0.listeners.values.filter { !$0.stream.isClosed }.count } }

    /// Ends every stream (the server stopping does this too).
    public func closeAll() {
        for listener in state.withLock({ Array($0.listeners.values) }) { listener.stream.close() }
    }

    /// This library may have changed (PostgreSQL's `NOTIFY` from any process named it): ask the
    /// database for its revision now instead of at the next full check. Cheap.
    public func wake() { hub.wake(self) }

    static func change(_ revision: Int) -> String {
        "id: \(revision)\nevent: change\ndata: {\"revision\":\(revision)}\n\n"
    }

    private func forget() {
        state.withLock { state in state.listeners = state.listeners.filter { !$0.value.stream.isClosed } }
    }

    /// A stream hears of a revision it has not heard of yet; the others get the heartbeat when
    /// it is due. A write made before a stream opened is not announced to it: the page that
    /// opens a stream was rendered moments before, so it almost always shows that write already.
    /// (A write in the few milliseconds between the page's render and its stream's opening is
    /// caught only by the next change; the page does not yet tell the stream its own revision.)
    fileprivate func tick() {
        // A library without an open stream costs nothing: the hub looks at every library that has ever had one.
        guard state.withLock({ state in state.listeners.values.contains { !$0.stream.isClosed } }) else { return }
        let revision = store.newestKnownRevision
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
