import Foundation
import HabitCore

// Tests make their records with fresh random ids; the app passes an `IDSource` in instead.

extension Identifier {
    /// A fresh random id.
    public static func random() -> Self { Self(UUID()) }
}

extension Tracker {
    public init(name: String, kind: Kind, categoryID: Category.ID, emoji: String, color: String, createdOn: Day,
                pinned: Bool = false, position: Int, note: String? = nil, measure: Measure? = nil) {
        self.init(id: .random(), name: name, kind: kind, categoryID: categoryID, emoji: emoji, color: color,
                  createdOn: createdOn, pinned: pinned, position: position, note: note, measure: measure)
    }
}

extension HabitCore.Category {
    public init(name: String, position: Int) { self.init(id: .random(), name: name, position: position) }
}

extension Library {
    @discardableResult
    public mutating func addCategory(named name: String) throws(DomainError) -> HabitCore.Category {
        try addCategory(named: name, id: .random())
    }

    @discardableResult
    public mutating func addTracker(_ draft: TrackerDraft, today: Day) throws(DomainError) -> Tracker {
        try addTracker(draft, today: today, id: .random())
    }
}
