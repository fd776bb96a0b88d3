import Foundation
import HabitCore
import HabitScreens

struct SettingsCommand: Command {
    static let path = ["settings"]
    static let summary = "Show the settings, or change the day start, the week start and the time zone"
    static let help = """
        Usage: habits settings [--day-start H] [--week-start DAY] [--zone ZONE] [--json]
          --day-start H     the hour the day starts, 0 to 6 (or 03:00): at 02:30 with --day-start 3
                            it is still yesterday, for marking and for the board
          --week-start DAY  the day weeks begin on: mon (the default), sun or sat; weekly habits
                            count their times from it and every week shown begins on it
          --zone ZONE       the IANA time zone reminders are sent in (Europe/London); "" unsets it
        Without options it prints the settings. The CLI's "today" is in TZ, after the day start.
        """
    static let options: [Option] = [.value("day-start"), .value("week-start"), .value("zone"), .json]
    static let arguments = 0...0
    static func run(_ input: Input, _ context: Context) throws {
        let store = try context.store()
        var settings = store.library.settings
        if let text = input.value("day-start") { settings.dayStart = try hour(text) }
        if let text = input.value("week-start") {
            guard let weekday = Weekday(rawValue: text.lowercased()) else {
                throw CLIError.usage("--week-start must be mon, sun or sat, not \"\(text)\".")
            }
            settings.weekStart = weekday
        }
        if let zone = input.value("zone") {
            guard zone.isEmpty || TimeZone(identifier: zone) != nil else {
                throw CLIError.usage("--zone must be an IANA time zone like Europe/London (or \"\" to unset), not \"\(zone)\".")
            }
            settings.zone = zone.isEmpty ? nil : zone
        }
        let copy = context.copy
        if settings != store.library.settings {
            try store.update { (library: inout Library) throws(DomainError) in try library.updateSettings(settings) }
            if !input.has("json") { context.print(copy.settingsSaved) }
        }
        settings = store.library.settings
        if input.has("json") { return context.printJSON(SettingsState(settings)) }
        let rows = [(copy.dayStartLabel, String(format: "%02d:00", settings.dayStart)),
                    (copy.weekStartLabel, copy.weekdayTitle(settings.weekStart)),
                    (copy.zoneLabel, settings.zone ?? settings.deviceZone.map(copy.zoneFollowingDevice) ?? copy.zoneUnset)]
        let width = rows.map(\.0.count).max() ?? 0
        for (label, value) in rows {
            context.print(label + String(repeating: " ", count: width - label.count + 2) + value)
        }
    }

    /// `3`, `03` or `03:00`. Not an hour is a usage error; minutes other than 00, or an hour
    /// out of range, are the rule's to refuse.
    private static func hour(_ text: String) throws -> Int {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let hour = Int(parts[0]), parts.count == 1 || (parts[1].count == 2 && Int(parts[1]) != nil) else {
            throw CLIError.usage("--day-start must be an hour from 0 to 6, like 3 or 03:00, not \"\(text)\".")
        }
        if parts.count == 2 && parts[1] != "00" { throw DomainError.dayStartOutOfRange }
        return hour
    }
}
