import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// HabitBull's CSV (FORMATS.md §9): Loop's four real files, as Loop's ImportTest asserts them, and
/// files written here from the format.
@Suite struct HabitBullImportTests {
    @Test func habitbull_csv_as_loops_test_says() throws {
        let (library, report) = try importFile(try fixture("loop-real/habitbull.csv"))
        #expect(report.format.id == "habitBull" && report.format.app == "HabitBull" && report.habits.count == 4)
        let dragons = try library.tracker(loop: "Breed dragons")
        #expect(dragons.note == "with love and fire" && dragons.kind == .habit(.everyDay) && dragons.measure == nil)
        #expect(try library.days(of: "Breed dragons", .done) == [day("2016-03-18"), day("2016-03-19"), day("2016-03-21")])
        #expect(try library.note(of: "Breed dragons", on: day("2016-03-18")) == "text")
        // HabitBull's category is a category here (Loop drops it).
        #expect(library.category(dragons.categoryID)?.name == "Diet & Food")
        #expect(library.categories.map(\.name) == ["Diet & Food", "Time Management", "Fitness", "Meditation"])
        // "No-arms pushup" has each of its rows twice: one entry a day.
        #expect(try library.days(of: "No-arms pushup", .done).count == 4)
        #expect(report.english.first == "Approximated: the file does not say how often its habits are due; each is \"Every day\" here.")
    }

    @Test func habitbull2_csv_with_month_first_dates_and_an_absurd_value() throws {
        let (library, report) = try importFile(try fixture("loop-real/habitbull2.csv"))
        #expect(report.habits.count == 6)
        #expect(try library.tracker(loop: "H3").note == "Habit 3")
        let done = try library.days(of: "H3", .done)
        #expect(done.contains(day("2019-04-11")) && done.contains(day("2019-05-07")) && !done.contains(day("2019-06-14")))
        #expect(try library.note(of: "H3", on: day("2019-04-11")) == "text")
        #expect(try library.note(of: "H3", on: day("2019-06-14")) == "Habit 3 notes")
        #expect(try library.days(of: "H3", nil) == [day("2019-06-14")])
        // −2150000000 is out of any range: left out, and the preview says so.
        #expect(library.history(of: try library.tracker(loop: "H2").id).isEmpty)
        #expect(report.english.contains("Not mapped (H2): 1 entry with values out of range (such as -2150000000) left out."))
    }

    @Test func habitbull3_and_4_csv_count_values() throws {
        let (library, report) = try importFile(try fixture("loop-real/habitbull3.csv"))
        #expect(report.habits.count == 2)
        let pushups = try library.tracker(loop: "Pushups")
        #expect(pushups.measure == Measure(unit: "times", target: Quantity(100)))
        let values = library.history(of: pushups.id).entries
        #expect(values.first == Entry(day: day("2021-09-01"), state: .value(Quantity(30))))
        #expect(values.dropFirst().first == Entry(day: day("2022-01-08"), state: .value(Quantity(100))))
        #expect(try library.tracker(loop: "run").measure == nil)
        #expect(try library.days(of: "run", .done) == [day("2022-01-03"), day("2022-01-18"), day("2022-01-19")])
        #expect(report.english.contains(
            "Approximated (Pushups): the file gives no unit or target for its numbers; they are counted in \"times\" with a target of 100 a day."))

        let (caffeine, _) = try importFile(try fixture("loop-real/habitbull4.csv"))
        let tracker = try caffeine.tracker(loop: "Caffeine")
        #expect(tracker.measure == Measure(unit: "times", target: Quantity(80)))
        #expect(caffeine.history(of: tracker.id).entries.map(\.state) == [.value(Quantity(80)), .value(Quantity(80))])
        #expect(caffeine.category(tracker.categoryID)?.name == "Coffee Consumption")
    }

    /// Both date layouts, quotes, a comment on a day not done, a decimal count, a day after
    /// today, a long comment.
    static let written = """
        HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\r
        Read,"Books, papers",Mind,2025-03-01,1,"first, with a comma"\r
        Read,"Books, papers",Mind,3/2/2025,0,sick\r
        Read,"Books, papers",Mind,2025-03-11,1,\r
        Water,,Health,2025-03-01,8,\r
        Water,,Health,2025-03-02,8,\r
        Water,,Health,2025-03-03,2.5,\(String(repeating: "w", count: 250))\r
        Water,,,2025-03-04,1500000,\r

        """

    @Test func a_file_written_from_the_format_maps_every_case() throws {
        let (library, report) = try importFile(Data(Self.written.utf8))
        #expect(library.trackers.map(\.name) == ["Read", "Water"])
        #expect(library.trackers.map(\.createdOn) == [day("2025-03-01"), day("2025-03-01")])
        #expect(try library.tracker(loop: "Read").note == "Books, papers")
        #expect(try library.days(of: "Read", .done) == [day("2025-03-01")])
        #expect(try library.note(of: "Read", on: day("2025-03-01")) == "first, with a comma")
        #expect(try library.note(of: "Read", on: day("2025-03-02")) == "sick")
        let water = try library.tracker(loop: "Water")
        #expect(water.measure == Measure(unit: "times", target: Quantity(8)))
        #expect(library.history(of: water.id).entries.map(\.state)
            == [.value(Quantity(8)), .value(Quantity(8)), .value(Quantity(thousandths: 2500))])
        #expect(try library.note(of: "Water", on: day("2025-03-03"))?.count == 200)
        #expect(report.english == [
            "Approximated: the file does not say how often its habits are due; each is \"Every day\" here.",
            "Not mapped (Read): 1 entry after 10 Mar 2025 left out.",
            "Not mapped (Water): 1 entry with values out of range (such as 1500000) left out.",
            "Approximated (Water): the file gives no unit or target for its numbers; they are counted in \"times\" with a target of 8 a day.",
            "Approximated (Water): 1 note longer than 200 characters cut.",
        ])
    }

    @Test func a_second_import_changes_nothing() throws {
        try expectSecondImportChangesNothing(Data(Self.written.utf8), clashing: "Read", app: "HabitBull")
        try expectSecondImportChangesNothing(try fixture("loop-real/habitbull2.csv"), clashing: "H3", app: "HabitBull")
    }

    @Test func hostile_files_are_refused_naming_the_problem_and_nothing_is_written() throws {
        let header = "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\n"
        #expect(try refusalWritingNothing(Data((header + "Read,,,2025-03-01,1\n").utf8))
            == "line 2 of the HabitBull file has 5 fields; its header has 6.")
        #expect(try refusalWritingNothing(Data((header + "Read,,,2025-03-01,1,,extra\n").utf8))
            == "line 2 of the HabitBull file has 7 fields; its header has 6.")
        #expect(try refusalWritingNothing(Data((header + "Read,,,yesterday,1,\n").utf8))
            == "line 2 has \"yesterday\" as its date; HabitBull writes 2016-03-18 or 3/18/2016.")
        #expect(try refusalWritingNothing(Data((header + "Read,,,13/45/2025,1,\n").utf8))
            == "line 2 has \"13/45/2025\" as its date; HabitBull writes 2016-03-18 or 3/18/2016.")
        #expect(try refusalWritingNothing(Data((header + "Read,,,2025-03-01,lots,\n").utf8))
            == "line 2 has \"lots\" as its value, which is not a number.")
        #expect(try refusalWritingNothing(Data((header + "Read,\"open,,2025-03-01,1,\n").utf8))
            == "the HabitBull file has a quoted field that never ends.")
        #expect(try refusalWritingNothing(Data(header.utf8) + Data([0x52, 0xFF, 0x2C]) + Data(",,2025-03-01,1,\n".utf8))
            == "the file (neither an SQLite file nor a zip archive) is not valid UTF-8.")
        #expect(try refusalWritingNothing(Data("HabitName,HabitDescription,HabitCategory,Date\nRead,,,2025-03-01\n".utf8))
            == "its header is \"HabitName,HabitDescription,HabitCategory,Date\"; HabitBull's is \"HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\".")
    }
}
