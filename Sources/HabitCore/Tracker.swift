import Foundation

/// Something the person tracks: a habit on chosen weekdays, or a one-off irregular event.
public struct Tracker: Identifiable, Hashable, Sendable {
    public typealias ID = UUID

    public enum Kind: Hashable, Sendable {
        case habit(Schedule)
        /// Shown every day from `createdOn` until it is done; once done on a day, only on that day.
        case event

        public var schedule: Schedule? {
            if case .habit(let schedule) = self { return schedule }
            return nil
        }
        public var isHabit: Bool { schedule != nil }
        /// `habit` or `event`, as the JSON and the database spell it.
        public var name: String { isHabit ? "habit" : "event" }
    }

    public let id: ID
    public var name: String
    public var kind: Kind
    public var categoryID: Category.ID
    public var emoji: String
    /// `#RRGGBB`, upper case.
    public var color: String
    public var createdOn: Day
    public var pinned: Bool
    /// Creation order; trackers are listed by it within their section.
    public var position: Int
    /// Seed 004's description; at most `Tracker.noteLimit` characters.
    public var note: String?

    public static let nameLimit = 38
    public static let noteLimit = 200

    public init(id: ID = UUID(), name: String, kind: Kind, categoryID: Category.ID, emoji: String,
                color: String, createdOn: Day, pinned: Bool = false, position: Int, note: String? = nil) {
        self.id = id
        self.name = name
        self.kind = kind
        self.categoryID = categoryID
        self.emoji = emoji
        self.color = color
        self.createdOn = createdOn
        self.pinned = pinned
        self.position = position
        self.note = note
    }
}

/// A group of trackers, listed in creation order.
public struct Category: Identifiable, Hashable, Sendable {
    public typealias ID = UUID

    public let id: ID
    public var name: String
    public var position: Int

    public init(id: ID = UUID(), name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }
}

/// A tracker marked done on a day. A record rather than a bare day, so that it can later carry a
/// value or a note without changing what stores and moves it.
public struct Completion: Hashable, Sendable {
    public let trackerID: Tracker.ID
    public let day: Day

    public init(trackerID: Tracker.ID, day: Day) {
        self.trackerID = trackerID
        self.day = day
    }
}

extension UUID {
    /// Ids are written in lower case everywhere (JSON, URLs, the database).
    public var lowercased: String { uuidString.lowercased() }
}
