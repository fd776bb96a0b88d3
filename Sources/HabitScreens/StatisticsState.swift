import HabitCore

/// The Statistics screen (SPEC §3, §10.9, §22): the four metrics, the completion rate over 30
/// days, a row per habit (strength, 30-day rate, streaks), the completion rate of the last 12
/// weeks and the habits that go together; or the empty state.
public struct StatisticsState: Hashable, Sendable {
    public enum Sort: String, CaseIterable, Codable, Sendable {
        case name, strength, rate, current, best
    }

    public struct TrackerRow: Hashable, Sendable {
        public let tracker: Tracker
        /// 0…1, as of today.
        public let strength: Double
        /// Whole percent of due days done in the last 30 days; nil without due days.
        public let rate: Int?
        public let streaks: Streaks
        public let streakUnit: StreakUnit
    }

    public struct Week: Hashable, Sendable {
        /// The day it starts on (the library's week start).
        public let start: Day
        /// Whole percent of due days done that week; nil without due days.
        public let rate: Int?
    }

    /// One pair of Together with its two habits, `a` first in the board's order.
    public struct Pair: Hashable, Sendable {
        public let a: Tracker
        public let b: Tracker
        public let numbers: Together.Pair

        /// B's rate on days A was done and on the others, in whole percent.
        public var percentWithA: Int { StatisticsState.percent(numbers.withA.0, numbers.withA.1) ?? 0 }
        public var percentWithoutA: Int { StatisticsState.percent(numbers.withoutA.0, numbers.withoutA.1) ?? 0 }
    }

    public let statistics: Statistics
    /// Whole percent of due days done in the last 30 days (today's only once done); nil without due days.
    public let completionRate: Int?
    public let rows: [TrackerRow]
    public let sort: Sort
    /// Oldest first, the current week last.
    public let trend: [Week]
    /// Up to five pairs, strongest difference first; empty when `togetherNone` says why.
    public let together: [Pair]
    public let togetherNone: Together.Reason?
    /// The pairs tested (for the line that says none passed).
    public let togetherTested: Int

    public static let rateDays = 30
    public static let trendWeeks = 12

    /// No trackers, or all four metrics zero.
    public var isEmpty: Bool { statistics.isEmpty }

    public static func build(library: Library, today: Day, sort: Sort = .name,
                             judgements cache: Judgements = .uncached) -> StatisticsState {
        let judgements = cache.judge(library, today: today)
        let monthAgo = today.adding(days: -(rateDays - 1))
        var done = 0, due = 0
        var rows: [TrackerRow] = []
        for judgement in judgements where judgement.tracker.kind.isHabit {
            let tally = judgement.completion(from: monthAgo, through: today)
            done += tally.done
            due += tally.due
            rows.append(TrackerRow(tracker: judgement.tracker, strength: judgement.strength ?? 0,
                                   rate: percent(tally.done, tally.due), streaks: judgement.streaks ?? Streaks(current: 0, best: 0),
                                   streakUnit: judgement.streakUnit))
        }
        let thisWeek = today.startOfWeek(library.settings.weekStart)
        let trend = (0..<trendWeeks).reversed().map { back -> Week in
            let start = thisWeek.adding(days: -7 * back)
            let tally = judgements.reduce((done: 0, due: 0)) { sum, judgement in
                let week = judgement.completion(from: start, through: min(today, start.adding(days: 6)))
                return (sum.done + week.done, sum.due + week.due)
            }
            return Week(start: start, rate: percent(tally.done, tally.due))
        }
        let byID = Dictionary(uniqueKeysWithValues: judgements.map { ($0.tracker.id, $0) })
        let together = Together.build(boardOrder(library).compactMap { byID[$0.id] }, today: today)
        let pairs = together.pairs.compactMap { pair in
            byID[pair.a].flatMap { a in byID[pair.b].map { Pair(a: a.tracker, b: $0.tracker, numbers: pair) } }
        }
        return StatisticsState(statistics: Rules.statistics(judgements, today: today), completionRate: percent(done, due),
                               rows: sorted(rows, by: sort), sort: sort, trend: trend, together: pairs,
                               togetherNone: together.reason, togetherTested: together.tested)
    }

    /// The trackers as the board lists them: pinned first, then by category, each in the
    /// person's order.
    static func boardOrder(_ library: Library) -> [Tracker] {
        let pinned = library.trackers.filter { $0.pinned && library.category($0.categoryID) != nil }
        return pinned + library.categories.flatMap { category in
            library.trackers.filter { !$0.pinned && $0.categoryID == category.id }
        }
    }

    /// Names A to Z in any script; numbers highest first, then by name.
    static func sorted(_ rows: [TrackerRow], by sort: Sort) -> [TrackerRow] {
        func name(_ row: TrackerRow) -> String { Names.key(row.tracker.name) }
        func key(_ row: TrackerRow) -> Double {
            switch sort {
            case .name: return 0
            case .strength: return row.strength
            case .rate: return Double(row.rate ?? -1)
            case .current: return Double(row.streaks.current)
            case .best: return Double(row.streaks.best)
            }
        }
        return rows.sorted { key($0) != key($1) ? key($0) > key($1) : name($0) < name($1) }
    }

    /// round-half-up(100 × done ÷ due); nil when nothing was due.
    public static func percent(_ done: Int, _ due: Int) -> Int? {
        due == 0 ? nil : (200 * done + due) / (2 * due)
    }
}
