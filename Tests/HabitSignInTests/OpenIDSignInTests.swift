import Foundation
import HabitAccounts
import HabitCore
@testable import HabitSignIn
import HabitStore
import HabitTestSupport
import Synchronization
import Testing

/// The part of `OpenIDSignIn.finish` that comes before the provider is asked anything: the
/// sign-in under way must exist, be this browser's and younger than 10 minutes, and it is used
/// up whatever follows. (The whole flow against a provider: Tests/browser/test_sign_in_elsewhere.py.)
@Suite struct OpenIDSignInTests {
    final class Instant: Sendable {
        let value = Mutex(Date(timeIntervalSince1970: 1_741_348_800))
        var clock: Clock { Clock { [self] in value.withLock { $0 } } }
        func advance(_ seconds: TimeInterval) { value.withLock { $0 = $0.addingTimeInterval(seconds) } }
    }

    let db = TemporaryDatabase()

    /// A sign-in whose provider is nowhere: any request to it would fail as unavailable.
    func signIn(_ instant: Instant) throws -> (OpenIDSignIn, Accounts) {
        let accounts = Accounts(directory: try SQLiteAccountDirectory(path: db.path), clock: instant.clock)
        let provider = OpenIDProvider(settings: .init(issuer: "http://127.0.0.1:1", clientID: "habits", clientSecret: "s",
                                                      label: "Nowhere", createsAccounts: true))
        return (OpenIDSignIn(provider: provider, accounts: accounts, callback: { "http://127.0.0.1:8080/login/oidc/callback" }), accounts)
    }

    func underWay(_ accounts: Accounts, state: String, browser: String, at now: Date) throws {
        try accounts.directory.addSignInState(
            stateHash: Secrets.tokenHash(state),
            SignInState(browserHash: Secrets.tokenHash(browser), nonce: "n", verifier: "v", account: nil, created: now,
                        expires: now.addingTimeInterval(OpenIDSignIn.lifetime)))
    }

    @Test func an_expired_unknown_or_foreign_state_is_refused_before_the_provider_is_asked() throws {
        let instant = Instant()
        let (openID, accounts) = try signIn(instant)
        let now = instant.clock.now()
        try underWay(accounts, state: "late", browser: "b1", at: now)
        try underWay(accounts, state: "foreign", browser: "b2", at: now)
        try underWay(accounts, state: "good", browser: "b3", at: now)
        instant.advance(OpenIDSignIn.lifetime)
        #expect(throws: SignInRefusal.stateInvalid) { try openID.finish(query: ["state": "late", "code": "c"], browserToken: "b1") }
        instant.advance(-1)
        #expect(throws: SignInRefusal.stateInvalid) { try openID.finish(query: ["state": "nope", "code": "c"], browserToken: "b1") }
        #expect(throws: SignInRefusal.stateInvalid) { try openID.finish(query: ["state": "foreign", "code": "c"], browserToken: "b1") }
        #expect(throws: SignInRefusal.stateInvalid) { try openID.finish(query: ["state": "foreign", "code": "c"], browserToken: "b2") }
        #expect(throws: SignInRefusal.stateInvalid) { try openID.finish(query: ["code": "c"], browserToken: nil) }
        // The right browser in time gets as far as the provider (which is nowhere) …
        #expect(throws: SignInRefusal.providerUnavailable(detail: "the provider's answer carries no code")) {
            try openID.finish(query: ["state": "good"], browserToken: "b3")
        }
        // … and the state is used up by that try.
        #expect(throws: SignInRefusal.stateInvalid) { try openID.finish(query: ["state": "good", "code": "c"], browserToken: "b3") }
        #expect(try accounts.directory.accounts().isEmpty)
    }
}
