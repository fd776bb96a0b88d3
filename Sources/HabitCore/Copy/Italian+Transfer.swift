extension Italian: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Esportazione di Habits: importerebbe \(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorie"))), "
            + "\(trackerCount(trackers)) e \(entries) \(plural(entries, PluralForms(one: "registrazione", other: "registrazioni")))."
    }
    public var importConfirm: String { "Importa" }
    public var exportFormatsLabel: String { "Formato" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (una riga per giorno)"
        case "loop": "Backup di Loop Habit Tracker"
        default: "JSON di Habits (tutto)"
        }
    }
}

extension Italian: TransferPageCopy {
    public var transferTitle: String { "Esporta e importa" }
    public var importNoFile: String { "Scegli prima un file." }
    public var importPreviewTitle: String { "Pronto per l’importazione" }
    public var importNothingNew: String { "Tutto ciò che c’è in questo file è già qui; importarlo non cambia nulla." }
    public var importExpired: String { "L’anteprima è scaduta. Scegli di nuovo il file." }
    public var importHintNotEmpty: String {
        "Un’esportazione di Habits riempie solo un’app vuota; per aggiungere le abitudini di Loop accanto alle tue, usa «Esporta e importa»."
    }
    public var importedTitle: String { "Importato" }
}
