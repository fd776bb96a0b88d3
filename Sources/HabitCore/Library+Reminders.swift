import Foundation

/// Reminders and the device hints they fall back on (SPEC §15).
extension Library {
    /// Replaces a tracker's reminders (an empty list clears them). Habits and events may have
    /// them; a paused or archived tracker keeps them but is not reminded. Returns whether
    /// anything changed.
    @discardableResult
    public mutating func setReminders(_ reminders: [Reminder], tracker id: Tracker.ID) throws(DomainError) -> Bool {
        guard let index = trackers.firstIndex(where: { $0.id == id }) else { throw .unknownTracker(id.lowercased) }
        let reminders = try Reminder.validated(reminders)
        guard reminders != trackers[index].reminders else { return false }
        trackers[index].reminders = reminders
        return true
    }

    /// Adds a reminder, or changes the weekdays of the one already at that time.
    @discardableResult
    public mutating func addReminder(_ reminder: Reminder, tracker id: Tracker.ID) throws(DomainError) -> Bool {
        guard let tracker = tracker(id) else { throw .unknownTracker(id.lowercased) }
        return try setReminders(tracker.reminders.filter { $0.time != reminder.time } + [reminder], tracker: id)
    }

    /// Records the zone and language of the device that used the app just now. Nothing changes
    /// (and nothing is written) while they stay the same; an unknown zone is ignored, since it
    /// comes from a cookie rather than from the person.
    @discardableResult
    public mutating func recordDevice(zone: String?, language: Language?) -> Bool {
        var settings = self.settings
        if let zone, TimeZone(identifier: zone) != nil { settings.deviceZone = zone }
        if let language { settings.deviceLanguage = language }
        guard settings != self.settings else { return false }
        self.settings = settings
        return true
    }
}
