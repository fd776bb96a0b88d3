import Foundation
import HabitCore
import Synchronization

/// Writes any `Encodable` as JSON exactly as Foundation's `JSONEncoder` with `.sortedKeys` and
/// `.withoutEscapingSlashes` does (the bytes are the same; `SortedJSONEncoderTests` compares them
/// over every screen state), in half the time (`habits-bench`'s "board JSON" times both): every
/// API answer is encoded here, and Foundation's encoder was a sixth of a durable write's CPU.
///
/// The value is built as a small tree, then written with each object's keys in byte order.
/// Numbers are written as `JSONEncoder` writes them: integers in decimal, a `Double` by its
/// `description` without a trailing `.0`, a `Decimal` by its `description`. A `Double` that is not finite makes the whole value `null`, where
/// `JSONEncoder` would throw (`HabitJSON.encode` answered `null` then too).
enum SortedJSONEncoder {
    static func encode(_ value: some Encodable) -> [UInt8]? {
        guard let node = try? TreeEncoder.node(for: value, path: []) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1024)
        node.write(into: &bytes)
        return bytes
    }
}

private struct NotFinite: Error {}

/// A JSON value on its way out. Objects and arrays are boxes, so that a container handed to an
/// `encode(to:)` fills the value its parent already holds.
private enum Node {
    case null
    case bool(Bool)
    /// A number's text, as it is written.
    case number(String)
    /// An integer, written in decimal (without a `String` made for it first).
    case integer(Int)
    /// A value already written (a card: `TrackerCard.json`).
    case raw([UInt8])
    case string(String)
    case array(ArrayBox)
    case object(ObjectBox)

    func write(into bytes: inout [UInt8]) {
        switch self {
        case .null: bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C])
        case .bool(let value): bytes.append(contentsOf: value ? Array("true".utf8) : Array("false".utf8))
        case .number(let text): bytes.append(contentsOf: text.utf8)
        case .integer(let value): Self.writeInteger(value, into: &bytes)
        case .raw(let written): bytes.append(contentsOf: written)
        case .string(let text): Self.writeString(text, into: &bytes)
        case .array(let box):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in box.items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                item.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let box):
            bytes.append(UInt8(ascii: "{"))
            for (index, pair) in box.sortedPairs().enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                Self.writeString(pair.key, into: &bytes)
                bytes.append(UInt8(ascii: ":"))
                pair.value.write(into: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    static func writeInteger(_ value: Int, into bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[start...].reverse()
    }

    /// `"`, `\` and the control characters escaped as `JSONEncoder` escapes them; `/` and
    /// everything else as it is.
    static func writeString(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape at all: then its bytes go as they are, at once.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: text.utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

private final class ArrayBox {
    var items: [Node] = []
}

/// One JSON object written straight into bytes, its members in any order: each value is written
/// at once after the ones before it, and `bytes` puts the members in the keys' byte order
/// (`ObjectBox`'s order: a key written twice keeps its later value). Plain values are written
/// here; any other `Encodable` through `SortedJSONEncoder`.
struct JSONObjectWriter: JSONFields {
    private var values: [UInt8] = []
    private var members: [(key: String, prefix: UInt64, range: Range<Int>)] = []

    init() {
        values.reserveCapacity(1024)
        members.reserveCapacity(32)
    }

    mutating func put(_ key: String, _ value: String?) throws {
        write(key) { values in
            if let value { Node.writeString(value, into: &values) } else { Node.null.write(into: &values) }
        }
    }

    mutating func put(_ key: String, _ value: Int?) throws {
        write(key) { values in
            if let value { Node.writeInteger(value, into: &values) } else { Node.null.write(into: &values) }
        }
    }

    mutating func put(_ key: String, _ value: Bool) throws {
        write(key) { values in Node.bool(value).write(into: &values) }
    }

    mutating func put(_ key: String, _ value: Day?) throws { try put(key, value?.iso) }

    mutating func put<T: Encodable>(_ key: String, _ value: T?) throws {
        guard let value else { return write(key) { values in Node.null.write(into: &values) } }
        let node = try TreeEncoder.node(for: value, path: [])
        write(key) { values in node.write(into: &values) }
    }

    /// The members written so far, each with its value's bytes: a part of an object written once
    /// and added to others with `put(members:)`.
    var written: [(key: String, prefix: UInt64, value: [UInt8])] {
        members.map { ($0.key, $0.prefix, Array(values[$0.range])) }
    }

    /// Members written before (`written`), as they are.
    mutating func put(members: [(key: String, prefix: UInt64, value: [UInt8])]) {
        for member in members {
            let start = values.count
            values.append(contentsOf: member.value)
            self.members.append((member.key, member.prefix, start..<values.count))
        }
    }

    private mutating func write(_ key: String, _ value: (inout [UInt8]) -> Void) {
        let start = values.count
        value(&values)
        members.append((key, ObjectBox.prefix(key), start..<values.count))
    }

    var bytes: [UInt8] {
        // An insertion sort of the members' indices (thirty at most, nearly in order), by their
        // keys' first eight bytes, then the whole keys, then the order written; of a key written
        // twice the later stays.
        var sorted = Array(members.indices)
        members.withUnsafeBufferPointer { members in
            func precedes(_ a: Int, _ b: Int) -> Bool {
                if members[a].prefix != members[b].prefix { return members[a].prefix < members[b].prefix }
                let order = ObjectBox.compare(members[a].key, members[b].key)
                return order == 0 ? a < b : order < 0
            }
            sorted.withUnsafeMutableBufferPointer { sorted in
                for next in sorted.indices.dropFirst() {
                    let member = sorted[next]
                    var place = next
                    while place > 0 && precedes(member, sorted[place - 1]) {
                        sorted[place] = sorted[place - 1]
                        place -= 1
                    }
                    sorted[place] = member
                }
            }
        }
        let order = sorted.indices.filter { place in
            place + 1 == sorted.count || members[sorted[place + 1]].key != members[sorted[place]].key
        }.map { sorted[$0] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count + members.count * 16 + 2)
        bytes.append(UInt8(ascii: "{"))
        for (place, index) in order.enumerated() {
            if place > 0 { bytes.append(UInt8(ascii: ",")) }
            Node.writeString(members[index].key, into: &bytes)
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: values[members[index].range])
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}

private final class ObjectBox {
    /// In the order written. A key written twice is kept twice here and written once, with the
    /// later value, as `JSONEncoder` does.
    var pairs: [(key: String, value: Node)] = []

    func set(_ value: Node, for key: String) { pairs.append((key, value)) }

    /// A key's first eight bytes as a big-endian number (zeros after a shorter key): comparing
    /// two of these orders most keys without looking at their text again.
    static func prefix(_ key: String) -> UInt64 {
        var value: UInt64 = 0, shift = 56
        for byte in key.utf8.prefix(8) {
            value |= UInt64(byte) << UInt64(shift)
            shift -= 8
        }
        return value
    }

    /// Byte order of two keys' UTF-8, negative when `left` comes first (memcmp on the keys'
    /// storage, which literals and native strings have; else the generic walk).
    static func compare(_ left: String, _ right: String) -> Int {
        let fast = left.utf8.withContiguousStorageIfAvailable { l in
            right.utf8.withContiguousStorageIfAvailable { r -> Int in
                guard let a = l.baseAddress, let b = r.baseAddress, !l.isEmpty, !r.isEmpty else { return l.count - r.count }
                let common = memcmp(a, b, min(l.count, r.count))
                return common != 0 ? Int(common) : l.count - r.count
            }
        }
        if let order = fast ?? nil { return order }
        if left == right { return 0 }
        return left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1
    }

    func sortedPairs() -> [(key: String, value: Node)] {
        Self.sortedIndices(pairs.map(\.key)).map { pairs[$0] }
    }

    /// The indices of `keys` in their byte order, each key once (its last occurrence).
    static func sortedIndices(_ keys: [String]) -> [Int] {
        let prefixes = keys.map(prefix)
        let sorted = keys.indices.sorted { a, b in
            if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
            let order = compare(keys[a], keys[b])
            return order == 0 ? a < b : order < 0
        }
        var kept: [Int] = []
        kept.reserveCapacity(sorted.count)
        for (place, index) in sorted.enumerated() {
            if place + 1 < sorted.count && keys[sorted[place + 1]] == keys[index] { continue }
            kept.append(index)
        }
        return kept
    }
}

/// One value's encoder: what `encode(to:)` writes into becomes `node`, and is handed to `placed`
/// (a `superEncoder`'s slot in its parent) as it is set.
private final class TreeEncoder: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var node: Node? {
        didSet { if let node { placed?(node) } }
    }
    private let placed: ((Node) -> Void)?

    init(path: [any CodingKey], placed: ((Node) -> Void)? = nil) {
        codingPath = path
        self.placed = placed
    }

    /// The node of `value`: the plain values directly, anything else through its `encode(to:)`.
    /// Types are told apart by their metadata (one pointer comparison each), not by casts, which
    /// search the conformance tables for every value that is none of them.
    static func node<T: Encodable>(for value: T, path: [any CodingKey]) throws -> Node {
        if T.self == TrackerCard.self { return .raw(try (value as! TrackerCard).json) }
        if T.self == String.self { return .string(value as! String) }
        if T.self == Int.self { return .integer(value as! Int) }
        // Days and ids are written in every answer, several times: their text at once.
        if T.self == Day.self { return .string((value as! Day).iso) }
        if T.self == Tracker.ID.self { return .string((value as! Tracker.ID).lowercased) }
        if T.self == HabitCore.Category.ID.self { return .string((value as! HabitCore.Category.ID).lowercased) }
        if T.self == Bool.self { return .bool(value as! Bool) }
        if T.self == Double.self { return try number(value as! Double) }
        if T.self == Decimal.self { return .number((value as! Decimal).description) }
        if T.self == Float.self { return try number(Double(value as! Float), text: (value as! Float).description) }
        if let integer = integerText(value) { return .number(integer) }
        let encoder = TreeEncoder(path: path)
        try value.encode(to: encoder)
        return encoder.node ?? .object(ObjectBox())
    }

    private static func integerText<T>(_ value: T) -> String? {
        switch T.self {
        case is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
             is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type:
            return String(describing: value)
        default:
            return nil
        }
    }

    static func number(_ value: Double, text description: String? = nil) throws -> Node {
        guard value.isFinite else { throw NotFinite() }
        var text = description ?? value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .number(text)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let box: ObjectBox
        if case .object(let existing) = node {
            box = existing
        } else {
            box = ObjectBox()
            node = .object(box)
        }
        return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let box: ArrayBox
        if case .array(let existing) = node {
            box = existing
        } else {
            box = ArrayBox()
            node = .array(box)
        }
        return UnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueContainer(encoder: self) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { box.set(.null, for: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { box.set(.bool(value), for: key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { box.set(.string(value), for: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { box.set(.integer(value), for: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { box.set(try TreeEncoder.number(value), for: key.stringValue) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        box.set(try TreeEncoder.node(for: value, path: codingPath), for: key.stringValue)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBox()
        box.set(.object(nested), for: key.stringValue)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayBox()
        box.set(.array(nested), for: key.stringValue)
        return UnkeyedContainer(box: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder { placedEncoder(key: "super", path: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { placedEncoder(key: key.stringValue, path: codingPath) }

    private func placedEncoder(key: String, path: [any CodingKey]) -> any Encoder {
        box.set(.object(ObjectBox()), for: key)
        return TreeEncoder(path: path) { [box] node in box.set(node, for: key) }
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: ArrayBox
    let codingPath: [any CodingKey]
    var count: Int { box.items.count }

    mutating func encodeNil() throws { box.items.append(.null) }
    mutating func encode(_ value: Bool) throws { box.items.append(.bool(value)) }
    mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
    mutating func encode(_ value: Int) throws { box.items.append(.integer(value)) }
    mutating func encode(_ value: Double) throws { box.items.append(try TreeEncoder.number(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { box.items.append(try TreeEncoder.node(for: value, path: codingPath)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBox()
        box.items.append(.object(nested))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayBox()
        box.items.append(.array(nested))
        return UnkeyedContainer(box: nested, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let index = box.items.count
        box.items.append(.object(ObjectBox()))
        return TreeEncoder(path: codingPath) { [box] node in box.items[index] = node }
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node = .null }
    mutating func encode(_ value: Bool) throws { encoder.node = .bool(value) }
    mutating func encode(_ value: String) throws { encoder.node = .string(value) }
    mutating func encode(_ value: Int) throws { encoder.node = .integer(value) }
    mutating func encode(_ value: Double) throws { encoder.node = try TreeEncoder.number(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { encoder.node = try TreeEncoder.node(for: value, path: codingPath) }
}
