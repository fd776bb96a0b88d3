extension Turkish: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits dışa aktarımı: \(categories) kategori, \(trackerCount(trackers)) ve \(entries) kayıt içe aktarılacak."
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
    public var importNoFile: String { "Önce bir dosya seçin." }
    public var importPreviewTitle: String { "İçe aktarmaya hazır" }
    public var importNothingNew: String { "Bu dosyadaki her şey zaten burada; içe aktarmak hiçbir şeyi değiştirmez." }
    public var importExpired: String { "Bu önizlemenin süresi doldu. Dosyayı yeniden seçin." }
    public var importHintNotEmpty: String {
        "Habits dışa aktarımı yalnızca boş bir uygulamayı doldurur; Loop alışkanlıklarını sizinkilerin yanına eklemek için “Dışa ve içe aktarma” bölümünü kullanın."
    }
    public var importedTitle: String { "İçe aktarıldı" }
}
