extension Russian: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "CSV-экспорт Loop" : "Резервная копия Loop" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, one: "привычка", few: "привычки", many: "привычек")) (новых: \(new)) и "
            + "\(entries) \(plural(entries, one: "запись", few: "записи", many: "записей"))"
        return dryRun ? "\(format): будет импортировано \(what) в «\(category)»; изменится: \(written)."
                      : "\(format): импортировано \(what) в «\(category)»; изменилось: \(written)."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Экспорт Habits: будет импортировано категорий: \(categories), \(trackerCount(trackers)), записей: \(entries)."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Не перенесено" + (habit.map { " (\($0))" } ?? "") + ": " + problem
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
    public var transferIntro: String {
        "Заберите всё с собой или перенесите историю из Loop Habit Tracker (резервную копию или CSV-экспорт) или другого Habits."
    }
    public var importChooseFile: String { "Экспорт Habits (.json), резервная копия Loop (.db) или CSV-экспорт Loop (.zip)" }
    public var importNoFile: String { "Сначала выберите файл." }
    public var importPreviewTitle: String { "Готово к импорту" }
    public var importNothingNew: String { "Всё из этого файла уже здесь; импорт ничего не изменит." }
    public var importExpired: String { "Предпросмотр устарел. Выберите файл ещё раз." }
    public var importHintNotEmpty: String {
        "Экспорт Habits загружается только в пустое приложение; чтобы добавить привычки из Loop к вашим, откройте «Экспорт и импорт»."
    }
    public var importedTitle: String { "Импортировано" }
}
