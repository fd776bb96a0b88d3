extension German: ReminderCopy {
    public var remindersTitle: String { "Erinnerungen" }
    public var remindersHint: String {
        "Kommt zu jeder Uhrzeit an den gewählten Tagen, außer die Gewohnheit ist an dem Tag erledigt, übersprungen oder pausiert. Leere eine Uhrzeit, um sie zu entfernen."
    }
    public var eventRemindersHint: String {
        "Kommt zu jeder Uhrzeit an den gewählten Tagen, außer das Ereignis ist an dem Tag erledigt. Leere eine Uhrzeit, um sie zu entfernen."
    }
    public func reminderLabel(_ number: Int) -> String { "Erinnerung \(number)" }
    public var reminderTime: String { "Uhrzeit" }
    public var reminderDays: String { "Tage" }
    public var addReminder: String { "Uhrzeit hinzufügen" }
    public var noReminders: String { "Keine" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Erinnerungen für \(name):" }
    public func noRemindersFor(_ name: String) -> String { "\(name) hat keine Erinnerungen." }
    public func zoneFollowingDevice(_ zone: String) -> String { "nicht gesetzt (wie auf dem Gerät: \(zone))" }
    public var reminderZone: String { "Zeitzone der Erinnerungen" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Erinnerungen kommen zu ihrer Uhrzeit in dieser Zone, etwa Europe/Berlin. Leer lassen, um dem zuletzt benutzten Gerät zu folgen"
        return device.map { empty + " (jetzt \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Zone festlegen" }
}
