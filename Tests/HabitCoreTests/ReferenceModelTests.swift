import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// Thousands of random histories, checked against a deliberately naive reading of SPEC §3 that
/// shares no code with the rules: it lists days, asks each question directly, and counts.
@Suite struct ReferenceModelTests {
    @Test func random_histories_agree_with_the_naive_reference() {
        var random = SeededGenerator(state: 2026_11_29)
        for round in 0..<3000 {
            let today = march(1).adding(days: Int.random(in: 0...90, using: &random))
            var entries: [(Tracker, [Day])] = []
            for index in 0..<Int.random(in: 1...4, using: &random) {
                let created = today.adding(days: -Int.random(in: -3...80, using: &random))
                let tracker: Tracker
                if Int.random(in: 0..<5, using: &random) == 0 {
                    tracker = event("E\(index)", created: created, position: index)
                } else {
                    let bits = Int.random(in: 1...127, using: &random)
                    tracker = habit("H\(index)", created: created, on: WeekdaySet(Weekday.allCases.filter { bits & (1 << $0.index) != 0 }),
                                    position: index)
                }
                var done: [Day] = []
                let density = Double.random(in: 0.2...0.95, using: &random)
                var day = created
                while day <= today.adding(days: 3) {
                    if Double.random(in: 0..<1, using: &random) < density { done.append(day) }
                    day = day.adding(days: 1)
                }
                if !tracker.kind.isHabit { done = done.isEmpty ? [] : [done.randomElement(using: &random)!] }
                entries.append((tracker, done))
            }
            let lib = Library(categories: [testCategory], trackers: entries.map(\.0),
                              histories: Dictionary(uniqueKeysWithValues: entries.map { ($0.0.id, History(done: $0.1)) }))
            for (tracker, done) in entries where tracker.kind.isHabit {
                let expected = NaiveReference.streaks(tracker, Set(done), today: today)
                let actual = Rules.streaks(of: tracker, history: History(done: done), today: today)
                #expect(actual == expected, "round \(round), \(tracker.name)")
                if actual != expected { return }
            }
            let expected = NaiveReference.statistics(entries.map { ($0.0, Set($0.1)) }, today: today)
            let actual = Rules.statistics(of: lib, today: today)
            #expect(actual == expected, "round \(round)")
            if actual != expected { return }
        }
    }
}

/// SPEC §3 read literally, written for clarity and nothing else.
enum NaiveReference {
    static func isScheduled(_ tracker: Tracker, _ day: Day) -> Bool {
        guard let schedule = tracker.kind.schedule else { return false }
        return day >= tracker.createdOn && schedule.weekdayList!.contains(day.weekday)
    }

    static func streaks(_ tracker: Tracker, _ done: Set<Day>, today: Day) -> Streaks {
        var scheduled: [Day] = []
        var day = tracker.createdOn
        while day <= today {
            if isScheduled(tracker, day) { scheduled.append(day) }
            day = day.adding(days: 1)
        }
        // Current: from today if scheduled and done, else from the latest scheduled day before today.
        var startIndex = scheduled.count - 1
        if let last = scheduled.last, last == today, !done.contains(today) { startIndex -= 1 }
        var current = 0
        var index = startIndex
        while index >= 0 && done.contains(scheduled[index]) {
            current += 1
            index -= 1
        }
        // Best: the longest run of consecutive scheduled days that are done.
        var best = 0
        for start in scheduled.indices {
            var length = 0
            while start + length < scheduled.count && done.contains(scheduled[start + length]) { length += 1 }
            best = max(best, length)
        }
        return Streaks(current: current, best: max(best, current))
    }

    static func statistics(_ entries: [(Tracker, Set<Day>)], today: Day) -> Statistics {
        guard let start = entries.map(\.0.createdOn).min(), start <= today else {
            return Statistics(bestStreak: 0, perfectDays: 0, trackersCompleted: 0, calendarDays: 0)
        }
        var perfectDays = 0, best = 0, run = 0
        var day = start
        while day <= today {
            let habitsDue = entries.filter { isScheduled($0.0, day) }
            let eventDone = entries.contains { !$0.0.kind.isHabit && $0.1.contains(day) }
            if !habitsDue.isEmpty || eventDone {
                if habitsDue.allSatisfy({ $0.1.contains(day) }) {
                    perfectDays += 1
                    run += 1
                    best = max(best, run)
                } else if day != today {
                    run = 0
                }
            }
            day = day.adding(days: 1)
        }
        let completed = entries.map { $0.1.filter { $0 <= today }.count }.reduce(0, +)
        return Statistics(bestStreak: best, perfectDays: perfectDays, trackersCompleted: completed,
                          calendarDays: start.days(until: today) + 1)
    }
}
