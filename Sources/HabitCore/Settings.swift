import Foundation

/// The person's settings that rules depend on.
public struct Settings: Hashable, Sendable, Codable {
    /// The hour the day starts, 0…6 (a night owl's 01:30 still belongs to the day before).
    public var dayStart: Int
    /// The IANA zone reminders are sent in; nil follows the most recent device.
    public var zone: String?

    public static let standard = Settings(dayStart: 0, zone: nil)
    public static let dayStartLimits = 0...6

    public init(dayStart: Int, zone: String?) {
        self.dayStart = dayStart
        self.zone = zone
    }

    public func validated() throws(DomainError) -> Settings {
        if !Self.dayStartLimits.contains(dayStart) { throw .dayStartOutOfRange }
        if let zone, TimeZone(identifier: zone) == nil { throw .unknownZone(zone) }
        return self
    }
}
