import Foundation
import HabitCore
import HabitStore

/// An identity at an OpenID provider, before it is linked: the provider's issuer and the
/// person's subject there.
public struct ExternalIdentity: Sendable, Hashable {
    public let issuer: String
    public let subject: String

    public init(issuer: String, subject: String) {
        self.issuer = issuer
        self.subject = subject
    }
}

/// Passwords a person manages, and accounts that sign in elsewhere (SPEC §20), as rules over the
/// directory that the web app and the CLI share.
extension Accounts {
    // MARK: Passwords

    /// Shortest new password, in characters, when a person changes theirs or the owner resets one.
    public static let minimumNewPasswordLength = 10

    /// Checks a new password: at least `minimumNewPasswordLength` characters, at most
    /// `Secrets.maximumPasswordBytes` bytes, and not the account's name (ignoring case).
    public static func checkNewPassword(_ password: String, for name: String) throws(DomainError) {
        guard password.count >= minimumNewPasswordLength else { throw .passwordTooShort(minimum: minimumNewPasswordLength) }
        guard password.utf8.count <= Secrets.maximumPasswordBytes else { throw .passwordTooLong }
        guard Names.key(password) != Names.key(name) else { throw .passwordIsName }
    }

    /// Whether the account has a password (one made by a sign-in elsewhere may have none).
    public func hasPassword(_ account: Account) throws -> Bool {
        let hash = try directory.withTables(writing: false) { try $0.passwordHash(of: account.id) }
        return hash != nil && hash != Secrets.noPassword
    }

    public enum Confirmation: Sendable, Equatable {
        case confirmed
        /// Wrong password (a failure counted as a sign-in's is).
        case refused
        /// Too many failures for the name or the address; try again at `until`.
        case throttled(until: Date)
    }

    /// Whether `password` is `account`'s, checked and throttled exactly like a sign-in (the same
    /// failures per name and per address): a stolen session cannot guess its way to a change of
    /// password or a deletion.
    public func confirmPassword(_ password: String, of account: Account, address: String) throws -> Confirmation {
        let now = clock.now()
        let keys = Self.throttleKeys(name: account.name, address: address)
        if let until = try throttledUntil(keys: keys, now: now) { return .throttled(until: until) }
        let hash = try directory.withTables(writing: false) { try $0.passwordHash(of: account.id) }
        let matches = password.utf8.count <= Secrets.maximumPasswordBytes
            && Secrets.verifyPassword(password, hash: hash ?? Secrets.decoyHash)
        guard matches else {
            try directory.recordFailure(keys: [keys.account, keys.address], at: now,
                                        forgettingBefore: now.addingTimeInterval(-Self.throttleWindow))
            return .refused
        }
        try directory.clearFailures(key: keys.account)
        return .confirmed
    }

    /// Sets a new password (checked by `checkNewPassword`) and ends every session of the
    /// account but `kept`, in one transaction; how many sessions ended. `repeated`, when given,
    /// must be the same password.
    @discardableResult
    public func setPassword(of account: Account, to password: String, repeated: String? = nil, keeping kept: Int64?) throws -> Int {
        try Self.checkNewPassword(password, for: account.name)
        if let repeated, repeated != password { throw DomainError.passwordsDiffer }
        let hash = Secrets.hashPassword(password)
        return try directory.withTables(writing: true) { tables in
            try tables.setPasswordHash(hash, of: account.id)
            return try tables.deleteSessions(of: account.id, except: kept)
        }
    }

    // MARK: Accounts that sign in elsewhere

    /// Links an existing account to an identity at an OpenID provider (`habits user link`).
    public func link(_ account: Account, to identity: ExternalIdentity) throws {
        let subject = identity.subject.trimmingCharacters(in: .whitespaces)
        guard !subject.isEmpty, subject.utf8.count <= 255, subject.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f })
        else { throw DomainError.accountNameInvalid }
        try directory.link(issuer: identity.issuer, subject: subject, to: account, now: clock.now())
    }

    /// The account a trusted proxy names (`--trusted-header`): the account of that name, or
    /// with `creating` a new one of that name, without a password; nil when there is none.
    public func accountNamedByProxy(_ name: String, creating: Bool) throws -> Account? {
        if let account = try directory.account(named: name) { return account }
        guard creating else { return nil }
        do {
            return try directory.addAccount(name: Account.validName(name), passwordHash: Secrets.noPassword, now: clock.now())
        } catch DomainError.duplicateAccount {
            // Another request (or process) made it a moment ago.
            return try directory.account(named: name)
        }
    }

    /// A new account for a first sign-in elsewhere, linked to `identity`, without a password.
    /// Its name is the first of `names` that is a valid account name (`preferred_username`,
    /// then `name`, then the e-mail's local part), else "user", made unique with " 2", " 3" …
    public func addAccountSigningInElsewhere(preferring names: [String?], identity: ExternalIdentity) throws -> Account {
        let base = names.lazy.compactMap { $0.flatMap { try? Account.validName(String($0.prefix(Account.nameLimit - 4))) } }.first
            ?? "user"
        for attempt in 1...100 {
            let name = attempt == 1 ? base : "\(base) \(attempt)"
            do {
                return try directory.addAccount(name: name, passwordHash: Secrets.noPassword, now: clock.now(), identity: identity)
            } catch DomainError.duplicateAccount {
                continue
            } catch DomainError.identityTaken {
                // Another callback of the same person linked it a moment ago: that is the account.
                if let account = try directory.account(issuer: identity.issuer, subject: identity.subject) { return account }
                throw DomainError.identityTaken(subject: identity.subject)
            }
        }
        throw DomainError.duplicateAccount(name: base)
    }
}
