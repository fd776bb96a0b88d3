import Foundation
import HabitCore
@testable import HabitInterop
import Testing

/// Tickmate's backup (FORMATS.md §9): Loop's real `tickmate.db`, as Loop's ImportTest asserts
/// it, and backups written here with Tickmate's schema.
@Suite struct TickmateImportTests {
    /// Tickmate's schema, as its backups have it (the tables of `tickmate.db`).
    static let schema = """
        CREATE TABLE android_metadata (locale TEXT);
        CREATE TABLE tracks(_id integer primary key autoincrement, name text not null, description text not null, icon text not null, enabled integer not null,multiple_entries_per_day integer DEFAULT 0,"order" integer DEFAULT -1);
        CREATE TABLE ticks(_id integer primary key autoincrement, _track_id integer,year integer,month integer,day integer,hour integer,minute integer,second integer,has_time_info integer DEFAULT 0);
        CREATE TABLE groups(_id integer primary key autoincrement, name text not null, description text not null, "order" integer DEFAULT -1);
        CREATE TABLE track2groups(_id integer primary key autoincrement, _track_id integer not null, _group_id integer not null );
        """

    /// Groups in an order, a track in two of them, a disabled track, one that counts several
    /// ticks a day, 0-based months, a tick after today and one of no track.
    static let written = schema + """
        INSERT INTO tracks VALUES (1, 'Run', 'Ran at least 5 km', 'icon_run', 1, 0, 5), (2, 'Water', 'Glasses', 'icon_glass', 1, 1, 1),
                                  (3, 'Guitar', '', 'icon_music', 0, 0, 9);
        INSERT INTO groups VALUES (1, 'Sport', '', 2), (2, 'Health', '', 1);
        INSERT INTO track2groups VALUES (1, 1, 1), (2, 1, 2), (3, 2, 2);
        INSERT INTO ticks VALUES
          (1, 1, 2025, 1, 28, 7, 0, 0, 1), (2, 1, 2025, 2, 1, 7, 0, 0, 1), (3, 1, 2025, 2, 1, 19, 0, 0, 1),
          (4, 2, 2025, 2, 2, 8, 0, 0, 1), (5, 2, 2025, 2, 2, 12, 0, 0, 1), (6, 2, 2025, 2, 2, 18, 0, 0, 1), (7, 2, 2025, 2, 3, 8, 0, 0, 0),
          (8, 3, 2024, 11, 31, 0, 0, 0, 0), (9, 1, 2025, 2, 12, 0, 0, 0, 0), (10, 7, 2025, 2, 1, 0, 0, 0, 0);
        """

    @Test func tickmate_db_as_loops_test_says() throws {
        let (library, report) = try importFile(try fixture("loop-real/tickmate.db"))
        #expect(report.format.id == "tickmate" && report.habits.count == 3)
        #expect(library.trackers.map(\.name) == ["Sport", "I love you", "Vegan"])
        let vegan = try library.tracker(loop: "Vegan")
        #expect(vegan.note == "Ate no animal products" && vegan.kind == .habit(.everyDay))
        let history = library.history(of: vegan.id)
        for checked in ["2016-01-24", "2016-02-05", "2016-03-18"] { #expect(history.entry(on: day(checked))?.value ?? .zero > .zero) }
        #expect(history.entry(on: day("2016-03-14")) == nil)
        // Several ticks a day are counted (Loop keeps one).
        #expect(history.entry(on: day("2016-03-18"))?.value == Quantity(3))
        #expect(try library.days(of: "Sport", .done).count == 12)
    }

    @Test func a_backup_written_from_the_format_maps_every_case() throws {
        let (library, report) = try importFile(try sqliteFile(Self.written))
        #expect(library.trackers.map(\.name) == ["Water", "Run", "Guitar"])
        #expect(library.trackers.map { library.category($0.categoryID)?.name } == ["Health", "Health", "Tickmate"])
        #expect(library.trackers.map(\.archivedOn) == [nil, nil, loopToday])
        #expect(library.trackers.map(\.note) == ["Glasses", "Ran at least 5 km", nil])
        #expect(try library.days(of: "Run", .done) == [day("2025-02-28"), day("2025-03-01")])
        let water = try library.tracker(loop: "Water")
        #expect(water.measure == Measure(unit: "times", target: Quantity(1)))
        #expect(library.history(of: water.id).entries.map(\.state) == [.value(Quantity(3)), .value(Quantity(1))])
        #expect(try library.days(of: "Guitar", .done) == [day("2024-12-31")] && (try library.tracker(loop: "Guitar")).createdOn == day("2024-12-31"))
        #expect(report.english == [
            "Not mapped: 1 entry of no habit in the file left out.",
            "Approximated (Water): the file gives no unit or target for its numbers; they are counted in \"times\" with a target of 1 a day.",
            "Not mapped (Run): 1 entry after 10 Mar 2025 left out.",
        ])
    }

    @Test func a_second_import_changes_nothing() throws {
        try expectSecondImportChangesNothing(try sqliteFile(Self.written), clashing: "Run", app: "Tickmate")
        try expectSecondImportChangesNothing(try fixture("loop-real/tickmate.db"), clashing: "Vegan", app: "Tickmate")
    }

    @Test func hostile_backups_are_refused_naming_the_problem_and_nothing_is_written() throws {
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "CREATE VIEW v AS SELECT * FROM ticks;"))
            == "it contains a view (\"v\"); backups of habit apps have none, so the file is refused.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE ticks SET month = 12 WHERE _id = 1;"))
            == "a tick of \"Run\" is 2025-13-28, which is no day between 1900 and 2199.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE ticks SET year = -2150000000 WHERE _id = 1;"))
            == "a tick of \"Run\" is -2150000000-2-28, which is no day between 1900 and 2199.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "UPDATE tracks SET name = CAST(X'FF' AS TEXT) WHERE _id = 3;"))
            == "the track with _id 3 has a name or description that is not valid UTF-8.")
        #expect(try refusalWritingNothing(try sqliteFile(Self.written + "ALTER TABLE ticks DROP COLUMN day;"))
            == "its table ticks has no column day, which a Tickmate backup has.")
    }
}
