extension Arabic: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "تصدير Habits: سيُستورد \(categoryCount(categories)) و\(trackerCount(trackers)) و\(entryCount(entries))."
    }
    public var importConfirm: String { "استيراد" }
    public var exportFormatsLabel: String { "الصيغة" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV (صف لكل يوم)"
        case "loop": "نسخة احتياطية لـ Loop Habit Tracker"
        default: "Habits JSON (كل شيء)"
        }
    }
}

extension Arabic: TransferPageCopy {
    public var transferTitle: String { "التصدير والاستيراد" }
    public var importNoFile: String { "اختر ملفًا أولًا." }
    public var importPreviewTitle: String { "جاهز للاستيراد" }
    public var importNothingNew: String { "كل ما في هذا الملف موجود هنا بالفعل؛ لن يغيّر استيراده شيئًا." }
    public var importExpired: String { "انتهت صلاحية هذه المعاينة. اختر الملف مرة أخرى." }
    public var importHintNotEmpty: String {
        "تصدير Habits يملأ تطبيقًا فارغًا فقط؛ لإضافة عادات Loop بجانب عاداتك، استخدم «التصدير والاستيراد»."
    }
    public var importedTitle: String { "تم الاستيراد" }
}
