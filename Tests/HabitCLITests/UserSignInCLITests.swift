import Foundation
import HabitAccounts
import HabitCLI
import HabitCore
import HabitStore
import HabitTestSupport
import Testing

/// `habits user password`, `habits user link` and `habits serve`'s sign-in options (SPEC §20),
/// on SQLite and, when `HABITS_TEST_DATABASE_URL` names a cluster, on PostgreSQL.
@Suite struct UserSignInCLITests {
    /// The directory the harness's commands use, opened as another process would.
    func accounts(_ cli: Harness) throws -> Accounts {
        let location: StoreLocation = cli.environment["HABITS_DATABASE_URL"].map { .postgres(url: $0) }
            ?? .sqlite(path: cli.environment["HABITS_DB"]!)
        return Accounts(directory: try location.open(listen: false, connections: 1).accountDirectory(),
                        clock: Clock { Date(timeIntervalSince1970: 1_741_348_800) })
    }

    @Test func a_reset_sets_the_new_password_and_signs_the_account_out_everywhere() throws {
        for (cli, database) in try AccountCLITests.harnesses() {
            _ = database
            #expect(cli.run(["user", "add", "Anna"], stdin: "correct horse").code == 0)
            #expect(cli.run(["user", "add", "Boris"], stdin: "battery staple").code == 0)
            let accounts = try accounts(cli)
            let anna = try accounts.account(named: "Anna")
            let sessions = try (1...2).map { _ in try accounts.startSession(for: anna, label: "device") }
            let borisSession = try accounts.startSession(for: try accounts.account(named: "Boris"), label: "phone")
            #expect(cli.run(["user", "password", "anna"], stdin: "short") == (65, "", "habits: Choose a password of at least 10 characters."))
            #expect(cli.run(["user", "password", "anna"], stdin: "ANNA") .code == 65)
            #expect(cli.run(["user", "password", "Vera"], stdin: "a long new secret") == (65, "", "habits: There is no account \"Vera\"."))
            #expect(try accounts.authenticate(sessionToken: sessions[0]) != nil, "a refused reset changes nothing")
            #expect(cli.run(["user", "password", "anna"], stdin: "a long new secret")
                    == (0, "Changed the password of \"Anna\"; 2 sessions signed out.", ""))
            #expect(try accounts.authenticate(sessionToken: sessions[0]) == nil)
            #expect(try accounts.authenticate(sessionToken: sessions[1]) == nil)
            #expect(try accounts.authenticate(sessionToken: borisSession) != nil)
            guard case .signedIn = try accounts.signIn(name: "Anna", password: "a long new secret", address: "10.0.0.1", label: "x"),
                  case .refused = try accounts.signIn(name: "Anna", password: "correct horse", address: "10.0.0.1", label: "x") else {
                Issue.record("the reset password is not the one that signs in")
                continue
            }
        }
    }

    @Test func link_ties_an_account_to_a_subject_at_the_provider() throws {
        for (cli, database) in try AccountCLITests.harnesses() {
            _ = database
            #expect(cli.run(["user", "add", "Anna"], stdin: "correct horse").code == 0)
            #expect(cli.run(["user", "add", "Boris"], stdin: "battery staple").code == 0)
            #expect(cli.run("user", "link", "Anna") == (64, "", "habits: Say which sign-in with --oidc-sub SUB."))
            #expect(cli.run("user", "link", "Anna", "--oidc-sub", "248289761001") == (64, "",
                "habits: Say which provider with --oidc-issuer URL (or HABITS_OIDC_ISSUER), as 'habits serve' has it."))
            #expect(cli.run("user", "link", "Anna", "--oidc-sub", "248289761001", "--oidc-issuer", "http://id.example").code == 64)
            #expect(cli.run("user", "link", "Anna", "--oidc-sub", "248289761001", "--oidc-issuer", "https://id.example")
                    == (0, "Linked \"Anna\" to 248289761001 at https://id.example.", ""))
            #expect(cli.run("user", "link", "Boris", "--oidc-sub", "248289761001", "--oidc-issuer", "https://id.example")
                    == (65, "", "habits: The sign-in \"248289761001\" belongs to another account already."))
            let accounts = try accounts(cli)
            #expect(try accounts.directory.account(issuer: "https://id.example", subject: "248289761001")?.name == "Anna")
        }
    }

    @Test func serve_checks_its_sign_in_options_before_opening_anything() throws {
        let cli = Harness()
        let secret = cli.folder.appendingPathComponent("secret")
        try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
        try "s3cret\n".write(to: secret, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--trusted-header", "Remote-User"], "--trusted-header needs --trusted-proxy CIDR: the addresses of the proxy that sets it."),
            (["--trusted-proxy", "127.0.0.1/32"], "--trusted-proxy goes with --trusted-header NAME."),
            (["--trusted-header", "Remote User", "--trusted-proxy", "127.0.0.1/32"],
             "--trusted-header must be a header's name, like Remote-User, not \"Remote User\"."),
            (["--trusted-header", "Remote-User", "--trusted-proxy", "127.0.0.1/33"],
             "--trusted-proxy takes addresses or ranges separated by commas, like 127.0.0.1/32,::1, not \"127.0.0.1/33\"."),
            (["--trusted-header-create"], "--trusted-header-create goes with --trusted-header NAME."),
            (["--oidc-issuer", "https://id.example"], "Give --oidc-issuer, --oidc-client-id and --oidc-client-secret-file together."),
            (["--oidc-issuer", "http://id.example", "--oidc-client-id", "habits", "--oidc-client-secret-file", secret.path],
             "--oidc-issuer must be an https address (or http on this machine), not \"http://id.example\"."),
            (["--oidc-create"], "--oidc-name and --oidc-create go with --oidc-issuer URL."),
            (["--password-login", "maybe"], "--password-login is on or off, not \"maybe\"."),
            (["--password-login", "off"], "--password-login off leaves no way to sign in: add --oidc-issuer or --trusted-header."),
        ]
        for (arguments, message) in cases {
            #expect(cli.run(["serve", "--port", "0"] + arguments) == (64, "", "habits: " + message), "\(arguments)")
        }
        #expect(cli.run("serve", "--oidc-issuer", "https://id.example", "--oidc-client-id", "habits", "--oidc-client-secret-file",
                        cli.folder.appendingPathComponent("missing").path).code == 74)
    }
}
