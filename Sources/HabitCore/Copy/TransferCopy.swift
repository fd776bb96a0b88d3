/// Moving in and out's words (SPEC §12): the import's preview and result and the export's notes,
/// part of every language's `Copy`, in `English+Transfer.swift` and `Russian+Transfer.swift`.
public protocol TransferCopy {
    /// `Loop backup` / `Loop CSV export`.
    func loopFormat(csv: Bool) -> String
    /// The preview (`dryRun`) or the result of a Loop import.
    func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String, dryRun: Bool) -> String
    /// A Habits document's dry run: it would import this much into the empty database.
    func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String
    /// One thing that went in approximately or not at all (`problem` is in English).
    func notMapped(habit: String?, problem: String) -> String
    var importConfirm: String { get }
    var exportFormatsLabel: String { get }
    func exportFormatName(_ format: String) -> String
}

/// Settings → Export and import.
public protocol TransferPageCopy {
    var transferTitle: String { get }
    var transferIntro: String { get }
    var importChooseFile: String { get }
    var importNoFile: String { get }
    var importPreviewTitle: String { get }
    var importNothingNew: String { get }
    var importExpired: String { get }
    /// Settings' quick import while the app holds data: it only fills an empty one.
    var importHintNotEmpty: String { get }
    var importedTitle: String { get }
}
