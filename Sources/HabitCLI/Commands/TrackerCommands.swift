import HabitCore
import HabitScreens

struct AddCommand: Command {
    static let path = ["add"]
    static let summary = "Add a habit or an irregular event"
    static let help = """
        Usage: habits add NAME --category CAT (--days mon,wed,fri | --every-day | --event)
                          [--emoji E] [--color #RRGGBB] [--note TEXT] [--start YYYY-MM-DD]

          --category CAT   an existing category (habits category add CAT)
          --days LIST      a habit on these weekdays (mon,tue,wed,thu,fri,sat,sun)
          --every-day      a habit on every day
          --event          an irregular event: shown every day until done once
          --emoji E        default 🙂; one of \(Palette.emoji.joined(separator: " ")) or any single emoji
          --color C        default \(Palette.colors[0]); one of \(Palette.colors.joined(separator: " ")) (# optional)
          --note TEXT      a description, up to 200 characters
          --start DAY      the first day it counts from (default today; may be earlier, to enter history)
        """
    static let options: [Option] = [.value("category"), .value("days"), .flag("every-day"), .flag("event"),
                                    .value("emoji"), .value("color"), .value("note"), .value("start")]

    static func run(_ input: Input, _ context: Context) throws {
        guard let categoryName = input.value("category") else {
            throw CLIError.usage("Say which category with --category CAT (see 'habits category list').")
        }
        let schedule = try input.schedule()
        let kind: Tracker.Kind
        switch (schedule, input.has("event")) {
        case (let schedule?, false): kind = .habit(schedule)
        case (nil, true): kind = .event
        case (.some, true): throw CLIError.usage("An event has no schedule: give --event or --days/--every-day, not both.")
        case (nil, false): throw CLIError.usage("Say when: --days mon,wed,fri, --every-day, or --event for a one-off.")
        }
        let category = try context.category(named: categoryName)
        let today = context.today
        let draft = TrackerDraft(name: input.positionals[0], kind: kind, categoryID: category.id,
                                 emoji: input.value("emoji") ?? Palette.emoji[0],
                                 color: input.value("color") ?? Palette.colors[0], note: input.value("note"),
                                 createdOn: try input.day("start", default: today))
        let newID: Tracker.ID = context.ids.make()
        let tracker = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.addTracker(draft, today: today, id: newID)
        }
        let copy = context.copy
        context.print(copy.addedTracker(emoji: tracker.emoji, name: tracker.name,
                                        schedule: kind.schedule.map { copy.scheduleSummary($0) }, category: category.name))
    }
}

struct EditCommand: Command {
    static let path = ["edit"]
    static let summary = "Change a tracker's name, category, schedule, emoji, colour, note or start"
    static let help = """
        Usage: habits edit NAME [--name NEW] [--category CAT] [--days ... | --every-day] [--emoji E]
                           [--color C] [--note TEXT] [--start YYYY-MM-DD]

        Schedule changes apply to the whole history. --note "" removes the note. --start moves the
        first day, never after the first completion nor after today.
        """
    static let options: [Option] = [.value("name"), .value("category"), .value("days"), .flag("every-day"),
                                    .value("emoji"), .value("color"), .value("note"), .value("start")]

    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        var changes = TrackerChanges(name: input.value("name"), schedule: try input.schedule(),
                                     emoji: input.value("emoji"), color: input.value("color"), note: input.value("note"))
        if let categoryName = input.value("category") { changes.categoryID = try context.category(named: categoryName).id }
        if input.value("start") != nil { changes.createdOn = try input.day("start", default: tracker.createdOn) }
        let today = context.today
        let updated = try context.store().update { (library: inout Library) throws(DomainError) in
            try library.updateTracker(tracker.id, changes, today: today)
        }
        context.print(context.copy.updatedTracker(emoji: updated.emoji, name: updated.name))
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
    let today = context.today
    try context.store().update { (library: inout Library) throws(DomainError) in
        try library.updateTracker(tracker.id, TrackerChanges(pinned: pinned), today: today)
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
