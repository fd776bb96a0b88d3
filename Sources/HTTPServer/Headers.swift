/// HTTP header fields in the order they were added.
///
/// Names compare case-insensitively (ASCII only, as HTTP defines them). A name may occur more
/// than once — several `Set-Cookie` fields, for example — so the subscript reads the first
/// value and ``add(_:_:)`` keeps every value.
public struct HTTPHeaders: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field.
    public typealias Element = (name: String, value: String)

    private var fields: [Element] = []

    /// Creates an empty set of headers.
    public init() {}

    /// Creates headers from a literal such as `["Content-Type": "text/plain"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements { add(name, value) }
    }

    /// The first value for `name`; setting it replaces every value for `name`, and `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { Self.namesMatch($0.name, name) }?.value }
        set {
            fields.removeAll { Self.namesMatch($0.name, name) }
            if let newValue { fields.append((name, newValue)) }
        }
    }

    /// Appends a field, keeping any existing values for the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Same as ``add(_:_:)``, for call sites that read better with labels.
    public mutating func add(name: String, value: String) {
        add(name, value)
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { Self.namesMatch($0.name, name) }.map(\.value)
    }

    /// Whether at least one field is named `name`.
    public func contains(_ name: String) -> Bool {
        fields.contains { Self.namesMatch($0.name, name) }
    }

    /// The number of fields, counting repeated names separately.
    public var count: Int { fields.count }

    public func makeIterator() -> IndexingIterator<[Element]> {
        fields.makeIterator()
    }

    static func namesMatch(_ a: String, _ b: String) -> Bool {
        a.utf8.count == b.utf8.count && zip(a.utf8, b.utf8).allSatisfy { asciiLower($0) == asciiLower($1) }
    }

    private static func asciiLower(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte + 32 : byte
    }
}
