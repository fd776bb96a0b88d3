import CSQLite
import Foundation
import HabitCore
import HabitStore

// The guards every imported file passes (SPEC §12, §17: hostile files are refused with a message
// that names the problem, before anything is merged). Every reader goes through these, never
// around them: size, UTF-8, JSON nesting, SQLite opened read-only with nothing in it running,
// CSV rows as long as their header, numbers and days in range. Zip rules are `ZipReader`'s.

/// The limits every imported file is held to.
public enum InteropLimits {
    /// A file this size or larger is refused: 64 MiB.
    public static let fileSize = 64 << 20
    /// The sum of a zip's uncompressed entries may not exceed this: 64 MiB.
    public static let uncompressedTotal = 64 << 20
    /// A zip with more entries is refused.
    public static let zipEntries = 10_000
    /// An entry that inflates more than this many times its compressed size is a zip bomb
    /// (checked once it holds more than `ratioFloor` bytes; CSV compresses 5–20 times).
    public static let compressionRatio = 200
    public static let ratioFloor = 1 << 16
    /// No single SQLite value (a name, a note) may be longer: 1 MiB.
    public static let sqliteValue: Int32 = 1 << 20
    /// JSON nested deeper than this is refused (no app's export needs more than a handful).
    public static let jsonDepth = 64
    /// Days before this one are not a habit's (a date field holding an absurd number).
    public static let earliestDay = Day(year: 1900, month: 1, day: 1)!
    /// Nor after this one.
    public static let latestDay = Day(year: 2199, month: 12, day: 31)!

    static func checkFileSize(_ count: Int) throws(DomainError) {
        if count >= fileSize {
            throw .invalidImport("the file is \(megabytes(count)) MiB; files of 64 MiB and more are refused.")
        }
    }

    static func megabytes(_ count: Int) -> String {
        let tenths = (count * 10) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}

/// Reads a file that is to be imported.
public enum ImportFile {
    /// The bytes at `path`; a file of 64 MiB or more is refused before it is read.
    public static func read(atPath path: String) throws(DomainError) -> Data {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
        guard let size else { throw .invalidImport("there is no readable file at \(path).") }
        try InteropLimits.checkFileSize(size)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidImport("the file at \(path) cannot be read.")
        }
        try InteropLimits.checkFileSize(data.count)
        return data
    }
}

/// Text and numbers as a file gives them, checked.
enum ImportGuards {
    /// `bytes` as UTF-8 text (a byte-order mark dropped); `what` names the file in the refusal.
    static func text(_ bytes: some Collection<UInt8>, what: String) throws(DomainError) -> String {
        var bytes = Array(bytes)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .invalidImport("\(what) is not valid UTF-8.") }
        return text
    }

    /// The day `ordinal` days after 1970-01-01 (an epoch day), refused outside 1900–2199.
    static func day(epochDay ordinal: Int, what: @autoclosure () -> String) throws(DomainError) -> Day {
        let day = Day(ordinal: ordinal)
        guard InteropLimits.earliestDay <= day, day <= InteropLimits.latestDay else {
            throw .invalidImport("\(what()) is \(ordinal), which is no day between 1900 and 2199.")
        }
        return day
    }

    /// A civil date, refused outside 1900–2199.
    static func day(year: Int, month: Int, day: Int, what: @autoclosure () -> String) throws(DomainError) -> Day {
        guard let found = Day(year: year, month: month, day: day),
              InteropLimits.earliestDay <= found, found <= InteropLimits.latestDay else {
            throw .invalidImport("\(what()) is \(year)-\(month)-\(day), which is no day between 1900 and 2199.")
        }
        return found
    }
}

// MARK: JSON

/// JSON read from an imported file: refused when it is not UTF-8 (`ImportGuards.text`, before),
/// nests deeper than `InteropLimits.jsonDepth`, or does not parse.
enum ImportJSON {
    static func parse(_ text: String) throws(DomainError) -> Any {
        do {
            return try JSONParser.parse(text, maxDepth: InteropLimits.jsonDepth)
        } catch .tooDeep {
            throw .invalidImport("its JSON nests deeper than \(InteropLimits.jsonDepth) levels; such files are refused.")
        } catch {
            throw .invalidImport("it is not valid JSON.")
        }
    }

    /// Counts brackets outside strings: one pass, no recursion.
    static func checkDepth(_ text: String) throws(DomainError) {
        var depth = 0, inString = false, escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > InteropLimits.jsonDepth {
                    throw .invalidImport("its JSON nests deeper than \(InteropLimits.jsonDepth) levels; such files are refused.")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }
}

/// RFC 8259 JSON parsed in one pass over its UTF-8 bytes into the values JSONSerialization gives
/// (`[String: Any]`, `[Any]`, `String`, `NSNumber`, booleans as Foundation's boolean `NSNumber`,
/// `NSNull`), without its intermediate tree or number strings (four times faster on an 8 MB
/// Table Habit export); nesting is bounded as it goes, so no file can exhaust the stack.
private struct JSONParser {
    enum Failure: Error { case invalid, tooDeep }
    static let null = NSNull()
    static let yes = NSNumber(value: true), no = NSNumber(value: false)
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    let maxDepth: Int

    static func parse(_ text: String, maxDepth: Int) throws(Failure) -> Any {
        var text = text
        let result: Result<Any, Failure> = text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
            do throws(Failure) {
                parser.skipSpace()
                let value = try parser.value(depth: 0)
                parser.skipSpace()
                guard parser.index == bytes.count else { throw .invalid }
                return .success(value)
            } catch { return .failure(error) }
        }
        return try result.get()
    }

    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 }
    }

    mutating func value(depth: Int) throws(Failure) -> Any {
        guard index < bytes.count else { throw .invalid }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw .tooDeep }
            index += 1
            var object: [String: Any] = [:]
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return object }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw .invalid }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw .invalid }
                index += 1
                skipSpace()
                object[key] = try value(depth: depth + 1)
                skipSpace()
                guard index < bytes.count else { throw .invalid }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "}") else { throw .invalid }
                index += 1
                return object
            }
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw .tooDeep }
            index += 1
            var array: [Any] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return array }
            while true {
                skipSpace()
                array.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw .invalid }
                if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                guard bytes[index] == UInt8(ascii: "]") else { throw .invalid }
                index += 1
                return array
            }
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "t"): try literal("true"); return Self.yes
        case UInt8(ascii: "f"): try literal("false"); return Self.no
        case UInt8(ascii: "n"): try literal("null"); return Self.null
        default: return try number()
        }
    }

    mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw .invalid }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw .invalid }
        index += count
    }

    mutating func number() throws(Failure) -> NSNumber {
        let start = index
        var whole = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
        let digits = index - digitsStart
        guard digits > 0, !(digits > 1 && bytes[digitsStart] == 0x30) else { throw .invalid }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            whole = false
            index += 1
            let fraction = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > fraction else { throw .invalid }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            whole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            guard index > exponent else { throw .invalid }
        }
        if whole && digits <= 18 {
            var value = 0
            for position in digitsStart..<index { value = value * 10 + Int(bytes[position] - 0x30) }
            return NSNumber(value: bytes[start] == UInt8(ascii: "-") ? -value : value)
        }
        guard let value = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) else { throw .invalid }
        return NSNumber(value: value)
    }

    mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw .invalid }
            index += 1
        }
        throw .invalid
    }

    /// The rest of a string that holds escapes, decoded byte by byte.
    mutating func escapedString(from start: Int) throws(Failure) -> String {
        var scalars = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw .invalid }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw .invalid }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw .invalid }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw .invalid
                }
            default:
                guard byte >= 0x20 else { throw .invalid }
                scalars.append(byte)
            }
        }
        throw .invalid
    }

    mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw .invalid }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            index += 1
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw .invalid
            }
            code = code << 4 | UInt32(digit)
        }
        return code
    }
}

/// A JSON object of an imported file, read field by field: a field of the wrong type is refused
/// naming where it is (`habit 3 ("Read")`) and what was expected. Absent and null are nil.
struct JSONObject {
    let fields: [String: Any]
    /// Where the object is, for refusals: `habit 3 ("Read")`. Worded only when a refusal needs
    /// it (a file holds tens of thousands of records).
    private let describePlace: () -> String
    var place: String { describePlace() }

    init?(_ value: Any?, place: @escaping @autoclosure () -> String) {
        guard let fields = value as? [String: Any] else { return nil }
        self.init(fields: fields, place: place())
    }

    init(fields: [String: Any], place: @escaping @autoclosure () -> String) {
        self.fields = fields
        describePlace = place
    }

    func has(_ key: String) -> Bool { present(key) != nil }

    /// The value unless absent or null. (`is NSNull` would bridge a list or an object to its
    /// Foundation class first, copying it: comparing the dynamic type costs nothing.)
    private func present(_ key: String) -> Any? {
        guard let value = fields[key], ObjectIdentifier(type(of: value)) != ObjectIdentifier(NSNull.self) else { return nil }
        return value
    }

    private func wrong(_ key: String, _ expected: String) -> DomainError {
        let shown = present(key).map { "\($0)" }.map { $0.count > 40 ? String($0.prefix(40)) + "…" : $0 } ?? ""
        return .invalidImport("\(place) has \"\(key)\": \(shown), where \(expected) was expected.")
    }

    func string(_ key: String) throws(DomainError) -> String? {
        guard let value = present(key) else { return nil }
        guard let text = value as? String else { throw wrong(key, "text") }
        return text
    }

    /// A number; non-finite or beyond ±1e15 is refused as absurd. (JSONSerialization gives
    /// `true` and `false` as a subclass of NSNumber: they are not numbers.)
    func number(_ key: String) throws(DomainError) -> Double? {
        guard let value = present(key) else { return nil }
        guard let number = value as? NSNumber, type(of: number) == NSNumber.self else { throw wrong(key, "a number") }
        let double = number.doubleValue
        guard double.isFinite, abs(double) <= 1e15 else {
            throw .invalidImport("\(place) has \"\(key)\": \(number), which is out of range.")
        }
        return double
    }

    /// A whole number within `range` (an absurd one is refused, naming it).
    func int(_ key: String, in range: ClosedRange<Int> = -1_000_000_000_000...1_000_000_000_000) throws(DomainError) -> Int? {
        guard let double = try number(key) else { return nil }
        guard double == double.rounded(), range.contains(Int(double)) else {
            throw .invalidImport("\(place) has \"\(key)\": \(double.formatted()), which is out of range (\(range.lowerBound) to \(range.upperBound)).")
        }
        return Int(double)
    }

    /// `true`/`false`, or 0/1 as some apps write their booleans.
    func bool(_ key: String) throws(DomainError) -> Bool? {
        guard let value = present(key) else { return nil }
        if let number = value as? NSNumber, type(of: number) != NSNumber.self { return number.boolValue }
        if let number = try? int(key, in: 0...1) { return number == 1 }
        throw wrong(key, "true or false")
    }

    /// A list of whole numbers, or nil when it is absent or anything else.
    func intList(_ key: String) -> [Int]? {
        guard let list = present(key) as? [Any] else { return nil }
        var numbers: [Int] = []
        for item in list {
            guard let number = item as? NSNumber, type(of: number) == NSNumber.self, let whole = Int(exactly: number.doubleValue),
                  abs(whole) <= 1_000_000_000 else { return nil }
            numbers.append(whole)
        }
        return numbers
    }

    func array(_ key: String) throws(DomainError) -> [Any]? {
        guard let value = present(key) else { return nil }
        guard let array = value as? [Any] else { throw wrong(key, "a list") }
        return array
    }

    func object(_ key: String, place: String) throws(DomainError) -> JSONObject? {
        guard let value = present(key) else { return nil }
        guard let object = JSONObject(value, place: place) else { throw wrong(key, "an object") }
        return object
    }
}

// MARK: SQLite

/// An imported SQLite file, opened in memory and read-only with the schema untrusted, no
/// extensions, triggers or views (`SQLiteConnection(readOnlyImage:valueLimit:)`), and refused
/// outright when its schema holds a trigger, a view or a virtual table, which no app's backup
/// has. `tables` (lower case) is what the recogniser looks at.
struct ImportDatabase {
    let db: SQLiteConnection
    let tables: Set<String>

    init(_ bytes: [UInt8]) throws(DomainError) {
        do {
            db = try SQLiteConnection(readOnlyImage: bytes, valueLimit: InteropLimits.sqliteValue)
        } catch {
            throw .invalidImport("it looks like an SQLite file but SQLite cannot open it (\(error.message)).")
        }
        var tables = Set<String>()
        var found: String?
        do {
            try db.query("SELECT type, name, coalesce(sql, '') FROM sqlite_master") { row in
                let type = row.text(0), name = row.validText(1) ?? "?", sql = row.validText(2) ?? ""
                if found == nil, type == "trigger" || type == "view" {
                    found = "it contains a \(type) (\"\(name)\"); backups of habit apps have none, so the file is refused."
                } else if found == nil, type == "table", sql.uppercased().replacingOccurrences(of: " ", with: "").hasPrefix("CREATEVIRTUALTABLE") {
                    found = "it contains a virtual table (\"\(name)\"); backups of habit apps have none, so the file is refused."
                }
                if type == "table" { tables.insert(name.lowercased()) }
            }
        } catch {
            throw Self.describe(error)
        }
        if let found { throw .invalidImport(found) }
        self.tables = tables
    }

    /// Runs `read` over the connection, naming an SQLite failure as the file's problem.
    func reading<T>(_ read: (SQLiteConnection) throws -> T) throws(DomainError) -> T {
        do {
            return try read(db)
        } catch let error as DomainError {
            throw error
        } catch let error as SQLiteError {
            throw Self.describe(error)
        } catch {
            throw .invalidImport("it could not be read.")
        }
    }

    /// The lower-case column names of `table` (empty when there is no such table).
    func columns(of table: String) throws(DomainError) -> Set<String> {
        try reading { db in
            var names = Set<String>()
            try db.query("SELECT name FROM pragma_table_info(?)", [.text(table)]) { row in names.insert(row.text(0).lowercased()) }
            return names
        }
    }

    /// Refuses the file unless `table` has every column of `names`.
    func require(_ names: [String], in table: String, app: String) throws(DomainError) {
        let present = try columns(of: table)
        if let missing = names.first(where: { !present.contains($0.lowercased()) }) {
            throw .invalidImport("its table \(table) has no column \(missing), which a \(app) backup has.")
        }
    }

    static func describe(_ error: SQLiteError) -> DomainError {
        if error.code & 0xFF == SQLITE_TOOBIG {
            return .invalidImport("it holds a value larger than \(InteropLimits.sqliteValue >> 20) MiB; such files are refused.")
        }
        if error.code & 0xFF == SQLITE_CORRUPT || error.code & 0xFF == SQLITE_NOTADB {
            return .invalidImport("the SQLite file is damaged (\(error.message)).")
        }
        return .invalidImport("SQLite could not read it (\(error.message)).")
    }
}

// MARK: CSV

extension CSV {
    /// The rows of a CSV file whose first row is `header` (compared after trimming), each as long
    /// as the header: a ragged row is refused naming its line. `what` names the file.
    static func table(_ text: String, what: String) throws(DomainError) -> (header: [String], rows: [[String]]) {
        guard let records = parse(text) else { throw .invalidImport("\(what) has a quoted field that never ends.") }
        guard let header = records.first?.map({ $0.trimmingCharacters(in: .whitespaces) }) else {
            throw .invalidImport("\(what) is empty.")
        }
        for (index, row) in records.enumerated().dropFirst() where row.count != header.count {
            throw .invalidImport("line \(index + 1) of \(what) has \(row.count) \(row.count == 1 ? "field" : "fields"); its header has \(header.count).")
        }
        return (header, Array(records.dropFirst()))
    }
}
