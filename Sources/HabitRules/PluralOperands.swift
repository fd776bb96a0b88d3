/// A number as CLDR's plural rules read it (UTS #35, "Plural Operand Meanings"): its absolute
/// value's integer digits `i`, how many fraction digits it shows `v`, and those digits without
/// trailing zeros `t`. The number as written counts, so `1` and `1.0` may differ (English
/// `1 day`, `1.0 days`). The compact exponent `e` is always 0 here: no number is shown as `1.2M`.
public struct PluralOperands: Hashable, Sendable {
    public let i: Int
    public let v: Int
    public let t: Int

    /// A whole number.
    public init(_ count: Int) {
        (i, v, t) = (abs(count), 0, 0)
    }

    /// A number as written with `.` or `,` before its fraction (`2.50`, `-1`, `0,5`); nil for
    /// anything else, or more digits than fit.
    public init?(written text: String) {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: unsigned.contains(",") ? "," : ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 15, whole.allSatisfy({ $0.isASCIIDigit }),
              let integer = Int(whole) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 15, fraction.allSatisfy({ $0.isASCIIDigit }), parts.count == 1 || !fraction.isEmpty else { return nil }
        var trimmed = fraction
        while trimmed.hasSuffix("0") { trimmed.removeLast() }
        (i, v, t) = (integer, fraction.count, Int(trimmed) ?? 0)
    }

    /// Whether the value `n` is a whole number (its fraction digits, if any, are all 0).
    public var isWhole: Bool { t == 0 }

    /// CLDR's `n in a..b`: a whole `n` within the range (`1.5` is in no range).
    public func n(in range: ClosedRange<Int>) -> Bool { isWhole && range.contains(i) }
    /// CLDR's `n mod m in a..b`.
    public func n(mod m: Int, in range: ClosedRange<Int>) -> Bool { isWhole && range.contains(i % m) }
    /// CLDR's `e = 0 and i != 0 and i mod 1000000 = 0 and v = 0`: whole millions, the `many` of
    /// French, Italian, Portuguese and Spanish.
    public var isWholeMillions: Bool { i != 0 && i % 1_000_000 == 0 && v == 0 }
}

private extension Character {
    var isASCIIDigit: Bool { asciiValue.map { (48...57).contains($0) } ?? false }
}
