import HabitCore

/// One reminder to send: which habit, for which day and time, and where its page is. The remind
/// side (the scheduler in `habits serve`) makes these; `ReminderDelivery` sends them.
///
/// The remind branch defines the same struct in `HabitCore/Reminder.swift`; one of the two goes
/// at merge.
public struct ReminderMessage: Sendable, Hashable, Codable {
    public let tracker: Identifier<Tracker>
    /// The tracker's name.
    public let name: String
    /// The day it reminds of.
    public let day: Day
    /// `HH:MM`.
    public let time: String
    /// The absolute URL of the tracker's detail page.
    public let url: String

    public init(tracker: Identifier<Tracker>, name: String, day: Day, time: String, url: String) {
        self.tracker = tracker
        self.name = name
        self.day = day
        self.time = time
        self.url = url
    }

    private enum CodingKeys: String, CodingKey { case tracker, name, day, time, url }

    // Written by hand: `Identifier` is not `Codable` itself; the id travels as its lower-case text.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .tracker)
        guard let tracker = Identifier<Tracker>(id) else {
            throw DecodingError.dataCorruptedError(forKey: .tracker, in: container, debugDescription: "not a UUID")
        }
        self.init(tracker: tracker, name: try container.decode(String.self, forKey: .name),
                  day: try container.decode(Day.self, forKey: .day), time: try container.decode(String.self, forKey: .time),
                  url: try container.decode(String.self, forKey: .url))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tracker.lowercased, forKey: .tracker)
        try container.encode(name, forKey: .name)
        try container.encode(day, forKey: .day)
        try container.encode(time, forKey: .time)
        try container.encode(url, forKey: .url)
    }
}
