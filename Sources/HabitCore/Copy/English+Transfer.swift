extension English: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "Loop CSV export" : "Loop backup" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, one: "habit", few: "habits", many: "habits")) (\(new) new) and "
            + "\(entries) \(plural(entries, one: "entry", few: "entries", many: "entries"))"
        return dryRun ? "\(format): would import \(what) into \"\(category)\"; \(written) would change."
                      : "\(format): imported \(what) into \"\(category)\"; \(written) changed."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits export: would import \(categories) \(plural(categories, one: "category", few: "categories", many: "categories")), "
            + "\(trackerCount(trackers)) and \(entries) \(plural(entries, one: "entry", few: "entries", many: "entries"))."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Not mapped" + (habit.map { " (\($0))" } ?? "") + ": " + problem
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
    public var transferIntro: String {
        "Take everything with you, or bring your history in from Loop Habit Tracker (a backup or its CSV export) or another Habits."
    }
    public var importChooseFile: String { "A Habits export (.json), a Loop backup (.db) or a Loop CSV export (.zip)" }
    public var importNoFile: String { "Choose a file first." }
    public var importPreviewTitle: String { "Ready to import" }
    public var importNothingNew: String { "Everything in this file is here already; importing it changes nothing." }
    public var importExpired: String { "That preview has expired. Choose the file again." }
    public var importHintNotEmpty: String {
        "A Habits export fills an empty app only; to bring Loop's habits in beside yours, use Export and import."
    }
    public var importedTitle: String { "Imported" }
}
