import Foundation
import HabitCore
@testable import HabitInterop
import HabitTestSupport
import Testing

/// harsh's `habits` and `log` files, read as harsh has them, from a folder or a zip of it.
@Suite struct HarshReaderTests {
    private func read(habits: String, log: String? = nil) throws -> HarshData {
        try HarshReader.read(habits: Array(habits.utf8), log: log.map { Array($0.utf8) })
    }

    private func refusal(habits: String, log: String? = nil) -> String? { problem { _ = try read(habits: habits, log: log) } }

    // MARK: What harsh's own tests assert (test/storage_test.go, test/data_validation_test.go)

    @Test func the_storage_test_habits_file_has_five_habits() throws {
        let harsh = try HarshReader.read(habits: Array(try SampleFiles.data("imports/harsh/storage_test_habits")), log: nil)
        #expect(harsh.habits.count == 5)
        #expect(harsh.habits[0] == HarshHabit(heading: "Work", name: "Daily standup", frequency: "1", target: 1, interval: 1, end: nil))
        // The second heading keeps its trailing spaces, as harsh keeps them.
        #expect(harsh.habits.map(\.heading) == ["Work", "Work", "Health  ", "Health  ", "Health  "])
        #expect(harsh.habits.map(\.name) == ["Daily standup", "Code review", "Gym", "Water", "Sleep tracking"])
        #expect(!harsh.hasLog && harsh.outcomes.isEmpty && harsh.skipped.isEmpty)
    }

    @Test func the_storage_test_log_has_five_entries() throws {
        let harsh = try HarshReader.read(habits: Array(try SampleFiles.data("imports/harsh/storage_test_habits")),
                                         log: Array(try SampleFiles.data("imports/harsh/storage_test_log")))
        #expect(harsh.outcomes.count == 5)
        let day1 = Day("2025-01-01")!, day2 = Day("2025-01-02")!
        #expect(harsh.outcomes.first { $0.day == day1 && $0.habit == "Gym" }
            == HarshOutcome(day: day1, habit: "Gym", result: .yes, comment: "Great workout", amount: 1.5))
        // Four fields: no amount.
        #expect(harsh.outcomes.first { $0.day == day2 && $0.habit == "Water" }
            == HarshOutcome(day: day2, habit: "Water", result: .yes, comment: "Good hydration", amount: 0))
        // An empty amount is 0.
        #expect(harsh.outcomes.first { $0.day == day2 && $0.habit == "Gym" }?.result == .skip)
        #expect(harsh.outcomes.first { $0.day == day2 && $0.habit == "Gym" }?.amount == 0)
        #expect(harsh.hasLog && harsh.skipped.isEmpty)
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

    @Test func two_habits_of_one_name_both_load() throws {
        let harsh = try read(habits: "Run: 1\nRun: 3/7\n")
        #expect(harsh.habits.map(\.frequency) == ["1", "3/7"])
    }

    // MARK: harsh's fixtures and default file

    @Test func the_fixture_folder_has_ten_habits_under_three_headings_and_nineteen_answers() throws {
        let harsh = try HarshReader.read(habits: Array(try SampleFiles.data("imports/harsh/test_habits")),
                                         log: Array(try SampleFiles.data("imports/harsh/test_log")))
        #expect(harsh.habits.count == 10)
        #expect(harsh.habits.map(\.heading) == ["Work", "Work", "Work", "Health", "Health", "Health", "Health", "Personal", "Personal", "Personal"])
        // `Running: 2/7  ` with its trailing spaces.
        let running = try #require(harsh.habits.first { $0.name == "Running" })
        #expect((running.frequency, running.target, running.interval) == ("2/7", 2, 7))
        #expect(harsh.habits.first { $0.name == "Sprint planning" }?.interval == 14)
        #expect(harsh.outcomes.count == 19)
        #expect(harsh.outcomes.filter { $0.result == .skip }.map { "\($0.day) \($0.habit)" } == ["2025-01-02 Code review"])
        #expect(harsh.outcomes.filter { $0.result == .no }.count == 5)
        #expect(harsh.outcomes.first { $0.habit == "Reading" && $0.day == Day("2025-01-03")! }?.amount == 0.25)
        // Sorted by day, then in the order the log first names each habit.
        #expect(harsh.outcomes.prefix(3).map(\.habit) == ["Daily standup", "Code review", "Gym"])
        #expect(harsh.skipped.isEmpty)
    }

    @Test func the_default_habits_file_has_eight_habits_two_of_them_tracking_only() throws {
        let harsh = try HarshReader.read(habits: Array(try SampleFiles.data("imports/harsh/default_habits")), log: nil)
        #expect(harsh.habits.map(\.name) == ["Gymmed", "Bed by midnight", "Cleaned House", "Called Mom", "Tracked Finances",
                                             "New Skill", "Too much coffee", "Used harsh"])
        #expect(harsh.habits.map { "\($0.target)/\($0.interval)" } == ["3/7", "1/1", "1/7", "1/7", "1/15", "1/90", "0/1", "0/1"])
        #expect(harsh.habits.allSatisfy { $0.heading.isEmpty })
    }

    // MARK: Files written from the format

    @Test func a_later_line_overrides_end_dates_are_read_and_crlf_is_a_line_end() throws {
        let harsh = try read(habits: "! Fitness\r\nRun: 1: 2025-01-31\r\nSwim: 7: \r\n", log: """
            2025-01-01 : Run : y
            2025-01-01 : Run : n : changed
            # a comment
            2025-01-02 : Swim : s : ill : 
            2025-01-02 : Gone : y : renamed since : 2

            """)
        #expect(harsh.habits == [HarshHabit(heading: "Fitness", name: "Run", frequency: "1", target: 1, interval: 1, end: Day("2025-01-31")),
                                 HarshHabit(heading: "Fitness", name: "Swim", frequency: "7", target: 1, interval: 7, end: nil)])
        #expect(harsh.outcomes == [
            HarshOutcome(day: Day("2025-01-01")!, habit: "Run", result: .no, comment: "changed", amount: 0),
            HarshOutcome(day: Day("2025-01-02")!, habit: "Swim", result: .skip, comment: "ill", amount: 0),
            HarshOutcome(day: Day("2025-01-02")!, habit: "Gone", result: .yes, comment: "renamed since", amount: 2),
        ])
    }

    @Test func lines_harsh_skips_are_skipped_and_said() throws {
        let harsh = try read(habits: "!Heading\nNo frequency here\n: 1\nRun: 1\n", log: """
            2025-01-01 : Run
            2025-13-01 : Run : y
            2025-01-02 : Run : maybe
            2025-01-03 :  : y
            2025-01-04 : Run : y : a : b : c
            2025-01-05 : Run : y : fine : lots
            2025-01-06 : Run : y : fine : 1e999
            2025-01-07 : Run : y : fine : 3
            """)
        #expect(harsh.habits.map(\.name) == ["Run"])
        #expect(harsh.outcomes.map(\.day.iso) == ["2025-01-05", "2025-01-06", "2025-01-07"])
        #expect(harsh.outcomes.map(\.amount) == [0, 0, 3])
        #expect(harsh.skipped == [
            "line 1 of habits (\"!Heading\") is not a heading (\"! Heading\"); harsh skips it too.",
            "line 2 of habits (\"No frequency here\") is not \"Name: frequency\"; harsh skips it too.",
            "line 3 of habits (\": 1\") is not \"Name: frequency\"; harsh skips it too.",
            "5 lines of the log (the first is line 1) are not \"YYYY-MM-DD : habit : y|n|s : comment : amount\"; harsh skips them too.",
            "2 amounts in the log are not a number; harsh counts them as 0.",
        ])
    }

    // MARK: A folder, a zip

    @Test func a_folder_on_disk_is_read_with_or_without_its_log() throws {
        let temporary = TemporaryDatabase()
        let folder = temporary.folder
        #expect(problem { _ = try HarshReader.read(folder: folder.path) } == "the folder \(folder.path) has no file named habits, so it is not a harsh folder.")
        try Data("Run: 1\n".utf8).write(to: folder.appendingPathComponent("habits"))
        #expect(try HarshReader.read(folder: folder.path).hasLog == false)
        try Data("2025-01-01 : Run : y\n".utf8).write(to: folder.appendingPathComponent("log"))
        let harsh = try HarshReader.read(folder: folder.path)
        #expect(harsh.outcomes.map(\.habit) == ["Run"])
        withExtendedLifetime(temporary) {}
    }

    @Test(arguments: ["", "harsh/", "Users/ana/.config/harsh/"])
    func a_zip_of_the_folder_is_read_wherever_the_two_files_sit(prefix: String) throws {
        var zip = TestZip()
        zip.add(prefix + "habits", "Run: 1\n")
        zip.add(prefix + "log", "2025-01-01 : Run : y\n")
        zip.add("__MACOSX/\(prefix)._habits", "junk")
        zip.add("__MACOSX/\(prefix)habits", "junk")
        let reader = try ZipReader(Array(zip.data))
        #expect(HarshReader.isHarsh(reader))
        let harsh = try HarshReader.read(zip: reader)
        #expect(harsh.habits.map(\.name) == ["Run"])
        #expect(harsh.outcomes.map(\.habit) == ["Run"])
    }

    @Test func a_zip_without_habits_or_with_two_folders_is_refused() throws {
        var logOnly = TestZip()
        logOnly.add("log", "2025-01-01 : Run : y\n")
        let reader = try ZipReader(Array(logOnly.data))
        #expect(!HarshReader.isHarsh(reader))
        #expect(problem { _ = try HarshReader.read(zip: reader) } == "the zip archive has no file named habits, so it is not a harsh folder.")
        var two = TestZip()
        two.add("habits", "Run: 1\n")
        two.add("old/habits", "Swim: 1\n")
        #expect(problem { _ = try HarshReader.read(zip: try ZipReader(Array(two.data))) }
            == "the zip archive holds several harsh folders (the top, \"old\"); zip one of them.")
    }

    // MARK: Hostile files

    @Test func a_frequency_or_end_date_harsh_cannot_read_refuses_the_file() {
        #expect(refusal(habits: "! Work\nRun: often\n")
            == "line 2 of habits gives \"Run\" the frequency \"often\", which harsh cannot read either (a number of days like 1, 7 or 1w, or times/days like 3/7).")
        #expect(refusal(habits: "Run: 8/7\n")?.hasPrefix("line 1 of habits gives \"Run\" the frequency \"8/7\"") == true)
        #expect(refusal(habits: "Run: 1: someday\n") == "line 1 of habits gives \"Run\" the end date \"someday\", which is not a date (YYYY-MM-DD).")
    }

    @Test func invalid_utf8_is_refused_naming_the_file() {
        #expect(problem { _ = try HarshReader.read(habits: [0x52, 0xFF, 0x3A, 0x20, 0x31], log: nil) } == "its habits file is not valid UTF-8.")
        #expect(problem { _ = try HarshReader.read(habits: Array("Run: 1".utf8), log: [0xC3, 0x28]) } == "its log file is not valid UTF-8.")
    }
}
