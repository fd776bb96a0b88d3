extension Japanese: TransferCopy {
    public func loopFormat(csv: Bool) -> String { csv ? "LoopのCSVエクスポート" : "Loopのバックアップ" }
    public func loopImport(format: String, habits: Int, new: Int, entries: Int, written: Int, category: String,
                           dryRun: Bool) -> String {
        let what = "習慣\(habits)件（新規\(new)件）と記録\(entries)件"
        return dryRun ? "\(format): \(what)を「\(category)」にインポートします。\(written)件が変更されます。"
                      : "\(format): \(what)を「\(category)」にインポートしました。\(written)件が変更されました。"
    }
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habitsのエクスポート: カテゴリ\(categories)件、\(trackerCount(trackers))、記録\(entries)件をインポートします。"
    }
    public func notMapped(habit: String?, problem: String) -> String {
        "移行できませんでした" + (habit.map { "（\($0)）" } ?? "") + ": " + problem
    }
    public var importConfirm: String { "インポート" }
    public var exportFormatsLabel: String { "形式" }
    public func exportFormatName(_ format: String) -> String {
        switch format {
        case "csv": "CSV（1日1行）"
        case "loop": "Loop Habit Trackerのバックアップ"
        default: "Habits JSON（すべて）"
        }
    }
}

extension Japanese: TransferPageCopy {
    public var transferTitle: String { "エクスポートとインポート" }
    public var transferIntro: String {
        "すべてのデータを持ち出したり、Loop Habit Tracker（バックアップまたはCSVエクスポート）や別のHabitsから履歴を取り込んだりできます。"
    }
    public var importChooseFile: String { "Habitsのエクスポート（.json）、Loopのバックアップ（.db）、またはLoopのCSVエクスポート（.zip）" }
    public var importNoFile: String { "先にファイルを選択してください。" }
    public var importPreviewTitle: String { "インポートの準備ができました" }
    public var importNothingNew: String { "このファイルの内容はすべて取り込み済みです。インポートしても何も変わりません。" }
    public var importExpired: String { "プレビューの有効期限が切れました。もう一度ファイルを選択してください。" }
    public var importHintNotEmpty: String {
        "Habitsのエクスポートは空のアプリにのみ読み込めます。Loopの習慣を今の習慣に追加するには「エクスポートとインポート」を使ってください。"
    }
    public var importedTitle: String { "インポート完了" }
}
