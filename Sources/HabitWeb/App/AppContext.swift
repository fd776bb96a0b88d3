import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitScreens
import HabitSignIn
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
    /// How people sign in besides API tokens (SPEC §20): passwords, a trusted proxy's header,
    /// an OpenID provider. Set before the responder is made.
    public var signIn: SignInMethods = .passwordsOnly
    /// How the access log names a signed-in account (a keyed hash).
    let accountLogName: AccountLogName
    /// How many live-update streams may be open at once, in every library together.
    public let streamLimit: Int

    /// `cachingJudgements: false` judges every tracker and renders every card on every render
    /// (`make bench` compares).
    /// With `accounts`, `store` must be its directory's `personalStore`; `keptAccounts` is how many
    /// accounts' libraries and caches stay in memory (`AccountSpaces`); `streamLimit` how many
    /// live-update streams may be open in all of them together (`habits serve --max-streams`).
    public init(store: any HabitStore, clock: Clock, ids: IDSource, serverZone: TimeZone, cachingJudgements: Bool = true,
                accounts: Accounts? = nil, keptAccounts: Int = AccountSpaces.standardLimit,
                streamLimit: Int = LiveUpdates.Limits.standard.total) {
        self.clock = clock
        self.ids = ids
        self.serverZone = serverZone
        self.accounts = accounts
        self.streamLimit = streamLimit
        // One hub for every library's live-update streams: the total limit of SPEC §14, one watcher.
        let streams = LiveUpdates.Hub(total: streamLimit)
        personal = AccountSpace(store: store, account: nil, cachingJudgements: cachingJudgements, streams: streams)
        spaces = AccountSpaces(limit: keptAccounts, cachingJudgements: cachingJudgements, streams: streams)
        vapid = VAPIDKeySource(store: store as? any ServerKeyStore)
        accountLogName = AccountLogName(store: store)
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
        let language = request.query["lang"].flatMap(Language.init(rawValue:))
            ?? request.cookies["lang"].flatMap(Language.init(rawValue:))
            ?? Language.preferred(from: request.headers["Accept-Language"]) ?? .en
        let dayStart = store?.library.settings.dayStart ?? 0
        return RequestContext(language: language, zone: zone, today: clock.today(in: zone, dayStart: dayStart))
    }
}
