import HTTPServer

/// `application/x-www-form-urlencoded` bodies, as HTML forms post them.
enum FormData {
    /// Name → values (a checkbox group repeats its name). Malformed escapes are a 400.
    static func parse(_ body: [UInt8]) throws(HTTPError) -> [String: [String]] {
        var fields: [String: [String]] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let name = try decode(pair[..<(equals ?? pair.endIndex)])
            var value = ""
            if let equals { value = try decode(pair[pair.index(after: equals)...]) }
            fields[name, default: []].append(value)
        }
        return fields
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) throws(HTTPError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "+"):
                decoded.append(UInt8(ascii: " "))
                index += 1
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) else {
                    throw HTTPError.badRequest("The form data has a malformed escape.")
                }
                decoded.append(high << 4 | low)
                index += 3
            default:
                decoded.append(bytes[index])
                index += 1
            }
        }
        guard let text = String(validating: decoded, as: UTF8.self) else {
            throw HTTPError.badRequest("The form data is not valid UTF-8.")
        }
        return text
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: byte - 48
        case 65...70: byte - 55
        case 97...102: byte - 87
        default: nil
        }
    }
}
