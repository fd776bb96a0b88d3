import HabitCore
import HabitScreens

struct ListCommand: Command {
    static let path = ["list"]
    static let summary = "The board for a day: progress and every tracker on it"
    static let help = """
        Usage: habits list [--date YYYY-MM-DD] [--search TEXT] [--filter all|today|completed|uncompleted] [--json]
        Streaks are always as of today, whichever day is listed. A card reads
          [x] done   [ ] not yet   [~] skipped   [-] can't be marked that day
        with the days done (or a measurable habit's amount against its target) and the streaks;
        habits paused that day are listed last, under Paused.
        """
    static let options: [Option] = [.value("date"), .value("search"), .value("filter"), .json]
    static let arguments = 0...0
    static func run(_ input: Input, _ context: Context) throws {
        let today = try context.today
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
        case .nothingToTrack?: context.print("\(copy.whatToTrack) \(copy.addTrackerHint)")
        case .nothingFound?: context.print(copy.nothingFound)
        case nil: break
        }
        let nameWidth = (board.cards + board.paused).map { $0.tracker.name.count }.max() ?? 0
        func pad(_ name: String) -> String { name + String(repeating: " ", count: nameWidth - name.count) }
        for section in board.sections {
            context.print(section.title)
            for card in section.cards {
                let check = card.done ? "[x]" : card.state == .skipped ? "[~]" : card.canToggle ? "[ ]" : "[-]"
                var line = "  \(check) \(card.tracker.emoji) \(pad(card.tracker.name))  \(count(card, copy))"
                if let streaks = card.streaks { line += "  " + Display.streaks(streaks, card.streakUnit, copy) }
                if card.state == .skipped { line += "  " + copy.daySkipped }
                context.print(line)
            }
        }
        guard !board.paused.isEmpty else { return }
        context.print(copy.pausedSection)
        for card in board.paused {
            let until = card.tracker.pauses.first { $0.contains(board.date) }?.until
            context.print("  [-] \(card.tracker.emoji) \(pad(card.tracker.name))  \(copy.pausedUntilLine(until))")
        }
    }

    /// `N days`, or a measurable habit's amount: the day's (`5 / 8 glasses`) or its period's.
    private static func count(_ card: TrackerCard, _ copy: any Copy) -> String {
        guard let measure = card.tracker.measure else { return copy.days(card.days) }
        return Display.amount(measure, value: card.entry?.value, period: card.period, schedule: card.tracker.kind.schedule, copy)
    }
}

struct ShowCommand: Command {
    static let path = ["show"]
    static let summary = "A tracker's schedule, streaks, count, last 30 days, pauses and notes"
    static let help = """
        Usage: habits show NAME [--json]
        The last 30 days are a calendar, a week a row, each week from the week start
        (habits settings --week-start), today last:
          ■ done   □ missed   ○ today, not yet done   · open (a flexible habit's free day)
          ~ skipped   = paused   - not scheduled   . before it started
        """
    static let options: [Option] = [.json]
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let today = try context.today, library = try context.library()
        guard let detail = TrackerDetailState.build(library: library, tracker: tracker.id, today: today) else {
            throw DomainError.unknownTracker(input.positionals[0])
        }
        if input.has("json") { return context.printJSON(detail) }
        let copy = context.copy
        var when = tracker.kind.schedule.map { copy.scheduleSummary($0) } ?? copy.irregularEvent
        if let measure = tracker.measure, let schedule = tracker.kind.schedule {
            when += ", \(copy.measureSummary(measure, schedule)) (\(copy.tapAdds(measure.step)))"
        }
        context.print("\(tracker.emoji) \(tracker.name) — \(detail.categoryName), \(when)")
        if let note = tracker.note { context.print(note) }
        if let archived = tracker.archivedOn { context.print(copy.archivedSince(archived)) }
        if !tracker.pauses.isEmpty {
            let ranges = tracker.pauses.map { copy.pauseRange(from: $0.from, until: $0.until) }
            context.print("\(copy.pausesLabel) \(ranges.joined(separator: "; "))")
        }
        if let streaks = detail.streaks {
            // Days read as the bare number, as they always have; weeks and months are spelled out.
            let length = { (count: Int) in detail.streakUnit == .days ? "\(count)" : copy.streakLength(count, detail.streakUnit) }
            context.print("\(copy.currentStreak) \(length(streaks.current)) · \(copy.bestStreakDetail) \(length(streaks.best))")
        }
        if let period = detail.period, let kind = tracker.kind.schedule?.kind {
            if let measure = tracker.measure {
                context.print(Display.amount(measure, value: nil, period: period, schedule: tracker.kind.schedule, copy))
            } else {
                context.print(copy.periodDays(period.done, of: period.goal, kind))
            }
        }
        context.print(copy.completedSince(detail.days, tracker.createdOn))
        context.print(copy.last30DaysRange(from: detail.last30[0].date, to: today))
        let symbols: [TrackerDetailState.DayState: String] = [
            .done: "■", .missed: "□", .pending: "○", .open: "·", .skipped: "~", .paused: "=", .unscheduled: "-",
            .beforeStart: ".",
        ]
        // SPEC §19: the weeks follow the week start, as every week shown does.
        let weekStart = library.settings.weekStart
        let names = weekStart.week.map(copy.shortWeekdayName)
        let width = (names.map(\.count).max() ?? 3) + 1
        let column = { (text: String) in text.padding(toLength: width, withPad: " ", startingAt: 0) }
        let line = { (cells: ArraySlice<String>) in ("  " + cells.map(column).joined()).replacing(/\ +$/, with: "") }
        context.print(line(names[...]))
        let blanks = detail.last30.first.map { weekStart.distance(to: $0.date.weekday) } ?? 0
        let cells = Array(repeating: "", count: blanks) + detail.last30.map { symbols[$0.state]! }
        for row in stride(from: 0, to: cells.count, by: 7) { context.print(line(cells[row..<min(row + 7, cells.count)])) }
        let notes = detail.history.compactMap { cell in cell.entry?.note.map { (cell.date, $0) } }
        guard !notes.isEmpty else { return }
        context.print(copy.notesLabel)
        for (day, note) in notes { context.print("  \(day.iso)  \(note)") }
    }
}

struct StatsCommand: Command {
    static let path = ["stats"]
    static let summary = "Best streak, perfect days, trackers completed, average"
    static let help = "Usage: habits stats [--json]"
    static let options: [Option] = [.json]
    static let arguments = 0...0

    static func run(_ input: Input, _ context: Context) throws {
        let library = try context.library(), today = try context.today
        let state = StatisticsState.build(library: library, today: today)
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
        // SPEC §22: the pairs that go together (or why none), then each habit's weekday pattern.
        context.print("")
        context.print(copy.togetherTitle)
        if let reason = state.togetherNone { context.print("  " + copy.togetherNone(reason, tested: state.togetherTested)) }
        for pair in state.together {
            context.print("  " + copy.together(pair.a.name, pair.b.name, withA: pair.percentWithA, withoutA: pair.percentWithoutA))
            context.print("    \(copy.togetherDays(pair.numbers.days)) · p = \(short(pair.numbers.p)), q = \(short(pair.numbers.q))")
        }
        let patterns = state.rows.compactMap { row in
            Patterns.build(library.judge(row.tracker, today: today), today: today)
                .map { (row.tracker, $0) }
        }
        guard !patterns.isEmpty else { return }
        context.print("")
        context.print(copy.patternsTitle)
        for (tracker, pattern) in patterns {
            let (missed, others) = pattern.percents
            context.print("  \(tracker.name): " + copy.mostMissed(pattern.mostMissed, rate: missed,
                                                                 others: others) + " · p = \(short(pattern.p))")
        }
    }

    /// A p-value in three significant digits (`1.19e-10`, `0.0123`).
    private static func short(_ p: Double) -> String { String(format: "%.3g", p) }
}
