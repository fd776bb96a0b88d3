import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Table Habit's JSON export (FORMATS.md §1): the app's own test input, and an export written
/// here from `habit_export.dart` covering every frequency, goal, record, reminder and status.
@Suite struct TableHabitImportTests {
    /// Epoch days (days since 1970-01-01 of the local date): 20148 is 2025-03-01.
    static let written = #"""
        {"habits":[
         {"create_t":1740787200,"modify_t":1740787200,"type":1,"status":1,"name":"Read","desc":"20 pages","color":3,
          "daily_goal":1,"daily_goal_unit":"","freq_type":3,"freq_custom":"[1,1]",
          "reminder":"{\"type\":2,\"time\":{\"hour\":21,\"minute\":0},\"extra\":[]}","reminder_quest":"Did you read?",
          "start_date":20150,"target_days":66,"group_id":"g1",
          "records":[{"record_date":20148,"record_type":1,"record_value":1,"create_t":1740787200,"modify_t":1740787200,"reason":""},
                     {"record_date":20149,"record_type":2,"record_value":0,"reason":"travel"},
                     {"record_date":20150,"record_type":1,"record_value":0,"reason":""},
                     {"record_date":20151,"record_type":0,"reason":"tired"},
                     {"record_date":20160,"record_type":1,"record_value":1,"reason":""}]},
         {"type":1,"status":1,"name":"Run","daily_goal":5,"daily_goal_unit":"km","freq_type":1,"freq_custom":"[3]",
          "reminder":"{\"type\":3,\"time\":{\"hour\":7,\"minute\":30},\"extra\":[1,3,5]}","start_date":20148,"target_days":66,
          "records":[{"record_date":20148,"record_type":1,"record_value":6,"reason":"park"},
                     {"record_date":20149,"record_type":1,"record_value":3,"reason":""}]},
         {"type":1,"status":3,"name":"Guitar","modify_t":1741219200,"daily_goal":1,"freq_type":2,"freq_custom":"[30]",
          "reminder":"{\"type\":4,\"time\":{\"hour\":18,\"minute\":0},\"extra\":[1,15]}","start_date":20148,"custom_color":4281558681,
          "records":[{"record_date":20148,"record_type":1,"record_value":1}]},
         {"type":1,"status":1,"name":"Stretch","daily_goal":1,"freq_type":3,"freq_custom":"[2,10]","start_date":20148,
          "reminder":"{\"type\":1,\"time\":{\"hour\":12,\"minute\":0},\"extra\":[]}","records":[]},
         {"type":1,"status":1,"name":"Water","daily_goal":8,"daily_goal_unit":"glasses","daily_goal_extra":12,"freq_type":3,
          "freq_custom":"[1,1]","start_date":20148,"records":[{"record_date":20148,"record_type":1,"record_value":8.5}]},
         {"type":2,"status":1,"name":"Coffee","daily_goal":0,"daily_goal_extra":2,"daily_goal_unit":"cups","freq_type":3,
          "freq_custom":"[1,1]","start_date":20148,
          "records":[{"record_date":20148,"record_type":1,"record_value":3},{"record_date":20149,"record_type":1,"record_value":1}]},
         {"type":2,"status":1,"name":"Sugar","daily_goal":1,"daily_goal_extra":3,"daily_goal_unit":"","freq_type":3,
          "freq_custom":"[1,400]","start_date":20148,"records":[]},
         {"type":1,"status":2,"name":"Deleted","daily_goal":1,"freq_type":3,"freq_custom":"[1,1]","start_date":20148,"records":[]}
        ],
        "groups":[{"uuid":"g1","name":"Mind","desc":"","icon":58136,"color":2}]}
        """#

    @Test func the_apps_own_test_input_is_read() throws {
        let (library, report) = try importFile(try fixture("imports/tablehabit/habit_import_test-maps.json"))
        #expect(report.format.id == "tableHabit" && report.format.app == "Table Habit")
        #expect(library.trackers.map(\.name) == ["Grouped Habit", "Ungrouped Habit"])
        // Its colour 1 is Table Habit's #6750A4; its group is not in the file, so the import's category holds it.
        #expect(library.trackers.map { library.category($0.categoryID)?.name } == ["Table Habit", "Table Habit"])
        #expect(library.trackers.allSatisfy { $0.color == SourceMapping.nearestPaletteColor(to: 0x6750A4) })
        #expect(library.trackers.map(\.createdOn) == [day("1970-01-02"), day("1970-01-02")])
    }

    @Test func an_export_written_from_the_format_maps_every_case() throws {
        let (library, report) = try importFile(Data(Self.written.utf8))
        #expect(library.trackers.map(\.name) == ["Read", "Run", "Guitar", "Stretch", "Water", "Coffee", "Sugar"])
        #expect(library.trackers.map(\.kind) == [.habit(.everyDay), .habit(.weekly(3)), .habit(.monthly(27)),
                                                 .habit(.rolling(times: 2, days: 10)), .habit(.everyDay), .habit(.everyDay),
                                                 .habit(.rolling(times: 1, days: 365))])
        #expect(library.trackers.map(\.measure) == [nil, nil, nil, nil, Measure(unit: "glasses", target: Quantity(8)),
                                                    Measure(unit: "cups", target: Quantity(2), direction: .atMost),
                                                    Measure(unit: "times", target: Quantity(3), direction: .atMost)])
        #expect(library.trackers.map { library.category($0.categoryID)?.name } == ["Mind"] + Array(repeating: "Table Habit", count: 6))
        // Guitar was archived when last modified (2025-03-06, Unix seconds in UTC).
        #expect(library.trackers.map(\.archivedOn) == [nil, nil, day("2025-03-06"), nil, nil, nil, nil])
        #expect(try library.tracker(loop: "Guitar").color == SourceMapping.nearestPaletteColor(to: 0x336699))

        let read = try library.tracker(loop: "Read")
        #expect(read.note == "20 pages\nDid you read?" && read.createdOn == day("2025-03-01"))
        #expect(read.reminders == [Reminder(time: TimeOfDay(hour: 21, minute: 0)!)])
        #expect(library.history(of: read.id).entries == [
            Entry(day: day("2025-03-01")), Entry(day: day("2025-03-02"), state: .skipped, note: "travel"),
            Entry(day: day("2025-03-04"), state: nil, note: "tired"),
        ])
        let run = try library.tracker(loop: "Run")
        #expect(run.reminders == [Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: WeekdaySet([.mon, .wed, .fri]))])
        #expect(library.history(of: run.id).entries == [
            Entry(day: day("2025-03-01"), state: .done, note: "6 km\npark"), Entry(day: day("2025-03-02"), state: nil, note: "3 km"),
        ])
        #expect(try library.tracker(loop: "Guitar").reminders.isEmpty)
        #expect(try library.tracker(loop: "Stretch").reminders == [Reminder(time: TimeOfDay(hour: 12, minute: 0)!)])
        #expect(library.history(of: try library.tracker(loop: "Water").id).entries.map(\.state) == [.value(Quantity(thousandths: 8500))])
        #expect(library.history(of: try library.tracker(loop: "Coffee").id).entries.map(\.state) == [.value(Quantity(3)), .value(Quantity(1))])
        #expect(report.english == [
            "Not mapped: 1 deleted habit left out.",
            "Not mapped (Read): its goal of forming the habit in 66 days has no place here.",
            "Not mapped (Read): \"reminder_quest\" has no place here; the text is kept in the note.",
            "Not mapped (Read): 1 entry after 10 Mar 2025 left out.",
            "Approximated (Run): Table Habit's weekly goal counts days; imported as \"3 times a week\".",
            "Not mapped (Run): its goal of forming the habit in 66 days has no place here.",
            "Approximated (Run): days short of the daily goal (1) are not done here; their values are in their notes.",
            "Approximated (Guitar): \"30 times a month\" is more than Habits allows; it is \"27 times a month\" here.",
            "Not mapped (Guitar): its reminder at 18:00 on day 1, 15 of the month has no place here; reminders here go by weekday.",
            "Not mapped (Water): its desired maximum of 12 glasses a day has no place here.",
            "Approximated (Sugar): \"Every 400 days\" is more than Habits allows; it is \"Every 365 days\" here.",
            "Not mapped (Sugar): its lower limit of 1 times a day has no place here; only the upper limit is kept.",
            "Approximated (Sugar): it has no unit; it is \"times\" here.",
        ])
    }

    @Test func a_second_import_changes_nothing() throws {
        try expectSecondImportChangesNothing(Data(Self.written.utf8), clashing: "Run", app: "Table Habit")
    }

    @Test func hostile_exports_are_refused_naming_the_problem_and_nothing_is_written() throws {
        func with(_ from: String, _ to: String) -> Data { Data(Self.written.replacingOccurrences(of: from, with: to).utf8) }
        #expect(try refusalWritingNothing(with(#""record_date":20148,"record_type":1,"record_value":6"#,
                                               #""record_date":-2150000000,"record_type":1,"record_value":6"#))
            == "the record_date of record 1 of habit 2 (\"Run\") is -2150000000, which is no day between 1900 and 2199.")
        #expect(try refusalWritingNothing(with(#""freq_custom":"[3]""#, #""freq_custom":"three""#))
            == "habit 2 (\"Run\") has \"freq_custom\": \"three\", where a list of whole numbers was expected.")
        #expect(try refusalWritingNothing(with(#""name":"Run","daily_goal":5"#, #""name":"Run","daily_goal":"5""#))
            == "habit 2 (\"Run\") has \"daily_goal\": 5, where a number was expected.")
        #expect(try refusalWritingNothing(with(#""daily_goal":8,"#, #""daily_goal":1e300,"#))
            == "habit 5 (\"Water\") has \"daily_goal\": 1e+300, which is out of range.")
        #expect(try refusalWritingNothing(Data((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8))
            == "its JSON nests deeper than 64 levels; such files are refused.")
        let deep = #"{"habits":[{"daily_goal":1,"name":"x","desc":"# + String(repeating: "[", count: 70) + "}]}"
        #expect(try refusalWritingNothing(Data(deep.utf8)) == "its JSON nests deeper than 64 levels; such files are refused.")
        #expect(try refusalWritingNothing(Data(#"{"habits":[{"daily_goal":1,"name":"\#u{FF}"}]}"#.utf8).replacingFirst(0xC3, 0xFF))
            == "the file (neither an SQLite file nor a zip archive) is not valid UTF-8.")
        #expect(try refusalWritingNothing(Data(#"{"habits":[{"daily_goal":1,"name":"x""#.utf8)) == "it is not valid JSON.")
    }
}

extension Data {
    /// The bytes with the first `byte` replaced (to plant invalid UTF-8).
    func replacingFirst(_ byte: UInt8, _ with: UInt8) -> Data {
        var copy = self
        if let index = copy.firstIndex(of: byte) { copy[index] = with }
        return copy
    }
}
