import Foundation
import HabitCore
import HabitStore

/// Moving a person's data in and out (SPEC §12), the one path the CLI (`habits import` /
/// `export`), the API (`POST /api/v1/import`, `GET /api/v1/export`) and Settings share: the
/// format is recognised from the content, another app's file is merged (a dry run only
/// previews it), a Habits document fills an empty database.
public enum Transfer {
    public enum ExportFormat: String, CaseIterable, Sendable {
        case json, csv, loop

        public var contentType: String {
            switch self {
            case .json: return "application/json"
            case .csv: return "text/csv; charset=utf-8"
            case .loop: return "application/vnd.sqlite3"
            }
        }

        /// `habits-2025-03-07.json`, `habits-2025-03-07.csv`, `Loop Habits Backup 2025-03-07.db`.
        public func fileName(on day: Day) -> String {
            switch self {
            case .json: return "habits-\(day.iso).json"
            case .csv: return "habits-\(day.iso).csv"
            case .loop: return "Loop Habits Backup \(day.iso).db"
            }
        }
    }

    /// The library in a format; `notExported` says what a Loop backup cannot hold (in English).
    /// Writing the backup (an in-memory SQLite database) failing is a `StoreError`.
    public static func export(_ library: Library, as format: ExportFormat) throws(StoreError) -> (data: Data, notExported: [String]) {
        switch format {
        case .json: return (ExportDocument(library).encoded(), [])
        case .csv: return (HabitsCSV.export(library), [])
        case .loop:
            do {
                let backup = try LoopBackup.export(library)
                return (backup.data, backup.notExported)
            } catch let error as SQLiteError {
                throw .storage(error)
            } catch {
                throw .storage(SQLiteError(code: 1, message: "\(error)", sql: nil))
            }
        }
    }

    /// What an import did (or, in a dry run, would do).
    public enum Outcome: Sendable {
        /// A Habits document loaded into an empty database (`completions`: days done).
        case habits(categories: Int, trackers: Int, completions: Int)
        /// Another app's file merged in (the report names the app and its format).
        case merged(ImportReport)
    }

    /// Imports `data`, recognised from its content. `category` names where habits without a
    /// category of their own go (default: the app's name). A dry run validates and reports,
    /// and writes nothing. Broken files and rules throw `DomainError` with nothing written;
    /// storage failures throw `StoreError`.
    public static func importFile(_ data: Data, into store: any HabitStore, today: Day, category: String? = nil,
                                  dryRun: Bool = false) throws -> Outcome {
        switch try ImportRecognizer.read(data) {
        case .habitsDocument:
            let library = try ExportDocument.decode(data).library()
            if !dryRun { try store.importLibrary(library) } else if !store.library.isEmpty { throw DomainError.databaseNotEmpty }
            return .habits(categories: library.categories.count, trackers: library.trackers.count,
                           completions: library.histories.values.reduce(0) { $0 + $1.doneDays.count })
        case .source(let source):
            return .merged(try merge(source, into: store, options: ImportOptions(today: today, categoryName: category), dryRun: dryRun))
        }
    }

    /// Imports a folder an app keeps its data in (harsh's `~/.config/harsh`, for the CLI's
    /// `habits import FOLDER`), as `importFile` imports a file.
    public static func importFolder(atPath path: String, into store: any HabitStore, today: Day, category: String? = nil,
                                    dryRun: Bool = false) throws -> Outcome {
        .merged(try merge(try HarshFormat.read(folder: path), into: store, options: ImportOptions(today: today, categoryName: category),
                          dryRun: dryRun))
    }

    private static func merge(_ source: ImportSource, into store: any HabitStore, options: ImportOptions, dryRun: Bool) throws -> ImportReport {
        if dryRun { return try ImportMerge.merge(source, into: store.library, options: options).report }
        // Merged inside the write, so that nothing written meanwhile is lost (merge is pure).
        return try store.update { (library: inout Library) throws(DomainError) -> ImportReport in
            let (merged, report) = try ImportMerge.merge(source, into: library, options: options)
            library = merged
            return report
        }
    }
}
