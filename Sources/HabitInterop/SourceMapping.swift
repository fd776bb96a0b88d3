import HabitCore
import HabitStore

/// Field mappings that several apps' importers share (SPEC §17): a schedule fitted to §10's
/// limits, and text made into a note. Each returns what it changed, in English, for the report.
enum SourceMapping {
    /// `times` in every `days` days: every day when `times` reaches `days`, else rolling, scaled
    /// to the 365-day limit past it.
    static func rolling(times: Int, days: Int) -> (Schedule, String?) {
        guard times > 0, days > 0 else { return (.everyDay, "its frequency \(times) in \(days) days means nothing; it is every day here.") }
        if times >= days { return (.everyDay, nil) }
        let limit = Schedule.rollingDaysLimits.upperBound
        if days <= limit { return (.rolling(times: times, days: days), nil) }
        let scaled = min(Schedule.rollingTimesLimits.upperBound, max(1, Int((Double(times) * Double(limit) / Double(days)).rounded())))
        return (.rolling(times: scaled, days: limit),
                "\(LoopImport.count(times, "time", "times")) in \(days) days reaches past the \(limit)-day limit; "
                    + "it is \(LoopImport.count(scaled, "time", "times")) in \(limit) days here.")
    }

    /// `times` a calendar month, within the 27 a month allows (every day from 31 on).
    static func monthly(_ times: Int) -> (Schedule, String?) {
        let limit = Schedule.monthlyLimits.upperBound
        if times >= 31 { return (.everyDay, nil) }
        if times > limit { return (.monthly(limit), "\(times) times a month is more than the \(limit) Habits allows; it is \(limit) times a month here.") }
        return (.monthly(max(1, times)), nil)
    }

    /// `times` a calendar week (every day from 7 on).
    static func weekly(_ times: Int) -> Schedule { times >= 7 ? .everyDay : .weekly(max(1, times)) }

    /// Pieces of text joined by line breaks into a note: control characters out, cut to the
    /// note limit with `…`; and whether it was cut.
    static func note(_ parts: [String]) -> (String?, Bool) {
        LoopImport.cut(parts.map { LoopImport.cleaned($0) }.filter { !$0.isEmpty }.joined(separator: "\n"), to: Tracker.noteLimit)
    }

    /// A schedule in the report's English, lower case: `3 times a week`, `every 14 days`.
    static func describe(_ schedule: Schedule) -> String {
        let text = English().scheduleSummary(schedule)
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
