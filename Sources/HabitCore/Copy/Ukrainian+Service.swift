extension Ukrainian: ServiceCopy {
    public func backedUp(to path: String) -> String { "Резервну копію записано в \(path); перевірку цілісності пройдено." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Відновлено з \(file). Попередню базу збережено як \(kept)." } ?? "Відновлено з \(file)."
    }
}
