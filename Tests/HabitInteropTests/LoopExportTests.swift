import Foundation
import HabitCore
@testable import HabitInterop
@testable import HabitStore
import HabitTestSupport
import Testing

/// The CSV export and the Loop backup export (SPEC §12), read back by the importer.
@Suite struct LoopExportTests {
    /// A library with every schedule kind, both measure directions, skips, values, notes alone,
    /// an archived habit, a paused one and an event.
    private func sample() throws -> Library {
        var library = Library()
        let health = try library.addCategory(named: "Health")
        let mind = try library.addCategory(named: "Mind, \"calm\"")
        let start = day("2025-03-01")
        func add(_ name: String, _ schedule: Schedule?, _ category: Category.ID, color: String = Palette.colors[0],
                 note: String? = nil, measure: Measure? = nil) throws -> Tracker.ID {
            try library.addTracker(TrackerDraft(name: name, kind: schedule.map { .habit($0) } ?? .event, categoryID: category,
                                                color: color, note: note, createdOn: start, measure: measure), today: loopToday).id
        }
        let run = try add("Run", .weekdays(WeekdaySet([.mon, .wed, .fri])), health.id, color: "#16A34A", note: "Easy pace,\nthen stretch")
        let daily = try add("Floss", .everyDay, health.id, color: "#DC2626")
        let weekly = try add("Swim", .weekly(3), health.id, color: "#0891B2")
        let monthly = try add("Call mom", .monthly(2), mind.id, color: "#9333EA")
        let every3 = try add("Read", .rolling(times: 1, days: 3), mind.id, color: "#F59E0B")
        let twoIn10 = try add("Gym", .rolling(times: 2, days: 10), health.id, color: "#DB2777")
        let water = try add("Water", .everyDay, health.id, measure: Measure(unit: "glasses", target: Quantity(8)))
        let coffee = try add("Coffee", .weekly(1), mind.id, measure: Measure(unit: "cups", target: Quantity(thousandths: 2500), direction: .atMost))
        _ = try add("Dentist", nil, health.id)
        try library.setEntry(.done, note: "felt good", tracker: run, on: day("2025-03-03"), today: loopToday)
        try library.setEntry(.skipped, tracker: run, on: day("2025-03-05"), today: loopToday)
        try library.setEntry(nil, note: "rain", tracker: run, on: day("2025-03-07"), today: loopToday)
        for offset in 0..<5 { try library.setDone(true, tracker: daily, on: start.adding(days: offset), today: loopToday) }
        try library.setDone(true, tracker: weekly, on: day("2025-03-04"), today: loopToday)
        try library.setDone(true, tracker: monthly, on: day("2025-03-09"), today: loopToday)
        try library.setDone(true, tracker: every3, on: day("2025-03-02"), today: loopToday)
        try library.setEntry(.skipped, tracker: twoIn10, on: day("2025-03-02"), today: loopToday)
        try library.setEntry(.value(Quantity(thousandths: 5500)), note: "hot", tracker: water, on: day("2025-03-01"), today: loopToday)
        try library.setEntry(.value(Quantity(9)), tracker: water, on: day("2025-03-02"), today: loopToday)
        try library.setEntry(.value(Quantity(thousandths: 1250)), tracker: coffee, on: day("2025-03-02"), today: loopToday)
        try library.setArchived(true, tracker: every3, today: loopToday)
        try library.pause(twoIn10, from: day("2025-03-05"), until: day("2025-03-08"), today: loopToday)
        return library
    }

    // MARK: CSV

    @Test func the_csv_export_has_one_rfc_4180_row_per_entry() throws {
        var library = Library()
        let category = try library.addCategory(named: "Mind, \"calm\"")
        let read = try library.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id,
                                                       createdOn: day("2025-03-01")), today: loopToday)
        let water = try library.addTracker(TrackerDraft(name: "Вода", kind: .habit(.everyDay), categoryID: category.id,
                                                        createdOn: day("2025-03-01"), measure: Measure(unit: "l", target: Quantity(2))),
                                           today: loopToday)
        try library.setEntry(.done, note: "chapter 3, \"the storm\"", tracker: read.id, on: day("2025-03-02"), today: loopToday)
        try library.setEntry(.skipped, tracker: read.id, on: day("2025-03-03"), today: loopToday)
        try library.setEntry(nil, note: "two\nlines", tracker: read.id, on: day("2025-03-04"), today: loopToday)
        try library.setEntry(.value(Quantity(thousandths: 1500)), tracker: water.id, on: day("2025-03-01"), today: loopToday)
        let text = String(decoding: HabitsCSV.export(library), as: UTF8.self)
        #expect(text == "tracker,category,date,state,value,note\r\n"
            + "Read,\"Mind, \"\"calm\"\"\",2025-03-02,done,,\"chapter 3, \"\"the storm\"\"\"\r\n"
            + "Read,\"Mind, \"\"calm\"\"\",2025-03-03,skipped,,\r\n"
            + "Read,\"Mind, \"\"calm\"\"\",2025-03-04,,,\"two\nlines\"\r\n"
            + "Вода,\"Mind, \"\"calm\"\"\",2025-03-01,,1.5,\r\n")
        #expect(CSV.parse(text)?.count == 5)
        #expect(String(decoding: HabitsCSV.export(Library()), as: UTF8.self) == "tracker,category,date,state,value,note\r\n")
    }

    // MARK: Loop backup

    @Test func the_loop_backup_has_loops_schema_at_version_25() throws {
        let export = try LoopBackup.export(try sample())
        #expect(try ImportRecognizer.format(of: export.data)?.id == "loopBackup")
        let exported = try SQLiteConnection(readOnlyImage: Array(export.data), valueLimit: InteropLimits.sqliteValue)
        let reference = try SQLiteConnection(readOnlyImage: Array(try loopBackup("schema-v25")), valueLimit: InteropLimits.sqliteValue)
        let grown = try SQLiteConnection(readOnlyImage: Array(try loopBackup("backup-v25")), valueLimit: InteropLimits.sqliteValue)
        #expect(try exported.scalar("PRAGMA user_version") == 25)
        var integrity: [String] = []
        try exported.query("PRAGMA integrity_check") { integrity.append($0.text(0)) }
        #expect(integrity == ["ok"])
        for table in ["Habits", "Repetitions", "Events"] {
            let expected = try columns(table, reference)
            #expect(!expected.isEmpty)
            #expect(try columns(table, exported) == expected, "table \(table)")
            #expect(try columns(table, grown) == expected, "the fixture's table \(table)")
        }
        #expect(try indexes(exported) == indexes(reference))
        #expect(try indexes(exported) == ["idx_repetitions_habit_timestamp unique=1 (habit,timestamp)"])
        #expect(try tables(exported) == ["Events", "Habits", "Repetitions", "android_metadata", "sqlite_sequence"])
    }

    private func columns(_ table: String, _ db: SQLiteConnection) throws -> [String] {
        var rows: [String] = []
        try db.query("SELECT name, type, \"notnull\", coalesce(dflt_value, 'NULL'), pk FROM pragma_table_info('\(table)')") { row in
            rows.append("\(row.text(0)) \(row.text(1).lowercased()) notnull=\(row.int(2)) default=\(row.text(3)) pk=\(row.int(4))")
        }
        return rows
    }

    private func indexes(_ db: SQLiteConnection) throws -> [String] {
        var rows: [String] = []
        try db.query("""
            SELECT il.name, il."unique", group_concat(ii.name, ',') FROM sqlite_master m, pragma_index_list(m.name) il,
                pragma_index_info(il.name) ii WHERE m.type = 'table' GROUP BY il.name ORDER BY il.name
            """) { row in rows.append("\(row.text(0)) unique=\(row.int(1)) (\(row.text(2)))") }
        return rows
    }

    private func tables(_ db: SQLiteConnection) throws -> [String] {
        var rows: [String] = []
        try db.query("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { rows.append($0.text(0)) }
        return rows
    }

    @Test func the_loop_backup_holds_loops_frequencies_values_and_notes() throws {
        let library = try sample()
        let export = try LoopBackup.export(library)
        #expect(export.notExported == [
            "\"Run\" is on chosen weekdays; Loop has it 3 times a week.",
            "\"Gym\" has pauses; Loop has none, so they were left out.",
            "\"Dentist\" is an event; Loop has none, so it was left out.",
        ])
        let loop = try LoopBackupReader.read(try ImportDatabase(Array(export.data)))
        #expect(loop.source == .backup(version: 25))
        #expect(loop.habits.map(\.name) == ["Run", "Floss", "Swim", "Gym", "Water", "Call mom", "Read", "Coffee"])
        #expect(loop.habits.map(\.position) == Array(0..<8))
        #expect(loop.habits.map { "\($0.numerator)/\($0.denominator)" } == ["3/7", "1/1", "3/7", "2/10", "1/1", "2/30", "1/3", "1/7"])
        #expect(loop.habits.map(\.color) == [.index(7), .index(0), .index(9), .index(15), .index(11), .index(14), .index(3), .index(11)])
        #expect(loop.habits.map(\.archived) == [false, false, false, false, false, false, true, false])
        #expect(loop.habits.map(\.isNumerical) == [false, false, false, false, true, false, false, true])
        #expect(loop.habits[0].description == "Easy pace,\nthen stretch" && loop.habits[0].question == "")
        #expect(loop.habits[0].uuid == library.tracker(named: "Run")!.id.lowercased.replacingOccurrences(of: "-", with: ""))
        #expect(loop.habits[0].entries == [
            LoopEntry(day: day("2025-03-03"), value: 2, notes: "felt good"),
            LoopEntry(day: day("2025-03-05"), value: 3),
            LoopEntry(day: day("2025-03-07"), value: -1, notes: "rain"),
        ])
        #expect(loop.habits[4].unit == "glasses" && loop.habits[4].targetValue == 8 && loop.habits[4].targetType == 0)
        #expect(loop.habits[4].entries.map(\.value) == [5500, 9000])
        #expect(loop.habits[7].unit == "cups" && loop.habits[7].targetValue == 2.5 && loop.habits[7].targetType == 1)
        #expect(loop.habits.allSatisfy { $0.reminder == nil })
    }

    @Test func the_loop_backup_read_back_into_an_empty_library_gives_the_same_habits() throws {
        let library = try sample()
        let (imported, report) = try importLoop(try LoopBackup.export(library).data)
        let habits = library.trackers.filter(\.kind.isHabit)
        #expect(report.newHabits == habits.count)
        for original in habits {
            let copy = try imported.tracker(loop: original.name)
            let expectedKind: Tracker.Kind = original.name == "Run" ? .habit(.weekly(3)) : original.kind
            #expect(copy.kind == expectedKind, "\(original.name)")
            #expect(copy.measure == original.measure, "\(original.name)")
            #expect(copy.note == original.note, "\(original.name)")
            #expect(copy.color == original.color, "\(original.name)")
            #expect((copy.archivedOn != nil) == (original.archivedOn != nil), "\(original.name)")
            #expect(imported.history(of: copy.id) == library.history(of: original.id), "\(original.name)")
        }
    }

    @Test func the_loop_backup_read_back_into_its_own_library_changes_nothing() throws {
        let library = try sample()
        let (merged, report) = try importLoop(try LoopBackup.export(library).data, into: library)
        #expect(merged == library)
        #expect(!report.changesLibrary)
        #expect(report.habits.map(\.trackerID) == LoopBackup.ordered(library).filter(\.kind.isHabit).map(\.id))
    }

    @Test func a_measurable_habit_per_month_is_a_numeric_habit_of_1_in_30() throws {
        var library = Library()
        let category = try library.addCategory(named: "C")
        _ = try library.addTracker(TrackerDraft(name: "Km", kind: .habit(.monthly(3)), categoryID: category.id,
                                                measure: Measure(unit: "km", target: Quantity(100))), today: loopToday)
        let habit = try #require(try LoopBackupReader.read(try ImportDatabase(Array(try LoopBackup.export(library).data))).habits.first)
        #expect(habit.numerator == 1 && habit.denominator == 30 && habit.isNumerical == true && habit.targetValue == 100)
        let (imported, _) = try importLoop(try LoopBackup.export(library).data)
        #expect(try imported.tracker(loop: "Km").kind == .habit(.monthly(1)))
    }

    @Test func schedules_map_to_loops_frequencies() {
        #expect(Schedule.everyDay.frequency == (1, 1))
        #expect(Schedule.weekdays(WeekdaySet([.sat, .sun])).frequency == (2, 7))
        #expect(Schedule.weekly(4).frequency == (4, 7))
        #expect(Schedule.monthly(5).frequency == (5, 30))
        #expect(Schedule.rolling(times: 1, days: 3).frequency == (1, 3))
    }
}
