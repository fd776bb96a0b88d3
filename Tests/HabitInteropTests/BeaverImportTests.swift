import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Beaver Habit Tracker's JSON (its export, its Telegram backup and its file storage) and the CSV
/// its import takes: read as Beaver has them, then mapped and merged (SPEC §17).
@Suite struct BeaverImportTests {
    private func json(_ text: String) throws -> BeaverData { try BeaverReader.readJSON(try ImportJSON.parse(text)) }
    private func doneDays(_ habit: BeaverHabit) -> [String] { habit.records.filter(\.done).map(\.day.iso) }

    // MARK: Beaver's own files

    @Test func the_file_storage_written_by_beaver_reads_as_its_readme_says() throws {
        let beaver = try BeaverReader.readJSON(try ImportJSON.parse(String(decoding: try fixture("imports/beaver/user-file-storage-2024-04.json"), as: UTF8.self)))
        #expect(beaver.source == .json)
        #expect(beaver.habits.map(\.name) == ["Order pizz", "Running", "Table Tennis", "Clean", "Call mom"])
        #expect(beaver.habits.allSatisfy { $0.records.count == 5 && $0.id == nil && $0.status == .active && $0.period == nil })
        #expect(beaver.habits.map(doneDays) == [["2024-04-09", "2024-04-11"], ["2024-04-09", "2024-04-13"], [], [],
                                                ["2024-04-09", "2024-04-13"]])
        #expect(beaver.notes.isEmpty)
    }

    @Test func the_file_storage_imports_with_every_habit_starting_on_its_first_record() throws {
        let (library, report) = try importFile(try fixture("imports/beaver/user-file-storage-2024-04.json"))
        #expect(report.format.id == "beaverJSON" && report.format.app == "Beaver" && report.category == "Beaver")
        #expect(library.trackers.map(\.name) == ["Order pizz", "Running", "Table Tennis", "Clean", "Call mom"])
        #expect(library.trackers.allSatisfy { $0.createdOn == day("2024-04-09") && $0.kind == .habit(.everyDay) })
        #expect(library.history(of: try library.tracker(loop: "Call mom").id).doneDays == [day("2024-04-09"), day("2024-04-13")])
        #expect(report.entries == 6 && report.notes.isEmpty)
        #expect(Language.en.copy.importFile(app: report.format.app, kind: report.format.file) == "Beaver export")
    }

    @Test func the_csv_example_of_beavers_import_has_a_done_only_on_the_21st() throws {
        // Header of six names and a trailing comma, rows of four values and a trailing comma.
        let data = try fixture("imports/beaver/import_page-csv-docstring-example.csv")
        let beaver = try BeaverReader.readCSV(String(decoding: data, as: UTF8.self))
        #expect(beaver.source == .csv)
        #expect(beaver.habits.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(beaver.habits.map(doneDays) == [["2024-01-21"], [], [], [], []])
        #expect(beaver.habits[0].records.map(\.day.iso) == ["2024-01-21", "2024-01-22"])
        let (library, report) = try importFile(data)
        #expect(report.format.id == "beaverCSV")
        #expect(Language.en.copy.importFile(app: report.format.app, kind: report.format.file) == "Beaver CSV export")
        #expect(library.histories.values.reduce(0) { $0 + $1.doneDays.count } == 1)
        #expect(library.trackers.allSatisfy { $0.createdOn == day("2024-01-21") })
    }

    // MARK: A file written from the format

    static let export = #"""
        {"user_email": "ana@example.org", "exported_at": "2025-03-09 21:04:11", "habits": [
          {"id": "a1b2c3", "name": "Read", "tags": ["Mind", "Evening"], "star": false,
           "period": {"period_type": "W", "period_count": 1, "target_count": 3}, "chips": ["yes", "no", "skip"],
           "records": [{"day": "2025-03-03", "done": true, "text": "Dune ![cover](/assets/6f1c) ch. 3"},
                       {"day": "2025-03-04", "done": true, "text": "travel\n\n#amber #skip"},
                       {"day": "2025-03-05", "done": false, "text": "#skipping is not a skip"},
                       {"day": "2025-03-02", "done": true},
                       {"day": "2025-03-06", "done": true},
                       {"day": "2025-03-06", "done": false, "text": "changed my mind"},
                       {"day": "2025-03-07", "done": false}]},
          {"id": "d4e5f6", "name": "Old", "status": "archive", "period": null, "records": [{"day": "2024-01-01", "done": true}]},
          {"id": "0a0b0c", "name": "Gone", "status": "soft_delete", "records": []},
          {"id": "111111", "name": "Odd", "status": "paused", "period": {"period_type": "Q", "period_count": 1, "target_count": 1},
           "records": [{"day": "2025-03-01"}]},
          {"id": "222222", "name": "Twice a fortnight", "star": true,
           "period": {"period_type": "W", "period_count": 2, "target_count": 2.0}, "records": []}
        ]}
        """#

    @Test func an_export_reads_with_ids_tags_star_status_period_and_notes() throws {
        let beaver = try json(Self.export)
        #expect(beaver.habits.map(\.name) == ["Read", "Old", "Gone", "Odd", "Twice a fortnight"])
        let read = beaver.habits[0]
        #expect(read.id == "a1b2c3" && read.tags == ["Mind", "Evening"] && !read.star)
        #expect(read.period == .init(unit: .week, count: 1, target: 3))
        // One record a day, the later one winning, sorted.
        #expect(read.records.map(\.day.iso) == ["2025-03-02", "2025-03-03", "2025-03-04", "2025-03-05", "2025-03-06", "2025-03-07"])
        #expect(read.records[4] == BeaverRecord(day: day("2025-03-06"), done: false, text: "changed my mind"))
        #expect(read.records.map(\.isSkip) == [false, false, true, false, false, false])
        #expect(read.records[3].tags == ["skipping"])
        // Beaver reads an unknown status as active and an unknown period as every day.
        #expect(beaver.habits.map(\.status) == [.active, .archive, .softDelete, .active, .active])
        #expect(beaver.habits[3].period == nil && beaver.habits[3].unreadablePeriod == "1/1Q")
        #expect(beaver.habits[4].period == .init(unit: .week, count: 2, target: 2) && beaver.habits[4].star)
    }

    @Test func an_export_maps_onto_habits_with_what_did_not_fit_said() throws {
        let (library, report) = try importFile(Data(Self.export.utf8))
        // Starred first; the deleted habit never comes.
        #expect(library.trackers.map(\.name) == ["Twice a fortnight", "Read", "Old", "Odd"])
        let read = try library.tracker(loop: "Read")
        #expect(read.kind == .habit(.weekly(3)) && read.note == "#Evening" && read.createdOn == day("2025-03-02"))
        #expect(library.categories.first { $0.id == read.categoryID }?.name == "Mind")
        #expect(library.history(of: read.id).entries == [
            Entry(day: day("2025-03-02"), state: .done),
            Entry(day: day("2025-03-03"), state: .done, note: "Dune  ch. 3"),
            Entry(day: day("2025-03-04"), state: .skipped, note: "travel\n\n#amber"),
            Entry(day: day("2025-03-05"), state: nil, note: "#skipping is not a skip"),
            Entry(day: day("2025-03-06"), state: nil, note: "changed my mind"),
        ])
        let old = try library.tracker(loop: "Old")
        #expect(old.archivedOn == loopToday && old.createdOn == day("2024-01-01"))
        #expect(try library.tracker(loop: "Twice a fortnight").kind == .habit(.rolling(times: 2, days: 14)))
        #expect(report.english == [
            "Not mapped: 1 deleted habit left out.",
            "Approximated (Twice a fortnight): Beaver counts its goal in calendar periods; here it is counted over any run of days: \"2 times in 14 days\".",
            "Not mapped (Read): \"tags\" has no place here; the text is kept in the note.",
            "Approximated (Odd): its frequency 1/1Q means nothing; it is \"Every day\" here.",
        ])
    }

    @Test func importing_again_changes_nothing_and_a_name_taken_gets_beaver() throws {
        let (library, _) = try importFile(Data(Self.export.utf8))
        let (again, second) = try importFile(Data(Self.export.utf8), into: library)
        #expect(again == library && !second.changesLibrary && second.newHabits == 0)
        // Another Beaver user's "Read" (another id) is another habit.
        let other = #"{"user_email": "bo@example.org", "exported_at": "2025-03-09 21:00:00", "habits": [{"id": "ffffff", "name": "Read", "records": [{"day": "2025-03-01", "done": true}]}]}"#
        let (both, third) = try importFile(Data(other.utf8), into: library)
        #expect(both.trackers.count == library.trackers.count + 1 && both.tracker(named: "Read (Beaver)") != nil)
        #expect(third.english == ["Renamed (Read): you already track \"Read\"; it is \"Read (Beaver)\" here."])
    }

    @Test func the_telegram_backup_reads_like_the_export_and_its_token_is_not_kept() throws {
        let backup = #"{"habits": [{"id": "abcdef", "name": "Walk", "records": [{"day": "2025-01-02", "done": true}]}], "order": ["abcdef"], "order_by": "manually", "backup": {"telegram_bot_token": "123:secret", "telegram_chat_id": "9"}}"#
        let (library, report) = try importFile(Data(backup.utf8))
        #expect(report.format.id == "beaverJSON" && library.trackers.map(\.name) == ["Walk"])
        #expect(!"\(library)".contains("123:secret"))
    }

    // MARK: Periods and records, one at a time

    private func schedule(_ unit: BeaverHabit.Period.Unit, _ count: Int, _ target: Int) -> (Schedule, ImportIssue?) {
        BeaverImport.schedule(.init(unit: unit, count: count, target: target))
    }

    @Test func periods_map_exactly_where_beaver_counts_as_habits_does_and_say_so_where_not() {
        #expect(BeaverImport.schedule(nil) == (.everyDay, nil))
        #expect(schedule(.day, 1, 1) == (.everyDay, nil))
        #expect(schedule(.day, 10, 3) == (.rolling(times: 3, days: 10), nil))
        #expect(schedule(.day, 7, 1) == (.rolling(times: 1, days: 7), nil))
        #expect(schedule(.week, 1, 3) == (.weekly(3), nil))
        #expect(schedule(.week, 1, 7) == (.everyDay, nil))
        #expect(schedule(.month, 1, 4) == (.monthly(4), nil))
        #expect(schedule(.month, 1, 29) == (.monthly(27), .scheduleCapped(wanted: .monthly(29), schedule: .monthly(27))))
        #expect(schedule(.month, 2, 1)
            == (.rolling(times: 1, days: 60), .calendarWindowAsRolling(app: "Beaver", schedule: .rolling(times: 1, days: 60))))
        #expect(schedule(.year, 1, 12).0 == .rolling(times: 12, days: 365))
        #expect(schedule(.year, 2, 4).0 == .rolling(times: 2, days: 365))
        #expect(schedule(.week, 2, 14) == (.everyDay, nil))
    }

    @Test func a_record_is_done_skipped_or_a_note_and_never_carries_images() {
        func entry(_ done: Bool, _ text: String) -> SourceEntry? { BeaverImport.entry(BeaverRecord(day: day("2025-03-04"), done: done, text: text)) }
        #expect(entry(true, "") == SourceEntry(day: day("2025-03-04"), state: .done))
        #expect(entry(false, "") == nil)
        #expect(entry(false, "tired")?.state == nil)
        #expect(entry(false, "#skip") == SourceEntry(day: day("2025-03-04"), state: .skipped, note: ""))
        #expect(entry(true, "#skipping")?.state == .done)
        #expect(entry(true, "![a](/assets/1) ![b](/assets/2)")?.note == " ")
    }

    // MARK: CSV

    @Test func a_loop_checkmarks_csv_reads_with_loops_words_and_any_size_of_number() throws {
        let csv = "\u{FEFF}Date,Meditate,Run,\"Journal \"\"daily\"\"\",Water,\r\n"
            + "2025-03-06,YES_MANUAL,YES_AUTO,NO,99999999999999999999999,\r\n"
            + "2025-03-05,SKIP,UNKNOWN,-2150000000, 2 ,\r\n"
            + "2025-03-04,2,1,0,+7\r\n"
        let (library, report) = try importFile(Data(csv.utf8))
        #expect(report.format.id == "beaverCSV")
        #expect(library.trackers.map(\.name) == ["Meditate", "Run", "Journal \"daily\"", "Water"])
        func days(_ name: String, _ state: Entry.State) throws -> [String] {
            library.history(of: try library.tracker(loop: name).id).entries.filter { $0.state == state }.map(\.day.iso)
        }
        #expect(try days("Meditate", .done) == ["2025-03-04", "2025-03-06"] && days("Meditate", .skipped) == ["2025-03-05"])
        #expect(try days("Run", .done) == ["2025-03-04"] && days("Journal \"daily\"", .done).isEmpty)
        #expect(try days("Water", .done) == ["2025-03-04", "2025-03-05", "2025-03-06"])
    }

    @Test func cells_of_a_column_without_a_name_are_left_out_and_counted() throws {
        let (library, report) = try importFile(Data("Date,Run,,Swim\n2025-01-01,1,1,0\n2025-01-02,0,2,0\n".utf8))
        #expect(library.trackers.map(\.name) == ["Run", "Swim"])
        #expect(report.english == ["Not mapped: 2 entries of no habit in the file left out."])
    }

    // MARK: Recognition

    @Test func beavers_files_are_recognised_and_other_apps_files_are_not() throws {
        func format(_ text: String) throws -> String? { try ImportRecognizer.format(of: Data(text.utf8))?.id }
        #expect(try format(Self.export) == "beaverJSON")
        #expect(try format(#"{"user_email": "a@b.c", "exported_at": "2025-01-01 10:00:00", "habits": []}"#) == "beaverJSON")
        #expect(try format(#"{"data": {"habits": []}}"#) == "beaverJSON")
        #expect(try format(#"{"habits": [{"name": "Walk", "records": [{"record_date": 20000, "record_type": 1}]}], "groups": []}"#) != "beaverJSON")
        #expect(try format(#"{"habits": [{"title": "Walk", "events": {}}], "categories": [], "habit_categories": []}"#) != "beaverJSON")
        #expect(try format(#"{"format": "habits", "version": 2, "categories": [], "trackers": []}"#) == nil)
        #expect(try ImportRecognizer.format(of: try fixture("imports/habitica/habitica-user-data-scrubbed.json"))?.id != "beaverJSON")
        #expect(try format("Date,Run\n2025-01-01,1\n") == "beaverCSV")
        #expect(try format("HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n") != "beaverCSV")
    }

    // MARK: Hostile files

    private func refusal(_ text: String) -> String? { problem { _ = try importFile(Data(text.utf8)) } }

    @Test func json_nested_deeper_than_64_is_refused_and_64_is_read() {
        let deep = #"{"habits": [], "user_email": "a", "exported_at": "b", "x": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        #expect(refusal(deep) == "its JSON nests deeper than 64 levels; such files are refused.")
        let allowed = #"{"habits": [], "user_email": "a", "exported_at": "b", "x": "# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        #expect(refusal(allowed) == nil)
    }

    @Test func broken_json_is_refused_naming_what_and_where() {
        #expect(problem { _ = try importFile(Data([0x7B, 0x22, 0xFF, 0x22, 0x7D])) }
            == "the file (neither an SQLite file nor a zip archive) is not valid UTF-8.")
        #expect(refusal(#"{"user_email": "a", "exported_at": "b", "habits": [{"name": 7, "records": []}]}"#)
            == "habit 1 has \"name\": 7, where text was expected.")
        #expect(refusal(#"{"user_email": "a", "exported_at": "b", "habits": [{"name": "Run"}]}"#) == "habit 1 (\"Run\") has no \"records\".")
        #expect(refusal(#"{"habits": [{"name": "Run", "records": [{"day": "2025-02-30", "done": true}]}]}"#)
            == "the day of habit 1 (\"Run\")'s record 1 is \"2025-02-30\", which is not a date (YYYY-MM-DD).")
        #expect(refusal(#"{"habits": [{"name": "Run", "records": [{"day": "1812-06-24", "done": true}]}]}"#)
            == "the day of habit 1 (\"Run\")'s record 1 is 1812-6-24, which is no day between 1900 and 2199.")
        #expect(refusal(#"{"habits": [{"name": "Run", "records": [{"day": "2025-01-01", "done": "yes"}]}]}"#)
            == "habit 1 (\"Run\")'s record 1 has \"done\": yes, where true or false was expected.")
        #expect(refusal(#"{"habits": [{"name": "Run", "records": [], "period": {"period_type": "W", "period_count": 1e300, "target_count": 1}}], "user_email": "", "exported_at": ""}"#)
            == "habit 1 (\"Run\")'s period has \"period_count\": 1e+300, which is out of range.")
    }

    @Test func broken_csv_is_refused_naming_the_line() {
        #expect(refusal("Date,Run,Swim\n2025-01-01,1\n") == "line 2 has 2 fields; its header has 3.")
        #expect(refusal("Date,Run\n2025-01-01,1,1,1\n") == "line 2 has 4 fields; its header has 2.")
        #expect(refusal("Date,Run\nyesterday,1\n") == "the date on line 2 is \"yesterday\", which is not a date (YYYY-MM-DD).")
        #expect(refusal("Date,Run\n2025-01-01,1.5\n") == "line 2 has \"1.5\" for \"Run\"; a cell is a whole number or one of Loop's words.")
        #expect(refusal("Date,Run\n2025-01-01,\"1\n") == "it has a quoted field that never ends.")
    }
}
