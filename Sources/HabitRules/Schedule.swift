/// When a habit is due, and every walk over days that depends on it: the due rule, the streak
/// walk and the statistics walk (SPEC §10.1, §10.7). An enum so that a new kind is a new case
/// here with its own walks; nothing outside this file looks inside a case.
///
/// To add a kind: a case with its limits in `validated()`, its arms in `judge` below and in
/// `Codable`, its summary in the copy catalogue, its controls in the form. The store keeps the
/// outward form as JSON, so no migration is needed unless a constraint must learn the kind.
public enum Schedule: Hashable, Sendable {
    /// Due on the chosen weekdays; never empty.
    case weekdays(WeekdaySet)
    /// `n` days in each calendar week (from the person's week start: Monday to Sunday by
    /// default), n in `weeklyLimits`.
    case weekly(Int)
    /// `n` days in each calendar month, n in `monthlyLimits`.
    case monthly(Int)
    /// `times` days in every `days` consecutive available days, times < days, each in its limits;
    /// `rolling(times: 1, days: 3)` is "every 3 days".
    case rolling(times: Int, days: Int)

    public static let everyDay = Schedule.weekdays(.everyDay)

    // The limits of each kind's numbers: the rules check them here, and the form, the API's
    // document, the command line's help and the messages all read them from here.
    public static let weeklyLimits = 1...6
    public static let monthlyLimits = 1...27
    /// `rolling`: the window is 2 to 365 days, and the times at least 1 and fewer than the days.
    public static let rollingDaysLimits = 2...365
    public static let rollingTimesLimits = 1...(rollingDaysLimits.upperBound - 1)

    /// How often, as Loop Habit Tracker writes a frequency: `times` in every `days` (a weekday set
    /// is its count of days a week, every day 1 in 1; a month counts as 30 days).
    public var frequency: (times: Int, days: Int) {
        switch self {
        case .weekdays(let days):
            let count = Array(days).count
            return count == 7 ? (1, 1) : (count, 7)
        case .weekly(let times): return (times, 7)
        case .monthly(let times): return (times, 30)
        case .rolling(let times, let days): return (times, days)
        }
    }

    /// The schedule if it keeps its kind's limits, else the error the person sees.
    public func validated() throws(DomainError) -> Schedule {
        switch self {
        case .weekdays(let days):
            if days.isEmpty { throw .scheduleEmpty }
        case .weekly(let times):
            if !Self.weeklyLimits.contains(times) { throw .scheduleOutOfRange(kind) }
        case .monthly(let times):
            if !Self.monthlyLimits.contains(times) { throw .scheduleOutOfRange(kind) }
        case .rolling(let times, let days):
            if !Self.rollingTimesLimits.contains(times) || times >= days || !Self.rollingDaysLimits.contains(days) {
                throw .scheduleOutOfRange(kind)
            }
        }
        return self
    }

    /// Flexible schedules let the person choose the days: `weekly`, `monthly`, `rolling`.
    public var isFlexible: Bool {
        switch self {
        case .weekdays: false
        case .weekly, .monthly, .rolling: true
        }
    }

    /// What a streak counts: days, or whole weeks or months for period goals.
    public var streakUnit: StreakUnit {
        switch self {
        case .weekdays, .rolling: return .days
        case .weekly: return .weeks
        case .monthly: return .months
        }
    }

    /// The weekdays of a `weekdays` schedule, Monday first (nil for other kinds).
    public var weekdayList: [Weekday]? {
        if case .weekdays(let days) = self { return Array(days) }
        return nil
    }

    /// Whether the habit is judged over calendar periods (weekly and monthly habits).
    public var hasPeriods: Bool {
        switch self {
        case .weekly, .monthly: true
        case .weekdays, .rolling: false
        }
    }

    /// The calendar period a weekly or monthly habit is judged over that holds `day`, weeks
    /// beginning on `weekStart`.
    public func period(containing day: Day, weekStart: Weekday) -> ClosedRange<Day>? {
        switch self {
        case .weekly:
            let start = day.startOfWeek(weekStart)
            return start...start.adding(days: 6)
        case .monthly:
            let start = day.startOfMonth
            return start...start.adding(days: Day.daysIn(month: day.month, year: day.year) - 1)
        case .weekdays, .rolling:
            return nil
        }
    }

    /// Whether the schedule has the habit on `day` before anything was entered: a weekday
    /// schedule on its weekdays; a flexible one on every day (it is open).
    func plans(_ day: Day) -> Bool { plans(weekday: day.weekday) }

    /// Whether the schedule has the habit on a day of `weekday` before anything was entered.
    func plans(weekday: Weekday) -> Bool {
        switch self {
        case .weekdays(let days): days.contains(weekday)
        case .weekly, .monthly, .rolling: true
        }
    }

    /// Throws the message the person sees when `day` cannot take a state for this schedule.
    func checkCanMark(_ day: Day, name: String) throws(DomainError) {
        if !plans(day) { throw .notScheduled(name: name, weekday: day.weekday) }
    }

    // MARK: Walks

    /// Fills in which days are due, which due days count as done, and the streaks, from the
    /// table's availability and done days. `measure` is the habit's, if it is measurable.
    func judge(_ table: inout DayTable, measure: Measure?) {
        switch self {
        case .weekdays(let days): judgeWeekdays(days, &table)
        case .weekly(let times), .monthly(let times): judgePeriods(times, &table, measure: measure)
        case .rolling(let times, let days): judgeRolling(times: times, in: days, &table)
        }
    }

    /// `weekdays`: due on its weekdays when available; the streak walks those days only, and
    /// today never breaks it.
    private func judgeWeekdays(_ days: WeekdaySet, _ table: inout DayTable) {
        var runs = Runs(resuming: table.resumed)
        var weekday = table.start.weekday.index
        for index in 0..<table.judged {
            defer { weekday = weekday == 6 ? 0 : weekday + 1 }
            guard days.bits & (1 << weekday) != 0, table.available[index] else { continue }
            table.due[index] = true
            table.doneWhenDue[index] = table.done[index]
            if table.done[index] {
                runs.keep(table.day(index)...table.day(index))
            } else if index != table.todayIndex {
                runs.breakRun()
            }
        }
        runs.finish(into: &table)
    }

    /// `weekly` / `monthly`: each calendar period has a goal of `times` days prorated to its
    /// available days (round half up; 0 makes the period neutral), or for a measurable habit its
    /// target prorated the same way. A day is due when it is the last chance to meet the goal
    /// (a measurable `atLeast` habit: the period's last available day while the target is not
    /// reached; an `atMost` one is never due). The streak counts consecutive met periods; the
    /// current one counts once met and never breaks (an `atMost` one is judged when it ends).
    private func judgePeriods(_ times: Int, _ table: inout DayTable, measure: Measure?) {
        guard table.judged > 0 else { return }
        var runs = Runs(resuming: table.resumed)
        var bounds = period(containing: table.start, weekStart: table.weekStart)!
        while table.index(of: bounds.lowerBound) < table.judged {
            defer { bounds = period(containing: bounds.upperBound.adding(days: 1), weekStart: table.weekStart)! }
            let length = bounds.lowerBound.days(until: bounds.upperBound) + 1
            let days = max(0, table.index(of: bounds.lowerBound))...min(table.judged - 1, table.index(of: bounds.upperBound))
            let toCome = table.availableDaysToCome(in: bounds)
            let available = days.filter { table.available[$0] }.count + toCome
            let isCurrent = bounds.contains(table.today) && table.judged == table.count
            var progress = PeriodProgress(start: bounds.lowerBound, end: bounds.upperBound, done: 0, total: 0, goal: 0, target: nil)
            let met: Bool
            if let measure {
                let goal = Self.prorated(measure.target.thousandths, available, length)
                let lastChance = toCome == 0 ? days.last { table.available[$0] } : nil
                // In 64 bits (`PeriodProgress.total`).
                var sum: Int64 = 0
                for index in days where table.available[index] {
                    if index == lastChance && measure.direction == .atLeast && sum < Int64(goal) {
                        table.due[index] = true
                        table.doneWhenDue[index] = sum + Int64(table.amount[index]) >= Int64(goal)
                    }
                    sum += Int64(table.amount[index])
                }
                progress.total = sum
                progress.target = Quantity(thousandths: goal)
                progress.goal = goal > 0 ? 1 : 0
                met = measure.meets(progress.sum, target: Quantity(thousandths: goal))
            } else {
                let goal = Self.prorated(times, available, length)
                var done = 0, remaining = available
                for index in days where table.available[index] {
                    let needed = goal - done
                    if needed >= 1 && needed >= remaining {
                        table.due[index] = true
                        table.doneWhenDue[index] = table.done[index]
                    }
                    remaining -= 1
                    if table.done[index] { done += 1 }
                }
                progress.done = done
                progress.goal = goal
                met = done >= goal
            }
            table.periods.append(progress)
            guard progress.goal > 0, !(isCurrent && measure?.direction == .atMost) else { continue }
            if met {
                runs.keep(max(bounds.lowerBound, table.start)...min(bounds.upperBound, table.today))
            } else if !isCurrent {
                runs.breakRun()
            }
        }
        runs.finish(into: &table)
    }

    /// `rolling(x, y)`: the window of a day is its `y` most recent available days (skipped and
    /// paused days are left out, so it stretches over them); it is met with `x` done days in it.
    /// Windows reaching before the start are not judged. A day is due when its window is not
    /// met without it. The streak counts consecutive days whose window is met; today counts
    /// once met and never breaks.
    private func judgeRolling(times: Int, in length: Int, _ table: inout DayTable) {
        var runs = Runs(resuming: table.resumed)
        // Done counts over the available days so far; `ring` holds the last `length` of them.
        var ring = [Bool](repeating: false, count: length)
        var availableSoFar = 0, inWindow = 0
        if let resumed = table.resumed {
            availableSoFar = resumed.available
            for (offset, done) in resumed.recent.enumerated() {
                ring[(availableSoFar - resumed.recent.count + offset) % length] = done
                if done { inWindow += 1 }
            }
        }
        defer {
            table.availableJudged = availableSoFar
            let kept = min(availableSoFar, length)
            table.recentDone = (0..<kept).map { ring[(availableSoFar - kept + $0) % length] }
        }
        for index in 0..<table.judged where table.available[index] {
            let slot = availableSoFar % length
            if availableSoFar >= length && ring[slot] { inWindow -= 1 }
            ring[slot] = table.done[index]
            if table.done[index] { inWindow += 1 }
            availableSoFar += 1
            guard availableSoFar >= length else { continue }
            let withoutToday = inWindow - (table.done[index] ? 1 : 0)
            if withoutToday < times {
                table.due[index] = true
                table.doneWhenDue[index] = table.done[index]
            }
            if inWindow >= times {
                runs.keep(table.day(index)...table.day(index))
            } else if index != table.todayIndex {
                runs.breakRun()
            }
        }
        runs.finish(into: &table)
    }

    /// round-half-up(goal × available ÷ length), in integers (64 bits: a month's target in
    /// thousandths times 62 passes 2³¹, the page's WebAssembly's Int; a goal of at most 10⁹
    /// times 2 × 31 cannot reach 2⁶³, so the product needs no overflow check, which WebAssembly
    /// would ask a 128-bit multiply for).
    static func prorated(_ goal: Int, _ available: Int, _ length: Int) -> Int {
        Int((2 &* Int64(goal) &* Int64(available) + Int64(length)) / (2 &* Int64(length)))
    }
}

/// Counts consecutive kept days (or periods) for a walk, remembering each run's dates.
struct Runs {
    private var current = 0, best = 0
    private var range: ClosedRange<Day>?
    private var all: [StreakRun] = []

    /// From the run a checkpoint left (a fresh count without one).
    init(resuming checkpoint: Checkpoint?) {
        guard let checkpoint else { return }
        current = checkpoint.run
        range = checkpoint.runSpan
        best = checkpoint.best
    }

    /// One more kept day or period, `span` its dates.
    mutating func keep(_ span: ClosedRange<Day>) {
        range = current == 0 ? span : range!.lowerBound...span.upperBound
        current += 1
        best = max(best, current)
    }

    mutating func breakRun() {
        close()
        current = 0
    }

    /// Writes the streaks and the runs (the current one included) into the table.
    mutating func finish(into table: inout DayTable) {
        table.openRun = (current, range, best)
        close()
        table.streaks = Streaks(current: current, best: best)
        table.runs = all
    }

    private mutating func close() {
        if current > 0, let range { all.append(StreakRun(start: range.lowerBound, end: range.upperBound, length: current)) }
        range = nil
    }
}

/// One streak in a habit's history: its first and last day and its length in the streak's unit.
public struct StreakRun: Hashable, Sendable {
    public let start: Day
    public let end: Day
    public let length: Int
}

/// What a streak counts.
public enum StreakUnit: String, Sendable {
    case days, weeks, months
}

/// A weekly or monthly habit's progress in one calendar period.
public struct PeriodProgress: Hashable, Sendable {
    public let start: Day
    public let end: Day
    /// Done days (yes/no habits).
    public var done: Int
    /// The sum of the values (measurable habits), in thousandths and 64 bits: a month of big
    /// amounts passes 2³¹ thousandths, where the page's WebAssembly counts `Int` in 32 bits.
    public var total: Int64
    /// The sum as an amount, to compare with targets (clamped where `Int` is 32 bits, far above any
    /// target); show `total`, which is exact everywhere.
    public var sum: Quantity { Quantity(thousandths: Int(clamping: total)) }
    /// Days needed (yes/no), prorated to the available days; 0 is a neutral period (for a
    /// measurable habit 1 when its prorated target is above 0).
    public var goal: Int
    /// The target prorated to the available days (measurable habits), else nil.
    public var target: Quantity?
}

// MARK: Kinds

/// A schedule's kind, as its outward form names it (`"kind": "weekly"`; the `Codable` form is
/// HabitCore's).
extension Schedule {
    public enum Kind: String, Sendable, CaseIterable {
        case weekdays, weekly, monthly, rolling

        /// Whether the outward form lists weekdays (`"weekdays": ["mon", …]`).
        public var hasWeekdays: Bool {
            switch self {
            case .weekdays: true
            case .weekly, .monthly, .rolling: false
            }
        }

        /// The outward form's numbers and their limits (`"times"`, `"days"`).
        public var numbers: [(name: String, limits: ClosedRange<Int>)] {
            switch self {
            case .weekdays: []
            case .weekly: [("times", Schedule.weeklyLimits)]
            case .monthly: [("times", Schedule.monthlyLimits)]
            case .rolling: [("times", Schedule.rollingTimesLimits), ("days", Schedule.rollingDaysLimits)]
            }
        }
    }

    public var kind: Kind {
        switch self {
        case .weekdays: return .weekdays
        case .weekly: return .weekly
        case .monthly: return .monthly
        case .rolling: return .rolling
        }
    }
}

/// A set of weekdays as seven bits: cheap to test on every day of ten years of history. Only
/// `Schedule` reads the bits.
public struct WeekdaySet: Hashable, Sendable, Sequence {
    fileprivate private(set) var bits: UInt8

    public init(_ days: some Sequence<Weekday>) {
        bits = 0
        for day in days { insert(day) }
    }

    public static let everyDay = WeekdaySet(Weekday.allCases)

    public var isEmpty: Bool { bits == 0 }
    public var isEveryDay: Bool { bits == 0x7F }
    public func contains(_ day: Weekday) -> Bool { bits & (1 << day.index) != 0 }
    public mutating func insert(_ day: Weekday) { bits |= 1 << day.index }

    public func makeIterator() -> some IteratorProtocol<Weekday> {
        Weekday.allCases.filter { contains($0) }.makeIterator()
    }
}
