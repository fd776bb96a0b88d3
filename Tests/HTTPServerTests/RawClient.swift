import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct ClientError: Error, CustomStringConvertible {
    let description: String
}

/// A parsed HTTP/1.1 response as it came over the wire.
struct RawResponse {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    func values(_ name: String) -> [String] {
        headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// A blocking HTTP client over a plain socket, so tests see exactly what crosses the wire —
/// including whether two requests share one connection.
final class RawClient {
    let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`, or to [::1]:`port` with `ipv6`.
    init(port: Int, ipv6: Bool = false, timeoutSeconds: Int = 10) throws {
        let (fd, error) = ipv6 ? Self.connect6(port: port) : Self.connect(port: port)
        guard fd >= 0 else { throw ClientError(description: "connect failed: \(String(cString: strerror(error)))") }
        self.fd = fd
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    /// Connects to 127.0.0.1:`port`; returns the socket or -1 and errno.
    static func connect(port: Int) -> (fd: Int32, errno: Int32) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return connect(AF_INET, to: address)
    }

    /// Connects to [::1]:`port`; returns the socket or -1 and errno.
    static func connect6(port: Int) -> (fd: Int32, errno: Int32) {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = UInt16(port).bigEndian
        address.sin6_addr = in6addr_loopback
        return connect(AF_INET6, to: address)
    }

    private static func connect<Address>(_ family: Int32, to address: Address) -> (fd: Int32, errno: Int32) {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        var address = address
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<Address>.size))
            }
        }
        if result == 0 { return (fd, 0) }
        let error = errno
        close(fd)
        return (-1, error)
    }

    func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    func send(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { throw ClientError(description: "send failed: \(String(cString: strerror(errno)))") }
                offset += written
            }
        }
    }

    /// Reads one response; a response to HEAD has no body whatever its Content-Length says.
    func readResponse(toHead: Bool = false) throws -> RawResponse {
        let headerEnd = try readUntil(Array("\r\n\r\n".utf8))
        let head = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw ClientError(description: "bad status line in \(head)")
        }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = RawResponse(status: status, headers: headers, body: [])
        let length = toHead ? 0 : Int(response.header("Content-Length") ?? "0") ?? 0
        while buffer.count < length {
            guard try fill() else { throw ClientError(description: "connection closed inside a body") }
        }
        response.body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return response
    }

    /// Everything received until `marker` has arrived (a stream's bytes, chunk framing included).
    func read(until marker: String) throws -> String {
        let end = try readUntil(Array(marker.utf8)) + marker.utf8.count
        defer { buffer.removeFirst(end) }
        return String(decoding: buffer[..<end], as: UTF8.self)
    }

    /// Whether the server has closed the connection (reads end-of-file).
    func isClosedByServer() -> Bool {
        (try? fill()) == false
    }

    private func readUntil(_ marker: [UInt8]) throws -> Int {
        while true {
            if let index = find(marker) { return index }
            guard try fill() else { throw ClientError(description: "connection closed before a full response") }
        }
    }

    private func find(_ marker: [UInt8]) -> Int? {
        guard buffer.count >= marker.count else { return nil }
        for start in 0...(buffer.count - marker.count) where buffer[start..<(start + marker.count)].elementsEqual(marker) {
            return start
        }
        return nil
    }

    /// Reads more bytes; false on end-of-file.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count < 0 { throw ClientError(description: "recv failed: \(String(cString: strerror(errno)))") }
        buffer.append(contentsOf: chunk[..<count])
        return count > 0
    }
}
