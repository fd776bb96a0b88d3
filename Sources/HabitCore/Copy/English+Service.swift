extension English: ServiceCopy {
    public func backedUp(to path: String) -> String { "Backed up to \(path); the integrity check passed." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Restored \(file). The previous database is kept as \(kept)." } ?? "Restored \(file)."
    }
}
