extension Arabic: ServiceCopy {
    public func backedUp(to path: String) -> String { "كُتبت النسخة الاحتياطية في \(path)؛ واجتازت فحص السلامة." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "استُعيدت البيانات من \(file). حُفظت قاعدة البيانات السابقة باسم \(kept)." } ?? "استُعيدت البيانات من \(file)."
    }
}
