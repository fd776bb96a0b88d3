import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP server on 127.0.0.1 for one test, so it sees exactly what the client sends and
/// answers exactly what the test says. A thread accepts connections one at a time, reads each
/// request (its head and a Content-Length body), records it, writes the test's answer in the
/// pieces given (nil: holds the connection open without answering until `stop`), and closes.
/// `@unchecked Sendable`: the descriptor is only read after `init`, the requests are behind a mutex.
final class LoopbackServer: @unchecked Sendable {
    let port: Int
    private let listener: Int32
    private let received = Mutex<[String]>([])
    private let stopped = DispatchSemaphore(value: 0)

    /// The requests so far, as text.
    var requests: [String] { received.withLock { $0 } }

    /// `answer` is given the number of the request (0 first) and its text.
    init(answer: @escaping @Sendable (_ index: Int, _ request: String) -> [String]?) throws {
        (listener, port) = try Self.listen()
        let thread = Thread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { break }  // `stop` shut the listener down
                let request = Self.readRequest(connection)
                let index = received.withLock { requests -> Int in
                    requests.append(request)
                    return requests.count - 1
                }
                if let pieces = answer(index, request) {
                    for piece in pieces {
                        _ = Array(piece.utf8).withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                        usleep(2000)  // separate reads on the other side, as a slow server's would be
                    }
                } else {
                    stopped.wait()
                    stopped.signal()
                }
                close(connection)
            }
            close(listener)
        }
        thread.start()
    }

    /// A listening socket nobody accepts on: connections complete in the kernel and then wait
    /// forever for an answer.
    static func silent() throws -> (descriptor: Int32, port: Int) { try listen() }

    /// A port nothing listens on (it was bound and closed again): connections are refused.
    static func closedPort() throws -> Int {
        let (descriptor, port) = try listen()
        close(descriptor)
        return port
    }

    /// Ends a connection held open and the accepting thread (which closes the listener: closed
    /// here, its number could be another test's socket by the time the thread calls accept).
    func stop() {
        stopped.signal()
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private static func listen() throws -> (Int32, Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && Glibc.listen(descriptor, 16) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// The request's head and as much body as its Content-Length says.
    private static func readRequest(_ connection: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let text = String(decoding: bytes, as: UTF8.self)
            if let end = text.range(of: "\r\n\r\n") {
                let length = text[..<end.lowerBound].split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if text.utf8.count >= text.utf8.distance(from: text.startIndex, to: end.upperBound) + length { return text }
            }
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return text }
            bytes += chunk[..<count]
        }
    }
}
