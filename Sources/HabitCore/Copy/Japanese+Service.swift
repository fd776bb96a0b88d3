extension Japanese: ServiceCopy {
    public func backedUp(to path: String) -> String { "バックアップを \(path) に書き込みました。整合性チェックに合格しました。" }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "\(file) から復元しました。以前のデータベースは \(kept) として保存されています。" } ?? "\(file) から復元しました。"
    }
}
