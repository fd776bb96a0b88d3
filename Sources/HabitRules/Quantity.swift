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
        let text = Self.westernDigits(Names.trimmed(String(text), where: Names.isSpace))
        let parts = text.split(separator: text.contains(",") ? "," : ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 7, whole.allSatisfy({ $0.isASCIIDigitCharacter }),
              let wholeValue = Int(whole) else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.count <= 3, digits.allSatisfy({ $0.isASCIIDigitCharacter }) else { return nil }
            fraction = Int(digits + String(repeating: "0", count: 3 - digits.count)) ?? 0
        }
        let value = Quantity(thousandths: wholeValue * 1000 + fraction)
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
        let whole = thousandths / 1000, fraction = thousandths % 1000
        guard fraction != 0 else { return String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole)\(decimalSeparator)\(digits)"
    }

    public static func < (lhs: Quantity, rhs: Quantity) -> Bool { lhs.thousandths < rhs.thousandths }
    public static func + (lhs: Quantity, rhs: Quantity) -> Quantity { Quantity(thousandths: lhs.thousandths + rhs.thousandths) }
}


private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
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
}
