/// The little text handling the page's records need, on UTF-8 bytes (the rules import no
/// Foundation, and the WebAssembly stays small without Character-by-Character parsing): lines
/// and fields, forms as browsers post them, percent-encoding, and JSON for the answers.
enum PageText {
    typealias Bytes = ArraySlice<UInt8>

    /// The parts of `bytes` between `separator`s, empty ones included.
    static func split(_ bytes: Bytes, _ separator: UInt8) -> [Bytes] {
        var parts: [Bytes] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == separator {
            parts.append(bytes[start..<index])
            start = index + 1
        }
        parts.append(bytes[start..<bytes.endIndex])
        return parts
    }

    /// A whole number written in ASCII digits, with an optional `-`; nil past what Int holds
    /// (32 bits in WebAssembly).
    static func int(_ bytes: Bytes) -> Int? {
        var digits = bytes[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value &* 10 + Int64(byte - UInt8(ascii: "0"))  // 18 digits at most: no overflow
        }
        return Int(exactly: negative ? -value : value)
    }

    static func string(_ bytes: Bytes) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Whether `bytes` spell `text` (ASCII names: routes, fields, keys).
    static func equal(_ bytes: Bytes, _ text: StaticString) -> Bool {
        text.withUTF8Buffer { bytes.elementsEqual($0) }
    }

    /// `application/x-www-form-urlencoded`: name=value pairs split by `&`, `+` for a space,
    /// `%XX` for a byte.
    static func formFields(_ bytes: Bytes) -> [(name: [UInt8], value: String)] {
        split(bytes, UInt8(ascii: "&")).compactMap { pair in
            guard !pair.isEmpty else { return nil }
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? pair.endIndex
            let value = equals < pair.endIndex ? pair[(equals + 1)...] : []
            return (decoded(pair[..<equals], plusIsSpace: true), string(decoded(value, plusIsSpace: true)[...]))
        }
    }

    /// Percent-decoded bytes (a broken escape stays as it is).
    static func decoded(_ bytes: Bytes, plusIsSpace: Bool = false) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]),
               let low = hexValue(bytes[index + 2]) {
                result.append(high << 4 | low)
                index += 3
                continue
            }
            result.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return result
    }

    /// Every byte but letters, digits and `-._~` as `%XX`: text that holds no space, comma or
    /// quote, so it can stand in a record's field.
    static func encoded(_ text: String) -> String {
        var result: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.append(byte)
            default:
                result += [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0xF)]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// JSON written byte by byte: an object's fields, in order.
struct JSONObject {
    private(set) var bytes: [UInt8] = [UInt8(ascii: "{")]

    private mutating func key(_ name: StaticString) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes += $0 }
        bytes += [UInt8(ascii: "\""), UInt8(ascii: ":")]
    }

    mutating func add(_ name: StaticString, _ value: Int) {
        key(name)
        bytes += String(value).utf8
    }

    mutating func add(_ name: StaticString, _ value: Bool) {
        key(name)
        bytes += (value ? "true" : "false").utf8
    }

    mutating func add(_ name: StaticString, _ value: String?) {
        key(name)
        guard let value else { return bytes += "null".utf8 }
        JSONObject.string(value, into: &bytes)
    }

    /// A field whose name is not known in advance (a form's field).
    mutating func add(named name: String, _ value: String) {
        if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
        JSONObject.string(name, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        JSONObject.string(value, into: &bytes)
    }

    mutating func add(_ name: StaticString, raw: [UInt8]) {
        key(name)
        bytes += raw
    }

    /// The object, closed.
    var closed: [UInt8] { bytes + [UInt8(ascii: "}")] }

    /// `[a,b,…]` of values already written.
    static func array(_ values: [[UInt8]]) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "[")]
        for (index, value) in values.enumerated() {
            if index > 0 { result.append(UInt8(ascii: ",")) }
            result += value
        }
        return result + [UInt8(ascii: "]")]
    }

    /// A JSON string literal of `text`.
    static func string(_ text: String, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
            case 0..<0x20: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                     PageText.hexDigit(byte >> 4), PageText.hexDigit(byte & 0xF)]
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
