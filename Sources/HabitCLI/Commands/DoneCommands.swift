import HabitCore
import HabitScreens

/// The day commands: `done`, `skip`, `note` and `undo` each write one day's entry (SPEC §10.3)
/// through `Library.setEntry`, and print the day as it now stands with the streaks.
struct DoneCommand: Command {
    static let path = ["done"]
    static let summary = "Mark a tracker done, or set a measurable habit's value (today, or --date)"
    static let help = """
        Usage: habits done NAME [--date YYYY-MM-DD] [--value V] [--note TEXT]
          --date DAY    the day (default today); never a future day, nor before the start
          --value V     a measurable habit's amount, 0 to 1,000,000 with up to 3 decimals (2.5);
                        without it a measurable habit gets its target
          --note TEXT   a note on the day, up to 200 characters ("" removes it)
        Marking a day that is already done changes nothing and succeeds.
        """
    static let options: [Option] = [.value("date"), .value("value"), .value("note")]
    static func run(_ input: Input, _ context: Context) throws {
        let value = try input.quantity("value", refused: .valueInvalid)
        try write(value.map { .value($0) } ?? .done, input, context)
    }
}

struct SkipCommand: Command {
    static let path = ["skip"]
    static let summary = "Skip a habit's day: it neither breaks nor extends the streak"
    static let help = """
        Usage: habits skip NAME [--date YYYY-MM-DD] [--note TEXT]
        A skipped day is neutral: not due, not a failure, and it lowers a weekly or monthly goal.
        Events can't be skipped, nor future days. 'habits undo' takes a skip back.
          --note TEXT   why, up to 200 characters ("" removes it)
        """
    static let options: [Option] = [.value("date"), .value("note")]
    static func run(_ input: Input, _ context: Context) throws {
        try write(.skipped, input, context)
    }
}

struct NoteCommand: Command {
    static let path = ["note"]
    static let summary = "Write a note on a day (\"\" removes it)"
    static let help = """
        Usage: habits note NAME TEXT [--date YYYY-MM-DD]
        Sets the day's note (up to 200 characters, no control characters) and leaves its state
        as it is; a note may stand alone on a day that is not done ("sick"). "" removes it.
        """
    static let options: [Option] = [.value("date")]
    static let arguments = 2...2
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let today = try context.today
        let day = try input.day(default: today)
        let note = input.positionals[1]
        let store = try context.store()
        let time = WriteClaim.now(WriteTime(context.clock.now()))
        let changed = try store.update { (library: inout Library) throws(DomainError) in
            // The note alone: the state that is there stays, and keeps its own write time.
            try library.writeEntry(state: nil, note: note, tracker: tracker.id, on: day, today: today, at: time).changed
        }
        let stored = store.library.history(of: tracker.id).entry(on: day)?.note
        context.print(context.copy.noted(tracker.name, on: day, note: stored, changed: changed))
    }
}

struct UndoCommand: Command {
    static let path = ["undo"]
    static let summary = "Clear a day's done, value or skip; a note stays (today, or --date)"
    static let help = """
        Usage: habits undo NAME [--date YYYY-MM-DD]
        Clears the day's state (done, a value, skipped) and keeps its note ('habits note NAME ""'
        removes that). Undoing a day that holds nothing changes nothing and succeeds.
        """
    static let options: [Option] = [.value("date")]
    static func run(_ input: Input, _ context: Context) throws {
        try write(nil, input, context)
    }
}

/// Writes the day's state (nil clears it) and the `--note`, if given; prints the day's new
/// state and the streaks.
private func write(_ state: Entry.State?, _ input: Input, _ context: Context) throws {
    let tracker = try context.tracker(named: input.positionals[0])
    let today = try context.today
    let day = try input.day(default: today)
    let note = input.value("note")
    let store = try context.store()
    // Written now, so a page's stale offline write arriving later does not undo it (SPEC §14).
    let time = WriteClaim.now(WriteTime(context.clock.now()))
    let changed = try store.update { (library: inout Library) throws(DomainError) in
        try library.setEntry(state, note: note, tracker: tracker.id, on: day, today: today, at: time)
    }
    let library = store.library
    let history = library.history(of: tracker.id)
    let judgement = library.judge(tracker, today: today)
    let copy = context.copy
    var line: String
    switch state {
    case .skipped?:
        line = copy.skippedDay(tracker.name, on: day, changed: changed)
    case .done?, .value?:
        if let measure = tracker.measure {
            let value = history.entry(on: day)?.value ?? .zero
            let period = judgement.period(containing: day)
            let amount = period == nil ? copy.amount(value, of: measure.target, unit: measure.unit)
                : copy.quantity(value, unit: measure.unit)
            line = copy.measured(tracker.name, amount: amount, period: period.map { _ in
                Display.amount(measure, value: value, period: period, schedule: tracker.kind.schedule, copy)
            }, on: day, changed: changed)
        } else {
            line = copy.marked(tracker.name, on: day, done: true, changed: changed)
        }
    case nil:
        line = copy.marked(tracker.name, on: day, done: false, changed: changed)
    }
    if let streaks = judgement.streaks {
        line += " 🔥 \(copy.streakCount(streaks.current, judgement.streakUnit)) · \(copy.best(streaks.best, judgement.streakUnit))"
    }
    context.print(line)
    if note != nil {
        context.print(copy.noted(tracker.name, on: day, note: history.entry(on: day)?.note, changed: changed))
    }
}
