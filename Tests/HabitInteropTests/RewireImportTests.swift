import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Rewire's backup (FORMATS.md §9): Loop's real `rewire.db`, as Loop's ImportTest asserts it, and
/// backups written here with Rewire's schema.
@Suite struct RewireImportTests {
    /// Rewire's schema, as its backups have it (the tables of `rewire.db`).
    static let schema = """
        CREATE TABLE android_metadata (locale TEXT);
        CREATE TABLE category ( _id INTEGER PRIMARY KEY , remote_id INTEGER , category_name TEXT NOT NULL , category_color TEXT , order_no INTEGER );
        CREATE TABLE Habits ( _id INTEGER PRIMARY KEY , Order_num INTEGER , Name TEXT NOT NULL , description TEXT , Remote_id INTEGER , Current_streak INTEGER NOT NULL , Longest_streak INTEGER NOT NULL , active_days TEXT , consecutive_days INTEGER NOT NULL , show_percentage INTEGER NOT NULL , category INTEGER , archived INTEGER , schedule INTEGER , days INTEGER , period INTEGER , unit INTEGER , target_count REAL , milestone_id INTEGER , repeating_count INTEGER , start_date TEXT );
        CREATE TABLE CHECKINS ( _id INTEGER PRIMARY KEY , Habit_id INTEGER NOT NULL , Remote_id INTEGER , date TEXT NOT NULL , type INTEGER NOT NULL , note TEXT , unit_type INTEGER , actual_count REAL , target_count REAL , milestone_id INTEGER , UNIQUE(Habit_id,date) ON CONFLICT REPLACE );
        CREATE TABLE UNIT ( _id INTEGER PRIMARY KEY , REMOTE_ID INTEGER , UNIT_NAME TEXT , MIN_INCREMENT REAL );
        CREATE TABLE REMINDERS ( _id INTEGER PRIMARY KEY , REMOTE_ID INTEGER , habit_id INTEGER , time INTEGER , active_days TEXT );
        INSERT INTO UNIT VALUES (1, -1, 'times', 1.0), (2, -1, 'litres', 1.0);
        """

    /// Every schedule and period, archive, a category, a measurable habit, notes, an undocumented
    /// check-in type, reminders, a start after the first check-in and a check-in after today.
    static let written = schema + """
        INSERT INTO category VALUES (1, -1, 'Health', '#ff0000', 0);
        INSERT INTO Habits VALUES
          (1, 2, 'Stretch', 'mornings', -1, 0, 0, '0,6', 0, 1, 1, 0, 0, 0, 0, 1, 0.0, -1, 0, '20250301'),
          (2, 1, 'Swim', '', -1, 0, 0, '', 0, 1, -1, 1, 1, 2, 0, 1, 0.0, -1, 0, '20250101'),
          (3, 3, 'Call home', NULL, -1, 0, 0, '', 0, 1, -1, 0, 1, 4, 1, 1, 0.0, -1, 0, '20250101'),
          (4, 4, 'Read a book', '', -1, 0, 0, '', 0, 1, -1, 0, 1, 20, 2, 1, 0.0, -1, 0, ''),
          (5, 5, 'Floss', '', -1, 0, 0, '', 0, 1, -1, 0, 2, 0, 0, 1, 0.0, -1, 3, '20250101'),
          (6, 6, 'Water', '', -1, 0, 0, '', 0, 1, 1, 0, 2, 0, 0, 2, 1.5, -1, 1, '20250301');
        INSERT INTO CHECKINS VALUES
          (1, 1, -1, '20250228', 2, 'early', 1, 0, 0, -1),
          (2, 1, -1, '20250302', 2, '', 1, 0, 0, -1),
          (3, 1, -1, '20250303', 3, 'why?', 1, 0, 0, -1),
          (4, 1, -1, '20250311', 2, '', 1, 0, 0, -1),
          (5, 6, -1, '20250301', 2, '', 1, 2.0, 1.5, -1),
          (6, 6, -1, '20250302', 2, '', 1, 0.0, 1.5, -1),
          (7, 9, -1, '20250302', 2, '', 1, 0.0, 0.0, -1);
        INSERT INTO REMINDERS VALUES (1, 0, 1, 450, '0,6'), (2, 0, 1, 1260, '1,2,3,4,5'), (3, 0, 5, 1320, '0,1,2,3,4,5,6');
        """

    @Test func rewire_db_as_loops_test_says() throws {
        let (library, report) = try importFile(try fixture("loop-real/rewire.db"))
        #expect(report.format.id == "rewire" && report.habits.count == 3)
        #expect(library.trackers.map(\.name) == ["Wake up early", "brush teeth", "Sleep early"])
        let wake = try library.tracker(loop: "Wake up early")
        // Loop keeps only "3 times a week"; the weekdays themselves are Rewire's active_days 1,3,5.
        #expect(wake.kind == .habit(.weekdays(WeekdaySet([.mon, .wed, .fri]))) && wake.reminders.isEmpty)
        let done = try library.days(of: "Wake up early", .done)
        #expect(!done.contains(day("2015-12-31")) && done.contains(day("2016-01-18")) && done.contains(day("2016-01-28"))
            && !done.contains(day("2016-03-10")))
        #expect(wake.createdOn == day("2016-01-01"))
        let teeth = try library.tracker(loop: "brush teeth")
        #expect(teeth.kind == .habit(.weekly(3)) && teeth.note == "I want to have beautiful teeth!")
        #expect(teeth.reminders == [Reminder(time: TimeOfDay(hour: 8, minute: 0)!, weekdays: WeekdaySet([.sun, .mon, .tue, .wed, .thu]))])
        #expect(try library.tracker(loop: "Sleep early").kind == .habit(.rolling(times: 1, days: 5)))
        #expect(report.english == ["Not mapped (Wake up early): 5 entries of a kind the app does not document (type 1, type 3) left out."])
    }

    @Test func a_backup_written_from_the_format_maps_every_case() throws {
        let (library, report) = try importFile(try sqliteFile(Self.written))
        #expect(library.trackers.map(\.name) == ["Swim", "Stretch", "Call home", "Read a book", "Floss", "Water"])
        #expect(library.trackers.map(\.kind) == [.habit(.weekly(2)), .habit(.weekdays(WeekdaySet([.sun, .sat]))), .habit(.monthly(4)),
                                                 .habit(.rolling(times: 20, days: 365)), .habit(.rolling(times: 1, days: 3)),
                                                 .habit(.everyDay)])
        #expect(library.trackers.map { library.category($0.categoryID)?.name } == ["Rewire", "Health", "Rewire", "Rewire", "Rewire", "Health"])
        #expect(library.trackers.map(\.archivedOn) == [loopToday, nil, nil, nil, nil, nil])
        let stretch = try library.tracker(loop: "Stretch")
        #expect(stretch.note == "mornings" && stretch.createdOn == day("2025-02-28"))
        #expect(library.history(of: stretch.id).entries == [
            Entry(day: day("2025-02-28"), note: "early"), Entry(day: day("2025-03-02")), Entry(day: day("2025-03-03"), state: nil, note: "why?"),
        ])
        #expect(stretch.reminders == [Reminder(time: TimeOfDay(hour: 7, minute: 30)!, weekdays: WeekdaySet([.sun, .sat])),
                                      Reminder(time: TimeOfDay(hour: 21, minute: 0)!, weekdays: WeekdaySet([.mon, .tue, .wed, .thu, .fri]))])
        #expect(try library.tracker(loop: "Floss").reminders == [Reminder(time: TimeOfDay(hour: 22, minute: 0)!)])
        let water = try library.tracker(loop: "Water")
        #expect(water.measure == Measure(unit: "litres", target: Quantity(thousandths: 1500)))
        #expect(library.history(of: water.id).entries.map(\.state) == [.value(Quantity(2)), .value(Quantity(thousandths: 1500))])
        #expect(try library.tracker(loop: "Swim").createdOn == day("2025-01-01"))
        #expect(report.english == [
            "Not mapped: 1 entry of no habit in the file left out.",
            "Not mapped (Stretch): 1 entry of a kind the app does not document (type 3) left out.",
            "Not mapped (Stretch): 1 entry after 10 Mar 2025 left out.",
            "Approximated (Read a book): Rewire counts its goal in calendar periods; here it is counted over any run of days: \"20 times in 365 days\".",
        ])
    }

    @Test func a_second_import_changes_nothing() throws {
        try expectSecondImportChangesNothing(try sqliteFile(Self.written), clashing: "Swim", app: "Rewire")
        try expectSecondImportChangesNothing(try fixture("loop-real/rewire.db"), clashing: "brush teeth", app: "Rewire")
    }

    @Test func hostile_backups_are_refused_naming_the_problem_and_nothing_is_written() throws {
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "CREATE TRIGGER t AFTER INSERT ON CHECKINS BEGIN DELETE FROM Habits; END;"))
            == "it contains a trigger (\"t\"); backups of habit apps have none, so the file is refused.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE CHECKINS SET date = '20251345' WHERE _id = 2;"))
            == "a check-in date of \"Stretch\" is 2025-13-45, which is no day between 1900 and 2199.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE CHECKINS SET date = 'soon' WHERE _id = 2;"))
            == "a check-in date of \"Stretch\" is \"soon\", where Rewire writes YYYYMMDD.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE Habits SET Name = CAST(X'4D65C328' AS TEXT) WHERE _id = 2;"))
            == "the habit with _id 2 has a Name that is not valid UTF-8.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "ALTER TABLE Habits DROP COLUMN schedule;"))
            == "its table Habits has no column schedule, which a Rewire backup has.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE Habits SET description = replace(hex(zeroblob(600000)), '0', 'x') WHERE _id = 1;"))
            == "it holds a value larger than 1 MiB; such files are refused.")
    }
}
