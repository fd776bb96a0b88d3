import CZlib
import Foundation
import HabitCore
@testable import HabitInterop
@testable import HabitStore
import Testing

/// The tests' today: every fixture's entries lie before it except one planted after it.
let loopToday = Day("2025-03-10")!

func day(_ text: String) -> Day { Day(text)! }

/// The SQL fixture `Fixtures/loop/<name>.sql`, run through SQLite into a fresh in-memory
/// database, as the bytes of a file holding it. `extra` runs after it (to make a hostile file).
func loopBackup(_ name: String, extra: String = "") throws -> Data {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: "sql", subdirectory: "Fixtures/loop"))
    return try sqliteFile(try String(contentsOf: url, encoding: .utf8) + "\n" + extra)
}

/// An SQLite file made from `sql`, as bytes.
func sqliteFile(_ sql: String) throws -> Data {
    let db = try SQLiteConnection(path: ":memory:")
    try db.execute(sql)
    return Data(try db.serialized())
}

/// Reads `data` as another app's file, through the one recogniser.
func readSource(_ data: Data) throws -> ImportSource {
    guard case .source(let source) = try ImportRecognizer.read(data) else {
        throw DomainError.invalidImport("it was recognised as a Habits document.")
    }
    return source
}

/// Reads `data` as another app's file and merges it into `library` on `today`.
func importFile(_ data: Data, into library: Library = Library(), category: String? = nil,
                today: Day = loopToday) throws -> (Library, ImportReport) {
    let result = try ImportMerge.merge(try readSource(data), into: library, options: ImportOptions(today: today, categoryName: category))
    return (result.library, result.report)
}

/// Reads `data` as a Loop file and merges it into `library` on `loopToday`.
func importLoop(_ data: Data, into library: Library = Library(), category: String? = nil) throws -> (Library, ImportReport) {
    try importFile(data, into: library, category: category)
}

/// A sample file of another app, read at run time from `../shared/fixtures` (never copied into
/// the repository): `fixture("loop-real/022.db")`.
func fixture(_ path: String) throws -> Data {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/fixtures").standardized
    return try Data(contentsOf: root.appendingPathComponent(path))
}

extension ImportReport {
    /// The preview's lines under the habits, as English words them.
    var english: [String] { notes.map { Language.en.copy.importNote($0) } }
}

extension ImportRecognizer {
    /// The format that claims `data`, without reading it (nil: none, such as a Habits document).
    static func format(of data: Data) throws -> ImportFormat? {
        let content = try parse(Array(data))
        return formats.first { $0.recognizes(content) }?.format
    }
}

/// Builds zip archives in memory for the CSV tests, honest by default; `declaredSize` lies
/// about an entry's uncompressed size (for the zip-bomb tests).
struct TestZip {
    private var local: [UInt8] = []
    private var central: [UInt8] = []
    private var count = 0

    mutating func add(_ name: String, _ text: String, deflate: Bool = true) {
        add(name, bytes: Array(text.utf8), deflate: deflate)
    }

    mutating func add(_ name: String, bytes: [UInt8], deflate: Bool = true, declaredSize: Int? = nil,
                      declaredCompressedSize: Int? = nil, rawName: [UInt8]? = nil) {
        let nameBytes = rawName ?? Array(name.utf8)
        let data = deflate ? Self.deflate(bytes) : bytes
        let crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        let size = UInt32(declaredSize ?? bytes.count)
        let compressedSize = UInt32(declaredCompressedSize ?? data.count)
        let offset = UInt32(local.count)
        let method: UInt16 = deflate ? 8 : 0
        local += Self.u32(0x0403_4B50) + Self.u16(20) + Self.u16(0x0800) + Self.u16(method) + Self.u16(0) + Self.u16(0)
            + Self.u32(crc) + Self.u32(UInt32(data.count)) + Self.u32(size) + Self.u16(UInt16(nameBytes.count)) + Self.u16(0)
            + nameBytes + data
        central += Self.u32(0x0201_4B50) + Self.u16(20) + Self.u16(20) + Self.u16(0x0800) + Self.u16(method)
            + Self.u16(0) + Self.u16(0) + Self.u32(crc) + Self.u32(compressedSize) + Self.u32(size)
            + Self.u16(UInt16(nameBytes.count)) + Self.u16(0) + Self.u16(0) + Self.u16(0) + Self.u16(0) + Self.u32(0)
            + Self.u32(offset) + nameBytes
        count += 1
    }

    var data: Data {
        let end = Self.u32(0x0605_4B50) + Self.u16(0) + Self.u16(0) + Self.u16(UInt16(truncatingIfNeeded: count))
            + Self.u16(UInt16(truncatingIfNeeded: count)) + Self.u32(UInt32(central.count)) + Self.u32(UInt32(local.count)) + Self.u16(0)
        return Data(local + central + end)
    }

    static func deflate(_ input: [UInt8]) -> [UInt8] {
        var stream = z_stream()
        precondition(habits_deflate_init_raw(&stream, 6) == Z_OK)
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 64)
        let status: Int32 = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        precondition(status == Z_STREAM_END)
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    private static func u16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func u32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
}

extension Library {
    func tracker(loop name: String) throws -> Tracker { try #require(tracker(named: name)) }
}

/// What a DomainError says, for comparing refusals.
func problem(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch let error as DomainError {
        if case .invalidImport(let problem) = error { return problem }
        return error.message
    } catch {
        return "\(error)"
    }
}
