import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Habitica's user-data export, read as Habitica has it (dailies with their history, the day
/// boundary of the person's zone and Custom Day Start, the other tasks by name), then mapped
/// and merged (SPEC §17).
@Suite struct HabiticaImportTests {
    private func read(_ json: String) throws -> HabiticaData { try HabiticaReader.read(try ImportJSON.parse(json)) }
    private func scrubbed() throws -> Data { try fixture("imports/habitica/habitica-user-data-scrubbed.json") }

    // MARK: The real export (scrubbed)

    @Test func the_scrubbed_export_has_the_tasks_its_readme_counts() throws {
        let habitica = try HabiticaReader.read(try ImportJSON.parse(String(decoding: try scrubbed(), as: UTF8.self)))
        #expect(habitica.dailies.count == 11 && habitica.habits.count == 15)
        #expect(habitica.todos == ["todo 01"] && habitica.rewards == ["reward 01"])
        #expect((habitica.timezoneOffset, habitica.dayStart, habitica.zoneGiven) == (300, 0, true))
        // In the person's order (tasksOrder.dailys), not the file's.
        #expect(habitica.dailies.map(\.text) == ["daily 11", "daily 10", "daily 06", "daily 07", "daily 01", "daily 02",
                                                 "daily 03", "daily 08", "daily 04", "daily 05", "daily 09"])
        #expect(habitica.dailies.reduce(0) { $0 + $1.history.count } == 215)
        let daily = try #require(habitica.dailies.first { $0.id == "577d8f73-fd34-4658-9295-f1f560c5017c" })
        #expect(daily.text == "daily 01" && daily.frequency == .daily && daily.everyX == 1 && daily.checklist.first == "item 1")
        #expect(habitica.date(of: try #require(daily.startDate)) == day("2022-01-03"))
        // 2021-11-09 01:37:27 UTC is 20:37 on the 8th at UTC−5.
        #expect(habitica.day(of: daily.history[0].date) == day("2021-11-08"))
        let weekly = try #require(habitica.dailies.first { $0.text == "daily 02" })
        #expect(weekly.frequency == .weekly && weekly.repeatDays == WeekdaySet([.mon, .tue, .wed, .thu]))
        #expect(habitica.dailies.first { $0.text == "daily 05" }?.tags == ["tag 2", "tag 5", "tag 6"])
    }

    @Test func the_history_matches_the_csv_derived_from_the_export() throws {
        // habitica-tasks-history.csv as Habitica's exporter would write it: one row per entry.
        let habitica = try HabiticaReader.read(try ImportJSON.parse(String(decoding: try scrubbed(), as: UTF8.self)))
        let rows = try #require(CSV.parse(String(decoding: try fixture("imports/habitica/history-derived-from-scrubbed-json.csv"), as: UTF8.self)))
        #expect(rows.first == ["Task Name", "Task ID", "Task Type", "Date", "Value"])
        var rowsByDaily: [String: Int] = [:]
        for row in rows.dropFirst() where row[2] == "daily" { rowsByDaily[row[1], default: 0] += 1 }
        #expect(Dictionary(uniqueKeysWithValues: habitica.dailies.map { ($0.id!, $0.history.count) }) == rowsByDaily)
    }

    @Test func the_scrubbed_export_imports_its_dailies_as_habits() throws {
        let (library, report) = try importFile(try scrubbed())
        #expect(report.format.id == "habitica" && Language.en.copy.importFile(app: report.format.app, kind: report.format.file) == "Habitica export")
        #expect(library.trackers.count == 11 && report.newHabits == 11)
        // Its first check (the 8th, in the person's zone) is before its start date (3 January): it starts then.
        let daily01 = try library.tracker(loop: "daily 01")
        #expect(daily01.createdOn == day("2021-11-08") && daily01.kind == .habit(.everyDay))
        #expect(library.history(of: daily01.id).doneDays.count == 22)
        #expect(daily01.note == "☐ item 1" || daily01.note?.hasPrefix("☐ item 1\n") == true)
        #expect(try library.tracker(loop: "daily 02").kind == .habit(.weekdays(WeekdaySet([.mon, .tue, .wed, .thu]))))
        let daily05 = try library.tracker(loop: "daily 05")
        #expect(library.categories.first { $0.id == daily05.categoryID }?.name == "tag 2")
        #expect(Array(report.english.prefix(2)) == [
            "Not mapped: Habitica's habits (15), to-dos (1) and rewards (1) have no place here; they were left out.",
            "Not mapped: Habitica's scores, difficulty and attributes have no place here.",
        ])
        #expect(report.english.contains("Not mapped (daily 01): \"checklist\" has no place here; the text is kept in the note."))
        let (again, second) = try importFile(try scrubbed(), into: library)
        #expect(again == library && !second.changesLibrary)
    }

    // MARK: A file written from the format

    static let file = #"""
        {"preferences": {"timezoneOffset": -540, "dayStart": 4},
         "tags": [{"id": "t1", "name": "Health"}, {"id": "t2", "name": "Morning"}],
         "tasksOrder": {"dailys": ["d2", "d1"]},
         "apiToken": "never-kept",
         "tasks": {
           "dailys": [
             {"_id": "d1", "id": "d1", "type": "daily", "text": "Stretch", "notes": "5 minutes", "tags": ["t2", "t1", "gone"],
              "frequency": "weekly", "everyX": 1, "daysOfMonth": [], "weeksOfMonth": [], "startDate": "2025-01-04T15:00:00.000Z",
              "repeat": {"m": true, "t": false, "w": false, "th": true, "f": false, "s": false, "su": false},
              "reminders": [{"id": "r1", "time": "2025-01-04T21:30:00.000Z"}, {"id": "r2", "time": "2024-06-01T10:00:00.000Z"}],
              "history": [{"date": 1736020800000, "value": 1, "isDue": true, "completed": true},
                          {"date": 1736020800000.0, "value": 1},
                          {"date": "2025-01-05T18:59:00.000Z", "value": 1, "completed": false},
                          {"date": 1736542800000, "value": 1, "isDue": true, "completed": false},
                          {"date": 1736546400000, "value": 1, "isDue": true, "completed": true}]},
             {"id": "d2", "text": "Floss", "frequency": "fortnightly", "history": []},
             {"id": "d3", "text": "Water", "everyX": 3.0, "repeat": {"m": true, "th": false, "t": false, "w": false, "f": false, "s": false, "su": false}},
             {"id": "d4", "text": "Review", "frequency": "monthly", "daysOfMonth": [1, 15]},
             {"id": "d5", "text": "Taxes", "frequency": "yearly", "startDate": "2024-04-01T22:00:00.000Z"}
           ],
           "habits": [{"text": "Smile", "up": true, "down": false, "history": [{"date": 1, "scoredUp": 1}]}],
           "rewards": [{"text": "Cake"}]
         }}
        """#

    @Test func a_file_written_from_the_format_reads_every_field_the_import_maps() throws {
        let habitica = try read(Self.file)
        #expect((habitica.timezoneOffset, habitica.dayStart) == (-540, 4))
        #expect(habitica.dailies.map(\.text) == ["Floss", "Stretch", "Water", "Review", "Taxes"])
        let floss = habitica.dailies[0], stretch = habitica.dailies[1], water = habitica.dailies[2]
        #expect(floss.frequency == nil && floss.frequencyName == "fortnightly")
        // Absent fields take Habitica's defaults: weekly, every week; absent weekdays are due.
        #expect(water.frequency == .weekly && water.everyX == 3 && water.repeatDays == WeekdaySet([.mon]) && water.startDate == nil)
        #expect(stretch.tags == ["Morning", "Health"] && stretch.notes == "5 minutes")
        // 15:00 UTC is midnight in Tokyo: the 5th there.
        #expect(habitica.date(of: stretch.startDate!) == day("2025-01-05"))
        // 21:30 UTC is 06:30 in Tokyo.
        #expect(stretch.reminders.map { habitica.timeOfDay(of: $0).text } == ["06:30", "19:00"])
        #expect(stretch.history.map(\.completed) == [true, nil, false, false, true])
        // 1736020800000 is 2025-01-04 20:00 UTC, 05:00 on the 5th in Tokyo, after the 04:00 day
        // start: the 5th; 18:59 UTC on the 5th is 03:59 on the 6th, before it: still the 5th.
        #expect(stretch.history.prefix(3).map { habitica.day(of: $0.date).iso } == ["2025-01-05", "2025-01-05", "2025-01-05"])
        #expect(habitica.habits == ["Smile"] && habitica.todos.isEmpty && habitica.rewards == ["Cake"])
    }

    @Test func a_file_written_from_the_format_maps_with_each_approximation_said() throws {
        let (library, report) = try importFile(Data(Self.file.utf8))
        #expect(library.trackers.map(\.name) == ["Floss", "Stretch", "Water", "Review", "Taxes"])
        let stretch = try library.tracker(loop: "Stretch")
        #expect(stretch.kind == .habit(.weekdays(WeekdaySet([.mon, .thu]))) && stretch.note == "5 minutes")
        #expect(library.categories.first { $0.id == stretch.categoryID }?.name == "Morning")
        // Checked on the 5th; the cron's `false` about the 10th and the check at 22:00 UTC on the 10th
        // (07:00 on the 11th in Tokyo).
        #expect(library.history(of: stretch.id).doneDays == [day("2025-01-05"), day("2025-01-11")])
        #expect(stretch.reminders == [Reminder(time: TimeOfDay(hour: 6, minute: 30)!, weekdays: WeekdaySet([.mon, .thu])),
                                      Reminder(time: TimeOfDay(hour: 19, minute: 0)!, weekdays: WeekdaySet([.mon, .thu]))])
        #expect(stretch.createdOn == day("2025-01-05"))
        #expect(try library.tracker(loop: "Water").kind == .habit(.rolling(times: 1, days: 21)))
        #expect(try library.tracker(loop: "Review").kind == .habit(.monthly(2)))
        #expect(try library.tracker(loop: "Taxes").kind == .habit(.rolling(times: 1, days: 365)))
        #expect(try library.tracker(loop: "Taxes").createdOn == day("2024-04-02"))
        #expect(report.english == [
            "Not mapped: Habitica's habits (1), to-dos (0) and rewards (1) have no place here; they were left out.",
            "Not mapped: Habitica's scores, difficulty and attributes have no place here.",
            "Approximated (Floss): Habitica never asks for it (\"fortnightly\"); here it is \"Every day\".",
            "Not mapped (Stretch): 1 entry the app had averaged over months or years tells no single day; left out.",
            "Approximated (Water): Habitica's schedule \"weekly, everyX 3: m\" has no exact match here; it is \"Every 21 days\".",
            "Approximated (Review): Habitica's schedule \"monthly, daysOfMonth 1 15\" has no exact match here; it is \"2 times a month\".",
            "Approximated (Taxes): Habitica's schedule \"yearly\" has no exact match here; it is \"Every 365 days\".",
        ])
    }

    @Test func repetitions_map_exactly_where_they_can() {
        func daily(_ frequency: String, everyX: Int = 1, repeat days: WeekdaySet = .everyDay, daysOfMonth: [Int] = [],
                   weeksOfMonth: [Int] = []) -> HabiticaDaily {
            HabiticaDaily(id: "d", text: "D", notes: "", tags: [], frequencyName: frequency, everyX: everyX, repeatDays: days,
                          daysOfMonth: daysOfMonth, weeksOfMonth: weeksOfMonth, startDate: nil, checklist: [], reminders: [], history: [])
        }
        #expect(HabiticaImport.schedule(daily("daily")) == (.everyDay, nil))
        #expect(HabiticaImport.schedule(daily("daily", everyX: 2)).0 == .rolling(times: 1, days: 2))
        #expect(HabiticaImport.schedule(daily("weekly", everyX: 2, repeat: WeekdaySet([.mon, .thu]))).0 == .rolling(times: 2, days: 14))
        #expect(HabiticaImport.schedule(daily("monthly", repeat: WeekdaySet([.sat]), weeksOfMonth: [0, 2])).0 == .monthly(2))
        #expect(HabiticaImport.notation(daily("monthly", repeat: WeekdaySet([.sat]), weeksOfMonth: [0, 2])) == "monthly, weeksOfMonth 0 2: s")
        #expect(HabiticaImport.schedule(daily("monthly", everyX: 3, daysOfMonth: [10])).0 == .rolling(times: 1, days: 90))
        #expect(HabiticaImport.schedule(daily("weekly", repeat: WeekdaySet([])))
            == (.everyDay, .neverDue(app: "Habitica", original: "weekly: –", schedule: .everyDay)))
        #expect(HabiticaImport.schedule(daily("daily", everyX: 0)).1 == .neverDue(app: "Habitica", original: "daily, everyX 0", schedule: .everyDay))
    }

    @Test func a_file_without_a_zone_is_read_in_utc_and_says_so() throws {
        let habitica = try read(#"{"preferences": {"timezoneOffset": 9000, "dayStart": 30}, "tasks": {}}"#)
        #expect((habitica.timezoneOffset, habitica.dayStart, habitica.zoneGiven) == (0, 0, false))
        let (_, report) = try importFile(Data(#"{"preferences": {}, "tasks": {"dailys": [{"text": "A", "history": [{"date": 1736546400000, "completed": true}]}]}}"#.utf8))
        #expect(report.english.first == "Approximated: the file gives no time zone; its days are taken in UTC.")
    }

    // MARK: Recognition and hostile files

    @Test func habiticas_user_data_is_recognised_and_other_json_is_not() throws {
        #expect(try ImportRecognizer.format(of: try scrubbed())?.id == "habitica")
        #expect(try ImportRecognizer.format(of: Data(Self.file.utf8))?.id == "habitica")
        #expect(try ImportRecognizer.format(of: Data(#"{"tasks": {"dailys": []}}"#.utf8)) == nil)
        #expect(try ImportRecognizer.format(of: Data(BeaverImportTests.export.utf8))?.id == "beaverJSON")
    }

    @Test func broken_or_absurd_files_are_refused_naming_the_problem() {
        func refusal(_ json: String) -> String? { problem { _ = try importFile(Data(json.utf8)) } }
        let head = #"{"preferences": {"timezoneOffset": 0}, "tasks": {"dailys": ["#
        #expect(refusal(head + #"{"text": "A", "history": [{"date": 1e300}]}]}}"#)
            == "daily 1 (\"A\")'s history entry 1 has \"date\": 1e+300, which is out of range.")
        #expect(refusal(head + #"{"text": "A", "history": [{"date": -5000000000000}]}]}}"#)
            == "daily 1 (\"A\")'s history entry 1 has \"date\": -5000000000000, which is no time between 1900 and 2199.")
        #expect(refusal(head + #"{"text": "A", "startDate": "soon"}]}}"#) == "daily 1 (\"A\") has \"startDate\": \"soon\", which is not a time.")
        #expect(refusal(head + #"{"text": "A", "everyX": 1.5}]}}"#)
            == "daily 1 (\"A\") has \"everyX\": 1.5, which is out of range (0 to 9999).")
        #expect(refusal(head + #"{"text": "A", "daysOfMonth": [40]}]}}"#)
            == "daily 1 (\"A\") has a \"daysOfMonth\" that is not a list of numbers from 1 to 31.")
        #expect(refusal(head + #"{"text": "A", "history": [{"value": 1}]}]}}"#) == "daily 1 (\"A\")'s history entry 1 has no \"date\".")
        #expect(refusal(#"{"preferences": {}, "tasks": {"dailys": {"text": "A"}}}"#) == "tasks has \"dailys\": [\"text\": \"A\"], where a list was expected.")
        #expect(refusal(#"{"preferences": {}, "tasks": {}, "inbox": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}")
            == "its JSON nests deeper than 64 levels; such files are refused.")
    }
}
