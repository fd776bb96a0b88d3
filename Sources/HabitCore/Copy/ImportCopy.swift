/// Moving in from another app's file (SPEC §17): the import preview's words, part of every
/// language's `Copy`, one `<Language>+Import.swift` file each. What a habit could not bring
/// (`ImportIssue`) is worded here, never in the importer.
public protocol ImportCopy {
    /// The file recognised, named by its app: `Loop backup`, `Table Habit export`,
    /// `HabitBull CSV export`, `harsh files`.
    func importFile(app: String, kind: ImportFileKind) -> String
    /// The preview (`dryRun`) or the result of merging another app's file; `category` is where
    /// the habits without a category of their own went (nil when every habit had its own).
    func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                       dryRun: Bool) -> String
    /// One line under the habits: `Renamed (Run): you already track “Run”; it is “Run (Loop)” here.`
    func importNote(_ note: ImportNote) -> String
    /// A habit's reminders in its preview row: `2 reminders`.
    func importReminders(_ count: Int) -> String
    /// Settings → Export and import's introduction, naming the apps Habits reads (`apps`,
    /// already joined: `Loop Habit Tracker, HabitBull, …`).
    func importIntro(apps: String) -> String
    /// The file field's label.
    var importChooseAnyFile: String { get }
    /// The category field's hint: habits with no category of their own go there.
    var importCategoryHint: String { get }
}
