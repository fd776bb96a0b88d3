import HabitCore
import HabitStore

/// Beaver's fields as Habits' (SPEC §17; FORMATS.md §3). Beaver has no measurable habits,
/// reminders, colours, emoji or pauses; a deleted habit (`soft_delete`) is never imported.
enum BeaverMapping {
    /// The closest schedule to a period, and what is approximate about it. Beaver's weeks and
    /// months are calendar ones, so one of them maps exactly; blocks of several, and years, are
    /// counted here in days in a row.
    static func schedule(_ period: BeaverHabit.Period?) -> (Schedule, String?) {
        guard let period else { return (.everyDay, nil) }
        let (times, count) = (period.target, period.count)
        switch (period.unit, count) {
        case (.day, _): return SourceMapping.rolling(times: times, days: count)
        case (.week, 1): return (SourceMapping.weekly(times), nil)
        case (.month, 1): return SourceMapping.monthly(times)
        case (.week, _), (.month, _), (.year, _):
            let (days, name): (Int, String) = switch period.unit {
            case .week: (7 * count, "week")
            case .month: (30 * count, "month")
            case .day, .year: (365 * count, "year")
            }
            let unit = count == 1 ? "calendar \(name)" : "block of \(count) calendar \(name)s"
            let (schedule, fitted) = SourceMapping.rolling(times: times, days: days)
            if schedule == .everyDay && fitted == nil { return (schedule, nil) }
            let approximate = "Beaver counts \(LoopImport.count(times, "done day", "done days")) in each \(unit); here it is \(SourceMapping.describe(schedule))."
            return (schedule, fitted.map { approximate + " " + $0 } ?? approximate)
        }
    }

    /// A day's state and note: `#skip` skips the day whether or not it is done; the note is
    /// the text without Markdown images (their files stay in Beaver) and without the `#skip`
    /// that became the state, cut to the note limit.
    static func entry(_ record: BeaverRecord) -> (state: Entry.State?, note: String?, noteCut: Bool) {
        let state: Entry.State? = record.isSkip ? .skipped : record.done ? .done : nil
        guard !record.text.isEmpty else { return (state, nil, false) }
        var text = record.text.replacing(/!\[[^\]\n]*\]\([^)\n]*\)/, with: "")
        if record.isSkip {
            text = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.split(separator: " ", omittingEmptySubsequences: false).filter { $0 != "#skip" }.joined(separator: " ") }
                .joined(separator: "\n")
        }
        let (note, cut) = SourceMapping.note([text])
        return (state, note, cut)
    }
}
