/// How one day of a tracker stands (SPEC §16's `state`).
public enum DayState: String, Sendable, CaseIterable {
    case done, pending, missed, skipped, paused, open, unscheduled
    case beforeStart = "before-start"
}

/// One tracker's days judged once, from its start to today: its due days, what each day's
/// state is, its streaks and its periods. Every rule (board, detail, statistics) reads this
/// rather than walking the history again.
public struct Judgement: Sendable {
    public let tracker: Tracker
    let table: DayTable
    /// Days shown done up to today (`N days`).
    public let doneCount: Int

    /// `weekStart` is the person's (`Settings.weekStart`): a weekly habit's periods begin on it.
    ///
    /// `resuming`: judge only from the checkpoint's day on, with what the days before it left
    /// (`Judgement.checkpoint`), as the page does with the days it holds. The streaks, the
    /// count and every day from the checkpoint's day on come out as the whole history gives
    /// them; the runs before it (`bestStreaks`) and the strength are not there.
    public init(_ tracker: Tracker, history: History, today: Day, weekStart: Weekday, resuming checkpoint: Checkpoint? = nil) {
        self.tracker = tracker
        var table = DayTable(tracker, history: history, today: today, weekStart: weekStart, resuming: checkpoint)
        if let schedule = tracker.kind.schedule { schedule.judge(&table, measure: tracker.measure) }
        self.table = table
        doneCount = (checkpoint?.doneBefore ?? 0) + table.done.reduce(0) { $0 + ($1 ? 1 : 0) }
    }

    /// What judging a tracker's days before `day` leaves for the days from it on: the
    /// checkpoint a judgement resumes from. `day` is one `resumption` gives.
    public static func checkpoint(_ tracker: Tracker, history: History, today: Day, weekStart: Weekday, before day: Day) -> Checkpoint {
        var table = DayTable(tracker, history: history, today: today, weekStart: weekStart, judgingBefore: day)
        if let schedule = tracker.kind.schedule { schedule.judge(&table, measure: tracker.measure) }
        let before = max(0, min(table.count, table.index(of: day)))
        return Checkpoint(day: day, doneBefore: table.done[..<before].reduce(0) { $0 + ($1 ? 1 : 0) },
                          lastDone: history.lastDone(upTo: day.adding(days: -1)), run: table.openRun.length,
                          runSpan: table.openRun.span, best: table.openRun.best, available: table.availableJudged,
                          recent: table.recentDone)
    }

    /// The first day a page that can write from `earliest` on judges afresh, nil when it must
    /// judge the whole history (the tracker starts on that day or later). Writes change only
    /// days from there on; a weekly or monthly habit is judged from the start of that day's
    /// period, which the checkpoint cannot split.
    public static func resumption(of tracker: Tracker, from earliest: Day, today: Day, weekStart: Weekday) -> Day? {
        var day = min(earliest, today)
        if let period = tracker.kind.schedule?.period(containing: day, weekStart: weekStart) { day = period.lowerBound }
        return day > tracker.createdOn ? day : nil
    }

    /// Current and best streak as of today; nil for events.
    public var streaks: Streaks? { tracker.kind.isHabit ? table.streaks : nil }
    public var streakUnit: StreakUnit { tracker.kind.schedule?.streakUnit ?? .days }
    /// The day the weeks it was judged with begin on.
    public var weekStart: Weekday { table.weekStart }

    /// Whether the tracker is due on a day up to today (a future day: whether its schedule plans it).
    public func isDue(on day: Day) -> Bool {
        guard day >= tracker.createdOn, !tracker.isArchived(on: day) else { return false }
        guard let schedule = tracker.kind.schedule else {
            guard let doneOn = table.lastDone else { return true }
            return doneOn == day
        }
        guard let index = table.position(of: day) else {
            return day > table.today && schedule.plans(day) && !schedule.isFlexible && !tracker.isPaused(on: day)
        }
        return table.due[index]
    }

    /// Whether a due day counts as done (for a weekly measurable habit: whether the period's
    /// target was reached by the end of that day).
    public func isDoneWhenDue(on day: Day) -> Bool {
        guard let index = table.position(of: day) else { return false }
        return tracker.kind.isHabit ? table.doneWhenDue[index] : table.done[index]
    }

    /// Whether the day is shown done (a check on its card and in its grid).
    public func isDone(on day: Day) -> Bool { table.position(of: day).map { table.done[$0] } ?? false }

    /// The day's state; today is never missed, it is pending until done.
    public func state(on day: Day) -> DayState {
        if day < tracker.createdOn { return .beforeStart }
        if tracker.isArchived(on: day) { return .unscheduled }
        guard let index = table.position(of: day) else {
            // After today: what the plan says.
            if tracker.isPaused(on: day) { return .paused }
            guard let schedule = tracker.kind.schedule else { return table.lastDone == nil ? .pending : .unscheduled }
            return schedule.isFlexible ? .open : schedule.plans(day) ? .pending : .unscheduled
        }
        if table.done[index] { return .done }
        if table.skipped[index] { return .skipped }
        if table.paused[index] { return .paused }
        guard let schedule = tracker.kind.schedule else {
            // An open event is offered every day; a day it was not done is not a missed one.
            guard isDue(on: day) else { return .unscheduled }
            return day == table.today ? .pending : .unscheduled
        }
        if table.due[index] { return day == table.today ? .pending : .missed }
        return schedule.isFlexible ? .open : .unscheduled
    }

    /// Whether its card is on the board for a day: not before its start, not archived or paused
    /// then, and due, open, or done there (a completion left on a day the schedule no longer
    /// includes stays visible so that it can be undone).
    public func isShown(on day: Day) -> Bool {
        switch state(on: day) {
        case .beforeStart, .paused: return false
        case .unscheduled: return !tracker.isArchived(on: day) && isDue(on: day)
        case .done, .pending, .missed, .skipped, .open: return true
        }
    }

    /// The due days from `from` through `through` and how many of them were done; today's due
    /// day counts only once done (today is never a failure).
    public func completion(from: Day, through: Day) -> (done: Int, due: Int) {
        guard tracker.kind.isHabit else { return (0, 0) }
        var done = 0, due = 0
        let first = max(0, table.index(of: from)), last = min(table.judged - 1, table.index(of: through))
        guard first <= last else { return (0, 0) }
        for index in first...last where table.due[index] {
            if table.doneWhenDue[index] {
                done += 1
                due += 1
            } else if index != table.todayIndex {
                due += 1
            }
        }
        return (done, due)
    }

    /// The longest streaks, longest first (the more recent of two equal ones first).
    public func bestStreaks(_ count: Int = 5) -> [StreakRun] {
        Array(table.runs.sorted { $0.length != $1.length ? $0.length > $1.length : $0.start > $1.start }.prefix(count))
    }

    /// A weekly or monthly habit's progress in the period holding `day`.
    public func period(containing day: Day) -> PeriodProgress? {
        table.periods.first { $0.start <= day && day <= $0.end }
    }

    /// Each day of `window` that a habit's schedule plans and that was judged (from the start,
    /// before the archive day), neither skipped nor paused, in order, with whether it is shown
    /// done (Together and Patterns count these). None for events.
    public func forEachCountedDay(in window: ClosedRange<Day>, _ body: (Day, _ done: Bool) -> Void) {
        guard let schedule = tracker.kind.schedule else { return }
        let first = max(window.lowerBound, table.start)
        let last = min(window.upperBound, table.start.adding(days: table.judged - 1))
        guard first <= last else { return }
        for index in table.index(of: first)...table.index(of: last) where table.available[index] {
            let day = table.day(index)
            if schedule.plans(day) { body(day, table.done[index]) }
        }
    }
}

/// What judging a tracker's days before `day` left for the days from it on (see
/// `Judgement.checkpoint`): the page's WebAssembly is given this and the days a write on the page
/// can change, rather than the whole history.
public struct Checkpoint: Hashable, Sendable {
    /// The first day judged afresh.
    public var day: Day
    /// Days shown done before it (`N days` counts them).
    public var doneBefore: Int
    /// The latest day marked done before it (an event's one completion).
    public var lastDone: Day?
    /// The streak's run going into `day` (days, weeks or months), the days it spans, and the
    /// best run so far.
    public var run: Int
    public var runSpan: ClosedRange<Day>?
    public var best: Int
    /// `rolling`: the available days judged before `day`, and whether each of the most recent
    /// of them (as many as the window holds) was done, oldest first.
    public var available: Int
    public var recent: [Bool]

    public init(day: Day, doneBefore: Int, lastDone: Day?, run: Int, runSpan: ClosedRange<Day>?, best: Int,
                available: Int, recent: [Bool]) {
        self.day = day
        self.doneBefore = doneBefore
        self.lastDone = lastDone
        self.run = run
        self.runSpan = runSpan
        self.best = best
        self.available = available
        self.recent = recent
    }
}

/// A tracker's days from its start through today, as the schedule's walks read and fill them.
struct DayTable: Sendable {
    let start: Day
    let today: Day
    /// The day weekly periods begin on.
    let weekStart: Weekday
    /// Days from the start through today; 0 when the tracker starts after today.
    let count: Int
    /// Days judged: through today, or up to the day before the archive day.
    let judged: Int
    let pauses: [Pause]
    let archivedOn: Day?

    /// Judged, and neither skipped nor paused.
    var available: [Bool]
    var skipped: [Bool]
    var paused: [Bool]
    /// Shown done: marked done; for a measurable habit, meeting its daily target (an `atMost`
    /// past day with nothing entered holds 0), or any amount for a period target.
    var done: [Bool]
    /// A measurable habit's amounts, in thousandths.
    var amount: [Int]
    /// Filled by the schedule's walk.
    var due: [Bool]
    var doneWhenDue: [Bool]
    var streaks = Streaks(current: 0, best: 0)
    /// Every streak, oldest first.
    var runs: [StreakRun] = []
    var periods: [PeriodProgress] = []
    /// The latest day done (events: the one completion).
    var lastDone: Day?
    /// What the days before the start left, when the table starts at a checkpoint.
    let resumed: Checkpoint?
    /// Filled by the walk for a checkpoint: the run still open at its end, and (rolling) the
    /// available days it judged and the most recent of them.
    var openRun = (length: 0, span: ClosedRange<Day>?.none, best: 0)
    var availableJudged = 0
    var recentDone: [Bool] = []

    /// `resuming`: the table starts at the checkpoint's day. `judgingBefore`: the walks judge
    /// only the days before that day (what a checkpoint is made of).
    init(_ tracker: Tracker, history: History, today: Day, weekStart: Weekday, resuming checkpoint: Checkpoint? = nil,
         judgingBefore cut: Day? = nil) {
        let start = checkpoint?.day ?? tracker.createdOn
        self.start = start
        self.today = today
        self.weekStart = weekStart
        resumed = checkpoint
        lastDone = checkpoint?.lastDone
        let count = start <= today ? start.days(until: today) + 1 : 0
        self.count = count
        let judged = tracker.archivedOn.map { min(count, max(0, start.days(until: $0))) } ?? count
        self.judged = cut.map { min(judged, max(0, start.days(until: $0))) } ?? judged
        pauses = tracker.pauses
        archivedOn = tracker.archivedOn
        available = [Bool](repeating: true, count: count)
        skipped = [Bool](repeating: false, count: count)
        paused = [Bool](repeating: false, count: count)
        done = [Bool](repeating: false, count: count)
        amount = [Int](repeating: 0, count: count)
        due = [Bool](repeating: false, count: count)
        doneWhenDue = [Bool](repeating: false, count: count)
        for index in self.judged..<count { available[index] = false }
        for pause in pauses {
            let from = max(0, start.days(until: pause.from))
            let until = min(count - 1, pause.until.map { start.days(until: $0) } ?? count - 1)
            guard from <= until else { continue }
            for index in from...until {
                paused[index] = true
                available[index] = false
            }
        }
        let measure = tracker.measure
        // A period target is met by the period's sum, so any amount shows a day done.
        let perPeriod = tracker.kind.schedule?.hasPeriods == true
        var entered = [Bool](repeating: false, count: count)
        for entry in history.entries[history.insertionIndex(of: start)..<history.insertionIndex(of: today.adding(days: 1))] {
            let index = start.days(until: entry.day)
            switch entry.state {
            case .done?:
                done[index] = true
                lastDone = entry.day
            case .skipped?:
                skipped[index] = true
                available[index] = false
            case .value(let value)?:
                entered[index] = true
                amount[index] = value.thousandths
                done[index] = measure.map { perPeriod ? value > .zero : $0.meets(value) } ?? (value > .zero)
            case nil:
                break
            }
        }
        if let measure, measure.direction == .atMost, !perPeriod, let schedule = tracker.kind.schedule {
            // A quiet past day of a limit habit held nothing, so it kept within the limit; only
            // on days the schedule has (a weekdays habit's other weekdays are not its days).
            for index in 0..<max(0, count - 1) where available[index] && !entered[index] && schedule.plans(start.adding(days: index)) {
                done[index] = true
            }
        }
    }

    var todayIndex: Int? { count > 0 ? count - 1 : nil }

    func index(of day: Day) -> Int { start.days(until: day) }
    func day(_ index: Int) -> Day { start.adding(days: index) }

    /// The index of a day from the start through today, else nil.
    func position(of day: Day) -> Int? {
        let index = start.days(until: day)
        return index >= 0 && index < count ? index : nil
    }

    /// Days of `bounds` after today that will be available: not paused, not archived.
    func availableDaysToCome(in bounds: ClosedRange<Day>) -> Int {
        var day = max(today.adding(days: 1), bounds.lowerBound, start)
        var available = 0
        while day <= bounds.upperBound {
            if !pauses.contains(where: { $0.contains(day) }) && !(archivedOn.map { day >= $0 } ?? false) { available += 1 }
            day = day.adding(days: 1)
        }
        return available
    }
}
