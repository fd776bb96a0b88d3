import CLibPQ
import Foundation

/// Where the data lives, as `habits serve` and every CLI command choose it (SPEC §13, §16): an
/// SQLite file (`--db PATH`, `HABITS_DB`, else the default file) or a PostgreSQL database
/// (`--database URL`, `HABITS_DATABASE_URL`). The one place that choice is made.
public enum StoreLocation: Sendable, Equatable {
    case sqlite(path: String)
    case postgres(url: String)

    /// A choice that cannot be made: both backends named, or a URL that does not parse.
    public struct Invalid: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// `--db` / `--database` first, then `HABITS_DB` / `HABITS_DATABASE_URL`, else the default
    /// file. Naming both a file and a URL at the same level is refused rather than guessed at.
    public static func choose(path: String?, url: String?, environment: [String: String]) throws(Invalid) -> StoreLocation {
        func given(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }
        switch (given(path), given(url)) {
        case (_?, _?):
            throw Invalid(description: "Give either --db PATH (an SQLite file) or --database URL (PostgreSQL), not both.")
        case (let path?, nil):
            return .sqlite(path: path)
        case (nil, let url?):
            return .postgres(url: try validated(url, from: "--database"))
        case (nil, nil):
            break
        }
        switch (given(environment["HABITS_DB"]), given(environment["HABITS_DATABASE_URL"])) {
        case (_?, _?):
            throw Invalid(description: "Both HABITS_DB and HABITS_DATABASE_URL are set; unset one of them "
                          + "(or choose with --db PATH or --database URL).")
        case (let path?, nil):
            return .sqlite(path: path)
        case (nil, let url?):
            return .postgres(url: try validated(url, from: "HABITS_DATABASE_URL"))
        case (nil, nil):
            return .sqlite(path: defaultPath(environment))
        }
    }

    /// `$XDG_DATA_HOME/habits/habits.sqlite` (`~/.local/share/habits/habits.sqlite`).
    public static func defaultPath(_ environment: [String: String]) -> String {
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/habits/habits.sqlite"
    }

    /// A `postgres://` (or `postgresql://`) URL, or libpq's `key=value` form, that libpq can parse.
    public static func validated(_ url: String, from source: String) throws(Invalid) -> String {
        let example = "postgres://habits@127.0.0.1/habits"
        if let scheme = url.range(of: "://").map({ url[..<$0.lowerBound].lowercased() }),
           scheme != "postgres" && scheme != "postgresql" {
            throw Invalid(description: "\(source) must be a PostgreSQL URL like \(example), not one starting \(scheme)://.")
        }
        var message: UnsafeMutablePointer<CChar>?
        guard let options = PQconninfoParse(url, &message) else {
            let reason = message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "it does not parse"
            if let message { PQfreemem(message) }
            throw Invalid(description: "\(source) must be a PostgreSQL URL like \(example): \(reason).")
        }
        PQconninfoFree(options)
        return url
    }

    /// Opens the data: the SQLite file (created if needed), or the PostgreSQL database (the
    /// schema migrated, a role that bypasses row-level security refused) with the personal
    /// account's store. `connections` bounds PostgreSQL's pool; `listen: false` opens no `LISTEN`
    /// connection (a one-shot CLI command hears nothing anyway); `batching` is SQLite's group
    /// commit; `pooler` and `listenURL` are how PostgreSQL is reached (`PostgresDatabase`).
    public func open(listen: Bool, connections: Int = 8, batching: WriteBatching = .grouped,
                     pooler: PostgresPooler = .none, listenURL: String? = nil) throws(StoreError) -> Backend {
        switch self {
        case .sqlite(let path):
            return .sqlite(try SQLiteHabitStore(path: path, batching: batching))
        case .postgres(let url):
            let database = try PostgresDatabase(url: url, connections: connections, listen: listen, pooler: pooler,
                                                listenURL: listenURL)
            return .postgres(database, personal: try database.store(for: .personal))
        }
    }
}

/// An opened backend: the store personal mode uses, and, on PostgreSQL, the database that makes
/// per-account stores and hears other processes' writes.
public enum Backend: Sendable {
    case sqlite(SQLiteHabitStore)
    case postgres(PostgresDatabase, personal: PostgresHabitStore)

    /// The personal data (on PostgreSQL, account 1).
    public var store: any HabitStore {
        switch self {
        case .sqlite(let store): return store
        case .postgres(_, let personal): return personal
        }
    }

    /// The PostgreSQL database, if that is the backend.
    public var database: PostgresDatabase? {
        if case .postgres(let database, _) = self { return database }
        return nil
    }

    /// Calls `handler` with the account whose library a write changed, soon after it committed,
    /// where the backend says so: PostgreSQL's `NOTIFY habits_changes` (every process's writes,
    /// this one's included; personal mode's library is account 1, `PostgresAccount.personal`).
    /// SQLite says nothing; another process's writes to the file are noticed by reading the
    /// store's revision (`PRAGMA data_version`), so its readers poll.
    public func onChange(_ handler: @escaping @Sendable (_ account: Int64) -> Void) {
        guard case .postgres(let database, _) = self else { return }
        database.onChange { account, _ in handler(account.id) }
    }
}
