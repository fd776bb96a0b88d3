extension Japanese: TransferCopy {
    public func habitsImportPreview(categories: Int, trackers: Int, entries: Int) -> String {
        "Habitsのエクスポート: カテゴリ\(categories)件、\(trackerCount(trackers))、記録\(entries)件をインポートします。"
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
    public var importNoFile: String { "先にファイルを選択してください。" }
    public var importPreviewTitle: String { "インポートの準備ができました" }
    public var importNothingNew: String { "このファイルの内容はすべて取り込み済みです。インポートしても何も変わりません。" }
    public var importExpired: String { "プレビューの有効期限が切れました。もう一度ファイルを選択してください。" }
    public var importHintNotEmpty: String {
        "Habitsのエクスポートは空のアプリにのみ読み込めます。Loopの習慣を今の習慣に追加するには「エクスポートとインポート」を使ってください。"
    }
    public var importedTitle: String { "インポート完了" }
}
