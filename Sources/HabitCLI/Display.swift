import HabitCore

/// How the command line shows what a measurable habit holds, shared by the day commands,
/// `list` and `show`.
enum Display {
    /// `5 / 8 glasses` for a daily target; `12 / 20 km this week` for a period's.
    static func amount(_ measure: Measure, value: Quantity?, period: PeriodProgress?, schedule: Schedule?,
                       _ copy: any Copy) -> String {
        if let period, let kind = schedule?.kind {
            return copy.periodAmount(period.sum, of: period.target ?? measure.target, unit: measure.unit, kind)
        }
        return copy.amount(value ?? .zero, of: measure.target, unit: measure.unit)
    }

    /// The streak pair as a card shows it: `🔥 3 wk  Best 5 wk`.
    static func streaks(_ streaks: Streaks, _ unit: StreakUnit, _ copy: any Copy) -> String {
        "🔥 \(copy.streakCount(streaks.current, unit))  \(copy.best(streaks.best, unit))"
    }
}
