extension Turkish: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "Loop CSV dışa aktarımı" : "Loop yedeği" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) alışkanlık (\(new) yeni) ve \(entries) kayıt"
        return dryRun ? "\(format): \(what) “\(category)” kategorisine aktarılacak; \(written) değişiklik olacak."
                      : "\(format): \(what) “\(category)” kategorisine aktarıldı; \(written) değişiklik yapıldı."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits dışa aktarımı: \(categories) kategori, \(trackerCount(trackers)) ve \(entries) kayıt içe aktarılacak."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "Aktarılamadı" + (habit.map { " (\($0))" } ?? "") + ": " + problem
    }
    public var importConfirm: String { "İçe aktar" }
    public var exportFormatsLabel: String { "Biçim" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (gün başına bir satır)"
        case "loop": "Loop Habit Tracker yedeği"
        default: "Habits JSON (her şey)"
        }
    }
}

extension Turkish: TransferPageCopy {
    public var transferTitle: String { "Dışa ve içe aktarma" }
    public var transferIntro: String {
        "Her şeyi yanınızda götürün ya da geçmişinizi Loop Habit Tracker'dan (yedek veya CSV dışa aktarımı) veya başka bir Habits'ten getirin."
    }
    public var importChooseFile: String { "Habits dışa aktarımı (.json), Loop yedeği (.db) veya Loop CSV dışa aktarımı (.zip)" }
    public var importNoFile: String { "Önce bir dosya seçin." }
    public var importPreviewTitle: String { "İçe aktarmaya hazır" }
    public var importNothingNew: String { "Bu dosyadaki her şey zaten burada; içe aktarmak hiçbir şeyi değiştirmez." }
    public var importExpired: String { "Bu önizlemenin süresi doldu. Dosyayı yeniden seçin." }
    public var importHintNotEmpty: String {
        "Habits dışa aktarımı yalnızca boş bir uygulamayı doldurur; Loop alışkanlıklarını sizinkilerin yanına eklemek için “Dışa ve içe aktarma” bölümünü kullanın."
    }
    public var importedTitle: String { "İçe aktarıldı" }
}
