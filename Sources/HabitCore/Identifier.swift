import Foundation

/// A UUID that knows what it names, so a tracker's id can never be passed where a category's is
/// expected (`Tracker.ID` and `Category.ID` are different types).
public struct Identifier<Owner>: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let uuid: UUID

    public init(_ uuid: UUID) { self.uuid = uuid }

    /// Parses a UUID in any case (`8-4-4-4-12` hexadecimal digits); nil for anything else.
    /// By hand, as `lowercased` is: every request names an id and every answer writes several
    /// (Foundation's `uuidString` and `lowercased()` were 4 % of a durable write's instructions).
    public init?(_ text: some StringProtocol) {
        var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0, high: UInt8?, position = 0
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
            guard count < 16 else { return nil }
            if let first = high {
                withUnsafeMutableBytes(of: &bytes) { $0[count] = first << 4 | digit }
                count += 1
                high = nil
            } else {
                high = digit
            }
        }
        guard position == 36, count == 16 else { return nil }
        uuid = UUID(uuid: bytes)
    }

    /// Ids are written in lower case everywhere (JSON, URLs, the database).
    public var lowercased: String {
        withUnsafeBytes(of: uuid.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                let digits: StaticString = "0123456789abcdef"
                var at = 0
                for (index, byte) in bytes.enumerated() {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        text[at] = UInt8(ascii: "-")
                        at += 1
                    }
                    text[at] = digits.utf8Start[Int(byte >> 4)]
                    text[at + 1] = digits.utf8Start[Int(byte & 0xF)]
                    at += 2
                }
                return at
            }
        }
    }

    public var description: String { lowercased }

    /// Two words compared, not sixteen bytes one by one (a library is searched by id on every request).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        let left = lhs.words, right = rhs.words
        return left.0 == right.0 && left.1 == right.1
    }

    private var words: (UInt64, UInt64) { withUnsafeBytes(of: uuid.uuid) { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) } }

    /// The order of their lower-case text, which is the order of their bytes.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        withUnsafeBytes(of: lhs.uuid.uuid) { left in
            withUnsafeBytes(of: rhs.uuid.uuid) { right in left.lexicographicallyPrecedes(right) }
        }
    }
}

/// Where new ids come from. Passed in (never `UUID()` inside the core), so tests can make the
/// same ids every run.
public struct IDSource: Sendable {
    private let next: @Sendable () -> UUID

    public init(next: @escaping @Sendable () -> UUID) { self.next = next }

    /// The system's random UUIDs.
    public static let random = IDSource { UUID() }

    public func make<Owner>(_ owner: Owner.Type = Owner.self) -> Identifier<Owner> { Identifier(next()) }
}

/// An id's outward form, a lower-case UUID (a `ReminderMessage` carries its tracker's).
extension Identifier: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = Identifier(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an id (a UUID), got \"\(text)\".")
        }
        self = id
    }

    /// In lower case, as ids are written everywhere.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(lowercased)
    }
}
