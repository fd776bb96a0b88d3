import Foundation
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer

/// What every handler needs: the store, the clock, where new ids come from, and the zone used
/// when a request carries no `tz` cookie. Passed in, never global.
public struct AppContext: Sendable {
    public let store: any HabitStore
    public let clock: Clock
    public let ids: IDSource
    public let serverZone: TimeZone
    /// Judgements kept between requests: after a write only the changed tracker is judged again.
    public let judgements: Judgements
    /// The board's cards as HTML, kept the same way: after a write only the changed card renders.
    public let fragments: CardFragments
    /// The live update streams of open pages (`GET /api/v1/events`).
    public let live: LiveUpdates
    /// The server's Web Push identity (`GET /api/v1/push/vapid-key`), kept in the database.
    public let vapid: VAPIDKeySource

    /// `cachingJudgements: false` judges every tracker and renders every card on every render
    /// (`make bench` compares).
    public init(store: any HabitStore, clock: Clock, ids: IDSource, serverZone: TimeZone, cachingJudgements: Bool = true) {
        self.store = store
        self.clock = clock
        self.ids = ids
        self.serverZone = serverZone
        judgements = cachingJudgements ? Judgements() : .uncached
        fragments = cachingJudgements ? CardFragments() : .uncached
        live = LiveUpdates(store: store)
        vapid = VAPIDKeySource(store: store as? any ServerKeyStore)
    }

    /// Open pages hear at once of the writes `backend` announces (PostgreSQL's `NOTIFY`, from
    /// this process or any other), not only at the next poll of the store's revision.
    public func follow(_ backend: Backend) {
        backend.onChange { [live] in live.wake() }
    }

    /// The zone a request's "today" is computed in: its `tz` cookie (the device's IANA zone, set
    /// by the page's script) or, without one, the server's own.
    func zone(for request: Request) -> TimeZone {
        request.cookies["tz"].flatMap { TimeZone(identifier: $0) } ?? serverZone
    }

    /// The request's context, computed once as it arrives (`RequestContextMiddleware`). Today
    /// honours the day start (SPEC §2, §10.6): at 02:30 with a day start of 3 it is still yesterday.
    func context(for request: Request) -> RequestContext {
        let zone = zone(for: request)
        let language = request.cookies["lang"].flatMap(Language.init(rawValue:))
            ?? Language.preferred(from: request.headers["Accept-Language"]) ?? .en
        let dayStart = store.library.settings.dayStart
        return RequestContext(language: language, zone: zone, today: clock.today(in: zone, dayStart: dayStart))
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
struct RequestContextMiddleware: Middleware {
    let app: AppContext

    func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
        var request = request
        request[RequestContextKey.self] = app.context(for: request)
        return try next(request)
    }
}

extension Request {
    /// Set by `RequestContextMiddleware`, which every responder of the app starts with.
    var context: RequestContext {
        guard let context = self[RequestContextKey.self] else {
            preconditionFailure("RequestContextMiddleware must run before \(method) \(path) is handled")
        }
        return context
    }
}
