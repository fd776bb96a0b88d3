extension Arabic: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "تصدير CSV من Loop" : "نسخة Loop الاحتياطية" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let count = counted(habits, one: "عادة واحدة", two: "عادتان", few: "عادات", many: "عادة", other: "عادة")
        let what = "\(count) (الجديدة منها: \(new)) و\(entryCount(entries))"
        return dryRun ? "\(format): سيُستورد \(what) إلى «\(category)»؛ وسيتغيّر \(written)."
                      : "\(format): استُورد \(what) إلى «\(category)»؛ وتغيّر \(written)."
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "تصدير Habits: سيُستورد \(categoryCount(categories)) و\(trackerCount(trackers)) و\(entryCount(entries))."
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "لم يُنقل" + (habit.map { " (\($0))" } ?? "") + ": " + problem
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
    public var transferIntro: String {
        "خذ كل شيء معك، أو انقل سجلك من Loop Habit Tracker (نسخة احتياطية أو تصدير CSV) أو من Habits آخر."
    }
    public var importChooseFile: String { "ملف تصدير Habits (.json)، أو نسخة Loop الاحتياطية (.db)، أو تصدير CSV من Loop (.zip)" }
    public var importNoFile: String { "اختر ملفًا أولًا." }
    public var importPreviewTitle: String { "جاهز للاستيراد" }
    public var importNothingNew: String { "كل ما في هذا الملف موجود هنا بالفعل؛ لن يغيّر استيراده شيئًا." }
    public var importExpired: String { "انتهت صلاحية هذه المعاينة. اختر الملف مرة أخرى." }
    public var importHintNotEmpty: String {
        "تصدير Habits يملأ تطبيقًا فارغًا فقط؛ لإضافة عادات Loop بجانب عاداتك، استخدم «التصدير والاستيراد»."
    }
    public var importedTitle: String { "تم الاستيراد" }
}
