/// Why the store could not do what was asked, apart from broken rules (`DomainError`).
public enum StoreError: Error, CustomStringConvertible, Sendable {
    case cannotOpen(path: String, reason: String)
    case newerSchema(found: Int, known: Int)
    case storage(SQLiteError)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "Can't open the database at \(path): \(reason). Check the path and its permissions, or choose another with --db."
        case .newerSchema(let found, let known):
            return "The database was written by a newer Habits (schema \(found), this one knows \(known)). Update Habits."
        case .storage(let error):
            return "Can't write the database: \(error). Check free disk space and permissions."
        }
    }
}
