import CSQLite
import HabitCore
import HabitStore

/// Reads a Loop backup (an SQLite file, `PRAGMA user_version` 9–25) from its bytes, in memory
/// and read-only, as each version's schema has it:
/// - 9: `Habits` (name, description, freq_num/den, color as ARGB, position, archived,
///   reminder_hour/min) and `Repetitions` (habit, timestamp: every row a check);
/// - 11 `reminder_days`; 14 colour as an index into 13 colours; 16 `type` and
///   `Repetitions.value`; 18 `target_type`, `target_value`, `unit`; 21 the 20-colour palette;
///   22 one repetition per habit and day; 23 `question` (before it the question was the
///   description); 24 `uuid`; 25 `Repetitions.notes`.
///
/// Nothing in the file runs (`ImportDatabase`: no triggers, views or virtual tables, the schema
/// untrusted, no extensions, no value longer than `InteropLimits.sqliteValue`).
enum LoopBackupReader {
    static let versions = 9...25

    static func read(_ database: ImportDatabase) throws(DomainError) -> LoopData {
        try database.reading { db in try read(db) }
    }

    private static func read(_ db: SQLiteConnection) throws -> LoopData {
        let version = try db.scalar("PRAGMA user_version") ?? 0
        guard versions.contains(version) else {
            throw DomainError.invalidImport(version > versions.upperBound
                ? "it is a Loop backup of version \(version), newer than the newest this Habits reads (25); update Habits."
                : "it is a Loop backup of version \(version), older than the oldest this Habits reads (9); open it in a newer Loop and make a new backup.")
        }
        func columns(of table: String) throws -> Set<String> {
            var names = Set<String>()
            try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { row in names.insert(row.text(0).lowercased()) }
            return names
        }
        let habitColumns = try columns(of: "Habits"), repetitionColumns = try columns(of: "Repetitions")
        func require(_ names: [String], in table: String, _ present: Set<String>) throws {
            if let missing = names.first(where: { !present.contains($0) }) {
                throw DomainError.invalidImport("its table \(table) has no column \(missing), which a Loop backup of version \(version) has.")
            }
        }
        var habitFields = ["id", "name", "description", "freq_num", "freq_den", "color", "position", "archived",
                           "reminder_hour", "reminder_min"]
        if version >= 11 { habitFields.append("reminder_days") }
        if version >= 16 { habitFields.append("type") }
        if version >= 18 { habitFields += ["target_type", "target_value", "unit"] }
        if version >= 23 { habitFields.append("question") }
        if version >= 24 { habitFields.append("uuid") }
        try require(habitFields, in: "Habits", habitColumns)
        var repetitionFields = ["habit", "timestamp"]
        if version >= 16 { repetitionFields.append("value") }
        if version >= 25 { repetitionFields.append("notes") }
        try require(repetitionFields, in: "Repetitions", repetitionColumns)

        var notes: [ImportIssue] = []
        var habits: [LoopHabit] = []
        var indexByID: [Int: Int] = [:]
        let select = "SELECT " + habitFields.map { "\"\($0)\"" }.joined(separator: ", ") + " FROM Habits ORDER BY position, id"
        var problem: String?
        try db.query(select) { row in
            guard problem == nil else { return }
            func column(_ name: String) -> Int32 { Int32(habitFields.firstIndex(of: name)!) }
            func text(_ name: String) -> String {
                guard let text = row.validText(column(name)) else {
                    problem = "the habit with id \(row.int(0)) has a \(name) that is not valid UTF-8."
                    return ""
                }
                return text
            }
            let id = row.int(0)
            let name = text("name")
            var habit = LoopHabit(key: "", name: name, position: row.int(column("position")))
            habit.numerator = row.isNull(column("freq_num")) ? 1 : row.int(column("freq_num"))
            habit.denominator = row.isNull(column("freq_den")) ? 1 : row.int(column("freq_den"))
            habit.color = LoopPalette.color(stored: row.int(column("color")), version: version)
            habit.archived = row.int(column("archived")) != 0
            if version >= 23 {
                habit.question = text("question")
                habit.description = text("description")
            } else {
                habit.question = text("description")
            }
            if version >= 16 { habit.isNumerical = row.int(column("type")) == 1 }
            if version >= 18 {
                habit.targetType = row.int(column("target_type"))
                habit.targetValue = row.double(column("target_value"))
                habit.unit = text("unit")
            }
            if version >= 24, !row.isNull(column("uuid")) {
                let uuid = text("uuid")
                if !uuid.isEmpty { habit.uuid = uuid }
            }
            if let hour = row.optionalInt(column("reminder_hour")), let minute = row.optionalInt(column("reminder_min")),
               (0..<24).contains(hour), (0..<60).contains(minute) {
                let days = version >= 11 ? row.int(column("reminder_days")) : 127
                habit.reminder = LoopReminder(hour: hour, minute: minute, days: days & 0x7F)
            }
            indexByID[id] = habits.count
            habits.append(habit)
        }
        if let problem { throw DomainError.invalidImport(problem) }
        assignKeys(&habits)

        // Before version 22 a day could hold several rows; Loop kept the first (lowest rowid).
        var entriesByHabit = [[LoopEntry]](repeating: [], count: habits.count)
        var orphans = 0
        let valueColumn = version >= 16 ? "value" : "2"
        let notesColumn = version >= 25 ? "notes" : "NULL"
        try db.query("SELECT habit, timestamp, \(valueColumn), \(notesColumn) FROM Repetitions ORDER BY habit, timestamp, rowid") { row in
            guard problem == nil else { return }
            guard !row.isNull(0), !row.isNull(1), let index = indexByID[row.int(0)] else { orphans += 1; return }
            guard let notes = row.validText(3) else {
                problem = "a note of the habit \"\(habits[index].name)\" is not valid UTF-8."
                return
            }
            let entry = LoopEntry(timestamp: Int64(row.int(1)), value: row.int(2), notes: notes)
            if let last = entriesByHabit[index].last, last.day == entry.day { return }
            entriesByHabit[index].append(entry)
        }
        if let problem { throw DomainError.invalidImport(problem) }
        if orphans > 0 { notes.append(.orphanEntries(count: orphans)) }
        for index in habits.indices { habits[index].entries = entriesByHabit[index] }
        return LoopData(source: .backup(version: version), habits: habits, notes: notes)
    }

    /// `uuid:` keys where Loop gave a uuid, else `name:` keys, numbered when a name repeats.
    static func assignKeys(_ habits: inout [LoopHabit]) {
        var seen: [String: Int] = [:]
        for index in habits.indices {
            let base = habits[index].uuid.map { "uuid:" + $0.lowercased() } ?? "name:" + Names.key(habits[index].name)
            let count = seen[base, default: 0] + 1
            seen[base] = count
            habits[index].key = count == 1 ? base : "\(base)#\(count)"
        }
    }
}
