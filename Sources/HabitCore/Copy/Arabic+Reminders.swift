extension Arabic: ReminderCopy {
    public var remindersTitle: String { "التذكيرات" }
    public var remindersHint: String {
        "تُرسَل في كل وقت في الأيام المختارة، ما لم تكن العادة مُنجَزة أو متخطّاة أو متوقفة مؤقتًا في ذلك اليوم. امسح الوقت لإزالته."
    }
    public var eventRemindersHint: String {
        "تُرسَل في كل وقت في الأيام المختارة، ما لم يكن الحدث مُنجَزًا في ذلك اليوم. امسح الوقت لإزالته."
    }
    public func reminderLabel(_ number: Int) -> String { "التذكير \(number)" }
    public var reminderTime: String { "الوقت" }
    public var reminderDays: String { "الأيام" }
    public var addReminder: String { "إضافة وقت" }
    public var noReminders: String { "لا شيء" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "تذكيرات \(name):" }
    public func noRemindersFor(_ name: String) -> String { "ليس لدى \(name) تذكيرات." }
    public func zoneFollowingDevice(_ zone: String) -> String { "غير مضبوطة (تتبع الجهاز: \(zone))" }
    public var reminderZone: String { "المنطقة الزمنية للتذكيرات" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "تُرسَل التذكيرات في وقتها حسب هذه المنطقة، مثل Asia/Riyadh. اتركها فارغة لتتبع آخر جهاز استُخدم"
        return device.map { empty + " (حاليًا \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "ضبط المنطقة" }
}
