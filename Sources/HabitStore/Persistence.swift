import Foundation
import HabitCore

/// Writes the difference between two libraries as SQL. One mechanism for every command (and for
/// import, which is the difference from an empty library), so no command can forget a table.
enum Persistence {
    static func write(from old: Library, to new: Library, on db: SQLiteConnection) throws(SQLiteError) {
        let oldTrackers = Dictionary(uniqueKeysWithValues: old.trackers.map { ($0.id, $0) })
        let oldCategories = Dictionary(uniqueKeysWithValues: old.categories.map { ($0.id, $0) })
        let newTrackerIDs = Set(new.trackers.map(\.id))
        let newCategoryIDs = Set(new.categories.map(\.id))

        // Deletions first (completions go with their tracker, trackers with their category).
        for tracker in old.trackers where !newTrackerIDs.contains(tracker.id) {
            try db.run("DELETE FROM trackers WHERE id = ?", [.text(tracker.id.lowercased)])
        }
        for category in old.categories where !newCategoryIDs.contains(category.id) {
            try db.run("DELETE FROM categories WHERE id = ?", [.text(category.id.lowercased)])
        }

        // Positions are unique and SQLite checks UNIQUE per statement, so rows trading places
        // (a move) first step aside to a negative position nobody holds.
        for category in new.categories where oldCategories[category.id].map({ $0.position != category.position }) ?? false {
            try db.run("UPDATE categories SET position = -1 - position WHERE id = ?", [.text(category.id.lowercased)])
        }
        for tracker in new.trackers where oldTrackers[tracker.id].map({ $0.position != tracker.position }) ?? false {
            try db.run("UPDATE trackers SET position = -1 - position WHERE id = ?", [.text(tracker.id.lowercased)])
        }

        for category in new.categories where oldCategories[category.id] != category {
            try db.run("""
                INSERT INTO categories (id, name, name_key, position) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT (id) DO UPDATE SET name = ?2, name_key = ?3, position = ?4
                """, [.text(category.id.lowercased), .text(category.name), .text(Names.key(category.name)),
                      SQLValue(category.position)])
        }

        for tracker in new.trackers where oldTrackers[tracker.id] != tracker {
            let schedule: SQLValue = tracker.kind.schedule.map { .text(Self.json($0)) } ?? .null
            let measure: SQLValue = tracker.measure.map { .text(Self.json($0)) } ?? .null
            try db.run("""
                INSERT INTO trackers (id, name, name_key, kind, schedule, category_id, emoji, color, created_on,
                                      pinned, position, note, measure, archived_on)
                VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)
                ON CONFLICT (id) DO UPDATE SET name = ?2, name_key = ?3, schedule = ?5, category_id = ?6,
                    emoji = ?7, color = ?8, created_on = ?9, pinned = ?10, position = ?11, note = ?12,
                    measure = ?13, archived_on = ?14
                """, [.text(tracker.id.lowercased), .text(tracker.name), .text(Names.key(tracker.name)),
                      .text(tracker.kind.name), schedule, .text(tracker.categoryID.lowercased), .text(tracker.emoji),
                      .text(tracker.color), .text(tracker.createdOn.iso), SQLValue(tracker.pinned ? 1 : 0),
                      SQLValue(tracker.position), tracker.note.map { .text($0) } ?? .null, measure,
                      tracker.archivedOn.map { .text($0.iso) } ?? .null])
            if oldTrackers[tracker.id]?.pauses != tracker.pauses {
                let id = SQLValue.text(tracker.id.lowercased)
                try db.run("DELETE FROM pauses WHERE tracker_id = ?", [id])
                for pause in tracker.pauses {
                    try db.run("INSERT INTO pauses (tracker_id, from_day, until_day) VALUES (?, ?, ?)",
                               [id, .text(pause.from.iso), pause.until.map { .text($0.iso) } ?? .null])
                }
            }
        }
        if old.settings != new.settings {
            try db.run("UPDATE settings SET day_start = ?, zone = ? WHERE id = 1",
                       [SQLValue(new.settings.dayStart), new.settings.zone.map { .text($0) } ?? .null])
        }

        for tracker in new.trackers {
            let before = old.histories[tracker.id] ?? History()
            let after = new.history(of: tracker.id)
            guard before != after else { continue }
            let id = SQLValue.text(tracker.id.lowercased)
            let (written, removed) = after.difference(from: before)
            for day in removed {
                try db.run("DELETE FROM entries WHERE tracker_id = ? AND day = ?", [id, .text(day.iso)])
            }
            for entry in written {
                let (state, value) = Self.columns(entry.state)
                try db.run("""
                    INSERT INTO entries (tracker_id, day, state, value, note) VALUES (?1, ?2, ?3, ?4, ?5)
                    ON CONFLICT (tracker_id, day) DO UPDATE SET state = ?3, value = ?4, note = ?5
                    """, [id, .text(entry.day.iso), state, value, entry.note.map { .text($0) } ?? .null])
            }
        }
    }

    /// A schedule's or a measure's outward form, as the `schedule` and `measure` columns hold it.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Names and numbers only: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, json: String) -> T? {
        try? JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// An entry's state as the `state` and `value` columns hold it.
    static func columns(_ state: Entry.State?) -> (state: SQLValue, value: SQLValue) {
        switch state {
        case .done?: return (.text("done"), .null)
        case .skipped?: return (.text("skipped"), .null)
        case .value(let amount)?: return (.text("value"), SQLValue(amount.thousandths))
        case nil: return (.null, .null)
        }
    }

    static func state(_ column: String?, value: Int?) -> Entry.State?? {
        switch (column, value) {
        case ("done"?, nil): return .some(.done)
        case ("skipped"?, nil): return .some(.skipped)
        case ("value"?, let amount?): return .some(.value(Quantity(thousandths: amount)))
        case (nil, nil): return .some(nil)
        default: return nil
        }
    }
}
