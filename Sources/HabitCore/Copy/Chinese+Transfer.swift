extension Chinese: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "Loop CSV 导出" : "Loop 备份" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "\(habits) 个习惯（其中 \(new) 个为新习惯）和 \(entries) 条记录"
        return dryRun ? "\(format)：将把 \(what)导入“\(category)”；将更改 \(written) 项。"
                      : "\(format)：已将 \(what)导入“\(category)”；已更改 \(written) 项。"
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habits 导出文件：将导入 \(categories) 个分类、\(trackerCount(trackers))和 \(entries) 条记录。"
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "未能迁移" + (habit.map { "（\($0)）" } ?? "") + "：" + problem
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
    public var transferIntro: String {
        "带走你的全部数据，或从 Loop Habit Tracker（备份或 CSV 导出）或另一个 Habits 导入历史记录。"
    }
    public var importChooseFile: String { "Habits 导出文件（.json）、Loop 备份（.db）或 Loop CSV 导出（.zip）" }
    public var importNoFile: String { "请先选择文件。" }
    public var importPreviewTitle: String { "准备导入" }
    public var importNothingNew: String { "此文件中的所有内容都已存在；导入不会带来任何改变。" }
    public var importExpired: String { "预览已过期。请重新选择文件。" }
    public var importHintNotEmpty: String {
        "Habits 导出文件只能导入空白应用；要将 Loop 的习惯添加到现有习惯中，请使用“导出和导入”。"
    }
    public var importedTitle: String { "已导入" }
}
