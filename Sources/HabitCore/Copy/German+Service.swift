extension German: ServiceCopy {
    public func backedUp(to path: String) -> String { "Sicherung nach \(path) geschrieben; die Integritätsprüfung ist bestanden." }
    public func restored(from file: String, keeping kept: String?) -> String {
        kept.map { kept in "\(file) wiederhergestellt. Die bisherige Datenbank liegt als \(kept) bereit." } ?? "\(file) wiederhergestellt."
    }
}
