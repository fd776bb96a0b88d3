import Foundation
import HabitCore
import HabitStore

/// The CSV export (SPEC §12): `tracker,category,date,state,value,note`, one row per entry, in
/// the person's order of categories and trackers and then by date; UTF-8, RFC 4180 (CRLF, fields
/// with a comma, quote or line break quoted). `state` is `done`, `skipped` or empty (a value or a
/// note alone); `value` is a measurable habit's amount (`2.5`) or empty.
public enum HabitsCSV {
    public static let header = ["tracker", "category", "date", "state", "value", "note"]

    public static func export(_ library: Library) -> Data {
        var text = CSV.line(header)
        let categoryNames = Dictionary(uniqueKeysWithValues: library.categories.map { ($0.id, $0.name) })
        for tracker in LoopBackup.ordered(library) {
            let category = categoryNames[tracker.categoryID] ?? ""
            for entry in library.history(of: tracker.id).entries {
                let state: String, value: String
                switch entry.state {
                case .done?: (state, value) = ("done", "")
                case .skipped?: (state, value) = ("skipped", "")
                case .value(let amount)?: (state, value) = ("", amount.description)
                case nil: (state, value) = ("", "")
                }
                text += CSV.line([tracker.name, category, entry.day.iso, state, value, entry.note ?? ""])
            }
        }
        return Data(text.utf8)
    }
}

/// A Loop backup made from a library: what Loop Habit Tracker's "Import data" restores.
public struct LoopBackupExport: Sendable {
    /// The `.db` file's bytes (name it `Loop Habits Backup YYYY-MM-DD HHMMSS.db`).
    public let data: Data
    /// What Loop cannot hold, in English: events, pauses, weekday sets that became k times a week.
    public let notExported: [String]
}

/// Writes Loop's backup format: `PRAGMA user_version` 25 and the schema Loop's migrations leave
/// at 25 (`Habits`, `Repetitions` with its unique (habit, timestamp) index, `Events`, and
/// Android's `android_metadata`). Built in memory; nothing touches the disk.
///
/// Schedules become Loop frequencies: weekdays with k days → k/7 (every day 1/1), weekly(n) →
/// n/7, monthly(n) → n/30, rolling(x, y) → x/y; a measurable weekly or monthly habit (a target
/// per week or month) → 1/7 or 1/30, as Loop's numeric habits have it. Entries: done →
/// YES_MANUAL (2), skipped → SKIP (3), a value → its thousandths (Loop reads a value of exactly
/// 0.003 as SKIP), a note alone → UNKNOWN (−1) with the note. Colours go to the nearest of
/// Loop's 20; a tracker's note is the habit's description; its id (without dashes) is the
/// habit's uuid, so importing the backup here again finds the same trackers. Events and pauses
/// have no place in Loop and are left out (listed in `notExported`).
public enum LoopBackup {
    static let schema = """
        CREATE TABLE Habits (
            id integer primary key autoincrement,
            archived integer,
            color integer,
            description text,
            freq_den integer,
            freq_num integer,
            highlight integer,
            name text,
            position integer,
            reminder_hour integer,
            reminder_min integer,
            reminder_days integer not null default 127,
            type integer not null default 0,
            target_type integer not null default 0,
            target_value real not null default 0,
            unit text not null default "",
            question text,
            uuid text
        );
        CREATE TABLE Repetitions (
            id integer primary key autoincrement,
            habit integer not null references habits(id),
            timestamp integer not null,
            value integer not null,
            notes text
        );
        CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);
        CREATE TABLE Events (
            id integer primary key autoincrement,
            timestamp integer,
            message text,
            server_id integer
        );
        CREATE TABLE android_metadata (locale TEXT);
        INSERT INTO android_metadata VALUES ('en_US');
        PRAGMA user_version = 25;
        """

    /// Categories in order, then trackers in order within each.
    static func ordered(_ library: Library) -> [Tracker] {
        let rank = Dictionary(uniqueKeysWithValues: library.categories.map { ($0.id, $0.position) })
        return library.trackers.sorted {
            (rank[$0.categoryID] ?? .max, $0.position) < (rank[$1.categoryID] ?? .max, $1.position)
        }
    }

    public static func export(_ library: Library) throws -> LoopBackupExport {
        let db = try SQLiteConnection(path: ":memory:")
        try db.execute(schema)
        var notExported: [String] = []
        try db.transaction {
            var id = 0
            for tracker in ordered(library) {
                guard let schedule = tracker.kind.schedule else {
                    notExported.append("\"\(tracker.name)\" is an event; Loop has none, so it was left out.")
                    continue
                }
                id += 1
                if case .weekdays(let days) = schedule, !days.isEveryDay {
                    notExported.append("\"\(tracker.name)\" is on chosen weekdays; Loop has it \(Array(days).count) times a week.")
                }
                if !tracker.pauses.isEmpty {
                    notExported.append("\"\(tracker.name)\" has pauses; Loop has none, so they were left out.")
                }
                let measure = tracker.measure
                var (num, den) = schedule.frequency
                // A measurable weekly or monthly habit's target is per week or month: in Loop
                // that is a numeric habit of 1/7 or 1/30.
                if measure != nil, schedule.hasPeriods { num = 1 }
                try db.run("""
                    INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, highlight, name, position,
                        reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid)
                    VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, NULL, NULL, 0, ?, ?, CAST(? AS REAL) / 1000, ?, '', ?)
                    """, [SQLValue(id), SQLValue(tracker.archivedOn == nil ? 0 : 1),
                          SQLValue(LoopPalette.nearestLoopIndex(to: tracker.color)), .text(tracker.note ?? ""),
                          SQLValue(den), SQLValue(num), .text(tracker.name), SQLValue(id - 1),
                          SQLValue(measure == nil ? 0 : 1), SQLValue(measure?.direction == .atMost ? 1 : 0),
                          SQLValue(measure?.target.thousandths ?? 0), .text(measure?.unit ?? ""),
                          .text(tracker.id.lowercased.replacingOccurrences(of: "-", with: ""))])
                for entry in library.history(of: tracker.id).entries {
                    let value: Int
                    switch entry.state {
                    case .done?: value = LoopEntry.yesManual
                    case .skipped?: value = LoopEntry.skip
                    case .value(let amount)?: value = amount.thousandths
                    case nil: value = LoopEntry.unknown
                    }
                    try db.run("INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)",
                               [SQLValue(id), .integer(LoopEntry.timestamp(of: entry.day)), SQLValue(value),
                                entry.note.map { .text($0) } ?? .null])
                }
            }
        }
        return LoopBackupExport(data: Data(try db.serialized()), notExported: notExported)
    }
}
