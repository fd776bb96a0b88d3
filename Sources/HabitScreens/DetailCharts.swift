import HabitCore

/// The numbers behind a tracker detail's charts (SPEC §11), built from its judgement: the
/// strength line, a year heatmap, per-week or per-month bars with the target, how often each
/// weekday was done, the five best streaks and the notes. Pages draw them as SVG with the same
/// numbers in a table; the JSON carries them too.
public struct DetailCharts: Hashable, Sendable {
    public enum Range: String, CaseIterable, Codable, Sendable {
        case threeMonths = "3m", year = "1y", all
        /// Days the range reaches back (nil: the whole history).
        var days: Int? {
            switch self {
            case .threeMonths: return 91
            case .year: return 365
            case .all: return nil
            }
        }
    }

    public struct Point: Hashable, Sendable {
        public let date: Day
        public let strength: Double
    }

    public struct HeatCell: Hashable, Sendable {
        public let date: Day
        public let state: DayState
        /// A measurable day shaded by value ÷ target: 1…4 (4 at or above the target), else nil.
        public let level: Int?
    }

    public struct Bar: Hashable, Sendable {
        public let start: Day
        public let end: Day
        /// Done days, or the sum of a measurable habit's values.
        public let amount: Quantity
    }

    public enum BarPeriod: String, Codable, Sendable { case week, month }

    /// The strength now and 30 days ago (the change shown as `+12% in 30 days`).
    public let strength: Double
    public let strengthMonthAgo: Double
    public let range: Range
    /// The strength line over `range`, at most `maxPoints` points, oldest first.
    public let strengthLine: [Point]
    /// The day its weeks begin on (the library's week start): the heatmap's first row, the
    /// weekly bars' first day and the weekday chart's first column.
    public let weekStart: Weekday
    /// 53 weeks × 7 days from a week start, oldest first, ending with today.
    public let heatmap: [HeatCell]
    public let barPeriod: BarPeriod
    /// The last 12 weeks or months, oldest first.
    public let bars: [Bar]
    /// What a bar should reach (the period's goal, or the target), if the habit has one.
    public let barTarget: Quantity?
    /// Days done on each weekday over the last year, in the week's order (`weekStart` first).
    public let weekdays: [Int]
    public let bestStreaks: [StreakRun]
    /// Days with a note, newest first.
    public let notes: [Entry]
    /// The weekday it is most often missed on, when the difference is significant (SPEC §22).
    public let patterns: Patterns?

    public static let maxPoints = 120
    public static let barCount = 12

    public static func build(_ judgement: Judgement, history: History, today: Day, range: Range = .threeMonths) -> DetailCharts {
        let tracker = judgement.tracker
        let daily = judgement.dailyStrength
        let start = tracker.createdOn
        let initial = tracker.measure?.direction == .atMost ? 1.0 : 0.0
        func strength(on day: Day) -> Double {
            let index = start.days(until: day)
            return index < 0 || daily.isEmpty ? initial : daily[min(index, daily.count - 1)]
        }

        // The strength line: every day of the range, thinned to at most `maxPoints`.
        let from = max(start, range.days.map { today.adding(days: -($0 - 1)) } ?? start)
        let length = from <= today ? from.days(until: today) + 1 : 0
        let stride = max(1, (length + maxPoints - 1) / maxPoints)
        var line: [Point] = []
        if length > 0 {
            var offset = (length - 1) % stride
            while offset < length {
                let day = from.adding(days: offset)
                line.append(Point(date: day, strength: strength(on: day)))
                offset += stride
            }
        }

        // The heatmap: from the week start 52 weeks before this week's, to today.
        let weekStart = judgement.weekStart
        let thisWeek = today.startOfWeek(weekStart)
        let heatStart = thisWeek.adding(days: -52 * 7)
        let target = tracker.measure?.target.thousandths ?? 0
        let perDay = tracker.kind.schedule?.hasPeriods != true
        let heatmap = (0...heatStart.days(until: today)).map { offset -> HeatCell in
            let day = heatStart.adding(days: offset)
            var level: Int?
            if let measure = tracker.measure, measure.direction == .atLeast, let value = history.entry(on: day)?.value,
               value > .zero, target > 0 {
                let goal = perDay ? target : max(1, target / 7)
                level = min(4, max(1, (4 * value.thousandths + goal - 1) / goal))
            }
            return HeatCell(date: day, state: judgement.state(on: day), level: level)
        }

        // Bars: per month for a habit counted by month, else per week.
        let barPeriod: BarPeriod = tracker.kind.schedule?.streakUnit == .months ? .month : .week
        var bars: [Bar] = []
        var periodEnd = barPeriod == .week ? thisWeek.adding(days: 6)
            : today.startOfMonth.adding(days: Day.daysIn(month: today.month, year: today.year) - 1)
        for _ in 0..<barCount {
            let periodStart = barPeriod == .week ? periodEnd.adding(days: -6) : periodEnd.startOfMonth
            var amount = 0
            var day = max(periodStart, start)
            while day <= min(periodEnd, today) {
                if tracker.measure != nil {
                    amount += history.entry(on: day)?.value?.thousandths ?? 0
                } else if judgement.isDone(on: day) {
                    amount += 1000
                }
                day = day.adding(days: 1)
            }
            bars.append(Bar(start: periodStart, end: periodEnd, amount: Quantity(thousandths: amount)))
            periodEnd = periodStart.adding(days: -1)
        }
        bars.reverse()

        // How often each weekday was done over the last year.
        var weekdays = [Int](repeating: 0, count: 7)
        let yearAgo = today.adding(days: -364)
        for entry in history.entries where entry.day >= yearAgo && entry.day <= today && judgement.isDone(on: entry.day) {
            weekdays[weekStart.distance(to: entry.day.weekday)] += 1
        }
        if tracker.measure?.direction == .atMost {
            // A limit habit's quiet days are kept days too.
            weekdays = [Int](repeating: 0, count: 7)
            var day = max(yearAgo, start)
            while day <= today {
                if judgement.isDone(on: day) { weekdays[weekStart.distance(to: day.weekday)] += 1 }
                day = day.adding(days: 1)
            }
        }

        return DetailCharts(strength: judgement.strength ?? 0, strengthMonthAgo: strength(on: today.adding(days: -30)),
                            range: range, strengthLine: line, weekStart: weekStart, heatmap: heatmap, barPeriod: barPeriod, bars: bars,
                            barTarget: barTarget(tracker, period: barPeriod), weekdays: weekdays,
                            bestStreaks: judgement.bestStreaks(), notes: history.entries.filter { $0.note != nil }.reversed(),
                            patterns: Patterns.build(judgement, today: today))
    }

    /// What one bar should reach: the period's goal or target, or for a daily schedule its days
    /// in a week (times the daily target for a measurable habit), from the schedule's frequency.
    static func barTarget(_ tracker: Tracker, period: BarPeriod) -> Quantity? {
        guard let schedule = tracker.kind.schedule else { return nil }
        let (times, days) = schedule.frequency
        // A habit counted by week or month: its goal for the period the bar shows.
        if schedule.streakUnit != .days { return tracker.measure?.target ?? Quantity(times) }
        // Else its rate over a week, times the daily target of a measurable habit.
        let perDay = tracker.measure?.target ?? Quantity(1)
        return Quantity(thousandths: (perDay.thousandths * times * 7 + days / 2) / days)
    }

    /// The change over 30 days in whole percentage points (`+12`).
    public var changeInPoints: Int { Int(((strength - strengthMonthAgo) * 100).rounded()) }
}
