import Foundation
import HabitCore
import HabitStore

/// The account directory in PostgreSQL (migration step 4 of `PostgresMigrations`): accounts are
/// rows of `accounts`, whose data row-level security keeps apart (each `PostgresHabitStore` sets
/// `habits.account` per transaction). Account 1 is the personal one; the first account created
/// adopts it by taking its name and password. A type of its own beside `PostgresDatabase`, which
/// stays the pool and makes the per-account stores.
public final class PostgresAccountDirectory: AccountDirectory {
    public let database: PostgresDatabase
    public let personalStore: any HabitStore
    public var location: String { database.location }
    private let freshness: PostgresFreshness

    /// The directory of `database`, whose personal store (account 1) is `personal`.
    public init(database: PostgresDatabase, personal: PostgresHabitStore) {
        self.database = database
        freshness = personal.freshness
        personalStore = personal
    }

    /// The directory of `database`, opening its personal store.
    public convenience init(database: PostgresDatabase, freshness: PostgresFreshness = .everyRead) throws(StoreError) {
        self.init(database: database, personal: try database.store(for: .personal, freshness: freshness))
    }

    private static let accountQuery = """
        SELECT id, name, extract(epoch FROM created_at)::bigint, password_hash, revision FROM accounts WHERE name IS NOT NULL
        """

    /// Reads run without a transaction of their own: each is one statement, or lookups that each
    /// stand alone (a token, then its account), so `BEGIN` and `COMMIT` would only add two round
    /// trips to every signed-in request. `habits.account` is never set outside a transaction
    /// (`set_config(…, true)` ends with it), so the lookups see the sign-in rows as they must.
    public func withTables<T: Sendable>(writing: Bool, _ body: (DirectoryTables) throws -> T) throws -> T {
        try database.withConnection { connection in
            let tables = DirectoryTables(connection: connection, accountQuery: Self.accountQuery)
            guard writing else { return try body(tables) }
            return try connection.transaction { try body(tables) }
        }
    }

    public func accountsWithReminders() throws -> [Account] {
        try withTables(writing: false) { try $0.accounts(where: " AND reminders").map(\.account) }
    }

    public func store(for account: Account) throws -> any HabitStore {
        if account.id == PostgresAccount.personal.id { return personalStore }
        return try database.store(for: PostgresAccount(id: account.id), freshness: freshness)
    }

    public func addAccount(name: String, passwordHash: String, now: Date, identity: ExternalIdentity?) throws -> Account {
        try withTables(writing: true) { tables in
            let account = try Self.insert(name, passwordHash, now, into: tables)
            if let identity { try tables.link(issuer: identity.issuer, subject: identity.subject, to: account.id, now: now) }
            return account
        }
    }

    public func redeemInvitation(tokenHash: String, name: String, passwordHash: String, now: Date) throws -> Account {
        try withTables(writing: true) { tables in
            try tables.useInvitation(tokenHash: tokenHash, now: now)
            return try Self.insert(name, passwordHash, now, into: tables)
        }
    }

    /// Deletes the row, and with it (`ON DELETE CASCADE`) every row of the account's data, its
    /// sessions and tokens. Account 1 comes back at once as an empty personal account with a
    /// higher revision, so a store that still holds it reloads to nothing.
    public func deleteAccount(_ account: Account) throws {
        try withTables(writing: true) { tables in
            try tables.run("SELECT set_config('habits.account', $1::bigint::text, true)", [.integer(account.id)])
            let revision = try tables.rows("DELETE FROM accounts WHERE id = $1 AND name IS NOT NULL RETURNING revision",
                                           [.integer(account.id)], columns: 1)
            guard let revision = revision.first else { throw DomainError.unknownAccount(account.name) }
            if account.id == PostgresAccount.personal.id {
                try tables.run("INSERT INTO accounts (id, revision) VALUES (1, $1::bigint + 1)",
                               [.integer(DirectoryTables.integer(revision[0]))])
            }
        }
    }

    /// The first account (account 1 has no name) adopts account 1; any other is a new row.
    private static func insert(_ name: String, _ passwordHash: String, _ now: Date, into tables: DirectoryTables) throws -> Account {
        try tables.requireFree(name)
        let values: [SQLValue] = [.text(name), .text(Names.key(name)), .text(passwordHash), DirectoryTables.seconds(now)]
        var row = try tables.rows("""
            UPDATE accounts SET name = $1, name_key = $2, password_hash = $3, created_at = to_timestamp($4)
            WHERE id = 1 AND name IS NULL RETURNING id
            """, values, columns: 1)
        if row.isEmpty {
            row = try tables.rows("""
                INSERT INTO accounts (name, name_key, password_hash, created_at) VALUES ($1, $2, $3, to_timestamp($4))
                RETURNING id
                """, values, columns: 1)
        }
        return Account(id: DirectoryTables.integer(row[0][0]), name: name, created: DirectoryTables.wholeSeconds(now))
    }
}

extension PostgresConnection: DirectoryConnection {
    func rows(_ sql: String, _ values: [SQLValue], columns: Int32) throws -> [[String?]] {
        var rows: [[String?]] = []
        try query(sql, values) { row in rows.append((0..<columns).map { row.optionalText($0) }) }
        return rows
    }
}

extension Backend {
    /// The account directory of this database, around the personal store already open.
    public func accountDirectory() throws(StoreError) -> any AccountDirectory {
        switch self {
        case .sqlite(let store): return try SQLiteAccountDirectory(store: store)
        case .postgres(let database, let personal): return PostgresAccountDirectory(database: database, personal: personal)
        }
    }
}
