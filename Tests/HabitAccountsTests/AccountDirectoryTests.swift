import Foundation
@testable import HabitAccounts
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Synchronization
import Testing

/// A clock the test moves by hand.
final class ManualClock: Sendable {
    private let instant: Mutex<Date>
    init(_ start: Date = Date(timeIntervalSince1970: 1_741_305_600)) { instant = Mutex(start) }  // 2025-03-07T00:00Z
    var clock: Clock { Clock { [self] in instant.withLock { $0 } } }
    func advance(_ seconds: TimeInterval) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

/// What every account directory must do, whatever its backend: each scenario takes a way to
/// open the directory (again, to prove what survives a restart).
enum AccountDirectoryScenarios {
    static let injection = "x'); DROP TABLE accounts; --"

    static func firstAccountAdoptsThePersonalDataAndEachSeesOnlyItsOwn(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        let personal = try sampleLibrary()
        try directory.personalStore.importLibrary(personal)
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        #expect(try !directory.hasAccounts())
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        #expect(try directory.hasAccounts())
        #expect(try directory.store(for: anna).library == personal)
        let boris = try accounts.addAccount(name: injection, password: "battery staple")
        #expect(boris.name == injection)
        #expect(try directory.store(for: boris).library.isEmpty)
        try directory.store(for: boris).update { (library: inout Library) throws(DomainError) in
            try library.addCategory(named: "Boris's")
        }
        #expect(try directory.store(for: anna).library == personal)
        #expect(try directory.store(for: boris).library.categories.map(\.name) == ["Boris's"])
        // Names are unique ignoring case in every script, and stored as given.
        _ = try accounts.addAccount(name: "Ёжик", password: "12345678")
        #expect(throws: DomainError.duplicateAccount(name: "ёЖИК")) { try accounts.addAccount(name: "ёЖИК", password: "12345678") }
        #expect(try directory.accounts().map(\.name) == ["Anna", injection, "Ёжик"])
        #expect(throws: DomainError.passwordTooShort(minimum: 8)) { try accounts.addAccount(name: "Short", password: "1234567") }
        #expect(throws: DomainError.accountNameInvalid) { try accounts.addAccount(name: "  ", password: "12345678") }
        #expect(throws: DomainError.accountNameInvalid) { try accounts.addAccount(name: "a\u{0}b", password: "12345678") }
        // A reopened directory finds the same accounts and libraries.
        let reopened = try open()
        #expect(try reopened.accounts().map(\.name) == ["Anna", injection, "Ёжик"])
        #expect(try reopened.store(for: anna).library == personal)
        #expect(try reopened.store(for: boris).library.categories.map(\.name) == ["Boris's"])
    }

    static func passwordsAreArgon2idAndOnlyTheRightOneSignsIn(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        _ = try accounts.addAccount(name: "Anna", password: injection)
        let hash = try #require(try directory.credentials(named: "anna")?.hash)
        #expect(hash.hasPrefix("$argon2id$v=19$m=65536,t=2,p=1$"))
        guard case .signedIn(let account, let token) = try accounts.signIn(name: "ANNA", password: injection, address: "a", label: "l") else {
            Issue.record("the right password did not sign in")
            return
        }
        #expect(account.name == "Anna")
        #expect(token.count == 43)
        guard case .refused = try accounts.signIn(name: "Anna", password: injection + " ", address: "a", label: "l") else {
            Issue.record("a wrong password signed in")
            return
        }
        guard case .refused = try accounts.signIn(name: "Nobody", password: injection, address: "a", label: "l") else {
            Issue.record("an unknown name signed in")
            return
        }
    }

    static func sessionsSurviveARestartAndEndWhenExpiredRevokedOrForged(_ open: () throws -> any AccountDirectory) throws {
        let time = ManualClock()
        let accounts = Accounts(directory: try open(), clock: time.clock)
        _ = try accounts.addAccount(name: "Anna", password: "correct horse")
        guard case .signedIn(_, let token) = try accounts.signIn(name: "Anna", password: "correct horse", address: "a",
                                                                 label: "Firefox on 10.0.0.2") else {
            Issue.record("no session")
            return
        }
        guard case .signedIn(_, let other) = try accounts.signIn(name: "Anna", password: "correct horse", address: "a", label: "curl") else {
            Issue.record("no second session")
            return
        }
        // Only the token's hash is stored.
        let stored = try accounts.directory.withTables(writing: false) { try $0.rows("SELECT token_hash FROM sessions", columns: 1) }
        #expect(stored.map { $0[0] } .allSatisfy { $0?.count == 64 && $0 != token })
        // A new process on the same database knows the session.
        let restarted = Accounts(directory: try open(), clock: time.clock)
        let found = try #require(try restarted.authenticate(sessionToken: token))
        #expect(found.signingIn.account.name == "Anna")
        #expect(found.session.label == "Firefox on 10.0.0.2")
        #expect(try restarted.authenticate(sessionToken: Secrets.newToken()) == nil)
        #expect(try restarted.authenticate(sessionToken: String(token.dropLast()) + (token.last == "A" ? "B" : "A")) == nil)
        // Revoked: the other session ends, this one goes on.
        let list = try restarted.directory.sessions(of: found.signingIn.account)
        #expect(list.count == 2)
        let otherSession = try #require(list.first { $0.label == "curl" })
        #expect(try restarted.directory.deleteSession(otherSession.id, of: found.signingIn.account))
        #expect(try restarted.authenticate(sessionToken: other) == nil)
        #expect(try restarted.authenticate(sessionToken: token) != nil)
        // Used within 30 days it lives on; 30 days without use, it ends.
        time.advance(29 * 86_400)
        #expect(try restarted.authenticate(sessionToken: token) != nil)
        time.advance(30 * 86_400 + 1)
        #expect(try restarted.authenticate(sessionToken: token) == nil)
        try restarted.signOut(sessionToken: token)
        #expect(try restarted.directory.sessions(of: found.signingIn.account).isEmpty)
    }

    static func apiTokensWorkUntilRevoked(_ open: () throws -> any AccountDirectory) throws {
        let accounts = Accounts(directory: try open(), clock: ManualClock().clock)
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        let (record, token) = try accounts.addToken(for: anna, label: injection)
        #expect(record.label == injection)
        #expect(try accounts.authenticate(bearer: token)?.signingIn.account == anna)
        #expect(try accounts.authenticate(bearer: token + "x") == nil)
        #expect(try accounts.directory.tokens(of: anna).map(\.label) == [injection])
        #expect(try accounts.directory.tokens(of: anna).first?.lastUsed != nil)
        #expect(try accounts.directory.deleteToken(record.id, of: anna))
        #expect(try accounts.authenticate(bearer: token) == nil)
        #expect(throws: DomainError.tokenLabelInvalid) { try accounts.addToken(for: anna, label: " ") }
    }

    static func signInIsThrottledPerAccountAndPerAddress(_ open: () throws -> any AccountDirectory) throws {
        let time = ManualClock()
        let accounts = Accounts(directory: try open(), clock: time.clock)
        _ = try accounts.addAccount(name: "Anna", password: "correct horse")
        _ = try accounts.addAccount(name: "Boris", password: "battery staple")
        for attempt in 1...Accounts.failuresPerAccount {
            guard case .refused = try accounts.signIn(name: "anna", password: "guess \(attempt)", address: "10.0.0.\(attempt)", label: "") else {
                Issue.record("attempt \(attempt) was not simply refused")
                return
            }
        }
        // Anna's name is throttled from every address, even with the right password, for 15 minutes.
        guard case .throttled(let until) = try accounts.signIn(name: "Anna", password: "correct horse", address: "10.9.9.9", label: "") else {
            Issue.record("the account was not throttled")
            return
        }
        #expect(until == time.clock.now().addingTimeInterval(Accounts.throttleWindow))
        // Boris, from the same addresses, is not.
        guard case .signedIn = try accounts.signIn(name: "Boris", password: "battery staple", address: "10.0.0.1", label: "") else {
            Issue.record("another account was throttled")
            return
        }
        time.advance(Accounts.throttleWindow)
        guard case .signedIn = try accounts.signIn(name: "Anna", password: "correct horse", address: "10.9.9.9", label: "") else {
            Issue.record("the throttle did not end")
            return
        }
        // One address trying many names is throttled for every name, and other addresses are not.
        for attempt in 1...Accounts.failuresPerAddress {
            _ = try accounts.signIn(name: "name \(attempt)", password: "x", address: "192.0.2.7", label: "")
        }
        guard case .throttled = try accounts.signIn(name: "Boris", password: "battery staple", address: "192.0.2.7", label: "") else {
            Issue.record("the address was not throttled")
            return
        }
        guard case .signedIn = try accounts.signIn(name: "Boris", password: "battery staple", address: "192.0.2.8", label: "") else {
            Issue.record("another address was throttled")
            return
        }
        // The counts are in the database: another process sees the same throttle.
        guard case .throttled = try Accounts(directory: try open(), clock: time.clock)
            .signIn(name: "Boris", password: "battery staple", address: "192.0.2.7", label: "") else {
            Issue.record("the throttle lived in one process only")
            return
        }
    }

    static func invitationsWorkOnceForSevenDays(_ open: () throws -> any AccountDirectory) throws {
        let time = ManualClock()
        let accounts = Accounts(directory: try open(), clock: time.clock)
        _ = try accounts.addAccount(name: "Anna", password: "correct horse")
        let (invitation, token) = try accounts.invite()
        #expect(invitation.expires == invitation.created.addingTimeInterval(7 * 86_400))
        #expect(try accounts.invitation(token: token) != nil)
        #expect(throws: DomainError.duplicateAccount(name: "anna")) {
            try accounts.signUp(invitation: token, name: "anna", password: "12345678")
        }
        let boris = try accounts.signUp(invitation: token, name: "Boris", password: "battery staple")
        #expect(try accounts.directory.store(for: boris).library.isEmpty)
        #expect(throws: DomainError.invitationInvalid) { try accounts.signUp(invitation: token, name: "Vera", password: "12345678") }
        #expect(try accounts.invitation(token: token) == nil)
        let (_, late) = try accounts.invite()
        time.advance(7 * 86_400)
        #expect(try accounts.invitation(token: late) == nil)
        #expect(throws: DomainError.invitationInvalid) { try accounts.signUp(invitation: late, name: "Vera", password: "12345678") }
        #expect(throws: DomainError.invitationInvalid) {
            try accounts.signUp(invitation: Secrets.newToken(), name: "Vera", password: "12345678")
        }
    }

    static func deletingAnAccountRemovesItsDataSessionsAndTokens(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        try directory.personalStore.importLibrary(try sampleLibrary())
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        let boris = try accounts.addAccount(name: "Boris", password: "battery staple")
        try directory.store(for: boris).importLibrary(try sampleLibrary())
        let (_, token) = try accounts.addToken(for: boris, label: "phone")
        guard case .signedIn(_, let session) = try accounts.signIn(name: "Boris", password: "battery staple", address: "a", label: "") else {
            Issue.record("no session")
            return
        }
        try directory.deleteAccount(boris)
        #expect(try accounts.authenticate(bearer: token) == nil)
        #expect(try accounts.authenticate(sessionToken: session) == nil)
        #expect(try directory.accounts() == [anna])
        #expect(try !directory.store(for: anna).library.isEmpty)
        // Boris again is a new, empty account.
        let again = try accounts.addAccount(name: "Boris", password: "battery staple")
        #expect(again.id != boris.id)
        #expect(try directory.store(for: again).library.isEmpty)
        // The adopting account's data goes with it; the next first account finds it empty.
        try directory.deleteAccount(anna)
        try directory.deleteAccount(again)
        #expect(try !directory.hasAccounts())
        #expect(directory.personalStore.library.isEmpty)
    }
}

@Suite struct SQLiteAccountDirectoryTests {
    let db = TemporaryDatabase()
    func open() throws -> any AccountDirectory { try SQLiteAccountDirectory(path: db.path) }

    @Test func the_first_account_adopts_the_personal_data_and_each_sees_only_its_own() throws {
        try AccountDirectoryScenarios.firstAccountAdoptsThePersonalDataAndEachSeesOnlyItsOwn(open)
        // Each further account's library is a file of its own beside the main one.
        let files = try FileManager.default.contentsOfDirectory(atPath: db.path + ".accounts").filter { $0.hasSuffix(".sqlite") }
        #expect(files.sorted() == ["2.sqlite", "3.sqlite"])
        #expect(db.scalar("SELECT count(*) FROM categories") == "2")
    }

    @Test func passwords_are_argon2id_and_only_the_right_one_signs_in() throws {
        try AccountDirectoryScenarios.passwordsAreArgon2idAndOnlyTheRightOneSignsIn(open)
    }

    @Test func sessions_survive_a_restart_and_end_when_expired_revoked_or_forged() throws {
        try AccountDirectoryScenarios.sessionsSurviveARestartAndEndWhenExpiredRevokedOrForged(open)
    }

    @Test func api_tokens_work_until_revoked() throws { try AccountDirectoryScenarios.apiTokensWorkUntilRevoked(open) }

    @Test func sign_in_is_throttled_per_account_and_per_address() throws {
        try AccountDirectoryScenarios.signInIsThrottledPerAccountAndPerAddress(open)
    }

    @Test func invitations_work_once_for_seven_days() throws { try AccountDirectoryScenarios.invitationsWorkOnceForSevenDays(open) }

    @Test func deleting_an_account_removes_its_data_sessions_and_tokens() throws {
        try AccountDirectoryScenarios.deletingAnAccountRemovesItsDataSessionsAndTokens(open)
        #expect(try FileManager.default.contentsOfDirectory(atPath: db.path + ".accounts") == [])
    }
}

@Suite(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
struct PostgresAccountDirectoryTests {
    let cluster: TemporaryPostgres

    init() throws { cluster = try TemporaryPostgres() }

    func open() throws -> any AccountDirectory {
        try PostgresAccountDirectory(database: PostgresDatabase(url: cluster.url, listen: false))
    }

    /// The first column of every row, as the app's role on a raw connection, with `habits.account`
    /// set to `account` first unless it is nil.
    func rows(_ sql: String, account: Int64? = nil) throws -> [String?] {
        let connection = try cluster.connection()
        var values: [String?] = []
        try connection.transaction {
            if let account { try connection.run("SELECT set_config('habits.account', $1, true)", [.text(String(account))]) }
            try connection.query(sql) { row in values.append(row.optionalText(0)) }
        }
        return values
    }

    @Test func the_first_account_adopts_the_personal_data_and_each_sees_only_its_own() throws {
        try AccountDirectoryScenarios.firstAccountAdoptsThePersonalDataAndEachSeesOnlyItsOwn(open)
        #expect(try rows("SELECT id || ' ' || name FROM accounts WHERE name IS NOT NULL ORDER BY id")
                == ["1 Anna", "2 \(AccountDirectoryScenarios.injection)", "3 Ёжик"])
    }

    @Test func a_raw_query_as_the_app_role_without_an_account_reads_no_rows_of_any_data_table() throws {
        let directory = try open()
        try directory.personalStore.importLibrary(try partTwoLibrary())
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        _ = try accounts.addAccount(name: "Anna", password: "correct horse")
        let boris = try accounts.addAccount(name: "Boris", password: "battery staple")
        try directory.store(for: boris).importLibrary(try sampleLibrary())
        let tables = try rows("""
            SELECT relname FROM pg_class WHERE relrowsecurity AND relforcerowsecurity AND relkind = 'r'
            AND relnamespace = 'public'::regnamespace ORDER BY relname
            """)
        let dataTables = ["categories", "entries", "entry_note_write_times", "entry_write_times", "notification_channels", "pauses", "reminders_sent",
                          "settings", "tracker_write_times", "trackers"]
        #expect(tables == (dataTables + ["account_identities", "api_tokens", "sessions", "sign_in_states"]).sorted())
        for table in dataTables {
            #expect(try rows("SELECT count(*) FROM \(table)") == ["0"], "\(table) without an account")
            #expect(try rows("SELECT count(*) FROM \(table) WHERE account_id <> 1", account: 1) == ["0"], "\(table) as account 1")
            #expect(try rows("SELECT count(*) FROM \(table) WHERE account_id <> \(boris.id)", account: boris.id) == ["0"])
        }
        #expect(try rows("SELECT count(*) FROM trackers", account: 1) != ["0"])
        #expect(try rows("SELECT count(*) FROM trackers", account: boris.id) != ["0"])
        // Sessions and tokens: an account's transaction sees only its own.
        _ = try accounts.addToken(for: boris, label: "phone")
        #expect(try rows("SELECT count(*) FROM api_tokens", account: 1) == ["0"])
        #expect(try rows("SELECT count(*) FROM api_tokens", account: boris.id) == ["1"])
    }

    @Test func passwords_are_argon2id_and_only_the_right_one_signs_in() throws {
        try AccountDirectoryScenarios.passwordsAreArgon2idAndOnlyTheRightOneSignsIn(open)
    }

    @Test func sessions_survive_a_restart_and_end_when_expired_revoked_or_forged() throws {
        try AccountDirectoryScenarios.sessionsSurviveARestartAndEndWhenExpiredRevokedOrForged(open)
    }

    @Test func api_tokens_work_until_revoked() throws { try AccountDirectoryScenarios.apiTokensWorkUntilRevoked(open) }

    @Test func sign_in_is_throttled_per_account_and_per_address() throws {
        try AccountDirectoryScenarios.signInIsThrottledPerAccountAndPerAddress(open)
    }

    @Test func invitations_work_once_for_seven_days() throws { try AccountDirectoryScenarios.invitationsWorkOnceForSevenDays(open) }

    @Test func the_scheduler_looks_only_at_accounts_whose_library_has_a_reminder() throws {
        let directory = try open()
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        // Account 1 existed when step 8 ran, so it counts as having one until its next write.
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        let boris = try accounts.addAccount(name: "Boris", password: "battery staple")
        _ = try accounts.addAccount(name: "Clara", password: "battery staple")
        #expect(try directory.accountsWithReminders().map(\.name) == ["Anna"])
        try directory.store(for: anna).importLibrary(try sampleLibrary())
        #expect(try directory.accountsWithReminders().isEmpty)
        let store = try directory.store(for: boris)
        try store.importLibrary(try sampleLibrary())
        let tracker = try #require(store.library.trackers.first)
        try store.update { (library: inout Library) throws(DomainError) in
            _ = try library.addReminder(Reminder(time: TimeOfDay(hour: 21, minute: 0)!), tracker: tracker.id)
        }
        #expect(try directory.accountsWithReminders().map(\.name) == ["Boris"])
        try store.update { (library: inout Library) throws(DomainError) in
            _ = try library.setReminders([], tracker: tracker.id)
        }
        #expect(try directory.accountsWithReminders().isEmpty)
        #expect(try directory.accounts().count == 3)
    }

    @Test func a_credentials_lookup_brings_its_librarys_revision_along() throws {
        let directory = try open()
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        let (_, token) = try accounts.addToken(for: anna, label: "script")
        let session = try accounts.startSession(for: anna, label: "Firefox")
        let store = try directory.store(for: anna)
        try store.importLibrary(try sampleLibrary())
        // Another process's write: this directory's copy of the library does not know it.
        let other = try PostgresAccountDirectory(database: PostgresDatabase(url: cluster.url, listen: false))
        try other.store(for: anna).update { (library: inout Library) throws(DomainError) in _ = try library.addCategory(named: "Later") }
        let stored = try rows("SELECT revision FROM accounts WHERE id = \(anna.id)").first ?? nil
        let revision = try #require(stored.flatMap { Int($0) })
        #expect(try accounts.authenticate(bearer: token)?.signingIn.libraryRevision == revision)
        #expect(try accounts.authenticate(sessionToken: session)?.signingIn.libraryRevision == revision)
        #expect(store.lastKnown.revision == revision - 1, "the copy is behind, so a request must ask")
    }

    @Test func deleting_an_account_removes_its_data_sessions_and_tokens() throws {
        try AccountDirectoryScenarios.deletingAnAccountRemovesItsDataSessionsAndTokens(open)
        #expect(try rows("SELECT count(*) FROM trackers", account: 1) == ["0"])
        #expect(try rows("SELECT id::text FROM accounts ORDER BY id") == ["1"])
    }
}
