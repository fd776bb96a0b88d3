import Foundation
import HabitCore
import HabitStore

/// An account's identity at an OpenID provider (SPEC §20): the provider's `iss` and the
/// account's `sub` there, which together name one person for good (an e-mail address does not).
public struct AccountIdentity: Sendable, Hashable {
    public let issuer: String
    public let subject: String
    public let account: Int64
    public let created: Date
}

/// A sign-in through an OpenID provider that has begun and not yet come back (migration step 10):
/// what the callback must match. Only the hash of its `state` is the key, and it is bound to
/// the browser that began it by the hash of a cookie's token. `account` is set when the sign-in
/// confirms that account's deletion.
public struct SignInState: Sendable, Hashable {
    public let browserHash: String
    public let nonce: String
    public let verifier: String
    public let account: Int64?
    public let created: Date
    public let expires: Date

    public init(browserHash: String, nonce: String, verifier: String, account: Int64?, created: Date, expires: Date) {
        self.browserHash = browserHash
        self.nonce = nonce
        self.verifier = verifier
        self.account = account
        self.created = created
        self.expires = expires
    }
}

/// The statements of migration step 10 (identities, sign-ins under way) and the password's own,
/// written once for both backends like the rest of `DirectoryTables`.
extension DirectoryTables {
    // MARK: Passwords

    func setPasswordHash(_ hash: String, of account: Int64) throws {
        try run("UPDATE accounts SET password_hash = $2 WHERE id = $1", [.integer(account), .text(hash)])
    }

    func passwordHash(of account: Int64) throws -> String? {
        try accounts(where: " AND id = $1", [.integer(account)]).first?.hash
    }

    /// Ends every session of `account` but `kept`; how many ended.
    func deleteSessions(of account: Int64, except kept: Int64?) throws -> Int {
        try rows("DELETE FROM sessions WHERE account_id = $1 AND id <> $2 RETURNING id",
                 [.integer(account), .integer(kept ?? -1)], columns: 1).count
    }

    // MARK: Identities

    private static let identityColumns = "issuer, subject, account_id, created_at"

    private static func identity(_ row: [String?]) -> AccountIdentity {
        AccountIdentity(issuer: row[0] ?? "", subject: row[1] ?? "", account: integer(row[2]), created: date(row[3]))
    }

    /// The account that signs in whose identity at `issuer` is `subject`.
    func account(issuer: String, subject: String) throws -> Account? {
        try accounts(where: " AND id IN (SELECT account_id FROM account_identities WHERE issuer = $1 AND subject = $2)",
                     [.text(issuer), .text(subject)]).first?.account
    }

    func identities(of account: Int64) throws -> [AccountIdentity] {
        try rows("SELECT \(Self.identityColumns) FROM account_identities WHERE account_id = $1 ORDER BY created_at, issuer, subject",
                 [.integer(account)], columns: 4).map(Self.identity)
    }

    /// Links the identity to `account`; throws `identityTaken` when it is another account's
    /// (and changes nothing when it is this one's already).
    func link(issuer: String, subject: String, to account: Int64, now: Date) throws {
        let owner = try rows("SELECT account_id FROM account_identities WHERE issuer = $1 AND subject = $2",
                             [.text(issuer), .text(subject)], columns: 1).first
        if let owner {
            guard Self.integer(owner[0]) == account else { throw DomainError.identityTaken(subject: subject) }
            return
        }
        try run("INSERT INTO account_identities (issuer, subject, account_id, created_at) VALUES ($1, $2, $3, $4)",
                [.text(issuer), .text(subject), .integer(account), Self.seconds(now)])
    }

    // MARK: Sign-ins under way

    func addSignInState(stateHash: String, _ state: SignInState) throws {
        try run("DELETE FROM sign_in_states WHERE expires_at <= $1", [Self.seconds(state.created)])
        try run("""
            INSERT INTO sign_in_states (state_hash, browser_hash, nonce, verifier, account_id, created_at, expires_at)
            VALUES ($1, $2, $3, $4, $5, $6, $7)
            """, [.text(stateHash), .text(state.browserHash), .text(state.nonce), .text(state.verifier),
                  state.account.map { .integer($0) } ?? .null, Self.seconds(state.created), Self.seconds(state.expires)])
    }

    /// Removes the sign-in `stateHash` names and returns it, expired or not: a state is used
    /// once, whatever the outcome.
    func takeSignInState(stateHash: String) throws -> SignInState? {
        try rows("""
            DELETE FROM sign_in_states WHERE state_hash = $1
            RETURNING browser_hash, nonce, verifier, account_id, created_at, expires_at
            """, [.text(stateHash)], columns: 6).first.map { row in
            SignInState(browserHash: row[0] ?? "", nonce: row[1] ?? "", verifier: row[2] ?? "",
                        account: row[3].map { Self.integer($0) }, created: Self.date(row[4]), expires: Self.date(row[5]))
        }
    }
}

extension AccountDirectory {
    public func identities(of account: Account) throws -> [AccountIdentity] {
        try withTables(writing: false) { try $0.identities(of: account.id) }
    }

    public func account(issuer: String, subject: String) throws -> Account? {
        try withTables(writing: false) { try $0.account(issuer: issuer, subject: subject) }
    }

    public func link(issuer: String, subject: String, to account: Account, now: Date) throws {
        try withTables(writing: true) { try $0.link(issuer: issuer, subject: subject, to: account.id, now: now) }
    }

    public func addSignInState(stateHash: String, _ state: SignInState) throws {
        try withTables(writing: true) { try $0.addSignInState(stateHash: stateHash, state) }
    }

    public func takeSignInState(stateHash: String) throws -> SignInState? {
        try withTables(writing: true) { try $0.takeSignInState(stateHash: stateHash) }
    }
}
