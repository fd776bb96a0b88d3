import Foundation
import HabitCore
import HTTPServer

/// When a write was made (SPEC §14): the page sends the time it made each write, queued offline
/// or not, as `at`; the server keeps the later of two writes to the same day (`LastWriteWins`).
/// A client that names no time wrote it now; a time in the future is taken as now.
extension AppContext {
    /// The write's time from the `at` a client sent: milliseconds since 1970 (`1741348800000`) or
    /// an ISO-8601 instant with its zone (`2025-03-07T12:00:00Z`); absent or empty means now.
    func writeTime(claimed text: String?) throws(HTTPError) -> WriteClaim {
        let now = WriteTime(clock.now())
        guard let text = text.map(Names.trimmed), !text.isEmpty else { return .now(now) }
        guard let claimed = Self.parseWriteTime(text) else {
            throw HTTPError.badRequest("\"at\" must be the time the write was made: milliseconds since 1970 or an ISO-8601 instant such as 2025-03-07T12:00:00Z.")
        }
        return LastWriteWins.claim(claimed, now: now)
    }

    /// The JSON API's `at`: a number of milliseconds, an ISO-8601 string, or absent / null (now).
    func writeTime(_ body: JSONBody) throws(HTTPError) -> WriteClaim {
        switch body.fields["at"] {
        case nil, .null?: return try writeTime(claimed: nil)
        case .number(let milliseconds)?:
            guard milliseconds.isFinite, milliseconds == milliseconds.rounded(), milliseconds >= 0, milliseconds < 1e15 else {
                return try writeTime(claimed: "not a time")
            }
            return try writeTime(claimed: String(Int64(milliseconds)))
        case .string(let text)?:
            // "" is not "now" here: a JSON client that sends a string means a time.
            return try writeTime(claimed: text.isEmpty ? "not a time" : text)
        default: return try writeTime(claimed: "not a time")
        }
    }

    /// Digits alone are milliseconds (from 0 to year 33658); anything else must be an instant
    /// that names its zone, since "12:00" alone would be read in the server's zone, not the writer's.
    static func parseWriteTime(_ text: String) -> WriteTime? {
        if text.utf8.allSatisfy({ (48...57).contains($0) }) {
            guard text.utf8.count <= 15, let milliseconds = Int64(text) else { return nil }
            return WriteTime(milliseconds: milliseconds)
        }
        // RFC 3339 allows `t` and `z` in lower case.
        let text = text.uppercased()
        guard let last = text.last, last == "Z" || text.dropFirst(16).contains(where: { $0 == "+" || $0 == "-" }),
              let date = Clock.parseInstant(text, zone: TimeZone(identifier: "UTC")!), date.timeIntervalSince1970 >= 0 else { return nil }
        return WriteTime(date)
    }
}
