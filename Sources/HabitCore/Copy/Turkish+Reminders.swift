extension Turkish: ReminderCopy {
    public var remindersTitle: String { "Hatırlatıcılar" }
    public var remindersHint: String {
        "Seçilen günlerde her saatte gönderilir; o gün alışkanlık tamamlanmış, atlanmış veya duraklatılmışsa gönderilmez. Bir saati kaldırmak için alanı temizleyin."
    }
    public var eventRemindersHint: String {
        "Seçilen günlerde her saatte gönderilir; o gün etkinlik tamamlanmışsa gönderilmez. Bir saati kaldırmak için alanı temizleyin."
    }
    public func reminderLabel(_ number: Int) -> String { "Hatırlatıcı \(number)" }
    public var reminderTime: String { "Saat" }
    public var reminderDays: String { "Günler" }
    public var addReminder: String { "Saat ekle" }
    public var noReminders: String { "Yok" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "\(name) için hatırlatıcılar:" }
    public func noRemindersFor(_ name: String) -> String { "\(name) için hatırlatıcı yok." }
    public func zoneFollowingDevice(_ zone: String) -> String { "ayarlanmadı (cihazı izler: \(zone))" }
    public var reminderZone: String { "Hatırlatıcıların saat dilimi" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Hatırlatıcılar bu dilimde kendi saatlerinde gider, örneğin Europe/Istanbul. Son kullanılan cihazın dilimi için boş bırakın"
        return device.map { empty + " (şu an \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Dilimi ayarla" }
}
