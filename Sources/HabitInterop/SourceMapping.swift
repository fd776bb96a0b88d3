import HabitCore
import HabitStore

/// Mapping helpers every format shares: text made fit for a note or a name, a frequency
/// `x` in `y` days as the closest schedule, colours to the palette.
enum SourceMapping {
    /// Text without the control characters notes refuse, trimmed; line breaks and tabs kept
    /// unless `keepingLineBreaks` is false (names).
    static func cleaned(_ text: String, keepingLineBreaks: Bool = true) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                if keepingLineBreaks && (scalar == "\n" || scalar == "\t") { scalars.append(scalar) }
                else if keepingLineBreaks && scalar == "\r" { continue }
                else { scalars.append(" ") }
            } else {
                scalars.append(scalar)
            }
        }
        return Names.trimmed(String(scalars))
    }

    /// The text if it fits `limit` characters, else its start and `…`; and whether it was cut.
    static func cut(_ text: String, to limit: Int) -> (String?, Bool) {
        guard !text.isEmpty else { return (nil, false) }
        guard text.count > limit else { return (text, false) }
        return (Names.trimmed(String(text.prefix(limit - 1))) + "…", true)
    }

    /// Parts of a text (a question, a description, an app's other fields), cleaned and joined
    /// by line breaks, empty ones left out.
    static func joined(_ parts: [String]) -> String {
        parts.map { cleaned($0) }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `times` days in every `days` as the closest schedule (SPEC §12's Loop mapping, which every
    /// app with such a frequency shares): `times ≥ days` every day, `n/7` weekly, `n/30` or `n/31`
    /// monthly, else rolling, fitted to §10's limits with the issue that says so.
    static func schedule(times: Int, in days: Int) -> (Schedule, ImportIssue?) {
        guard times > 0, days > 0 else {
            return (.everyDay, .frequencyMeaningless(frequency: "\(times)/\(days)", schedule: .everyDay))
        }
        if times >= days { return (.everyDay, nil) }
        if days == 7 { return (.weekly(times), nil) }
        if days == 30 || days == 31 { return monthly(times) }
        return rolling(times: times, days: days)
    }

    /// `times` days a month: 27 at most (28–30 are capped, and said to be).
    static func monthly(_ times: Int) -> (Schedule, ImportIssue?) {
        let limit = Schedule.monthlyLimits.upperBound
        if times <= limit { return (.monthly(max(1, times)), nil) }
        return (.monthly(limit), .scheduleCapped(wanted: .monthly(times), schedule: .monthly(limit)))
    }

    /// `times` in `days` days, within 365 days (a longer window is scaled down).
    static func rolling(times: Int, days: Int) -> (Schedule, ImportIssue?) {
        if times >= days { return (.everyDay, nil) }
        let most = Schedule.rollingDaysLimits.upperBound
        if days <= most { return (.rolling(times: times, days: days), nil) }
        let scaled = min(Schedule.rollingTimesLimits.upperBound, max(1, Int((Double(times) * Double(most) / Double(days)).rounded())))
        let schedule = Schedule.rolling(times: scaled, days: most)
        return (schedule, .scheduleCapped(wanted: .rolling(times: times, days: days), schedule: schedule))
    }

    /// The palette colour (`#RRGGBB`) nearest to `0xRRGGBB`.
    static func nearestPaletteColor(to rgb: Int) -> String {
        Palette.colors.min { distance(rgb, value(of: $0)) < distance(rgb, value(of: $1)) }!
    }

    /// `#RRGGBB` as `0xRRGGBB` (0 for anything else).
    static func value(of color: String) -> Int { Int(color.dropFirst(), radix: 16) ?? 0 }

    /// The "redmean" colour distance (squared): RGB weighted by how the eye sees red and blue
    /// differently at each red level, much closer to perception than plain RGB for its cost.
    static func distance(_ a: Int, _ b: Int) -> Int {
        let (r1, g1, b1) = (a >> 16 & 0xFF, a >> 8 & 0xFF, a & 0xFF)
        let (r2, g2, b2) = (b >> 16 & 0xFF, b >> 8 & 0xFF, b & 0xFF)
        let mean = (r1 + r2) / 2
        let (dr, dg, db) = (r1 - r2, g1 - g2, b1 - b2)
        // Parenthesised: in Swift `>>` binds tighter than `*`.
        return (((512 + mean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - mean) * db * db) >> 8)
    }

    /// A number as a value Habits holds (0 to 1,000,000, three decimals), or nil.
    static func quantity(_ number: Double) -> Quantity? {
        guard number.isFinite, number >= 0, number <= Double(Quantity.limit.thousandths) / 1000 else { return nil }
        return Quantity(thousandths: Int((number * 1000).rounded()))
    }

    /// A number as the file would write it: `8`, `2.5`, `-2150000000`.
    static func written(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
