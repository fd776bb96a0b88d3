import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Beaver Habit Tracker's JSON (its export, its Telegram backup and its file storage) and the CSV
/// its import takes, read as Beaver has them.
@Suite struct BeaverReaderTests {
    private func doneDays(_ habit: BeaverHabit) -> [String] { habit.records.filter(\.done).map(\.day.iso) }

    // MARK: Beaver's own files

    @Test func the_file_storage_written_by_beaver_reads_as_its_readme_says() throws {
        let beaver = try BeaverReader.readJSON(try SampleFiles.data("imports/beaver/user-file-storage-2024-04.json"))
        #expect(beaver.source == .json)
        #expect(beaver.habits.map(\.name) == ["Order pizz", "Running", "Table Tennis", "Clean", "Call mom"])
        #expect(beaver.habits.allSatisfy { $0.records.count == 5 && $0.id == nil && $0.status == .active && $0.period == nil })
        #expect(beaver.habits.map(doneDays) == [["2024-04-09", "2024-04-11"], ["2024-04-09", "2024-04-13"], [], [],
                                                ["2024-04-09", "2024-04-13"]])
        #expect(beaver.skipped.isEmpty)
    }

    @Test func the_csv_example_of_beavers_import_has_a_done_only_on_the_21st() throws {
        // Header of six names and a trailing comma, rows of four values and a trailing comma.
        let beaver = try BeaverReader.readCSV(Array(try SampleFiles.data("imports/beaver/import_page-csv-docstring-example.csv")))
        #expect(beaver.source == .csv)
        #expect(beaver.habits.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(beaver.habits.map(doneDays) == [["2024-01-21"], [], [], [], []])
        #expect(beaver.habits[0].records.map(\.day.iso) == ["2024-01-21", "2024-01-22"])
        #expect(beaver.habits.allSatisfy { !$0.records.contains(where: \.isSkip) })
    }

    // MARK: Files written from the format

    static let export = #"""
        {"user_email": "ana@example.org", "exported_at": "2025-03-09 21:04:11", "habits": [
          {"id": "a1b2c3", "name": "Read", "tags": ["Mind", "Evening"], "star": true,
           "period": {"period_type": "W", "period_count": 1, "target_count": 3}, "chips": ["yes", "no", "skip"],
           "records": [{"day": "2025-03-03", "done": true, "text": "Dune ![cover](/assets/6f1c)"},
                       {"day": "2025-03-04", "done": true, "text": "travel\n\n#skip"},
                       {"day": "2025-03-05", "done": false, "text": "#skipping is not a skip"},
                       {"day": "2025-03-02", "done": true},
                       {"day": "2025-03-03", "done": false, "text": "changed my mind"}]},
          {"id": "d4e5f6", "name": "Old", "status": "archive", "period": null, "records": [{"day": "2024-01-01", "done": true}]},
          {"id": "0a0b0c", "name": "Gone", "status": "soft_delete", "records": []},
          {"id": "111111", "name": "Odd", "status": "paused", "period": {"period_type": "Q", "period_count": 1, "target_count": 1},
           "records": [{"day": "2025-03-01"}]},
          {"name": "Monthly", "period": {"period_type": "M", "period_count": 1, "target_count": 2.0}, "records": []}
        ]}
        """#

    @Test func an_export_reads_with_ids_tags_star_status_period_and_notes() throws {
        let beaver = try BeaverReader.readJSON(Data(Self.export.utf8))
        #expect(beaver.habits.map(\.name) == ["Read", "Old", "Gone", "Odd", "Monthly"])
        let read = beaver.habits[0]
        #expect(read.id == "a1b2c3")
        #expect(read.tags == ["Mind", "Evening"])
        #expect(read.star)
        #expect(read.period == .init(unit: .week, count: 1, target: 3))
        // One record a day, the later one winning, sorted.
        #expect(read.records.map(\.day.iso) == ["2025-03-02", "2025-03-03", "2025-03-04", "2025-03-05"])
        #expect(read.records[1] == BeaverRecord(day: Day("2025-03-03")!, done: false, text: "changed my mind"))
        #expect(read.records.map(\.isSkip) == [false, false, true, false])
        #expect(read.records[3].tags == ["skipping"])
        #expect(beaver.habits.map(\.status) == [.active, .archive, .softDelete, .active, .active])
        #expect(beaver.habits[1].period == nil)
        #expect(beaver.habits[3].period == nil)
        #expect(beaver.habits[3].records == [BeaverRecord(day: Day("2025-03-01")!, done: false, text: "")])
        #expect(beaver.habits[4].period == .init(unit: .month, count: 1, target: 2))
        #expect(beaver.skipped == ["\"Odd\" has the status \"paused\", which Beaver reads as active.",
                                   "\"Odd\" has the period 1/1Q, which Beaver reads as every day."])
    }

    @Test func the_telegram_backup_reads_like_the_export() throws {
        let backup = #"{"habits": [{"id": "abcdef", "name": "Walk", "records": [{"day": "2025-01-02", "done": true}]}], "order": ["abcdef"], "order_by": "manually", "backup": {"telegram_bot_token": "123:secret", "telegram_chat_id": "9"}}"#
        let beaver = try BeaverReader.readJSON(Data(backup.utf8))
        #expect(beaver.habits.map(\.name) == ["Walk"])
        #expect(beaver.habits[0].records.map(\.day.iso) == ["2025-01-02"])
    }

    @Test func a_loop_checkmarks_csv_reads_with_loops_words_and_any_size_of_number() throws {
        let csv = "Date,Meditate,Run,\"Journal \"\"daily\"\"\",Water,\r\n"
            + "2025-03-06,YES_MANUAL,YES_AUTO,NO,99999999999999999999999,\r\n"
            + "2025-03-05,SKIP,UNKNOWN,-2150000000, 2 ,\r\n"
            + "2025-03-04,2,1,0,+7\r\n"
        let beaver = try BeaverReader.readCSV(Array(csv.utf8))
        #expect(beaver.habits.map(\.name) == ["Meditate", "Run", "Journal \"daily\"", "Water"])
        #expect(beaver.habits.map(doneDays) == [["2025-03-04", "2025-03-06"], ["2025-03-04"], [], ["2025-03-04", "2025-03-05", "2025-03-06"]])
        #expect(beaver.habits[0].records.filter(\.isSkip).map(\.day.iso) == ["2025-03-05"])
    }

    @Test func a_column_without_a_name_is_left_out_and_said_when_it_held_something() throws {
        let beaver = try BeaverReader.readCSV(Array("Date,Run,,Swim\n2025-01-01,1,1,0\n".utf8))
        #expect(beaver.habits.map(\.name) == ["Run", "Swim"])
        #expect(beaver.skipped == ["column 3 has no habit name; it was left out."])
    }

    // MARK: Hostile files

    private func refusal(json: String) -> String? { problem { _ = try BeaverReader.readJSON(Data(json.utf8)) } }
    private func refusal(csv: String) -> String? { problem { _ = try BeaverReader.readCSV(Array(csv.utf8)) } }

    @Test func json_nested_deeper_than_64_is_refused_and_64_is_read() {
        let deep = #"{"habits": [], "x": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        #expect(refusal(json: deep) == "its JSON is nested more than 64 levels deep; such files are refused.")
        let allowed = #"{"habits": [], "x": "# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        #expect(refusal(json: allowed) == nil)
        // Brackets inside strings are text, not nesting.
        #expect(refusal(json: #"{"habits": [], "x": ""# + String(repeating: "[", count: 100) + #"\"["}"#) == nil)
    }

    @Test func broken_json_is_refused_naming_what_is_wrong() {
        #expect(problem { _ = try BeaverReader.readJSON(Data([0x7B, 0x22, 0xFF, 0x22, 0x7D])) } == "it is not valid UTF-8.")
        #expect(refusal(json: "{\"habits\": [") == "it is not valid JSON.")
        #expect(refusal(json: #"{"user_email": "a"}"#) == "it has no \"habits\" list, which every Beaver export has.")
        #expect(refusal(json: #"{"habits": [{"name": 7, "records": []}]}"#) == "habits[0].name has the wrong type.")
        #expect(refusal(json: #"{"habits": [{"name": "Run"}]}"#) == "habits[0] is missing \"records\".")
        #expect(refusal(json: #"{"habits": [{"name": "Run", "records": [{"day": "2025-02-30", "done": true}]}]}"#)
            == "habits[0].records[0].day: \"2025-02-30\" is not a date (YYYY-MM-DD).")
        #expect(refusal(json: #"{"habits": [{"name": "Run", "records": [], "period": {"period_type": "W", "period_count": 1e300, "target_count": 1}}]}"#)
            == "habits[0].period.period_count: 1e+300 is not a whole number.")
    }

    @Test func broken_csv_is_refused_naming_the_line() {
        #expect(refusal(csv: "Date,Run,Swim\n2025-01-01,1\n") == "line 2 has 2 fields; its header has 3.")
        #expect(refusal(csv: "Date,Run\n2025-01-01,1,1,1\n") == "line 2 has 4 fields; its header has 2.")
        #expect(refusal(csv: "Date,Run\nyesterday,1\n") == "line 2 starts with \"yesterday\", which is not a date (YYYY-MM-DD).")
        #expect(refusal(csv: "Date,Run\n2025-01-01,1.5\n") == "line 2 has \"1.5\" for \"Run\"; a cell is a whole number or one of Loop's words.")
        #expect(refusal(csv: "Name,Run\n2025-01-01,1\n") == "its first line is not \"Date\" followed by habit names.")
        #expect(refusal(csv: "Date,Run\n2025-01-01,\"1\n") == "it has a quoted field that never ends.")
        #expect(problem { _ = try BeaverReader.readCSV(Array("Date,Run\n2025-01-01,".utf8) + [0xFF]) } == "it is not valid UTF-8.")
    }
}

/// Which JSON documents are taken for Beaver's and Habitica's, from their content alone.
@Suite struct BeaverHabiticaRecognitionTests {
    private func beaver(_ json: String) -> Bool { BeaverReader.recognizes(json: Data(json.utf8)) }
    private func habitica(_ json: String) -> Bool { HabiticaReader.recognizes(json: Data(json.utf8)) }

    @Test func beavers_files_are_recognised_and_other_apps_are_not() throws {
        #expect(BeaverReader.recognizes(json: try SampleFiles.data("imports/beaver/user-file-storage-2024-04.json")))
        #expect(beaver(BeaverReaderTests.export))
        #expect(beaver(#"{"user_email": "a@b.c", "exported_at": "2025-01-01 10:00:00", "habits": []}"#))
        #expect(beaver(#"{"habits": [{"name": "Walk", "records": [{"day": "2025-01-02", "done": true}]}], "order": []}"#))
        // Table Habit's export, Habo's backups, Habitica's user data, Habits' own export.
        #expect(!beaver(#"{"habits": [{"name": "Walk", "records": [{"record_date": 20000, "record_type": 1}]}], "groups": []}"#))
        #expect(!beaver(#"[{"title": "Walk", "events": {}}]"#))
        #expect(!beaver(#"{"habits": [{"title": "Walk", "events": {}}], "categories": [], "habit_categories": []}"#))
        #expect(!BeaverReader.recognizes(json: try SampleFiles.data("imports/habitica/habitica-user-data-scrubbed.json")))
        #expect(!beaver(#"{"format": "habits", "version": 2, "categories": [], "trackers": []}"#))
        #expect(!beaver("{" + String(repeating: "[", count: 80)))
    }

    @Test func habiticas_user_data_is_recognised_and_other_apps_are_not() throws {
        #expect(HabiticaReader.recognizes(json: try SampleFiles.data("imports/habitica/habitica-user-data-scrubbed.json")))
        #expect(habitica(HabiticaReaderTests.file))
        #expect(!habitica(BeaverReaderTests.export))
        #expect(!habitica(#"{"tasks": {"dailys": []}}"#))
        #expect(!habitica(#"{"format": "habits", "version": 2, "categories": [], "trackers": []}"#))
    }

    @Test func beavers_csv_is_recognised_by_its_first_line() throws {
        #expect(BeaverReader.looksLikeCSV(try SampleFiles.data("imports/beaver/import_page-csv-docstring-example.csv")))
        #expect(BeaverReader.looksLikeCSV(Data([0xEF, 0xBB, 0xBF] + Array("Date,Run\n".utf8))))
        #expect(!BeaverReader.looksLikeCSV(Data("HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n".utf8)))
    }
}
