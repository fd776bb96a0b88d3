import HabitCore
import HabitScreens

/// `habits remind` (SPEC §15, §16): a tracker's reminders.
struct RemindCommand: Command {
    static let path = ["remind"]
    static let summary = "List, set or remove a tracker's reminders"
    static let help = """
        Usage: habits remind NAME [--at HH:MM]... [--days mon,wed,fri] [--json]
               habits remind NAME --remove HH:MM
               habits remind NAME --off
          --at HH:MM      remind at that time, on the 24-hour clock; repeat it for several
                          (--at 08:00 --at 21:00). A time already set takes the new --days.
          --days DAYS     the weekdays those times apply to (default: every day)
          --remove HH:MM  remove the reminder at that time
          --off           remove every reminder of the tracker
        Without options it lists them. Up to 6 per tracker, habits and events alike. They are
        sent while 'habits serve' runs, in the zone of 'habits settings --zone' (else the zone of
        the device that used the app last), on days the habit is due or open and not yet done,
        never when it is paused or archived, at most an hour late.
        """
    static let options: [Option] = [.value("at"), .value("days"), .value("remove"), .flag("off"), .json]

    static func run(_ input: Input, _ context: Context) throws {
        let tracker = try context.tracker(named: input.positionals[0])
        let times = try input.allValues("at").map { try time($0, option: "at") }
        let removed = try input.value("remove").map { try time($0, option: "remove") }
        let weekdays = try input.weekdays()
        let changes = [!times.isEmpty, removed != nil, input.has("off")].filter { $0 }.count
        if changes > 1 { throw CLIError.usage("Give --at, --remove or --off, one of them.") }
        if weekdays != nil && times.isEmpty { throw CLIError.usage("--days goes with --at: the days those times apply to.") }
        if changes == 1 {
            try context.store().update { (library: inout Library) throws(DomainError) in
                guard let current = library.tracker(tracker.id)?.reminders else { throw .unknownTracker(tracker.name) }
                var reminders = current
                if input.has("off") { reminders = [] }
                if let removed { reminders.removeAll { $0.time == removed } }
                for time in times {
                    reminders.removeAll { $0.time == time }
                    reminders.append(Reminder(time: time, weekdays: weekdays ?? .everyDay))
                }
                try library.setReminders(reminders, tracker: tracker.id)
            }
        }
        let current = try context.tracker(named: tracker.name)
        if input.has("json") { return context.printJSON(RemindersState(current)) }
        let copy = context.copy
        guard !current.reminders.isEmpty else { return context.print(copy.noRemindersFor(current.name)) }
        context.print(copy.remindersFor(current.name))
        for reminder in current.reminders {
            context.print("  \(reminder.time.text)  \(copy.reminderWeekdays(reminder.weekdays))")
        }
    }

    /// `21:00` or `7:30`; anything else is a usage error.
    private static func time(_ text: String, option: String) throws(CLIError) -> TimeOfDay {
        guard let time = TimeOfDay(text) else {
            throw .usage("--\(option) must be a time on the 24-hour clock like 21:00 or 7:30, not \"\(text)\".")
        }
        return time
    }
}
