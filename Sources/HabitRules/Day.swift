/// A civil date (`YYYY-MM-DD`) with no time and no zone: the unit every rule counts in.
///
/// Stored as the number of days since 1970-01-01 so that arithmetic is integer arithmetic and
/// never meets a daylight-saving change; the conversion to and from year/month/day is the
/// proleptic Gregorian algorithm (Howard Hinnant's `days_from_civil`).
public struct Day: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01.
    public let ordinal: Int

    public init(ordinal: Int) { self.ordinal = ordinal }

    /// Returns nil when the components do not name a real date (e.g. February 30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Day.daysIn(month: month, year: year)).contains(day) else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        ordinal = era * 146_097 + dayOfEra - 719_468
    }

    /// Parses exactly `YYYY-MM-DD`; anything else (or an impossible date) is nil.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public var components: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public var year: Int { components.year }
    public var month: Int { components.month }
    public var dayOfMonth: Int { components.day }

    /// Monday-first weekday (1970-01-01 was a Thursday).
    public var weekday: Weekday {
        Weekday.allCases[((ordinal % 7) + 7 + 3) % 7]
    }

    public func adding(days: Int) -> Day { Day(ordinal: ordinal + days) }
    public func days(until other: Day) -> Int { other.ordinal - ordinal }

    /// The first day of this day's month.
    /// The first day of the week holding this day, for weeks that begin on `weekStart`.
    public func startOfWeek(_ weekStart: Weekday) -> Day {
        adding(days: -weekStart.distance(to: weekday))
    }

    public var startOfMonth: Day { Day(ordinal: ordinal - dayOfMonth + 1) }

    /// The same day-of-month `months` later, clamped to the month's length (31 Jan + 1 → 28/29 Feb).
    public func adding(months: Int) -> Day {
        let (y, m, d) = components
        let total = y * 12 + (m - 1) + months
        let year = total / 12, month = total % 12 + 1
        return Day(year: year, month: month, day: min(d, Day.daysIn(month: month, year: year)))
            ?? self
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let (y, m, d) = components
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(y, 4))-\(pad(m, 2))-\(pad(d, 2))"
    }
}

extension Day: CustomStringConvertible {
    public var description: String { iso }
}

extension Day {
    /// The civil day of an instant given as whole seconds since 1970 (rounded down) and its
    /// zone's offset from UTC at that instant: daylight-saving changes move the hour, never the
    /// day count. (Seconds in 64 bits: WebAssembly's Int is 32, which 2038 passes.)
    public init(second: Int64, offset: Int) {
        let (quotient, remainder) = (second + Int64(offset)).quotientAndRemainder(dividingBy: 86_400)
        self.init(ordinal: Int(remainder < 0 ? quotient - 1 : quotient))
    }

    /// The day an instant belongs to for a day that starts `dayStart` hours after midnight
    /// (SPEC §2, §10.6): the civil date of (instant − day start), with the zone's offset at that
    /// shifted instant (`offset(second)`). The one rule for "today": the server's `Clock` asks
    /// it with the zone's offsets, the page asks it through the rules' WebAssembly with the
    /// device's.
    public init(second: Int64, dayStart: Int, offset: (Int64) -> Int) {
        let shifted = second - Int64(dayStart) &* 3600  // hours of a day start: no overflow
        self.init(second: shifted, offset: offset(shifted))
    }
}

/// A day of the week, Monday first.
public enum Weekday: String, CaseIterable, Sendable, Comparable {
    case mon, tue, wed, thu, fri, sat, sun

    /// 0 for Monday … 6 for Sunday.
    public var index: Int { Weekday.allCases.firstIndex(of: self)! }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.index < rhs.index }

    /// The days a week can start on (SPEC §19): Monday, the default, Sunday and Saturday.
    public static let weekStarts: [Weekday] = [.mon, .sun, .sat]

    /// Days from this weekday forward to `other`, 0…6.
    public func distance(to other: Weekday) -> Int { (other.index - index + 7) % 7 }

    /// The seven weekdays in the order of a week that starts on this one.
    public var week: [Weekday] { (0..<7).map { Weekday.allCases[(index + $0) % 7] } }
}
