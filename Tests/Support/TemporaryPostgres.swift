import Foundation

/// A throw-away PostgreSQL 15 cluster for one test: `initdb` into a `mktemp -d` directory (as the
/// `postgres` user when the tests run as root, since `initdb` and `postgres` refuse root), a free
/// port found by binding port 0, `pg_ctl … -w start`, an ordinary role `habits` owning a database
/// `habits`. `deinit` stops it (`pg_ctl -m fast stop`) and removes the directory, so it goes away
/// when the test ends, passed or failed; a failed start cleans up before throwing. Shared by the
/// test targets that need a real PostgreSQL (the store's and the reminder scheduler's).
public final class TemporaryPostgres {
    public static let binaries = "/usr/lib/postgresql/15/bin"
    /// Whether the tests can run at all; they are skipped, saying why, when it is false.
    public static let isInstalled = FileManager.default.isExecutableFile(atPath: binaries + "/initdb")
        && FileManager.default.isExecutableFile(atPath: binaries + "/pg_ctl")
    public static let skipMessage = "PostgreSQL 15 is not installed (no \(binaries)/initdb): apt-get install postgresql to run these tests"

    public let directory: String
    public let port: Int
    private var started = false

    /// The app's ordinary role on its database.
    public var url: String { "postgres://habits@127.0.0.1:\(port)/habits" }
    /// The cluster's superuser on the same database.
    public var superuserURL: String { "postgres://postgres@127.0.0.1:\(port)/habits" }

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "habits-pg-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure("mkdtemp failed") }
        directory = String(cString: made)
        port = try Self.freePort()
        do {
            if geteuid() == 0 { try Self.run("/bin/chown", ["postgres:postgres", directory]) }
            try Self.asPostgres("initdb", ["-D", directory + "/data", "-A", "trust", "-U", "postgres", "--no-sync",
                                           "-E", "UTF8", "--locale=C"])
            try Self.asPostgres("pg_ctl", ["-D", directory + "/data", "-l", directory + "/log", "-w", "-o",
                                           "-p \(port) -k \(directory) -c listen_addresses=127.0.0.1 -c fsync=off", "start"])
            started = true
            let server = ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres"]
            try Self.run(Self.binaries + "/createuser", server + ["habits"])
            try Self.run(Self.binaries + "/createdb", server + ["--owner", "habits", "habits"])
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// The URL of the habits database as `user`.
    public func url(as user: String) -> String { "postgres://\(user)@127.0.0.1:\(port)/habits" }

    private func stop() {
        if started {
            try? Self.asPostgres("pg_ctl", ["-D", directory + "/data", "-m", "fast", "-w", "stop"])
            started = false
        }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private static func asPostgres(_ tool: String, _ arguments: [String]) throws {
        if geteuid() == 0 {
            try run("/usr/sbin/runuser", ["-u", "postgres", "--", binaries + "/" + tool] + arguments)
        } else {
            try run(binaries + "/" + tool, arguments)
        }
    }

    /// Runs a tool and waits for it with `posix_spawn` and `waitpid`. Not `Process`: the server
    /// that `pg_ctl` leaves running inherits the descriptors `Process` watches to learn that its
    /// child ended, so `waitUntilExit` would wait for the server to stop. Output goes to a file.
    static func run(_ executable: String, _ arguments: [String]) throws {
        let log = NSTemporaryDirectory() + "habits-pg-tool-\(UUID().uuidString).log"
        defer { try? FileManager.default.removeItem(atPath: log) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure("\(executable) could not start: error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS are macros: the low 7 bits are the signal, the next 8 the exit code.
        guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw Failure("\(executable) \(arguments.joined(separator: " ")) failed (status \(status)): \(text)")
        }
    }

    /// A port nobody uses now: bind port 0 on the loopback and read what the kernel chose.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else { throw Failure("binding port 0 failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
