/// An amount with up to three decimals (`2.5` km, `0.125` l), held exactly as integer
/// thousandths so that sums and comparisons never meet binary rounding.
public struct Quantity: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let thousandths: Int

    public init(thousandths: Int) { self.thousandths = thousandths }
    public init(_ whole: Int) { thousandths = whole * 1000 }

    public static let zero = Quantity(thousandths: 0)
    /// The largest target or value: a million of anything.
    public static let limit = Quantity(1_000_000)

    /// Parses `12`, `2.5`, `0,125` (a comma for languages that write one), and the same in
    /// Arabic-Indic digits with the Arabic decimal separator (`٢٫٥`, SPEC §19); nil for a sign,
    /// more than three decimals, anything that is not digits, or more than `limit`.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(Self.westernDigits(Names.trimmed(String(text), newlines: false)).utf8)
        let separator = bytes.contains(UInt8(ascii: ",")) ? UInt8(ascii: ",") : UInt8(ascii: ".")
        let point = bytes.firstIndex(of: separator) ?? bytes.endIndex
        /// 1 to `count` ASCII digits as a number.
        func digits(_ part: ArraySlice<UInt8>, atMost count: Int) -> Int? {
            guard !part.isEmpty, part.count <= count else { return nil }
            var value = 0
            for byte in part {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        // A whole part over the limit is refused before it is scaled (Int is 32 bits in WebAssembly).
        guard let whole = digits(bytes[..<point], atMost: 7), whole <= Self.limit.thousandths / 1000 else { return nil }
        var fraction = 0
        if point < bytes.endIndex {
            let decimals = bytes[(point + 1)...]
            guard let value = digits(decimals, atMost: 3) else { return nil }
            fraction = value * (decimals.count == 1 ? 100 : decimals.count == 2 ? 10 : 1)
        }
        let value = Quantity(thousandths: whole * 1000 + fraction)
        guard value <= .limit else { return nil }
        self = value
    }

    /// `٠`…`٩` (Arabic-Indic) and `۰`…`۹` (Extended Arabic-Indic, Persian) as `0`…`9`, and
    /// the Arabic decimal separator `٫` as `.`; everything else as it was.
    public static func westernDigits(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0660...0x0669: scalars.append(Unicode.Scalar(scalar.value - 0x0660 + 0x30)!)
            case 0x06F0...0x06F9: scalars.append(Unicode.Scalar(scalar.value - 0x06F0 + 0x30)!)
            case 0x066B: scalars.append(".")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// `12`, `2.5`, `0.125`: no trailing zeros.
    public var description: String { formatted(decimalSeparator: ".") }

    public func formatted(decimalSeparator: String) -> String {
        let whole = thousandths / 1000
        var fraction = thousandths % 1000, width = 3
        guard fraction != 0 else { return String(whole) }
        while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        let digits = String(fraction)
        return String(whole) + decimalSeparator + String(repeating: "0", count: width - digits.count) + digits
    }

    public static func < (lhs: Quantity, rhs: Quantity) -> Bool { lhs.thousandths < rhs.thousandths }
    public static func + (lhs: Quantity, rhs: Quantity) -> Quantity { Quantity(thousandths: lhs.thousandths + rhs.thousandths) }
}


/// What a measurable habit counts: a unit, a target for a day (or for a week or month, when the
/// schedule is weekly or monthly), whether the target is a minimum or a limit, and what one tap
/// on the card adds.
public struct Measure: Hashable, Sendable {
    public enum Direction: String, Sendable, CaseIterable {
        /// Read 20 pages: done when the value reaches the target.
        case atLeast
        /// At most 2 coffees: done while the value stays within the target.
        case atMost
    }

    public var unit: String
    public var target: Quantity
    public var direction: Direction
    public var step: Quantity

    public static let unitLimit = 16

    public init(unit: String, target: Quantity, direction: Direction = .atLeast, step: Quantity = Quantity(1)) {
        self.unit = unit
        self.target = target
        self.direction = direction
        self.step = step
    }

    /// The measure with its unit trimmed, if it keeps the limits, else the error the person sees.
    public func validated() throws(DomainError) -> Measure {
        var measure = self
        measure.unit = Names.trimmed(unit)
        try Names.checkPrintable(measure.unit)
        if measure.unit.isEmpty || measure.unit.count > Self.unitLimit { throw .unitInvalid }
        if target <= .zero || target > .limit { throw .targetInvalid }
        if step <= .zero || step > .limit { throw .stepInvalid }
        return measure
    }

    /// Whether an amount meets the target: reaches it (`atLeast`) or stays within it (`atMost`).
    public func meets(_ amount: Quantity, target: Quantity? = nil) -> Bool {
        let target = target ?? self.target
        switch direction {
        case .atLeast: return amount >= target
        case .atMost: return amount <= target
        }
    }

    /// Where an at-most habit's amount stands against its limit, when it is at the limit or over it.
    public enum Limit: String, Hashable, Sendable, CaseIterable {
        case reached, over
    }

    /// The standing of the day's `value` (daily habits) or `period`'s sum against its prorated
    /// target (weekly and monthly habits: `unit` is not days) against the limit; nil for an
    /// at-least measure, and under the limit. The server's card and the page's rules both show it.
    public func limit(value: Quantity?, period: PeriodProgress?, unit: StreakUnit) -> Limit? {
        guard direction == .atMost else { return nil }
        let (amount, target) = if let period, unit != .days { (period.sum, period.target ?? self.target) }
                               else { (value ?? .zero, self.target) }
        return amount > target ? .over : amount == target ? .reached : nil
    }
}
