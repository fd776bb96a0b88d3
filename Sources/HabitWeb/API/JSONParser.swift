/// Reads a request body's JSON straight into a `JSONValue`, byte by byte, with nothing in
/// between (Foundation's `JSONDecoder` went through `Data`, its own map of the document and a
/// `Decoder` per value: 7 % of a durable write's CPU, for a body like `{"state":"done"}`).
///
/// It accepts what `JSONDecoder` accepts for a `JSONValue` and reads it as that would
/// (`JSONParserTests` holds the two side by side): RFC 8259 JSON in UTF-8, an optional UTF-8 byte
/// order mark, one comma after an array's or an object's last member (`JSONDecoder` allows it),
/// numbers as the `Double` nearest to their text, a repeated key's first value, at most
/// `maximumDepth` arrays and objects inside each other. Anything else is `nil`: the caller's
/// "not valid JSON" (invalid UTF-8, a control character or a lone surrogate in a string, a number
/// too large for a `Double` or so small that only its digits are left of it, anything after the value).
enum JSONParser {
    static let maximumDepth = 512

    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        bytes.withUnsafeBufferPointer { buffer -> JSONValue? in
            var reader = Reader(bytes: buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
            guard let value = reader.value(depth: 0) else { return .none }
            reader.skipSpace()
            guard reader.position == buffer.count else { return .none }
            return value
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x09, 0x0A, 0x0D: position += 1
                default: return
                }
            }
        }

        /// (`JSONValue` is `ExpressibleByNilLiteral`, so "no value" is spelled `.none` throughout.)
        mutating func value(depth: Int) -> JSONValue? {
            skipSpace()
            guard let byte = current else { return .none }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard depth < JSONParser.maximumDepth else { return .none }
                return byte == UInt8(ascii: "{") ? object(depth: depth + 1) : array(depth: depth + 1)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
            default: return .none
            }
        }

        private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
            let count = word.utf8CodeUnitCount
            guard bytes.count - position >= count else { return .none }
            for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return .none }
            position += count
            return value
        }

        private mutating func object(depth: Int) -> JSONValue? {
            position += 1
            var fields: [String: JSONValue] = [:]
            skipSpace()
            if current == UInt8(ascii: "}") {
                position += 1
                return .object(fields)
            }
            while true {
                skipSpace()
                guard current == UInt8(ascii: "\""), let key = string() else { return .none }
                skipSpace()
                guard current == UInt8(ascii: ":") else { return .none }
                position += 1
                guard let value = value(depth: depth) else { return .none }
                if fields.index(forKey: key) == nil { fields[key] = value }
                skipSpace()
                switch current {
                case UInt8(ascii: ","):
                    position += 1
                    skipSpace()
                    if current == UInt8(ascii: "}") {
                        position += 1
                        return .object(fields)
                    }
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(fields)
                default: return .none
                }
            }
        }

        private mutating func array(depth: Int) -> JSONValue? {
            position += 1
            var items: [JSONValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") {
                position += 1
                return .array(items)
            }
            while true {
                guard let item = value(depth: depth) else { return .none }
                items.append(item)
                skipSpace()
                switch current {
                case UInt8(ascii: ","):
                    position += 1
                    skipSpace()
                    if current == UInt8(ascii: "]") {
                        position += 1
                        return .array(items)
                    }
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(items)
                default: return .none
                }
            }
        }

        /// A string from its opening quote; its bytes must be valid UTF-8 (checked once, at the end).
        private mutating func string() -> String? {
            position += 1
            let start = position
            // The common case, no escape: the bytes are the string.
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") {
                    let text = String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                    position += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                if byte < 0x20 { return nil }
                position += 1
            }
            var decoded = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: decoded, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = current else { return nil }
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
                    case UInt8(ascii: "b"): decoded.append(0x08)
                    case UInt8(ascii: "f"): decoded.append(0x0C)
                    case UInt8(ascii: "n"): decoded.append(0x0A)
                    case UInt8(ascii: "r"): decoded.append(0x0D)
                    case UInt8(ascii: "t"): decoded.append(0x09)
                    case UInt8(ascii: "u"):
                        guard let scalar = unicodeEscape() else { return nil }
                        decoded.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                case 0..<0x20: return nil
                default: decoded.append(byte)
                }
            }
            return nil
        }

        /// The scalar of `\uXXXX` (after its `\u`), with its low surrogate's `\uXXXX` when it is a high one.
        private mutating func unicodeEscape() -> Unicode.Scalar? {
            guard let unit = hex4() else { return nil }
            switch unit {
            case 0xD800...0xDBFF:
                guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    return nil
                }
                position += 2
                guard let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            case 0xDC00...0xDFFF: return nil
            default: return Unicode.Scalar(unit)
            }
        }

        private mutating func hex4() -> UInt32? {
            guard bytes.count - position >= 4 else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }

        /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as the nearest `Double`; nil when
        /// the text breaks the grammar, or its value is too large for a `Double` or rounds to 0
        /// although a digit is not 0 (`1e-400`), as `JSONDecoder` refused those.
        private mutating func number() -> JSONValue? {
            let start = position
            if current == UInt8(ascii: "-") { position += 1 }
            guard let first = current, isDigit(first) else { return .none }
            position += 1
            // After a leading 0 comes no other digit ("01" ends at the 0, and the 1 is refused).
            var nonZero = first != UInt8(ascii: "0")
            if nonZero { _ = skipDigits() }
            if current == UInt8(ascii: ".") {
                position += 1
                guard let digit = current, isDigit(digit) else { return .none }
                nonZero = skipDigits() || nonZero
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard let digit = current, isDigit(digit) else { return .none }
                _ = skipDigits()
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            guard let number = Double(text), number.isFinite, number != 0 || !nonZero else { return .none }
            return .number(number)
        }

        private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// Skips digits; whether one of them was not 0.
        private mutating func skipDigits() -> Bool {
            var nonZero = false
            while let byte = current, isDigit(byte) {
                nonZero = nonZero || byte != UInt8(ascii: "0")
                position += 1
            }
            return nonZero
        }
    }
}
