extension Chinese: ReminderCopy {
    public var remindersTitle: String { "提醒" }
    public var remindersHint: String {
        "在所选日期的每个时间发送；如果当天习惯已完成、已跳过或已暂停，则不发送。清空时间即可删除。"
    }
    public var eventRemindersHint: String {
        "在所选日期的每个时间发送；如果当天事件已完成，则不发送。清空时间即可删除。"
    }
    public func reminderLabel(_ number: Int) -> String { "提醒 \(number)" }
    public var reminderTime: String { "时间" }
    public var reminderDays: String { "星期" }
    public var addReminder: String { "添加时间" }
    public var noReminders: String { "无" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text)（\(reminderWeekdays(reminder.weekdays))）"
    }
    public func remindersFor(_ name: String) -> String { "\(name)的提醒：" }
    public func noRemindersFor(_ name: String) -> String { "\(name)没有提醒。" }
    public func zoneFollowingDevice(_ zone: String) -> String { "未设置（跟随设备：\(zone)）" }
    public var reminderZone: String { "提醒时区" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "提醒按此时区的时间发送，例如 Asia/Shanghai。留空则跟随最近使用的设备"
        return device.map { empty + "（当前为 \($0)）。" } ?? empty + "。"
    }
    public var setReminderZone: String { "设置时区" }
}
