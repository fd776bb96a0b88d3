/// A habit's strength (SPEC §10.8): Loop Habit Tracker's score, so that a habit moved in from
/// Loop shows the strength Loop showed. An exponential moving average of how well each day
/// kept the habit, with a half-life that depends on how often the habit is meant to happen.
extension Judgement {
    /// The strength after each day from the start, in order; today is there only once it is
    /// done (today never lowers the strength). Empty for events and for days not yet begun.
    public var strengthSeries: [Double] {
        guard let schedule = tracker.kind.schedule else { return [] }
        let measure = tracker.measure
        var strength = measure?.direction == .atMost ? 1.0 : 0.0
        let (frequency, window) = Self.frequency(of: schedule, measurable: measure != nil)
        let keep = Self.half(frequency.squareRoot() / 13)
        let target = Double(measure?.target.thousandths ?? 1)
        // Running sums over the last `window` calendar days: done days, or amounts. A paused day
        // takes its place in the window but, like a skipped one, holds nothing (a completion
        // kept from before the pause was planned does not count).
        var doneInWindow = 0, amountInWindow = 0
        var series: [Double] = []
        series.reserveCapacity(table.judged)
        var weekday = table.start.weekday.index
        for index in 0..<table.judged {
            defer { weekday = weekday == 6 ? 0 : weekday + 1 }
            if !table.paused[index] {
                if table.done[index] { doneInWindow += 1 }
                amountInWindow += table.amount[index]
            }
            if index >= window.days, !table.paused[index - window.days] {
                if table.done[index - window.days] { doneInWindow -= 1 }
                amountInWindow -= table.amount[index - window.days]
            }
            if index == table.todayIndex && !table.done[index] { break }
            if table.skipped[index] || table.paused[index] {
                series.append(strength)
                continue
            }
            let value: Double
            if schedule.isFlexible {
                value = measure.map { Self.kept($0, Double(amountInWindow), target: target) }
                    ?? min(1, Double(doneInWindow) / Double(window.times))
            } else {
                // A habit on fixed days changes strength on those days only.
                guard schedule.plans(weekday: Weekday.allCases[weekday]) else {
                    series.append(strength)
                    continue
                }
                value = measure.map { Self.kept($0, Double(table.amount[index]), target: target) } ?? (table.done[index] ? 1 : 0)
            }
            strength = strength * keep + value * (1 - keep)
            series.append(strength)
        }
        return series
    }

    /// The strength as of today (before the start: 0, or 1 for an `atMost` habit).
    public var strength: Double? {
        guard tracker.kind.isHabit else { return nil }
        return strengthSeries.last ?? (tracker.measure?.direction == .atMost ? 1 : 0)
    }

    /// The strength on each day from the start through today (a day not entered keeps the day
    /// before's), so charts and the 30-day change can read any day.
    public var dailyStrength: [Double] {
        var series = strengthSeries
        let initial = tracker.measure?.direction == .atMost ? 1.0 : 0.0
        while series.count < table.count { series.append(series.last ?? initial) }
        return series
    }

    /// The habit's frequency f = times ÷ days and the window its done days (or amounts) are
    /// counted over: a yes/no flexible habit below once a day doubles both (Loop's rule); a
    /// habit on fixed days updates on its own days only, each with f = 1.
    static func frequency(of schedule: Schedule, measurable: Bool) -> (Double, (times: Int, days: Int)) {
        if !schedule.isFlexible { return (1, (1, 1)) }
        var (times, days) = schedule.frequency
        let frequency = Double(times) / Double(days)
        if !measurable && frequency < 1 { (times, days) = (times * 2, days * 2) }
        return (frequency, (times, days))
    }

    /// 0.5 raised to `exponent` (here 0…1/13: f ≤ 1), rounded to the nearest double as the
    /// maths library's `pow` rounds it (a test checks every reachable frequency bit for bit:
    /// strengths such as 1 − 2⁻⁷ sit exactly on a rounding boundary). The rules import no
    /// maths library, so it is e^(−exponent·ln 2) by its Taylor series in double-double
    /// arithmetic (about 106 bits), rounded once at the end.
    static func half(_ exponent: Double) -> Double {
        let x = DoubleDouble(exponent) * DoubleDouble(0.693_147_180_559_945_3, 2.319_046_813_846_299_6e-17)
        var term = DoubleDouble(1), sum = DoubleDouble(1)
        for k in 1...24 {
            term = term * DoubleDouble(-x.high, -x.low) / Double(k)
            sum = sum + term
        }
        return sum.high + sum.low
    }

    /// How well an amount kept a measurable habit: `atLeast` min(1, amount ÷ target);
    /// `atMost` 1 − (amount − target) ÷ target, within 0…1.
    static func kept(_ measure: Measure, _ amount: Double, target: Double) -> Double {
        switch measure.direction {
        case .atLeast: return min(1, amount / target)
        case .atMost: return min(1, max(0, 1 - (amount - target) / target))
        }
    }
}

/// A number as the unevaluated sum of two doubles (Dekker, Knuth): products and sums whose
/// rounding error is carried in `low`, without fused multiply-add (which WebAssembly lacks).
struct DoubleDouble {
    var high: Double
    var low: Double

    init(_ high: Double, _ low: Double = 0) {
        self.high = high
        self.low = low
    }

    /// a + b exactly, as a rounded sum and its error.
    private static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
        let s = a + b, v = s - a
        return DoubleDouble(s, (a - (s - v)) + (b - v))
    }

    /// The halves of a double with 26 significant bits each.
    private static func split(_ a: Double) -> (Double, Double) {
        let c = 134_217_729.0 * a
        let high = c - (c - a)
        return (high, a - high)
    }

    /// a × b exactly, as a rounded product and its error.
    private static func product(_ a: Double, _ b: Double) -> DoubleDouble {
        let p = a * b
        let (ah, al) = split(a), (bh, bl) = split(b)
        return DoubleDouble(p, ((ah * bh - p) + ah * bl + al * bh) + al * bl)
    }

    private static func normalized(_ high: Double, _ low: Double) -> DoubleDouble {
        let s = high + low
        return DoubleDouble(s, low - (s - high))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let s = sum(a.high, b.high), t = sum(a.low, b.low)
        let first = normalized(s.high, s.low + t.high)
        return normalized(first.high, first.low + t.low)
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let p = product(a.high, b.high)
        return normalized(p.high, p.low + (a.high * b.low + a.low * b.high))
    }

    static func / (a: DoubleDouble, b: Double) -> DoubleDouble {
        let q1 = a.high / b
        let r = a + DoubleDouble(-product(q1, b).high, -product(q1, b).low)
        let q2 = r.high / b
        let r2 = r + DoubleDouble(-product(q2, b).high, -product(q2, b).low)
        return normalized(q1, q2) + DoubleDouble(r2.high / b)
    }
}
