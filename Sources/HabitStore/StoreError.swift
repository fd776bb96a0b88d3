/// Why the store could not do what was asked, apart from broken rules (`DomainError`).
public enum StoreError: Error, CustomStringConvertible, Sendable {
    case cannotOpen(path: String, reason: String)
    case newerSchema(found: Int, known: Int)
    case storage(SQLiteError)
    /// A step of the schema upgrade failed; it was rolled back, so the file is as it was.
    case migrationFailed(step: String, problem: String)
    /// A row the schema accepts but Habits cannot read, named by its table and key.
    case unreadable(table: String, row: String, problem: String)
    /// PostgreSQL could not be reached, or could not be used, when the store opened.
    case cannotConnect(location: String, reason: String)
    /// The role may bypass row-level security (a superuser, or `BYPASSRLS`), which would let one
    /// account's query reach another's rows.
    case bypassesRowSecurity(role: String, location: String)
    /// A statement failed on PostgreSQL (server gone, constraint, disk full); nothing was changed.
    case database(PostgresError)

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
                + "the database is unchanged. Check free disk space and permissions and try again; if it keeps failing, "
                + "keep using the previous version of Habits with this database and report the problem."
        case .unreadable(let table, let row, let problem):
            return "Can't read the database: in table \(table), row \(row) \(problem). Nothing was changed. "
                + "Fix or delete that row (for example with the sqlite3 tool, after a backup copy of the file), "
                + "or restore a backup, then open Habits again."
        case .cannotConnect(let location, let reason):
            let stop = reason.hasSuffix("?") || reason.hasSuffix(".") ? "" : "."
            return "Can't use the PostgreSQL database at \(location): \(reason)\(stop) Check the URL given with --database "
                + "or HABITS_DATABASE_URL, that the server is running and that the role may log in."
        case .bypassesRowSecurity(let role, let location):
            return "Habits refuses to use \(location) as the role \"\(role)\": it is a superuser or has BYPASSRLS, and such "
                + "roles bypass the row-level security that keeps each account's rows apart. Connect as an ordinary role: "
                + "create one with `sudo -u postgres createuser habits` and its database with "
                + "`sudo -u postgres createdb --owner habits habits`, then use --database postgres://habits@HOST/habits."
        case .database(let error):
            return "Can't read or write the PostgreSQL database: \(error). Nothing was changed. Check that the server "
                + "is running and has free disk space, then try again."
        }
    }
}
