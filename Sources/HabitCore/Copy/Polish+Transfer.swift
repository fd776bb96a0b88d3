extension Polish: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Eksport Habits: zostaną zaimportowane kategorie: \(categories), trackery: \(trackers), wpisy: \(entries)."
    }
    public var importConfirm: String { "Importuj" }
    public var exportFormatsLabel: String { "Format pliku" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (wiersz na każdy dzień)"
        case "loop": "Kopia zapasowa Loop Habit Tracker"
        default: "JSON Habits (wszystko)"
        }
    }
}

extension Polish: TransferPageCopy {
    public var transferTitle: String { "Eksport i import" }
    public var importNoFile: String { "Najpierw wybierz plik." }
    public var importPreviewTitle: String { "Gotowe do importu" }
    public var importNothingNew: String { "Wszystko z tego pliku już tu jest; import niczego nie zmieni." }
    public var importExpired: String { "Podgląd wygasł. Wybierz plik ponownie." }
    public var importHintNotEmpty: String {
        "Eksport Habits wypełnia tylko pustą aplikację; aby dodać nawyki z Loop obok swoich, użyj „Eksport i import”."
    }
    public var importedTitle: String { "Zaimportowano" }
}
