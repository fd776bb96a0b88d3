#if canImport(Glibc)
import Glibc
#endif

/// Binds the listening socket in `init` rather than letting libmicrohttpd do it in `start()`,
/// so that a taken port or a bad address is reported where the server is created.
enum ListeningSocket {
    static func open(host: String, port: Int) throws -> (socket: Int32, port: Int) {
        guard (0...65535).contains(port) else { throw HTTPServerError.invalidAddress("port \(port) is outside 0...65535") }
        var literal = host == "localhost" ? "127.0.0.1" : host
        if literal.hasPrefix("["), literal.hasSuffix("]") { literal = String(literal.dropFirst().dropLast()) }

        var ipv4 = sockaddr_in()
        var ipv6 = sockaddr_in6()
        let family: Int32
        if inet_pton(AF_INET, literal, &ipv4.sin_addr) == 1 {
            family = AF_INET
            ipv4.sin_family = sa_family_t(AF_INET)
            ipv4.sin_port = UInt16(port).bigEndian
        } else if inet_pton(AF_INET6, literal, &ipv6.sin6_addr) == 1 {
            family = AF_INET6
            ipv6.sin6_family = sa_family_t(AF_INET6)
            ipv6.sin6_port = UInt16(port).bigEndian
        } else {
            throw HTTPServerError.invalidAddress("'\(host)' is not an IP address")
        }
        let display = family == AF_INET6 ? "[\(literal)]:\(port)" : "\(literal):\(port)"

        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw HTTPServerError.cannotListen(address: display, reason: lastError()) }
        // Lets a restarted server bind while old connections sit in TIME_WAIT; a live listener
        // on the port still makes bind fail.
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        let bound = family == AF_INET ? bind(fd, to: ipv4) : bind(fd, to: ipv6)
        guard bound == 0, listen(fd, SOMAXCONN) == 0 else {
            let reason = lastError()
            close(fd)
            throw HTTPServerError.cannotListen(address: display, reason: reason)
        }
        let actualPort = family == AF_INET
            ? localAddress(of: fd, as: sockaddr_in.self).sin_port
            : localAddress(of: fd, as: sockaddr_in6.self).sin6_port
        return (fd, Int(UInt16(bigEndian: actualPort)))
    }

    private static func bind<Address>(_ fd: Int32, to address: Address) -> Int32 {
        withUnsafePointer(to: address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, socklen_t(MemoryLayout<Address>.size)) }
        }
    }

    private static func localAddress<Address>(of fd: Int32, as type: Address.Type) -> Address {
        let buffer = UnsafeMutablePointer<Address>.allocate(capacity: 1)
        defer { buffer.deallocate() }
        UnsafeMutableRawPointer(buffer).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<Address>.size)
        var length = socklen_t(MemoryLayout<Address>.size)
        _ = buffer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        return buffer.pointee
    }

    private static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
