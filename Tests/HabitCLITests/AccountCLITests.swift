import Foundation
import HabitCLI
import HabitTestSupport
import Testing

/// `habits user …`, `habits token …` and `--user` (SPEC §13, §16), on SQLite and, when
/// `HABITS_TEST_DATABASE_URL` names a cluster, on PostgreSQL too.
@Suite struct AccountCLITests {
    /// A harness per backend: SQLite always, PostgreSQL when configured.
    static func harnesses() throws -> [(Harness, TestPostgresDatabase?)] {
        var all: [(Harness, TestPostgresDatabase?)] = [(Harness(), nil)]
        if let postgres = try TestPostgresDatabase.freshIfConfigured() { all.append((Harness(databaseURL: postgres.url), postgres)) }
        return all
    }

    @Test func users_are_added_listed_used_with_user_and_deleted() throws {
        for (cli, database) in try Self.harnesses() {
            _ = database
            cli.run("category", "add", "Health")
            #expect(cli.run(["user", "add", "Anna"], stdin: "correct horse")
                    == (0, "Added account \"Anna\". It keeps the habits already in this database.", ""))
            // One account: commands act for it without --user.
            #expect(cli.run("category", "list").out == "Health (0 trackers)")
            #expect(cli.run(["user", "add", "Boris"], stdin: "battery staple") == (0, "Added account \"Boris\".", ""))
            #expect(cli.run(["user", "add", "ANNA"], stdin: "12345678") == (65, "", "habits: There is already an account \"ANNA\"."))
            #expect(cli.run(["user", "add", "Vera"], stdin: nil) == (65, "", "habits: Choose a password of at least 8 characters."))
            #expect(cli.run(["user", "add", "Vera"], stdin: "1234567") == (65, "", "habits: Choose a password of at least 8 characters."))
            #expect(cli.run("user", "list").out == "Anna  2025-03-07\nBoris  2025-03-07")
            #expect(cli.run("user", "list", "--json").out == #"[{"created":"2025-03-07","name":"Anna"},{"created":"2025-03-07","name":"Boris"}]"#)
            // Two accounts: a data command must say whose.
            #expect(cli.run("category", "list") == (64, "",
                "habits: This database has 2 accounts: say whose habits with --user NAME (see 'habits user list')."))
            #expect(cli.run("--user", "Boris", "category", "add", "Sport").code == 0)
            #expect(cli.run("category", "list", "--user", "boris").out == "Sport (0 trackers)")
            #expect(cli.run("category", "list", "--user", "Anna").out == "Health (0 trackers)")
            #expect(cli.run("category", "list", "--user", "Nobody") == (65, "", "habits: There is no account \"Nobody\"."))
            // Deleting needs --yes, and takes the account's habits with it.
            #expect(cli.run("user", "delete", "Boris") == (64, "",
                "habits: Deleting \"Boris\" removes the account and all its habits. Run again with --yes to delete."))
            #expect(cli.run("user", "delete", "boris", "--yes").out == "Deleted account \"Boris\" and all its habits.")
            #expect(cli.run("user", "list").out == "Anna  2025-03-07")
            #expect(cli.run(["user", "add", "Boris"], stdin: "battery staple").code == 0)
            #expect(cli.run("category", "list", "--user", "Boris").out == "No categories yet. Add one with: habits category add NAME")
        }
    }

    @Test func tokens_are_printed_once_listed_and_revoked() throws {
        for (cli, database) in try Self.harnesses() {
            _ = database
            #expect(cli.run(["user", "add", "Anna"], stdin: "correct horse").code == 0)
            #expect(cli.run("token", "add", "--label", "phone") == (64, "", "habits: Say whose token it is with --user NAME."))
            let label = "x'); DROP TABLE api_tokens; --"
            let added = cli.run("token", "add", "--user", "Anna", "--label", label)
            #expect(added.code == 0)
            let lines = added.out.split(separator: "\n")
            #expect(lines.first == "Token \"\(label)\" for Anna (shown only this once):")
            #expect(lines.last?.count == 43)
            #expect(cli.run("token", "list").out == "1  Anna  \(label)  Never used")
            #expect(cli.run("token", "list", "--user", "Anna", "--json").out
                    == #"[{"created":"2025-03-07","id":1,"label":"x'); DROP TABLE api_tokens; --","lastUsed":null,"user":"Anna"}]"#)
            #expect(cli.run("token", "revoke", "one") == (64, "", "habits: ID is the number 'habits token list' shows, not \"one\"."))
            #expect(cli.run("token", "revoke", "1").out == "Revoked token 1.")
            #expect(cli.run("token", "revoke", "1") == (65, "", "habits: There is no token 1. See 'habits token list'."))
            #expect(cli.run("token", "list").out == "No tokens yet.")
        }
    }

    @Test func an_invitation_is_a_one_time_link_valid_for_seven_days() throws {
        let cli = Harness()
        #expect(cli.run("user", "invite") == (64, "",
            "habits: Add the first account with 'habits user add NAME'; invitations are for the people after it."))
        #expect(cli.run(["user", "add", "Anna"], stdin: "correct horse").code == 0)
        let invite = cli.run("user", "invite", "--base-url", "https://habits.example/")
        #expect(invite.code == 0)
        let lines = invite.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "Sign-up link (works once, until 14 Mar 2025):")
        #expect(lines.last?.hasPrefix("https://habits.example/signup?token=") == true)
        #expect(cli.run("user", "invite").out.contains("http://127.0.0.1:8080/signup?token="))
        #expect(cli.run("user", "invite", "--base-url", "ftp://x") == (64, "",
            "habits: --base-url must be an http or https address like https://habits.example, not \"ftp://x\"."))
    }

    @Test func the_password_comes_from_standard_input_never_an_argument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        func habits(_ arguments: [String], stdin: String) throws -> (Int32, String, String) {
            let process = Process()
            process.executableURL = CrashTests.executable
            process.arguments = arguments
            process.environment = ["HABITS_DB": folder.appendingPathComponent("habits.sqlite").path, "TZ": "UTC",
                                   "HABITS_NOW": "2025-03-07T12:00:00Z"]
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
            process.waitUntilExit()
            let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, out, err)
        }
        let added = try habits(["user", "add", "Anna"], stdin: "correct horse\n")
        #expect(added == (0, "Added account \"Anna\". It keeps the habits already in this database.\n", ""))
        #expect(try habits(["user", "add", "Boris", "battery staple"], stdin: "").0 == 64)
        #expect(try habits(["user", "add", "Boris"], stdin: "") == (65, "", "habits: Choose a password of at least 8 characters.\n"))
    }
}
