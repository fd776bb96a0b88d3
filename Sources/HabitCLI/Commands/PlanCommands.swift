import HabitCore

/// Pauses, archive and order (SPEC §10.4, §10.5).
struct PauseCommand: Command {
    static let path = ["pause"]
    static let summary = "Pause a habit for some days (a holiday), or until resumed"
    static let help = """
        Usage: habits pause NAME [--from YYYY-MM-DD] [--until YYYY-MM-DD]
        Paused days count as skipped for every rule, and the habit leaves the board then.
          --from DAY    the first day off (default today; may be planned ahead)
          --until DAY   the last day off (default none: until 'habits resume NAME')
        Overlapping pauses join into one. Events can't be paused.
        """
    static let options: [Option] = [.value("from"), .value("until")]
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let today = try context.today
        let from = try input.day("from", default: today)
        let until = input.value("until") == nil ? nil : try input.day("until", default: today)
        let time = WriteClaim.now(WriteTime(context.clock.now()))
        let changed = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.pause(tracker.id, from: from, until: until, today: today, at: time)
        }
        let copy = context.copy
        context.print(copy.pausedTracker(tracker.name, range: copy.pauseRange(from: from, until: until), changed: changed))
    }
}

struct ResumeCommand: Command {
    static let path = ["resume"]
    static let summary = "End the pause that holds today, or cancel the next planned one"
    static let help = """
        Usage: habits resume NAME
        The pause holding today ends yesterday (or goes, if it starts today). When none holds
        today, the next planned pause is cancelled ('habits show NAME' lists them).
        """
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let today = try context.today
        let time = WriteClaim.now(WriteTime(context.clock.now()))
        let ended = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.resume(tracker.id, today: today, at: time)
        }
        let copy = context.copy
        if let ended, ended.from > today {
            context.print(copy.cancelledPause(tracker.name, range: copy.pauseRange(from: ended.from, until: ended.until)))
        } else {
            context.print(copy.resumedTracker(tracker.name, changed: ended != nil))
        }
    }
}

struct ArchiveCommand: Command {
    static let path = ["archive"]
    static let summary = "Take a tracker off the boards from today; its history stays"
    static let help = """
        Usage: habits archive NAME
        From today on the tracker leaves the boards, search, filters and progress; statistics keep
        its days before. 'habits show NAME' still shows it; 'habits unarchive NAME' brings it back.
        """
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let changed = try setArchived(true, tracker, context)
        context.print(context.copy.archivedTracker(tracker.name, changed: changed))
    }
}

struct UnarchiveCommand: Command {
    static let path = ["unarchive"]
    static let summary = "Bring an archived tracker back to the boards"
    static let help = "Usage: habits unarchive NAME"
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let changed = try setArchived(false, tracker, context)
        context.print(context.copy.unarchivedTracker(tracker.name, changed: changed))
    }
}

private func setArchived(_ archived: Bool, _ tracker: Tracker, _ context: Context) throws -> Bool {
    let today = try context.today
    return try context.store().update { (library: inout Library) throws(DomainError) in
        try library.setArchived(archived, tracker: tracker.id, today: today)
    }
}

struct MoveCommand: Command {
    static let path = ["move"]
    static let summary = "Move a tracker one place up or down in its category"
    static let help = "Usage: habits move NAME (--up | --down)\n\nAt either end nothing changes."
    static let options: [Option] = [.flag("up"), .flag("down")]
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let offset = try input.direction()
        let changed = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.moveTracker(tracker.id, by: offset)
        }
        context.print(context.copy.movedTracker(tracker.name, up: offset < 0, changed: changed))
    }
}
