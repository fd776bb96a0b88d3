import HabitCore
import HabitStore

/// Loop Habit Tracker's backup (`Loop Habits Backup … .db`, SPEC §12): an SQLite file with
/// Loop's tables `Habits` and `Repetitions`.
enum LoopBackupFormat: SourceFormat {
    static let format = ImportFormat(id: "loopBackup", app: "Loop", file: .backup, keySpace: "loop")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .sqlite(let database) = content else { return false }
        return database.tables.isSuperset(of: ["habits", "repetitions"])
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .sqlite(let database) = content else { throw .invalidImport("it is not a Loop backup.") }
        return LoopImport.source(try LoopBackupReader.read(database), as: format)
    }
}

/// Loop's CSV export (`Loop Habits CSV YYYY-MM-DD.zip`): a zip with `Habits.csv` at its top.
enum LoopCSVFormat: SourceFormat {
    static let format = ImportFormat(id: "loopCSV", app: "Loop", file: .csvExport, keySpace: "loop")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .zip(let zip) = content else { return false }
        return zip.entry(named: "Habits.csv") != nil
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .zip(let zip) = content else { throw .invalidImport("it is not a Loop CSV export.") }
        return LoopImport.source(try LoopCSVReader.read(zip), as: format)
    }
}

/// Loop's habits as they map onto Habits (SPEC §12): question and description → note;
/// frequency num/den → the closest schedule; numeric habits (type 1) → measurable with unit,
/// target and direction; YES_MANUAL → done, SKIP → skipped, NO, UNKNOWN and YES_AUTO (derived
/// by Loop) → no state, numeric values ÷ 1000; the colour index → the nearest palette colour;
/// reminders (hour, minute, weekday mask from Saturday) → reminders.
enum LoopImport {
    static func source(_ loop: LoopData, as format: ImportFormat) -> ImportSource {
        ImportSource(format: format, habits: loop.habits.map(habit), notes: loop.notes)
    }

    static func habit(_ loop: LoopHabit) -> SourceHabit {
        var habit = SourceHabit(key: loop.uuid == nil ? nil : loop.key, name: loop.name,
                                description: SourceMapping.joined([loop.question, loop.description]),
                                color: LoopPalette.rgb(of: loop.color), archived: loop.archived,
                                reminders: loop.reminder?.reminder.map { [$0] } ?? [], notes: loop.notes)
        habit.legacyKey = loop.uuid == nil ? loop.key : nil
        let (schedule, issue) = SourceMapping.schedule(times: loop.numerator, in: loop.denominator)
        habit.schedule = schedule
        if let issue { habit.notes.append(issue) }
        let numerical = loop.isNumerical ?? loop.entries.contains { !(-1...3).contains($0.value) }
        if numerical {
            if loop.isNumerical == nil { habit.notes.append(.valuesWithoutMeasure) }
            habit.measure = SourceMeasure(unit: loop.unit, target: loop.targetValue, direction: loop.targetType == 1 ? .atMost : .atLeast,
                                          defaultUnit: "units")
        }
        habit.entries = loop.entries.map { SourceEntry(day: $0.day, state: state($0.value, numerical: numerical), note: $0.notes) }
        return habit
    }

    /// A Loop entry's value as a day's state: SKIP and UNKNOWN keep their meaning on numeric
    /// habits too, as in Loop; a yes/no habit's other numbers go through as values, which the
    /// merge leaves out and reports.
    static func state(_ value: Int, numerical: Bool) -> SourceEntry.State? {
        switch value {
        case LoopEntry.skip: return .skipped
        case LoopEntry.unknown: return nil
        case _ where numerical: return .value(Double(value) / 1000)
        case LoopEntry.yesManual: return .done
        case LoopEntry.yesAuto, LoopEntry.no: return nil
        default: return .value(Double(value) / 1000)
        }
    }
}
