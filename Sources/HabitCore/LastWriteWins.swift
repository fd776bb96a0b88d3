import Foundation

/// When a write was made, to the millisecond: the page's clock for a write it made (queued
/// offline or not), the server's for a client that names none. Whole milliseconds, so two
/// backends and the page compare the same numbers exactly.
public struct WriteTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public let milliseconds: Int64

    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    public init(_ date: Date) { milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }

    public var date: Date { Date(timeIntervalSince1970: Double(milliseconds) / 1000) }

    public static func < (a: WriteTime, b: WriteTime) -> Bool { a.milliseconds < b.milliseconds }

    public var description: String { String(milliseconds) }
}

/// What of a tracker is kept in the order it was written, as its days are: its pin and its
/// pauses (a pause made offline must not undo a resume made since on another device).
public enum OrderedPart: String, Hashable, Sendable, CaseIterable {
    case pin, pauses
}

/// When a write says it was made.
public enum WriteClaim: Hashable, Sendable {
    /// Made at this time by the client (a page's write, queued offline or not), never after the
    /// server's now.
    case madeAt(WriteTime)
    /// Made now, by the server's own clock: a client that names no time, the CLI.
    case now(WriteTime)
}

/// Last write wins, by the time each write was made (SPEC §14): a write queued on a device that
/// was offline arrives late, and must not overwrite a newer one made elsewhere in the meantime.
/// Pure: the server's `now` is passed in.
public enum LastWriteWins {
    /// What a write claims: the time the client names, but never after the server's `now` (a
    /// device whose clock runs ahead would otherwise win every later write); a client that
    /// names none wrote it now.
    public static func claim(_ claimed: WriteTime?, now: WriteTime) -> WriteClaim {
        guard let claimed else { return .now(now) }
        return .madeAt(min(claimed, now))
    }

    /// Whether a write made at `incoming` replaces what the last write, made at `stored`, left.
    /// A day never written with a time (`nil`: before write times were kept) takes any write. Of
    /// two writes made in the same millisecond the one that arrives last wins, so sending a
    /// write again (a retry after a lost answer) is accepted and changes nothing.
    public static func wins(_ incoming: WriteTime, over stored: WriteTime?) -> Bool {
        guard let stored else { return true }
        return incoming >= stored
    }

    /// The time to record for a write to a day last written at `stored`, or nil when the write
    /// loses. A write made now always wins: nothing can have been made after now, and a stored
    /// time ahead of the clock (a clock set back, `HABITS_NOW` starting over in each process)
    /// is kept, so the order of what came before stays.
    public static func resolve(_ claim: WriteClaim, over stored: WriteTime?) -> WriteTime? {
        switch claim {
        case .madeAt(let time): return wins(time, over: stored) ? time : nil
        case .now(let time): return max(time, stored ?? time)
        }
    }
}
