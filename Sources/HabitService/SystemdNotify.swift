#if canImport(Glibc)
import Glibc
#endif

/// systemd's readiness protocol without libsystemd (`sd_notify(3)`): one datagram such as
/// `READY=1` to the Unix socket named by `NOTIFY_SOCKET` (a path, or `@name` in the abstract
/// namespace). Without that variable (not started by systemd) it does nothing. `Type=notify` in
/// `contrib/habits.service` waits for `READY=1`, sent once the server listens.
enum SystemdNotify {
    static func send(_ state: String, environment: [String: String]) {
        guard let target = environment["NOTIFY_SOCKET"], !target.isEmpty, target.utf8.count < 108 else { return }
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var path = Array(target.utf8)
        if path.first == UInt8(ascii: "@") { path[0] = 0 }  // the abstract namespace starts with a NUL byte
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.enumerated() { bytes[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + path.count)
        let message = Array(state.utf8)
        _ = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                message.withUnsafeBytes { sendto(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL), address, length) }
            }
        }
    }
}
