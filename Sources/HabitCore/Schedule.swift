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

    /// The latest due day at or before `day` that is not before `earliest`, if any.
    func latestDue(atOrBefore day: Day, notBefore earliest: Day) -> Day? {
        var cursor = day
        while cursor >= earliest {
            if isDue(on: cursor) { return cursor }
            cursor = cursor.adding(days: -1)
        }
        return nil
    }

    public var weekdays: WeekdaySet {
        switch self {
        case .weekdays(let set): return set
        }
    }
}
