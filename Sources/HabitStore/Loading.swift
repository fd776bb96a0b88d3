import Foundation
import HabitCore

/// A row as a backend hands it to the loader; columns count from 0.
protocol StoredRow {
    func isNull(_ column: Int32) -> Bool
    func text(_ column: Int32) -> String
    func int(_ column: Int32) -> Int
    func optionalText(_ column: Int32) -> String?
    func optionalInt(_ column: Int32) -> Int?
}

extension SQLiteConnection.Row: StoredRow {}

extension Persistence {
    /// What the loader reads, one query per table; each backend writes the SQL, with the columns
    /// in the order given here.
    enum Table: String {
        /// `id, name, position`
        case categories
        /// `tracker_id, from_day, until_day`, ordered by tracker and day
        case pauses
        /// `Persistence.trackers`' columns, read by name
        case trackers
        /// `tracker_id, day, state, value, note`, ordered by tracker and day
        case entries
        /// `day_start, zone, device_zone, device_language, week_start`, at most one row
        case settings
        /// `Persistence.channels`' columns, read by name, in the order they were added
        case channels
        /// `tracker_id, day, written_at` (milliseconds since 1970), in any order
        case entryWriteTimes = "entry_write_times"
        /// The same for each day's note
        case entryNoteWriteTimes = "entry_note_write_times"
        /// `tracker_id, part` (`pin` or `pauses`)`, written_at`, in any order
        case trackerWriteTimes = "tracker_write_times"
    }

    /// Reads the whole library, each table through `rows` (which runs the backend's query and
    /// hands over every row). A row the schema lets through but the model cannot hold (an id
    /// that is not a UUID, a day that is not a date, an entry of no tracker) is an error naming
    /// it, never silently left out: the next write would otherwise lose it for good.
    static func load<Row: StoredRow>(_ rows: (Table, (Row) -> Void) throws(StoreError) -> Void) throws(StoreError) -> Library {
        var unreadable: StoreError?
        /// Hands each row of `table` to `read`, which returns why a row cannot be read; stops reading at the first.
        func each(_ table: Table, _ read: @escaping (Row) -> StoreError?) throws(StoreError) {
            try rows(table) { row in if unreadable == nil { unreadable = read(row) } }
            if let unreadable { throw unreadable }
        }
        func key(_ column: String, _ value: String) -> String { "\(column) = '\(value.replacingOccurrences(of: "'", with: "''"))'" }

        var categories: [Category] = []
        try each(.categories) { row in
            guard let id = Category.ID(row.text(0)) else {
                return .unreadable(table: "categories", row: key("id", row.text(0)), problem: "has an id that is not a UUID")
            }
            categories.append(Category(id: id, name: row.text(1), position: row.int(2)))
            return nil
        }
        var pauses: [String: [Pause]] = [:]
        try each(.pauses) { row in
            guard let from = Day(row.text(1)), row.isNull(2) || Day(row.text(2)) != nil else {
                return .unreadable(table: "pauses", row: key("tracker_id", row.text(0)) + " AND " + key("from_day", row.text(1)),
                                   problem: "has a day that is not a date (YYYY-MM-DD)")
            }
            pauses[row.text(0), default: []].append(Pause(from: from, until: row.optionalText(2).flatMap { Day($0) }))
            return nil
        }
        var trackers: [Tracker] = []
        let trackerColumns = Persistence.trackers.readIndex
        try each(.trackers) { row in
            let named = NamedRow(row: row, index: trackerColumns)
            switch tracker(named, pauses: pauses[named.text("id")] ?? []) {
            case .success(let tracker): trackers.append(tracker)
            case .failure(let failure): return .unreadable(table: "trackers", row: key("id", named.text("id")), problem: failure.problem)
            }
            return nil
        }
        // Rows come in tracker and day order, so each tracker's days arrive sorted.
        var entries: [String: [Entry]] = [:]
        try each(.entries) { row in
            // Named only when a row is refused: building it for each of ten years' rows costs more than the load.
            func at() -> String { key("tracker_id", row.text(0)) + " AND " + key("day", row.text(1)) }
            guard let day = Day(row.text(1)) else {
                return .unreadable(table: "entries", row: at(), problem: "has a day that is not a date (YYYY-MM-DD)")
            }
            guard let state = state(row.optionalText(2), value: row.optionalInt(3)) else {
                return .unreadable(table: "entries", row: at(), problem: "has a state this Habits can't read")
            }
            entries[row.text(0), default: []].append(Entry(day: day, state: state, note: row.optionalText(4)))
            return nil
        }
        var histories: [Tracker.ID: History] = [:]
        for tracker in trackers {
            histories[tracker.id] = History(sorted: entries.removeValue(forKey: tracker.id.lowercased) ?? [])
        }
        if let orphan = entries.min(by: { $0.key < $1.key }) {
            throw .unreadable(table: "entries", row: key("tracker_id", orphan.key) + " AND " + key("day", orphan.value[0].day.iso),
                              problem: "belongs to no tracker (tracker ids are read in lower case)")
        }
        var settings = Settings.standard
        try each(.settings) { row in
            guard let weekStart = Weekday(rawValue: row.text(4)) else {
                return .unreadable(table: "settings", row: key("week_start", row.text(4)), problem: "has a week start that is not a weekday")
            }
            settings = Settings(dayStart: row.int(0), zone: row.optionalText(1), weekStart: weekStart,
                                deviceZone: row.optionalText(2), deviceLanguage: row.optionalText(3).flatMap(Language.init(rawValue:)))
            return nil
        }
        var channels: [NotificationChannel] = []
        let channelColumns = Persistence.channels.readIndex
        try each(.channels) { row in
            let named = NamedRow(row: row, index: channelColumns)
            switch channel(named) {
            case .success(let channel): channels.append(channel)
            case .failure(let failure):
                return .unreadable(table: "notification_channels", row: key("id", named.text("id")), problem: failure.problem)
            }
            return nil
        }
        // Foreign keys keep every row to a tracker of this library, and deleting a tracker deletes its rows.
        var byText: [String: Tracker.ID] = [:]
        for tracker in trackers { byText[tracker.id.lowercased] = tracker.id }
        func dayTimes(_ table: Table) throws(StoreError) -> [Tracker.ID: [Day: WriteTime]] {
            var times: [Tracker.ID: [Day: WriteTime]] = [:]
            try each(table) { row in
                guard let tracker = byText[row.text(0)], let day = Day(row.text(1)) else {
                    return .unreadable(table: table.rawValue, row: key("tracker_id", row.text(0)) + " AND " + key("day", row.text(1)),
                                       problem: "names no tracker or a day that is not a date (YYYY-MM-DD)")
                }
                times[tracker, default: [:]][day] = WriteTime(milliseconds: Int64(row.int(2)))
                return nil
            }
            return times
        }
        let writeTimes = try dayTimes(.entryWriteTimes), noteWriteTimes = try dayTimes(.entryNoteWriteTimes)
        var partWriteTimes: [Tracker.ID: [OrderedPart: WriteTime]] = [:]
        try each(.trackerWriteTimes) { row in
            guard let tracker = byText[row.text(0)], let part = OrderedPart(rawValue: row.text(1)) else {
                return .unreadable(table: "tracker_write_times", row: key("tracker_id", row.text(0)) + " AND " + key("part", row.text(1)),
                                   problem: "names no tracker or a part this Habits can't read")
            }
            partWriteTimes[tracker, default: [:]][part] = WriteTime(milliseconds: Int64(row.int(2)))
            return nil
        }
        return Library(categories: categories, trackers: trackers, histories: histories, settings: settings,
                       notificationChannels: channels, writeTimes: writeTimes,
                       noteWriteTimes: noteWriteTimes, partWriteTimes: partWriteTimes)
    }
}
