import HabitCore

/// The PostgreSQL side of `Persistence`: the same changes written for one account, and the
/// queries the loader reads. Every statement names the account as well, although row-level
/// security would filter without it: the filter uses the primary keys, and a forgotten policy
/// would still not leak.
enum PostgresPersistence {
    /// Entries written by one statement (an import or a restore writes thousands).
    static let batchSize = 1_000

    /// Writes `changes` (`Persistence.changes`) for `account`.
    static func write(_ changes: [Persistence.Change], account: SQLValue, on db: PostgresConnection) throws(PostgresError) {
        var entries: [(Tracker.ID, Entry)] = []
        func flushEntries() throws(PostgresError) {
            guard !entries.isEmpty else { return }
            try writeEntries(entries, account: account, on: db)
            entries.removeAll(keepingCapacity: true)
        }
        for change in changes {
            if case .saveEntry(let tracker, let entry) = change {
                entries.append((tracker, entry))
                if entries.count == batchSize { try flushEntries() }
                continue
            }
            try flushEntries()
            switch change {
            case .deleteTracker(let id):
                try db.run("DELETE FROM trackers WHERE account_id = $1 AND id = $2", [account, .text(id.lowercased)])
            case .deleteCategory(let id):
                try db.run("DELETE FROM categories WHERE account_id = $1 AND id = $2", [account, .text(id.lowercased)])
            case .saveCategory(let category):
                try db.run("""
                    INSERT INTO categories (account_id, id, name, name_key, position) VALUES ($1, $2, $3, $4, $5)
                    ON CONFLICT (account_id, id) DO UPDATE
                    SET name = excluded.name, name_key = excluded.name_key, position = excluded.position
                    """, [account, .text(category.id.lowercased), .text(category.name), .text(Names.key(category.name)),
                          SQLValue(category.position)])
            case .saveTracker(let tracker, let pausesChanged):
                try db.run(Self.trackerUpsert, Persistence.trackers.values(tracker, .postgres, account: account))
                if pausesChanged {
                    let id = SQLValue.text(tracker.id.lowercased)
                    try db.run("DELETE FROM pauses WHERE account_id = $1 AND tracker_id = $2", [account, id])
                    for pause in tracker.pauses {
                        try db.run("INSERT INTO pauses (account_id, tracker_id, from_day, until_day) VALUES ($1, $2, $3, $4)",
                                   [account, id, .text(pause.from.iso), pause.until.map { .text($0.iso) } ?? .null])
                    }
                }
            case .saveSettings(let settings):
                try db.run("""
                    INSERT INTO settings (account_id, day_start, zone, device_zone, device_language, week_start)
                    VALUES ($1, $2, $3, $4, $5, $6)
                    ON CONFLICT (account_id) DO UPDATE SET day_start = excluded.day_start, zone = excluded.zone,
                        device_zone = excluded.device_zone, device_language = excluded.device_language,
                        week_start = excluded.week_start
                    """, [account, SQLValue(settings.dayStart), settings.zone.map { .text($0) } ?? .null,
                          settings.deviceZone.map { .text($0) } ?? .null, settings.deviceLanguage.map { .text($0.rawValue) } ?? .null,
                          .text(settings.weekStart.rawValue)])
            case .deleteEntry(let tracker, let day):
                try db.run("DELETE FROM entries WHERE account_id = $1 AND tracker_id = $2 AND day = $3",
                           [account, .text(tracker.lowercased), .text(day.iso)])
            case .saveWriteTime(let part, let tracker, let day, let time):
                try db.run("""
                    INSERT INTO \(part.table) (account_id, tracker_id, day, written_at) VALUES ($1, $2, $3, $4)
                    ON CONFLICT (account_id, tracker_id, day) DO UPDATE SET written_at = excluded.written_at
                    """, [account, .text(tracker.lowercased), .text(day.iso), .integer(time.milliseconds)])
            case .savePartWriteTime(let tracker, let part, let time):
                try db.run("""
                    INSERT INTO tracker_write_times (account_id, tracker_id, part, written_at) VALUES ($1, $2, $3, $4)
                    ON CONFLICT (account_id, tracker_id, part) DO UPDATE SET written_at = excluded.written_at
                    """, [account, .text(tracker.lowercased), .text(part.rawValue), .integer(time.milliseconds)])
            case .saveEntry:
                break
            case .deleteChannel(let id):
                try db.run("DELETE FROM notification_channels WHERE account_id = $1 AND id = $2", [account, .text(id.lowercased)])
            case .saveChannel(let channel):
                try db.run(Self.channelUpsert, Persistence.channels.values(channel, .postgres, account: account))
            }
        }
        try flushEntries()
    }

    /// `changes` as one call of `habits_write_day` (migration step 14) when they are one day of
    /// one tracker (its entry and its write times, as a tap writes them), else nil. The call
    /// checks that the account is still at `revision`, and is a whole transaction by itself.
    static func dayWrite(_ changes: [Persistence.Change], account: SQLValue, revision: Int,
                         hasReminders: Bool) -> PostgresConnection.Statement? {
        guard let first = changes.first else { return nil }
        let (tracker, day): (Tracker.ID, Day)
        switch first {
        case .saveEntry(let id, let entry): (tracker, day) = (id, entry.day)
        case .deleteEntry(let id, let on), .saveWriteTime(_, let id, let on, _): (tracker, day) = (id, on)
        default: return nil
        }
        var change = "none", entry: Entry?
        var times: [EntryPart: WriteTime] = [:]
        for each in changes {
            switch each {
            case .saveEntry(tracker, let saved) where saved.day == day && change == "none":
                (change, entry) = ("save", saved)
            case .deleteEntry(tracker, day) where change == "none":
                change = "delete"
            case .saveWriteTime(let part, tracker, day, let time) where times[part] == nil:
                times[part] = time
            default:
                return nil
            }
        }
        let (state, value) = Persistence.columns(entry?.state)
        let time = { (part: EntryPart) in times[part].map { SQLValue.integer($0.milliseconds) } ?? .null }
        return .init("SELECT habits_write_day($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                     [account, .integer(Int64(revision)), .text(tracker.lowercased), .text(day.iso), .text(change),
                      state, value, entry?.note.map { .text($0) } ?? .null, time(.state), time(.note),
                      .text(hasReminders ? "true" : "false")])
    }

    private static let trackerUpsert = Persistence.trackers.upsert(.postgres)
    private static let channelUpsert = Persistence.channels.upsert(.postgres)

    /// One row as itself (a tap, the common case); several as arrays unnested by one statement.
    private static func writeEntries(_ entries: [(Tracker.ID, Entry)], account: SQLValue,
                                     on db: PostgresConnection) throws(PostgresError) {
        let upsert = "ON CONFLICT (account_id, tracker_id, day) DO UPDATE SET state = excluded.state, value = excluded.value, note = excluded.note"
        if entries.count == 1, let (tracker, entry) = entries.first {
            let (state, value) = Persistence.columns(entry.state)
            try db.run("INSERT INTO entries (account_id, tracker_id, day, state, value, note) VALUES ($1, $2, $3, $4, $5, $6) " + upsert,
                       [account, .text(tracker.lowercased), .text(entry.day.iso), state, value, entry.note.map { .text($0) } ?? .null])
            return
        }
        var trackers: [SQLValue] = [], days: [SQLValue] = [], states: [SQLValue] = [], values: [SQLValue] = [], notes: [SQLValue] = []
        for (tracker, entry) in entries {
            let (state, value) = Persistence.columns(entry.state)
            trackers.append(.text(tracker.lowercased))
            days.append(.text(entry.day.iso))
            states.append(state)
            values.append(value)
            notes.append(entry.note.map { .text($0) } ?? .null)
        }
        try db.run("""
            INSERT INTO entries (account_id, tracker_id, day, state, value, note)
            SELECT $1, * FROM unnest($2::uuid[], $3::date[], $4::text[], $5::bigint[], $6::text[])
            """ + upsert, [account, arrayLiteral(trackers), arrayLiteral(days), arrayLiteral(states),
                           arrayLiteral(values), arrayLiteral(notes)])
    }

    /// A one-dimensional array in PostgreSQL's input form (`{"a","b\"c",NULL}`), bound as one
    /// parameter: every element quoted, with `"` and `\` escaped, so no element can end the array.
    static func arrayLiteral(_ elements: [SQLValue]) -> SQLValue {
        var literal = "{"
        for (index, element) in elements.enumerated() {
            if index > 0 { literal += "," }
            switch element {
            case .null: literal += "NULL"
            case .integer(let number): literal += String(number)
            case .text(let text):
                literal += "\""
                for character in text.unicodeScalars {
                    if character == "\"" || character == "\\" { literal += "\\" }
                    literal.unicodeScalars.append(character)
                }
                literal += "\""
            }
        }
        return .text(literal + "}")
    }

    /// The loader's queries (`Persistence.Table` gives the columns); `$1` is the account.
    static let queries: [Persistence.Table: String] = [
        .categories: "SELECT id, name, position FROM categories WHERE account_id = $1",
        .pauses: "SELECT tracker_id, from_day, until_day FROM pauses WHERE account_id = $1 ORDER BY tracker_id, from_day",
        .trackers: Persistence.trackers.select(.postgres),
        .entries: "SELECT tracker_id, day, state, value, note FROM entries WHERE account_id = $1 ORDER BY tracker_id, day",
        .settings: "SELECT day_start, zone, device_zone, device_language, week_start FROM settings WHERE account_id = $1",
        .channels: Persistence.channels.select(.postgres),
        .entryWriteTimes: "SELECT tracker_id, day, written_at FROM entry_write_times WHERE account_id = $1",
        .entryNoteWriteTimes: "SELECT tracker_id, day, written_at FROM entry_note_write_times WHERE account_id = $1",
        .trackerWriteTimes: "SELECT tracker_id, part, written_at FROM tracker_write_times WHERE account_id = $1",
    ]

    /// Reads the account's whole library; run it inside one snapshot (`REPEATABLE READ`, or with
    /// the account's row locked) so the tables agree with each other.
    static func load(account: SQLValue, on db: PostgresConnection) throws(StoreError) -> Library {
        try Persistence.load { (table: Persistence.Table, row: (PostgresConnection.Row) -> Void) throws(StoreError) in
            do throws(PostgresError) {
                try db.query(queries[table]!, [account]) { row($0) }
            } catch {
                throw .database(error)
            }
        }
    }
}
