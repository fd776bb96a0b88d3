extension Ukrainian: ReminderCopy {
    public var remindersTitle: String { "Нагадування" }
    public var remindersHint: String {
        "Надходять у вказаний час у вибрані дні, якщо звичку цього дня не виконано, не пропущено й не поставлено на паузу. Щоб видалити час, очистіть поле."
    }
    public var eventRemindersHint: String {
        "Надходять у вказаний час у вибрані дні, якщо подію цього дня не відмічено. Щоб видалити час, очистіть поле."
    }
    public func reminderLabel(_ number: Int) -> String { "Нагадування \(number)" }
    public var reminderTime: String { "Час" }
    public var reminderDays: String { "Дні" }
    public var addReminder: String { "Додати час" }
    public var noReminders: String { "Немає" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Нагадування для «\(name)»:" }
    public func noRemindersFor(_ name: String) -> String { "«\(name)» не має нагадувань." }
    public func zoneFollowingDevice(_ zone: String) -> String { "не задано (як на пристрої: \(zone))" }
    public var reminderZone: String { "Часовий пояс нагадувань" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Нагадування надходять у свій час за цим поясом, наприклад Europe/Kyiv. Залиште поле порожнім, щоб брати пояс пристрою, яким ви користувалися останнім"
        return device.map { empty + " (зараз \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Встановити пояс" }
}
