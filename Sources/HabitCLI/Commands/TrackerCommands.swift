import HabitCore
import HabitScreens

struct AddCommand: Command {
    static let path = ["add"]
    static let summary = "Add a habit or an irregular event"
    static let help = """
        Usage: habits add NAME --category CAT (--days mon,wed,fri | --every-day | --weekly N | --monthly N |
                          --every N | --times X --in Y | --event)
                          [--measure UNIT --target T [--at-most] [--step S]]
                          [--emoji E] [--color #RRGGBB] [--note TEXT] [--start YYYY-MM-DD]
          --category CAT   an existing category (habits category add CAT)
        \(Input.scheduleHelp)
          --event          an irregular event: shown every day until done once
          --measure UNIT   a measurable habit counting UNIT (1–16 characters: glasses, km, min)
          --target T       what to reach each day, or each week or month for --weekly/--monthly
                           (above 0, at most 1,000,000, up to 3 decimals)
          --at-most        the target is a limit (at most 2 coffees), not a minimum
          --step S         what one tap on the card adds (default 1)
          --emoji E        default 🙂; one of \(Palette.emoji.joined(separator: " ")) or any single emoji
          --color C        default \(Palette.colors[0]); one of \(Palette.colors.joined(separator: " ")) (# optional)
          --note TEXT      a description, up to 200 characters
          --start DAY      the first day it counts from (default today; may be earlier, to enter history)
        """
    static let options: [Option] = Input.scheduleOptions + [
        .flag("event"), .value("measure"), .value("target"), .flag("at-most"), .value("step"),
        .value("category"), .value("emoji"), .value("color"), .value("note"), .value("start"),
    ]
    static func run(_ input: Input, _ context: Context) throws {
        guard let categoryName = input.value("category") else {
            throw CLIError.usage("Say which category with --category CAT (see 'habits category list').")
        }
        let schedule = try input.schedule()?.schedule()
        let kind: Tracker.Kind
        switch (schedule, input.has("event")) {
        case (let schedule?, false): kind = .habit(schedule)
        case (nil, true): kind = .event
        case (.some, true): throw CLIError.usage("An event has no schedule: give --event or a schedule, not both.")
        case (nil, false):
            throw CLIError.usage("Say when: --days mon,wed,fri, --every-day, --weekly N, --monthly N, --every N, "
                                 + "--times X --in Y, or --event for a one-off.")
        }
        let measure = try newMeasure(input)
        let category = try context.category(named: categoryName)
        let today = try context.today
        let draft = TrackerDraft(name: input.positionals[0], kind: kind, categoryID: category.id,
                                 emoji: input.value("emoji") ?? Palette.emoji[0],
                                 color: input.value("color") ?? Palette.colors[0], note: input.value("note"),
                                 createdOn: try input.day("start", default: today), measure: measure)
        let newID: Tracker.ID = context.ids.make()
        let tracker = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.addTracker(draft, today: today, id: newID)
        }
        let copy = context.copy
        let summary = kind.schedule.map { schedule in
            [copy.scheduleSummary(schedule)] + (tracker.measure.map { [copy.measureSummary($0, schedule)] } ?? [])
        }
        context.print(copy.addedTracker(emoji: tracker.emoji, name: tracker.name,
                                        schedule: summary?.joined(separator: ", "), category: category.name))
    }

    /// `--measure UNIT --target T [--at-most] [--step S]`, or nil for a yes/no habit.
    private static func newMeasure(_ input: Input) throws -> Measure? {
        guard let unit = input.value("measure") else {
            if let stray = ["target", "step"].first(where: { input.value($0) != nil }) ?? (input.has("at-most") ? "at-most" : nil) {
                throw CLIError.usage("--\(stray) is for a measurable habit: give --measure UNIT --target T too.")
            }
            return nil
        }
        guard let target = try input.quantity("target", refused: .targetInvalid) else {
            throw CLIError.usage("A measurable habit needs --target T: what to reach, e.g. --measure glasses --target 8.")
        }
        return Measure(unit: unit, target: target, direction: input.has("at-most") ? .atMost : .atLeast,
                       step: try input.quantity("step", refused: .stepInvalid) ?? Quantity(1))
    }
}

struct EditCommand: Command {
    static let path = ["edit"]
    static let summary = "Change a tracker's name, category, schedule, measure, emoji, colour, note or start"
    static let help = """
        Usage: habits edit NAME [--name NEW] [--category CAT] [SCHEDULE] [--emoji E] [--color C]
                           [--note TEXT] [--start YYYY-MM-DD]
                           [--target T] [--at-least | --at-most] [--step S] [--unit UNIT]
        SCHEDULE is one of --days LIST, --every-day, --weekly N, --monthly N, --every N or
        --times X --in Y, as 'habits add --help' explains. Schedule changes apply to the whole
        history. --note "" removes the note. --start moves the first day, never after the first
        completion nor after today. --target, --at-least/--at-most, --step and --unit change a
        measurable habit's measure; a yes/no habit can't become measurable.
        """
    static let options: [Option] = Input.scheduleOptions + [
        .value("name"), .value("category"), .value("emoji"), .value("color"), .value("note"), .value("start"),
        .value("target"), .flag("at-least"), .flag("at-most"), .value("step"), .value("unit"),
    ]
    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        var changes = TrackerChanges(name: input.value("name"), schedule: try input.schedule()?.schedule(),
                                     emoji: input.value("emoji"), color: input.value("color"), note: input.value("note"))
        changes.measure = try changedMeasure(of: tracker, input)
        if let categoryName = input.value("category") { changes.categoryID = try context.category(named: categoryName).id }
        if input.value("start") != nil { changes.createdOn = try input.day("start", default: tracker.createdOn) }
        let today = try context.today
        let updated = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.updateTracker(tracker.id, changes, today: today)
        }
        context.print(context.copy.updatedTracker(emoji: updated.emoji, name: updated.name))
    }

    /// The tracker's measure with the options applied, or nil when none is given. A tracker
    /// without a measure gets one anyway, so that the library refuses it with its own message.
    private static func changedMeasure(of tracker: Tracker, _ input: Input) throws -> Measure? {
        if input.has("at-least") && input.has("at-most") { throw CLIError.usage("Give --at-least or --at-most, not both.") }
        let target = try input.quantity("target", refused: .targetInvalid)
        let step = try input.quantity("step", refused: .stepInvalid)
        let direction: Measure.Direction? = input.has("at-most") ? .atMost : input.has("at-least") ? .atLeast : nil
        let unit = input.value("unit")
        guard target != nil || step != nil || direction != nil || unit != nil else { return nil }
        var measure = tracker.measure ?? Measure(unit: unit ?? "", target: target ?? Quantity(1))
        if let target { measure.target = target }
        if let step { measure.step = step }
        if let direction { measure.direction = direction }
        if let unit { measure.unit = unit }
        return measure
    }
}

struct PinCommand: Command {
    static let path = ["pin"]
    static let summary = "Show a tracker under Pinned, at the top"
    static let help = "Usage: habits pin NAME"

    static func run(_ input: Input, _ context: Context) throws {
        try setPinned(true, input, context)
        context.print(context.copy.pinnedTracker(input.positionals[0]))
    }
}

struct UnpinCommand: Command {
    static let path = ["unpin"]
    static let summary = "Return a pinned tracker to its category"
    static let help = "Usage: habits unpin NAME"

    static func run(_ input: Input, _ context: Context) throws {
        try setPinned(false, input, context)
        context.print(context.copy.unpinnedTracker(input.positionals[0]))
    }
}

private func setPinned(_ pinned: Bool, _ input: Input, _ context: Context) throws {
    let tracker = try context.tracker(named: input.positionals[0])
    // Written now, so a page's stale offline Pin arriving later does not undo it (SPEC §14).
    let time = WriteClaim.now(WriteTime(context.clock.now()))
    try context.store().update { (library: inout Library) throws(DomainError) in
        try library.setPinned(pinned, tracker: tracker.id, at: time)
    }
}

struct DeleteCommand: Command {
    static let path = ["delete"]
    static let summary = "Delete a tracker and its history"
    static let help = "Usage: habits delete NAME --yes\n\nWithout --yes nothing is deleted (exit 64)."
    static let options: [Option] = [.yes]

    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        guard input.has("yes") else {
            throw CLIError.usage(context.copy.confirmDeleteTracker(tracker.name))
        }
        try context.store().update { (library: inout Library) throws(DomainError) in
            try library.deleteTracker(tracker.id)
        }
        context.print(context.copy.deletedTracker(tracker.name))
    }
}
