import Foundation
import HabitCore
import HabitStore
import HTTPServer

/// What every handler needs: the store, the clock, where new ids come from, and the zone used
/// when a request carries no `tz` cookie. Passed in, never global.
public struct AppContext: Sendable {
    public let store: any HabitStore
    public let clock: Clock
    public let ids: IDSource
    public let serverZone: TimeZone

    public init(store: any HabitStore, clock: Clock, ids: IDSource, serverZone: TimeZone) {
        self.store = store
        self.clock = clock
        self.ids = ids
        self.serverZone = serverZone
    }

    /// The zone a request's "today" is computed in: its `tz` cookie (the device's IANA zone, set
    /// by the page's script) or, without one, the server's own.
    public func zone(for request: Request) -> TimeZone {
        request.cookies["tz"].flatMap { TimeZone(identifier: $0) } ?? serverZone
    }

    /// Today for this request. Computed on every request and never stored.
    public func today(for request: Request) -> Day { clock.today(in: zone(for: request)) }
}

extension Request {
    /// The language to answer in: the `lang` cookie (the person's choice), else Accept-Language, else English.
    public var language: Language {
        cookies["lang"].flatMap(Language.init(rawValue:)) ?? Language.preferred(from: headers["Accept-Language"]) ?? .en
    }
}
