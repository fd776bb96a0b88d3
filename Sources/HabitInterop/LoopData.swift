import HabitCore
import HabitStore

/// What a Loop file holds, as Loop has it: read by `LoopBackupReader` or `LoopCSVReader`,
/// mapped onto the neutral `ImportSource` by `LoopImport`. Values keep Loop's encoding (entry values ×1000 for
/// numeric habits, `Entry` codes for yes/no ones) so that the mapping lives in one place.
public struct LoopData: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A backup with its `PRAGMA user_version` (9–25).
        case backup(version: Int)
        /// A CSV export in one of `Habits.csv`'s layouts.
        case csv(LoopCSVLayout)
    }

    public var source: Source
    /// In Loop's order (by position).
    public var habits: [LoopHabit]
    /// Rows that could not be read but did not make the file unreadable (repetitions of no
    /// habit), for the report.
    public var notes: [ImportIssue]

    public init(source: Source, habits: [LoopHabit], notes: [ImportIssue] = []) {
        self.source = source
        self.habits = habits
        self.notes = notes
    }
}

/// The three layouts of `Habits.csv` Loop has written.
public enum LoopCSVLayout: String, Hashable, Sendable {
    /// Up to 1.8: `Position,Name,Description,NumRepetitions,Interval,Color`.
    case withoutQuestion
    /// 2.0 to 2.3.1: `Position,Name,Question,Description,NumRepetitions,Interval,Color`.
    case withQuestion
    /// After 2.3.1: `Position,Name,Type,Question,Description,FrequencyNumerator,
    /// FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?`.
    case withType
}

/// A habit as Loop stores it.
public struct LoopHabit: Hashable, Sendable {
    /// What the habit is matched by on a later import: `uuid:` and Loop's uuid, or for files
    /// without uuids (backups before version 24, CSV exports) `name:` and the case-folded name
    /// (`#2`, `#3` for a name repeated in one file).
    public var key: String
    /// Loop's uuid (version 24 on); longer than 32 characters in some old backups.
    public var uuid: String?
    public var name: String
    public var question: String
    public var description: String
    public var numerator: Int
    public var denominator: Int
    public var color: LoopColor
    public var position: Int
    public var archived: Bool
    /// Type 1; nil when the file does not say (CSV before the `Type` column).
    public var isNumerical: Bool?
    public var unit: String
    /// The numeric target as Loop shows it (not ×1000).
    public var targetValue: Double
    /// 0 at least, 1 at most.
    public var targetType: Int
    public var reminder: LoopReminder?
    /// Sorted by day, one per day.
    public var entries: [LoopEntry]
    /// What the reader could not take as it is (a colour it cannot read).
    public var notes: [ImportIssue] = []

    public init(key: String, uuid: String? = nil, name: String, question: String = "", description: String = "",
                numerator: Int = 1, denominator: Int = 1, color: LoopColor = .index(8), position: Int,
                archived: Bool = false, isNumerical: Bool? = false, unit: String = "", targetValue: Double = 0,
                targetType: Int = 0, reminder: LoopReminder? = nil, entries: [LoopEntry] = []) {
        self.key = key
        self.uuid = uuid
        self.name = name
        self.question = question
        self.description = description
        self.numerator = numerator
        self.denominator = denominator
        self.color = color
        self.position = position
        self.archived = archived
        self.isNumerical = isNumerical
        self.unit = unit
        self.targetValue = targetValue
        self.targetType = targetType
        self.reminder = reminder
        self.entries = entries
    }
}

/// A habit's colour as the file gives it.
public enum LoopColor: Hashable, Sendable {
    /// An index into Loop's 20-colour palette (`LoopPalette.colors`).
    case index(Int)
    /// An RGB value (`0xRRGGBB`): CSV exports, and backups before version 14 (ARGB integers).
    case rgb(Int)
}

/// One day of a Loop habit. `value` is Loop's: `YES_MANUAL` 2, `YES_AUTO` 1, `NO` 0,
/// `UNKNOWN` −1, `SKIP` 3 for yes/no habits; thousandths for numeric ones (`SKIP` 3 and
/// `UNKNOWN` −1 keep their meaning there too, as in Loop).
public struct LoopEntry: Hashable, Sendable {
    public static let yesManual = 2, yesAuto = 1, no = 0, unknown = -1, skip = 3

    public var day: Day
    public var value: Int
    public var notes: String

    public init(day: Day, value: Int, notes: String = "") {
        self.day = day
        self.value = value
        self.notes = notes
    }

    /// Loop's timestamps: epoch milliseconds at 00:00 UTC of the local date.
    public init(timestamp: Int64, value: Int, notes: String = "") {
        let (quotient, remainder) = timestamp.quotientAndRemainder(dividingBy: 86_400_000)
        self.init(day: Day(ordinal: Int(remainder < 0 ? quotient - 1 : quotient)), value: value, notes: notes)
    }

    public static func timestamp(of day: Day) -> Int64 { Int64(day.ordinal) * 86_400_000 }
}

/// A Loop reminder: a time of day and the weekdays it rings on, imported as a reminder (§15).
public struct LoopReminder: Hashable, Sendable {
    public var hour: Int
    public var minute: Int
    /// Loop's packed weekday list: bit 0 Saturday, bit 1 Sunday, … bit 6 Friday.
    public var days: Int

    public init(hour: Int, minute: Int, days: Int) {
        self.hour = hour
        self.minute = minute
        self.days = days
    }

    /// The weekdays of `days`, Monday first.
    public var weekdays: [Weekday] {
        let fromSaturday: [Weekday] = [.sat, .sun, .mon, .tue, .wed, .thu, .fri]
        return fromSaturday.indices.filter { days & (1 << $0) != 0 }.map { fromSaturday[$0] }.sorted()
    }

    /// As a tracker's reminder (nil for a time out of range or no weekday).
    public var reminder: Reminder? {
        guard let time = TimeOfDay(hour: hour, minute: minute), !weekdays.isEmpty else { return nil }
        return Reminder(time: time, weekdays: WeekdaySet(weekdays))
    }
}
