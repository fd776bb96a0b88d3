import Foundation

/// The person's settings that rules depend on, and what the most recent device said about
/// itself (its zone and language), which reminders fall back on.
public struct Settings: Hashable, Sendable {
    /// The hour the day starts, 0…6 (a night owl's 01:30 still belongs to the day before).
    public var dayStart: Int
    /// The day weeks begin on (SPEC §19), one of `Weekday.weekStarts`: a weekly habit's
    /// periods and every week shown follow it.
    public var weekStart: Weekday
    /// The IANA zone reminders are sent in; nil follows the most recent device.
    public var zone: String?
    /// The zone of the device that used the app most recently (its `tz` cookie), recorded only
    /// when it changes; what reminders use while `zone` is nil. Not the person's choice, so the
    /// API's settings and the export leave it out.
    public var deviceZone: String?
    /// The language that device was answered in, for the words of a reminder.
    public var deviceLanguage: Language?

    public static let standard = Settings(dayStart: 0, zone: nil)
    public static let dayStartLimits = 0...6

    public init(dayStart: Int, zone: String?, weekStart: Weekday = .mon, deviceZone: String? = nil,
                deviceLanguage: Language? = nil) {
        self.dayStart = dayStart
        self.weekStart = weekStart
        self.zone = zone
        self.deviceZone = deviceZone
        self.deviceLanguage = deviceLanguage
    }

    /// The settings with the zone spelled as the time-zone database does (`europe/paris` is
    /// `Europe/Paris`), or the rule they break.
    public func validated() throws(DomainError) -> Settings {
        if !Self.dayStartLimits.contains(dayStart) { throw .dayStartOutOfRange }
        if !Weekday.weekStarts.contains(weekStart) { throw .weekStartUnsupported }
        var settings = self
        if let zone {
            guard let known = Self.zoneNamed(zone) else { throw .unknownZone(zone) }
            settings.zone = known
        }
        return settings
    }

    /// Every zone name the time-zone database knows, sorted (for the Settings field's suggestions).
    public static let zoneNames: [String] = TimeZone.knownTimeZoneIdentifiers.sorted()

    /// The database's name for a zone typed in any case, if it knows one.
    public static func zoneNamed(_ typed: String) -> String? {
        if zoneNames.contains(typed) { return typed }
        let lowered = typed.lowercased()
        return zoneNames.first { $0.lowercased() == lowered } ?? (TimeZone(identifier: typed) != nil ? typed : nil)
    }

    /// The settings the person chose, without what devices said (what an export carries).
    public var chosen: Settings { Settings(dayStart: dayStart, zone: zone, weekStart: weekStart) }

    /// The zone reminders go out in (SPEC §15): the one set, else the most recent device's, else
    /// `fallback` (the server's).
    public func reminderZone(fallback: TimeZone) -> TimeZone {
        zone.flatMap(TimeZone.init(identifier:)) ?? deviceZone.flatMap(TimeZone.init(identifier:)) ?? fallback
    }
}

extension Settings: Codable {
    private enum CodingKeys: String, CodingKey { case dayStart, zone, weekStart }

    /// `{"dayStart": 3, "zone": "Europe/Berlin", "weekStart": "sun"}` (no `zone` when none is
    /// set, no `weekStart` for Monday): the export's form.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(dayStart: try container.decode(Int.self, forKey: .dayStart),
                  zone: try container.decodeIfPresent(String.self, forKey: .zone),
                  weekStart: try container.decodeIfPresent(Weekday.self, forKey: .weekStart) ?? .mon)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(dayStart, forKey: .dayStart)
        try container.encodeIfPresent(zone, forKey: .zone)
        // Monday, the default, is left out: a document reads as it did before week starts existed.
        if weekStart != .mon { try container.encode(weekStart, forKey: .weekStart) }
    }
}
