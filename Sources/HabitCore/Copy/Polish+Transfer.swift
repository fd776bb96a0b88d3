extension Polish: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "Eksport CSV z Loop" : "Kopia zapasowa Loop" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "nawyki: \(habits) (nowe: \(new)), wpisy: \(entries)"
        return dryRun ? "\(format): zostaną zaimportowane do „\(category)” \(what); zmieni się: \(written)."
                      : "\(format): zaimportowano do „\(category)” \(what); zmieniło się: \(written)."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Eksport Habits: zostaną zaimportowane kategorie: \(categories), trackery: \(trackers), wpisy: \(entries)."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Nie przeniesiono" + (habit.map { " (\($0))" } ?? "") + ": " + problem
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
    public var transferIntro: String {
        "Zabierz wszystko ze sobą albo przenieś historię z Loop Habit Tracker (kopię zapasową lub eksport CSV) albo z innego Habits."
    }
    public var importChooseFile: String { "Eksport Habits (.json), kopia zapasowa Loop (.db) lub eksport CSV z Loop (.zip)" }
    public var importNoFile: String { "Najpierw wybierz plik." }
    public var importPreviewTitle: String { "Gotowe do importu" }
    public var importNothingNew: String { "Wszystko z tego pliku już tu jest; import niczego nie zmieni." }
    public var importExpired: String { "Podgląd wygasł. Wybierz plik ponownie." }
    public var importHintNotEmpty: String {
        "Eksport Habits wypełnia tylko pustą aplikację; aby dodać nawyki z Loop obok swoich, użyj „Eksport i import”."
    }
    public var importedTitle: String { "Zaimportowano" }
}
