import HabitCore
import HabitStore

/// Tickmate's backup (FORMATS.md §9; Loop's `TickmateDBImporter`): an SQLite file with the tables
/// `tracks`, `ticks`, `groups` and `track2groups`, opened read-only like every imported database.
///
/// Mapping: a track → an every-day habit (Tickmate has no schedule), its `description` the note,
/// `enabled` 0 → archived, its first group (in the groups' order) → the category, `order` → the
/// order; a tick's `year`, `month` (0-based) and `day` → a done day (a civil date; its time of day
/// is dropped). A track with `multiple_entries_per_day` counts its ticks: measurable in "times"
/// with a target of 1 (Tickmate has none), each day's value its number of ticks.
enum TickmateFormat: SourceFormat {
    static let format = ImportFormat(id: "tickmate", app: "Tickmate", file: .backup, keySpace: "tickmate")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .sqlite(let database) = content else { return false }
        return database.tables.isSuperset(of: ["tracks", "ticks", "track2groups"])
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .sqlite(let database) = content else { throw .invalidImport("it is not a Tickmate backup.") }
        try database.require(["_id", "name", "description", "enabled", "multiple_entries_per_day", "order"], in: "tracks", app: "Tickmate")
        try database.require(["_track_id", "year", "month", "day"], in: "ticks", app: "Tickmate")
        try database.require(["_track_id", "_group_id"], in: "track2groups", app: "Tickmate")
        let hasGroups = database.tables.contains("groups")
        if hasGroups { try database.require(["_id", "name", "order"], in: "groups", app: "Tickmate") }
        return try database.reading { db in
            var problem: DomainError?
            var habits: [SourceHabit] = []
            var indexByID: [Int: Int] = [:]
            try db.query("SELECT _id, name, description, enabled, multiple_entries_per_day FROM tracks ORDER BY \"order\", _id") { row in
                guard problem == nil else { return }
                guard let name = row.validText(1), let description = row.validText(2) else {
                    problem = .invalidImport("the track with _id \(row.int(0)) has a name or description that is not valid UTF-8.")
                    return
                }
                var habit = SourceHabit(key: "id:\(row.int(0))", name: name, description: description, archived: row.int(3) == 0)
                if row.int(4) != 0 {
                    habit.measure = SourceMeasure(unit: "times", target: 1)
                    habit.notes.append(.measureAssumed(unit: "times", target: Quantity(1)))
                }
                indexByID[row.int(0)] = habits.count
                habits.append(habit)
            }
            if let problem { throw problem }
            if hasGroups {
                let sql = "SELECT t._track_id, g.name FROM track2groups t JOIN groups g ON g._id = t._group_id ORDER BY g.\"order\", g._id"
                try db.query(sql) { row in
                    guard let index = indexByID[row.int(0)], habits[index].category == nil else { return }
                    guard let name = row.validText(1) else {
                        problem = problem ?? .invalidImport("a group of \"\(habits[index].name)\" has a name that is not valid UTF-8.")
                        return
                    }
                    habits[index].category = name
                }
                if let problem { throw problem }
            }
            // Ticks of a day, counted in SQL: a day is one entry however many ticks it has.
            var orphans = 0
            let ticks = "SELECT _track_id, year, month, day, count(*) FROM ticks GROUP BY _track_id, year, month, day ORDER BY _track_id, year, month, day"
            try db.query(ticks) { row in
                guard problem == nil else { return }
                guard let index = indexByID[row.int(0)] else { orphans += row.int(4); return }
                do throws(DomainError) {
                    let day = try ImportGuards.day(year: row.int(1), month: row.int(2) + 1, day: row.int(3),
                                                   what: "a tick of \"\(habits[index].name)\"")
                    let state: SourceEntry.State = habits[index].measure == nil ? .done : .value(Double(row.int(4)))
                    habits[index].entries.append(SourceEntry(day: day, state: state))
                } catch {
                    problem = error
                }
            }
            if let problem { throw problem }
            return ImportSource(format: format, habits: habits, notes: orphans > 0 ? [.orphanEntries(count: orphans)] : [])
        }
    }
}
