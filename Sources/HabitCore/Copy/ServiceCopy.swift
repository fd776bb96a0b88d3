/// Running Habits as a service's words (SPEC §18): what `habits backup` and `habits restore`
/// print, part of every language's `Copy`, in `<Language>+Service.swift`.
public protocol ServiceCopy {
    /// A backup was written to `path` and passed its integrity check.
    func backedUp(to path: String) -> String
    /// The database was replaced by `file`; the one it replaced is kept as `kept` (nil: there was none).
    func restored(from file: String, keeping kept: String?) -> String
}
