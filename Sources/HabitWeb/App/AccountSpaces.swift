import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer
import Synchronization

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
