import Foundation
import HabitCore
import HabitStore

/// The rules of signing in, over an `AccountDirectory`, for the web app and the CLI alike:
/// passwords checked against Argon2id hashes, sessions that expire after `sessionLifetime` without
/// use, API tokens and one-time invitations, and sign-in attempts throttled per account and per
/// address (failures are rows in the database, so every process counts the same ones). Every
/// token is handed out once; only its hash is stored.
public final class Accounts: Sendable {
    public let directory: any AccountDirectory
    public let clock: Clock

    /// A session ends after this long without a request.
    public static let sessionLifetime: TimeInterval = 30 * 86_400
    /// Last-seen times are written at most this often, so reading pages does not write the database.
    public static let touchInterval: TimeInterval = 300
    /// Failures are counted over this window.
    public static let throttleWindow: TimeInterval = 15 * 60
    /// Failures allowed in the window, for one account name and for one address.
    public static let failuresPerAccount = 5
    public static let failuresPerAddress = 20

    public init(directory: any AccountDirectory, clock: Clock) {
        self.directory = directory
        self.clock = clock
    }

    // MARK: Signing in

    public enum SignIn: Sendable {
        case signedIn(Account, token: String)
        /// Unknown name or wrong password (which one is not said).
        case refused
        /// Too many failures; try again at `until`.
        case throttled(until: Date)
    }

    /// Checks `password` for `name` unless the name or the address is throttled; on success a new
    /// session labelled `label` (the device) whose token goes in the cookie.
    public func signIn(name: String, password: String, address: String, label: String) throws -> SignIn {
        let now = clock.now()
        let keys = Self.throttleKeys(name: name, address: address)
        if let until = try throttledUntil(keys: keys, now: now) { return .throttled(until: until) }
        let credentials = try directory.credentials(named: name)
        // A decoy verification for an unknown name costs the same time as a wrong password.
        let matches = password.utf8.count <= Secrets.maximumPasswordBytes
            && Secrets.verifyPassword(password, hash: credentials?.hash ?? Secrets.decoyHash)
        guard let account = credentials?.account, matches else {
            try directory.recordFailure(keys: [keys.account, keys.address], at: now,
                                        forgettingBefore: now.addingTimeInterval(-Self.throttleWindow))
            return .refused
        }
        try directory.clearFailures(key: keys.account)
        return .signedIn(account, token: try startSession(for: account, label: label))
    }

    /// A new session for `account` (after signing in or signing up); its token goes in the cookie.
    public func startSession(for account: Account, label: String) throws -> String {
        let now = clock.now()
        let token = Secrets.newToken()
        _ = try directory.addSession(account: account, tokenHash: Secrets.tokenHash(token), label: label, now: now,
                                     expires: now.addingTimeInterval(Self.sessionLifetime))
        return token
    }

    static func throttleKeys(name: String, address: String) -> (account: String, address: String) {
        ("account:" + Names.key(name), "address:" + address)
    }

    /// When the later of the two throttles ends, if either applies now.
    func throttledUntil(keys: (account: String, address: String), now: Date) throws -> Date? {
        let since = now.addingTimeInterval(-Self.throttleWindow)
        var until: Date?
        for (key, limit) in [(keys.account, Self.failuresPerAccount), (keys.address, Self.failuresPerAddress)] {
            let failures = try directory.failures(key: key, since: since)
            guard failures.count >= limit else { continue }
            // Free again once enough failures have left the window.
            let free = failures[failures.count - limit].addingTimeInterval(Self.throttleWindow)
            if free > now { until = max(until ?? free, free) }
        }
        return until
    }

    /// The account and session a session cookie's token names, if it is current; its last-seen
    /// time (and so its expiry) moves on at most every `touchInterval`.
    public func authenticate(sessionToken token: String) throws -> (signingIn: SigningIn, session: AccountSession)? {
        let now = clock.now()
        let found = try directory.withTables(writing: false) { try $0.sessionWithAccount(tokenHash: Secrets.tokenHash(token)) }
        guard let (session, signingIn) = found, session.expires > now else { return nil }
        if now.timeIntervalSince(session.lastSeen) >= Self.touchInterval {
            try directory.touchSession(session, now: now, expires: now.addingTimeInterval(Self.sessionLifetime))
        }
        return (signingIn, session)
    }

    /// The account an API token names, if it has not been revoked.
    public func authenticate(bearer token: String) throws -> (signingIn: SigningIn, token: APIToken)? {
        let now = clock.now()
        guard let (record, signingIn) = try directory.withTables(writing: false, { try $0.tokenWithAccount(hash: Secrets.tokenHash(token)) })
        else { return nil }
        if record.lastUsed.map({ now.timeIntervalSince($0) >= Self.touchInterval }) ?? true {
            try directory.touchToken(record, now: now)
        }
        return (signingIn, record)
    }

    /// Ends the session the token names (signing out); nothing happens for an unknown token.
    public func signOut(sessionToken token: String) throws {
        guard let (session, signingIn) = try directory.withTables(writing: false, { try $0.sessionWithAccount(tokenHash: Secrets.tokenHash(token)) })
        else { return }
        try directory.deleteSession(session.id, of: signingIn.account)
    }

    // MARK: Accounts, tokens, invitations

    /// Creates an account (the first adopts the personal data) after checking name and password.
    public func addAccount(name: String, password: String) throws -> Account {
        let name = try Account.validName(name)
        try Account.checkPassword(password)
        return try directory.addAccount(name: name, passwordHash: Secrets.hashPassword(password), now: clock.now())
    }

    public func account(named name: String) throws -> Account {
        guard let account = try directory.account(named: name) else { throw DomainError.unknownAccount(Names.trimmed(name)) }
        return account
    }

    /// A new API token for `account`: the record, and the token itself (shown once, never stored).
    public func addToken(for account: Account, label: String) throws -> (record: APIToken, token: String) {
        let label = try APIToken.validLabel(label)
        let token = Secrets.newToken()
        let record = try directory.addToken(account: account, tokenHash: Secrets.tokenHash(token), label: label, now: clock.now())
        return (record, token)
    }

    /// A new invitation valid for `Invitation.lifetime`, and its token (for the sign-up link).
    public func invite() throws -> (invitation: Invitation, token: String) {
        let now = clock.now()
        let token = Secrets.newToken()
        let invitation = try directory.addInvitation(tokenHash: Secrets.tokenHash(token), now: now,
                                                     expires: now.addingTimeInterval(Invitation.lifetime))
        return (invitation, token)
    }

    /// The invitation a sign-up link's token names, while it is unused and unexpired.
    public func invitation(token: String) throws -> Invitation? {
        try directory.invitation(tokenHash: Secrets.tokenHash(token), now: clock.now())
    }

    /// Creates the account an invitation allows, using the invitation up.
    public func signUp(invitation token: String, name: String, password: String) throws -> Account {
        let name = try Account.validName(name)
        try Account.checkPassword(password)
        return try directory.redeemInvitation(tokenHash: Secrets.tokenHash(token), name: name,
                                              passwordHash: Secrets.hashPassword(password), now: clock.now())
    }
}
