import Foundation
import HabitCore
@testable import HabitInterop
import HabitTestSupport
import Testing

/// harsh's `habits` and `log` files, read as harsh has them, from a folder or a zip of it, then
/// mapped and merged (SPEC §17).
@Suite struct HarshImportTests {
    private func read(habits: String, log: String? = nil) throws -> HarshData {
        try HarshReader.read(habits: Array(habits.utf8), log: log.map { Array($0.utf8) })
    }

    /// The two files zipped, as the web page takes a harsh folder.
    private func zipped(habits: String, log: String? = nil, in folder: String = "harsh/") -> Data {
        var zip = TestZip()
        zip.add(folder + "habits", habits)
        if let log { zip.add(folder + "log", log) }
        return zip.data
    }

    private func fixtureText(_ name: String) throws -> String { String(decoding: try fixture("imports/harsh/" + name), as: UTF8.self) }

    // MARK: What harsh's own tests assert (test/storage_test.go, test/data_validation_test.go)

    @Test func the_storage_test_habits_file_has_five_habits() throws {
        let harsh = try read(habits: try fixtureText("storage_test_habits"))
        #expect(harsh.habits.count == 5)
        #expect(harsh.habits[0] == HarshHabit(heading: "Work", name: "Daily standup", frequency: "1", target: 1, interval: 1, end: nil))
        // The second heading keeps its trailing spaces, as harsh keeps them.
        #expect(harsh.habits.map(\.heading) == ["Work", "Work", "Health  ", "Health  ", "Health  "])
        #expect(harsh.habits.map(\.name) == ["Daily standup", "Code review", "Gym", "Water", "Sleep tracking"])
        #expect(!harsh.hasLog && harsh.outcomes.isEmpty && harsh.notes.isEmpty)
    }

    @Test func the_storage_test_log_has_five_entries() throws {
        let harsh = try read(habits: try fixtureText("storage_test_habits"), log: try fixtureText("storage_test_log"))
        #expect(harsh.outcomes.count == 5)
        let gym = try #require(harsh.outcomes.first { $0.day == day("2025-01-01") && $0.habit == "Gym" })
        #expect((gym.result, gym.comment, gym.value) == (.yes, "Great workout", 1.5))
        // Four fields: no amount, which harsh counts as 0.
        let water = try #require(harsh.outcomes.first { $0.day == day("2025-01-02") && $0.habit == "Water" })
        #expect((water.result, water.comment, water.amount, water.value) == (.yes, "Good hydration", "", 0))
        #expect(harsh.outcomes.first { $0.day == day("2025-01-02") && $0.habit == "Gym" }?.result == .skip)
        #expect(harsh.hasLog && harsh.notes.isEmpty)
    }

    @Test(arguments: [("1", 1, 1), ("7", 1, 7), ("3/7", 3, 7), ("0", 0, 1), ("30", 1, 30), ("2/2", 2, 2),
                      ("1w", 1, 7), ("2w", 1, 14), ("2/1w", 2, 7), ("0/7", 0, 7)])
    func frequencies_read_as_harsh_reads_them(text: String, target: Int, interval: Int) {
        #expect(HarshReader.frequency(text)! == (target, interval))
    }

    @Test(arguments: ["x", "1d", "3/0", "8/7", "w", "1/2/3", "-1", "/7", "9999999999"])
    func frequencies_harsh_refuses_are_nil(text: String) {
        #expect(HarshReader.frequency(text) == nil)
    }

    // MARK: harsh's fixture folder, imported

    @Test func the_fixture_folder_imports_ten_habits_under_their_headings() throws {
        let (library, report) = try importFile(zipped(habits: try fixtureText("test_habits"), log: try fixtureText("test_log")))
        #expect(report.format.id == "harsh" && report.category == nil)
        #expect(Language.en.copy.importFile(app: report.format.app, kind: report.format.file) == "harsh files")
        #expect(library.categories.map(\.name) == ["Work", "Health", "Personal"])
        #expect(library.trackers.map(\.name) == ["Daily standup", "Code review", "Sprint planning", "Gym", "Running", "Water intake",
                                                 "Sleep tracking", "Reading", "Meditation", "Call family"])
        #expect(library.trackers.map { $0.kind.schedule! } == [
            .everyDay, .rolling(times: 5, days: 7), .rolling(times: 1, days: 14), .rolling(times: 3, days: 7),
            .rolling(times: 2, days: 7), .everyDay, .everyDay, .everyDay, .everyDay, .rolling(times: 1, days: 7),
        ])
        let standup = try library.tracker(loop: "Daily standup")
        #expect(standup.createdOn == day("2025-01-01"))
        #expect(library.history(of: standup.id).entries == [
            Entry(day: day("2025-01-01"), state: .done, note: "Great meeting"),
            Entry(day: day("2025-01-02"), state: .done, note: "Quick update"),
            Entry(day: day("2025-01-03"), state: nil, note: "Missed meeting"),
        ])
        #expect(library.history(of: try library.tracker(loop: "Gym").id).entries.first == Entry(day: day("2025-01-01"), state: .done, note: "Leg day · 1.5"))
        #expect(library.history(of: try library.tracker(loop: "Code review").id).entries.map(\.state) == [.done, .skipped])
        // A habit never answered starts today.
        #expect(try library.tracker(loop: "Sprint planning").createdOn == loopToday)
        #expect(report.entries == 19)
        let failed = "days marked as failed (1) have no state here (a day not done is simply not marked); their notes are kept."
        func amounts(_ n: Int) -> String {
            "\(n) \(n == 1 ? "answer" : "answers") with an amount \(n == 1 ? "has" : "have") no unit or target to count it by; the amounts are kept in the notes."
        }
        #expect(report.english == [
            "Not mapped (Daily standup): " + failed, "Approximated (Code review): " + amounts(1),
            "Not mapped (Gym): " + failed, "Approximated (Gym): " + amounts(1),
            "Not mapped (Running): " + failed, "Approximated (Running): " + amounts(1),
            "Not mapped (Water intake): " + failed, "Approximated (Water intake): " + amounts(2),
            "Approximated (Sleep tracking): harsh never asks for it (\"0\"); here it is \"Every day\".",
            "Approximated (Reading): " + amounts(3),
            "Not mapped (Meditation): " + failed, "Approximated (Meditation): " + amounts(1),
        ])
    }

    @Test func importing_the_folder_again_changes_nothing() throws {
        let data = zipped(habits: try fixtureText("test_habits"), log: try fixtureText("test_log"))
        let (library, _) = try importFile(data)
        let (again, report) = try importFile(data, into: library)
        #expect(again == library && !report.changesLibrary && report.newHabits == 0)
        // A week later, with more answers: the same habits, the new days added.
        let more = try fixtureText("test_log") + "\n2025-01-04 : Reading : y : More : 0\n"
        let (later, third) = try importFile(zipped(habits: try fixtureText("test_habits"), log: more), into: library)
        #expect(third.newHabits == 0 && third.entriesWritten == 1 && later.trackers.count == library.trackers.count)
    }

    @Test func the_default_habits_file_has_two_tracking_only_habits_said_to_be_every_day() throws {
        let (library, report) = try importFile(zipped(habits: try fixtureText("default_habits"), in: ""))
        #expect(library.trackers.map(\.name) == ["Gymmed", "Bed by midnight", "Cleaned House", "Called Mom", "Tracked Finances",
                                                 "New Skill", "Too much coffee", "Used harsh"])
        #expect(library.trackers.map { $0.kind.schedule! } == [.rolling(times: 3, days: 7), .everyDay, .rolling(times: 1, days: 7),
                                                               .rolling(times: 1, days: 7), .rolling(times: 1, days: 15),
                                                               .rolling(times: 1, days: 90), .everyDay, .everyDay])
        #expect(report.category == "harsh")
        #expect(report.english == ["Approximated (Too much coffee): harsh never asks for it (\"0\"); here it is \"Every day\".",
                                   "Approximated (Used harsh): harsh never asks for it (\"0\"); here it is \"Every day\"."])
    }

    // MARK: Files written from the format

    @Test func a_later_line_overrides_and_crlf_is_a_line_end() throws {
        let harsh = try read(habits: "! Fitness\r\nRun: 1: 2025-01-31\r\nSwim: 7: \r\n", log: """
            2025-01-01 : Run : y
            2025-01-01 : Run : n : changed
            # a comment
            2025-01-02 : Swim : s : ill : 
            2025-01-02 : Gone : y : renamed since : 2

            """)
        #expect(harsh.habits == [HarshHabit(heading: "Fitness", name: "Run", frequency: "1", target: 1, interval: 1, end: day("2025-01-31")),
                                 HarshHabit(heading: "Fitness", name: "Swim", frequency: "7", target: 1, interval: 7, end: nil)])
        #expect(harsh.outcomes == [
            HarshOutcome(day: day("2025-01-01"), habit: "Run", result: .no, comment: "changed", amount: ""),
            HarshOutcome(day: day("2025-01-02"), habit: "Swim", result: .skip, comment: "ill", amount: ""),
            HarshOutcome(day: day("2025-01-02"), habit: "Gone", result: .yes, comment: "renamed since", amount: "2"),
        ])
    }

    @Test func end_dates_archive_the_day_after_and_a_name_only_in_the_log_comes_archived() throws {
        let habits = "Run: 1: 2025-01-31\nSwim: 1: 2025-03-10\nRun: 3/7\n"
        let log = "2025-01-01 : Run : y\n2025-01-02 : Gone : y : renamed since : 2\n2025-01-05 : Gone : s\n"
        let (library, report) = try importFile(zipped(habits: habits, log: log))
        let run = try library.tracker(loop: "Run")
        #expect(run.archivedOn == day("2025-02-01") && run.createdOn == day("2025-01-01"))
        // Its end is today (loopToday): it has not passed, so it is not archived yet.
        #expect(try library.tracker(loop: "Swim").archivedOn == nil)
        // The second "Run" shares the log, as in harsh.
        let second = try library.tracker(loop: "Run (2)")
        #expect(second.kind == .habit(.rolling(times: 3, days: 7)) && library.history(of: second.id).doneDays == [day("2025-01-01")])
        let gone = try library.tracker(loop: "Gone")
        #expect(gone.archivedOn == day("2025-01-06") && gone.createdOn == day("2025-01-02"))
        #expect(library.history(of: gone.id).entries == [Entry(day: day("2025-01-02"), state: .done, note: "renamed since · 2"),
                                                          Entry(day: day("2025-01-05"), state: .skipped)])
        #expect(report.english == [
            "Not mapped (Swim): it ends on 10 Mar 2025, which has not passed yet; it is not archived here.",
            "Renamed (Run): another habit in the file has the same name; this one is \"Run (2)\" here.",
            "Approximated (Gone): it is in the file \"log\" but not in \"habits\" (renamed or removed); it came in archived.",
            "Approximated (Gone): 1 answer with an amount has no unit or target to count it by; the amounts are kept in the notes.",
        ])
        let (again, second2) = try importFile(zipped(habits: habits, log: log), into: library)
        #expect(again == library && !second2.changesLibrary)
    }

    @Test func lines_harsh_skips_are_left_out_and_counted() throws {
        let (library, report) = try importFile(zipped(habits: "!Heading\nNo frequency here\n: 1\nRun: 1\n", log: """
            2025-01-01 : Run
            2025-13-01 : Run : y
            2025-01-02 : Run : maybe
            2025-01-03 :  : y
            2025-01-04 : Run : y : a : b : c
            2025-01-05 : Run : y : fine : lots
            2025-01-06 : Run : y : fine : 0
            2025-01-07 : Run : y :  : 1e999
            """))
        #expect(library.trackers.map(\.name) == ["Run"])
        // What harsh cannot read as an amount is kept as written; 0 is no amount.
        #expect(library.history(of: try library.tracker(loop: "Run").id).entries.map { $0.note ?? "" } == ["fine · lots", "fine", "1e999"])
        #expect(report.english == [
            "Not mapped: 3 lines of \"habits\" that the app itself skips left out (the first is line 1).",
            "Not mapped: 5 lines of \"log\" that the app itself skips left out (the first is line 1).",
            "Approximated (Run): 2 answers with an amount have no unit or target to count it by; the amounts are kept in the notes.",
        ])
    }

    // MARK: A folder, a zip

    @Test func a_folder_on_disk_is_read_with_or_without_its_log() throws {
        let temporary = TemporaryDatabase()
        let folder = temporary.folder
        #expect(problem { _ = try HarshFormat.read(folder: folder.path) } == "the folder \(folder.path) has no file named habits, so it is not a harsh folder.")
        try Data("Run: 1\n".utf8).write(to: folder.appendingPathComponent("habits"))
        #expect(try HarshFormat.read(folder: folder.path).habits.map(\.name) == ["Run"])
        try Data("2025-01-01 : Run : y\n".utf8).write(to: folder.appendingPathComponent("log"))
        let source = try HarshFormat.read(folder: folder.path)
        #expect(source.format.id == "harsh" && source.habits.first?.entries.count == 1)
        withExtendedLifetime(temporary) {}
    }

    @Test(arguments: ["", "harsh/", "Users/ana/.config/harsh/"])
    func a_zip_of_the_folder_is_read_wherever_the_two_files_sit(folder: String) throws {
        var zip = TestZip()
        zip.add(folder + "habits", "Run: 1\n")
        zip.add(folder + "log", "2025-01-01 : Run : y\n")
        zip.add("__MACOSX/\(folder)._habits", "junk")
        zip.add("__MACOSX/\(folder)habits", "junk")
        #expect(try ImportRecognizer.format(of: zip.data)?.id == "harsh")
        let source = try readSource(zip.data)
        #expect(source.habits.map(\.name) == ["Run"] && source.habits[0].entries.count == 1)
    }

    @Test func a_zip_with_two_folders_is_refused_and_one_without_habits_is_no_harsh_folder() throws {
        var two = TestZip()
        two.add("habits", "Run: 1\n")
        two.add("old/habits", "Swim: 1\n")
        #expect(problem { _ = try readSource(two.data) } == "the zip archive holds several harsh folders (the top, \"old\"); zip one of them.")
        var logOnly = TestZip()
        logOnly.add("log", "2025-01-01 : Run : y\n")
        #expect(try ImportRecognizer.format(of: logOnly.data) == nil)
    }

    // MARK: Hostile files

    @Test func what_harsh_cannot_read_either_refuses_the_file() {
        func refusal(habits: String, log: String? = nil) -> String? { problem { _ = try readSource(zipped(habits: habits, log: log)) } }
        #expect(refusal(habits: "! Work\nRun: often\n")
            == "line 2 of habits gives \"Run\" the frequency \"often\", which harsh cannot read either (a number of days like 1, 7 or 1w, or times/days like 3/7).")
        #expect(refusal(habits: "Run: 8/7\n")?.hasPrefix("line 1 of habits gives \"Run\" the frequency \"8/7\"") == true)
        #expect(refusal(habits: "Run: 1: someday\n") == "line 1 of habits gives \"Run\" the end date \"someday\", which is not a date (YYYY-MM-DD).")
        #expect(refusal(habits: "Run: 1\n", log: "1812-06-24 : Run : y\n")
            == "the date on line 1 of the log is 1812-6-24, which is no day between 1900 and 2199.")
    }

    @Test func invalid_utf8_is_refused_naming_the_file() {
        #expect(problem { _ = try HarshReader.read(habits: [0x52, 0xFF, 0x3A, 0x20, 0x31], log: nil) } == "its habits file is not valid UTF-8.")
        #expect(problem { _ = try HarshReader.read(habits: Array("Run: 1".utf8), log: [0xC3, 0x28]) } == "its log file is not valid UTF-8.")
    }
}
