import Foundation
import HabitCore

/// Writes the difference between two libraries as SQL. One mechanism for every command (and for
/// import, which is the difference from an empty library), so no command can forget a table.
/// The two parts of a day ordered apart, each with its write times: the library's and the table's.
enum EntryPart: CaseIterable {
    case state, note

    var times: KeyPath<Library, [Tracker.ID: [Day: WriteTime]]> {
        switch self {
        case .state: \.writeTimes
        case .note: \.noteWriteTimes
        }
    }

    var table: String {
        switch self {
        case .state: "entry_write_times"
        case .note: "entry_note_write_times"
        }
    }
}

enum Persistence {
    /// One row's worth of difference between two libraries, in the order it must be written
    /// (deletions first: completions go with their tracker, trackers with their category). Each
    /// backend turns these into its own SQL.
    enum Change {
        case deleteTracker(Tracker.ID)
        case deleteCategory(Category.ID)
        case saveCategory(Category)
        /// The tracker's row; `pausesChanged` says its pauses must be rewritten after it.
        case saveTracker(Tracker, pausesChanged: Bool)
        case saveSettings(Settings)
        case deleteEntry(Tracker.ID, Day)
        case saveEntry(Tracker.ID, Entry)
        case deleteChannel(NotificationChannel.ID)
        case saveChannel(NotificationChannel)
        /// When the day's state or note was last written (kept after the entry is gone: a tombstone).
        case saveWriteTime(EntryPart, Tracker.ID, Day, WriteTime)
        /// When the tracker's pin or pauses were last written.
        case savePartWriteTime(Tracker.ID, OrderedPart, WriteTime)
    }

    /// What changed from `old` to `new`. When `new`'s journal, begun at `mark` on `old`, says that
    /// only some days were written (`ChangeJournal`: a tap, the common write), those days alone are
    /// compared; otherwise the whole libraries are (`compared`).
    static func changes(from old: Library, to new: Library, since mark: ChangeJournal.Mark? = nil) -> [Change] {
        guard let mark, let days = new.journal.days(since: mark) else { return compared(from: old, to: new) }
        var changes: [Change] = []
        var seen = Set<ChangeJournal.Day>()
        var times: [Change] = []
        for written in days where seen.insert(written).inserted {
            let (id, day) = (written.tracker, written.day)
            let before = old.history(of: id).entry(on: day), after = new.history(of: id).entry(on: day)
            if before != after { changes.append(after.map { Change.saveEntry(id, $0) } ?? .deleteEntry(id, day)) }
            for part in EntryPart.allCases {
                if let time = new[keyPath: part.times][id]?[day], old[keyPath: part.times][id]?[day] != time {
                    times.append(.saveWriteTime(part, id, day, time))
                }
            }
        }
        return changes + times
    }

    /// Every difference between two libraries. The trackers and categories are compared only
    /// when their arrays changed: a part a command left alone still shares its storage with the
    /// old library, and `==` on shared arrays is one pointer test. (Callgrind, one entry written
    /// among 50 trackers: 320,000 instructions per write when every tracker was copied into
    /// dictionaries to be compared; see `changedHistories` for the histories.)
    static func compared(from old: Library, to new: Library) -> [Change] {
        var changes: [Change] = []
        let trackersChanged = old.trackers != new.trackers
        if trackersChanged || old.categories != new.categories {
            let oldTrackers = Dictionary(uniqueKeysWithValues: old.trackers.map { ($0.id, $0) })
            let oldCategories = Dictionary(uniqueKeysWithValues: old.categories.map { ($0.id, $0) })
            let newTrackerIDs = Set(new.trackers.map(\.id))
            let newCategoryIDs = Set(new.categories.map(\.id))
            for tracker in old.trackers where !newTrackerIDs.contains(tracker.id) { changes.append(.deleteTracker(tracker.id)) }
            for category in old.categories where !newCategoryIDs.contains(category.id) { changes.append(.deleteCategory(category.id)) }
            for category in new.categories where oldCategories[category.id] != category { changes.append(.saveCategory(category)) }
            if trackersChanged {
                for tracker in new.trackers where oldTrackers[tracker.id] != tracker {
                    changes.append(.saveTracker(tracker, pausesChanged: oldTrackers[tracker.id]?.pauses != tracker.pauses))
                }
            }
        }
        if old.settings != new.settings { changes.append(.saveSettings(new.settings)) }
        for id in changedHistories(from: old, to: new) {
            let (written, removed) = new.history(of: id).difference(from: old.history(of: id))
            for day in removed { changes.append(.deleteEntry(id, day)) }
            for entry in written { changes.append(.saveEntry(id, entry)) }
        }
        if old.notificationChannels != new.notificationChannels {
            let oldChannels = Dictionary(uniqueKeysWithValues: old.notificationChannels.map { ($0.id, $0) })
            let newChannelIDs = Set(new.notificationChannels.map(\.id))
            for channel in old.notificationChannels where !newChannelIDs.contains(channel.id) {
                changes.append(.deleteChannel(channel.id))
            }
            for channel in new.notificationChannels where oldChannels[channel.id] != channel {
                changes.append(.saveChannel(channel))
            }
        }
        // Only trackers that are kept: a deleted tracker's times go with its rows.
        for part in EntryPart.allCases {
            let (oldTimes, newTimes) = (old[keyPath: part.times], new[keyPath: part.times])
            for id in keptTrackers(changedKeys(from: oldTimes, to: newTimes), of: new) {
                guard let after = newTimes[id] else { continue }
                let before = oldTimes[id] ?? [:]
                let written = after.filter { before[$0.key] != $0.value }.sorted { $0.key < $1.key }
                for (day, time) in written { changes.append(.saveWriteTime(part, id, day, time)) }
            }
        }
        for id in keptTrackers(changedKeys(from: old.partWriteTimes, to: new.partWriteTimes), of: new) {
            guard let after = new.partWriteTimes[id] else { continue }
            let before = old.partWriteTimes[id] ?? [:]
            for part in OrderedPart.allCases {
                if let time = after[part], before[part] != time { changes.append(.savePartWriteTime(id, part, time)) }
            }
        }
        return changes
    }

    /// The trackers of `new` whose history differs from `old`'s, in tracker order.
    private static func changedHistories(from old: Library, to new: Library) -> [Tracker.ID] {
        keptTrackers(changedKeys(from: old.histories, to: new.histories), of: new)
    }

    /// The keys whose values differ between `old` and `new` (added, removed or changed).
    ///
    /// A command changes a value or two of a library's dictionaries, and the copy it changed
    /// keeps the old one's layout: walking both side by side then pairs the same keys, and each
    /// untouched value compares as one pointer test (a lookup per tracker cost ~800 instructions,
    /// and every write paid it for every tracker, twice per dictionary). When the keys do not pair
    /// up (a key was added or removed, or the storage grew), every key is looked up instead;
    /// either way the answer is the same.
    static func changedKeys<Key, Value: Equatable>(from old: [Key: Value], to new: [Key: Value]) -> Set<Key> {
        if old.count == new.count {
            var changed: Set<Key> = []
            var paired = true
            for ((oldKey, before), (newKey, after)) in zip(old, new) {
                guard oldKey == newKey else {
                    paired = false
                    break
                }
                if before != after { changed.insert(newKey) }
            }
            if paired { return changed }
        }
        var changed = Set(new.keys.filter { old[$0] != new[$0] })
        for key in old.keys where new[key] == nil { changed.insert(key) }
        return changed
    }

    /// `ids` that are trackers of `library`, in its tracker order.
    private static func keptTrackers(_ ids: Set<Tracker.ID>, of library: Library) -> [Tracker.ID] {
        if ids.count <= 1 { return ids.filter { library.tracker($0) != nil } }
        return library.trackers.map(\.id).filter(ids.contains)
    }

    /// Writes `changes`, which are `changes(from: old, to: new)` (the caller has them already: it
    /// skips the transaction when there are none).
    static func write(_ changes: [Change], from old: Library, to new: Library, on db: SQLiteConnection) throws(SQLiteError) {
        // Positions are unique and SQLite checks UNIQUE per statement (it cannot defer it), so
        // rows trading places (a move) first step aside to a negative position nobody holds.
        // (Skipped at the cost of a pointer test when the rows were not touched.)
        if old.categories != new.categories {
            let oldCategoryPositions = Dictionary(uniqueKeysWithValues: old.categories.map { ($0.id, $0.position) })
            for category in new.categories where oldCategoryPositions[category.id].map({ $0 != category.position }) ?? false {
                try db.run("UPDATE categories SET position = -1 - position WHERE id = ?", [.text(category.id.lowercased)])
            }
        }
        if old.trackers != new.trackers {
            let oldPositions = Dictionary(uniqueKeysWithValues: old.trackers.map { ($0.id, $0.position) })
            for tracker in new.trackers where oldPositions[tracker.id].map({ $0 != tracker.position }) ?? false {
                try db.run("UPDATE trackers SET position = -1 - position WHERE id = ?", [.text(tracker.id.lowercased)])
            }
        }
        for change in changes {
            switch change {
            case .deleteTracker(let id):
                try db.run("DELETE FROM trackers WHERE id = ?", [.text(id.lowercased)])
            case .deleteCategory(let id):
                try db.run("DELETE FROM categories WHERE id = ?", [.text(id.lowercased)])
            case .saveCategory(let category):
                try db.run("""
                    INSERT INTO categories (id, name, name_key, position) VALUES (?1, ?2, ?3, ?4)
                    ON CONFLICT (id) DO UPDATE SET name = ?2, name_key = ?3, position = ?4
                    """, [.text(category.id.lowercased), .text(category.name), .text(Names.key(category.name)),
                          SQLValue(category.position)])
            case .saveTracker(let tracker, let pausesChanged):
                try db.run(Self.trackerUpsert, trackers.values(tracker, .sqlite))
                if pausesChanged {
                    let id = SQLValue.text(tracker.id.lowercased)
                    try db.run("DELETE FROM pauses WHERE tracker_id = ?", [id])
                    for pause in tracker.pauses {
                        try db.run("INSERT INTO pauses (tracker_id, from_day, until_day) VALUES (?, ?, ?)",
                                   [id, .text(pause.from.iso), pause.until.map { .text($0.iso) } ?? .null])
                    }
                }
            case .saveSettings(let settings):
                try db.run("UPDATE settings SET day_start = ?, zone = ?, device_zone = ?, device_language = ?, week_start = ? WHERE id = 1",
                           [SQLValue(settings.dayStart), settings.zone.map { .text($0) } ?? .null,
                            settings.deviceZone.map { .text($0) } ?? .null, settings.deviceLanguage.map { .text($0.rawValue) } ?? .null,
                            .text(settings.weekStart.rawValue)])
            case .deleteEntry(let tracker, let day):
                try db.run("DELETE FROM entries WHERE tracker_id = ? AND day = ?", [.text(tracker.lowercased), .text(day.iso)])
            case .saveEntry(let tracker, let entry):
                let (state, value) = Self.columns(entry.state)
                try db.run("""
                    INSERT INTO entries (tracker_id, day, state, value, note) VALUES (?1, ?2, ?3, ?4, ?5)
                    ON CONFLICT (tracker_id, day) DO UPDATE SET state = ?3, value = ?4, note = ?5
                    """, [.text(tracker.lowercased), .text(entry.day.iso), state, value, entry.note.map { .text($0) } ?? .null])
            case .deleteChannel(let id):
                try db.run("DELETE FROM notification_channels WHERE id = ?", [.text(id.lowercased)])
            case .saveChannel(let channel):
                try db.run(Self.channelUpsert, channels.values(channel, .sqlite))
            case .saveWriteTime(let part, let tracker, let day, let time):
                try db.run("""
                    INSERT INTO \(part.table) (tracker_id, day, written_at) VALUES (?1, ?2, ?3)
                    ON CONFLICT (tracker_id, day) DO UPDATE SET written_at = ?3
                    """, [.text(tracker.lowercased), .text(day.iso), .integer(time.milliseconds)])
            case .savePartWriteTime(let tracker, let part, let time):
                try db.run("""
                    INSERT INTO tracker_write_times (tracker_id, part, written_at) VALUES (?1, ?2, ?3)
                    ON CONFLICT (tracker_id, part) DO UPDATE SET written_at = ?3
                    """, [.text(tracker.lowercased), .text(part.rawValue), .integer(time.milliseconds)])
            }
        }
    }

    private static let trackerUpsert = trackers.upsert(.sqlite)
    private static let channelUpsert = channels.upsert(.sqlite)

    /// A schedule's or a measure's outward form, as the `schedule` and `measure` columns hold it.
    static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Names and numbers only: encoding cannot fail.
        return String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
    }

    /// Days the sent log keeps a reminder's row (rows older are pruned as new ones are claimed).
    static let sentLogDays = 7

    /// An instant as the sent log writes it: ISO 8601 in UTC, to the second.
    static func timestamp(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let day = Day(ordinal: rest < 0 ? days - 1 : days)
        let time = rest < 0 ? rest + 86_400 : rest
        func two(_ value: Int) -> String { (value < 10 ? "0" : "") + String(value) }
        return "\(day.iso)T\(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60))Z"
    }

    /// A tracker's reminders as the `reminders` column holds them: their JSON, NULL for none.
    static func reminders(_ reminders: [Reminder]) -> SQLValue {
        reminders.isEmpty ? .null : .text(json(reminders))
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
