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
