import HabitCore
import HabitStore

/// RFC 4180 CSV: fields separated by commas, records by CRLF (a bare LF is read too), fields
/// holding a comma, a quote or a line break quoted with `"` and inner quotes doubled.
enum CSV {
    /// The records of `text` (UTF-8 already validated by the caller); empty lines are skipped.
    /// Nil when a quoted field never ends.
    static func parse(_ text: String) -> [[String]]? {
        var text = text
        return text.withUTF8 { parse(bytes: $0) }
    }

    /// Fields are cut from the buffer as slices; only a quoted field with a doubled quote is
    /// copied byte by byte. One pass, so parsing stays linear in the file's size.
    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [[String]]? {
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var records: [[String]] = []
        var record: [String] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count
        while index < count {
            // One field.
            var field: String
            let quoted = bytes[index] == quote
            if quoted {
                index += 1
                var copy: [UInt8]? = nil
                let start = index
                while true {
                    guard index < count else { return nil }
                    if bytes[index] == quote {
                        if index + 1 < count && bytes[index + 1] == quote {
                            if copy == nil { copy = Array(bytes[start..<index]) }
                            copy!.append(quote)
                            index += 2
                            continue
                        }
                        break
                    }
                    copy?.append(bytes[index])
                    index += 1
                }
                field = copy.map { String(decoding: $0, as: UTF8.self) }
                    ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                // Anything between the closing quote and the separator is kept, as lenient readers do.
                let tail = index
                while index < count && bytes[index] != comma && bytes[index] != lf
                    && !(bytes[index] == cr && index + 1 < count && bytes[index + 1] == lf) { index += 1 }
                if index > tail { field += String(decoding: UnsafeBufferPointer(rebasing: bytes[tail..<index]), as: UTF8.self) }
            } else {
                let start = index
                while index < count && bytes[index] != comma && bytes[index] != lf
                    && !(bytes[index] == cr && index + 1 < count && bytes[index + 1] == lf) { index += 1 }
                field = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            record.append(field)
            // Its separator.
            if index < count && bytes[index] == comma {
                index += 1
                if index == count { record.append("") }
                continue
            }
            if index < count && bytes[index] == cr { index += 1 }
            index += 1
            // An empty line is no record; a line holding only `""` is one with an empty field.
            if !(record.count == 1 && record[0].isEmpty && !quoted) { records.append(record) }
            record = []
        }
        if !record.isEmpty { records.append(record) }
        return records
    }

    /// One record, CRLF-terminated, quoting only the fields that need it.
    static func line(_ fields: [String]) -> String {
        var line = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { line += "," }
            if field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }) {
                line += "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            } else {
                line += field
            }
        }
        return line + "\r\n"
    }
}
