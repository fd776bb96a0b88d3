import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Loop's own test assets (`../shared/fixtures/loop-real`, read at run time), asserting what
/// Loop's ImportTest asserts, and the QA report's M4 and m5.
@Suite struct LoopRealFilesTests {
    @Test func loop_db_holds_nine_habits_as_loops_own_test_says() throws {
        let (library, report) = try importLoop(try fixture("loop-real/loop.db"))
        #expect(report.habits.count == 9 && report.format.id == "loopBackup")
        let wake = try library.tracker(loop: "Wake up early")
        #expect(wake.kind == .habit(.weekly(3)))
        let done = library.history(of: wake.id).doneDays
        #expect(done.contains(day("2016-03-14")) && done.contains(day("2016-03-16")) && !done.contains(day("2016-03-17")))
    }

    /// m5: two habits of one name inside one file are told apart, without "you already track".
    @Test func duplicate_names_inside_one_file_are_numbered_and_said_to_be() throws {
        let (library, report) = try importLoop(try fixture("loop-real/loop.db"))
        #expect(library.trackers.map(\.name) == ["Wake up early", "brush teeth", "Sleep early", "Vegan", "Sport", "I love you",
                                                 "Vegan (2)", "Sport (2)", "I love you (2)"])
        #expect(report.english.filter { $0.hasPrefix("Renamed") } == [
            "Renamed (Vegan): another habit in the file has the same name; this one is \"Vegan (2)\" here.",
            "Renamed (Sport): another habit in the file has the same name; this one is \"Sport (2)\" here.",
            "Renamed (I love you): another habit in the file has the same name; this one is \"I love you (2)\" here.",
        ])
        #expect(!report.english.contains { $0.contains("already track") })
        // Importing it again matches each of the two (numbered keys), and changes nothing.
        let (again, second) = try importLoop(try fixture("loop-real/loop.db"), into: library)
        #expect(again == library && second.newHabits == 0 && !second.changesLibrary)
    }

    /// m5: a CSV export's "Wake up early" (2 in 3 days, first done in 2015) is another habit than
    /// the backup's (3 a week, from 2016): it is not merged into it.
    @Test func a_csv_export_does_not_merge_by_name_into_an_unrelated_habit() throws {
        let (fromBackup, _) = try importLoop(try fixture("loop-real/loop.db"))
        let backupWake = try fromBackup.tracker(loop: "Wake up early")
        let (both, report) = try importLoop(try fixture("loop-real/loopcsv.zip"), into: fromBackup)
        #expect(report.format.id == "loopCSV" && report.newHabits == 2)
        #expect(both.tracker(backupWake.id) == backupWake && both.history(of: backupWake.id) == fromBackup.history(of: backupWake.id))
        let csvWake = try both.tracker(loop: "Wake up early (Loop)")
        #expect(csvWake.kind == .habit(.rolling(times: 2, days: 3)) && csvWake.note == "Did you wake up before 6am?")
        #expect(report.english.contains("Renamed (Wake up early): you already track \"Wake up early\"; it is \"Wake up early (Loop)\" here."))
        #expect(report.habits.map(\.isNew) == [true, true])
    }

    /// M4: 022.db's "Work out" rings at 18:00 on mask 113 (bit 0 Saturday): Sat, Wed, Thu, Fri.
    @Test func a_backups_reminder_arrives_as_a_reminder() throws {
        let (library, report) = try importLoop(try fixture("loop-real/022.db"))
        let workOut = try library.tracker(loop: "Work out")
        #expect(workOut.reminders == [Reminder(time: TimeOfDay(hour: 18, minute: 0)!, weekdays: WeekdaySet([.wed, .thu, .fri, .sat]))])
        #expect(workOut.note == "Did you work out?")
        #expect(try library.tracker(loop: "Test").reminders.isEmpty)
        #expect(report.habits.first?.reminders == workOut.reminders)
        let (_, older) = try importLoop(try fixture("loop-real/021.db"))
        #expect(older.habits.map(\.sourceName) == ["Hello world"])
    }

    /// Habits imported by name before keys held the first day are still found (no duplicate):
    /// one without entries ("Meditate") and one whose start is its first entry ("Wake up early").
    @Test(arguments: ["Meditate", "Wake up early"])
    func an_earlier_import_by_name_alone_is_still_matched(name: String) throws {
        let data = try fixture("loop-real/loopcsv.zip")
        let (library, _) = try importLoop(data)
        // As an earlier Habits made it: the tracker's id from the name alone.
        var trackers = library.trackers
        let index = try #require(trackers.firstIndex { $0.name == name })
        let old = trackers[index]
        let legacyID = Tracker.ID(NameBasedUUID.make(name: "loop:name:" + Names.key(name)))
        trackers[index] = Tracker(id: legacyID, name: old.name, kind: old.kind, categoryID: old.categoryID, emoji: old.emoji,
                                  color: old.color, createdOn: old.createdOn, position: old.position, note: old.note)
        var histories = library.histories
        histories[legacyID] = histories.removeValue(forKey: old.id)
        let earlier = try Library(validating: library.categories, trackers: trackers, histories: histories)
        let (again, report) = try importLoop(data, into: earlier)
        #expect(again == earlier && report.newHabits == 0)
    }
}
