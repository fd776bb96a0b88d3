import Foundation
import HabitCore
import Synchronization

/// The one JSON encoding of every screen state, shared by `habits … --json` and the HTTP API, so
/// both spell every field the same way. Nulls are written out (`"schedule": null` for an event)
/// because scripts rely on the keys being there.
public enum HabitJSON {
    public static func encode(_ value: some Encodable) -> [UInt8] {
        // Every value encoded here is built from plain strings and numbers; failure would be a bug.
        SortedJSONEncoder.encode(value) ?? Array("null".utf8)
    }

    public static func string(_ value: some Encodable) -> String {
        String(decoding: encode(value), as: UTF8.self)
    }

    /// A 0…1 value (a strength) rounded to six decimals, as a Decimal so JSON writes it exactly.
    public static func sixDecimals(_ value: Double) -> Decimal {
        Decimal((value * 1_000_000).rounded()) / 1_000_000
    }
}

struct JSONKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Where an object's fields go: an `Encodable`'s keyed container (every screen state, through
/// `SortedJSONEncoder` or Foundation's `JSONEncoder`), or `JSONObjectWriter`, straight into bytes
/// (a card, which every tap answers). One list of fields serves both, so they cannot drift;
/// `SortedJSONEncoderTests` holds their bytes to `JSONEncoder`'s.
protocol JSONFields {
    mutating func put(_ key: String, _ value: String?) throws
    mutating func put(_ key: String, _ value: Int?) throws
    mutating func put(_ key: String, _ value: Bool) throws
    mutating func put(_ key: String, _ value: Day?) throws
    mutating func put<T: Encodable>(_ key: String, _ value: T?) throws
}

extension KeyedEncodingContainer: JSONFields where K == JSONKey {
    mutating func put(_ key: String, _ value: String?) throws { try putValue(key, value) }
    mutating func put(_ key: String, _ value: Int?) throws { try putValue(key, value) }
    mutating func put(_ key: String, _ value: Bool) throws { try encode(value, forKey: JSONKey(key)) }
    mutating func put(_ key: String, _ value: Day?) throws { try putValue(key, value) }
    mutating func put<T: Encodable>(_ key: String, _ value: T?) throws { try putValue(key, value) }

    private mutating func putValue<T: Encodable>(_ key: String, _ value: T?) throws {
        if let value { try encode(value, forKey: JSONKey(key)) } else { try encodeNil(forKey: JSONKey(key)) }
    }
}

extension Tracker {
    /// The tracker's own fields; cards and details add theirs to the same object.
    func encodeFields(into container: inout some JSONFields, categoryName: String) throws {
        try container.put("id", id.lowercased)
        try container.put("name", name)
        try container.put("kind", kind.name)
        try container.put("emoji", emoji)
        try container.put("color", color)
        try container.put("category", categoryName)
        try container.put("categoryId", categoryID.lowercased)
        // `schedule` (the weekday list) stays for the first release's scripts; `frequency` is the
        // schedule's one outward form.
        try container.put("schedule", kind.schedule?.weekdayList?.map(\.rawValue))
        try container.put("frequency", kind.schedule)
        try container.put("pinned", pinned)
        try container.put("createdOn", createdOn)
        try container.put("note", note)
        try container.put("position", position)
        try container.put("measure", measure)
        try container.put("archived", archivedOn != nil)
        try container.put("archivedOn", archivedOn)
        try container.put("pauses", pauses.map(PauseJSON.init))
        try container.put("reminders", reminders)
    }

    /// What a card and a detail say about a day of this tracker (SPEC §16).
    func encodeDay(into container: inout some JSONFields, state: DayState, entry: Entry?,
                   period: PeriodProgress?, streaks: Streaks?, unit: StreakUnit, day: Day) throws {
        try container.put("state", state)
        try container.put("value", entry?.value?.decimal)
        // `note` stays the tracker's description (existing fields keep their meaning); the day's
        // note is `dayNote`, and `note` in each `history` entry.
        try container.put("dayNote", entry?.note)
        try container.put("streakUnit", kind.isHabit ? unit : nil)
        try container.put("period", period.map { PeriodJSON($0, measurable: measure != nil) })
        try container.put("paused", isPaused(on: day))
    }
}

/// A pause as the JSON writes it: `{"from": …, "until": … | null}`.
struct PauseJSON: Encodable {
    let from: Day
    let until: Day?
    init(_ pause: Pause) { from = pause.from; until = pause.until }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("from", from)
        try container.put("until", until)
    }
}

/// `{"done", "goal", "start", "end"}`: done days and the prorated goal, or for a measurable
/// habit the period's sum and its prorated target.
struct PeriodJSON: Encodable {
    let period: PeriodProgress
    let measurable: Bool
    init(_ period: PeriodProgress, measurable: Bool) { self.period = period; self.measurable = measurable }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        if measurable {
            try container.put("done", period.sum.decimal)
            try container.put("goal", (period.target ?? .zero).decimal)
        } else {
            try container.put("done", period.done)
            try container.put("goal", period.goal)
        }
        try container.put("start", period.start)
        try container.put("end", period.end)
    }
}

/// A tracker with its category's name, as `GET /trackers` lists it.
public struct TrackerSummary: Encodable, Sendable {
    public let tracker: Tracker
    public let categoryName: String

    public init(tracker: Tracker, categoryName: String) {
        self.tracker = tracker
        self.categoryName = categoryName
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try tracker.encodeFields(into: &container, categoryName: categoryName)
    }
}

extension Category: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("id", id.lowercased)
        try container.put("name", name)
        try container.put("position", position)
    }
}

/// A category with how many trackers it holds, as category lists show it.
public struct CategorySummary: Encodable, Sendable {
    public let category: HabitCore.Category
    public let trackers: Int

    public init(category: HabitCore.Category, trackers: Int) {
        self.category = category
        self.trackers = trackers
    }

    public func encode(to encoder: Encoder) throws {
        try category.encode(to: encoder)
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("trackers", trackers)
    }
}

extension TrackerCard: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try encodeFields(into: &container)
    }

    /// The card's JSON, written straight into bytes (`JSONObjectWriter`): what `encode(to:)`
    /// writes, without the tree of values between (`SortedJSONEncoder` takes these bytes for
    /// every card, on the board too). The tracker's own fields are written once per tracker and
    /// kept (`TrackerFieldsJSON`): a tap changes the card's numbers, not the tracker.
    var json: [UInt8] {
        get throws {
            var object = JSONObjectWriter()
            object.put(members: try TrackerFieldsJSON.members(of: tracker, categoryName: categoryName))
            try encodeCardFields(into: &object)
            return object.bytes
        }
    }

    private func encodeFields(into container: inout some JSONFields) throws {
        try tracker.encodeFields(into: &container, categoryName: categoryName)
        try encodeCardFields(into: &container)
    }

    /// The card's fields besides the tracker's own.
    private func encodeCardFields(into container: inout some JSONFields) throws {
        try container.put("days", days)
        try container.put("done", done)
        try container.put("canToggle", canToggle)
        try container.put("currentStreak", streaks?.current)
        try container.put("bestStreak", streaks?.best)
        try tracker.encodeDay(into: &container, state: state, entry: entry, period: period, streaks: streaks,
                              unit: streakUnit, day: date)
    }
}

/// Each tracker's own fields as JSON members (`Tracker.encodeFields`), kept with the tracker
/// and category name they were written for: a card reuses them while both are equal (a tap, the
/// board rendered again). Across every library of the process, by tracker id, at most `kept`
/// of them (then all go at once); an entry is used only for an equal tracker, so what one
/// library's cards show never comes from another's.
enum TrackerFieldsJSON {
    private struct Entry {
        let tracker: Tracker
        let categoryName: String
        let members: [(key: String, prefix: UInt64, value: [UInt8])]
    }

    private static let entries = Mutex<[Tracker.ID: Entry]>([:])
    static let kept = 20_000

    static func members(of tracker: Tracker, categoryName: String) throws -> [(key: String, prefix: UInt64, value: [UInt8])] {
        if let entry = entries.withLock({ $0[tracker.id] }), entry.categoryName == categoryName, entry.tracker == tracker {
            return entry.members
        }
        var object = JSONObjectWriter()
        try tracker.encodeFields(into: &object, categoryName: categoryName)
        let members = object.written
        entries.withLock { entries in
            if entries.count >= kept { entries.removeAll(keepingCapacity: true) }
            entries[tracker.id] = Entry(tracker: tracker, categoryName: categoryName, members: members)
        }
        return members
    }
}

extension BoardState.Section: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("title", title)
        try container.put("pinned", pinned)
        try container.put("categoryId", categoryID?.lowercased)
        try container.put("trackers", cards)
    }
}

extension BoardState: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("date", date)
        try container.put("today", today)
        try container.put("done", progress.done)
        try container.put("total", progress.total)
        try container.put("filter", filter)
        try container.put("search", search)
        try container.put("hasTrackers", hasTrackers)
        try container.put("empty", emptyState)
        try container.put("sections", sections)
        // Habits paused on the board's day, as cards: the collapsed `Paused` section.
        try container.put("paused", paused)
    }
}

extension TrackerDetailState.DayCell: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("date", date)
        try container.put("state", state)
        try container.put("value", entry?.value?.decimal)
        try container.put("note", entry?.note)
    }
}

extension TrackerDetailState: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try tracker.encodeFields(into: &container, categoryName: categoryName)
        try container.put("days", days)
        try container.put("currentStreak", streaks?.current)
        try container.put("bestStreak", streaks?.best)
        try container.put("last30", last30)
        try container.put("history", history)
        if tracker.kind.isHabit {
            try container.put("strength", HabitJSON.sixDecimals(charts.strength))
            try container.put("strengthSeries", charts.strengthLine.map { StrengthPointJSON(date: $0.date, strength: $0.strength) })
        } else {
            try container.put("strength", Optional<Decimal>.none)
            try container.put("strengthSeries", [StrengthPointJSON]())
        }
        try container.put("bestStreaks", charts.bestStreaks.map { BestStreakJSON(start: $0.start, end: $0.end, length: $0.length) })
        try container.put("patterns", charts.patterns)
        let today = last30.last!
        try tracker.encodeDay(into: &container, state: today.state, entry: today.entry, period: period, streaks: streaks,
                              unit: streakUnit, day: today.date)
    }
}

extension StatisticsState: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        if isEmpty {
            try container.put("empty", true)
            return
        }
        try container.put("bestStreak", statistics.bestStreak)
        try container.put("perfectDays", statistics.perfectDays)
        try container.put("trackersCompleted", statistics.trackersCompleted)
        try container.put("average", statistics.average)
        try container.put("completionRate", completionRate)
        try container.put("trackers", rows)
        try container.put("trend", trend)
        try container.put("together", together)
        try container.put("togetherNone", togetherNone)
    }
}

/// `{"a", "b", "aId", "bId", "rateWithA", "rateWithoutA", "days", "p", "q"}` (SPEC §22): the
/// rates are the exact fractions as doubles, p and q in full double precision.
extension StatisticsState.Pair: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("a", a.name)
        try container.put("b", b.name)
        try container.put("aId", a.id.lowercased)
        try container.put("bId", b.id.lowercased)
        try container.put("rateWithA", numbers.rateWithA)
        try container.put("rateWithoutA", numbers.rateWithoutA)
        try container.put("days", numbers.days)
        try container.put("p", numbers.p)
        try container.put("q", numbers.q)
    }
}

/// `{"weekdays": [{"weekday", "days", "done", "rate"}], "mostMissed", "p"}`.
extension Patterns: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("weekdays", weekdays)
        try container.put("mostMissed", mostMissed)
        try container.put("p", p)
    }
}

extension Patterns.WeekdayRate: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("weekday", weekday)
        try container.put("days", days)
        try container.put("done", done)
        try container.put("rate", rate)
    }
}

extension StatisticsState.TrackerRow: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("id", tracker.id.lowercased)
        try container.put("name", tracker.name)
        try container.put("strength", HabitJSON.sixDecimals(strength))
        try container.put("rate", rate)
        try container.put("currentStreak", streaks.current)
        try container.put("bestStreak", streaks.best)
        try container.put("streakUnit", streakUnit)
    }
}

extension StatisticsState.Week: Encodable {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("start", start)
        try container.put("rate", rate)
    }
}

/// `{"date", "strength"}`: one point of a detail's strength line (6 decimals).
struct StrengthPointJSON: Encodable {
    let date: Day
    let strength: Double

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("date", date)
        try container.put("strength", HabitJSON.sixDecimals(strength))
    }
}

/// `{"start", "end", "length"}`: one of a detail's best streaks.
struct BestStreakJSON: Encodable {
    let start: Day, end: Day, length: Int
}
