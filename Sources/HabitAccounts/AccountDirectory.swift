import Foundation
import HabitCore
import HabitStore

/// Who may sign in, and where each account's data is (SPEC §13): accounts, sessions, API tokens,
/// failed sign-ins (for throttling) and invitations, in the database itself so every process sees
/// the same. `SQLiteAccountDirectory` and `PostgresAccountDirectory` implement it; the rules on
/// top (hashing, expiry, throttling) are `Accounts`'.
///
/// While no account exists Habits is in personal mode and `personalStore` is the one library.
/// The first account created adopts that library; each account's data is reached only through
/// `store(for:)`.
///
/// The tables' SQL is written once (`DirectoryTables`): both backends accept the same statements.
/// Times are whole seconds since 1970 in both. What differs — where an account's library lives,
/// how one is created and removed — each backend implements.
public protocol AccountDirectory: AnyObject, Sendable {
    /// Where the directory is, for messages.
    var location: String { get }
    /// The library used while no account exists (and adopted by the first one).
    var personalStore: any HabitStore { get }
    /// The library of `account`, opened and loaded anew on each call (the personal library is the
    /// one `personalStore`): the caller keeps it as long as it needs it (the server's
    /// `AccountSpaces`, a CLI command).
    func store(for account: Account) throws -> any HabitStore
    /// Creates an account, linked to `identity` at an OpenID provider when given (in the same
    /// transaction); the first adopts the personal library. Throws `duplicateAccount`, or
    /// `identityTaken` when another account has the identity.
    func addAccount(name: String, passwordHash: String, now: Date, identity: ExternalIdentity?) throws -> Account
    /// Deletes an account with its sessions, tokens and every piece of its data.
    func deleteAccount(_ account: Account) throws
    /// Creates an account from an unused, unexpired invitation and uses the invitation up, in one
    /// transaction. Throws `invitationInvalid` or `duplicateAccount`.
    func redeemInvitation(tokenHash: String, name: String, passwordHash: String, now: Date) throws -> Account
    /// Runs `body` on the directory's tables: as one write transaction when `writing`, else as
    /// reads that take no write lock.
    func withTables<T: Sendable>(writing: Bool, _ body: (DirectoryTables) throws -> T) throws -> T
    /// The accounts whose library may hold a reminder, for the scheduler: every account where a
    /// library is cheap to look into (SQLite, a file each), only those marked as having one
    /// where thousands share a database (PostgreSQL, step 8).
    func accountsWithReminders() throws -> [Account]
    /// Whether any account exists (then every request needs a session or a token). Personal
    /// mode asks it on every request, so a backend may answer from what it knows is current.
    func hasAccounts() throws -> Bool
}

/// The account a credential names, as the statement that checked the credential found it.
public struct SigningIn: Sendable {
    public let account: Account
    /// The revision of the account's library at that moment, where the directory can see it
    /// (PostgreSQL): a copy of the library at least this new holds every write committed before
    /// the request began, so the request need not ask again. Nil elsewhere.
    public let libraryRevision: Int?
}

/// A connection the directory's statements run on, inside one transaction. Statements use
/// `$1`, `$2` … (PostgreSQL's form; SQLite reads them as `?1`, `?2`).
protocol DirectoryConnection {
    func rows(_ sql: String, _ values: [SQLValue], columns: Int32) throws -> [[String?]]
}

/// The directory's tables as both backends have them (migration step 4 `v4-accounts`).
public struct DirectoryTables {
    let connection: any DirectoryConnection
    /// `SELECT id, name, created (seconds), password_hash, library revision FROM accounts WHERE
    /// <only accounts that sign in>`. The revision is the account's library's where that shares
    /// the row (PostgreSQL), NULL where it does not (SQLite, a file per account).
    let accountQuery: String

    func rows(_ sql: String, _ values: [SQLValue] = [], columns: Int32 = 0) throws -> [[String?]] {
        try connection.rows(sql, values, columns: columns)
    }

    func run(_ sql: String, _ values: [SQLValue] = []) throws { _ = try rows(sql, values) }

    static func seconds(_ date: Date) -> SQLValue { .integer(Int64(date.timeIntervalSince1970.rounded(.down))) }
    /// `date` as the tables keep it: whole seconds.
    static func wholeSeconds(_ date: Date) -> Date { Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down)) }
    static func date(_ text: String?) -> Date { Date(timeIntervalSince1970: TimeInterval(Int64(text ?? "") ?? 0)) }
    static func integer(_ text: String?) -> Int64 { Int64(text ?? "") ?? 0 }

    // MARK: Accounts

    func accounts(where condition: String = "", _ values: [SQLValue] = []) throws -> [(account: Account, hash: String)] {
        try rows(accountQuery + condition + " ORDER BY id", values, columns: 4).map { row in
            (Account(id: Self.integer(row[0]), name: row[1] ?? "", created: Self.date(row[2])), row[3] ?? "")
        }
    }

    func account(named name: String) throws -> (account: Account, hash: String)? {
        try accounts(where: " AND name_key = $1", [.text(Names.key(name))]).first
    }

    func account(id: Int64) throws -> Account? {
        try accounts(where: " AND id = $1", [.integer(id)]).first?.account
    }

    func anyAccount() throws -> Bool { try !rows(accountQuery + " LIMIT 1", columns: 1).isEmpty }

    /// The rows of `sql` (a `SELECT` of `columns` columns, one of them `account_id`), each with the
    /// account that signs in that it names and its library's revision where the directory knows
    /// it, in one statement: a request's credential, its account and whether this process's copy
    /// of the library is current cost one round trip, not three.
    private func withAccount(_ sql: String, _ values: [SQLValue], columns: Int32) throws -> [([String?], SigningIn)] {
        try rows("""
            WITH signing_in (id, name, created, hash, revision) AS (\(accountQuery))
            SELECT found.*, signing_in.id, signing_in.name, signing_in.created, signing_in.revision
            FROM (\(sql)) AS found JOIN signing_in ON signing_in.id = found.account_id
            """, values, columns: columns + 4).map { row in
            let account = Account(id: Self.integer(row[Int(columns)]), name: row[Int(columns) + 1] ?? "",
                                  created: Self.date(row[Int(columns) + 2]))
            return (Array(row.prefix(Int(columns))), SigningIn(account: account, libraryRevision: row[Int(columns) + 3].flatMap { Int($0) }))
        }
    }

    func requireFree(_ name: String) throws {
        if try account(named: name) != nil { throw DomainError.duplicateAccount(name: name) }
    }

    // MARK: Sessions

    private static let sessionColumns = "id, account_id, label, created_at, last_seen_at, expires_at"

    private static func session(_ row: [String?]) -> AccountSession {
        AccountSession(id: integer(row[0]), account: integer(row[1]), label: row[2] ?? "", created: date(row[3]),
                       lastSeen: date(row[4]), expires: date(row[5]))
    }

    func addSession(account: Int64, tokenHash: String, label: String, now: Date, expires: Date) throws -> AccountSession {
        let row = try rows("""
            INSERT INTO sessions (account_id, token_hash, label, created_at, last_seen_at, expires_at)
            VALUES ($1, $2, $3, $4, $4, $5) RETURNING \(Self.sessionColumns)
            """, [.integer(account), .text(tokenHash), .text(label), Self.seconds(now), Self.seconds(expires)], columns: 6)
        return Self.session(row[0])
    }

    /// The session a cookie's token names and its account.
    func sessionWithAccount(tokenHash: String) throws -> (AccountSession, SigningIn)? {
        try withAccount("SELECT \(Self.sessionColumns) FROM sessions WHERE token_hash = $1", [.text(tokenHash)], columns: 6)
            .first.map { (Self.session($0.0), $0.1) }
    }

    func touchSession(_ id: Int64, now: Date, expires: Date) throws {
        try run("UPDATE sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1",
                [.integer(id), Self.seconds(now), Self.seconds(expires)])
    }

    func sessions(of account: Int64) throws -> [AccountSession] {
        try rows("SELECT \(Self.sessionColumns) FROM sessions WHERE account_id = $1 ORDER BY last_seen_at DESC, id DESC",
                 [.integer(account)], columns: 6).map(Self.session)
    }

    /// Deletes the session if it is `account`'s; whether there was one.
    func deleteSession(_ id: Int64, of account: Int64) throws -> Bool {
        try !rows("DELETE FROM sessions WHERE id = $1 AND account_id = $2 RETURNING id", [.integer(id), .integer(account)],
                  columns: 1).isEmpty
    }

    func deleteExpiredSessions(now: Date) throws {
        try run("DELETE FROM sessions WHERE expires_at <= $1", [Self.seconds(now)])
    }

    // MARK: API tokens

    private static let tokenColumns = "id, account_id, label, created_at, last_used_at"

    private static func token(_ row: [String?]) -> APIToken {
        APIToken(id: integer(row[0]), account: integer(row[1]), label: row[2] ?? "", created: date(row[3]),
                 lastUsed: row[4].map { date($0) })
    }

    func addToken(account: Int64, tokenHash: String, label: String, now: Date) throws -> APIToken {
        let row = try rows("""
            INSERT INTO api_tokens (account_id, token_hash, label, created_at) VALUES ($1, $2, $3, $4)
            RETURNING \(Self.tokenColumns)
            """, [.integer(account), .text(tokenHash), .text(label), Self.seconds(now)], columns: 5)
        return Self.token(row[0])
    }

    /// The API token a bearer names and its account.
    func tokenWithAccount(hash: String) throws -> (APIToken, SigningIn)? {
        try withAccount("SELECT \(Self.tokenColumns) FROM api_tokens WHERE token_hash = $1", [.text(hash)], columns: 5)
            .first.map { (Self.token($0.0), $0.1) }
    }

    func touchToken(_ id: Int64, now: Date) throws {
        try run("UPDATE api_tokens SET last_used_at = $2 WHERE id = $1", [.integer(id), Self.seconds(now)])
    }

    /// `account`'s tokens, or every account's when nil (the CLI's `token list`).
    func tokens(of account: Int64?) throws -> [APIToken] {
        if let account {
            return try rows("SELECT \(Self.tokenColumns) FROM api_tokens WHERE account_id = $1 ORDER BY id",
                            [.integer(account)], columns: 5).map(Self.token)
        }
        return try rows("SELECT \(Self.tokenColumns) FROM api_tokens ORDER BY id", columns: 5).map(Self.token)
    }

    /// Deletes the token if it is `account`'s (any account's when nil); whether there was one.
    func deleteToken(_ id: Int64, of account: Int64?) throws -> Bool {
        if let account {
            return try !rows("DELETE FROM api_tokens WHERE id = $1 AND account_id = $2 RETURNING id",
                             [.integer(id), .integer(account)], columns: 1).isEmpty
        }
        return try !rows("DELETE FROM api_tokens WHERE id = $1 RETURNING id", [.integer(id)], columns: 1).isEmpty
    }

    // MARK: Failed sign-ins

    func recordFailure(keys: [String], at now: Date, forgettingBefore horizon: Date) throws {
        try run("DELETE FROM login_failures WHERE at < $1", [Self.seconds(horizon)])
        for key in keys {
            try run("INSERT INTO login_failures (key, at) VALUES ($1, $2)", [.text(key), Self.seconds(now)])
        }
    }

    /// The times of `key`'s failures since `since`, oldest first.
    func failures(key: String, since: Date) throws -> [Date] {
        try rows("SELECT at FROM login_failures WHERE key = $1 AND at >= $2 ORDER BY at", [.text(key), Self.seconds(since)],
                 columns: 1).map { Self.date($0[0]) }
    }

    func clearFailures(key: String) throws {
        try run("DELETE FROM login_failures WHERE key = $1", [.text(key)])
    }

    // MARK: Invitations

    func addInvitation(tokenHash: String, now: Date, expires: Date) throws -> Invitation {
        let row = try rows("""
            INSERT INTO invitations (token_hash, created_at, expires_at) VALUES ($1, $2, $3) RETURNING id, created_at, expires_at
            """, [.text(tokenHash), Self.seconds(now), Self.seconds(expires)], columns: 3)
        return Invitation(id: Self.integer(row[0][0]), created: Self.date(row[0][1]), expires: Self.date(row[0][2]))
    }

    /// The invitation if it is unused and not expired at `now`.
    func invitation(tokenHash: String, now: Date) throws -> Invitation? {
        try rows("""
            SELECT id, created_at, expires_at FROM invitations WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
            """, [.text(tokenHash), Self.seconds(now)], columns: 3).first.map {
            Invitation(id: Self.integer($0[0]), created: Self.date($0[1]), expires: Self.date($0[2]))
        }
    }

    /// Marks the invitation used if it is still valid; throws `invitationInvalid` otherwise.
    func useInvitation(tokenHash: String, now: Date) throws {
        let used = try rows("""
            UPDATE invitations SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING id
            """, [.text(tokenHash), Self.seconds(now)], columns: 1)
        if used.isEmpty { throw DomainError.invitationInvalid }
    }
}

extension AccountDirectory {
    public func addAccount(name: String, passwordHash: String, now: Date) throws -> Account {
        try addAccount(name: name, passwordHash: passwordHash, now: now, identity: nil)
    }

    /// Every account that signs in, oldest first.
    public func accounts() throws -> [Account] { try withTables(writing: false) { try $0.accounts().map(\.account) } }

    public func accountsWithReminders() throws -> [Account] { try accounts() }

    public func hasAccounts() throws -> Bool { try withTables(writing: false) { try $0.anyAccount() } }

    public func account(named name: String) throws -> Account? { try withTables(writing: false) { try $0.account(named: name)?.account } }

    public func account(id: Int64) throws -> Account? { try withTables(writing: false) { try $0.account(id: id) } }

    /// The account and its password hash, for signing in.
    public func credentials(named name: String) throws -> (account: Account, hash: String)? {
        try withTables(writing: false) { try $0.account(named: name) }
    }

    public func addSession(account: Account, tokenHash: String, label: String, now: Date, expires: Date) throws -> AccountSession {
        try withTables(writing: true) { try $0.addSession(account: account.id, tokenHash: tokenHash, label: label, now: now, expires: expires) }
    }

    public func touchSession(_ session: AccountSession, now: Date, expires: Date) throws {
        try withTables(writing: true) { try $0.touchSession(session.id, now: now, expires: expires) }
    }

    public func sessions(of account: Account) throws -> [AccountSession] { try withTables(writing: false) { try $0.sessions(of: account.id) } }

    @discardableResult
    public func deleteSession(_ id: Int64, of account: Account) throws -> Bool {
        try withTables(writing: true) { try $0.deleteSession(id, of: account.id) }
    }

    public func deleteExpiredSessions(now: Date) throws { try withTables(writing: true) { try $0.deleteExpiredSessions(now: now) } }

    public func addToken(account: Account, tokenHash: String, label: String, now: Date) throws -> APIToken {
        try withTables(writing: true) { try $0.addToken(account: account.id, tokenHash: tokenHash, label: label, now: now) }
    }

    public func touchToken(_ token: APIToken, now: Date) throws { try withTables(writing: true) { try $0.touchToken(token.id, now: now) } }

    public func tokens(of account: Account?) throws -> [APIToken] { try withTables(writing: false) { try $0.tokens(of: account?.id) } }

    @discardableResult
    public func deleteToken(_ id: Int64, of account: Account?) throws -> Bool {
        try withTables(writing: true) { try $0.deleteToken(id, of: account?.id) }
    }

    public func recordFailure(keys: [String], at now: Date, forgettingBefore horizon: Date) throws {
        try withTables(writing: true) { try $0.recordFailure(keys: keys, at: now, forgettingBefore: horizon) }
    }

    public func failures(key: String, since: Date) throws -> [Date] { try withTables(writing: false) { try $0.failures(key: key, since: since) } }

    public func clearFailures(key: String) throws { try withTables(writing: true) { try $0.clearFailures(key: key) } }

    public func addInvitation(tokenHash: String, now: Date, expires: Date) throws -> Invitation {
        try withTables(writing: true) { try $0.addInvitation(tokenHash: tokenHash, now: now, expires: expires) }
    }

    public func invitation(tokenHash: String, now: Date) throws -> Invitation? {
        try withTables(writing: false) { try $0.invitation(tokenHash: tokenHash, now: now) }
    }
}
