import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer
import Synchronization

enum AccountSpaceKey: RequestKey {
    typealias Value = AccountSpace
}

/// Who made a request, when accounts exist: the account and the session or API token it came with.
struct SignedIn: Sendable {
    let account: Account
    let session: AccountSession?
    let token: APIToken?
    /// Signed in by the header of a trusted proxy (no session, no token).
    var viaProxy = false
}

enum SignedInKey: RequestKey {
    typealias Value = SignedIn
}

extension Request {
    /// Set by `RequestContextMiddleware`, which every responder of the app starts with.
    var context: RequestContext {
        guard let context = self[RequestContextKey.self] else {
            preconditionFailure("RequestContextMiddleware must run before \(method) \(path) is handled")
        }
        return context
    }

    /// The library this request reaches: personal mode's, or the signed-in account's. Every
    /// handler reads and writes through this, never through a store of its own.
    var store: any HabitStore {
        guard let store = self[RequestStoreKey.self] else {
            preconditionFailure("RequestContextMiddleware must run before \(method) \(path) is handled")
        }
        return store
    }
    /// The judgements cache of the request's library.
    var judgements: Judgements { space.judgements }
    /// The request's library's cards as HTML.
    var fragments: CardFragments { space.fragments }
    /// The live update streams of the request's library.
    var live: LiveUpdates { space.live }

    /// The request's library and its caches (set by `RequestContextMiddleware`, moved to the
    /// account's by `AccountGate`).
    var space: AccountSpace {
        guard let space = self[AccountSpaceKey.self] else {
            preconditionFailure("RequestContextMiddleware must run before \(method) \(path) is handled")
        }
        return space
    }

    /// The account and session or token, when accounts exist and the request is signed in.
    var signedIn: SignedIn? { self[SignedInKey.self] }
}
