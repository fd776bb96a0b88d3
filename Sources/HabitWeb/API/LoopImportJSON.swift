import HabitCore
import HabitInterop
import HabitStore

/// What a Loop import did, or in a dry run would do (`POST /api/v1/import` with a Loop file).
struct LoopImportJSON: Encodable {
    let report: ImportReport
    let format: InteropFormat
    let dryRun: Bool

    private enum Key: String, CodingKey {
        case format, dryRun, category, newHabits, entries, entriesWritten, habits, notMapped
    }

    private struct HabitRow: Encodable {
        let id: String, name: String, loopName: String, isNew: Bool, entries: Int, entriesWritten: Int
    }

    private struct UnmappedJSON: Encodable {
        let habit: String?, problem: String

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(habit, forKey: .habit)  // null written out
            try container.encode(problem, forKey: .problem)
        }
        private enum CodingKeys: String, CodingKey { case habit, problem }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(format == .loopCSV ? "loopCSV" : "loopBackup", forKey: .format)
        try container.encode(dryRun, forKey: .dryRun)
        try container.encode(report.category, forKey: .category)
        try container.encode(report.newHabits, forKey: .newHabits)
        try container.encode(report.entries, forKey: .entries)
        try container.encode(report.entriesWritten, forKey: .entriesWritten)
        try container.encode(report.habits.map {
            HabitRow(id: $0.trackerID.lowercased, name: $0.name, loopName: $0.loopName, isNew: $0.isNew, entries: $0.entries,
                      entriesWritten: $0.entriesWritten)
        }, forKey: .habits)
        try container.encode(report.notMapped.map { UnmappedJSON(habit: $0.habit, problem: $0.problem) }, forKey: .notMapped)
    }
}
