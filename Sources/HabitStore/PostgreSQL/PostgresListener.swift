import Foundation
import Synchronization

/// One connection that does `LISTEN habits_changes` on a thread of its own and hands each
/// notification's payload to `received`. The thread sleeps in `poll` on the connection's socket
/// and on a wake-up pipe (so `stop` returns at once); `PQconsumeInput` then `PQnotifies` read what
/// arrived. When the connection breaks it reconnects every half second, and calls `connected`
/// after each (re)connection: notifications sent while it was away are lost, so whoever relies on
/// them must check the revisions again. Right after connecting, and whenever nothing arrived for
/// `idleCheck`, it hands its own connection to `idle` (one query of the revisions); that query
/// failing counts as the connection breaking.
final class PostgresListener: Sendable {
    static let channel = "habits_changes"
    /// How long the listener waits for a notification before it runs `idle`.
    static let idleCheck: Int32 = 5_000

    private let state = Shared()
    private let wake: (read: Int32, write: Int32)
    private let finished = DispatchSemaphore(value: 0)

    /// What the caller's thread and the listener's share (a class, since the thread's closure must hold it).
    private final class Shared: Sendable {
        struct State {
            var stopping = false
            var listening = false
        }
        let mutex = Mutex(State())

        func withLock<T>(_ body: (inout State) -> T) -> T { mutex.withLock { body(&$0) } }
    }

    /// True while the `LISTEN` connection is up (notifications are arriving).
    var isListening: Bool { state.withLock { $0.listening } }

    init(conninfo: String, received: @escaping @Sendable (String) -> Void, connected: @escaping @Sendable () -> Void,
         idle: @escaping @Sendable (PostgresConnection) throws -> Void = { _ in }) {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) != 0 { fds = [-1, -1] }
        wake = (fds[0], fds[1])
        let thread = Thread { [state, wake, finished] in
            Self.run(conninfo: conninfo, state: state, wake: wake.read, received: received, connected: connected, idle: idle)
            finished.signal()
        }
        thread.name = "habits-pg-listener"
        thread.start()
    }

    /// Stops the thread and closes its connection; waits until it has.
    func stop() {
        let first = state.withLock { state in
            defer { state.stopping = true }
            return !state.stopping
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        finished.wait()
        close(wake.read)
        close(wake.write)
    }

    deinit { stop() }

    private static func run(conninfo: String, state: Shared, wake: Int32, received: @Sendable (String) -> Void,
                            connected: @Sendable () -> Void, idle: @Sendable (PostgresConnection) throws -> Void) {
        var connection: PostgresConnection?
        while !state.withLock({ $0.stopping }) {
            guard let listening = connection else {
                do {
                    let fresh = try PostgresConnection(conninfo)
                    try fresh.execute("LISTEN \(channel)")
                    connection = fresh
                    state.withLock { $0.listening = true }
                    connected()
                    try idle(fresh)
                    try deliver(fresh.notifications(), to: received)
                } catch {
                    state.withLock { $0.listening = false }
                    connection = nil
                    // The server is away: try again shortly (or stop when asked).
                    var fd = pollfd(fd: wake, events: Int16(POLLIN), revents: 0)
                    _ = poll(&fd, 1, 500)
                }
                continue
            }
            var fds = [pollfd(fd: listening.socket, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, idleCheck)
            do {
                // A query on this connection may read notifications off the socket: they are
                // waiting in libpq afterwards, so they are taken at once.
                if ready == 0 { try idle(listening) }
                if ready == 0 || (ready > 0 && fds[0].revents != 0) { try deliver(listening.notifications(), to: received) }
            } catch {
                state.withLock { $0.listening = false }
                connection = nil
            }
        }
        state.withLock { $0.listening = false }
    }

    private static func deliver(_ notifications: [(channel: String, payload: String)], to received: @Sendable (String) -> Void) {
        for notification in notifications where notification.channel == channel { received(notification.payload) }
    }
}
