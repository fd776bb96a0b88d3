import HabitCore

/// RFC 4180 CSV: fields separated by commas, records by CRLF (a bare LF is read too), fields
/// holding a comma, a quote or a line break quoted with `"` and inner quotes doubled.
enum CSV {
    /// The records of `text` (UTF-8 already validated by the caller); empty lines are skipped.
    /// Nil when a quoted field never ends.
    static func parse(_ text: String) -> [[String]]? {
        var records: [[String]] = []
        var record: [String] = []
        var field: [UInt8] = []
        var quoted = false, wasQuoted = false
        let bytes = Array(text.utf8)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func endField() {
            record.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            wasQuoted = false
        }
        func endRecord() {
            let blank = record.isEmpty && field.isEmpty && !wasQuoted
            endField()
            if !blank { records.append(record) }
            record = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(byte)
                }
            } else {
                switch byte {
                case UInt8(ascii: ","): endField()
                case UInt8(ascii: "\n"): endRecord()
                case UInt8(ascii: "\r") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n"): break
                case UInt8(ascii: "\"") where field.isEmpty && !wasQuoted:
                    quoted = true
                    wasQuoted = true
                default: field.append(byte)
                }
            }
            index += 1
        }
        if quoted { return nil }
        if !field.isEmpty || !record.isEmpty || wasQuoted { endRecord() }
        return records
    }

    /// One record, CRLF-terminated, quoting only the fields that need it.
    static func line(_ fields: [String]) -> String {
        fields.map { field in
            guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) else { return field }
            return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }.joined(separator: ",") + "\r\n"
    }
}
