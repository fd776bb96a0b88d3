import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Habo's JSON backup (FORMATS.md §2), in its legacy list and its current object: the app's own
/// test input, and backups written here from `Habit.toJson` and `exportAllData`.
@Suite struct HaboImportTests {
    /// The legacy shape: a list of habits; very old day types capitalised (`DayType.Skip`).
    static let legacy = #"""
        [{"id":1,"title":"Walk","position":1,"twoDayRule":1,"cue":"After coffee","routine":"","reward":"A podcast",
          "showReward":1,"advanced":1,"notification":1,"notTime":"7:5","sanction":"","showSanction":0,"accountant":"",
          "events":{"2025-03-01 12:00:00.000Z":["DayType.check",""],"2025-03-02 12:00:00.000Z":["DayType.Skip","rain"],
                    "2025-03-03 12:00:00.000Z":["DayType.fail","lazy"],"2025-03-04 12:00:00.000Z":["DayType.clear",""],
                    "2025-03-12 12:00:00.000Z":["DayType.check",""]}},
         {"id":2,"title":"Old","position":0,"deleted_at":"2025-01-01T10:00:00.000Z","events":{}},
         {"id":3,"title":"Read","position":0,"notification":0,"notTime":"12:0","archived":1,
          "events":{"2025-02-27 12:00:00.000Z":["DayType.check","good book"]}}]
        """#

    /// The current shape, with a numeric habit, categories linked by the table, a deleted
    /// category, and embedded categories.
    static let current = #"""
        {"habits":[
          {"id":3,"uuid":"5b9f0c1e-6f4d-4b0a-9d2e-1f2a3b4c5d6e","title":"Water","position":0,"habitType":1,"targetValue":8.0,
           "partialValue":0.5,"unit":"glasses","archived":0,"notification":0,"notTime":"9:30","categories":[{"id":9,"title":"Embedded"}],
           "events":{"2025-03-01 12:00:00.000Z":["DayType.check","",8.0,8.0],"2025-03-02 12:00:00.000Z":["DayType.progress","hot",5.5,8.0],
                     "2025-03-03 12:00:00.000Z":["DayType.check","",0.0,6.0],"2025-03-04 12:00:00.000Z":["DayType.skip",""]},
           "deleted_at":null,"updated_at":"2025-03-04T10:00:00.000Z"},
          {"id":4,"uuid":"0e1d2c3b-4a59-4687-9a1b-2c3d4e5f6a7b","title":"Meditate","position":1,"habitType":0,"archived":0,
           "categories":[{"id":2,"title":"Mind"}],"events":{}}],
         "events":{},
         "categories":[{"id":1,"uuid":"c1","title":"Health","iconCodePoint":58136,"fontFamily":"MaterialIcons","deleted_at":null},
                       {"id":2,"uuid":"c2","title":"Gone","deleted_at":"2025-01-01T00:00:00.000Z"}],
         "habit_categories":[{"habit_id":3,"category_id":1},{"habit_id":4,"category_id":2}],
         "metadata":{"export_timestamp":"2025-03-05T10:00:00.000","version":"1.0","total_habits":2,"total_categories":2,"total_associations":2}}
        """#

    @Test func the_apps_own_test_input_is_read() throws {
        let (library, report) = try importFile(try fixture("imports/habo/backup_service_test-validJson.json"))
        #expect(report.format.id == "habo" && report.format.app == "Habo" && report.habits.map(\.name) == ["Test Habit"])
        #expect(library.trackers.first?.kind == .habit(.everyDay) && library.trackers.first?.measure == nil)
        #expect(report.notes.isEmpty && report.entries == 0)
    }

    @Test func a_legacy_list_maps_every_case() throws {
        let (library, report) = try importFile(Data(Self.legacy.utf8))
        #expect(library.trackers.map(\.name) == ["Read", "Walk"])
        #expect(library.trackers.map(\.archivedOn) == [loopToday, nil])
        let walk = try library.tracker(loop: "Walk")
        #expect(walk.note == "After coffee\nA podcast" && walk.kind == .habit(.everyDay))
        #expect(walk.reminders == [Reminder(time: TimeOfDay(hour: 7, minute: 5)!)])
        #expect(library.history(of: walk.id).entries == [
            Entry(day: day("2025-03-01")), Entry(day: day("2025-03-02"), state: .skipped, note: "rain"),
            Entry(day: day("2025-03-03"), state: nil, note: "lazy"),
        ])
        #expect(try library.tracker(loop: "Read").reminders.isEmpty)
        #expect(try library.note(of: "Read", on: day("2025-02-27")) == "good book")
        #expect(report.english == [
            "Not mapped: 1 deleted habit left out.",
            "Not mapped (Walk): \"cue\", \"reward\" have no place here; the text is kept in the note.",
            "Not mapped (Walk): its rule that one missed day does not break the streak has no place here.",
            "Not mapped (Walk): days marked as failed (1) have no state here (a day not done is simply not marked); their notes are kept.",
            "Not mapped (Walk): 1 entry after 10 Mar 2025 left out.",
        ])
    }

    @Test func a_current_backup_maps_numbers_and_categories() throws {
        let (library, report) = try importFile(Data(Self.current.utf8))
        #expect(library.trackers.map(\.name) == ["Water", "Meditate"])
        // The link table wins over a habit's own list; a deleted category is no category.
        #expect(library.trackers.map { library.category($0.categoryID)?.name } == ["Health", "Mind"])
        let water = try library.tracker(loop: "Water")
        #expect(water.measure == Measure(unit: "glasses", target: Quantity(8), step: Quantity(thousandths: 500)))
        #expect(water.reminders.isEmpty)
        #expect(library.history(of: water.id).entries == [
            Entry(day: day("2025-03-01"), state: .value(Quantity(8))),
            Entry(day: day("2025-03-02"), state: .value(Quantity(thousandths: 5500)), note: "hot"),
            Entry(day: day("2025-03-03"), state: .value(Quantity(6))),
            Entry(day: day("2025-03-04"), state: .skipped),
        ])
        #expect(report.english == ["Not mapped (Water): its earlier targets have no place here; every day is judged by the current one."])
        #expect(try library.tracker(loop: "Water").id == Tracker.ID(NameBasedUUID.make(name: "habo:uuid:5b9f0c1e-6f4d-4b0a-9d2e-1f2a3b4c5d6e")))
    }

    @Test func a_second_import_changes_nothing() throws {
        try expectSecondImportChangesNothing(Data(Self.legacy.utf8), clashing: "Walk", app: "Habo")
        try expectSecondImportChangesNothing(Data(Self.current.utf8), clashing: "Water", app: "Habo")
    }

    @Test func hostile_backups_are_refused_naming_the_problem_and_nothing_is_written() throws {
        func with(_ from: String, _ to: String) -> Data { Data(Self.current.replacingOccurrences(of: from, with: to).utf8) }
        #expect(try refusalWritingNothing(with("2025-03-02 12:00:00.000Z", "-2150000000"))
            == "habit 1 (\"Water\") has an event dated \"-2150000000\", which is no day between 1900 and 2199.")
        #expect(try refusalWritingNothing(with(#"["DayType.skip",""]"#, #"["DayType.maybe",""]"#))
            == "the event of 2025-03-04 of habit 1 (\"Water\") is a \"DayType.maybe\", which Habo does not write.")
        #expect(try refusalWritingNothing(Data(Self.legacy.replacingOccurrences(of: #""notTime":"7:5""#, with: #""notTime":"soon""#).utf8))
            == "habit 1 (\"Walk\") has \"notTime\": \"soon\", where Habo writes 9:30.")
        #expect(try refusalWritingNothing(with(#""targetValue":8.0"#, #""targetValue":"eight""#))
            == "habit 1 (\"Water\") has \"targetValue\": eight, where a number was expected.")
        // An absurd value is refused on its own: that day is left out, and the preview says so.
        let (_, absurd) = try importFile(with(#"["DayType.progress","hot",5.5,8.0]"#, #"["DayType.progress","hot",-2150000000,8.0]"#))
        #expect(absurd.english.contains("Not mapped (Water): 1 entry with values out of range (such as -2150000000) left out."))
        #expect(try refusalWritingNothing(Data(("[" + String(repeating: "{\"a\":[", count: 40) + "1" + String(repeating: "]}", count: 40) + "]").utf8))
            == "its JSON nests deeper than 64 levels; such files are refused.")
    }
}
