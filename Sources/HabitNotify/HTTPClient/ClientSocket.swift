import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Why one try ended without an answer, in words a person reads in Settings: "timed out after
/// 10 s waiting for the answer of ntfy.sh", "could not connect to 127.0.0.1:9: Connection refused".
struct ExchangeFailure: Error {
    let problem: String

    init(_ problem: String) { self.problem = problem }
}

/// When one try must be over, and how long it was given (for the message when it is not).
struct Deadline {
    let end: ContinuousClock.Instant
    let allowed: Duration

    init(after allowed: Duration) {
        end = .now + allowed
        self.allowed = allowed
    }

    var remaining: Duration { max(.zero, end - .now) }

    /// `poll`'s timeout: the milliseconds left, rounded up (0 once the deadline has passed).
    var pollMilliseconds: Int32 {
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }

    /// "timed out after 10 s connecting to ntfy.sh:443".
    func timedOut(_ doing: String) -> ExchangeFailure {
        ExchangeFailure("timed out after \(allowed.spoken) \(doing)")
    }
}

extension Duration {
    /// "10 s", "0.5 s": a timeout as a problem text says it.
    var spoken: String {
        let (seconds, attoseconds) = components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return (milliseconds % 1000 == 0 ? String(milliseconds / 1000) : String(Double(milliseconds) / 1000)) + " s"
    }
}

/// One address `getaddrinfo` gave for a host, as the bytes of its `sockaddr`.
struct SocketAddress: Sendable {
    let family: Int32
    let bytes: [UInt8]
}

/// Host names to addresses. `getaddrinfo` blocks and cannot be interrupted, so a name is looked
/// up on a thread of its own and waited for until the deadline; a lookup that outlives it
/// finishes unobserved. Numeric addresses (loopback receivers, mostly) need no thread, nor does
/// `localhost`, which is this machine's loopback whatever the resolver says (RFC 6761 §6.3, and
/// what libcurl did): a container from scratch has no /etc/hosts to say it.
enum HostLookup {
    static func addresses(of host: String, port: Int, until deadline: Deadline) throws(ExchangeFailure) -> [SocketAddress] {
        if host.lowercased() == "localhost" {
            return ["127.0.0.1", "::1"].flatMap { (try? resolve($0, port: port, numericOnly: true).get()) ?? [] }
        }
        if case .success(let addresses) = resolve(host, port: port, numericOnly: true) { return addresses }
        let lookup = PendingLookup()
        let thread = Thread { lookup.finish(resolve(host, port: port, numericOnly: false)) }
        thread.name = "habits-lookup"
        thread.start()
        guard let result = lookup.wait(until: deadline) else { throw deadline.timedOut("looking up \(host)") }
        return try result.get()
    }

    private static func resolve(_ host: String, port: Int, numericOnly: Bool) -> Result<[SocketAddress], ExchangeFailure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV | (numericOnly ? AI_NUMERICHOST : 0)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0 else {
            let reason = status == EAI_SYSTEM ? String(cString: strerror(errno)) : String(cString: gai_strerror(status))
            return .failure(ExchangeFailure("could not look up \(host): \(reason)"))
        }
        defer { freeaddrinfo(list) }
        var addresses: [SocketAddress] = []
        var entry = list
        while let current = entry?.pointee {
            if let address = current.ai_addr {
                addresses.append(SocketAddress(family: current.ai_family,
                                               bytes: Array(UnsafeRawBufferPointer(start: address, count: Int(current.ai_addrlen)))))
            }
            entry = current.ai_next
        }
        return addresses.isEmpty ? .failure(ExchangeFailure("could not look up \(host): no address")) : .success(addresses)
    }

    /// One lookup's result, handed from its thread to the one waiting (or to no one, late).
    private final class PendingLookup: Sendable {
        private let done = DispatchSemaphore(value: 0)
        private let result = Mutex<Result<[SocketAddress], ExchangeFailure>?>(nil)

        func finish(_ outcome: Result<[SocketAddress], ExchangeFailure>) {
            result.withLock { $0 = outcome }
            done.signal()
        }

        func wait(until deadline: Deadline) -> Result<[SocketAddress], ExchangeFailure>? {
            let (seconds, attoseconds) = deadline.remaining.components
            let nanoseconds = Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000)
            guard done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return nil }
            return result.withLock { $0 }
        }
    }
}

/// What an exchange reads and writes through: the socket itself for http, TLS over it for https.
protocol ByteStream: AnyObject {
    func write(_ bytes: [UInt8], until deadline: Deadline) throws(ExchangeFailure)
    /// How many bytes were read into `buffer`; 0 at the end of the stream.
    func read(into buffer: UnsafeMutableRawBufferPointer, until deadline: Deadline) throws(ExchangeFailure) -> Int
}

/// One TCP connection, non-blocking, owning its descriptor: every wait is a `poll` bounded by
/// the deadline. `name` ("host:port") is what problem texts call the other end.
final class ClientSocket: ByteStream {
    let descriptor: Int32
    let name: String

    private init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    deinit { close(descriptor) }

    /// Connects to the first of `addresses` that accepts, in order.
    static func connect(to addresses: [SocketAddress], name: String, until deadline: Deadline) throws(ExchangeFailure) -> ClientSocket {
        var reason = "no address"
        for address in addresses {
            let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue)
                                    | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else {
                reason = String(cString: strerror(errno))
                continue
            }
            let connection = ClientSocket(descriptor: descriptor, name: name)
            let started = address.bytes.withUnsafeBytes {
                Glibc.connect(descriptor, $0.baseAddress!.assumingMemoryBound(to: sockaddr.self), socklen_t($0.count))
            }
            if started == 0 { return connection }
            guard errno == EINPROGRESS else {
                reason = String(cString: strerror(errno))
                continue
            }
            try connection.wait(for: Int16(POLLOUT), until: deadline, "connecting to \(name)")
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else {
                reason = String(cString: strerror(errno))
                continue
            }
            if error == 0 { return connection }
            reason = String(cString: strerror(error))
        }
        throw ExchangeFailure("could not connect to \(name): \(reason)")
    }

    /// Waits until the socket is ready for `events` (POLLIN, POLLOUT), or throws at the deadline.
    func wait(for events: Int16, until deadline: Deadline, _ doing: @autoclosure () -> String) throws(ExchangeFailure) {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while true {
            let ready = poll(&entry, 1, deadline.pollMilliseconds)
            if ready > 0 { return }  // readable, writable, or an error the next call reports
            if ready == 0 { throw deadline.timedOut(doing()) }
            guard errno == EINTR else { throw ExchangeFailure("could not wait on \(name): \(String(cString: strerror(errno)))") }
        }
    }

    func write(_ bytes: [UInt8], until deadline: Deadline) throws(ExchangeFailure) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL)) }
            if count >= 0 {
                sent += count
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try wait(for: Int16(POLLOUT), until: deadline, "sending to \(name)")
            } else {
                throw ExchangeFailure("could not send to \(name): \(String(cString: strerror(errno)))")
            }
        }
    }

    func read(into buffer: UnsafeMutableRawBufferPointer, until deadline: Deadline) throws(ExchangeFailure) -> Int {
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count >= 0 { return count }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw ExchangeFailure("could not read the answer of \(name): \(String(cString: strerror(errno)))")
            }
            try wait(for: Int16(POLLIN), until: deadline, "waiting for the answer of \(name)")
        }
    }
}
