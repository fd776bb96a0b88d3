import Foundation
import HabitCore
import HabitStore

/// harsh's folder (`~/.config/harsh`: its `habits` and `log` files) zipped, recognised by a
/// `habits` file at the zip's top or in one folder. On the command line the folder itself is
/// read (`HarshFormat.read(folder:)`).
enum HarshFormat: SourceFormat {
    static let format = ImportFormat(id: "harsh", app: "harsh", file: .files, keySpace: "harsh")

    static func recognizes(_ content: ImportContent) -> Bool {
        guard case .zip(let zip) = content else { return false }
        return HarshReader.isHarsh(zip)
    }

    static func read(_ content: ImportContent) throws(DomainError) -> ImportSource {
        guard case .zip(let zip) = content else { throw .invalidImport("it is not a zip of a harsh folder.") }
        return HarshImport.source(try HarshReader.read(zip: zip), as: format)
    }

    /// The harsh folder at `path`.
    static func read(folder path: String) throws(DomainError) -> ImportSource {
        HarshImport.source(try HarshReader.read(folder: path), as: format)
    }
}

/// harsh's habits as Habits' (SPEC §17; FORMATS.md §6). harsh has no ids: a habit is matched
/// by its name and its first answer's day (any answer: it was asked that day). Its heading is
/// the category; `t/i` is t times in any i days in a row (`7` is a rolling week, not a calendar
/// one); a tracking-only habit (`0`) is every day, said; an end date archives it the day after.
/// Answers: `y` done, `s` skipped, `n` no state (a day not done is missed here), the comment the
/// note with the amount after it (harsh gives no unit or target to measure it by). A name in the
/// log that the habits file no longer has comes in archived, so that no answer is lost. No
/// reminders, colours or emoji.
enum HarshImport {
    static func source(_ harsh: HarshData, as format: ImportFormat) -> ImportSource {
        var byName: [String: [HarshOutcome]] = [:]
        var logOrder: [String] = []
        for outcome in harsh.outcomes {
            if byName[outcome.habit] == nil { logOrder.append(outcome.habit) }
            byName[outcome.habit, default: []].append(outcome)
        }
        var habits = harsh.habits.map { habit($0, outcomes: byName[$0.name] ?? []) }
        let listed = Set(harsh.habits.map(\.name))
        for name in logOrder where !listed.contains(name) {
            let outcomes = byName[name]!
            var habit = SourceHabit(key: nil, name: name, archived: true, archivedOn: outcomes.last.map { $0.day.adding(days: 1) },
                                    start: outcomes.first?.day)
            habit.notes.append(.onlyInLog)
            answers(outcomes, into: &habit)
            habits.append(habit)
        }
        return ImportSource(format: format, habits: habits, notes: harsh.notes)
    }

    static func habit(_ harsh: HarshHabit, outcomes: [HarshOutcome]) -> SourceHabit {
        var habit = SourceHabit(key: nil, name: harsh.name, category: harsh.heading, archived: harsh.end != nil,
                                archivedOn: harsh.end?.adding(days: 1), start: outcomes.first?.day)
        if harsh.target == 0 {
            habit.schedule = .everyDay
            habit.notes.append(.neverDue(app: "harsh", original: harsh.frequency, schedule: .everyDay))
        } else {
            let (schedule, issue) = SourceMapping.rolling(times: harsh.target, days: harsh.interval)
            habit.schedule = schedule
            if let issue { habit.notes.append(issue) }
        }
        answers(outcomes, into: &habit)
        return habit
    }

    /// The habit's answers as entries, and what they could not bring as they were.
    static func answers(_ outcomes: [HarshOutcome], into habit: inout SourceHabit) {
        var failed = 0, amounts = 0
        for outcome in outcomes {
            let state: SourceEntry.State? = switch outcome.result {
            case .yes: .done
            case .skip: .skipped
            case .no: nil
            }
            if outcome.result == .no { failed += 1 }
            let amount = trimmed(outcome.amount)
            let keepsAmount = !amount.isEmpty && (Double(amount) != 0)
            if keepsAmount { amounts += 1 }
            let comment = trimmed(outcome.comment)
            let note = [comment, keepsAmount ? amount : ""].filter { !$0.isEmpty }.joined(separator: " · ")
            guard state != nil || !note.isEmpty else { continue }
            habit.entries.append(SourceEntry(day: outcome.day, state: state, note: note))
        }
        if failed > 0 { habit.notes.append(.failedDays(count: failed)) }
        if amounts > 0 { habit.notes.append(.amountsInNote(count: amounts)) }
    }

    /// Without spaces around it; Foundation is asked only when there are some (a log of years
    /// has a hundred thousand comments, nearly all without).
    private static func trimmed(_ text: String) -> String {
        guard let first = text.utf8.first, let last = text.utf8.last else { return text }
        return first == 0x20 || last == 0x20 || first == 0x09 || last == 0x09 ? text.trimmingCharacters(in: .whitespaces) : text
    }
}
