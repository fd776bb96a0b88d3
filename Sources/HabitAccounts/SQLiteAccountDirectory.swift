import Foundation
import HabitCore
import HabitStore
import Synchronization

/// The account directory in the main SQLite file, and every account's library in a file of its
/// own: isolation by construction. The first account created adopts the main file's library
/// (the personal data); each further account's library is `<main>.accounts/<id>.sqlite`, created
/// when the account is and removed with it, opened as an ordinary `SQLiteHabitStore` for as long
/// as the server keeps the account in memory. No statement on one account's library can reach
/// another account's rows: they are in another file.
///
/// The directory's tables are read and written on a connection of their own to the main file
/// (WAL lets it work beside the store's writer; `busy_timeout` waits out the other's commits).
public final class SQLiteAccountDirectory: AccountDirectory {
    public let path: String
    public var location: String { path }
    public let personalStore: any HabitStore
    private let tables: Mutex<Tables>

    /// The folder beside the main file that holds the other accounts' libraries.
    public var accountsFolder: String { path + ".accounts" }

    /// The directory of the database whose library `store` is (it has run every migration).
    public init(store: SQLiteHabitStore) throws(StoreError) {
        path = store.path
        personalStore = store
        do {
            let connection = try SQLiteConnection(path: path)
            try connection.execute("""
                PRAGMA busy_timeout = 5000;
                PRAGMA synchronous = FULL;
                PRAGMA foreign_keys = ON;
                """)
            tables = Mutex(Tables(connection: connection))
        } catch {
            throw .cannotOpen(path: path, reason: error.message)
        }
    }

    /// Opens (creating and migrating if needed) the database at `path` and its directory.
    public convenience init(path: String) throws(StoreError) {
        try self.init(store: SQLiteHabitStore(path: path))
    }

    private static let accountQuery = "SELECT id, name, created_at, password_hash, NULL FROM accounts WHERE 1 = 1"

    public func withTables<T: Sendable>(writing: Bool, _ body: (DirectoryTables) throws -> T) throws -> T {
        try tables.withLock { tables in
            let directory = DirectoryTables(connection: tables, accountQuery: Self.accountQuery)
            do {
                guard writing else { return try body(directory) }
                // This connection's own commits leave its `data_version` as it was.
                tables.anyAccount = nil
                return try tables.connection.transaction { try body(directory) }
            } catch let error as SQLiteError {
                throw StoreError.storage(error)
            }
        }
    }

    /// Personal mode asks this on every request. The answer is kept with the file's
    /// `data_version` as this connection saw it, which moves with every commit of any other
    /// connection (the store's writer, another process's `habits user add`), and is dropped by
    /// this connection's own writes: a kept answer is asked again after any commit anywhere, so
    /// it is never older than the request (under writes, once per batch instead of per request).
    public func hasAccounts() throws -> Bool {
        try tables.withLock { tables in
            do {
                let version = try tables.connection.scalar("PRAGMA data_version") ?? 0
                if let known = tables.anyAccount, known.version == version { return known.any }
                let any = try DirectoryTables(connection: tables, accountQuery: Self.accountQuery).anyAccount()
                tables.anyAccount = (version, any)
                return any
            } catch let error as SQLiteError {
                throw StoreError.storage(error)
            }
        }
    }

    public func libraryPath(of account: Account) -> String { accountsFolder + "/\(account.id).sqlite" }

    public func store(for account: Account) throws -> any HabitStore {
        let holdsMain = try withTables(writing: false) { tables in
            try tables.rows("SELECT main_library FROM accounts WHERE id = $1", [.integer(account.id)], columns: 1)
        }
        guard let row = holdsMain.first else { throw DomainError.unknownAccount(account.name) }
        if row[0] == "1" { return personalStore }
        try? FileManager.default.createDirectory(atPath: accountsFolder, withIntermediateDirectories: true)
        return try SQLiteHabitStore(path: libraryPath(of: account))
    }

    public func addAccount(name: String, passwordHash: String, now: Date, identity: ExternalIdentity?) throws -> Account {
        let account = try withTables(writing: true) { tables in
            let account = try Self.insert(name, passwordHash, now, into: tables)
            if let identity { try tables.link(issuer: identity.issuer, subject: identity.subject, to: account.id, now: now) }
            return account
        }
        _ = try store(for: account)
        return account
    }

    public func redeemInvitation(tokenHash: String, name: String, passwordHash: String, now: Date) throws -> Account {
        let account = try withTables(writing: true) { tables in
            try tables.useInvitation(tokenHash: tokenHash, now: now)
            return try Self.insert(name, passwordHash, now, into: tables)
        }
        _ = try store(for: account)
        return account
    }

    /// Deletes the account's data first (so a failure leaves the account, not an orphaned
    /// library), then its row with its sessions and tokens.
    public func deleteAccount(_ account: Account) throws {
        let store = try store(for: account)
        if store === personalStore {
            try store.update { (library: inout Library) throws(DomainError) in library = Library() }
        } else {
            let file = libraryPath(of: account)
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file + suffix) }
        }
        try withTables(writing: true) { tables in try tables.run("DELETE FROM accounts WHERE id = $1", [.integer(account.id)]) }
    }

    /// The first account (none holds the main library yet) takes the main file's library.
    private static func insert(_ name: String, _ passwordHash: String, _ now: Date, into tables: DirectoryTables) throws -> Account {
        try tables.requireFree(name)
        let row = try tables.rows("""
            INSERT INTO accounts (name, name_key, password_hash, main_library, created_at)
            VALUES ($1, $2, $3, NOT EXISTS (SELECT 1 FROM accounts WHERE main_library = 1), $4) RETURNING id
            """, [.text(name), .text(Names.key(name)), .text(passwordHash), DirectoryTables.seconds(now)], columns: 1)
        return Account(id: DirectoryTables.integer(row[0][0]), name: name, created: DirectoryTables.wholeSeconds(now))
    }
}

/// The directory's connection, the SQLite form of each statement it has run, and whether an
/// account exists as of a `data_version`. `@unchecked Sendable` because it is only ever touched
/// inside `SQLiteAccountDirectory.tables`' lock.
private final class Tables: DirectoryConnection, @unchecked Sendable {
    let connection: SQLiteConnection
    var anyAccount: (version: Int, any: Bool)?
    private var translated: [String: String] = [:]

    init(connection: SQLiteConnection) { self.connection = connection }

    func rows(_ sql: String, _ values: [SQLValue], columns: Int32) throws -> [[String?]] {
        var rows: [[String?]] = []
        // `$1` is PostgreSQL's numbered parameter; SQLite's is `?1`. The directory's SQL has no other `$`.
        let statement = translated[sql] ?? {
            let made = String(decoding: sql.utf8.map { $0 == UInt8(ascii: "$") ? UInt8(ascii: "?") : $0 }, as: UTF8.self)
            translated[sql] = made
            return made
        }()
        try connection.query(statement, values) { row in
            rows.append((0..<columns).map { row.optionalText($0) })
        }
        return rows
    }
}

private extension Error {
    var message: String { (self as? SQLiteError)?.message ?? "\(self)" }
}
