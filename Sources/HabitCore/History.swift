/// The days a tracker was done, sorted and unique. A sorted array rather than a set: rules walk
/// history in order, and ten years of days is 3,650 integers.
public struct History: Hashable, Sendable {
    public private(set) var days: [Day]

    public init() { days = [] }
    public init(_ days: some Sequence<Day>) { self.days = Array(Set(days)).sorted() }

    /// Takes days already sorted and unique (as the database returns them) without re-sorting.
    public init(sorted days: [Day]) { self.days = days }

    public var isEmpty: Bool { days.isEmpty }

    public func contains(_ day: Day) -> Bool {
        let index = insertionIndex(of: day)
        return index < days.count && days[index] == day
    }

    /// Days done up to and including `today` (later days are ignored, as every rule ignores them).
    public func count(upTo today: Day) -> Int { insertionIndex(of: today.adding(days: 1)) }

    /// The latest done day that is not after `today`.
    public func last(upTo today: Day) -> Day? {
        let index = insertionIndex(of: today.adding(days: 1))
        return index > 0 ? days[index - 1] : nil
    }

    /// Returns whether anything changed.
    @discardableResult
    public mutating func insert(_ day: Day) -> Bool {
        let index = insertionIndex(of: day)
        if index < days.count && days[index] == day { return false }
        days.insert(day, at: index)
        return true
    }

    @discardableResult
    public mutating func remove(_ day: Day) -> Bool {
        let index = insertionIndex(of: day)
        guard index < days.count && days[index] == day else { return false }
        days.remove(at: index)
        return true
    }

    /// The index of the first day not before `day`.
    func insertionIndex(of day: Day) -> Int {
        var low = 0, high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Days in `self` but not in `other`, and days in `other` but not in `self`, by one merge.
    public func difference(from other: History) -> (added: [Day], removed: [Day]) {
        var added: [Day] = [], removed: [Day] = []
        var i = 0, j = 0
        while i < days.count || j < other.days.count {
            if j == other.days.count || (i < days.count && days[i] < other.days[j]) {
                added.append(days[i]); i += 1
            } else if i == days.count || other.days[j] < days[i] {
                removed.append(other.days[j]); j += 1
            } else {
                i += 1; j += 1
            }
        }
        return (added, removed)
    }
}
