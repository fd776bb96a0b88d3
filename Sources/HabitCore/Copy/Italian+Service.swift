extension Italian: ServiceCopy {
    public func backedUp(to path: String) -> String { "Backup scritto in \(path); il controllo di integrità è superato." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Ripristinato da \(file). Il database precedente è conservato come \(kept)." } ?? "Ripristinato da \(file)."
    }
}
