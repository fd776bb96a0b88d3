import HabitCore

/// The person's settings as the CLI's `--json` and the API write them:
/// `{"dayStart": 3, "zone": "Europe/London" | null, "weekStart": "mon" | "sun" | "sat"}`.
public struct SettingsState: Hashable, Sendable, Encodable {
    public let settings: Settings

    public init(_ settings: Settings) { self.settings = settings }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.put("dayStart", settings.dayStart)
        try container.put("zone", settings.zone)
        try container.put("weekStart", settings.weekStart.rawValue)
    }
}
