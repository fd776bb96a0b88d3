extension English: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits export: would import \(categories) \(plural(categories, one: "category", few: "categories", many: "categories")), "
            + "\(trackerCount(trackers)) and \(entries) \(plural(entries, one: "entry", few: "entries", many: "entries"))."
    }
    public var importConfirm: String { "Import" }
    public var exportFormatsLabel: String { "Format" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (a row per day)"
        case "loop": "Loop Habit Tracker backup"
        default: "Habits JSON (everything)"
        }
    }
}

extension English: TransferPageCopy {
    public var transferTitle: String { "Export and import" }
    public var importNoFile: String { "Choose a file first." }
    public var importPreviewTitle: String { "Ready to import" }
    public var importNothingNew: String { "Everything in this file is here already; importing it changes nothing." }
    public var importExpired: String { "That preview has expired. Choose the file again." }
    public var importHintNotEmpty: String {
        "A Habits export fills an empty app only; to bring Loop's habits in beside yours, use Export and import."
    }
    public var importedTitle: String { "Imported" }
}
