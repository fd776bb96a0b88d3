import Foundation
@testable import HabitAccounts
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Testing

/// Passwords a person manages and accounts that sign in elsewhere (SPEC §20), on both backends.
enum SignInScenarios {
    static func aChangeEndsTheOtherSessionsAndTheOldPasswordStopsWorking(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        let boris = try accounts.addAccount(name: "Boris", password: "battery staple")
        let tokens = try (1...3).map { _ in try accounts.startSession(for: anna, label: "device") }
        let borisToken = try accounts.startSession(for: boris, label: "phone")
        let kept = try #require(try accounts.authenticate(sessionToken: tokens[0])?.session.id)
        #expect(try accounts.confirmPassword("correct horse", of: anna, address: "10.0.0.1") == .confirmed)
        #expect(try accounts.setPassword(of: anna, to: "a much longer one", repeated: "a much longer one", keeping: kept) == 2)
        #expect(try accounts.authenticate(sessionToken: tokens[0]) != nil)
        #expect(try accounts.authenticate(sessionToken: tokens[1]) == nil)
        #expect(try accounts.authenticate(sessionToken: tokens[2]) == nil)
        #expect(try accounts.authenticate(sessionToken: borisToken) != nil, "another account's sessions stay")
        guard case .refused = try accounts.signIn(name: "Anna", password: "correct horse", address: "10.0.0.2", label: "x") else {
            Issue.record("the old password still signs in"); return
        }
        guard case .signedIn = try accounts.signIn(name: "Anna", password: "a much longer one", address: "10.0.0.2", label: "x") else {
            Issue.record("the new password does not sign in"); return
        }
        // Reopened (a restart, or another process): the same.
        let again = Accounts(directory: try open(), clock: ManualClock().clock)
        guard case .signedIn = try again.signIn(name: "Anna", password: "a much longer one", address: "10.0.0.3", label: "x") else {
            Issue.record("the new password did not last"); return
        }
        // The owner's reset ends every session, this one too.
        #expect(try again.setPassword(of: anna, to: "reset by the owner", keeping: nil) == 3)
        #expect(try again.authenticate(sessionToken: tokens[0]) == nil)
    }

    static func aWrongCurrentPasswordChangesNothingAndIsThrottledLikeASignIn(_ open: () throws -> any AccountDirectory) throws {
        let time = ManualClock()
        let accounts = Accounts(directory: try open(), clock: time.clock)
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        let session = try accounts.startSession(for: anna, label: "device")
        for attempt in 1...Accounts.failuresPerAccount {
            #expect(try accounts.confirmPassword("guess \(attempt)", of: anna, address: "10.0.0.\(attempt)") == .refused)
        }
        // Five wrong guesses from five addresses lock the name, for sign-ins too.
        #expect(try accounts.confirmPassword("correct horse", of: anna, address: "10.0.0.9")
                == .throttled(until: time.clock.now().addingTimeInterval(Accounts.throttleWindow)))
        guard case .throttled = try accounts.signIn(name: "anna", password: "correct horse", address: "10.0.0.9", label: "x") else {
            Issue.record("sign-in is not throttled by failed confirmations"); return
        }
        #expect(try accounts.authenticate(sessionToken: session) != nil, "nothing changed")
        time.advance(Accounts.throttleWindow + 1)
        guard case .signedIn = try accounts.signIn(name: "Anna", password: "correct horse", address: "10.0.0.9", label: "x") else {
            Issue.record("the old password no longer works"); return
        }
    }

    static func newPasswordsFollowTheRules() throws {
        #expect(throws: DomainError.passwordTooShort(minimum: 10)) { try Accounts.checkNewPassword("123456789", for: "Anna") }
        #expect(throws: DomainError.passwordIsName) { try Accounts.checkNewPassword("Anna Karenina", for: "anna karenina") }
        #expect(throws: DomainError.passwordTooLong) { try Accounts.checkNewPassword(String(repeating: "ж", count: 600), for: "Anna") }
        try Accounts.checkNewPassword("1234567890", for: "Anna")
    }

    static func aRefusedNewPasswordChangesNothing(_ open: () throws -> any AccountDirectory) throws {
        let accounts = Accounts(directory: try open(), clock: ManualClock().clock)
        let anna = try accounts.addAccount(name: "Anna Karenina", password: "correct horse")
        let session = try accounts.startSession(for: anna, label: "device")
        #expect(throws: DomainError.passwordsDiffer) {
            try accounts.setPassword(of: anna, to: "a much longer one", repeated: "a much longer two", keeping: nil)
        }
        #expect(throws: DomainError.passwordIsName) { try accounts.setPassword(of: anna, to: "ANNA KARENINA", keeping: nil) }
        #expect(try accounts.authenticate(sessionToken: session) != nil)
        #expect(try accounts.confirmPassword("correct horse", of: anna, address: "10.0.0.1") == .confirmed)
    }

    static func accountsMadeElsewhereHaveNoPasswordAndUniqueNames(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        _ = try accounts.addAccount(name: "anna", password: "correct horse")
        let issuer = "https://id.example"
        let second = try accounts.addAccountSigningInElsewhere(preferring: ["Anna", "Anna K."],
                                                               identity: ExternalIdentity(issuer: issuer, subject: "sub-1"))
        #expect(second.name == "Anna 2")
        let third = try accounts.addAccountSigningInElsewhere(preferring: [nil, "\u{7}", "Vera"],
                                                              identity: ExternalIdentity(issuer: issuer, subject: "sub-2"))
        #expect(third.name == "Vera")
        let fourth = try accounts.addAccountSigningInElsewhere(preferring: [nil], identity: ExternalIdentity(issuer: issuer, subject: "sub-3"))
        #expect(fourth.name == "user")
        // The same identity again is the account it already has, not a new one.
        #expect(try accounts.addAccountSigningInElsewhere(preferring: ["Someone"],
                                                          identity: ExternalIdentity(issuer: issuer, subject: "sub-1")) == second)
        #expect(try directory.accounts().count == 4)
        #expect(try directory.account(issuer: issuer, subject: "sub-1") == second)
        #expect(try directory.account(issuer: "https://other.example", subject: "sub-1") == nil)
        #expect(try !accounts.hasPassword(second))
        #expect(try accounts.hasPassword(try accounts.account(named: "anna")))
        for password in ["", "$argon2id$none", "none"] {
            guard case .refused = try accounts.signIn(name: "Anna 2", password: password, address: "10.0.0.1", label: "x") else {
                Issue.record("an account without a password signed in with \"\(password)\""); return
            }
        }
        // The owner links an existing account; an identity is one account's only.
        let anna = try accounts.account(named: "anna")
        try accounts.link(anna, to: ExternalIdentity(issuer: issuer, subject: "anna-sub"))
        try accounts.link(anna, to: ExternalIdentity(issuer: issuer, subject: "anna-sub"))
        #expect(throws: DomainError.identityTaken(subject: "sub-1")) { try accounts.link(anna, to: ExternalIdentity(issuer: issuer, subject: "sub-1")) }
        #expect(try directory.identities(of: anna).map(\.subject) == ["anna-sub"])
        // A deleted account's identities go with it.
        try directory.deleteAccount(second)
        #expect(try directory.account(issuer: issuer, subject: "sub-1") == nil)
    }

    static func aProxyNamesAnAccountOrMakesOneOnlyWhenAllowed(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        let accounts = Accounts(directory: directory, clock: ManualClock().clock)
        let anna = try accounts.addAccount(name: "Anna", password: "correct horse")
        #expect(try accounts.accountNamedByProxy("ANNA", creating: false) == anna)
        #expect(try accounts.accountNamedByProxy("boris", creating: false) == nil)
        #expect(try directory.accounts().count == 1)
        let boris = try #require(try accounts.accountNamedByProxy("boris", creating: true))
        #expect(boris.name == "boris")
        #expect(try !accounts.hasPassword(boris))
        #expect(try accounts.accountNamedByProxy("Boris", creating: true) == boris)
        #expect(try directory.accounts().count == 2)
    }

    static func aSignInUnderWayIsTakenOnce(_ open: () throws -> any AccountDirectory) throws {
        let directory = try open()
        let now = Date(timeIntervalSince1970: 1_741_348_800)
        let state = SignInState(browserHash: "b", nonce: "n", verifier: "v", account: nil, created: now, expires: now.addingTimeInterval(600))
        try directory.addSignInState(stateHash: "s1", state)
        #expect(try directory.takeSignInState(stateHash: "s2") == nil)
        #expect(try directory.takeSignInState(stateHash: "s1") == state)
        #expect(try directory.takeSignInState(stateHash: "s1") == nil)
        // Expired ones are cleared when the next one begins.
        try directory.addSignInState(stateHash: "old", state)
        let later = SignInState(browserHash: "b", nonce: "n", verifier: "v", account: nil, created: now.addingTimeInterval(601),
                                expires: now.addingTimeInterval(1201))
        try directory.addSignInState(stateHash: "new", later)
        #expect(try directory.takeSignInState(stateHash: "old") == nil)
        #expect(try directory.takeSignInState(stateHash: "new") == later)
    }
}

@Suite struct SQLiteSignInAccountsTests {
    let db = TemporaryDatabase()
    func open() throws -> any AccountDirectory { try SQLiteAccountDirectory(path: db.path) }

    @Test func a_change_ends_the_other_sessions_and_the_old_password_stops_working() throws {
        try SignInScenarios.aChangeEndsTheOtherSessionsAndTheOldPasswordStopsWorking(open)
    }
    @Test func a_wrong_current_password_changes_nothing_and_is_throttled_like_a_sign_in() throws {
        try SignInScenarios.aWrongCurrentPasswordChangesNothingAndIsThrottledLikeASignIn(open)
    }
    @Test func new_passwords_follow_the_rules() throws { try SignInScenarios.newPasswordsFollowTheRules() }
    @Test func a_refused_new_password_changes_nothing() throws { try SignInScenarios.aRefusedNewPasswordChangesNothing(open) }
    @Test func accounts_made_elsewhere_have_no_password_and_unique_names() throws {
        try SignInScenarios.accountsMadeElsewhereHaveNoPasswordAndUniqueNames(open)
    }
    @Test func a_proxy_names_an_account_or_makes_one_only_when_allowed() throws {
        try SignInScenarios.aProxyNamesAnAccountOrMakesOneOnlyWhenAllowed(open)
    }
    @Test func a_sign_in_under_way_is_taken_once() throws { try SignInScenarios.aSignInUnderWayIsTakenOnce(open) }
}

@Suite(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
struct PostgresSignInAccountsTests {
    let cluster: TemporaryPostgres
    init() throws { cluster = try TemporaryPostgres() }
    func open() throws -> any AccountDirectory { try PostgresAccountDirectory(database: PostgresDatabase(url: cluster.url, listen: false)) }

    @Test func a_change_ends_the_other_sessions_and_the_old_password_stops_working() throws {
        try SignInScenarios.aChangeEndsTheOtherSessionsAndTheOldPasswordStopsWorking(open)
    }
    @Test func a_wrong_current_password_changes_nothing_and_is_throttled_like_a_sign_in() throws {
        try SignInScenarios.aWrongCurrentPasswordChangesNothingAndIsThrottledLikeASignIn(open)
    }
    @Test func a_refused_new_password_changes_nothing() throws { try SignInScenarios.aRefusedNewPasswordChangesNothing(open) }
    @Test func accounts_made_elsewhere_have_no_password_and_unique_names() throws {
        try SignInScenarios.accountsMadeElsewhereHaveNoPasswordAndUniqueNames(open)
    }
    @Test func a_proxy_names_an_account_or_makes_one_only_when_allowed() throws {
        try SignInScenarios.aProxyNamesAnAccountOrMakesOneOnlyWhenAllowed(open)
    }
    @Test func a_sign_in_under_way_is_taken_once() throws { try SignInScenarios.aSignInUnderWayIsTakenOnce(open) }
}
