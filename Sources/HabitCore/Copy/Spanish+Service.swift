extension Spanish: ServiceCopy {
    public func backedUp(to path: String) -> String { "Copia de seguridad guardada en \(path); la comprobación de integridad es correcta." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "Restaurado desde \(file). La base de datos anterior se guarda como \(kept)." } ?? "Restaurado desde \(file)."
    }
}
