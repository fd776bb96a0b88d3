import HabitCore

/// The Statistics screen: the four metrics, or the empty state.
public struct StatisticsState: Hashable, Sendable {
    public let statistics: Statistics

    public init(statistics: Statistics) { self.statistics = statistics }

    /// No trackers, or all four metrics zero.
    public var isEmpty: Bool { statistics.isEmpty }

    public static func build(library: Library, today: Day) -> StatisticsState {
        StatisticsState(statistics: Rules.statistics(of: library, today: today))
    }
}

import Foundation

extension StatisticsState {
    /// The average as JSON writes it: `2.5`, `3`, `0.1` (a Decimal, so no binary noise).
    public var averageNumber: Decimal { Decimal(statistics.averageTenths) / 10 }
}
