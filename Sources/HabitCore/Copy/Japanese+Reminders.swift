extension Japanese: ReminderCopy {
    public var remindersTitle: String { "リマインダー" }
    public var remindersHint: String {
        "選んだ曜日の各時刻に送信されます。その日に習慣が完了・スキップ・一時停止されている場合は送信されません。時刻を削除するには欄を空にしてください。"
    }
    public var eventRemindersHint: String {
        "選んだ曜日の各時刻に送信されます。その日にイベントが完了している場合は送信されません。時刻を削除するには欄を空にしてください。"
    }
    public func reminderLabel(_ number: Int) -> String { "リマインダー\(number)" }
    public var reminderTime: String { "時刻" }
    public var reminderDays: String { "曜日" }
    public var addReminder: String { "時刻を追加" }
    public var noReminders: String { "なし" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text)（\(reminderWeekdays(reminder.weekdays))）"
    }
    public func remindersFor(_ name: String) -> String { "\(name)のリマインダー:" }
    public func noRemindersFor(_ name: String) -> String { "\(name)にはリマインダーがありません。" }
    public func zoneFollowingDevice(_ zone: String) -> String { "未設定（デバイスに従う: \(zone)）" }
    public var reminderZone: String { "リマインダーのタイムゾーン" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "リマインダーはこのタイムゾーンの時刻で送信されます（例: Asia/Tokyo）。空欄にすると、最後に使ったデバイスのタイムゾーンに従います"
        return device.map { empty + "（現在は\($0)）。" } ?? empty + "。"
    }
    public var setReminderZone: String { "タイムゾーンを設定" }
}
