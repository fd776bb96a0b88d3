import CMicroHTTPD
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Accepts connections on the listening socket on a thread of its own and hands each to the
/// daemon with `MHD_add_connection`, which spreads them over the worker threads by descriptor
/// (one worker per descriptor modulo the pool size, the next one with room if that one is full).
///
/// libmicrohttpd's own accepting does not spread them: the worker that wakes first takes several
/// waiting connections at once (wrk's 16 landed on 6 of 32 workers). A worker serves its connections one request at a time, and
/// a write holds its worker until its batch is durable, so 16 clients that landed on 6 workers
/// could have at most 6 writes in a batch, while the others' requests waited behind them.
///
/// `@unchecked Sendable`: the daemon pointer is used only through `MHD_add_connection`, which is
/// safe from any thread; everything else is a constant or behind its lock.
final class Acceptor: @unchecked Sendable {
    private let listenSocket: Int32
    private let daemon: OpaquePointer
    /// A byte written to `[1]` wakes the thread out of `poll` to end it.
    private let wakePipe: [Int32]
    private let finished = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)

    init(listenSocket: Int32, daemon: OpaquePointer) throws {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw HTTPServerError.cannotStart("cannot make the acceptor's pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        self.listenSocket = listenSocket
        self.daemon = daemon
        wakePipe = ends
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "accept"
        thread.stackSize = 256 * 1024
        thread.start()
    }

    /// Stops accepting and returns once the thread has ended; the listening socket stays open
    /// (the caller closes it), and every connection already handed over stays the daemon's.
    func stop() {
        guard !stopped.withLock({ stopped in defer { stopped = true }; return stopped }) else { return }
        var byte: UInt8 = 1
        _ = write(wakePipe[1], &byte, 1)
        finished.wait()
        close(wakePipe[0])
        close(wakePipe[1])
    }

    private func run() {
        var watched = [pollfd(fd: listenSocket, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: wakePipe[0], events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&watched, nfds_t(watched.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if watched[1].revents != 0 { return }
            if watched[0].revents & Int16(POLLIN) != 0 { acceptWaiting() }
            if watched[0].revents & Int16(POLLERR | POLLNVAL) != 0 { return }
        }
    }

    /// Takes every connection waiting in the backlog (the socket is non-blocking).
    private func acceptWaiting() {
        while true {
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let client = withUnsafeMutablePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    accept(listenSocket, $0, &length)
                }
            }
            guard client >= 0 else {
                switch errno {
                case EINTR, ECONNABORTED, EPROTO: continue
                // Out of descriptors: leave the rest in the backlog for a moment rather than spin.
                case EMFILE, ENFILE, ENOBUFS, ENOMEM: usleep(10_000)
                default: break
                }
                return
            }
            // As libmicrohttpd's own accepting leaves it: non-blocking, closed on exec.
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            // Refused (the connection limits) or not: the daemon owns the socket and closes it if it must.
            _ = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { MHD_add_connection(daemon, client, $0, length) }
            }
        }
    }
}
