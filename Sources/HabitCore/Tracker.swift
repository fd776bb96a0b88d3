import Foundation

/// Something the person tracks: a habit on chosen weekdays, or a one-off irregular event.
public struct Tracker: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<Tracker>

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

    public init(id: ID, name: String, kind: Kind, categoryID: Category.ID, emoji: String,
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
    public typealias ID = Identifier<Category>

    public let id: ID
    public var name: String
    public var position: Int

    public init(id: ID, name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }
}

/// What the person entered for one tracker on one day. A record rather than a bare day, so that
/// a value or a note is a new field, not a new shape for every layer that stores and moves it.
public struct Entry: Hashable, Sendable {
    public enum State: String, Codable, Sendable {
        case done
    }

    public let day: Day
    public var state: State

    public init(day: Day, state: State = .done) {
        self.day = day
        self.state = state
    }

    public var isDone: Bool { state == .done }
}
