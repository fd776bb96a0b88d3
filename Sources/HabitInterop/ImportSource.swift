import HabitCore
import HabitStore

/// What another app's file holds, in neutral terms (SPEC §17): the one model every format is
/// mapped onto, and the only thing `ImportMerge` (preview and merge) reads. Nothing here is
/// checked against Habits' limits yet: names, notes, units, targets and values are as the app
/// gave them (mapped to their nearest meaning), and the merge cleans, cuts and reports.
///
/// How a new app plugs in (three steps, nothing else changes):
/// 1. **Its reader**, `<App>Reader.swift`: a type conforming to `SourceFormat` with the app's
///    name (`app`), its file kind (`file`), how its content is recognised (`recognizes`, from the
///    parsed content: SQLite tables, zip entry names, JSON keys, a CSV header; never the file's
///    name) and `read`, which turns that content into an `ImportSource`. It reads through the
///    shared guards (`ImportGuards`, `ImportJSON`/`JSONObject`, `ImportDatabase`, `CSV.table`,
///    `ZipReader`), which refuse hostile input with a message naming the problem.
/// 2. **Its mapping**, in the same file or beside it: the app's schedule, measure, entry states,
///    reminders and colours onto `SourceHabit` (helpers in `SourceMapping`); what has no home is
///    an `ImportIssue` on the habit (`notes`), worded in every language by the copy catalogue
///    (`ImportCopy`; a new case needs its sentence in each `<Language>+Import.swift`).
/// 3. **One line in the recogniser**: its type in `ImportRecognizer.formats`.
/// Tests: `Tests/HabitInteropTests/<App>ImportTests.swift`, reading the app's real samples from
/// `../shared/fixtures` at run time and files written from the format in the test.
public struct ImportSource: Sendable {
    public var format: ImportFormat
    /// In the file's order, which becomes the order of new trackers.
    public var habits: [SourceHabit]
    /// About the file as a whole (rows of no habit, deleted habits left out).
    public var notes: [ImportIssue]

    public init(format: ImportFormat, habits: [SourceHabit], notes: [ImportIssue] = []) {
        self.format = format
        self.habits = habits
        self.notes = notes
    }
}

/// One habit of another app.
public struct SourceHabit: Sendable {
    /// The app's stable id for it (`uuid:…`, `id:17`), matched on a later import of the same
    /// app; nil when the app has none, and then the name with the start (or first entry) day is
    /// the key.
    public var key: String?
    /// Before the name-and-first-day key, habits without ids were matched by `name:` alone; an
    /// earlier import's tracker under this key is still matched when it starts on the same day.
    public var legacyKey: String?
    public var name: String
    /// Description, question, the app's other text: joined into the tracker's note.
    public var description: String
    public var schedule: Schedule
    public var measure: SourceMeasure?
    /// `0xRRGGBB`; nil takes a palette colour in turn.
    public var color: Int?
    public var emoji: String?
    /// The app's own group, tag or heading; nil goes into the import's category.
    public var category: String?
    public var archived: Bool
    /// When the app says (or nil: the import's day).
    public var archivedOn: Day?
    /// The app's start day; the tracker starts on the earlier of it and the first entry.
    public var start: Day?
    /// In any order; several for one day become that day's last state.
    public var entries: [SourceEntry]
    public var reminders: [Reminder]
    /// What went in approximately or not at all.
    public var notes: [ImportIssue]

    public init(key: String?, name: String, description: String = "", schedule: Schedule = .everyDay,
                measure: SourceMeasure? = nil, color: Int? = nil, emoji: String? = nil, category: String? = nil,
                archived: Bool = false, archivedOn: Day? = nil, start: Day? = nil, entries: [SourceEntry] = [],
                reminders: [Reminder] = [], notes: [ImportIssue] = []) {
        self.key = key
        self.name = name
        self.description = description
        self.schedule = schedule
        self.measure = measure
        self.color = color
        self.emoji = emoji
        self.category = category
        self.archived = archived
        self.archivedOn = archivedOn
        self.start = start
        self.entries = entries
        self.reminders = reminders
        self.notes = notes
    }
}

/// A measurable habit as the app has it; the merge fits it to §10.2's limits (a missing unit
/// becomes `defaultUnit`, a target out of range the nearest one) and says so.
public struct SourceMeasure: Sendable, Hashable {
    public var unit: String
    public var target: Double
    public var direction: Measure.Direction
    public var step: Double?
    /// The unit when the app gives none.
    public var defaultUnit: String

    public init(unit: String, target: Double, direction: Measure.Direction = .atLeast, step: Double? = nil,
                defaultUnit: String = "times") {
        self.unit = unit
        self.target = target
        self.direction = direction
        self.step = step
        self.defaultUnit = defaultUnit
    }
}

/// One day of a habit: done, skipped, a value (measurable habits), or only a note.
public struct SourceEntry: Sendable, Hashable {
    public enum State: Sendable, Hashable {
        case done, skipped
        /// As the app gives it; out of range (negative, beyond 1,000,000) is left out and reported.
        case value(Double)
    }

    public var day: Day
    public var state: State?
    public var note: String

    public init(day: Day, state: State?, note: String = "") {
        self.day = day
        self.state = state
        self.note = note
    }
}
