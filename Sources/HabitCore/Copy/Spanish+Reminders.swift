extension Spanish: ReminderCopy {
    public var remindersTitle: String { "Recordatorios" }
    public var remindersHint: String {
        "Llegan a cada hora en los días elegidos, salvo que ese día el hábito esté hecho, omitido o en pausa. Borra una hora para quitarla."
    }
    public var eventRemindersHint: String {
        "Llegan a cada hora en los días elegidos, salvo que ese día el evento esté hecho. Borra una hora para quitarla."
    }
    public func reminderLabel(_ number: Int) -> String { "Recordatorio \(number)" }
    public var reminderTime: String { "Hora" }
    public var reminderDays: String { "Días" }
    public var addReminder: String { "Añadir una hora" }
    public var noReminders: String { "Ninguno" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Recordatorios de \(name):" }
    public func noRemindersFor(_ name: String) -> String { "\(name) no tiene recordatorios." }
    public func zoneFollowingDevice(_ zone: String) -> String { "sin definir (sigue al dispositivo: \(zone))" }
    public var reminderZone: String { "Zona horaria de los recordatorios" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Los recordatorios llegan a su hora en esta zona, como Europe/Madrid. Déjala vacía para seguir al último dispositivo usado"
        return device.map { empty + " (ahora \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Fijar la zona" }
}
