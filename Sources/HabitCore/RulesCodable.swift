import Foundation

// The `Codable` forms of the rules' values (HabitRules has no `Codable`: Embedded Swift cannot
// compile it). Each is the one outward form the store, the export, the API and the CLI share.

/// `YYYY-MM-DD`.
extension Day: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected a date as YYYY-MM-DD, got \"\(text)\".")
        }
        self = day
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

extension Weekday: Codable {}
extension Schedule.Kind: Codable {}
extension StreakUnit: Codable {}
extension DayState: Codable {}
extension Measure.Direction: Codable {}

/// The one outward form of a schedule, used by the store, the export, the JSON of the CLI and the
/// API (SPEC §16's `frequency`): `{"kind": "weekdays", "weekdays": ["mon", "wed"]}`,
/// `{"kind": "weekly", "times": 3}`, `{"kind": "monthly", "times": 2}`,
/// `{"kind": "rolling", "times": 1, "days": 3}`. Decoding reads the shape only; the library's
/// commands check the kind's limits (`validated()`), so a goal out of range is a broken rule
/// with its own message, not a malformed document.
extension Schedule: Codable {
    private enum Key: String, CodingKey { case kind, weekdays, times, days }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        switch try container.decode(Kind.self, forKey: .kind) {
        case .weekdays: self = .weekdays(WeekdaySet(try container.decode([Weekday].self, forKey: .weekdays)))
        case .weekly: self = .weekly(try container.decode(Int.self, forKey: .times))
        case .monthly: self = .monthly(try container.decode(Int.self, forKey: .times))
        case .rolling:
            self = .rolling(times: try container.decode(Int.self, forKey: .times), days: try container.decode(Int.self, forKey: .days))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: .kind)
        switch self {
        case .weekdays(let days): try container.encode(Array(days), forKey: .weekdays)
        case .weekly(let times), .monthly(let times): try container.encode(times, forKey: .times)
        case .rolling(let times, let days):
            try container.encode(times, forKey: .times)
            try container.encode(days, forKey: .days)
        }
    }
}

/// An id's outward form, a lower-case UUID (a `ReminderMessage` carries its tracker's).
extension Identifier: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = Identifier(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an id (a UUID), got \"\(text)\".")
        }
        self = id
    }

    /// In lower case, as ids are written everywhere.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(lowercased)
    }
}

extension Quantity: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Decimal.self)
        guard let quantity = Quantity(exactly: number) else {
            throw DecodingError.dataCorruptedError(in: container,
                                                   debugDescription: "Expected a number from 0 to 1000000 with at most 3 decimals.")
        }
        self = quantity
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(decimal)
    }
}

extension TimeOfDay: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let time = TimeOfDay(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a time as HH:MM, got \"\(text)\".")
        }
        self = time
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension Reminder: Codable {
    private enum CodingKeys: String, CodingKey { case time, weekdays }

    /// `{"time": "21:00", "weekdays": ["mon", …]}`; without `weekdays` it applies every day.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(time: try container.decode(TimeOfDay.self, forKey: .time),
                  weekdays: try container.decodeIfPresent([Weekday].self, forKey: .weekdays).map { WeekdaySet($0) } ?? .everyDay)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(Array(weekdays), forKey: .weekdays)
    }
}


extension Streaks: Codable {
    private enum CodingKeys: String, CodingKey { case current, best }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(current: try container.decode(Int.self, forKey: .current), best: try container.decode(Int.self, forKey: .best))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(current, forKey: .current)
        try container.encode(best, forKey: .best)
    }
}

extension HabitRules.Progress: Codable {
    private enum CodingKeys: String, CodingKey { case done, total }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(done: try container.decode(Int.self, forKey: .done), total: try container.decode(Int.self, forKey: .total))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(done, forKey: .done)
        try container.encode(total, forKey: .total)
    }
}

/// `{"from": "2025-03-01", "until": "2025-03-07"}`; no `until` lasts until resumed.
extension Pause: Codable {
    private enum CodingKeys: String, CodingKey { case from, until }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(from: try container.decode(Day.self, forKey: .from), until: try container.decodeIfPresent(Day.self, forKey: .until))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encodeIfPresent(until, forKey: .until)
    }
}

/// `{"unit": "glasses", "target": 8, "direction": "atLeast", "step": 1}`.
extension Measure: Codable {
    private enum CodingKeys: String, CodingKey { case unit, target, direction, step }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(unit: try container.decode(String.self, forKey: .unit), target: try container.decode(Quantity.self, forKey: .target),
                  direction: try container.decode(Direction.self, forKey: .direction), step: try container.decode(Quantity.self, forKey: .step))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(unit, forKey: .unit)
        try container.encode(target, forKey: .target)
        try container.encode(direction, forKey: .direction)
        try container.encode(step, forKey: .step)
    }
}
