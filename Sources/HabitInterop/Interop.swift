import Foundation
import HabitCore
import HabitStore

// Moving in and out (SPEC §12): Loop Habit Tracker's files in, CSV and Loop backups out.
//
// The engine only: nothing here touches the store or a clock, and nothing is written to disk.
//
// Public API
// - `ImportFile.read(atPath:)` → `Data`: the file's bytes, refusing 64 MiB and more before
//   reading them.
// - `InteropFormat.recognize(_:)` → `.loopBackup` (SQLite), `.loopCSV` (zip), `.habitsJSON`, nil.
// - `LoopFile.read(_:)` → `LoopData`: a Loop backup (user_version 9–25) or CSV export, as
//   Loop has it (`LoopHabit`, `LoopEntry`, `LoopReminder`, `LoopColor`). Hostile files are
//   refused here (see `InteropLimits`, `LoopBackupReader`, `ZipReader`).
// - `LoopImport.merge(_:into:options:)` → `(library: Library, report: ImportReport)`: pure; the
//   library with the Loop data merged in (validated by `Library(validating:…)`), and the report
//   (habits new or matched, entries, what did not map, Loop's reminders as data). Importing the
//   same file again returns the library unchanged (`report.changesLibrary == false`).
// - `HabitsCSV.export(_:)` → `Data`: `tracker,category,date,state,value,note`, RFC 4180, UTF-8.
// - `LoopBackup.export(_:)` → `LoopBackupExport` (`data`: a `.db` at user_version 25 that Loop's
//   "Import data" restores; `notExported`: what Loop cannot hold, in English).
//
// A caller (the CLI's `habits import` / `export`, `POST /api/v1/import`, Settings):
//
//     let bytes = try ImportFile.read(atPath: path)               // or the upload's body
//     switch InteropFormat.recognize(bytes) {
//     case .loopBackup?, .loopCSV?:
//         let loop = try LoopFile.read(bytes)
//         let options = LoopImportOptions(today: today, categoryName: category ?? "Loop")
//         let preview = try LoopImport.merge(loop, into: store.library, options: options).report
//         // --dry-run / the web preview shows `preview`; on confirmation, merge again inside the
//         // write so that a change made meanwhile is never lost (merge is pure and idempotent):
//         let report = try store.update { (library: inout Library) throws(DomainError) in
//             let (merged, report) = try LoopImport.merge(loop, into: library, options: options)
//             library = merged
//             return report
//         }
//     case .habitsJSON?: …ExportDocument.decode(bytes)…           // the existing JSON import
//     case nil: …not a file Habits can import…
//     }
//
// Every refusal is `DomainError.invalidImport(problem)` with the problem in English (as the JSON
// import's are), naming what is wrong; the copy catalogue wraps it ("This file can't be
// imported: …"). What went in only approximately is listed in `ImportReport.notMapped`, also in
// English.

/// What a file is, recognised from its first bytes (never from its name).
public enum InteropFormat: String, Sendable, Hashable {
    /// An SQLite database: Loop's backup (`Loop Habits Backup … .db`).
    case loopBackup
    /// A zip archive: Loop's CSV export (`Loop Habits CSV YYYY-MM-DD.zip`).
    case loopCSV
    /// Habits' own JSON export (`ExportDocument`).
    case habitsJSON

    /// The format of `data`, or nil when it is none of these. A zip or SQLite file is recognised
    /// by its signature only; whether it holds Loop's data is for `LoopFile.read` to say.
    public static func recognize(_ data: Data) -> InteropFormat? {
        if data.starts(with: Array("SQLite format 3\0".utf8)) { return .loopBackup }
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06]) { return .loopCSV }
        // JSON: an object after optional UTF-8 BOM and whitespace, with Habits' format marker early on.
        var rest = data.drop(while: { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3).drop(while: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }) }
        if rest.first == UInt8(ascii: "{") { return .habitsJSON }
        return nil
    }
}

/// The limits every imported file is held to (SPEC §12: hostile files are refused).
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

/// Reads either of Loop's files.
public enum LoopFile {
    /// The habits, entries and reminders of a Loop backup or CSV export, recognised from its
    /// content. Throws `DomainError.invalidImport` naming the problem for anything else.
    public static func read(_ data: Data) throws(DomainError) -> LoopData {
        try InteropLimits.checkFileSize(data.count)
        switch InteropFormat.recognize(data) {
        case .loopBackup?: return try LoopBackupReader.read(Array(data))
        case .loopCSV?: return try LoopCSVReader.read(Array(data))
        case .habitsJSON?: throw .invalidImport("it is a Habits JSON export, not a Loop file; import it as such.")
        case nil: throw .invalidImport("it is neither a Loop backup (.db), a Loop CSV export (.zip) nor a Habits export (.json).")
        }
    }
}
