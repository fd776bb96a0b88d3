import Foundation

/// The significance tests behind Together and Patterns (SPEC §22), in double precision: Fisher's
/// exact test on a 2×2 table, Pearson's chi-square test of independence, and Benjamini–Hochberg.
/// They give the numbers `scipy.stats.fisher_exact`, `scipy.stats.chi2_contingency` and
/// statsmodels' `multipletests(method: "fdr_bh")` give (Tests/reliability/test_together.py).
public enum Significance {
    /// Two tables count as equally likely within this relative tolerance, so that tables equal
    /// in exact arithmetic count the same way after rounding (R's `relErr`; scipy computes its
    /// probabilities more exactly and uses 1e-14, with the same outcome on every table tried).
    static let tolerance = 1 + 1e-7

    /// ln(n!) for n from 0 to `logFactorials.count - 1` (lgamma is exact to an ulp: no sum of
    /// logarithms drifting over 365 terms).
    static let logFactorials: [Double] = (0...1024).map { lgamma(Double($0) + 1) }

    static func logFactorial(_ n: Int) -> Double {
        n < logFactorials.count ? logFactorials[n] : lgamma(Double(n) + 1)
    }

    /// ln C(n, k).
    static func logChoose(_ n: Int, _ k: Int) -> Double {
        logFactorial(n) - logFactorial(k) - logFactorial(n - k)
    }

    /// P(X = x) for X hypergeometric: `draws` drawn from `total`, of which `successes` are
    /// successes.
    public static func hypergeometric(_ x: Int, total: Int, successes: Int, draws: Int) -> Double {
        guard x >= max(0, draws - (total - successes)), x <= min(draws, successes) else { return 0 }
        return exp(logChoose(successes, x) + logChoose(total - successes, draws - x) - logChoose(total, draws))
    }

    /// The two-sided p-value of Fisher's exact test on `[[a, b], [c, d]]`: the probability,
    /// with the margins fixed, of every table no more likely than the observed one. 1 when a
    /// row or a column is empty.
    public static func fisherExact(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Double {
        let rows = (a + b, c + d), columns = (a + c, b + d)
        guard rows.0 > 0, rows.1 > 0, columns.0 > 0, columns.1 > 0 else { return 1 }
        let total = a + b + c + d, successes = rows.0, draws = columns.0
        let low = max(0, draws - rows.1), high = min(draws, successes)
        let mode = (draws + 1) * (successes + 1) / (total + 2)
        func pmf(_ x: Int) -> Double { hypergeometric(x, total: total, successes: successes, draws: draws) }
        // pmf(x + 1) ÷ pmf(x), and its inverse: walking from one table to the next costs a
        // multiplication, not an exponential.
        func up(_ x: Int) -> Double {
            Double((successes - x) * (draws - x)) / Double((x + 1) * (rows.1 - draws + x + 1))
        }
        let observed = pmf(a), threshold = observed * tolerance, peak = pmf(mode)
        if peak <= threshold { return 1 }
        // Most pairs are far from significant: the tables more likely than the observed one are
        // then few, around the mode, and 1 − their sum is p to about 1e-11 relative while p is at
        // least 0.05 (the probabilities are good to about 1e-13 absolute). Smaller p, the only
        // ones that can pass: the tails' own sum, exact to the last digits.
        var central = peak, term = peak
        for x in stride(from: mode, to: high, by: 1) {
            term *= up(x)
            if term <= threshold { break }
            central += term
        }
        term = peak
        for x in stride(from: mode, to: low, by: -1) {
            term /= up(x - 1)
            if term <= threshold { break }
            central += term
        }
        if 1 - central >= 0.05 { return 1 - central }
        /// The sum of the terms from `start` outward (step ±1) that are at most `threshold`,
        /// skipping the larger ones nearer the mode; the terms shrink ever faster (the
        /// distribution is log-concave), so the walk stops once what is left cannot matter.
        func tail(from start: Int, value: Double, step: Int) -> Double {
            var x = start, term = value, sum = 0.0
            while step > 0 ? x <= high : x >= low {
                if term <= threshold {
                    sum += term
                    let ratio = step > 0 ? up(x) : 1 / up(x - 1)
                    if ratio < 1 && term * ratio / (1 - ratio) < sum * 1e-17 { break }
                }
                term *= step > 0 ? up(x) : (x > low ? 1 / up(x - 1) : 0)
                x += step
            }
            return sum
        }
        let below = a < mode
        let own = tail(from: a, value: observed, step: below ? -1 : 1)
        let other = below ? tail(from: mode + 1, value: pmf(mode + 1), step: 1)
            : tail(from: mode - 1, value: pmf(mode - 1), step: -1)
        return min(1, own + other)
    }

    /// Pearson's chi-square test of independence on a table of counts (rows of equal length):
    /// the statistic, its degrees of freedom and p-value; with Yates's correction when there is
    /// one degree of freedom, as `chi2_contingency` does by default. Nil when an expected count
    /// is zero (an empty row or column).
    public static func chiSquare(_ table: [[Int]]) -> (statistic: Double, freedom: Int, p: Double)? {
        guard let width = table.first?.count, width > 0 else { return nil }
        let rowSums = table.map { $0.reduce(0, +) }
        let columnSums = (0..<width).map { column in table.reduce(0) { $0 + $1[column] } }
        let total = rowSums.reduce(0, +)
        guard total > 0, !rowSums.contains(0), !columnSums.contains(0) else { return nil }
        let freedom = (table.count - 1) * (width - 1)
        guard freedom > 0 else { return (0, 0, 1) }
        var statistic = 0.0
        for (row, counts) in table.enumerated() {
            for (column, count) in counts.enumerated() {
                let expected = Double(rowSums[row]) * Double(columnSums[column]) / Double(total)
                var difference = abs(Double(count) - expected)
                if freedom == 1 { difference = max(0, difference - 0.5) }
                statistic += difference * difference / expected
            }
        }
        return (statistic, freedom, upperIncompleteGamma(Double(freedom) / 2, statistic / 2))
    }

    /// Q(s, x) = Γ(s, x) ÷ Γ(s), the regularized upper incomplete gamma function (the chi-square
    /// survival function at 2x with 2s degrees of freedom): a series below s + 1, else a
    /// continued fraction (modified Lentz), each to full double precision.
    public static func upperIncompleteGamma(_ s: Double, _ x: Double) -> Double {
        guard x > 0 else { return 1 }
        let logPrefix = s * log(x) - x - lgamma(s)
        if x < s + 1 {
            // P(s, x) = x^s e^-x / Γ(s + 1) · Σ x^n / ((s + 1)…(s + n)); Q = 1 − P is not small here.
            var term = 1 / s, sum = term, n = s
            for _ in 0..<1000 {
                n += 1
                term *= x / n
                sum += term
                if abs(term) < abs(sum) * 1e-17 { break }
            }
            return max(0, 1 - sum * exp(logPrefix))
        }
        let tiny = 1e-300
        var b = x + 1 - s, c = 1 / tiny, d = 1 / b, fraction = d
        for i in 1...1000 {
            let an = -Double(i) * (Double(i) - s)
            b += 2
            d = an * d + b
            if abs(d) < tiny { d = tiny }
            c = b + an / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            fraction *= delta
            if abs(delta - 1) < 1e-16 { break }
        }
        return exp(logPrefix) * fraction
    }

    /// Benjamini–Hochberg adjusted p-values (q), in the order given: q of the k-th smallest of m
    /// is the least of p × m ÷ j over j ≥ k, at most 1.
    public static func benjaminiHochberg(_ pValues: [Double]) -> [Double] {
        let m = pValues.count
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: m)
        var least = 1.0
        for rank in stride(from: m - 1, through: 0, by: -1) {
            let index = order[rank]
            least = min(least, pValues[index] / (Double(rank + 1) / Double(m)))
            adjusted[index] = least
        }
        return adjusted
    }
}
