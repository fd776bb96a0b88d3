/// Why the store could not do what was asked, apart from broken rules (`DomainError`).
public enum StoreError: Error, CustomStringConvertible, Sendable {
    case cannotOpen(path: String, reason: String)
    case newerSchema(found: Int, known: Int)
    case storage(SQLiteError)
    /// A step of the schema upgrade failed; it was rolled back, so the file is as it was.
    case migrationFailed(step: String, problem: String)
    /// A row the schema accepts but Habits cannot read, named by its table and key.
    case unreadable(table: String, row: String, problem: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "Can't open the database at \(path): \(reason). Check the path and its permissions, or choose another with --db."
        case .newerSchema(let found, let known):
            return "The database was written by a newer Habits (schema \(found), this one knows \(known)). Update Habits."
        case .storage(let error):
            return "Can't write the database: \(error). Check free disk space and permissions."
        case .migrationFailed(let step, let problem):
            return "Can't upgrade the database: step \"\(step)\" failed: \(problem). The step was rolled back and "
                + "the file is unchanged. Check free disk space and permissions and try again; if it keeps failing, "
                + "keep using the previous version of Habits with this file and report the problem."
        case .unreadable(let table, let row, let problem):
            return "Can't read the database: in table \(table), row \(row) \(problem). Nothing was changed. "
                + "Fix or delete that row (for example with the sqlite3 tool, after a backup copy of the file), "
                + "or restore a backup, then open Habits again."
        }
    }
}
