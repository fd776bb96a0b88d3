import Foundation
import HabitCore
@testable import HabitInterop
@testable import HabitStore
import HabitTestSupport
import Testing

/// Loop backups in (SPEC §12), from the SQL fixtures in `Fixtures/loop/`.
@Suite struct LoopImportTests {
    // MARK: Recognising a file

    @Test func files_are_recognised_by_their_content() throws {
        #expect(try ImportRecognizer.format(of: try loopBackup("backup-v25"))?.id == "loopBackup")
        var zip = TestZip()
        zip.add("Habits.csv", "x")
        #expect(try ImportRecognizer.format(of: zip.data)?.id == "loopCSV")
        guard case .habitsDocument = try ImportRecognizer.read(ExportDocument(Library()).encoded()) else { Issue.record("JSON"); return }
        guard case .habitsDocument = try ImportRecognizer.read(Data("\u{FEFF} \n{\"format\":\"habits\"}".utf8)) else {
            Issue.record("JSON with a byte-order mark"); return
        }
        #expect(try ImportRecognizer.format(of: Data("Position,Name".utf8)) == nil)
        #expect(try ImportRecognizer.format(of: Data()) == nil)
        #expect(problem { _ = try ImportRecognizer.read(Data("Position,Name".utf8)) }?.hasPrefix("it is not a Habits export (a JSON object) nor the file of an app Habits reads (Loop") == true)
    }

    // MARK: Ids

    @Test func sha1_and_name_based_uuids_match_their_standards() {
        let hex = SHA1.digest(Array("abc".utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(hex == "a9993e364706816aba3e25717850c26c9cd0d89d")
        let dns = UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!
        #expect(NameBasedUUID.make(namespace: dns, name: "python.org").uuidString.lowercased() == "886313e1-3b8a-5372-9b90-0c9aee199e5d")
    }

    @Test func tracker_ids_are_pinned_to_loops_uuid() throws {
        let (library, _) = try importLoop(try loopBackup("backup-v25"))
        let meditate = try library.tracker(loop: "Meditate")
        #expect(meditate.id == Tracker.ID(NameBasedUUID.make(name: "loop:uuid:a1b2c3d4e5f60718293a4b5c6d7e8f90")))
        #expect(meditate.id.lowercased == "f55e45ac-b3f8-5a38-bb0b-44589d9c6389")
        #expect(try library.tracker(loop: "Gym").id == Tracker.ID(NameBasedUUID.make(name: "loop:uuid:0123456789abcdef0123456789abcdef36")))
    }

    // MARK: Version 25

    @Test func a_version_25_backup_maps_every_field() throws {
        let (library, report) = try importLoop(try loopBackup("backup-v25"))
        let category = try #require(library.category(named: "Loop"))
        #expect(category.position == 0)
        #expect(category.id == Category.ID(NameBasedUUID.make(name: "category:loop")))
        #expect(library.categories.count == 1)
        #expect(library.trackers.map(\.name) == ["Meditate", "Run", "Water", "Coffee", "Read", "Gym", "Call mom", "Floss", "Yoga"])
        #expect(library.trackers.map(\.position) == Array(0..<9))
        #expect(library.trackers.allSatisfy { $0.categoryID == category.id && $0.emoji == "🙂" && !$0.pinned && $0.pauses.isEmpty })
        #expect(library.trackers.map(\.color) == ["#2563EB", "#16A34A", "#0891B2", "#F59E0B", "#9333EA", "#DC2626",
                                                  "#7994F5", "#475569", "#35347C"])
        #expect(library.trackers.map(\.kind) == [.habit(.everyDay), .habit(.weekly(3)), .habit(.everyDay), .habit(.everyDay),
                                                 .habit(.rolling(times: 1, days: 3)), .habit(.rolling(times: 2, days: 10)),
                                                 .habit(.monthly(2)), .habit(.monthly(27)), .habit(.everyDay)])
        #expect(library.trackers.map(\.createdOn) == [day("2025-03-01"), day("2025-02-27"), day("2025-03-01"), day("2025-03-01"),
                                                      day("2025-03-02"), loopToday, day("2025-03-05"), day("2025-03-01"),
                                                      day("2025-03-02")])
        #expect(library.trackers.map(\.archivedOn) == [nil, nil, nil, nil, loopToday, nil, nil, nil, nil])

        let meditate = try library.tracker(loop: "Meditate")
        #expect(meditate.note == "Did you meditate?\n10 minutes after waking")
        #expect(meditate.measure == nil)
        #expect(library.history(of: meditate.id).entries == [
            Entry(day: day("2025-03-01")),
            Entry(day: day("2025-03-03"), state: .skipped),
            Entry(day: day("2025-03-04"), state: nil, note: "sick"),
            Entry(day: day("2025-03-06"), note: "calm, \"deep\""),
        ])
        #expect(try library.tracker(loop: "Water").note == "How many glasses?")
        #expect(try library.tracker(loop: "Run").note == nil)

        let water = try library.tracker(loop: "Water")
        #expect(water.measure == Measure(unit: "glasses", target: Quantity(8), direction: .atLeast, step: Quantity(1)))
        #expect(library.history(of: water.id).entries == [
            Entry(day: day("2025-03-01"), state: .value(Quantity(8))),
            Entry(day: day("2025-03-02"), state: .value(Quantity(thousandths: 5500)), note: "hot day"),
            Entry(day: day("2025-03-03"), state: .skipped),
            Entry(day: day("2025-03-04"), state: .value(.zero)),
        ])
        let coffee = try library.tracker(loop: "Coffee")
        #expect(coffee.measure == Measure(unit: "cups", target: Quantity(thousandths: 2500), direction: .atMost))
        #expect(library.history(of: coffee.id).entries.map(\.state) == [.value(Quantity(3)), .value(Quantity(thousandths: 1250))])

        #expect(library.history(of: try library.tracker(loop: "Run").id).entries == [Entry(day: day("2025-02-27")), Entry(day: day("2025-03-03"))])
        #expect(library.history(of: try library.tracker(loop: "Gym").id).isEmpty)
        let yoga = library.history(of: try library.tracker(loop: "Yoga").id).entries
        #expect(yoga.count == 1)
        let yogaNote = try #require(yoga.first?.note)
        #expect(yogaNote.count == 200 && yogaNote.hasPrefix("Sun salutation, abab") && yogaNote.hasSuffix("…"))

        // The report: the preview of the same import.
        #expect(report.category == "Loop")
        #expect(report.newHabits == 9)
        #expect(report.entries == 4 + 2 + 4 + 2 + 1 + 0 + 1 + 1 + 1)
        #expect(report.entriesWritten == report.entries)
        #expect(report.changesLibrary)
        #expect(report.habits.map(\.sourceName) == library.trackers.map(\.name))
        #expect(report.format.id == "loopBackup" && report.format.app == "Loop")
        #expect(report.habits.map(\.trackerID) == library.trackers.map(\.id))
        #expect(report.english == [
            "Not mapped (Meditate): 1 entry after 10 Mar 2025 left out.",
            "Approximated (Floss): \"28 times a month\" is more than Habits allows; it is \"27 times a month\" here.",
            "Approximated (Yoga): 1 note longer than 200 characters cut.",
        ])
        // Reminders become reminders (SPEC §15): Loop's mask has bit 0 = Saturday.
        #expect(meditate.reminders == [Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: .everyDay)])
        #expect(try library.tracker(loop: "Run").reminders == [Reminder(time: TimeOfDay(hour: 18, minute: 5)!, weekdays: WeekdaySet([.mon, .sat]))])
        #expect(water.reminders.isEmpty)
        #expect(report.habits.map(\.reminders.count) == [1, 1, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func a_version_25_backup_goes_into_a_library_that_has_trackers() throws {
        var library = Library()
        let health = try library.addCategory(named: "Health")
        let run = try library.addTracker(TrackerDraft(name: "run", kind: .habit(.everyDay), categoryID: health.id), today: loopToday)
        try library.setDone(true, tracker: run.id, on: loopToday, today: loopToday)
        let before = library

        let (merged, report) = try importLoop(try loopBackup("backup-v25"), into: library)
        #expect(merged.categories.map(\.name) == ["Health", "Loop"])
        #expect(merged.categories.map(\.position) == [0, 1])
        #expect(merged.tracker(run.id) == before.tracker(run.id))
        #expect(merged.history(of: run.id) == before.history(of: run.id))
        let loop = try #require(merged.category(named: "Loop"))
        #expect(merged.trackers(in: loop.id).map(\.name) == ["Meditate", "Run (Loop)", "Water", "Coffee", "Read", "Gym",
                                                             "Call mom", "Floss", "Yoga"])
        #expect(merged.trackers(in: loop.id).map(\.position) == Array(1...9))
        #expect(report.habits[1].name == "Run (Loop)")
        #expect(report.english.contains("Renamed (Run): you already track \"Run\"; it is \"Run (Loop)\" here."))
        #expect(merged.history(of: try merged.tracker(loop: "Run (Loop)").id).entries.count == 2)
    }

    @Test func new_habits_go_into_the_category_named_by_the_caller() throws {
        var library = Library()
        let imported = try library.addCategory(named: "Imported")
        let (merged, report) = try importLoop(try loopBackup("backup-v22"), into: library, category: "imported")
        #expect(merged.categories.count == 1)
        #expect(merged.trackers.allSatisfy { $0.categoryID == imported.id })
        #expect(report.category == "Imported")
        #expect(problem { _ = try importLoop(try loopBackup("backup-v22"), category: " ") } == DomainError.categoryNameMissing.message)
        // Without a category named, habits go into one named for the app.
        #expect(try importLoop(try loopBackup("backup-v22")).1.category == "Loop")
    }

    // MARK: Version 22 and older

    @Test func a_version_22_backup_has_its_question_in_the_description() throws {
        let (library, report) = try importLoop(try loopBackup("backup-v22"))
        #expect(library.trackers.map(\.name) == ["Meditate", "Walk", "Steps"])
        #expect(library.trackers.map(\.note) == ["Did you meditate?", "Walk the dog", "How many steps?"])
        #expect(library.trackers.map(\.kind) == [.habit(.everyDay), .habit(.weekly(1)), .habit(.everyDay)])
        #expect(library.trackers.map(\.color) == ["#2563EB", "#F59E0B", "#0891B2"])
        #expect(library.trackers.map(\.archivedOn) == [nil, nil, loopToday])
        #expect(library.trackers.map(\.createdOn) == [day("2025-03-01"), day("2025-03-03"), day("2025-03-01")])
        let steps = try library.tracker(loop: "Steps")
        #expect(steps.measure == Measure(unit: "steps", target: Quantity(10_000)))
        #expect(library.history(of: steps.id).entries == [Entry(day: day("2025-03-01"), state: .value(Quantity(thousandths: 12_345)))])
        #expect(library.history(of: try library.tracker(loop: "Meditate").id).entries
            == [Entry(day: day("2025-03-01")), Entry(day: day("2025-03-02"), state: .skipped)])
        // No uuids before version 24: habits are matched by name and first day.
        #expect(try library.tracker(loop: "Walk").id == Tracker.ID(NameBasedUUID.make(name: "loop:name:walk@2025-03-03")))
        #expect(library.trackers[0].reminders == [Reminder(time: TimeOfDay(hour: 21, minute: 0)!)])
        #expect(report.english == ["Not mapped: 1 entry of no habit in the file left out."])
    }

    @Test func a_version_22_backup_goes_into_a_library_that_has_trackers() throws {
        var library = Library()
        let mind = try library.addCategory(named: "Mind")
        _ = try library.addTracker(TrackerDraft(name: "MEDITATE", kind: .habit(.weekly(2)), categoryID: mind.id), today: loopToday)
        let (merged, report) = try importLoop(try loopBackup("backup-v22"), into: library)
        #expect(merged.trackers.map(\.name) == ["MEDITATE", "Meditate (Loop)", "Walk", "Steps"])
        #expect(merged.trackers.map(\.position) == [0, 1, 2, 3])
        #expect(report.newHabits == 3)
    }

    @Test func a_version_15_backup_has_checks_without_values_and_thirteen_colours() throws {
        let (library, report) = try importLoop(try loopBackup("backup-v15"))
        #expect(library.trackers.map(\.name) == ["Floss", "Swim"])
        #expect(library.trackers.map(\.color) == ["#16A34A", "#7994F5"])
        #expect(library.trackers.map(\.kind) == [.habit(.everyDay), .habit(.weekly(2))])
        #expect(library.trackers.map(\.note) == ["Floss every night", nil])
        #expect(library.history(of: try library.tracker(loop: "Floss").id).entries == [Entry(day: day("2025-03-01")), Entry(day: day("2025-03-02"))])
        #expect(library.trackers[0].reminders.map(\.weekdays) == [WeekdaySet([.mon, .tue, .wed, .thu, .sun])])
        #expect(report.english == ["Not mapped: 1 entry of no habit in the file left out."])
    }

    @Test func a_backup_last_written_in_wal_mode_is_read() throws {
        // Android opens databases in WAL mode, so a copied Loop database may say so in its header.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("loop-wal-\(UUID().uuidString).db").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        do {
            let db = try SQLiteConnection(path: path)
            try db.execute("PRAGMA journal_mode = WAL")
            let url = try #require(Bundle.module.url(forResource: "backup-v22", withExtension: "sql", subdirectory: "Fixtures/loop"))
            try db.execute(try String(contentsOf: url, encoding: .utf8))
            try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes[18] == 2 && bytes[19] == 2)
        let (library, _) = try importLoop(bytes)
        #expect(library.trackers.map(\.name) == ["Meditate", "Walk", "Steps"])
    }

    // MARK: Importing again

    @Test(arguments: ["backup-v25", "backup-v22", "backup-v15"])
    func importing_the_same_backup_twice_equals_importing_it_once(fixture: String) throws {
        var library = Library()
        let other = try library.addCategory(named: "Other")
        _ = try library.addTracker(TrackerDraft(name: "Walk", kind: .habit(.everyDay), categoryID: other.id), today: loopToday)
        let data = try loopBackup(fixture)
        let (once, _) = try importLoop(data, into: library)
        let (twice, report) = try importLoop(data, into: once)
        #expect(twice == once)
        #expect(!report.changesLibrary)
        #expect(report.newHabits == 0 && report.entriesWritten == 0)
        #expect(report.habits.allSatisfy { !$0.isNew })
        #expect(report.habits.map(\.name) == once.trackers.filter { $0.categoryID != other.id }.map(\.name))
    }

    @Test func a_matched_habit_keeps_its_edits_and_takes_the_files_states() throws {
        let data = try loopBackup("backup-v25")
        var (library, _) = try importLoop(data)
        let meditate = try library.tracker(loop: "Meditate")
        try library.updateTracker(meditate.id, TrackerChanges(name: "Sit", color: "#6E44FE"), today: loopToday)
        try library.setEntry(nil, tracker: meditate.id, on: day("2025-03-01"), today: loopToday)
        try library.setEntry(nil, note: "kept", tracker: meditate.id, on: day("2025-03-08"), today: loopToday)
        try library.setEntry(.done, tracker: meditate.id, on: day("2025-03-04"), today: loopToday)

        let (merged, report) = try importLoop(data, into: library)
        let sit = try merged.tracker(loop: "Sit")
        #expect(sit.id == meditate.id && sit.color == "#6E44FE")
        #expect(merged.tracker(named: "Meditate") == nil)
        #expect(merged.history(of: sit.id).entries == [
            Entry(day: day("2025-03-01")),
            Entry(day: day("2025-03-03"), state: .skipped),
            Entry(day: day("2025-03-04"), state: .done, note: "sick"),
            Entry(day: day("2025-03-06"), note: "calm, \"deep\""),
            Entry(day: day("2025-03-08"), state: nil, note: "kept"),
        ])
        #expect(report.habits[0].name == "Sit" && report.habits[0].entriesWritten == 1)
        #expect(report.entriesWritten == 1)
    }

    // MARK: Single fields

    @Test func frequencies_map_as_the_spec_says() {
        func map(_ num: Int, _ den: Int) -> Schedule { SourceMapping.schedule(times: num, in: den).0 }
        #expect(map(1, 1) == .everyDay)
        #expect(map(7, 7) == .everyDay)
        #expect(map(9, 7) == .everyDay)
        #expect(map(1, 7) == .weekly(1))
        #expect(map(6, 7) == .weekly(6))
        #expect(map(3, 30) == .monthly(3))
        #expect(map(3, 31) == .monthly(3))
        #expect(map(30, 31) == .monthly(27))
        #expect(map(1, 2) == .rolling(times: 1, days: 2))
        #expect(map(1, 365) == .rolling(times: 1, days: 365))
        #expect(map(2, 10) == .rolling(times: 2, days: 10))
        #expect(map(1, 400) == .rolling(times: 1, days: 365))
        #expect(map(300, 400) == .rolling(times: 274, days: 365))
        #expect(map(0, 7) == .everyDay)
        #expect(SourceMapping.schedule(times: 1, in: 400).1 == .scheduleCapped(wanted: .rolling(times: 1, days: 400),
                                                                               schedule: .rolling(times: 1, days: 365)))
        #expect(SourceMapping.schedule(times: 0, in: 7).1 == .frequencyMeaningless(frequency: "0/7", schedule: .everyDay))
        #expect(SourceMapping.schedule(times: 2, in: 10).1 == nil)
    }

    @Test func each_of_loops_colours_goes_to_the_nearest_palette_colour() {
        let expected = ["#DC2626", "#DC2626", "#FF881E", "#F59E0B", "#F59E0B", "#F59E0B", "#2FD058", "#16A34A", "#0891B2",
                        "#0891B2", "#007BFA", "#2563EB", "#35347C", "#35347C", "#9333EA", "#DB2777", "#475569", "#475569",
                        "#475569", "#7994F5"]
        #expect((0..<20).map { LoopPalette.nearestPaletteColor(to: .index($0)) } == expected)
        #expect(LoopPalette.nearestPaletteColor(to: .rgb(0x2563EB)) == "#2563EB")
        // Before version 14 colours were ARGB integers.
        #expect(LoopPalette.color(stored: -2_937_041, version: 13) == .rgb(0xD32F2F))
        #expect(LoopPalette.color(stored: 12, version: 20) == .index(19))
        #expect(LoopPalette.color(stored: 25, version: 25) == .index(0))
    }

    @Test func question_and_description_join_into_a_note_of_at_most_200_characters() {
        func note(question: String, description: String) -> (String?, Bool) {
            SourceMapping.cut(SourceMapping.joined([question, description]), to: Tracker.noteLimit)
        }
        #expect(note(question: " Q? ", description: "").0 == "Q?")
        #expect(note(question: "Q?", description: "D").0 == "Q?\nD")
        #expect(note(question: "", description: "").0 == nil)
        let (long, cut) = note(question: String(repeating: "é", count: 150), description: String(repeating: "a", count: 100))
        #expect(cut && long?.count == 200 && long?.hasSuffix("a…") == true)
        #expect(note(question: "bell\u{7}", description: "").0 == "bell")
    }
}
