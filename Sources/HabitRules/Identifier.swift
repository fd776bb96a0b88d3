import Foundation

/// A UUID that knows what it names, so a tracker's id can never be passed where a category's is
/// expected (`Tracker.ID` and `Category.ID` are different types).
public struct Identifier<Owner>: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let uuid: UUID

    public init(_ uuid: UUID) { self.uuid = uuid }

    /// Parses a UUID in any case; nil for anything else.
    public init?(_ text: some StringProtocol) {
        guard let uuid = UUID(uuidString: String(text)) else { return nil }
        self.uuid = uuid
    }

    /// Ids are written in lower case everywhere (JSON, URLs, the database).
    public var lowercased: String { uuid.uuidString.lowercased() }
    public var description: String { lowercased }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.lowercased < rhs.lowercased }
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
