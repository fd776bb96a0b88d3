import Foundation

/// A throw-away PgBouncer (Debian's `pgbouncer`, 1.18) in transaction mode in front of a
/// `TemporaryPostgres`: a free port, its configuration and user list in the cluster's folder, at
/// most `serverConnections` server connections (fewer than a pool's clients, so transactions really
/// do move between them). Run as `postgres` when the tests run as root, since PgBouncer refuses
/// root; `deinit` stops it.
public final class TemporaryPgBouncer {
    public static let binary = "/usr/sbin/pgbouncer"
    public static let isInstalled = FileManager.default.isExecutableFile(atPath: binary)
    public static let skipMessage = "PgBouncer is not installed (no \(binary)): apt-get install pgbouncer to run these tests"

    public let port: Int
    private let pidFile: String

    /// The app's role on the cluster's `habits` database, through the pooler.
    public var url: String { "postgres://habits@127.0.0.1:\(port)/habits" }

    public init(in cluster: TemporaryPostgres, serverConnections: Int = 3) throws {
        port = try TemporaryPostgres.freePort()
        let folder = cluster.directory
        pidFile = folder + "/pgbouncer.pid"
        let configuration = """
            [databases]
            * = host=127.0.0.1 port=\(cluster.port)
            [pgbouncer]
            listen_addr = 127.0.0.1
            listen_port = \(port)
            unix_socket_dir =
            auth_type = trust
            auth_file = \(folder)/pgbouncer-users.txt
            pool_mode = transaction
            default_pool_size = \(serverConnections)
            max_client_conn = 1000
            logfile = \(folder)/pgbouncer.log
            pidfile = \(pidFile)

            """
        try configuration.write(toFile: folder + "/pgbouncer.ini", atomically: true, encoding: .utf8)
        try "\"habits\" \"\"\n\"postgres\" \"\"\n".write(toFile: folder + "/pgbouncer-users.txt", atomically: true, encoding: .utf8)
        if geteuid() == 0 {
            try TemporaryPostgres.run("/bin/chown", ["postgres:postgres", folder + "/pgbouncer.ini", folder + "/pgbouncer-users.txt"])
            try TemporaryPostgres.run("/usr/sbin/runuser", ["-u", "postgres", "--", Self.binary, "-d", folder + "/pgbouncer.ini"])
        } else {
            try TemporaryPostgres.run(Self.binary, ["-d", folder + "/pgbouncer.ini"])
        }
        // `-d` returns once it has forked; it listens a moment later.
        for _ in 0..<500 where !Self.accepts(port) { usleep(10_000) }
        guard Self.accepts(port) else { throw TemporaryPostgres.Failure("PgBouncer did not start listening on \(port)") }
    }

    deinit {
        if let text = try? String(contentsOfFile: pidFile, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            kill(pid, SIGTERM)
            for _ in 0..<200 where kill(pid, 0) == 0 { usleep(10_000) }
        }
    }

    private static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
