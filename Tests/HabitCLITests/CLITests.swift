import Foundation
import HabitCLI
import HabitCore
import HabitTestSupport
import HabitStore
import Synchronization
import Testing

/// Runs `habits` in process against a fresh database with the clock pinned, capturing output.
final class Harness: Sendable {
    let folder: URL
    let environment: [String: String]
    private let output = Mutex<(out: [String], err: [String])>(([], []))

    /// `databaseURL`: a PostgreSQL database (`HABITS_DATABASE_URL`) instead of a fresh SQLite file.
    init(now: String = "2025-03-07T12:00:00Z", databaseURL: String? = nil) {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-cli-\(UUID().uuidString)")
        environment = [databaseURL == nil ? "HABITS_DB" : "HABITS_DATABASE_URL":
                           databaseURL ?? folder.appendingPathComponent("habits.sqlite").path,
                       "HABITS_NOW": now, "TZ": "UTC"]
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Runs one command; returns its exit code, standard output and standard error.
    @discardableResult
    func run(_ arguments: String...) -> (code: Int32, out: String, err: String) { run(arguments) }

    /// `stdin`: what standard input holds (a password for `habits user add`).
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil) -> (code: Int32, out: String, err: String) {
        output.withLock { $0 = ([], []) }
        let console = Console(print: { line in self.output.withLock { $0.out.append(line) } },
                              error: { line in self.output.withLock { $0.err.append(line) } },
                              readSecret: { _ in stdin })
        let code = CLI.run(arguments, environment: environment, console: console)
        return output.withLock { (code, $0.out.joined(separator: "\n"), $0.err.joined(separator: "\n")) }
    }

    func json(_ arguments: String...) throws -> [String: Any] {
        output.withLock { $0 = ([], []) }
        let console = Console(print: { line in self.output.withLock { $0.out.append(line) } }, error: { _ in })
        _ = CLI.run(arguments, environment: environment, console: console)
        let text = output.withLock { $0.out.joined() }
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }
}

@Suite struct CLITests {
    /// Seed 003's "Read": created Mar 1, done Mar 1–4, 6, 7, viewed on Mar 7.
    func seeded() -> Harness {
        let cli = Harness()
        cli.run("category", "add", "Health")
        cli.run("add", "Read", "--category", "health", "--every-day", "--start", "2025-03-01")
        for day in ["01", "02", "03", "04", "06", "07"] { cli.run("done", "read", "--date", "2025-03-\(day)") }
        return cli
    }

    @Test func the_seed_example_end_to_end_with_exact_output() {
        let cli = seeded()
        #expect(cli.run("list").out == """
            Friday, 7 March 2025 — All done today. Nice work!
            Health
              [x] 🙂 Read  6 days  🔥 2  Best 4
            """)
        #expect(cli.run("done", "Read", "--date", "2025-03-05").out == "Read: done on 2025-03-05. 🔥 7 · Best 7")
        #expect(cli.run("done", "Read", "--date", "2025-03-05").out == "Read was already done on 2025-03-05. 🔥 7 · Best 7")
        #expect(cli.run("undo", "Read", "--date", "2025-03-05").out == "Read: not done on 2025-03-05. 🔥 2 · Best 4")
        #expect(cli.run("undo", "Read", "--date", "2025-03-05").code == 0)
        #expect(cli.run("show", "Read").out == """
            🙂 Read — Health, Every day
            Current streak 2 · Best streak 4
            6 days completed since 1 Mar 2025
            Last 30 days, 2025-02-06 to 2025-03-07:
              Mon Tue Wed Thu Fri Sat Sun
                          .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   ■   ■
              ■   ■   □   ■   ■
            """)
        #expect(cli.run("stats").out == """
            Best streak         4
            Perfect days        6
            Trackers completed  6
            Average             0.9

            Together
              Together needs two habits, each done at least once in the last 365 days.
            """)
    }

    @Test func json_output_has_the_fields_scripts_rely_on() throws {
        let cli = seeded()
        cli.run("add", "Buy guitar", "--category", "Health", "--event", "--emoji", "🎸")
        cli.run("pin", "buy guitar")
        let list = try cli.json("list", "--json")
        #expect(list["date"] as? String == "2025-03-07" && list["done"] as? Int == 1 && list["total"] as? Int == 1)
        let sections = list["sections"] as! [[String: Any]]
        #expect(sections.map { $0["title"] as! String } == ["Pinned", "Health"])
        #expect(sections[0]["pinned"] as? Bool == true)
        let guitar = (sections[0]["trackers"] as! [[String: Any]])[0]
        #expect(guitar["kind"] as? String == "event" && guitar["schedule"] is NSNull && guitar["bestStreak"] is NSNull)
        let read = (sections[1]["trackers"] as! [[String: Any]])[0]
        #expect(read["days"] as? Int == 6 && read["currentStreak"] as? Int == 2 && read["bestStreak"] as? Int == 4)
        #expect(read["schedule"] as? [String] == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])

        let show = try cli.json("show", "READ", "--json")
        #expect(show["createdOn"] as? String == "2025-03-01" && show["days"] as? Int == 6)
        let last30 = (show["last30"] as! [[String: Any]]).map { cell in cell.compactMapValues { $0 as? String } }
        #expect(last30.count == 30 && last30.last?["date"] == "2025-03-07" && last30.last?["state"] == "done")
        #expect(last30[last30.count - 3]["state"] == "missed" && last30[0]["state"] == "before-start")

        let stats = try cli.json("stats", "--json")
        #expect(stats["bestStreak"] as? Int == 4 && stats["perfectDays"] as? Int == 6 && stats["trackersCompleted"] as? Int == 6)
        #expect(stats["average"] as? Double == 0.9)
        #expect(try Harness().json("stats", "--json")["empty"] as? Bool == true)
    }

    @Test func exit_codes_and_one_line_errors_that_say_what_to_do() {
        let cli = seeded()
        let future = cli.run("done", "Read", "--date", "2025-03-08")
        #expect(future.code == 65 && future.err == "habits: You can't mark a future day.")
        #expect(cli.run("done", "Read", "--date", "2025-02-28").err == "habits: Read started on 1 Mar 2025.")
        #expect(cli.run("done", "Nope").err == "habits: No tracker is called \"Nope\". Run 'habits list' to see your trackers.")
        #expect(cli.run("add", "read", "--category", "Health", "--every-day").err == "habits: You already track \"read\".")
        #expect(cli.run("add", String(repeating: "x", count: 39), "--category", "Health", "--event").err == "habits: Limit 38 characters")
        #expect(cli.run("add", "X", "--category", "Nope", "--event").code == 65)
        #expect(cli.run("add", "\u{301}", "--category", "Health", "--event").err == "habits: Give your tracker a name.")
        #expect(cli.run("category", "add", "\u{301}").err == "habits: Give your category a name.")
        #expect(cli.run("add", "X", "--category", "Health").code == 64)
        #expect(cli.run("add", "X", "--category", "Health", "--days", "mon,funday").code == 64)
        #expect(cli.run("list", "--filter", "some").code == 64)
        #expect(cli.run("list", "--date", "tomorrow").code == 64)
        #expect(cli.run("frobnicate").code == 64)
        #expect(cli.run("list", "--bogus").err == "habits: 'habits list' has no option --bogus. Run 'habits list --help'.")
        let noYes = cli.run("delete", "Read")
        #expect(noYes.code == 64 && noYes.err.contains("--yes"))
        #expect(cli.run("category", "delete", "Health").code == 64)
        #expect(cli.run("list").out.contains("Read"), "nothing was deleted without --yes")
        #expect(cli.run("delete", "Read", "--yes").out == "Deleted \"Read\" and its history.")
        #expect(cli.run("category", "delete", "health", "--yes").out == "Deleted \"Health\" and its 0 trackers.")
    }

    @Test func help_on_every_command() {
        let cli = Harness()
        #expect(cli.run("--help").out.contains("category add"))
        for command in ["category add", "category list", "category rename", "category delete", "add", "edit", "pin",
                        "unpin", "delete", "done", "undo", "list", "show", "stats", "export", "import"] {
            let result = CLI.run(command.split(separator: " ").map(String.init) + ["--help"],
                                 environment: cli.environment, console: Console(print: { _ in }, error: { _ in }))
            #expect(result == 0, "\(command) --help")
        }
        #expect(cli.run("add", "--help").out.hasPrefix("Usage: habits add NAME --category CAT"))
        #expect(cli.run().code == 64)
    }

    @Test func categories_edit_pin_and_filters() throws {
        let cli = seeded()
        #expect(cli.run("category", "add", "HEALTH").err == "habits: Category \"HEALTH\" already exists.")
        #expect(cli.run("category", "rename", "Health", "Здоровье").out == "Renamed category \"Health\" to \"Здоровье\".")
        cli.run("category", "add", "Work")
        #expect(cli.run("category", "list").out == "Здоровье (1 tracker)\nWork (0 trackers)")
        cli.run("add", "Email", "--category", "work", "--days", "mon,wed,fri", "--color", "#16a34a", "--note", "Inbox zero")
        #expect(cli.run("edit", "Email", "--name", "Mail", "--every-day", "--emoji", "📬").out == "Updated 📬 Mail.")
        #expect(cli.run("edit", "Mail", "--color", "#000000").code == 65)
        #expect(cli.run("list", "--filter", "completed").out.contains("Read") && !cli.run("list", "--filter", "completed").out.contains("Mail"))
        #expect(cli.run("list", "--filter", "uncompleted").out.contains("Mail"))
        #expect(cli.run("list", "--search", "MAI").out.contains("Mail"))
        #expect(cli.run("list", "--search", "zzz").out.hasSuffix("Nothing found"))
        #expect(cli.run("list", "--date", "2025-02-01").out.contains("What shall we track?"))
        cli.run("pin", "Mail")
        #expect(cli.run("list").out.contains("Pinned\n  [ ] 📬 Mail"))
        cli.run("unpin", "Mail")
        #expect(!cli.run("list").out.contains("Pinned"))
    }

    @Test func export_then_import_into_an_empty_database_round_trips_and_a_second_import_is_refused() throws {
        let cli = seeded()
        let file = cli.folder.appendingPathComponent("export.json").path
        #expect(cli.run("export", "--output", file).out == "Exported 1 categories and 1 trackers to \(file).")
        let other = Harness()
        #expect(other.run("import", file).out == "Imported 1 categories, 1 trackers and 6 completions.")
        #expect(other.run("list").out == cli.run("list").out)
        let again = other.run("import", file)
        #expect(again.code == 65 && again.err.contains("empty database"))
        #expect(other.run("import", "/nonexistent/file.json").code == 74)
    }

    @Test func an_unwritable_database_path_exits_74() {
        let result = CLI.run(["list", "--db", "/proc/habits/nope.sqlite"], environment: ["TZ": "UTC"],
                             console: Console(print: { _ in }, error: { _ in }))
        #expect(result == 74)
    }

    @Test func a_bad_HABITS_NOW_is_a_usage_error() {
        let result = CLI.run(["list"], environment: ["HABITS_NOW": "noon", "HABITS_DB": "/tmp/x.sqlite"],
                             console: Console(print: { _ in }, error: { _ in }))
        #expect(result == 64)
    }
}
