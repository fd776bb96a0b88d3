import HabitCore

/// What a failure means, decided in this one place for every boundary; each boundary gives it
/// its own form (the web app's `ErrorBoundary` an HTTP status, the CLI an exit code).
public enum Failure: Sendable, Equatable {
    /// The tracker or category named does not exist (or was deleted a moment ago).
    case notFound(DomainError)
    /// A rule refused the input; nothing was written.
    case refused(DomainError)
    /// The storage failed (disk full, read-only file, database unreachable); nothing was changed.
    case storageUnavailable

    /// Nil for errors that are neither a broken rule nor a storage failure (bugs: a bare 500).
    /// `target` is the id the request's path names: an unknown tracker or category is "not
    /// found" when it is the thing addressed, and a broken rule when the input merely refers to it.
    public init?(_ error: any Error, target: String? = nil) {
        if error is StoreError {
            self = .storageUnavailable
            return
        }
        guard let error = error as? DomainError else { return nil }
        switch error {
        case .unknownTracker(let id), .unknownCategory(let id):
            let addressed = target.flatMap { Identifier<Tracker>($0) }?.uuid
            self = addressed != nil && addressed == Identifier<Tracker>(id)?.uuid ? .notFound(error) : .refused(error)
        default:
            self = .refused(error)
        }
    }
}
