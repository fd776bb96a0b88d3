extension Portuguese: ServiceCopy {
    public func backedUp(to path: String) -> String { "Backup gravado em \(path); a verificação de integridade passou." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Restaurado a partir de \(file). O banco de dados anterior foi mantido como \(kept)." } ?? "Restaurado a partir de \(file)."
    }
}
