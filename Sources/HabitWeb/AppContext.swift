import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer
import Synchronization

/// What every handler needs: the clock, where new ids come from, the zone used when a request
/// carries no `tz` cookie, and whose data a request reaches: personal mode's one library, or with
/// `accounts` the signed-in account's (`Request.space`, set by `AccountGate`). Passed in, never global.
public struct AppContext: Sendable {
    public let clock: Clock
    public let ids: IDSource
    public let serverZone: TimeZone
    /// Personal mode's library and what is kept for it (also the first account's: it adopted it).
    public let personal: AccountSpace
    /// Who may sign in; nil when the app serves one library and nothing else (tests, `make bench`).
    public let accounts: Accounts?
    let spaces: AccountSpaces
    /// The server's Web Push identity (`GET /api/v1/push/vapid-key`), kept in the database.
    public let vapid: VAPIDKeySource

    /// `cachingJudgements: false` judges every tracker and renders every card on every render
    /// (`make bench` compares).
    /// With `accounts`, `store` must be its directory's `personalStore`; `keptAccounts` is how many
    /// accounts' libraries and caches stay in memory (`AccountSpaces`).
    public init(store: any HabitStore, clock: Clock, ids: IDSource, serverZone: TimeZone, cachingJudgements: Bool = true,
                accounts: Accounts? = nil, keptAccounts: Int = AccountSpaces.standardLimit) {
        self.clock = clock
        self.ids = ids
        self.serverZone = serverZone
        self.accounts = accounts
        // One hub for every library's live-update streams: the total limit of SPEC §14, one watcher.
        let streams = LiveUpdates.Hub(total: LiveUpdates.Limits.standard.total)
        personal = AccountSpace(store: store, account: nil, cachingJudgements: cachingJudgements, streams: streams)
        spaces = AccountSpaces(limit: keptAccounts, cachingJudgements: cachingJudgements, streams: streams)
        vapid = VAPIDKeySource(store: store as? any ServerKeyStore)
    }

    /// The space of a signed-in account, made on its first request and kept while it is in use
    /// (`AccountSpaces`): the same store, judgements, response cache and live-update streams for
    /// every request of that account.
    func space(for account: Account) throws -> AccountSpace {
        guard let accounts else { throw HTTPError.notFound() }
        return try spaces.space(for: account, personal: personal, directory: accounts.directory)
    }

    /// The stores the reminder scheduler looks at: personal mode's library, or those of the
    /// accounts that may have a reminder (through the same spaces requests use, so a reminder and
    /// a page see one library).
    public func reminderStores() -> [any HabitStore] {
        guard let accounts, (try? accounts.directory.hasAccounts()) == true,
              let list = try? accounts.directory.accountsWithReminders() else { return [personal.store] }
        return list.compactMap { try? space(for: $0).store }
    }

    /// Open pages hear at once of the writes `backend` announces (PostgreSQL's `NOTIFY`, from
    /// this process or any other), not only at the next full check of their library's revision:
    /// the library the notification names asks for its revision, if this process holds it.
    public func follow(_ backend: Backend) {
        backend.onChange { [personal, spaces] account in
            let space = spaces.kept(account) ?? (account == PostgresAccount.personal.id ? personal : nil)
            space?.live.wake()
        }
    }

    /// The zone a request's "today" is computed in: its `tz` cookie (the device's IANA zone, set
    /// by the page's script) or, without one, the server's own.
    func zone(for request: Request) -> TimeZone {
        request.cookies["tz"].flatMap { TimeZone(identifier: $0) } ?? serverZone
    }

    /// The request's context, computed once as it arrives (`RequestContextMiddleware`) and again
    /// when `AccountGate` knows whose library it is. Today honours that library's day start
    /// (SPEC §2, §10.6): at 02:30 with a day start of 3 it is still yesterday.
    /// Without a store, today as with a day start of 0.
    func context(for request: Request, store: (any HabitStore)?) -> RequestContext {
        let zone = zone(for: request)
        let language = request.cookies["lang"].flatMap(Language.init(rawValue:))
            ?? Language.preferred(from: request.headers["Accept-Language"]) ?? .en
        let dayStart = store?.library.settings.dayStart ?? 0
        return RequestContext(language: language, zone: zone, today: clock.today(in: zone, dayStart: dayStart))
    }
}

/// One library's share of the app: its store, its judgements, its cached answers and its live
/// update streams. Personal mode has one; each account has its own, so no account ever sees
/// another's cached page or hears of another's changes.
public final class AccountSpace: Sendable {
    public let store: any HabitStore
    /// The account, nil in personal mode.
    public let account: Account?
    /// Judgements kept between requests: after a write only the changed tracker is judged again.
    public let judgements: Judgements
    /// The board's cards as HTML, kept the same way: after a write only the changed card renders.
    public let fragments: CardFragments
    /// The live update streams of this library's open pages (`GET /api/v1/events`).
    public let live: LiveUpdates
    /// `ResponseCache`'s answers for this library.
    let responses: ResponseCache.Store

    private init(store: any HabitStore, account: Account?, judgements: Judgements, fragments: CardFragments,
                 live: LiveUpdates, responses: ResponseCache.Store) {
        self.store = store
        self.account = account
        self.judgements = judgements
        self.fragments = fragments
        self.live = live
        self.responses = responses
    }

    /// `streams`: the server's live-update hub, shared by every library.
    convenience init(store: any HabitStore, account: Account?, cachingJudgements: Bool, streams: LiveUpdates.Hub) {
        self.init(store: store, account: account, judgements: cachingJudgements ? Judgements() : .uncached,
                  fragments: cachingJudgements ? CardFragments() : .uncached,
                  live: LiveUpdates(store: store, hub: streams), responses: ResponseCache.Store())
    }

    /// The personal space under an account's name: the same store and caches.
    convenience init(sharing personal: AccountSpace, account: Account) {
        self.init(store: personal.store, account: account, judgements: personal.judgements,
                  fragments: personal.fragments, live: personal.live, responses: personal.responses)
    }
}

/// The spaces of the accounts that have made a request recently, by account id: at most `limit`
/// of them (SPEC §8: memory stays bounded however many accounts there are). Past the limit the
/// least recently used spaces go, except one with a live-update stream open (its page is still
/// following it); an account whose space went gets a fresh one, its library loaded again, on its
/// next request. Nothing lives only here: every library is in the database.
public final class AccountSpaces: Sendable {
    private struct Kept {
        let space: AccountSpace
        var used: UInt64
    }

    private struct State {
        var kept: [Int64: Kept] = [:]
        var uses: UInt64 = 0
    }

    /// How many accounts' spaces a process keeps by default: with 10 habits and a year of
    /// history each, about 370 KB an account once its pages have been served (bench/hosted.sh:
    /// 500 accounts, 36 MB idle → 222 MB after the runs), so a process stays under SPEC §8's 256 MB.
    public static let standardLimit = 500

    let limit: Int
    private let state = Mutex(State())
    private let cachingJudgements: Bool
    private let streams: LiveUpdates.Hub

    init(limit: Int = standardLimit, cachingJudgements: Bool, streams: LiveUpdates.Hub) {
        self.limit = max(1, limit)
        self.cachingJudgements = cachingJudgements
        self.streams = streams
    }

    /// How many spaces are kept now.
    var count: Int { state.withLock { $0.kept.count } }

    /// The space of the account with `id` if it is kept, without counting as a use.
    func kept(_ id: Int64) -> AccountSpace? { state.withLock { $0.kept[id]?.space } }

    func space(for account: Account, personal: AccountSpace, directory: any AccountDirectory) throws -> AccountSpace {
        if let space = state.withLock({ state -> AccountSpace? in
            guard let kept = state.kept[account.id], kept.space.account == account else { return nil }
            state.uses += 1
            state.kept[account.id]?.used = state.uses
            return kept.space
        }) { return space }
        // Opened outside the lock: loading a library reads the database.
        let store = try directory.store(for: account)
        // The account that adopted the personal library shares personal mode's space.
        let space = store === personal.store ? AccountSpace(sharing: personal, account: account)
            : AccountSpace(store: store, account: account, cachingJudgements: cachingJudgements, streams: streams)
        return state.withLock { state in
            state.uses += 1
            if let existing = state.kept[account.id], existing.space.account == account {
                state.kept[account.id]?.used = state.uses
                return existing.space
            }
            state.kept[account.id] = Kept(space: space, used: state.uses)
            if state.kept.count > limit { Self.evict(&state, toward: limit) }
            return space
        }
    }

    /// Drops the least recently used spaces without open streams: a tenth of the limit at once,
    /// so that a process past its limit sorts the spaces once per many new accounts, not per one.
    private static func evict(_ state: inout State, toward limit: Int) {
        let target = limit - limit / 10
        let idle = state.kept.filter { $0.value.space.live.openStreams == 0 }.sorted { $0.value.used < $1.value.used }
        for (id, _) in idle.prefix(max(0, state.kept.count - target)) { state.kept.removeValue(forKey: id) }
    }
}

/// What an answer depends on besides the library: the language to answer in (the `lang` cookie,
/// the person's choice; else Accept-Language; else English), the zone and today in it. Computed
/// once per request and never stored.
public struct RequestContext: Sendable {
    public let language: Language
    public let zone: TimeZone
    public let today: Day
}

enum RequestContextKey: RequestKey {
    typealias Value = RequestContext
}

/// The outermost middleware: computes the request's context before anything reads it.
/// It starts every request in personal mode's space; `AccountGate` moves a signed-in request to
/// its account's.
struct RequestContextMiddleware: Middleware {
    let app: AppContext

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        var request = request
        request.enter(app.personal)
        // With accounts, whose library (and so whose day start) is not known yet: `AccountGate`
        // computes the context again once it is, and reads no library for nothing before.
        request[RequestContextKey.self] = app.context(for: request, store: app.accounts == nil ? request.store : nil)
        return try next(request)
    }
}

extension Request {
    /// Makes `space` the request's, with a `RequestStore` of its library. `seenRevision`: the
    /// library's revision as read at the start of the request, if it was (`SigningIn`).
    mutating func enter(_ space: AccountSpace, seenRevision: Int? = nil) {
        if let current = self[RequestStoreKey.self], current.inner === space.store, seenRevision == nil {
            self[AccountSpaceKey.self] = space
            return
        }
        self[AccountSpaceKey.self] = space
        self[RequestStoreKey.self] = RequestStore(space.store, seenRevision: seenRevision)
    }
}

enum RequestStoreKey: RequestKey {
    typealias Value = RequestStore
}

/// One request's view of its library: the first read takes the store's snapshot (on PostgreSQL
/// that asks for the account's revision, a round trip) and the request's later reads reuse it;
/// after the request's own write its reads take what that write committed (`lastKnown`, no round
/// trip). A request thus reads a state of its library that holds every write committed before
/// it began and its own, and pays one round trip for it, not one per read (a tap read the
/// library four times), or none when the credential's lookup brought the revision along.
///
/// `@unchecked Sendable`: a request is handled on one thread, and its store never leaves it.
final class RequestStore: HabitStore, @unchecked Sendable {
    let inner: any HabitStore
    private var taken: StoreSnapshot?

    private let seenRevision: Int?

    init(_ inner: any HabitStore, seenRevision: Int? = nil) {
        self.inner = inner
        self.seenRevision = seenRevision
    }

    var location: String { inner.location }

    /// When the request began with its library's revision already read (`seenRevision`), a
    /// copy this process holds that is at least as new needs no other question.
    var snapshot: StoreSnapshot {
        if let taken { return taken }
        let snapshot: StoreSnapshot
        if let seenRevision, case let known = inner.lastKnown, known.revision >= seenRevision {
            snapshot = known
        } else {
            snapshot = inner.snapshot
        }
        taken = snapshot
        return snapshot
    }

    @discardableResult
    func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T {
        defer { taken = inner.lastKnown }
        return try inner.update(command)
    }

    func claimReminder(_ key: ReminderKey, at instant: Date) throws(StoreError) -> Bool {
        try inner.claimReminder(key, at: instant)
    }
}

enum AccountSpaceKey: RequestKey {
    typealias Value = AccountSpace
}

/// Who made a request, when accounts exist: the account and the session or API token it came with.
struct SignedIn: Sendable {
    let account: Account
    let session: AccountSession?
    let token: APIToken?
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
