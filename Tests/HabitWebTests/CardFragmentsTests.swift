import Foundation
import HabitCore
import HTTPServer
import Testing
@testable import HabitWeb

/// The board's cards are kept as HTML between requests (`CardFragments`): after any write, the
/// board served through the cache is byte for byte the board rendered from scratch.
@Suite struct CardFragmentsTests {
    /// The same store served twice: through the caches (as `habits serve` does) and without them.
    struct Pair {
        let cached: TestApp
        let fresh: any Responder

        init() throws {
            cached = try TestApp()
            let utc = TimeZone(identifier: "UTC")!
            let instant = Clock.parseInstant("2025-03-07T12:00:00Z", zone: utc)!
            fresh = HabitApp.responder(context: AppContext(store: cached.store, clock: Clock { instant }, ids: .random,
                                                           serverZone: utc, cachingJudgements: false))
        }

        func page(_ responder: any Responder, _ path: String, lang: String) -> String {
            let request = Request(method: .get, path: "/", query: Self.query(path), headers: ["Cookie": "onboarded=1; lang=\(lang)"])
            return String(decoding: (try? responder.respond(to: request))?.body ?? [], as: UTF8.self)
        }

        static func query(_ path: String) -> [String: String] {
            guard let part = path.split(separator: "?").dropFirst().first else { return [:] }
            return Dictionary(part.split(separator: "&").map { pair in
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                return (kv[0], kv.count > 1 ? kv[1].removingPercentEncoding ?? "" : "")
            }, uniquingKeysWith: { $1 })
        }

        /// Every board address asked of both, in both languages, must agree.
        func expectSame(_ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
            for path in ["/", "/?date=2025-03-06", "/?q=rea", "/?filter=completed", "/?month=2025-02"] {
                for lang in ["en", "ru"] {
                    let cachedPage = page(cached.responder, path, lang: lang), freshPage = page(fresh, path, lang: lang)
                    #expect(!cachedPage.isEmpty && cachedPage == freshPage, "\(step): \(path) in \(lang)", sourceLocation: sourceLocation)
                }
            }
        }

        func post(_ path: String, _ form: String) {
            let response = cached.call(.post, path, json: form, headers: ["Content-Type": "application/x-www-form-urlencoded",
                                                                         "Cookie": "onboarded=1"])
            #expect(response.status == 303, "\(path) \(form)")
        }
    }

    @Test func the_cached_board_equals_a_fresh_one_after_every_kind_of_write() throws {
        let pair = try Pair()
        let health = pair.cached.category("Health")
        let read = pair.cached.tracker("Read", category: health)
        let run = pair.cached.tracker("Run", category: health)
        let walk = pair.cached.tracker("Walk", category: health)
        pair.expectSame("three new habits")
        pair.post("/trackers/\(read)/completions", "date=2025-03-07&done=1&back=%2F")
        pair.expectSame("Read done today")
        pair.post("/trackers/\(run)/entry", "date=2025-03-06&state=skipped&back=%2F")
        pair.expectSame("Run skipped yesterday")
        pair.post("/trackers/\(walk)/entry", "date=2025-03-07&note=rain&sheet=note&back=%2F")
        pair.expectSame("a note on Walk")
        // Moving Walk up changes which of the others are first and last (their Move items).
        pair.post("/trackers/\(walk)/move", "by=-1&back=%2F")
        pair.expectSame("Walk moved up")
        pair.post("/trackers/\(run)/pin", "pinned=1&back=%2F")
        pair.expectSame("Run pinned")
        #expect(pair.cached.call(.patch, "/api/v1/trackers/\(read)", json: #"{"name":"Read more"}"#).status == 200)
        pair.expectSame("Read renamed")
        pair.post("/trackers/\(walk)/pause", "from=2025-03-07&until=&back=%2F")
        pair.expectSame("Walk paused")
        pair.post("/trackers/\(read)/archive", "archived=1&back=%2F")
        pair.expectSame("Read archived")
    }
}
