import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Habitica's user-data export, read as Habitica has it: dailies with their history, the day
/// boundary of the person's zone and Custom Day Start, and the other tasks by name.
@Suite struct HabiticaReaderTests {
    private func read(_ json: String) throws -> HabiticaData { try HabiticaReader.read(Data(json.utf8)) }
    private func refusal(_ json: String) -> String? { problem { _ = try read(json) } }

    // MARK: The real export (scrubbed)

    @Test func the_scrubbed_export_has_the_tasks_its_readme_counts() throws {
        let habitica = try HabiticaReader.read(try SampleFiles.data("imports/habitica/habitica-user-data-scrubbed.json"))
        #expect(habitica.dailies.count == 11)
        #expect(habitica.habits.count == 15)
        #expect(habitica.todos == ["todo 01"])
        #expect(habitica.rewards == ["reward 01"])
        #expect((habitica.timezoneOffset, habitica.dayStart) == (300, 0))
        #expect(habitica.skipped.isEmpty)
        // In the person's order (tasksOrder.dailys), not the file's.
        #expect(habitica.dailies.map(\.text) == ["daily 11", "daily 10", "daily 06", "daily 07", "daily 01", "daily 02",
                                                 "daily 03", "daily 08", "daily 04", "daily 05", "daily 09"])
        #expect(habitica.dailies.reduce(0) { $0 + $1.history.count } == 215)
    }

    @Test func a_daily_of_the_export_reads_with_its_days_in_the_persons_zone() throws {
        let habitica = try HabiticaReader.read(try SampleFiles.data("imports/habitica/habitica-user-data-scrubbed.json"))
        let daily = try #require(habitica.dailies.first { $0.id == "577d8f73-fd34-4658-9295-f1f560c5017c" })
        #expect(daily.text == "daily 01")
        #expect(daily.frequency == .daily && daily.everyX == 1)
        #expect(daily.checklist.first == "item 1")
        #expect(habitica.date(of: try #require(daily.startDate)) == Day("2022-01-03"))
        #expect(daily.history.count == 33)
        // 2021-11-09 01:37:27 UTC is 20:37 on the 8th at UTC−5.
        #expect(habitica.day(of: daily.history[0].date) == Day("2021-11-08"))
        let completedDays = Set(daily.history.filter { $0.completed == true }.map { habitica.day(of: $0.date) })
        #expect(completedDays.count == 22)
        #expect(completedDays.max() == Day("2022-02-04"))
        let weekly = try #require(habitica.dailies.first { $0.text == "daily 02" })
        #expect(weekly.frequency == .weekly && weekly.repeatDays == WeekdaySet([.mon, .tue, .wed, .thu]))
        #expect(habitica.dailies.first { $0.text == "daily 05" }?.tags == ["tag 2", "tag 5", "tag 6"])
    }

    @Test func the_history_matches_the_csv_derived_from_the_export() throws {
        // habitica-tasks-history.csv as Habitica's exporter would write it: one row per entry.
        let habitica = try HabiticaReader.read(try SampleFiles.data("imports/habitica/habitica-user-data-scrubbed.json"))
        let rows = try #require(CSV.parse(try SampleFiles.text("imports/habitica/history-derived-from-scrubbed-json.csv")))
        #expect(rows.first == ["Task Name", "Task ID", "Task Type", "Date", "Value"])
        var rowsByDaily: [String: Int] = [:]
        for row in rows.dropFirst() where row[2] == "daily" { rowsByDaily[row[1], default: 0] += 1 }
        #expect(Dictionary(uniqueKeysWithValues: habitica.dailies.map { ($0.id!, $0.history.count) }) == rowsByDaily)
    }

    // MARK: Files written from the format

    static let file = #"""
        {"preferences": {"timezoneOffset": -540, "dayStart": 4},
         "tags": [{"id": "t1", "name": "Health"}, {"id": "t2", "name": "Morning"}],
         "tasksOrder": {"dailys": ["d2", "d1"]},
         "apiToken": "never-kept",
         "tasks": {
           "dailys": [
             {"_id": "d1", "id": "d1", "type": "daily", "text": "Stretch", "notes": "5 minutes", "tags": ["t2", "t1", "gone"],
              "frequency": "monthly", "everyX": 1, "daysOfMonth": [1, 15], "weeksOfMonth": [], "startDate": "2025-01-04T15:00:00.000Z",
              "repeat": {"m": true, "t": false, "w": false, "th": false, "f": false, "s": false, "su": false},
              "reminders": [{"id": "r1", "time": "2025-01-04T21:30:00.000Z"}],
              "history": [{"date": 1736020800000, "value": 1, "isDue": true, "completed": true},
                          {"date": 1736020800000.0, "value": 1},
                          {"date": "2025-01-05T18:59:00.000Z", "value": 1, "completed": false}]},
             {"id": "d2", "text": "Floss", "frequency": "fortnightly", "history": []},
             {"id": "d3", "text": "Water", "everyX": 3.0}
           ],
           "habits": [{"text": "Smile", "up": true, "down": false, "history": [{"date": 1, "scoredUp": 1}]}],
           "rewards": [{"text": "Cake"}]
         }}
        """#

    @Test func a_file_written_from_the_format_reads_every_field_the_import_maps() throws {
        let habitica = try read(Self.file)
        #expect((habitica.timezoneOffset, habitica.dayStart) == (-540, 4))
        #expect(habitica.dailies.map(\.text) == ["Floss", "Stretch", "Water"])
        let floss = habitica.dailies[0], stretch = habitica.dailies[1], water = habitica.dailies[2]
        #expect(floss.frequency == nil)
        // Absent fields take Habitica's defaults: weekly, every week, every weekday.
        #expect(water.frequency == .weekly && water.everyX == 3 && water.repeatDays == .everyDay && water.startDate == nil)
        #expect(stretch.frequency == .monthly && stretch.daysOfMonth == [1, 15] && stretch.weeksOfMonth.isEmpty)
        #expect(stretch.repeatDays == WeekdaySet([.mon]))
        #expect(stretch.tags == ["Morning", "Health"])
        #expect(stretch.notes == "5 minutes")
        // 15:00 UTC is midnight in Tokyo: the 5th there.
        #expect(habitica.date(of: stretch.startDate!) == Day("2025-01-05"))
        // 21:30 UTC is 06:30 in Tokyo.
        #expect(stretch.reminders.map { habitica.timeOfDay(of: $0).text } == ["06:30"])
        #expect(stretch.history.map(\.completed) == [true, nil, false])
        // 1736020800000 is 2025-01-04 20:00 UTC, 05:00 on the 5th in Tokyo: after the 04:00 day
        // start, so the 5th; 18:59 UTC on the 5th is 03:59 on the 6th, before it, so still the 5th.
        #expect(stretch.history.map { habitica.day(of: $0.date).iso } == ["2025-01-05", "2025-01-05", "2025-01-05"])
        #expect(habitica.habits == ["Smile"])
        #expect(habitica.todos.isEmpty && habitica.rewards == ["Cake"])
    }

    @Test func a_file_without_a_zone_is_read_in_utc_and_says_so() throws {
        let habitica = try read(#"{"preferences": {"timezoneOffset": 9000, "dayStart": 30}, "tasks": {}}"#)
        #expect((habitica.timezoneOffset, habitica.dayStart) == (0, 0))
        #expect(habitica.skipped == ["it gives no time zone (preferences.timezoneOffset); days are taken in UTC."])
        #expect(try read(#"{"tasks": {"dailys": []}}"#).skipped.count == 1)
    }

    // MARK: Hostile files

    @Test func broken_or_absurd_files_are_refused_naming_the_problem() {
        #expect(refusal(#"{"preferences": {}}"#) == "it has no \"tasks\", which every Habitica user-data export has.")
        #expect(refusal(#"{"tasks": {"dailys": [{"text": "A", "history": [{"date": 1e300}]}]}}"#)
            == "tasks.dailys[0].history[0].date: 1e+300 is not a time between 1970 and 9999.")
        #expect(refusal(#"{"tasks": {"dailys": [{"text": "A", "history": [{"date": -5}]}]}}"#)
            == "tasks.dailys[0].history[0].date: -5.0 is not a time between 1970 and 9999.")
        #expect(refusal(#"{"tasks": {"dailys": [{"text": "A", "startDate": "soon"}]}}"#)
            == "tasks.dailys[0].startDate: \"soon\" is not a time.")
        #expect(refusal(#"{"tasks": {"dailys": [{"text": "A", "everyX": 1.5}]}}"#)
            == "tasks.dailys[0].everyX: 1.5 is not a whole number.")
        #expect(refusal(#"{"tasks": {"dailys": {"text": "A"}}}"#) == "tasks.dailys has the wrong type.")
        #expect(refusal(#"{"tasks": {"dailys": [{"text": "A", "history": [{"value": 1}]}]}}"#) == "tasks.dailys[0].history[0] is missing \"date\".")
        #expect(refusal(#"{"tasks": {}, "inbox": "# + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}")
            == "its JSON is nested more than 64 levels deep; such files are refused.")
        #expect(problem { _ = try HabiticaReader.read(Data([0x7B, 0xC3, 0x28, 0x7D])) } == "it is not valid UTF-8.")
    }
}
