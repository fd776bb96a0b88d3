extension Russian: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Экспорт Habits: будет импортировано категорий: \(categories), \(trackerCount(trackers)), записей: \(entries)."
    }
    public var importConfirm: String { "Импортировать" }
    public var exportFormatsLabel: String { "Формат" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (строка на каждый день)"
        case "loop": "Резервная копия Loop Habit Tracker"
        default: "Habits JSON (всё)"
        }
    }
}

extension Russian: TransferPageCopy {
    public var transferTitle: String { "Экспорт и импорт" }
    public var importNoFile: String { "Сначала выберите файл." }
    public var importPreviewTitle: String { "Готово к импорту" }
    public var importNothingNew: String { "Всё из этого файла уже здесь; импорт ничего не изменит." }
    public var importExpired: String { "Предпросмотр устарел. Выберите файл ещё раз." }
    public var importHintNotEmpty: String {
        "Экспорт Habits загружается только в пустое приложение; чтобы добавить привычки из Loop к вашим, откройте «Экспорт и импорт»."
    }
    public var importedTitle: String { "Импортировано" }
}
