import HabitCore
import HabitScreens

struct ListCommand: Command {
    static let path = ["list"]
    static let summary = "The board for a day: progress and every tracker on it"
    static let help = """
        Usage: habits list [--date YYYY-MM-DD] [--search TEXT] [--filter all|today|completed|uncompleted] [--json]

        Streaks are always as of today, whichever day is listed.
        """
    static let options: [Option] = [.value("date"), .value("search"), .value("filter"), .json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let today = context.today
        let filterName = input.value("filter") ?? "all"
        guard let filter = BoardState.Filter(rawValue: filterName) else {
            throw CLIError.usage("--filter must be all, today, completed or uncompleted, not \"\(filterName)\".")
        }
        let board = BoardState.build(library: try context.library(), date: try input.day(default: today), today: today,
                                     search: input.value("search") ?? "", filter: filter,
                                     language: context.language)
        if input.has("json") { return context.printJSON(board) }

        let copy = context.copy
        context.print("\(copy.headingWithYear(board.date)) — \(ScreenText.progress(board, context.language))")
        switch board.emptyState {
        case .nothingToTrack?:
            return context.print("\(copy.whatToTrack) \(copy.addTrackerHint)")
        case .nothingFound?:
            return context.print(copy.nothingFound)
        case nil:
            break
        }
        let nameWidth = board.cards.map { $0.tracker.name.count }.max() ?? 0
        for section in board.sections {
            context.print(section.title)
            for card in section.cards {
                let check = card.done ? "[x]" : card.canToggle ? "[ ]" : "[-]"
                let name = card.tracker.name + String(repeating: " ", count: nameWidth - card.tracker.name.count)
                var line = "  \(check) \(card.tracker.emoji) \(name)  \(copy.days(card.days))"
                if let streaks = card.streaks { line += "  🔥 \(streaks.current)  \(copy.best(streaks.best))" }
                context.print(line)
            }
        }
    }
}

struct ShowCommand: Command {
    static let path = ["show"]
    static let summary = "A tracker's streaks, count and last 30 days"
    static let help = """
        Usage: habits show NAME [--json]

        The 30-day grid reads oldest first, today last:
          ■ done   □ missed   ○ today, not yet done   - not scheduled   . before it started
        """
    static let options: [Option] = [.json]

    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let today = context.today
        guard let detail = TrackerDetailState.build(library: try context.library(), tracker: tracker.id, today: today) else {
            throw DomainError.unknownTracker(input.positionals[0])
        }
        if input.has("json") { return context.printJSON(detail) }

        let copy = context.copy
        let when = tracker.kind.schedule.map { copy.scheduleSummary($0) } ?? copy.irregularEvent
        context.print("\(tracker.emoji) \(tracker.name) — \(detail.categoryName), \(when)")
        if let note = tracker.note { context.print(note) }
        if let streaks = detail.streaks {
            context.print("\(copy.currentStreak) \(streaks.current) · \(copy.bestStreakDetail) \(streaks.best)")
        }
        context.print(copy.completedSince(detail.days, tracker.createdOn))
        context.print(copy.last30DaysRange(from: detail.last30[0].date, to: today))
        let symbols: [TrackerDetailState.DayState: String] = [
            .done: "■", .missed: "□", .pending: "○", .unscheduled: "-", .beforeStart: ".",
        ]
        for row in stride(from: 0, to: detail.last30.count, by: 6) {
            let cells = detail.last30[row..<min(row + 6, detail.last30.count)].map { symbols[$0.state]! }
            context.print("  " + cells.joined(separator: " "))
        }
    }
}

struct StatsCommand: Command {
    static let path = ["stats"]
    static let summary = "Best streak, perfect days, trackers completed, average"
    static let help = "Usage: habits stats [--json]"
    static let options: [Option] = [.json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let state = StatisticsState.build(library: try context.library(), today: context.today)
        if input.has("json") { return context.printJSON(state) }
        let copy = context.copy
        if state.isEmpty { return context.print(copy.nothingToAnalyze) }
        let statistics = state.statistics
        let rows = [(copy.bestStreak, String(statistics.bestStreak)), (copy.perfectDays, String(statistics.perfectDays)),
                    (copy.trackersCompleted, String(statistics.trackersCompleted)),
                    (copy.average, HabitJSON.string(state.statistics.average))]
        // Labels padded to one column, two spaces after the longest.
        let width = rows.map(\.0.count).max() ?? 0
        for (label, value) in rows {
            context.print(label + String(repeating: " ", count: width - label.count + 2) + value)
        }
    }
}
