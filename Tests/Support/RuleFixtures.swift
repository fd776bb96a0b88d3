import Foundation
import HabitCore

/// `d("2025-03-07")`: days read as the seeds write them.
public func d(_ text: String) -> Day {
    guard let day = Day(text) else { fatalError("bad day \(text) in a test") }
    return day
}

public func days(_ texts: String...) -> [Day] { texts.map(d) }

/// The seeds' March 2025 days by number: `march(7)` is 2025-03-07.
public func march(_ day: Int) -> Day { Day(year: 2025, month: 3, day: day)! }

public let testCategory = HabitCore.Category(name: "Health", position: 0)

public func habit(_ name: String, created: Day, on weekdays: WeekdaySet = .everyDay, position: Int = 0) -> Tracker {
    Tracker(name: name, kind: .habit(.weekdays(weekdays)), categoryID: testCategory.id, emoji: "🙂",
            color: Palette.colors[0], createdOn: created, position: position)
}

public func event(_ name: String, created: Day, position: Int = 0) -> Tracker {
    Tracker(name: name, kind: .event, categoryID: testCategory.id, emoji: "🎸", color: Palette.colors[1],
            createdOn: created, position: position)
}

/// A library of one category holding the given trackers with their done days.
public func library(_ entries: (Tracker, [Day])...) -> Library {
    Library(categories: [testCategory], trackers: entries.map(\.0),
            histories: Dictionary(uniqueKeysWithValues: entries.map { ($0.0.id, History(done: $0.1)) }))
}

public func streaks(_ tracker: Tracker, _ done: [Day], today: Day, weekStart: Weekday = .mon) -> Streaks? {
    Rules.streaks(of: tracker, history: History(done: done), today: today, weekStart: weekStart)
}

/// The instant a wall-clock time happens in a zone, e.g. `instant("2025-03-07T23:59", "Europe/London")`.
public let utc = TimeZone(identifier: "UTC")!

public func instant(_ local: String, _ zone: String) -> Date {
    Clock.parseInstant(local, zone: TimeZone(identifier: zone)!)!
}

/// A reproducible random source for the randomized tests (SplitMix64).
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
