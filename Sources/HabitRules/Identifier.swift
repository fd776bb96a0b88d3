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

    /// Parses a UUID (`8-4-4-4-12` hex digits) in any case; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        var words: [UInt64] = [0, 0]
        var digits = 0
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            let value: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            words[digits / 16] = words[digits / 16] << 4 | UInt64(value)
            digits += 1
        }
        self.init(high: words[0], low: words[1])
    }

    /// Ids are written in lower case everywhere (JSON, URLs, the database).
    public var lowercased: String {
        let hex = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        for digit in 0..<32 {
            if digit == 8 || digit == 12 || digit == 16 || digit == 20 { bytes.append(UInt8(ascii: "-")) }
            let word = digit < 16 ? high : low
            bytes.append(hex[Int(word >> UInt64(60 - (digit % 16) * 4) & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    public var description: String { lowercased }

    /// In the order of the lower-case text.
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.high, lhs.low) < (rhs.high, rhs.low) }
}
