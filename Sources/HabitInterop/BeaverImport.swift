import HabitCore
import HabitStore

/// Beaver Habit Tracker's JSON (daya0576/beaverhabits): its export (`beaverhabits_YYYY_MM_DD.json`),
/// its Telegram backup and its file storage, recognised by their keys.
enum BeaverJSONFormat: SourceFormat {
    static let format = ImportFormat(id: "beaverJSON", app: "Beaver", file: .export, keySpace: "beaver")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .json(let value) = content else { return false }
        return BeaverReader.recognizes(json: value)
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .json(let value) = content else { throw .invalidImport("it is not a Beaver export.") }
        return BeaverImport.source(try BeaverReader.readJSON(value), as: format)
    }
}

/// The CSV Beaver's import takes (Loop's root `Checkmarks.csv`: `Date,<habit>,<habit>…`),
/// recognised by its first line.
enum BeaverCSVFormat: SourceFormat {
    static let format = ImportFormat(id: "beaverCSV", app: "Beaver", file: .csvExport, keySpace: "beaver")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .text(let text) = content else { return false }
        return BeaverReader.recognizes(csv: text)
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .text(let text) = content else { throw .invalidImport("it is not a Beaver CSV file.") }
        return BeaverImport.source(try BeaverReader.readCSV(text), as: format)
    }
}

/// Beaver's habits as Habits' (SPEC §17; FORMATS.md §3): its id is the key; the first tag the
/// category, the others kept in the note; its first record (done or not) its start; starred habits first (Beaver lists them first);
/// `archive` archived and `soft_delete` never imported; a record done → done, `#skip` in its
/// text → skipped (done or not), its text → the note without Markdown images (their files stay
/// in Beaver). Beaver has no measurable habits, reminders, colours, emoji or pauses.
enum BeaverImport {
    static func source(_ beaver: BeaverData, as format: ImportFormat) -> ImportSource {
        let kept = beaver.habits.filter { $0.status != .softDelete }
        let deleted = beaver.habits.count - kept.count
        let ordered = kept.filter(\.star) + kept.filter { !$0.star }
        return ImportSource(format: format, habits: ordered.map(habit),
                            notes: beaver.notes + (deleted > 0 ? [.deletedHabits(count: deleted)] : []))
    }

    static func habit(_ beaver: BeaverHabit) -> SourceHabit {
        // Beaver writes a record for every day it was shown, done or not: the first is the start.
        var habit = SourceHabit(key: beaver.id.map { "id:" + $0 }, name: beaver.name, category: beaver.tags.first,
                                archived: beaver.status == .archive, start: beaver.records.first?.day)
        if beaver.tags.count > 1 {
            habit.description = beaver.tags.dropFirst().map { "#" + $0 }.joined(separator: " ")
            habit.notes.append(.textInNote(fields: ["tags"]))
        }
        let (schedule, issue) = self.schedule(beaver.period)
        habit.schedule = schedule
        if let issue { habit.notes.append(issue) }
        if let unreadable = beaver.unreadablePeriod { habit.notes.append(.frequencyMeaningless(frequency: unreadable, schedule: .everyDay)) }
        habit.entries = beaver.records.compactMap(entry)
        return habit
    }

    /// The closest schedule to a period, and what is approximate about it. Beaver's weeks and
    /// months are calendar ones, so one of them maps exactly; blocks of several, and years, are
    /// counted here over any run of days, and said to be.
    static func schedule(_ period: BeaverHabit.Period?) -> (Schedule, ImportIssue?) {
        guard let period else { return (.everyDay, nil) }
        let (times, count) = (period.target, period.count)
        switch (period.unit, count) {
        case (.day, _): return SourceMapping.rolling(times: times, days: count)
        case (.week, 1): return (times >= 7 ? .everyDay : .weekly(times), nil)
        case (.month, 1): return times >= 31 ? (.everyDay, nil) : SourceMapping.monthly(times)
        case (.week, _), (.month, _), (.year, _):
            let unitDays = switch period.unit {
            case .week: 7
            case .month: 30
            case .day, .year: 365
            }
            let (schedule, _) = SourceMapping.rolling(times: times, days: unitDays * count)
            if schedule == .everyDay { return (schedule, nil) }
            return (schedule, .calendarWindowAsRolling(app: "Beaver", schedule: schedule))
        }
    }

    /// A record as a day: `#skip` skips it whether or not it is done; its note is the text
    /// without Markdown images and without the `#skip` that became the state. A record with
    /// neither (not done, no text) is no entry.
    static func entry(_ record: BeaverRecord) -> SourceEntry? {
        guard !record.text.isEmpty else { return record.done ? SourceEntry(day: record.day, state: .done) : nil }
        let skip = record.isSkip
        let state: SourceEntry.State? = skip ? .skipped : record.done ? .done : nil
        var text = record.text
        if text.contains("![") { text = text.replacing(/!\[[^\]\n]*\]\([^)\n]*\)/, with: "") }
        if skip {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.split(separator: " ", omittingEmptySubsequences: false).filter { $0 != "#skip" }.joined(separator: " ") }
                .joined(separator: "\n")
        }
        guard state != nil || !text.isEmpty else { return nil }
        return SourceEntry(day: record.day, state: state, note: text)
    }
}
