import HabitCore
import HabitInterop
import HabitStore

/// What importing another app's file did, or in a dry run would do (`POST /api/v1/import`).
/// Each note is worded in the request's language (`message`) beside its kind.
struct ImportReportJSON: Encodable {
    let report: ImportReport
    let dryRun: Bool
    let copy: any Copy

    private enum Key: String, CodingKey {
        case format, app, dryRun, category, newHabits, entries, entriesWritten, habits, notes
    }

    private struct HabitRow: Encodable {
        let id: String, name: String, sourceName: String, isNew: Bool, category: String, entries: Int, entriesWritten: Int
        let reminders: [Reminder]
    }

    private struct NoteJSON: Encodable {
        let habit: String?, kind: String, message: String

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(habit, forKey: .habit)  // null written out
            try container.encode(kind, forKey: .kind)
            try container.encode(message, forKey: .message)
        }
        private enum CodingKeys: String, CodingKey { case habit, kind, message }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(report.format.id, forKey: .format)
        try container.encode(report.format.app, forKey: .app)
        try container.encode(dryRun, forKey: .dryRun)
        try container.encode(report.category, forKey: .category)
        try container.encode(report.newHabits, forKey: .newHabits)
        try container.encode(report.entries, forKey: .entries)
        try container.encode(report.entriesWritten, forKey: .entriesWritten)
        try container.encode(report.habits.map {
            HabitRow(id: $0.trackerID.lowercased, name: $0.name, sourceName: $0.sourceName, isNew: $0.isNew, category: $0.category,
                     entries: $0.entries, entriesWritten: $0.entriesWritten, reminders: $0.reminders)
        }, forKey: .habits)
        try container.encode(report.notes.map { note in
            let kind = switch note.issue.kind {
            case .renamed: "renamed"
            case .approximated: "approximated"
            case .notMapped: "notMapped"
            }
            return NoteJSON(habit: note.habit, kind: kind, message: copy.importNote(note))
        }, forKey: .notes)
    }
}
