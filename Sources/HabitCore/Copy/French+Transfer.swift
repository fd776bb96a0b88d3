extension French: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Export Habits : importerait \(categories) \(plural(categories, PluralForms(one: "catégorie", other: "catégories"))), "
            + "\(trackerCount(trackers)) et \(entries) \(plural(entries, PluralForms(one: "entrée", other: "entrées")))."
    }
    public var importConfirm: String { "Importer" }
    public var exportFormatsLabel: String { "Format de fichier" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (une ligne par jour)"
        case "loop": "Sauvegarde Loop Habit Tracker"
        default: "JSON Habits (tout)"
        }
    }
}

extension French: TransferPageCopy {
    public var transferTitle: String { "Export et import" }
    public var importNoFile: String { "Choisissez d’abord un fichier." }
    public var importPreviewTitle: String { "Prêt à importer" }
    public var importNothingNew: String { "Tout le contenu de ce fichier est déjà là ; l’importer ne change rien." }
    public var importExpired: String { "Cet aperçu a expiré. Choisissez à nouveau le fichier." }
    public var importHintNotEmpty: String {
        "Un export Habits ne remplit qu’une app vide ; pour ajouter les habitudes de Loop à côté des vôtres, utilisez « Export et import »."
    }
    public var importedTitle: String { "Importé" }
}
