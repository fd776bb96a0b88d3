/// When a habit is due. An enum so that later kinds ("3 times a week", "every 2 days") are new
/// cases with their own due rule, not a rewrite of the callers.
public enum Schedule: Hashable, Sendable {
    /// Due on the chosen weekdays; never empty.
    case weekdays(WeekdaySet)

    public static let everyDay = Schedule.weekdays(.everyDay)

    public func isDue(on day: Day) -> Bool {
        switch self {
        case .weekdays(let set): return set.contains(day.weekday)
        }
    }

    public var weekdays: WeekdaySet {
        switch self {
        case .weekdays(let set): return set
        }
    }
}
