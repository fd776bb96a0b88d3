import CMicroHTTPD
import HabitMetrics
import Synchronization

/// A response body written while it is being sent: a server-sent events stream. While there is
/// nothing to send, libmicrohttpd holds the connection suspended, so an idle stream costs a
/// little memory and no thread; `send` resumes it.
///
/// Return it from a handler with ``Response/stream(_:)``. The stream ends when `close()` is
/// called, when the server stops, or when the client goes away (noticed at the next write);
/// `onClose` then runs once.
public final class EventStream: Sendable {
    private struct State {
        var pending: [UInt8] = []
        var closed = false
        var suspended = false
        /// The libmicrohttpd connection, once the response is queued on it.
        var connection: Connection?
    }

    /// A connection handle. `@unchecked Sendable` because the only calls made with it are
    /// `MHD_resume_connection`, which libmicrohttpd allows from any thread, and
    /// `MHD_suspend_connection`, made from the content reader on the connection's own thread.
    private struct Connection: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private let state = Mutex(State())
    private let finished = Atomic<Bool>(false)
    private let onClose: @Sendable () -> Void

    public init(onClose: @escaping @Sendable () -> Void = {}) {
        self.onClose = onClose
    }

    /// Queues text (one or more complete events or comments) and wakes the connection.
    public func send(_ text: String) {
        state.withLock { state in
            guard !state.closed else { return }
            state.pending.append(contentsOf: text.utf8)
            wake(&state)
        }
    }

    /// Ends the stream once what is queued has been sent.
    public func close() {
        state.withLock { state in
            state.closed = true
            wake(&state)
        }
    }

    public var isClosed: Bool { state.withLock { $0.closed } }

    private func wake(_ state: inout State) {
        if state.suspended, let connection = state.connection {
            state.suspended = false
            MHD_resume_connection(connection.pointer)
        }
    }

    func attach(to connection: OpaquePointer) {
        let handle = Connection(pointer: connection)
        state.withLock { $0.connection = handle }
    }

    /// libmicrohttpd asks for the next bytes: what is queued, the end, or — with nothing to say —
    /// the connection suspends and 0 says "no data yet" (the pattern microhttpd.h prescribes).
    func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
        state.withLock { state in
            if !state.pending.isEmpty {
                let count = min(capacity, state.pending.count)
                state.pending.withUnsafeBufferPointer { bytes in
                    buffer.withMemoryRebound(to: UInt8.self, capacity: count) { $0.update(from: bytes.baseAddress!, count: count) }
                }
                state.pending.removeFirst(count)
                return count
            }
            if state.closed { return MHD_CONTENT_READER_END_OF_STREAM }
            guard let connection = state.connection else { return 0 }
            state.suspended = true
            MHD_suspend_connection(connection.pointer)
            return 0
        }
    }

    /// The response is gone (ended, or the client left): runs `onClose` once.
    func finish() {
        state.withLock { state in
            state.closed = true
            state.connection = nil
        }
        if !finished.exchange(true, ordering: .acquiringAndReleasing) { onClose() }
    }
}

extension Response {
    /// A `text/event-stream` response whose body is `stream`.
    public static func stream(_ stream: EventStream) -> Response {
        var response = Response(status: 200, headers: ["Content-Type": "text/event-stream; charset=utf-8",
                                                       "Cache-Control": "no-store", "X-Accel-Buffering": "no"])
        response.stream = stream
        return response
    }
}

/// What libmicrohttpd holds for a stream's response: the stream, and the server that lists it.
final class StreamBox {
    let stream: EventStream
    let server: ServerContext
    init(_ stream: EventStream, _ server: ServerContext) {
        self.stream = stream
        self.server = server
        Metrics.openStreams.add(1)
    }
}

/// libmicrohttpd's content reader for a stream (`cls` is the retained `StreamBox`).
func readEventStream(context: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?, size: Int) -> Int {
    guard let context, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
    return Unmanaged<StreamBox>.fromOpaque(context).takeUnretainedValue().stream.read(into: buffer, capacity: size)
}

/// libmicrohttpd is done with the stream's response (it ended, or the client left).
func releaseStreamBox(context: UnsafeMutableRawPointer?) {
    guard let context else { return }
    let box = Unmanaged<StreamBox>.fromOpaque(context).takeRetainedValue()
    Metrics.openStreams.add(-1)
    box.server.streams.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(box.stream)) }
    box.stream.finish()
}
