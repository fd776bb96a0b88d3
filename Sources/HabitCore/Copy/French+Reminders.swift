extension French: ReminderCopy {
    public var remindersTitle: String { "Rappels" }
    public var remindersHint: String {
        "Envoyés à chaque heure les jours choisis, sauf si l’habitude est faite, sautée ou en pause ce jour-là. Effacez une heure pour la retirer."
    }
    public var eventRemindersHint: String {
        "Envoyés à chaque heure les jours choisis, sauf si l’événement est fait ce jour-là. Effacez une heure pour la retirer."
    }
    public func reminderLabel(_ number: Int) -> String { "Rappel \(number)" }
    public var reminderTime: String { "Heure" }
    public var reminderDays: String { "Jours" }
    public var addReminder: String { "Ajouter une heure" }
    public var noReminders: String { "Aucun" }
    public func reminderSummary(_ reminder: Reminder) -> String {
        reminder.weekdays.isEveryDay ? reminder.time.text : "\(reminder.time.text) (\(reminderWeekdays(reminder.weekdays)))"
    }
    public func remindersFor(_ name: String) -> String { "Rappels de \(name) :" }
    public func noRemindersFor(_ name: String) -> String { "\(name) n’a pas de rappel." }
    public func zoneFollowingDevice(_ zone: String) -> String { "non défini (suit l’appareil : \(zone))" }
    public var reminderZone: String { "Fuseau horaire des rappels" }
    public func reminderZoneHint(device: String?) -> String {
        let empty = "Les rappels partent à leur heure dans ce fuseau, comme Europe/Paris. Laissez vide pour suivre le dernier appareil utilisé"
        return device.map { empty + " (actuellement \($0))." } ?? empty + "."
    }
    public var setReminderZone: String { "Définir le fuseau" }
}
