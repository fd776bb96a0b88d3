import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `habits health`: asks the local server's `GET /healthz`, for a container's `HEALTHCHECK` (an
/// image made `FROM scratch` has no curl). Exit 0 when it answers 200, 1 otherwise.
struct HealthCommand: Command {
    static let path = ["health"]
    static let summary = "Check that the server on this machine answers (for a container's HEALTHCHECK)"
    static let help = """
        Usage: habits health [--port 8080]

        Sends GET /healthz to 127.0.0.1 on --port (or HABITS_PORT, else 8080) over plain HTTP
        and exits 0 if the answer is 200 within 3 seconds, 1 otherwise.
        """
    static let options: [Option] = [.value("port")]
    static let arguments = 0...0

    static func run(_ commandLine: Input, _ context: Context) throws {
        let input = try commandLine.withEnvironment(options, context.environment)
        guard let port = UInt16(input.value("port") ?? "8080") else { throw CLIError.usage("--port must be a number from 1 to 65535.") }
        guard let status = healthStatus(port: port), status == 200 else {
            throw CLIError(code: .unhealthy, message: "habits serve on port \(port) does not answer GET /healthz with 200.")
        }
        context.print("ok")
    }

    /// The status line's code of `GET /healthz` on 127.0.0.1:`port`, or nil.
    static func healthStatus(port: UInt16) -> Int? {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 3, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return nil }
        var answer = [UInt8](repeating: 0, count: 64)
        let count = recv(fd, &answer, answer.count, 0)
        guard count >= 12 else { return nil }
        // "HTTP/1.1 200 …"
        return Int(String(decoding: answer[9..<12], as: UTF8.self))
    }
}
