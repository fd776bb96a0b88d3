import Foundation
import HabitCore
import HabitStore

/// A format of another app that Habits reads (SPEC §17), named for the preview and the API.
public struct ImportFormat: Hashable, Sendable {
    /// Stable, for the API's `format`: `loopBackup`, `loopCSV`, `tableHabit`, …
    public let id: String
    /// The app's name as the preview says it and a clashing name gets it: `Loop`, `Table Habit`.
    public let app: String
    public let file: ImportFileKind
    /// Prefixes the app's keys in tracker ids, so that two apps' ids never meet (`loop` for
    /// both of Loop's formats, so a backup and a CSV export of one Loop match by name and day).
    let keySpace: String
}

/// A file's content, parsed once by the recogniser and handed to the format that claims it.
enum ImportContent {
    /// An SQLite file, opened read-only with its schema checked.
    case sqlite(ImportDatabase)
    /// A zip archive, its central directory checked.
    case zip(ZipReader)
    /// A JSON document (`[String: Any]`, `[Any]`, …, as JSONSerialization gives it).
    case json(Any)
    /// UTF-8 text that is not JSON (CSV, plain text).
    case text(String)
}

/// One app's file: how it is recognised and read. See `ImportSource` for how a new app plugs in.
protocol SourceFormat: Sendable {
    static var format: ImportFormat { get }
    /// Whether `content` is this app's, from what it holds (tables, entry names, keys, a header).
    static func recognizes(_ content: ImportContent) -> Bool
    /// The file in neutral terms; a file this format cannot read is refused naming the problem.
    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource
}

/// What a file is, recognised from its content, never from its name.
public enum ImportRecognizer {
    /// Every app's format Habits reads, in the order they are asked. A new app: one line here.
    static let formats: [any SourceFormat.Type] = [
        LoopBackupFormat.self,
        LoopCSVFormat.self,
        HabitBullFormat.self,
        RewireFormat.self,
        TickmateFormat.self,
        TableHabitFormat.self,
        HaboFormat.self,
        BeaverJSONFormat.self,
        BeaverCSVFormat.self,
        HabiticaFormat.self,
        HarshFormat.self,
    ]

    /// What a file turned out to be.
    public enum Recognized: Sendable {
        /// Habits' own JSON export (`ExportDocument`).
        case habitsDocument
        /// Another app's file, read.
        case source(ImportSource)
    }

    /// The apps Habits reads, for the page that offers the import.
    public static var apps: [String] {
        var seen = Set<String>()
        return formats.map { $0.format.app }.filter { seen.insert($0).inserted }
    }

    /// Reads `data` as whatever it is. A JSON object that no app claims is taken as a Habits
    /// document (whose decoder names what is wrong with it); anything else unclaimed, and every
    /// hostile file, is refused with a message naming the problem.
    public static func read(_ data: Data) throws(DomainError) -> Recognized {
        try InteropLimits.checkFileSize(data.count)
        if data.allSatisfy(isBlank) { throw .invalidImport("the file is empty.") }
        let content = try parse(Array(data))
        if let format = formats.first(where: { $0.recognizes(content) }) { return .source(try format.read(content)) }
        switch content {
        case .json(let value) where value is [String: Any]: return .habitsDocument
        case .sqlite: throw .invalidImport("it is an SQLite file, but not the backup of an app Habits reads (\(apps.joined(separator: ", "))).")
        case .zip: throw .invalidImport("it is a zip archive, but not the export of an app Habits reads (\(apps.joined(separator: ", "))).")
        case .json, .text:
            throw .invalidImport("it is not a Habits export (a JSON object) nor the file of an app Habits reads (\(apps.joined(separator: ", "))).")
        }
    }

    /// A space, tab or line break: what may stand around a JSON document (and all an empty file holds).
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// The content parsed by its kind: an SQLite file or a zip archive by their signatures,
    /// anything else as UTF-8 text, JSON when it starts as JSON does.
    static func parse(_ bytes: [UInt8]) throws(DomainError) -> ImportContent {
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return .sqlite(try ImportDatabase(bytes)) }
        if bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
            return .zip(try ZipReader(bytes))
        }
        let text = try ImportGuards.text(bytes, what: "the file (neither an SQLite file nor a zip archive)")
        let start = text.utf8.first { !isBlank($0) }
        if start == UInt8(ascii: "{") || start == UInt8(ascii: "[") { return .json(try ImportJSON.parse(text)) }
        return .text(text)
    }
}
