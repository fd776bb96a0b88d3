import Foundation

// What the rules' values need Foundation for (HabitRules imports nothing, so that it also
// compiles to WebAssembly): instants and zones, decimals, UUIDs, case folding, the copy.

extension Day {
    /// The civil day an instant falls on in a time zone. The zone's offset is taken for that
    /// instant, so daylight-saving changes move the hour, never the day count.
    public init(_ instant: Date, in zone: TimeZone) {
        let second = Int64(instant.timeIntervalSince1970.rounded(.down))
        self.init(second: second, offset: zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(second))))
    }
}

extension Quantity {
    /// From a JSON number: nil unless it is ≥ 0, ≤ `limit` and has at most three decimals.
    public init?(exactly number: Decimal) {
        guard number >= 0, number <= 1_000_000 else { return nil }
        var scaled = number * 1000, rounded = Decimal()
        NSDecimalRound(&rounded, &scaled, 0, .plain)
        guard rounded == scaled else { return nil }
        self.init(thousandths: NSDecimalNumber(decimal: rounded).intValue)
    }

    /// As a JSON number (a Decimal, so `2.5` is written `2.5`).
    public var decimal: Decimal { Decimal(thousandths) / 1000 }

}

extension Statistics {
    /// The average as a number with at most one decimal (`2.5`, `3`, `0.1`): a Decimal, so JSON
    /// writes `2.5` rather than 2.5000000000000004 and `3` rather than 3.0.
    public var average: Decimal { Decimal(averageTenths) / 10 }
}

extension Identifier {
    public init(_ uuid: UUID) {
        let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
        self.init(high: bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }, low: bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) })
    }

    public var uuid: UUID {
        var bytes: [UInt8] = []
        for word in [high, low] { for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) } }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}

/// Where new ids come from. Passed in (never `UUID()` inside the core), so tests can make the
/// same ids every run.
public struct IDSource: Sendable {
    private let next: @Sendable () -> UUID

    public init(next: @escaping @Sendable () -> UUID) { self.next = next }

    /// The system's random UUIDs.
    public static let random = IDSource { UUID() }

    public func make<Owner>(_ owner: Owner.Type = Owner.self) -> Identifier<Owner> { Identifier(next()) }
}

extension Names {
    /// The key two names are compared by: Unicode case folding, so it holds in every script
    /// (SQLite's NOCASE folds ASCII only).
    public static func key(_ name: String) -> String {
        trimmed(name).folding(options: [.caseInsensitive], locale: nil)
    }

    /// Case- and diacritic-insensitive text for search, in any script.
    public static func searchKey(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}

extension DomainError {
    public var message: String { message(in: .en) }

    /// The message in `language`, from its copy.
    public func message(in language: Language) -> String { language.copy.message(self) }
}

extension Rules {
    /// Done / total for a day over every tracker of the library (`progress(_:on:)`).
    public static func progress(of library: Library, on day: Day, today: Day) -> HabitRules.Progress {
        progress(library.judgements(today: today), on: day)
    }

    /// The four statistics of the library (`statistics(_:today:)`).
    public static func statistics(of library: Library, today: Day) -> Statistics {
        statistics(library.judgements(today: today), today: today)
    }
}
