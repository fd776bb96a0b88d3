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
        try RequestTarget.decode(bytes, plusIsSpace: true, what: "form data")
    }
}
