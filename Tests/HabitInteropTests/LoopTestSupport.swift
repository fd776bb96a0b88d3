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
