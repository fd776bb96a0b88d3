import HabitCore

/// Random habits for tests that check the rules against another reading of them: every
/// schedule kind, pauses (some open-ended), and entries with skips, notes alone and values.
public enum RandomHabits {
    public static func schedule(_ random: inout SeededGenerator) -> Schedule {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let bits = Int.random(in: 1...127, using: &random)
            return .weekdays(WeekdaySet(Weekday.allCases.filter { bits & (1 << $0.index) != 0 }))
        case 1: return .weekly(Int.random(in: 1...6, using: &random))
        case 2: return .monthly(Int.random(in: 1...27, using: &random))
        default:
            let days = Bool.random(using: &random) ? Int.random(in: 2...12, using: &random) : Int.random(in: 2...365, using: &random)
            return .rolling(times: Int.random(in: 1..<days, using: &random), days: days)
        }
    }

    public static func pauses(from created: Day, to today: Day, _ random: inout SeededGenerator) -> [Pause] {
        let span = created.days(until: today)
        guard span > 2 else { return [] }
        var pauses: [Pause] = []
        var start = 0
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            guard start < span else { break }
            let from = Int.random(in: start...span, using: &random)
            let length = Int.random(in: 0...20, using: &random)
            let open = from + length >= span || Int.random(in: 0..<6, using: &random) == 0
            pauses.append(Pause(from: created.adding(days: from), until: open ? nil : created.adding(days: from + length)))
            if open { break }
            start = from + length + 2
        }
        return pauses
    }

    /// Entries from the start through today: done or a value on about `rate` of the days, some
    /// skips, some notes alone, and now and then a done day inside a pause.
    public static func entries(_ habit: Tracker, through today: Day, _ random: inout SeededGenerator) -> [Entry] {
        let rate = Double.random(in: 0.1...0.95, using: &random)
        let target = habit.measure?.target.thousandths ?? 1000
        var entries: [Entry] = []
        var day = habit.createdOn
        while day <= today {
            defer { day = day.adding(days: 1) }
            let roll = Double.random(in: 0..<1, using: &random)
            if roll < rate {
                if habit.measure != nil {
                    let value = Int.random(in: 0...(2 * target), using: &random)
                    entries.append(Entry(day: day, state: .value(Quantity(thousandths: value))))
                } else {
                    entries.append(Entry(day: day, state: .done))
                }
            } else if roll < rate + 0.05 {
                entries.append(Entry(day: day, state: .skipped))
            } else if roll < rate + 0.08 {
                entries.append(Entry(day: day, state: nil, note: "a note"))
            }
        }
        return entries
    }
}
