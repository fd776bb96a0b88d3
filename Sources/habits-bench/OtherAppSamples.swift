import Foundation
import HabitCore

/// Files as Beaver, Habitica and harsh write them, 50 habits × 5 years up to `today`, for the
/// import timings of SPEC §17 (each format ≤ 2 s). Every day of every habit is done (7 in 10),
/// skipped (1 in 10) or left (2 in 10); one day in 20 has a note. Written from the formats
/// (FORMATS.md), as the apps write them.
struct OtherAppSamples {
    static let habits = 50
    static let days = 5 * 365

    enum Answer { case done, skipped, none }

    let today: Day
    /// `answers[habit][day]`, day 0 the first.
    let answers: [[Answer]]

    init(today: Day) {
        self.today = today
        var generator = SystemRandomNumberGenerator()
        answers = (0..<Self.habits).map { _ in
            (0..<Self.days).map { _ in
                let roll = Int.random(in: 0..<10, using: &generator)
                return roll < 7 ? .done : roll == 7 ? .skipped : .none
            }
        }
    }

    var first: Day { today.adding(days: -Self.days + 1) }
    func note(_ habit: Int, _ day: Int) -> String? { (habit + day) % 20 == 0 ? "note \(day) of habit \(habit + 1)" : nil }

    /// Beaver's export: `{"user_email", "exported_at", "habits"}`, records `{"day", "done", "text"?}`,
    /// a skip as `#skip` in the text; every fifth habit three days a week.
    var beaverJSON: Data {
        var out = #"{"user_email": "bench@example.org", "exported_at": "\#(today.iso) 21:00:00", "habits": ["#
        for habit in 0..<Self.habits {
            if habit > 0 { out += ", " }
            let period = habit % 5 == 0 ? #"{"period_type": "W", "period_count": 1, "target_count": 3}"# : "null"
            out += #"{"id": "\#(String(format: "%06x", habit * 7919))", "name": "Habit \#(habit + 1)", "tags": ["Bench"], "star": false, "#
                + #""status": "active", "period": \#(period), "chips": [], "records": ["#
            for day in 0..<Self.days {
                if day > 0 { out += ", " }
                let text = [answers[habit][day] == .skipped ? "#skip" : nil, note(habit, day)].compactMap { $0 }.joined(separator: " ")
                out += #"{"day": "\#(first.adding(days: day).iso)", "done": \#(answers[habit][day] == .done)"#
                    + (text.isEmpty ? "}" : #", "text": "\#(text)"}"#)
            }
            out += "]}"
        }
        return Data((out + "]}").utf8)
    }

    /// The CSV Beaver imports (Loop's root `Checkmarks.csv`): newest day first, Loop 1's numbers
    /// (2 done, 0 not) and Loop 2's `SKIP`, a trailing comma on every line.
    var beaverCSV: Data {
        var out = "Date," + (0..<Self.habits).map { "Habit \($0 + 1)" }.joined(separator: ",") + ",\n"
        for day in (0..<Self.days).reversed() {
            out += first.adding(days: day).iso
            for habit in 0..<Self.habits {
                switch answers[habit][day] {
                case .done: out += ",2"
                case .skipped: out += ",SKIP"
                case .none: out += ",0"
                }
            }
            out += ",\n"
        }
        return Data(out.utf8)
    }

    /// Habitica's user data at UTC−5: 50 dailies, each check a `completed: true` entry in the
    /// evening, each missed day the next cron's `completed: false` entry; a skip (Habitica has
    /// none) is a miss.
    var habiticaJSON: Data {
        let base = Int64(first.ordinal) * 86_400_000 + 5 * 3_600_000
        var out = #"{"preferences": {"timezoneOffset": 300, "dayStart": 0}, "apiToken": "00000000-0000-4000-8000-000000000000", "#
            + #""tasksOrder": {"dailys": []}, "tags": [{"id": "t", "name": "Bench"}], "tasks": {"dailys": ["#
        for habit in 0..<Self.habits {
            if habit > 0 { out += ", " }
            out += #"{"id": "00000000-0000-4000-8000-\#(String(format: "%012d", habit))", "type": "daily", "text": "Habit \#(habit + 1)", "#
                + #""notes": "", "tags": ["t"], "frequency": "weekly", "everyX": 1, "#
                + #""repeat": {"m": true, "t": true, "w": true, "th": true, "f": true, "s": true, "su": true}, "#
                + #""startDate": "\#(first.iso)T05:00:00.000Z", "reminders": [], "history": ["#
            for day in 0..<Self.days {
                if day > 0 { out += ", " }
                let done = answers[habit][day] == .done
                let at = base + Int64(day) * 86_400_000 + (done ? 15 * 3_600_000 : 25 * 3_600_000)
                out += #"{"date": \#(at), "value": 1.5, "isDue": true, "completed": \#(done)}"#
            }
            out += "]}"
        }
        return Data((out + "]}}").utf8)
    }

    /// harsh's two files: five headings of ten habits (every fourth one `3/7`), and one log line
    /// per answered day, in the order harsh appends them.
    var harsh: (habits: Data, log: Data) {
        var habits = "# bench\n"
        for habit in 0..<Self.habits {
            if habit % 10 == 0 { habits += "\n! Group \(habit / 10 + 1)\n" }
            habits += "Habit \(habit + 1): \(habit % 4 == 0 ? "3/7" : "1")\n"
        }
        var log = ""
        for day in 0..<Self.days {
            let date = first.adding(days: day).iso
            for habit in 0..<Self.habits {
                let answer = switch answers[habit][day] {
                case .done: "y"
                case .skipped: "s"
                case .none: "n"
                }
                log += "\(date) : Habit \(habit + 1) : \(answer) : \(note(habit, day) ?? "") : \(habit % 3 == 0 ? "1.5" : "")\n"
            }
        }
        return (Data(habits.utf8), Data(log.utf8))
    }
}
