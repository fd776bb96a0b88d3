/// Moving in and out's words (SPEC §12): the import's preview and result and the export's notes,
/// part of every language's `Copy`, in `English+Transfer.swift` and `Russian+Transfer.swift`.
public protocol TransferCopy {
    /// A Habits document's dry run: it would import this much into the empty database.
    func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String
    var importConfirm: String { get }
    var exportFormatsLabel: String { get }
    func exportFormatName(_ format: String) -> String
}

/// Settings → Export and import.
public protocol TransferPageCopy {
    var transferTitle: String { get }
    var importNoFile: String { get }
    var importPreviewTitle: String { get }
    var importNothingNew: String { get }
    var importExpired: String { get }
    /// Settings' quick import while the app holds data: it only fills an empty one.
    var importHintNotEmpty: String { get }
    var importedTitle: String { get }
}
