extension Chinese: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits 导出文件：将导入 \(categories) 个分类、\(trackerCount(trackers))和 \(entries) 条记录。"
    }
    public var importConfirm: String { "导入" }
    public var exportFormatsLabel: String { "格式" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV（每天一行）"
        case "loop": "Loop Habit Tracker 备份"
        default: "Habits JSON（全部数据）"
        }
    }
}

extension Chinese: TransferPageCopy {
    public var transferTitle: String { "导出和导入" }
    public var importNoFile: String { "请先选择文件。" }
    public var importPreviewTitle: String { "准备导入" }
    public var importNothingNew: String { "此文件中的所有内容都已存在；导入不会带来任何改变。" }
    public var importExpired: String { "预览已过期。请重新选择文件。" }
    public var importHintNotEmpty: String {
        "Habits 导出文件只能导入空白应用；要将 Loop 的习惯添加到现有习惯中，请使用“导出和导入”。"
    }
    public var importedTitle: String { "已导入" }
}
