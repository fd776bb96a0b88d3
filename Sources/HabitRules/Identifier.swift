/// A UUID that knows what it names, so a tracker's id can never be passed where a category's is
/// expected (`Tracker.ID` and `Category.ID` are different types). Its 128 bits as two words,
/// so it needs no Foundation (`UUID` converts both ways in HabitCore).
public struct Identifier<Owner>: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The first and last 8 bytes, big-endian: as the text reads.
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Parses a UUID (`8-4-4-4-12` hex digits) in any case; nil for anything else. By hand and
    /// without allocating: every request names an id and every answer writes several
    /// (Foundation's `uuidString` and `lowercased()` were 4 % of a durable write's instructions).
    public init?(_ text: some StringProtocol) {
        var words: (high: UInt64, low: UInt64) = (0, 0)
        var digits = 0, position = 0
        for unit in text.utf8 {
            defer { position += 1 }
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard unit == UInt8(ascii: "-") else { return nil }
                continue
            }
            let digit: UInt8
            switch unit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = unit - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = unit - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = unit - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard digits < 32 else { return nil }
            if digits < 16 { words.high = words.high << 4 | UInt64(digit) } else { words.low = words.low << 4 | UInt64(digit) }
            digits += 1
        }
        guard position == 36, digits == 32 else { return nil }
        self.init(high: words.high, low: words.low)
    }

    /// Ids are written in lower case everywhere (JSON, URLs, the database).
    public var lowercased: String {
        String(unsafeUninitializedCapacity: 36) { text in
            let hex: StaticString = "0123456789abcdef"
            var at = 0
            for digit in 0..<32 {
                if digit == 8 || digit == 12 || digit == 16 || digit == 20 {
                    text[at] = UInt8(ascii: "-")
                    at += 1
                }
                let word = digit < 16 ? high : low
                text[at] = hex.utf8Start[Int(truncatingIfNeeded: word >> UInt64(60 - (digit % 16) * 4) & 0xF)]
                at += 1
            }
            return at
        }
    }

    public var description: String { lowercased }

    /// In the order of the lower-case text; equality and hashing are the two words' too.
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.high, lhs.low) < (rhs.high, rhs.low) }
}
