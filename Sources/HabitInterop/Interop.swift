// Moving in and out (SPEC §12, §17): other habit apps' files in, CSV and Loop backups out.
//
// The engine only: nothing here touches the store or a clock, and nothing is written to disk.
//
// Public API
// - `ImportFile.read(atPath:)` → `Data`: the file's bytes, refusing 64 MiB and more before
//   reading them.
// - `ImportRecognizer.read(_:)` → `.habitsDocument` or `.source(ImportSource)`: the one
//   recogniser. It parses the content once (SQLite opened read-only, a zip's directory, JSON,
//   text; hostile files refused here: `ImportGuards.swift`, `ZipReader`) and asks each app's
//   format (`ImportRecognizer.formats`) whether the content is its own; the one that claims it
//   reads it into the neutral `ImportSource` (see there for how a new app plugs in).
// - `ImportMerge.merge(_:into:options:)` → `(library: Library, report: ImportReport)`: pure; the
//   library with the source merged in (validated by `Library(validating:…)`), and the report
//   (the app, habits new or matched, entries, reminders, and `ImportNote`s: renamed,
//   approximated, not mapped). Importing the same file again returns the library unchanged
//   (`report.changesLibrary == false`).
// - `Transfer.importFile(…)` and `Transfer.export(…)`: the one path the CLI, the API and
//   Settings share; `Transfer.importFolder(…)` the CLI's for a folder an app keeps its files in
//   (harsh's `~/.config/harsh`).
// - `HabitsCSV.export(_:)` → `Data`: `tracker,category,date,state,value,note`, RFC 4180, UTF-8.
// - `LoopBackup.export(_:)` → `LoopBackupExport` (`data`: a `.db` at user_version 25 that Loop's
//   "Import data" restores; `notExported`: what Loop cannot hold, in English).
//
// A caller:
//
//     let bytes = try ImportFile.read(atPath: path)               // or the upload's body
//     switch try ImportRecognizer.read(bytes) {
//     case .source(let source):
//         let options = ImportOptions(today: today, categoryName: category)
//         let preview = try ImportMerge.merge(source, into: store.library, options: options).report
//         // --dry-run / the web preview shows `preview`; on confirmation, merge again inside the
//         // write so that a change made meanwhile is never lost (merge is pure and idempotent):
//         let report = try store.update { (library: inout Library) throws(DomainError) in
//             let (merged, report) = try ImportMerge.merge(source, into: library, options: options)
//             library = merged
//             return report
//         }
//     case .habitsDocument: …ExportDocument.decode(bytes)…         // the JSON import
//     }
//
// Every refusal is `DomainError.invalidImport(problem)` with the problem in English (as the JSON
// import's are), naming what is wrong; the copy catalogue wraps it ("This file can't be
// imported: …"). What went in under another name, approximately or not at all is an
// `ImportNote` of the report, worded in each language by the copy catalogue (`ImportCopy`).
