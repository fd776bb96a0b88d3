extension Italian: ReminderCopy {
    public var remindersTitle: String { "Promemoria" }
    public var remindersHint: String {
        "Arrivano a ogni orario nei giorni scelti, a meno che quel giorno l’abitudine sia fatta, saltata o in pausa. Cancella un orario per rimuoverlo."
    }
    public var eventRemindersHint: String {
        "Arrivano a ogni orario nei giorni scelti, a meno che quel giorno l’evento sia fatto. Cancella un orario per rimuoverlo."
    }
    public func reminderLabel(_ number: Int) -> String { "Promemoria \(number)" }
    public var reminderTime: String { "Orario" }
    public var reminderDays: String { "Giorni" }
    public var addReminder: String { "Aggiungi un orario" }
    public var noReminders: String { "Nessuno" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Promemoria di \(name):" }
    public func noRemindersFor(_ name: String) -> String { "\(name) non ha promemoria." }
    public func zoneFollowingDevice(_ zone: String) -> String { "non impostato (segue il dispositivo: \(zone))" }
    public var reminderZone: String { "Fuso orario dei promemoria" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "I promemoria partono al loro orario in questo fuso, come Europe/Rome. Lascia vuoto per seguire l’ultimo dispositivo usato"
        return device.map { empty + " (ora \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Imposta il fuso" }
}
