extension Polish: ServiceCopy {
    public func backedUp(to path: String) -> String { "Kopia zapasowa zapisana w \(path); sprawdzenie spójności się powiodło." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Przywrócono z \(file). Poprzednia baza danych została zachowana jako \(kept)." } ?? "Przywrócono z \(file)."
    }
}
