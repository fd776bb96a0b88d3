import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Thousands of random histories, checked against a deliberately naive reading of SPEC §3 that
/// shares no code with the rules: it lists days, asks each question directly, and counts.
@Suite struct ReferenceModelTests {
    @Test func random_histories_agree_with_the_naive_reference() {
        var random = SeededGenerator(state: 2026_11_29)
        for round in 0..<3000 {
            let today = march(1).adding(days: Int.random(in: 0...90, using: &random))
            var entries: [(Tracker, [Day])] = []
            for index in 0..<Int.random(in: 1...4, using: &random) {
                let created = today.adding(days: -Int.random(in: -3...80, using: &random))
                let tracker: Tracker
                if Int.random(in: 0..<5, using: &random) == 0 {
                    tracker = event("E\(index)", created: created, position: index)
                } else {
                    let bits = Int.random(in: 1...127, using: &random)
                    tracker = habit("H\(index)", created: created, on: WeekdaySet(Weekday.allCases.filter { bits & (1 << $0.index) != 0 }),
                                    position: index)
                }
                var done: [Day] = []
                let density = Double.random(in: 0.2...0.95, using: &random)
                var day = created
                while day <= today.adding(days: 3) {
                    if Double.random(in: 0..<1, using: &random) < density { done.append(day) }
                    day = day.adding(days: 1)
                }
                if !tracker.kind.isHabit { done = done.isEmpty ? [] : [done.randomElement(using: &random)!] }
                entries.append((tracker, done))
            }
            let lib = Library(categories: [testCategory], trackers: entries.map(\.0),
                              histories: Dictionary(uniqueKeysWithValues: entries.map { ($0.0.id, History(done: $0.1)) }))
            for (tracker, done) in entries where tracker.kind.isHabit {
                let expected = NaiveReference.streaks(tracker, Set(done), today: today)
                let actual = Rules.streaks(of: tracker, history: History(done: done), today: today, weekStart: .mon)
                #expect(actual == expected, "round \(round), \(tracker.name)")
                if actual != expected { return }
            }
            let expected = NaiveReference.statistics(entries.map { ($0.0, Set($0.1)) }, today: today)
            let actual = Rules.statistics(of: lib, today: today)
            #expect(actual == expected, "round \(round)")
            if actual != expected { return }
        }
    }
}

/// SPEC §3 read literally, written for clarity and nothing else.
enum NaiveReference {
    static func isScheduled(_ tracker: Tracker, _ day: Day) -> Bool {
        guard let schedule = tracker.kind.schedule else { return false }
        return day >= tracker.createdOn && schedule.weekdayList!.contains(day.weekday)
    }

    static func streaks(_ tracker: Tracker, _ done: Set<Day>, today: Day) -> Streaks {
        var scheduled: [Day] = []
        var day = tracker.createdOn
        while day <= today {
            if isScheduled(tracker, day) { scheduled.append(day) }
            day = day.adding(days: 1)
        }
        // Current: from today if scheduled and done, else from the latest scheduled day before today.
        var startIndex = scheduled.count - 1
        if let last = scheduled.last, last == today, !done.contains(today) { startIndex -= 1 }
        var current = 0
        var index = startIndex
        while index >= 0 && done.contains(scheduled[index]) {
            current += 1
            index -= 1
        }
        // Best: the longest run of consecutive scheduled days that are done.
        var best = 0
        for start in scheduled.indices {
            var length = 0
            while start + length < scheduled.count && done.contains(scheduled[start + length]) { length += 1 }
            best = max(best, length)
        }
        return Streaks(current: current, best: max(best, current))
    }

    static func statistics(_ entries: [(Tracker, Set<Day>)], today: Day) -> Statistics {
        guard let start = entries.map(\.0.createdOn).min(), start <= today else {
            return Statistics(bestStreak: 0, perfectDays: 0, trackersCompleted: 0, calendarDays: 0)
        }
        var perfectDays = 0, best = 0, run = 0
        var day = start
        while day <= today {
            let habitsDue = entries.filter { isScheduled($0.0, day) }
            let eventDone = entries.contains { !$0.0.kind.isHabit && $0.1.contains(day) }
            if !habitsDue.isEmpty || eventDone {
                if habitsDue.allSatisfy({ $0.1.contains(day) }) {
                    perfectDays += 1
                    run += 1
                    best = max(best, run)
                } else if day != today {
                    run = 0
                }
            }
            day = day.adding(days: 1)
        }
        let completed = entries.map { $0.1.filter { $0 <= today }.count }.reduce(0, +)
        return Statistics(bestStreak: best, perfectDays: perfectDays, trackersCompleted: completed,
                          calendarDays: start.days(until: today) + 1)
    }
}

// MARK: Part 2

/// Random histories for every schedule kind, measurable habits in both directions, skips, notes
/// and pauses, checked day by day against `NaiveFlexibleModel`, a literal reading of SPEC §10 that
/// shares no code with `Judgement` or `Rules`.
@Suite struct FlexibleReferenceModelTests {
    static let valueChoices = ["0", "0.1", "0.5", "1", "2", "2.5", "3", "5", "10"].map(q)
    static let targetChoices = ["0.3", "1", "2", "2.5", "5", "12"].map(q)

    static func randomSchedule(_ random: inout SeededGenerator) -> Schedule {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let bits = Int.random(in: 1...127, using: &random)
            return .weekdays(WeekdaySet(Weekday.allCases.filter { bits & (1 << $0.index) != 0 }))
        case 1: return .weekly(Int.random(in: 1...6, using: &random))
        case 2: return .monthly(Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : Int.random(in: 1...27, using: &random))
        default:
            let days = Int.random(in: 0..<5, using: &random) == 0 ? Int.random(in: 2...40, using: &random) : Int.random(in: 2...8, using: &random)
            return .rolling(times: Int.random(in: 1..<days, using: &random), days: days)
        }
    }

    static func randomCase(_ random: inout SeededGenerator, index: Int, today: Day) -> (Tracker, History) {
        let created = today.adding(days: -Int.random(in: -2...110, using: &random))
        let isEvent = Int.random(in: 0..<8, using: &random) == 0
        let schedule = Self.randomSchedule(&random)
        var measure: Measure?
        if !isEvent && Int.random(in: 0..<5, using: &random) < 2 {
            measure = Measure(unit: "u", target: targetChoices.randomElement(using: &random)!,
                              direction: Bool.random(using: &random) ? .atLeast : .atMost)
        }
        var pauses: [Pause] = []
        if !isEvent {
            var from = created.adding(days: Int.random(in: 0...40, using: &random))
            for _ in 0..<Int.random(in: 0...2, using: &random) where from <= today.adding(days: 10) {
                let open = Int.random(in: 0..<4, using: &random) == 0
                let until = from.adding(days: Int.random(in: 0...12, using: &random))
                pauses.append(Pause(from: from, until: open ? nil : until))
                if open { break }
                from = until.adding(days: Int.random(in: 2...30, using: &random))
            }
        }
        let tracker = Tracker(id: .random(), name: "T\(index)", kind: isEvent ? .event : .habit(schedule),
                              categoryID: testCategory.id, emoji: "🙂", color: Palette.colors[0], createdOn: created,
                              position: index, measure: measure, pauses: pauses)
        var entries: [Entry] = []
        let density = Double.random(in: 0.1...0.9, using: &random)
        let skips = Double.random(in: 0...0.25, using: &random)
        var day = created
        while day <= today.adding(days: 3) {
            let roll = Double.random(in: 0..<1, using: &random)
            let note = Int.random(in: 0..<12, using: &random) == 0 ? "n" : nil
            if isEvent {
                if roll < 0.05 && entries.allSatisfy({ $0.state == nil }) { entries.append(Entry(day: day, state: .done, note: note)) }
                else if let note { entries.append(Entry(day: day, state: nil, note: note)) }
            } else if roll < skips {
                entries.append(Entry(day: day, state: .skipped, note: note))
            } else if roll < skips + density {
                let state: Entry.State = measure == nil ? .done : .value(valueChoices.randomElement(using: &random)!)
                entries.append(Entry(day: day, state: state, note: note))
            } else if let note {
                entries.append(Entry(day: day, state: nil, note: note))
            }
            day = day.adding(days: 1)
        }
        return (tracker, History(entries))
    }

    /// Compared with plain `==` and reported only on a difference: an `#expect` per day would
    /// cost more than the rules it checks.
    @Test func random_histories_agree_with_the_naive_reading_of_part_2() {
        var random = SeededGenerator(state: 2026_12_01)
        var checkedDays = 0
        func differ<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) -> Bool {
            guard actual != expected else { return false }
            Issue.record("\(what()): core \(actual), naive \(expected)")
            return true
        }
        for round in 0..<1200 {
            let today = d("2025-01-20").adding(days: Int.random(in: 0...150, using: &random))
            let cases = (0..<Int.random(in: 1...4, using: &random)).map { Self.randomCase(&random, index: $0, today: today) }
            var judgements: [Judgement] = [], models: [NaiveFlexibleModel] = []
            for (tracker, history) in cases {
                let naive = NaiveFlexibleModel(tracker: tracker, history: history, today: today)
                models.append(naive)
                let judgement = Rules.judge(tracker, history: history, today: today, weekStart: .mon)
                judgements.append(judgement)
                let label = "round \(round), \(tracker.kind), \(String(describing: tracker.measure)), pauses \(tracker.pauses), today \(today)"
                if tracker.kind.isHabit && differ(judgement.streaks, naive.streaks, "\(label): streaks") { return }
                for day in span(tracker.createdOn.adding(days: -2), today.adding(days: 3)) {
                    checkedDays += 1
                    if differ(judgement.state(on: day), naive.state(day), "\(label), \(day): state")
                        || differ(judgement.isDue(on: day), naive.isDue(day), "\(label), \(day): due")
                        || differ(judgement.isShown(on: day), naive.isShown(day), "\(label), \(day): shown") { return }
                    if day <= today && naive.isDue(day)
                        && differ(judgement.isDoneWhenDue(on: day), naive.isDoneWhenDue(day), "\(label), \(day): done when due") { return }
                    if day <= today && differ(period(judgement, day), naive.period(day), "\(label), \(day): period") { return }
                }
            }
            if differ(Rules.statistics(judgements, today: today), NaiveFlexibleModel.statistics(models, today: today), "round \(round): statistics") {
                return
            }
            for day in span(today.adding(days: -10), today)
            where differ(Rules.progress(judgements, on: day), NaiveFlexibleModel.progress(models, on: day),
                         "round \(round), \(day): progress") {
                return
            }
        }
        #expect(checkedDays > 150_000)
    }
}

/// SPEC §10.1–§10.7 read literally for one tracker, written for clarity and nothing else: every
/// question is answered by listing the days it is about and counting.
final class NaiveFlexibleModel {
    let tracker: Tracker
    let today: Day
    let schedule: Schedule?
    let measure: Measure?
    /// The state entered on each day up to today (later days are ignored by every rule).
    let states: [Day: Entry.State]
    /// Answers worked out once in `init` by the functions below (each reads its own cache
    /// first), so that the test stays fast; the readings themselves are the functions.
    private var periodCache: [Day: Period] = [:]
    private var dueCache: [Day: Bool] = [:]
    /// Availability and shown-done for the days around the tracker's life, from `base` on.
    private let base: Day
    private var availableAt: [Bool] = [], shownDoneAt: [Bool] = []

    init(tracker: Tracker, history: History, today: Day) {
        self.tracker = tracker
        self.today = today
        schedule = tracker.kind.schedule
        measure = tracker.measure
        var states: [Day: Entry.State] = [:]
        for entry in history.entries where entry.day >= tracker.createdOn && entry.day <= today {
            if let state = entry.state { states[entry.day] = state }
        }
        self.states = states
        base = min(tracker.createdOn, today).adding(days: -45)
        let around = span(base, max(tracker.createdOn, today).adding(days: 45))
        let available = around.map(isAvailable), shownDone = around.map(isShownDone)
        (availableAt, shownDoneAt) = (available, shownDone)
        for day in span(tracker.createdOn.adding(days: -2), today.adding(days: 3)) {
            if let (start, end) = periodBounds(day), periodCache[start] == nil { periodCache[start] = periodFacts(start, end) }
        }
        for day in span(tracker.createdOn.adding(days: -2), today.adding(days: 3)) { dueCache[day] = isDue(day) }
    }

    var isFlexible: Bool { schedule.map { if case .weekdays = $0 { false } else { true } } ?? false }
    var isPerPeriod: Bool { schedule.map { if case .weekly = $0 { true } else if case .monthly = $0 { true } else { false } } ?? false }

    func isPaused(_ day: Day) -> Bool {
        tracker.pauses.contains { day >= $0.from && ($0.until == nil || day <= $0.until!) }
    }

    func isSkipped(_ day: Day) -> Bool { states[day] == .skipped }

    /// Not before the start, not paused, not skipped (a day after today cannot be skipped yet).
    func isAvailable(_ day: Day) -> Bool {
        let index = base.days(until: day)
        if index >= 0 && index < availableAt.count { return availableAt[index] }
        return day >= tracker.createdOn && !isPaused(day) && !isSkipped(day)
    }

    func value(_ day: Day) -> Quantity? { if case .value(let amount)? = states[day] { amount } else { nil } }

    func onWeekday(_ day: Day) -> Bool {
        if case .weekdays(let days)? = schedule { return days.contains(day.weekday) }
        return true
    }

    /// §10.2: shown done. Yes/no: marked done. Per period: any value above 0. Per day: the value
    /// meets the target; an `atMost` past day of the habit with no value held 0.
    func isShownDone(_ day: Day) -> Bool {
        let index = base.days(until: day)
        if index >= 0 && index < shownDoneAt.count { return shownDoneAt[index] }
        guard day >= tracker.createdOn && day <= today else { return false }
        guard let measure else { return states[day] == .done }
        if isPerPeriod { return (value(day) ?? .zero) > .zero }
        if let amount = value(day) {
            return measure.direction == .atLeast ? amount >= measure.target : amount <= measure.target
        }
        return measure.direction == .atMost && day < today && isAvailable(day) && onWeekday(day)
    }

    var eventDay: Day? { states.filter { $0.value == .done }.keys.min() }

    // MARK: Periods (weekly, monthly)

    func periodBounds(_ day: Day) -> (Day, Day)? {
        switch schedule {
        case .weekly?:
            var start = day
            while start.weekday != .mon { start = start.adding(days: -1) }
            return (start, start.adding(days: 6))
        case .monthly?:
            let (year, month, _) = day.components
            let start = Day(year: year, month: month, day: 1)!
            let next = month == 12 ? Day(year: year + 1, month: 1, day: 1)! : Day(year: year, month: month + 1, day: 1)!
            return (start, next.adding(days: -1))
        default: return nil
        }
    }

    var times: Int {
        switch schedule {
        case .weekly(let n)?, .monthly(let n)?: return n
        default: return 0
        }
    }

    func roundHalfUp(_ numerator: Int, _ denominator: Int) -> Int {
        // The quotient plus a half, rounded down, in floating point (the core counts in integers).
        Int((Double(numerator) / Double(denominator) + 0.5).rounded(.down))
    }

    struct Period {
        var start: Day, end: Day, goal: Int, target: Int, done: Int, sum: Int
        var isNeutral: Bool
        var isMet: Bool
    }

    func periodFacts(_ start: Day, _ end: Day) -> Period {
        if let cached = periodCache[start] { return cached }
        let all = span(start, end)
        let available = all.filter(isAvailable).count
        let judged = all.filter { $0 <= today && isAvailable($0) }
        let done = judged.filter(isShownDone).count
        let sum = judged.map { value($0)?.thousandths ?? 0 }.reduce(0, +)
        if let measure {
            let target = roundHalfUp(measure.target.thousandths * available, all.count)
            let met = measure.direction == .atLeast ? sum >= target : sum <= target
            return Period(start: start, end: end, goal: target > 0 ? 1 : 0, target: target, done: 0, sum: sum,
                          isNeutral: target == 0, isMet: met)
        }
        let goal = roundHalfUp(times * available, all.count)
        return Period(start: start, end: end, goal: goal, target: 0, done: done, sum: 0, isNeutral: goal == 0, isMet: done >= goal)
    }

    func period(_ day: Day) -> PeriodNumbers? {
        guard let (start, end) = periodBounds(day), tracker.createdOn <= today, end >= tracker.createdOn else { return nil }
        let facts = periodFacts(start, end)
        return PeriodNumbers(start, end, done: facts.done, goal: facts.goal, sum: Quantity(thousandths: facts.sum),
                             target: measure == nil ? nil : Quantity(thousandths: facts.target))
    }

    /// Every period from the one holding the start to the one holding today.
    var periods: [Period] {
        guard tracker.createdOn <= today, var bounds = periodBounds(tracker.createdOn) else { return [] }
        var result: [Period] = []
        while bounds.0 <= today {
            result.append(periodFacts(bounds.0, bounds.1))
            bounds = periodBounds(bounds.1.adding(days: 1))!
        }
        return result
    }

    // MARK: Rolling windows

    /// The `y` most recent available days up to `day`, or nil when they would reach before the start.
    func window(_ day: Day) -> [Day]? {
        guard case .rolling(_, let length)? = schedule else { return nil }
        var days: [Day] = []
        var cursor = day
        while days.count < length {
            if cursor < tracker.createdOn { return nil }
            if isAvailable(cursor) { days.append(cursor) }
            cursor = cursor.adding(days: -1)
        }
        return days
    }

    var rollingTimes: Int { if case .rolling(let x, _)? = schedule { x } else { 0 } }

    // MARK: Due

    func isDue(_ day: Day) -> Bool {
        if let cached = dueCache[day] { return cached }
        guard day >= tracker.createdOn else { return false }
        guard let schedule else {
            guard let done = eventDay else { return true }
            return day == done
        }
        if day > today {
            if case .weekdays(let days) = schedule { return days.contains(day.weekday) && !isPaused(day) }
            return false
        }
        guard isAvailable(day) else { return false }
        switch schedule {
        case .weekdays(let days):
            return days.contains(day.weekday)
        case .weekly, .monthly:
            let (start, end) = periodBounds(day)!
            let facts = periodFacts(start, end)
            let before = span(start, day.adding(days: -1)).filter(isAvailable)
            let left = span(day, end).filter(isAvailable)
            if let measure {
                guard measure.direction == .atLeast, left.count == 1 else { return false }
                return before.map { value($0)?.thousandths ?? 0 }.reduce(0, +) < facts.target
            }
            let needed = facts.goal - before.filter(isShownDone).count
            return needed >= 1 && needed >= left.count
        case .rolling:
            guard let window = window(day) else { return false }
            return window.filter { $0 != day && isShownDone($0) }.count < rollingTimes
        }
    }

    func isDoneWhenDue(_ day: Day) -> Bool {
        guard let measure, isPerPeriod else { return isShownDone(day) }
        let (start, _) = periodBounds(day)!
        let sum = span(start, day).filter(isAvailable).map { value($0)?.thousandths ?? 0 }.reduce(0, +)
        return sum >= periodFacts(start, periodBounds(day)!.1).target && measure.direction == .atLeast
    }

    // MARK: State and board

    func state(_ day: Day) -> DayState {
        if day < tracker.createdOn { return .beforeStart }
        if day > today {
            if isPaused(day) { return .paused }
            guard schedule != nil else { return eventDay == nil ? .pending : .unscheduled }
            return isFlexible ? .open : onWeekday(day) ? .pending : .unscheduled
        }
        if isShownDone(day) { return .done }
        if isSkipped(day) { return .skipped }
        if isPaused(day) { return .paused }
        guard schedule != nil else { return isDue(day) && day == today ? .pending : .unscheduled }
        if isDue(day) { return day == today ? .pending : .missed }
        return isFlexible ? .open : .unscheduled
    }

    func isShown(_ day: Day) -> Bool {
        guard day >= tracker.createdOn else { return false }
        guard schedule != nil else { return eventDay.map { $0 == day } ?? true }
        switch state(day) {
        case .beforeStart, .paused, .unscheduled: return false
        default: return true
        }
    }

    // MARK: Streaks

    /// The current run: from the last judged item back while met, where the last one (today's
    /// day or period) is passed over if it is not met yet; the best run, never below it.
    static func runs(_ items: [(met: Bool, isToday: Bool)]) -> Streaks {
        var items = items
        if let last = items.last, last.isToday, !last.met { items.removeLast() }
        var current = 0
        for item in items.reversed() {
            guard item.met else { break }
            current += 1
        }
        var best = 0, run = 0
        for item in items {
            run = item.met ? run + 1 : 0
            best = max(best, run)
        }
        return Streaks(current: current, best: max(best, current))
    }

    var streaks: Streaks {
        guard let schedule else { return Streaks(current: 0, best: 0) }
        let judged = tracker.createdOn <= today ? span(tracker.createdOn, today) : []
        switch schedule {
        case .weekdays(let days):
            return Self.runs(judged.filter { days.contains($0.weekday) && isAvailable($0) }
                .map { (isShownDone($0), $0 == today) })
        case .weekly, .monthly:
            let items = periods.filter { !$0.isNeutral }
                .filter { !($0.end >= today && measure?.direction == .atMost) }
                .map { (met: $0.isMet, isToday: $0.end >= today) }
            return Self.runs(items)
        case .rolling:
            let items = judged.filter { isAvailable($0) && window($0) != nil }
                .map { day in (met: window(day)!.filter(isShownDone).count >= rollingTimes, isToday: day == today) }
            return Self.runs(items)
        }
    }

    // MARK: Across trackers

    static func statistics(_ models: [NaiveFlexibleModel], today: Day) -> Statistics {
        guard let start = models.map(\.tracker.createdOn).min(), start <= today else {
            return Statistics(bestStreak: 0, perfectDays: 0, trackersCompleted: 0, calendarDays: 0)
        }
        var perfect = 0, best = 0, run = 0
        for day in span(start, today) {
            let due = models.filter { $0.schedule != nil && $0.isDue(day) }
            let eventDone = models.contains { $0.schedule == nil && $0.isShownDone(day) }
            guard !due.isEmpty || eventDone else { continue }
            if due.allSatisfy({ $0.isDoneWhenDue(day) }) {
                perfect += 1
                run += 1
                best = max(best, run)
            } else if day != today {
                run = 0
            }
        }
        let completed = models.map { model in
            model.tracker.createdOn <= today ? span(model.tracker.createdOn, today).filter(model.isShownDone).count : 0
        }.reduce(0, +)
        return Statistics(bestStreak: best, perfectDays: perfect, trackersCompleted: completed, calendarDays: start.days(until: today) + 1)
    }

    /// Habits due that day (done when due), plus open flexible habits, events, and completions
    /// kept on a paused day, done that day.
    static func progress(_ models: [NaiveFlexibleModel], on day: Day) -> DayProgress {
        var done = 0, total = 0
        for model in models {
            if model.schedule != nil && model.isDue(day) {
                total += 1
                if model.isDoneWhenDue(day) { done += 1 }
            } else if (model.schedule == nil || model.isFlexible || model.isPaused(day)) && model.isShownDone(day) {
                total += 1
                done += 1
            }
        }
        return DayProgress(done: done, total: total)
    }
}
