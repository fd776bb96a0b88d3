extension German: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits-Export: würde \(categories) \(plural(categories, PluralForms(one: "Kategorie", other: "Kategorien"))), "
            + "\(trackerCount(trackers)) und \(entries) \(plural(entries, PluralForms(one: "Eintrag", other: "Einträge"))) importieren."
    }
    public var importConfirm: String { "Importieren" }
    public var exportFormatsLabel: String { "Dateiformat" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (eine Zeile pro Tag)"
        case "loop": "Loop-Habit-Tracker-Sicherung"
        default: "Habits-JSON (alles)"
        }
    }
}

extension German: TransferPageCopy {
    public var transferTitle: String { "Export und Import" }
    public var importNoFile: String { "Wähle zuerst eine Datei." }
    public var importPreviewTitle: String { "Bereit zum Import" }
    public var importNothingNew: String { "Alles aus dieser Datei ist schon hier; der Import ändert nichts." }
    public var importExpired: String { "Diese Vorschau ist abgelaufen. Wähle die Datei erneut." }
    public var importHintNotEmpty: String {
        "Ein Habits-Export füllt nur eine leere App; um Gewohnheiten aus Loop neben deine zu holen, nutze „Export und Import“."
    }
    public var importedTitle: String { "Importiert" }
}
