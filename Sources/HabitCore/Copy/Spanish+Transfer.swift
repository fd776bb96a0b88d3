extension Spanish: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Exportación de Habits: se importarían \(categories) \(plural(categories, PluralForms(one: "categoría", other: "categorías"))), "
            + "\(trackerCount(trackers)) y \(entries) \(plural(entries, PluralForms(one: "registro", other: "registros")))."
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
    public var importNoFile: String { "Elige primero un archivo." }
    public var importPreviewTitle: String { "Listo para importar" }
    public var importNothingNew: String { "Todo lo de este archivo ya está aquí; importarlo no cambia nada." }
    public var importExpired: String { "Esa vista previa caducó. Vuelve a elegir el archivo." }
    public var importHintNotEmpty: String {
        "Una exportación de Habits solo llena una app vacía; para traer los hábitos de Loop junto a los tuyos, usa «Exportar e importar»."
    }
    public var importedTitle: String { "Importado" }
}
