extension Russian: ReminderCopy {
    public var remindersTitle: String { "Напоминания" }
    public var remindersHint: String {
        "Приходят в указанное время в выбранные дни, если привычка в этот день не выполнена, не пропущена и не на паузе. Чтобы удалить время, очистите поле."
    }
    public var eventRemindersHint: String {
        "Приходят в указанное время в выбранные дни, если событие в этот день не отмечено. Чтобы удалить время, очистите поле."
    }
    public func reminderLabel(_ number: Int) -> String { "Напоминание \(number)" }
    public var reminderTime: String { "Время" }
    public var reminderDays: String { "Дни" }
    public var addReminder: String { "Добавить время" }
    public var noReminders: String { "Нет" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Напоминания для «\(name)»:" }
    public func noRemindersFor(_ name: String) -> String { "У «\(name)» нет напоминаний." }
    public func zoneFollowingDevice(_ zone: String) -> String { "не задан (как на устройстве: \(zone))" }
    public var reminderZone: String { "Часовой пояс напоминаний" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Напоминания приходят в своё время по этому поясу, например Europe/Moscow. Оставьте пустым, чтобы следовать последнему устройству"
        return device.map { empty + " (сейчас \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Установить пояс" }
}
