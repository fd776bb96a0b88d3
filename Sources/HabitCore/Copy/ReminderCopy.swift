/// Reminders' words (SPEC §15): the form's Reminders field, the detail page's line and the
/// command line's `habits remind`, part of every language's `Copy`, in `English+Reminders.swift`
/// and `Russian+Reminders.swift`.
public protocol ReminderCopy {
    /// The form's section and the detail page's row: "Reminders".
    var remindersTitle: String { get }
    /// Under the form's section: when reminders go out, and how to remove one.
    var remindersHint: String { get }
    /// The same for an irregular event, which is neither skipped nor paused.
    var eventRemindersHint: String { get }
    /// A reminder row's label for screen readers: "Reminder 1".
    func reminderLabel(_ number: Int) -> String
    /// The label of a row's time field.
    var reminderTime: String { get }
    /// The label of a row's weekdays: "Days".
    var reminderDays: String { get }
    /// The form's button that adds a row (without JavaScript it posts the form, saving nothing).
    var addReminder: String { get }
    /// The detail page without reminders: "None".
    var noReminders: String { get }
    /// `21:00`, or `21:00 (Mon, Fri)` when not every day.
    func reminderSummary(_ reminder: Reminder) -> String
    /// `habits remind NAME`: the heading of the list, "Reminders for Read:".
    func remindersFor(_ name: String) -> String
    /// `habits remind NAME` without any: "Read has no reminders."
    func noRemindersFor(_ name: String) -> String
    /// `habits settings` while no zone is set and a device has said its own:
    /// "not set (follows the device: Europe/Berlin)".
    func zoneFollowingDevice(_ zone: String) -> String
    /// Settings: the zone reminders go out in.
    var reminderZone: String { get }
    /// Under it: what an empty field means, with the zone of the device used last when one is known.
    func reminderZoneHint(device: String?) -> String
    var setReminderZone: String { get }
}

extension Copy {
    /// The weekdays a reminder applies to, as the schedule summary writes them: `Every day`, `Mon, Fri`.
    public func reminderWeekdays(_ weekdays: WeekdaySet) -> String { scheduleSummary(.weekdays(weekdays)) }
}
