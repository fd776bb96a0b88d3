import Foundation
import Testing

/// `habits import` of Beaver's, Habitica's and harsh's files (SPEC §17): harsh's folder as it is
/// (`habits import ~/.config/harsh`), the others as files; each previewed naming its app, then
/// imported once.
@Suite struct OtherAppsImportCLITests {
    /// A sample of `../shared/fixtures/imports`, read where it is.
    func sample(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/fixtures/imports/" + path).standardized
    }

    /// harsh's fixture files in a folder named as harsh's own, as a person has it.
    func harshFolder(in cli: Harness) throws -> String {
        let folder = cli.folder.appendingPathComponent(".config/harsh")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(contentsOf: sample("harsh/test_habits")).write(to: folder.appendingPathComponent("habits"))
        try Data(contentsOf: sample("harsh/test_log")).write(to: folder.appendingPathComponent("log"))
        return folder.path
    }

    @Test func a_harsh_folder_previews_imports_once_and_again_changes_nothing() throws {
        let cli = Harness(now: "2025-03-10T12:00:00Z")
        let folder = try harshFolder(in: cli)
        let preview = cli.run("import", folder, "--dry-run")
        #expect(preview.code == 0 && preview.out.hasPrefix("harsh files: would import 10 habits (10 new) and 19 entries"), "\(preview.out)")
        #expect(preview.out.contains("  + Sleep tracking  Every day  1 day"))
        #expect(preview.out.contains("  Approximated (Sleep tracking): harsh never asks for it (\"0\"); here it is \"Every day\"."))
        #expect(!cli.run("category", "list").out.contains("Work"), "a dry run writes nothing")
        let first = cli.run("import", folder)
        #expect(first.code == 0 && first.out.hasPrefix("harsh files: imported 10 habits (10 new) and 19 entries"), "\(first.out)")
        #expect(cli.run("category", "list").out.contains("Health (4 trackers)"))
        let again = cli.run("import", folder)
        #expect(again.code == 0 && again.out.contains("(0 new)") && again.out.contains("0 changed"), "\(again.out)")
    }

    @Test func a_folder_that_is_not_harshs_is_refused_naming_the_problem() throws {
        let cli = Harness()
        let empty = cli.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let refused = cli.run("import", empty.path)
        #expect(refused.code == 65 && refused.err.contains("has no file named habits, so it is not a harsh folder"), "\(refused.err)")
    }

    @Test func beavers_and_habiticas_files_import_naming_their_app() throws {
        let cli = Harness(now: "2025-03-10T12:00:00Z")
        let beaver = cli.run("import", sample("beaver/user-file-storage-2024-04.json").path)
        #expect(beaver.code == 0 && beaver.out.hasPrefix("Beaver export: imported 5 habits (5 new) and 6 entries into \"Beaver\""), "\(beaver.out)")
        let habitica = cli.run("import", sample("habitica/habitica-user-data-scrubbed.json").path, "--dry-run")
        #expect(habitica.code == 0 && habitica.out.hasPrefix("Habitica export: would import 11 habits (11 new)"), "\(habitica.out)")
        #expect(habitica.out.contains("  Not mapped: Habitica's habits (15), to-dos (1) and rewards (1) have no place here; they were left out."))
    }
}
