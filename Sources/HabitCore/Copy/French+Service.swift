extension French: ServiceCopy {
    public func backedUp(to path: String) -> String { "Sauvegarde écrite dans \(path) ; le contrôle d’intégrité est réussi." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Restauré depuis \(file). L’ancienne base de données est conservée sous \(kept)." } ?? "Restauré depuis \(file)."
    }
}
