import Foundation
import HabitCLI
import HabitCore
import HabitInterop
@testable import HabitStore
import Testing

/// `habits import` of Loop's files and `habits export --format` through the command line.
@Suite struct TransferCLITests {
    /// The v25 Loop fixture written to a real file, as a person would have it.
    func loopBackup(in cli: Harness) throws -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../HabitInteropTests/Fixtures/loop/backup-v25.sql").standardized
        try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
        let path = cli.folder.appendingPathComponent("Loop Habits Backup 2025-03-10 101010.db").path
        let db = try SQLiteConnection(path: path)
        try db.execute(String(contentsOf: script, encoding: .utf8))
        return path
    }

    @Test func a_loop_backup_previews_imports_once_and_again_changes_nothing() throws {
        let cli = Harness(now: "2025-03-10T12:00:00Z")
        let backup = try loopBackup(in: cli)
        let preview = cli.run("import", backup, "--dry-run", "--category", "From Loop")
        #expect(preview.code == 0)
        #expect(preview.out.hasPrefix("Loop backup: would import 9 habits (9 new)"), "\(preview.out)")
        #expect(cli.run("list").code == 0 && cli.run("category", "list").out.contains("From Loop") == false,
                "a dry run writes nothing")
        let first = cli.run("import", backup, "--category", "From Loop")
        #expect(first.code == 0 && first.out.hasPrefix("Loop backup: imported 9 habits (9 new)"), "\(first.out)")
        #expect(cli.run("category", "list").out.contains("From Loop (9 trackers)"))
        let once = cli.folder.appendingPathComponent("once.json"), twice = cli.folder.appendingPathComponent("twice.json")
        cli.run("export", "--output", once.path)
        let again = cli.run("import", backup, "--category", "From Loop")
        #expect(again.code == 0 && again.out.contains("(0 new)") && again.out.contains("0 changed"), "\(again.out)")
        cli.run("export", "--output", twice.path)
        let before = try Data(contentsOf: once), after = try Data(contentsOf: twice)
        #expect(before.count > 1000 && before == after, "importing the same file twice changes nothing")
    }

    @Test func exports_as_csv_and_as_a_loop_backup_that_reads_back() throws {
        let cli = Harness(now: "2025-03-10T12:00:00Z")
        let backup = try loopBackup(in: cli)
        cli.run("import", backup)
        let csvPath = cli.folder.appendingPathComponent("out.csv")
        #expect(cli.run("export", "--format", "csv", "--output", csvPath.path).code == 0)
        let csv = try String(contentsOf: csvPath, encoding: .utf8)
        #expect(csv.hasPrefix("tracker,category,date,state,value,note") && csv.contains(",skipped,"))
        let output = cli.folder.appendingPathComponent("out.db").path
        let written = cli.run("export", "--format", "loop", "--output", output)
        #expect(written.code == 0)
        let other = Harness(now: "2025-03-10T12:00:00Z")
        let back = other.run("import", output)
        #expect(back.code == 0 && back.out.hasPrefix("Loop backup: imported"), "\(back.out)")
        #expect(cli.run("export", "--format", "xml").code == 64)
    }

    /// Other apps' files through `habits import`: HabitBull's CSV and a Tickmate backup, as people
    /// have them (Loop's test assets, read from ../shared/fixtures).
    @Test func other_apps_files_preview_and_import_naming_the_app() throws {
        let cli = Harness(now: "2025-03-10T12:00:00Z")
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/fixtures/loop-real")
            .standardized
        let habitBull = fixtures.appendingPathComponent("habitbull3.csv").path
        let preview = cli.run("import", habitBull, "--dry-run")
        #expect(preview.code == 0 && preview.out.hasPrefix("HabitBull CSV export: would import 2 habits (2 new) and 10 entries"), "\(preview.out)")
        #expect(preview.out.contains("  + Pushups  Every day  7 days"))
        #expect(preview.out.contains("Approximated (Pushups): the file gives no unit or target for its numbers"))
        let imported = cli.run("import", habitBull)
        #expect(imported.code == 0 && imported.out.hasPrefix("HabitBull CSV export: imported 2 habits (2 new) and 10 entries"))
        #expect(cli.run("category", "list").out.contains("Fitness (2 trackers)"))
        let tickmate = cli.run("import", fixtures.appendingPathComponent("tickmate.db").path, "--category", "Ticks")
        #expect(tickmate.code == 0 && tickmate.out.hasPrefix("Tickmate backup: imported 3 habits (3 new) and 68 entries into \"Ticks\""),
                "\(tickmate.out)")
        let again = cli.run("import", habitBull)
        #expect(again.code == 0 && again.out.contains("(0 new)") && again.out.contains("0 changed"))
    }

    /// Loop's reminders come along (QA M4): 022.db's "Work out" at 18:00 on Sat, Wed, Thu, Fri.
    @Test func a_loop_backups_reminder_is_imported() throws {
        let cli = Harness(now: "2025-03-10T12:00:00Z")
        let backup = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/fixtures/loop-real/022.db").standardized.path
        let preview = cli.run("import", backup, "--dry-run")
        #expect(preview.out.contains("  + Work out  Every day  1 day  1 reminder"), "\(preview.out)")
        #expect(cli.run("import", backup).code == 0)
        #expect(cli.run("remind", "Work out").out.contains("18:00  Wed, Thu, Fri, Sat"))
    }

    @Test func a_file_that_is_neither_is_refused_and_nothing_is_written() throws {
        let cli = Harness()
        try FileManager.default.createDirectory(at: cli.folder, withIntermediateDirectories: true)
        let path = cli.folder.appendingPathComponent("notes.txt").path
        try Data("just some text".utf8).write(to: URL(fileURLWithPath: path))
        let refused = cli.run("import", path)
        #expect(refused.code == 65 && refused.err.contains("not a Habits export (a JSON object) nor the file of an app Habits reads (Loop"))
        #expect(cli.run("import", cli.folder.appendingPathComponent("missing.db").path).code == 74)
    }
}
