extension Portuguese: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Exportação do Habits: importaria \(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorias"))), "
            + "\(trackerCount(trackers)) e \(entries) \(plural(entries, PluralForms(one: "registro", other: "registros")))."
    }
    public var importConfirm: String { "Importar" }
    public var exportFormatsLabel: String { "Formato" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (uma linha por dia)"
        case "loop": "Backup do Loop Habit Tracker"
        default: "JSON do Habits (tudo)"
        }
    }
}

extension Portuguese: TransferPageCopy {
    public var transferTitle: String { "Exportar e importar" }
    public var importNoFile: String { "Escolha um arquivo primeiro." }
    public var importPreviewTitle: String { "Pronto para importar" }
    public var importNothingNew: String { "Tudo o que há neste arquivo já está aqui; importá-lo não muda nada." }
    public var importExpired: String { "Essa prévia expirou. Escolha o arquivo de novo." }
    public var importHintNotEmpty: String {
        "Uma exportação do Habits só preenche um app vazio; para trazer os hábitos do Loop junto com os seus, use “Exportar e importar”."
    }
    public var importedTitle: String { "Importado" }
}
