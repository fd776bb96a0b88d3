import Foundation
import HabitCLI
import HabitTestSupport
import Synchronization
import Testing

/// `--database URL` / `HABITS_DATABASE_URL` beside `--db PATH` / `HABITS_DB` (SPEC §13, §16).
@Suite struct DatabaseOptionTests {
    @Test func naming_both_a_file_and_a_url_is_a_usage_error_and_opens_nothing() {
        let cli = Harness()
        let both = cli.run("list", "--db", "/tmp/never.sqlite", "--database", "postgres://habits@127.0.0.1/habits")
        #expect(both.code == 64)
        #expect(both.err == "habits: Give either --db PATH (an SQLite file) or --database URL (PostgreSQL), not both.")
        // The global option may come before the command words too.
        #expect(cli.run("--database", "postgres://habits@127.0.0.1/habits", "--db", "/tmp/never.sqlite", "list").code == 64)
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.sqlite"))

        var environment = ["HABITS_DB": "/tmp/never.sqlite", "HABITS_DATABASE_URL": "postgres://habits@127.0.0.1/habits",
                           "TZ": "UTC"]
        let (code, _, err) = run(["list"], environment: environment)
        #expect(code == 64)
        #expect(err.contains("Both HABITS_DB and HABITS_DATABASE_URL are set"))
        // An option beats the environment.
        environment["HABITS_DATABASE_URL"] = "not a url"
        #expect(run(["category", "list", "--db", cli.folder.appendingPathComponent("x.sqlite").path],
                    environment: environment).code == 0)
    }

    @Test func a_url_that_is_not_postgresql_or_does_not_parse_is_a_usage_error() {
        let cli = Harness()
        let mysql = cli.run("list", "--database", "mysql://root@localhost/habits")
        #expect(mysql.code == 64)
        #expect(mysql.err == "habits: --database must be a PostgreSQL URL like postgres://habits@127.0.0.1/habits, not one starting mysql://.")
        let garbled = cli.run("list", "--database", "host=localhost port")
        #expect(garbled.code == 64)
        #expect(garbled.err.contains("--database must be a PostgreSQL URL like postgres://habits@127.0.0.1/habits: missing \"=\""))
        let (code, _, err) = run(["list"], environment: ["HABITS_DATABASE_URL": "postgres://[bad", "TZ": "UTC"])
        #expect(code == 64)
        #expect(err.hasPrefix("habits: HABITS_DATABASE_URL must be a PostgreSQL URL"))
    }

    @Test func serves_connections_option_is_for_postgresql_and_bounded() {
        let cli = Harness()
        let sqlite = cli.run("serve", "--port", "0", "--connections", "4")
        #expect(sqlite.code == 64)
        #expect(sqlite.err == "habits: --connections is for a PostgreSQL database (--database URL).")
        let zero = cli.run("serve", "--port", "0", "--connections", "0", "--database", "postgres://habits@127.0.0.1:1/habits")
        #expect(zero.code == 64)
        #expect(zero.err == "habits: --connections must be from 1 to 100.")
        #expect(cli.run("serve", "--connections", "many").code == 64)
    }

    /// SPEC §21: `--pooler transaction` (HABITS_POOLER) needs `--listen-database`
    /// (HABITS_LISTEN_DATABASE_URL), both are for PostgreSQL, and `--max-streams` is bounded;
    /// each is refused before anything connects.
    @Test func serves_pooler_listen_database_and_max_streams_options_are_checked_first() {
        let cli = Harness()
        let url = "postgres://habits@127.0.0.1:1/habits"
        let unknown = cli.run("serve", "--port", "0", "--database", url, "--pooler", "session")
        #expect(unknown.code == 64)
        #expect(unknown.err == "habits: --pooler is transaction (a pooler such as PgBouncer in transaction mode) or none, not \"session\".")
        let sqlite = cli.run("serve", "--port", "0", "--pooler", "transaction")
        #expect(sqlite.code == 64)
        #expect(sqlite.err == "habits: --pooler and --listen-database are for a PostgreSQL database (--database URL).")
        let badListen = cli.run("serve", "--port", "0", "--database", url, "--listen-database", "mysql://x@y/z")
        #expect(badListen.code == 64)
        #expect(badListen.err.hasPrefix("habits: --listen-database must be a PostgreSQL URL"))
        // Through a transaction pooler LISTEN needs a direct connection: refused, saying so, before connecting.
        let (code, _, err) = run(["serve", "--port", "0", "--database", url],
                                 environment: ["HABITS_POOLER": "transaction", "TZ": "UTC", "XDG_DATA_HOME": cli.folder.path])
        #expect(code == 74)
        #expect(err.contains("a pooler in transaction mode cannot keep LISTEN on one server connection"))
        #expect(err.contains("--listen-database URL (or HABITS_LISTEN_DATABASE_URL)"))
        let zero = cli.run("serve", "--port", "0", "--max-streams", "0")
        #expect(zero.code == 64)
        #expect(zero.err == "habits: --max-streams must be from 1 to 100000.")
        let (envCode, _, envErr) = run(["serve", "--port", "0"], environment: ["HABITS_MAX_STREAMS": "many", "TZ": "UTC",
                                                                           "XDG_DATA_HOME": cli.folder.path])
        #expect(envCode == 64)
        #expect(envErr.contains("--max-streams"))
    }

    @Test func an_unreachable_server_exits_74_saying_what_to_check() {
        // Port 1 on the loopback: nothing listens there.
        let (code, _, err) = Harness().run("list", "--database", "postgres://habits@127.0.0.1:1/habits")
        #expect(code == 74)
        #expect(err.hasPrefix("habits: Can't use the PostgreSQL database at postgres://habits@127.0.0.1:1/habits: "))
        #expect(err.contains("Connection refused"))
        #expect(err.hasSuffix("Check the URL given with --database or HABITS_DATABASE_URL, that the server is running and that the role may log in."))
        #expect(!err.contains("\n"))
    }

    @Test(.enabled(if: TestPostgresDatabase.baseURL != nil, "needs HABITS_TEST_DATABASE_URL (make test starts a cluster)"))
    func every_command_gives_the_same_output_on_postgresql_as_on_sqlite() throws {
        let database = try #require(try TestPostgresDatabase.freshIfConfigured())
        let sqlite = Harness(), postgres = Harness(databaseURL: database.url)
        let session: [[String]] = [
            ["category", "add", "Health"], ["add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01"],
            ["add", "Water", "--category", "Health", "--every-day", "--measure", "glasses", "--target", "8"],
            ["done", "Read"], ["done", "Read", "--date", "2025-03-06"], ["done", "Water", "--value", "5", "--note", "hot day"],
            ["skip", "Read", "--date", "2025-03-05"], ["pause", "Water", "--from", "2025-03-10", "--until", "2025-03-12"],
            ["done", "Nope"], ["list"], ["list", "--json"], ["show", "Read", "--json"], ["stats"], ["settings", "--day-start", "3"],
        ]
        // New ids are random: compare with each one replaced by a placeholder.
        func anonymous(_ text: String) -> String {
            text.replacingOccurrences(of: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", with: "<id>",
                                      options: .regularExpression)
        }
        for arguments in session {
            let expected = sqlite.run(arguments), got = postgres.run(arguments)
            #expect(got.code == expected.code, "\(arguments)")
            #expect(anonymous(got.out) == anonymous(expected.out), "\(arguments)")
            #expect(got.err == expected.err, "\(arguments)")
        }
        let files = [sqlite, postgres].map { $0.folder.appendingPathComponent("export.json") }
        try FileManager.default.createDirectory(at: sqlite.folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: postgres.folder, withIntermediateDirectories: true)
        #expect(sqlite.run("export", "--output", files[0].path).code == 0)
        #expect(postgres.run("export", "--output", files[1].path).code == 0)
        let exports = try files.map { anonymous(try String(contentsOf: $0, encoding: .utf8)) }
        #expect(exports[0] == exports[1])
        #expect(exports[1].contains(#""note":"hot day","value":5"#))
    }

    @Test(.enabled(if: TestPostgresDatabase.baseURL != nil, "needs HABITS_TEST_DATABASE_URL (make test starts a cluster)"))
    func a_superuser_role_is_refused_with_the_lines_that_make_an_ordinary_one() throws {
        let base = try #require(TestPostgresDatabase.baseURL)
        let superuser = base.replacingOccurrences(of: "://habits@", with: "://postgres@")
        let (code, _, err) = Harness().run("list", "--database", superuser)
        #expect(code == 74)
        #expect(err.contains("as the role \"postgres\": it is a superuser or has BYPASSRLS"))
        #expect(err.contains("sudo -u postgres createuser habits"))
        #expect(err.contains("sudo -u postgres createdb --owner habits habits"))
    }

    private func run(_ arguments: [String], environment: [String: String]) -> (code: Int32, out: String, err: String) {
        let lines = LinesBox()
        let console = Console(print: { lines.append(out: $0) }, error: { lines.append(err: $0) })
        let code = CLI.run(arguments, environment: environment, console: console)
        return (code, lines.out, lines.err)
    }
}

private final class LinesBox: Sendable {
    private let lines = Mutex<(out: [String], err: [String])>(([], []))
    func append(out line: String) { lines.withLock { $0.out.append(line) } }
    func append(err line: String) { lines.withLock { $0.err.append(line) } }
    var out: String { lines.withLock { $0.out.joined(separator: "\n") } }
    var err: String { lines.withLock { $0.err.joined(separator: "\n") } }
}
