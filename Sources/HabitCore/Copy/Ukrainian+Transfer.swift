extension Ukrainian: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "CSV-експорт Loop" : "Резервна копія Loop" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, one: "звичку", few: "звички", many: "звичок")) (нових: \(new)) і "
            + "\(entries) \(plural(entries, one: "запис", few: "записи", many: "записів"))"
        return dryRun ? "\(format): буде імпортовано \(what) до «\(category)»; зміниться: \(written)."
                      : "\(format): імпортовано \(what) до «\(category)»; змінилося: \(written)."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Експорт Habits: буде імпортовано категорій — \(categories), трекерів — \(trackers), записів — \(entries)."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Не перенесено" + (habit.map { " (\($0))" } ?? "") + ": " + problem
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
    public var transferIntro: String {
        "Заберіть усе з собою або перенесіть історію з Loop Habit Tracker (резервну копію чи CSV-експорт) або з іншого Habits."
    }
    public var importChooseFile: String { "Експорт Habits (.json), резервна копія Loop (.db) або CSV-експорт Loop (.zip)" }
    public var importNoFile: String { "Спершу виберіть файл." }
    public var importPreviewTitle: String { "Готово до імпорту" }
    public var importNothingNew: String { "Усе з цього файлу вже тут; імпорт нічого не змінить." }
    public var importExpired: String { "Попередній перегляд застарів. Виберіть файл ще раз." }
    public var importHintNotEmpty: String {
        "Експорт Habits завантажується лише в порожній застосунок; щоб додати звички з Loop до ваших, відкрийте «Експорт та імпорт»."
    }
    public var importedTitle: String { "Імпортовано" }
}
