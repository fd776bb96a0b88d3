extension Polish: ReminderCopy {
    public var remindersTitle: String { "Przypomnienia" }
    public var remindersHint: String {
        "Przychodzą o każdej godzinie w wybrane dni, chyba że tego dnia nawyk jest wykonany, pominięty lub wstrzymany. Wyczyść godzinę, aby ją usunąć."
    }
    public var eventRemindersHint: String {
        "Przychodzą o każdej godzinie w wybrane dni, chyba że tego dnia wydarzenie jest wykonane. Wyczyść godzinę, aby ją usunąć."
    }
    public func reminderLabel(_ number: Int) -> String { "Przypomnienie \(number)" }
    public var reminderTime: String { "Godzina" }
    public var reminderDays: String { "Dni" }
    public var addReminder: String { "Dodaj godzinę" }
    public var noReminders: String { "Brak" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Przypomnienia: \(name):" }
    public func noRemindersFor(_ name: String) -> String { "\(name): brak przypomnień." }
    public func zoneFollowingDevice(_ zone: String) -> String { "nie ustawiono (jak na urządzeniu: \(zone))" }
    public var reminderZone: String { "Strefa czasowa przypomnień" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Przypomnienia przychodzą o swojej godzinie w tej strefie, np. Europe/Warsaw. Zostaw puste, aby używać strefy ostatnio używanego urządzenia"
        return device.map { empty + " (teraz \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Ustaw strefę" }
}
