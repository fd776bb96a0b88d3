/// What a tracker's days hold: its entries, sorted by day, at most one per day. A sorted array
/// rather than a dictionary: every rule walks history in order, and ten years is 3,650 records.
public struct History: Hashable, Sendable {
    public private(set) var entries: [Entry]

    public init() { entries = [] }

    /// Keeps the last entry given for a day.
    public init(_ entries: some Sequence<Entry>) {
        var byDay: [Day: Entry] = [:]
        for entry in entries { byDay[entry.day] = entry }
        self.entries = byDay.values.sorted { $0.day < $1.day }
    }

    /// Done on each of `days`.
    public init(done days: some Sequence<Day>) { self.init(days.map { Entry(day: $0) }) }

    /// Takes entries already sorted by day and unique (as the database returns them).
    public init(sorted entries: [Entry]) { self.entries = entries }

    public var isEmpty: Bool { entries.isEmpty }

    /// The earliest day anything was entered.
    public var firstDay: Day? { entries.first?.day }

    /// The days done, oldest first.
    public var doneDays: [Day] { entries.filter { $0.isDone }.map { $0.day } }

    public func entry(on day: Day) -> Entry? {
        let index = insertionIndex(of: day)
        return index < entries.count && entries[index].day == day ? entries[index] : nil
    }

    public func isDone(on day: Day) -> Bool { entry(on: day)?.isDone ?? false }

    /// Days done up to and including `today` (later days are ignored, as every rule ignores them).
    public func doneCount(upTo today: Day) -> Int {
        var count = 0
        for entry in entries[..<insertionIndex(of: today.adding(days: 1))] where entry.isDone { count += 1 }
        return count
    }

    /// The latest day done that is not after `today`.
    public func lastDone(upTo today: Day) -> Day? {
        entries[..<insertionIndex(of: today.adding(days: 1))].last { $0.isDone }?.day
    }

    /// Writes the entry for its day. Returns whether anything changed.
    @discardableResult
    public mutating func set(_ entry: Entry) -> Bool {
        let index = insertionIndex(of: entry.day)
        if index < entries.count && entries[index].day == entry.day {
            guard entries[index] != entry else { return false }
            entries[index] = entry
        } else {
            entries.insert(entry, at: index)
        }
        return true
    }

    /// Removes the day's entry. Returns whether there was one.
    @discardableResult
    public mutating func remove(_ day: Day) -> Bool {
        let index = insertionIndex(of: day)
        guard index < entries.count && entries[index].day == day else { return false }
        entries.remove(at: index)
        return true
    }

    /// The index of the first entry not before `day`.
    public func insertionIndex(of day: Day) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].day < day { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// What to write to turn `other` into `self`, by one merge: entries new or changed, and days
    /// whose entry went away.
    public func difference(from other: History) -> (written: [Entry], removed: [Day]) {
        var written: [Entry] = [], removed: [Day] = []
        var i = 0, j = 0
        while i < entries.count || j < other.entries.count {
            if j == other.entries.count || (i < entries.count && entries[i].day < other.entries[j].day) {
                written.append(entries[i]); i += 1
            } else if i == entries.count || other.entries[j].day < entries[i].day {
                removed.append(other.entries[j].day); j += 1
            } else {
                if entries[i] != other.entries[j] { written.append(entries[i]) }
                i += 1; j += 1
            }
        }
        return (written, removed)
    }
}
