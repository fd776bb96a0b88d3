import Foundation
import HabitCore
@testable import HabitInterop
@testable import HabitStore
import HabitTestSupport
import Testing

/// Loop's CSV export as 2.0–2.3.1 writes it: question column, `Date,Value,Notes` headers with
/// Loop's words for values, quotes, commas and line breaks in fields, `Scores.csv` beside.
func loopCSV231() -> Data {
    var zip = TestZip()
    zip.add("Habits.csv", #"""
        Position,Name,Question,Description,NumRepetitions,Interval,Color
        001,Meditate,Did you meditate?,"10 minutes, after waking",1,1,#1976D2
        002,Run,,,3,7,#388E3C
        003,"Journal ""daily""",Write?,"line one
        line two",1,3,#8E24AA
        004,Water,,,1,1,#00ACC1

        """#)
    zip.add("001 Meditate/Checkmarks.csv", #"""
        Date,Value,Notes
        2025-03-06,YES_MANUAL,"calm, ""deep"""
        2025-03-05,UNKNOWN,
        2025-03-04,NO,sick
        2025-03-03,SKIP,
        2025-03-02,YES_AUTO,
        2025-03-01,YES_MANUAL,

        """#)
    zip.add("001 Meditate/Scores.csv", "Date,Score\n2025-03-06,0.1234\n")
    zip.add("002 Run/Checkmarks.csv", "Date,Value,Notes\n2025-03-03,YES_MANUAL,\n2025-03-02,YES_AUTO,\n2025-02-27,YES_MANUAL,\n", deflate: false)
    zip.add("002 Run/Scores.csv", "Date,Score\n")
    zip.add("003 Journal daily/Checkmarks.csv", "Date,Value,Notes\n2025-03-02,YES_MANUAL,\"multi\nline\"\n")
    zip.add("004 Water/Checkmarks.csv", "Date,Value,Notes\n2025-03-02,5500,\n2025-03-01,8000,\n")
    zip.add("Checkmarks.csv", "Date,Meditate,Run,Journal \"daily\",Water,\n2025-03-06,2,1,0,0,\n")
    zip.add("Scores.csv", "Date,Meditate,Run,Journal \"daily\",Water,\n2025-03-06,0.1,0.2,0.3,0.4,\n")
    return zip.data
}

/// Loop 1.x's CSV export: no question column; `Checkmarks.csv` without a header, Loop's integer
/// codes, CRLF line ends.
func loopCSVOld() -> Data {
    var zip = TestZip()
    zip.add("Habits.csv", "Position,Name,Description,NumRepetitions,Interval,Color\r\n001,Floss,Floss every night,1,1,#388E3C\r\n002,Swim,,2,7,#aaaaaa\r\n")
    zip.add("001 Floss/Checkmarks.csv", "2025-03-03,0\r\n2025-03-02,2\r\n2025-03-01,2\r\n")
    zip.add("002 Swim/Checkmarks.csv", "2025-03-04,1\r\n2025-03-03,2\r\n")
    zip.add("Scores.csv", "Date,Floss,Swim,\r\n")
    return zip.data
}

/// The layout after 2.3.1, with type, unit, target and archive.
func loopCSVWithType() -> Data {
    var zip = TestZip()
    zip.add("Habits.csv", #"""
        Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?
        001,Water,NUMERICAL,How many?,,1,1,#00ACC1,glasses,AT_LEAST,8.0,false
        002,Coffee,NUMERICAL,,,1,1,#FF8F00,cups,AT_MOST,2.5,true
        003,Read,YES_NO,,,1,3,#8E24AA,,,,false

        """#)
    zip.add("001 Water/Checkmarks.csv", "Date,Value,Notes\n2025-03-03,SKIP,\n2025-03-02,5500,hot\n2025-03-01,8000,\n")
    zip.add("002 Coffee/Checkmarks.csv", "Date,Value,Notes\n2025-03-01,3000,\n")
    zip.add("003 Read/Checkmarks.csv", "Date,Value,Notes\n2025-03-02,YES_MANUAL,\n")
    return zip.data
}

@Suite struct LoopCSVImportTests {
    @Test func the_csv_export_of_loop_2_3_1_maps_every_field() throws {
        let (library, report) = try importLoop(loopCSV231())
        guard case .csv(.withQuestion) = try LoopCSVReader.read(try ZipReader(Array(loopCSV231()))).source else { Issue.record("layout"); return }
        #expect(report.format.id == "loopCSV")
        #expect(library.trackers.map(\.name) == ["Meditate", "Run", "Journal \"daily\"", "Water"])
        #expect(library.trackers.map(\.note) == ["Did you meditate?\n10 minutes, after waking", nil, "Write?\nline one\nline two", nil])
        #expect(library.trackers.map(\.kind) == [.habit(.everyDay), .habit(.weekly(3)), .habit(.rolling(times: 1, days: 3)), .habit(.everyDay)])
        #expect(library.trackers.map(\.color) == ["#2563EB", "#16A34A", "#9333EA", "#0891B2"])
        #expect(library.trackers.map(\.createdOn) == [day("2025-03-01"), day("2025-02-27"), day("2025-03-02"), day("2025-03-01")])
        #expect(library.trackers.allSatisfy { $0.archivedOn == nil })
        #expect(library.history(of: try library.tracker(loop: "Meditate").id).entries == [
            Entry(day: day("2025-03-01")),
            Entry(day: day("2025-03-03"), state: .skipped),
            Entry(day: day("2025-03-04"), state: nil, note: "sick"),
            Entry(day: day("2025-03-06"), note: "calm, \"deep\""),
        ])
        #expect(library.history(of: try library.tracker(loop: "Run").id).entries == [Entry(day: day("2025-02-27")), Entry(day: day("2025-03-03"))])
        #expect(library.history(of: try library.tracker(loop: "Journal \"daily\"").id).entries
            == [Entry(day: day("2025-03-02"), note: "multi\nline")])
        // This layout does not say a habit is numeric: its values do.
        let water = try library.tracker(loop: "Water")
        #expect(water.measure == Measure(unit: "units", target: Quantity(thousandths: 1)))
        #expect(library.history(of: water.id).entries.map(\.state) == [.value(Quantity(8)), .value(Quantity(thousandths: 5500))])
        #expect(report.english == [
            "Approximated (Water): its values are numbers, but the file gives no unit or target.",
            "Approximated (Water): it has no unit; it is \"units\" here.",
            "Approximated (Water): its target 0 is out of range; it is 0.001 here.",
        ])
        // No uuids in CSV: matched by name and first day.
        #expect(try library.tracker(loop: "Run").id == Tracker.ID(NameBasedUUID.make(name: "loop:name:run@2025-02-27")))
        #expect(report.habits.allSatisfy { $0.reminders.isEmpty })
    }

    @Test func the_header_less_csv_of_older_loops_maps_every_field() throws {
        let (library, report) = try importLoop(loopCSVOld())
        guard case .csv(.withoutQuestion) = try LoopCSVReader.read(try ZipReader(Array(loopCSVOld()))).source else { Issue.record("layout"); return }
        #expect(library.trackers.map(\.name) == ["Floss", "Swim"])
        #expect(library.trackers.map(\.note) == ["Floss every night", nil])
        #expect(library.trackers.map(\.kind) == [.habit(.everyDay), .habit(.weekly(2))])
        #expect(library.trackers.map(\.color) == ["#16A34A", "#7994F5"])
        #expect(library.trackers.map(\.measure) == [nil, nil])
        #expect(library.history(of: try library.tracker(loop: "Floss").id).entries == [Entry(day: day("2025-03-01")), Entry(day: day("2025-03-02"))])
        #expect(library.history(of: try library.tracker(loop: "Swim").id).entries == [Entry(day: day("2025-03-03"))])
        #expect(report.notes.isEmpty)
        #expect(report.entries == 3)
    }

    @Test func the_layout_with_type_maps_numeric_habits_and_archive() throws {
        let (library, _) = try importLoop(loopCSVWithType())
        #expect(library.trackers.map(\.name) == ["Water", "Coffee", "Read"])
        #expect(library.trackers.map(\.measure) == [Measure(unit: "glasses", target: Quantity(8)),
                                                    Measure(unit: "cups", target: Quantity(thousandths: 2500), direction: .atMost), nil])
        #expect(library.trackers.map(\.archivedOn) == [nil, loopToday, nil])
        #expect(library.trackers.map(\.note) == ["How many?", nil, nil])
        #expect(library.history(of: try library.tracker(loop: "Water").id).entries == [
            Entry(day: day("2025-03-01"), state: .value(Quantity(8))),
            Entry(day: day("2025-03-02"), state: .value(Quantity(thousandths: 5500)), note: "hot"),
            Entry(day: day("2025-03-03"), state: .skipped),
        ])
    }

    @Test(arguments: [0, 1, 2])
    func csv_exports_go_into_a_library_that_has_trackers_and_twice_equals_once(layout: Int) throws {
        let data = [loopCSV231(), loopCSVOld(), loopCSVWithType()][layout]
        var library = Library()
        let mine = try library.addCategory(named: "Mine")
        let loopCategory = try library.addCategory(named: "Loop")
        let floss = try library.addTracker(TrackerDraft(name: "Floss", kind: .habit(.everyDay), categoryID: mine.id), today: loopToday)
        let water = try library.addTracker(TrackerDraft(name: "water", kind: .event, categoryID: mine.id), today: loopToday)
        let (once, report) = try importLoop(data, into: library)
        #expect(once.tracker(floss.id) == library.tracker(floss.id))
        #expect(once.tracker(water.id) == library.tracker(water.id))
        #expect(once.categories.count == 2)
        let imported = once.trackers(in: loopCategory.id)
        #expect(imported.count == report.newHabits)
        #expect(imported.map(\.position) == Array(2..<(2 + imported.count)))
        for habit in report.habits where ["Floss", "Water"].contains(habit.sourceName) {
            #expect(habit.name == habit.sourceName + " (Loop)")
        }
        let (twice, again) = try importLoop(data, into: once)
        #expect(twice == once)
        #expect(!again.changesLibrary)
    }

    @Test func csv_fields_follow_rfc_4180() {
        #expect(CSV.parse("a,\"b,c\",\"d\"\"e\"\r\n\"f\ng\",,h\n") == [["a", "b,c", "d\"e"], ["f\ng", "", "h"]])
        #expect(CSV.parse("a,b") == [["a", "b"]])
        #expect(CSV.parse("\"\"\n") == [[""]])
        #expect(CSV.parse("\u{FEFF}x\n\ny\n") == [["x"], ["y"]])
        #expect(CSV.parse("\"open") == nil)
        #expect(CSV.line(["a", "b,c", "d\"e", "f\ng", "é"]) == "a,\"b,c\",\"d\"\"e\",\"f\ng\",é\r\n")
    }
}
