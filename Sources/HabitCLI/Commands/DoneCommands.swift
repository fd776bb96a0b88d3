import HabitCore
import HabitScreens

struct DoneCommand: Command {
    static let path = ["done"]
    static let summary = "Mark a tracker done (today, or --date)"
    static let help = "Usage: habits done NAME [--date YYYY-MM-DD]\n\nMarking a day that is already done changes nothing and succeeds."
    static let options: [Option] = [.value("date")]

    static func run(_ input: Input, _ context: Context) throws {
        try mark(true, input, context)
    }
}

struct UndoCommand: Command {
    static let path = ["undo"]
    static let summary = "Unmark a tracker (today, or --date)"
    static let help = "Usage: habits undo NAME [--date YYYY-MM-DD]\n\nUndoing a day that is not done changes nothing and succeeds."
    static let options: [Option] = [.value("date")]

    static func run(_ input: Input, _ context: Context) throws {
        try mark(false, input, context)
    }
}

private func mark(_ done: Bool, _ input: Input, _ context: Context) throws {
    let tracker = try context.tracker(named: input.positionals[0])
    let today = context.today
    let day = try input.day(default: today)
    let store = try context.store()
    let changed = try store.update { (library: inout Library) throws(DomainError) in
        try library.setDone(done, tracker: tracker.id, on: day, today: today)
    }
    let library = store.library
    var line = context.copy.marked(tracker.name, on: day, done: done, changed: changed)
    if let streaks = Rules.streaks(of: tracker, history: library.history(of: tracker.id), today: today) {
        line += " 🔥 \(streaks.current) · \(context.copy.best(streaks.best))"
    }
    context.print(line)
}
