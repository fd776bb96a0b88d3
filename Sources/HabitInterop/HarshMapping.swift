import HabitCore
import HabitStore

/// harsh's fields as Habits' (SPEC §17; FORMATS.md §6). harsh has no ids, reminders, colours,
/// emoji, units or targets.
enum HarshMapping {
    /// `t` in `i` days in a row (harsh's `7` is any seven days, not a calendar week); a
    /// tracking-only habit (`0`), never due in harsh, is every day here, said.
    static func schedule(_ habit: HarshHabit) -> (Schedule, String?) {
        guard habit.target > 0 else {
            return (.everyDay, "harsh only tracks it (frequency \(habit.frequency)), never asking for it; it is every day here.")
        }
        return SourceMapping.rolling(times: habit.target, days: habit.interval)
    }

    /// A day's answer: `y` done, `s` skipped, `n` no state (its comment kept); the comment is
    /// the note, with the day's amount after it (`Leg day · 1.5`), since harsh gives no unit or
    /// target to measure it by.
    static func entry(_ outcome: HarshOutcome) -> (state: Entry.State?, note: String?, noteCut: Bool) {
        let state: Entry.State? = switch outcome.result {
        case .yes: .done
        case .skip: .skipped
        case .no: nil
        }
        let comment = LoopImport.cleaned(outcome.comment, keepingLineBreaks: false)
        let amount = outcome.amount == 0 ? "" : amountText(outcome.amount)
        let (note, cut) = LoopImport.cut([comment, amount].filter { !$0.isEmpty }.joined(separator: " · "), to: Tracker.noteLimit)
        return (state, note, cut)
    }

    /// `1.5`, `8`, `0.25`: the shortest form, without a trailing `.0`.
    static func amountText(_ amount: Double) -> String {
        if amount.rounded() == amount, abs(amount) < 1e15 { return String(Int(amount)) }
        return String(amount)
    }
}
