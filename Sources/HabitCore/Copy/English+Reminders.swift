extension English: ReminderCopy {
    public var remindersTitle: String { "Reminders" }
    public var remindersHint: String {
        "Sent at each time on the days chosen, unless the habit is done, skipped or paused that day. Clear a time to remove it."
    }
    public var eventRemindersHint: String {
        "Sent at each time on the days chosen, unless the event is done that day. Clear a time to remove it."
    }
    public func reminderLabel(_ number: Int) -> String { "Reminder \(number)" }
    public var reminderTime: String { "Time" }
    public var reminderDays: String { "Days" }
    public var addReminder: String { "Add a time" }
    public var noReminders: String { "None" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Reminders for \(name):" }
    public func noRemindersFor(_ name: String) -> String { "\(name) has no reminders." }
    public func zoneFollowingDevice(_ zone: String) -> String { "not set (follows the device: \(zone))" }
    public var reminderZone: String { "Reminders' time zone" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Reminders go out at their time in this zone, such as Europe/Berlin. Leave it empty to follow the device used last"
        return device.map { empty + " (now \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Set the zone" }
}
