extension Ukrainian: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Експорт Habits: буде імпортовано категорій — \(categories), трекерів — \(trackers), записів — \(entries)."
    }
    public var importConfirm: String { "Імпортувати" }
    public var exportFormatsLabel: String { "Формат" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (рядок на кожен день)"
        case "loop": "Резервна копія Loop Habit Tracker"
        default: "Habits JSON (усе)"
        }
    }
}

extension Ukrainian: TransferPageCopy {
    public var transferTitle: String { "Експорт та імпорт" }
    public var importNoFile: String { "Спершу виберіть файл." }
    public var importPreviewTitle: String { "Готово до імпорту" }
    public var importNothingNew: String { "Усе з цього файлу вже тут; імпорт нічого не змінить." }
    public var importExpired: String { "Попередній перегляд застарів. Виберіть файл ще раз." }
    public var importHintNotEmpty: String {
        "Експорт Habits завантажується лише в порожній застосунок; щоб додати звички з Loop до ваших, відкрийте «Експорт та імпорт»."
    }
    public var importedTitle: String { "Імпортовано" }
}
