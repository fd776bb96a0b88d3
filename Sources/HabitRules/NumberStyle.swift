/// How a language writes an amount a person reads, as its locale does (SPEC §19): the decimal
/// separator, the separator between groups of three digits, from how many digits of the whole
/// part it groups (CLDR's minimum grouping digits: Spanish `1234` but `12.345`), and the minus
/// sign. The server formats through Foundation (`Language.formatted`) and gives the page the
/// style it reads off Foundation's own output (`Language.numberStyle`); the page's WebAssembly,
/// which has no Foundation, writes numbers with it, and a test holds the two to the same text.
public struct NumberStyle: Hashable, Sendable {
    public let decimalSeparator: String
    public let groupSeparator: String
    /// The whole part is grouped from `3 + minimumGrouping` digits on: 1 groups `1,234`, 2
    /// leaves `1234` and groups `12.345`.
    public let minimumGrouping: Int
    public let minus: String

    public init(decimalSeparator: String, groupSeparator: String, minimumGrouping: Int, minus: String = "-") {
        self.decimalSeparator = decimalSeparator
        self.groupSeparator = groupSeparator
        self.minimumGrouping = minimumGrouping
        self.minus = minus
    }

    /// `1,234`, `12.345,5`, `0,125`: grouped, up to three decimals, no trailing zeros.
    public func text(_ quantity: Quantity) -> String { text(thousandths: Int64(quantity.thousandths)) }

    /// The same for an amount in thousandths held in 64 bits (a period's `total`).
    public func text(thousandths: Int64) -> String {
        let magnitude = thousandths.magnitude
        let whole = Array(String(magnitude / 1000).utf8)
        var result = thousandths < 0 ? minus : ""
        for (index, digit) in whole.enumerated() {
            if index > 0 && (whole.count - index) % 3 == 0 && whole.count >= 3 + minimumGrouping { result += groupSeparator }
            result.unicodeScalars.append(Unicode.Scalar(digit))
        }
        var fraction = magnitude % 1000
        if fraction > 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let text = String(fraction)
            result += decimalSeparator + String(repeating: "0", count: digits - text.utf8.count) + text
        }
        return result
    }

    /// The style as one field of the page's line: its four parts percent-encoded, joined by `,`.
    public var field: String {
        [decimalSeparator, groupSeparator, String(minimumGrouping), minus].map(PageText.encoded).joined(separator: ",")
    }

    /// The style a page's line carries (`field`); nil when it is not one.
    init?(field bytes: ArraySlice<UInt8>) {
        let parts = PageText.split(bytes, UInt8(ascii: ",")).map { PageText.string(PageText.decoded($0)[...]) }
        guard parts.count == 4, let minimum = Int(parts[2]), (1...3).contains(minimum), !parts[0].isEmpty else { return nil }
        self.init(decimalSeparator: parts[0], groupSeparator: parts[1], minimumGrouping: minimum, minus: parts[3])
    }
}
