import Foundation

/// Where "now" comes from. Passed in, never read globally, so tests and demos can pin it.
public struct Clock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = Clock { Date() }

    /// A clock set to `instant` now and running on from there (`HABITS_NOW`).
    public static func starting(at instant: Date) -> Clock {
        let offset = instant.timeIntervalSince(Date())
        return Clock { Date().addingTimeInterval(offset) }
    }

    /// Today in a time zone, for a day that starts `dayStart` hours after midnight: the civil
    /// date of (now − day start) in the zone. The one place "today" is derived, for the server,
    /// the CLI and reminders (the page's script applies the same rule to the same numbers).
    public func today(in zone: TimeZone, dayStart: Int = 0) -> Day {
        Self.day(at: now(), in: zone, dayStart: dayStart)
    }

    /// The day an instant belongs to: the rule `today(in:dayStart:)` applies to the clock's now,
    /// for any instant (the scheduler asks it of the instant it looks at).
    public static func day(at instant: Date, in zone: TimeZone, dayStart: Int) -> Day {
        Day(instant.addingTimeInterval(-Double(dayStart) * 3600), in: zone)
    }

    /// An instant in UTC to the second, `2025-03-07T20:00:00Z` (or `20250307T200000Z` compact), as
    /// the API, the CLI and backups' names write it. Foundation's ISO 8601 style is pure Swift;
    /// `ISO8601DateFormatter` and `DateFormatter` would need ICU's locale data, which the container
    /// image leaves out.
    public static func iso(_ instant: Date, compact: Bool = false) -> String {
        let style = Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC")!)
        return instant.formatted(compact ? style.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false)
                                     .timeSeparator(.omitted).timeZone(separator: .omitted) : style)
    }

    /// Parses an ISO-8601 instant: `2025-03-07T23:59:00Z`, `…+03:00`, fractional seconds allowed.
    /// Without a zone designator the time is read in `zone`.
    public static func parseInstant(_ text: String, zone: TimeZone) -> Date? {
        let scanner = Array(text.utf8)
        guard scanner.count >= 16, let day = Day(String(decoding: scanner[0..<10], as: UTF8.self)),
              scanner[10] == UInt8(ascii: "T") || scanner[10] == UInt8(ascii: " ") else { return nil }
        var index = 11
        func digits(_ count: Int) -> Int? {
            guard index + count <= scanner.count else { return nil }
            var value = 0
            for byte in scanner[index..<(index + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < scanner.count, scanner[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let hour = digits(2), expect(":"), let minute = digits(2), hour < 24, minute < 60 else { return nil }
        var seconds = 0.0
        if expect(":") {
            guard let whole = digits(2), whole < 61 else { return nil }
            seconds = Double(whole)
            if expect(".") || expect(",") {
                var scale = 0.1
                while index < scanner.count, (48...57).contains(scanner[index]) {
                    seconds += Double(scanner[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
        }
        let local = Double(day.ordinal * 86_400 + hour * 3600 + minute * 60) + seconds
        if index == scanner.count {
            let guess = Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local))))
            return Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: guess)))
        }
        if expect("Z") || expect("z") { return index == scanner.count ? Date(timeIntervalSince1970: local) : nil }
        let sign: Double
        if expect("+") { sign = 1 } else if expect("-") { sign = -1 } else { return nil }
        guard let offsetHours = digits(2) else { return nil }
        _ = expect(":")
        guard let offsetMinutes = digits(2), index == scanner.count, offsetHours < 24, offsetMinutes < 60 else { return nil }
        return Date(timeIntervalSince1970: local - sign * Double(offsetHours * 3600 + offsetMinutes * 60))
    }
}
