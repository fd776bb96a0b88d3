/// Which habits go together (SPEC §22): over the 365 days ending yesterday, every unordered pair
/// of habits with at least `minimumDays` days on which both were counted gets its 2×2 table
/// (A done or not × B done or not) and a two-sided Fisher exact test; Benjamini–Hochberg over
/// every pair tested; the pairs with q ≤ `level`, strongest difference first, at most `shown`.
public struct Together: Hashable, Sendable {
    /// Why nothing is shown.
    public enum Reason: String, Hashable, Sendable, Codable {
        /// Fewer than two habits done in the window.
        case tooFewHabits
        /// No pair has `minimumDays` days counted for both.
        case tooFewDays
        /// Pairs were tested; none passed.
        case nothingSignificant
    }

    /// One pair: `a` comes first in the order given (the board's).
    public struct Pair: Hashable, Sendable {
        public let a: Tracker.ID
        public let b: Tracker.ID
        /// Days counted for both, and how many of them each was done on, and both.
        public let days: Int
        public let aDone: Int
        public let bDone: Int
        public let bothDone: Int
        /// The two-sided Fisher exact p-value and its Benjamini–Hochberg adjustment.
        public let p: Double
        public let q: Double

        /// B done on days A was done (bothDone ÷ aDone), as a fraction.
        public var withA: (Int, Int) { (bothDone, aDone) }
        /// B done on the other days.
        public var withoutA: (Int, Int) { (bDone - bothDone, days - aDone) }
        public var rateWithA: Double { Double(withA.0) / Double(withA.1) }
        public var rateWithoutA: Double { Double(withoutA.0) / Double(withoutA.1) }

        /// |rateWithA − rateWithoutA| as numerator and denominator, compared exactly.
        var difference: (Int, Int) {
            (abs(withA.0 * withoutA.1 - withoutA.0 * withA.1), withA.1 * withoutA.1)
        }
    }

    /// Shown, strongest first; empty when `reason` says why.
    public let pairs: [Pair]
    public let reason: Reason?
    /// How many pairs were tested (the m of Benjamini–Hochberg).
    public let tested: Int

    public static let windowDays = 365
    public static let minimumDays = 60
    public static let level = 0.05
    public static let shown = 5

    /// The rule over habits' judgements in the board's order (events and habits archived by
    /// today take no part).
    public static func build(_ judgements: [Judgement], today: Day) -> Together {
        let window = CountedDays.window(endingBefore: today, days: windowDays)
        let habits = judgements.compactMap { judgement -> (Tracker.ID, CountedDays)? in
            guard judgement.tracker.kind.isHabit, !judgement.tracker.isArchived(on: today) else { return nil }
            let counted = judgement.countedDays(in: window)
            // A habit never done in the window is in no pair.
            return counted.doneCount > 0 ? (judgement.tracker.id, counted) : nil
        }
        guard habits.count >= 2 else { return Together(pairs: [], reason: .tooFewHabits, tested: 0) }
        var candidates: [Pair] = []
        var pValues: [Double] = []
        for first in habits.indices {
            for second in habits.indices where second > first {
                let a = habits[first].1, b = habits[second].1
                let days = a.counted.intersectionCount(b.counted)
                guard days >= minimumDays else { continue }
                let aDone = a.done.intersectionCount(b.counted), bDone = b.done.intersectionCount(a.counted)
                let both = a.done.intersectionCount(b.done)
                let p = Significance.fisherExact(both, aDone - both, bDone - both, days - aDone - bDone + both)
                pValues.append(p)
                candidates.append(Pair(a: habits[first].0, b: habits[second].0, days: days, aDone: aDone,
                                       bDone: bDone, bothDone: both, p: p, q: 1))
            }
        }
        guard !candidates.isEmpty else { return Together(pairs: [], reason: .tooFewDays, tested: 0) }
        let qValues = Significance.benjaminiHochberg(pValues)
        let kept = zip(candidates, qValues).compactMap { pair, q -> Pair? in
            q <= level ? Pair(a: pair.a, b: pair.b, days: pair.days, aDone: pair.aDone, bDone: pair.bDone,
                              bothDone: pair.bothDone, p: pair.p, q: q) : nil
        }
        // Strongest difference first; then the smaller p; then the order given (a stable sort).
        let strongest = kept.enumerated().sorted { left, right in
            let l = left.element.difference, r = right.element.difference
            if l.0 * r.1 != r.0 * l.1 { return l.0 * r.1 > r.0 * l.1 }
            if left.element.p != right.element.p { return left.element.p < right.element.p }
            return left.offset < right.offset
        }.map(\.element)
        return Together(pairs: Array(strongest.prefix(shown)), reason: kept.isEmpty ? .nothingSignificant : nil,
                        tested: candidates.count)
    }
}

/// A habit's weekday pattern (SPEC §22): its completion rate on each weekday over the 365 days
/// ending yesterday and the weekday it is most often missed, when a chi-square test of
/// independence (done or not × weekday) gives p ≤ `Together.level`.
public struct Patterns: Hashable, Sendable {
    public struct WeekdayRate: Hashable, Sendable {
        public let weekday: Weekday
        /// Counted days of that weekday, and how many were done.
        public let days: Int
        public let done: Int
        public var rate: Double { Double(done) / Double(days) }
        /// In whole percent, half up.
        public var percent: Int { Patterns.percent(done, days) }
    }

    /// Weekdays with counted days, Monday first.
    public let weekdays: [WeekdayRate]
    /// The lowest rate (the earlier weekday of equal ones).
    public let mostMissed: Weekday
    public let p: Double

    /// The most-missed weekday's rate and the other weekdays' together, in whole percent.
    public var percents: (missed: Int, others: Int) {
        let others = weekdays.filter { $0.weekday != mostMissed }
        return (weekdays.first { $0.weekday == mostMissed }!.percent,
                Self.percent(others.reduce(0) { $0 + $1.done }, others.reduce(0) { $0 + $1.days }))
    }

    static func percent(_ done: Int, _ days: Int) -> Int { days == 0 ? 0 : (200 * done + days) / (2 * days) }

    /// Nil unless the test passes (an event, too few days, never or always done).
    public static func build(_ judgement: Judgement, today: Day) -> Patterns? {
        guard judgement.tracker.kind.isHabit else { return nil }
        let window = CountedDays.window(endingBefore: today, days: Together.windowDays)
        let counted = judgement.countedDays(in: window)
        var days = [Int](repeating: 0, count: 7), done = [Int](repeating: 0, count: 7)
        for offset in 0..<Together.windowDays where counted.counted.contains(offset) {
            let weekday = window.lowerBound.adding(days: offset).weekday.index
            days[weekday] += 1
            if counted.done.contains(offset) { done[weekday] += 1 }
        }
        let rates = Weekday.allCases.filter { days[$0.index] > 0 }
            .map { WeekdayRate(weekday: $0, days: days[$0.index], done: done[$0.index]) }
        guard let test = Significance.chiSquare([rates.map(\.done), rates.map { $0.days - $0.done }]),
              test.p <= Together.level else { return nil }
        let lowest = rates.min { $0.done * $1.days < $1.done * $0.days }!
        return Patterns(weekdays: rates, mostMissed: lowest.weekday, p: test.p)
    }
}

/// One habit's counted days in a window (scheduled, judged, neither skipped nor paused) and the
/// ones done, as bitsets over the window's days: a pair's table is four popcounts.
struct CountedDays {
    var counted: DayBits
    var done: DayBits
    var doneCount: Int { done.count }

    static func window(endingBefore today: Day, days: Int) -> ClosedRange<Day> {
        today.adding(days: -days)...today.adding(days: -1)
    }
}

/// A set of day offsets within a window, 64 to a word.
struct DayBits: Hashable {
    private(set) var words: [UInt64]

    init(length: Int) { words = [UInt64](repeating: 0, count: (length + 63) / 64) }

    mutating func insert(_ offset: Int) { words[offset >> 6] |= 1 << UInt64(offset & 63) }
    func contains(_ offset: Int) -> Bool { words[offset >> 6] & (1 << UInt64(offset & 63)) != 0 }
    var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    func intersectionCount(_ other: DayBits) -> Int {
        var count = 0
        for index in words.indices { count += (words[index] & other.words[index]).nonzeroBitCount }
        return count
    }
}

extension Judgement {
    /// The days of `window` that count for Together and Patterns: judged (from the start, before
    /// the archive day), scheduled (a weekdays habit on its weekdays; a flexible one is open
    /// every day, so every day counts rather than only its last chances), neither skipped nor
    /// paused; done as the day is shown (a measurable habit by its own rule).
    func countedDays(in window: ClosedRange<Day>) -> CountedDays {
        let length = window.lowerBound.days(until: window.upperBound) + 1
        var days = CountedDays(counted: DayBits(length: length), done: DayBits(length: length))
        forEachCountedDay(in: window) { day, done in
            let offset = window.lowerBound.days(until: day)
            days.counted.insert(offset)
            if done { days.done.insert(offset) }
        }
        return days
    }
}
