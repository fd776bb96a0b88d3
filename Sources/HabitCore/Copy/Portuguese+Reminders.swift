extension Portuguese: ReminderCopy {
    public var remindersTitle: String { "Lembretes" }
    public var remindersHint: String {
        "Enviados em cada horário nos dias escolhidos, a menos que o hábito esteja feito, pulado ou pausado nesse dia. Limpe um horário para removê-lo."
    }
    public var eventRemindersHint: String {
        "Enviados em cada horário nos dias escolhidos, a menos que o evento esteja feito nesse dia. Limpe um horário para removê-lo."
    }
    public func reminderLabel(_ number: Int) -> String { "Lembrete \(number)" }
    public var reminderTime: String { "Horário" }
    public var reminderDays: String { "Dias" }
    public var addReminder: String { "Adicionar horário" }
    public var noReminders: String { "Nenhum" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Lembretes de \(name):" }
    public func noRemindersFor(_ name: String) -> String { "\(name) não tem lembretes." }
    public func zoneFollowingDevice(_ zone: String) -> String { "não definido (segue o dispositivo: \(zone))" }
    public var reminderZone: String { "Fuso horário dos lembretes" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Os lembretes saem no horário deles neste fuso, como America/Sao_Paulo. Deixe vazio para seguir o último dispositivo usado"
        return device.map { empty + " (agora \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Definir o fuso" }
}
