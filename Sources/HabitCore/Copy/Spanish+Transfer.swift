extension Spanish: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "Exportación CSV de Loop" : "Copia de seguridad de Loop" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "hábito", other: "hábitos"))) (\(new) "
            + "\(plural(new, PluralForms(one: "nuevo", other: "nuevos")))) y "
            + "\(entries) \(plural(entries, PluralForms(one: "registro", other: "registros")))"
        return dryRun ? "\(format): se importarían \(what) a «\(category)»; cambiarían \(written)."
                      : "\(format): se importaron \(what) a «\(category)»; cambiaron \(written)."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Exportación de Habits: se importarían \(categories) \(plural(categories, PluralForms(one: "categoría", other: "categorías"))), "
            + "\(trackerCount(trackers)) y \(entries) \(plural(entries, PluralForms(one: "registro", other: "registros")))."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Sin equivalente" + (habit.map { " (\($0))" } ?? "") + ": " + problem
    }
    public var importConfirm: String { "Importar" }
    public var exportFormatsLabel: String { "Formato" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (una fila por día)"
        case "loop": "Copia de seguridad de Loop Habit Tracker"
        default: "JSON de Habits (todo)"
        }
    }
}

extension Spanish: TransferPageCopy {
    public var transferTitle: String { "Exportar e importar" }
    public var transferIntro: String {
        "Llévate todo contigo o trae tu historial desde Loop Habit Tracker (una copia de seguridad o su exportación CSV) o desde otro Habits."
    }
    public var importChooseFile: String {
        "Una exportación de Habits (.json), una copia de seguridad de Loop (.db) o una exportación CSV de Loop (.zip)"
    }
    public var importNoFile: String { "Elige primero un archivo." }
    public var importPreviewTitle: String { "Listo para importar" }
    public var importNothingNew: String { "Todo lo de este archivo ya está aquí; importarlo no cambia nada." }
    public var importExpired: String { "Esa vista previa caducó. Vuelve a elegir el archivo." }
    public var importHintNotEmpty: String {
        "Una exportación de Habits solo llena una app vacía; para traer los hábitos de Loop junto a los tuyos, usa «Exportar e importar»."
    }
    public var importedTitle: String { "Importado" }
}
