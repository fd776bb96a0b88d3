extension Italian: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "Esportazione CSV di Loop" : "Backup di Loop" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "abitudine", other: "abitudini"))) (\(new) "
            + "\(plural(new, PluralForms(one: "nuova", other: "nuove")))) e "
            + "\(entries) \(plural(entries, PluralForms(one: "registrazione", other: "registrazioni")))"
        return dryRun ? "\(format): importerebbe \(what) in «\(category)»; cambierebbero \(written)."
                      : "\(format): importate \(what) in «\(category)»; cambiate \(written)."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Esportazione di Habits: importerebbe \(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorie"))), "
            + "\(trackerCount(trackers)) e \(entries) \(plural(entries, PluralForms(one: "registrazione", other: "registrazioni")))."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Non convertito" + (habit.map { " (\($0))" } ?? "") + ": " + problem
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
    public var transferIntro: String {
        "Porta tutto con te, o importa la tua cronologia da Loop Habit Tracker (un backup o la sua esportazione CSV) o da un altro Habits."
    }
    public var importChooseFile: String {
        "Un’esportazione di Habits (.json), un backup di Loop (.db) o un’esportazione CSV di Loop (.zip)"
    }
    public var importNoFile: String { "Scegli prima un file." }
    public var importPreviewTitle: String { "Pronto per l’importazione" }
    public var importNothingNew: String { "Tutto ciò che c’è in questo file è già qui; importarlo non cambia nulla." }
    public var importExpired: String { "L’anteprima è scaduta. Scegli di nuovo il file." }
    public var importHintNotEmpty: String {
        "Un’esportazione di Habits riempie solo un’app vuota; per aggiungere le abitudini di Loop accanto alle tue, usa «Esporta e importa»."
    }
    public var importedTitle: String { "Importato" }
}
