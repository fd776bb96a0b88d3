import Foundation
import HabitCore
@testable import HabitInterop
@testable import HabitStore
import HabitTestSupport
import Testing

/// What the importers' tests share beyond Loop's support.

/// Imports `data` into a real store holding one tracker, expecting a refusal: returns its
/// problem, and records an issue if anything was written (the revision moved or the library
/// changed).
func refusalWritingNothing(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
    let db = TemporaryDatabase()
    let store = try SQLiteHabitStore(path: db.path)
    try store.update { (library: inout Library) throws(DomainError) in
        let category = try library.addCategory(named: "Mine", id: Category.ID(UUID()))
        _ = try library.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id), today: loopToday,
                                   id: Tracker.ID(UUID()))
    }
    let before = store.library, revision = store.snapshot.revision
    let refusal = problem { _ = try Transfer.importFile(data, into: store, today: loopToday) }
    #expect(store.snapshot.revision == revision && store.library == before, "nothing is written", sourceLocation: sourceLocation)
    #expect(try SQLiteHabitStore(path: db.path).library == before, sourceLocation: sourceLocation)
    return refusal
}

/// Imports `data` twice into a library holding a tracker of a name the file uses, expecting the
/// second import to change nothing.
func expectSecondImportChangesNothing(_ data: Data, clashing name: String, app: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) throws {
    var library = Library()
    let mine = try library.addCategory(named: "Mine")
    let own = try library.addTracker(TrackerDraft(name: name, kind: .habit(.everyDay), categoryID: mine.id), today: loopToday)
    let (once, first) = try importFile(data, into: library)
    #expect(once.tracker(own.id) == library.tracker(own.id), sourceLocation: sourceLocation)
    #expect(first.habits.contains { $0.sourceName == name && $0.name == "\(name) (\(app))" }, sourceLocation: sourceLocation)
    let (twice, second) = try importFile(data, into: once)
    #expect(twice == once && !second.changesLibrary && second.newHabits == 0, sourceLocation: sourceLocation)
    #expect(second.habits.allSatisfy { !$0.isNew } && second.habits.count == first.habits.count, sourceLocation: sourceLocation)
}

extension Library {
    /// The days of a tracker's history, by state, for short assertions.
    func days(of name: String, _ state: Entry.State?) throws -> [Day] {
        let found = try #require(tracker(named: name))
        return history(of: found.id).entries.filter { $0.state == state }.map(\.day)
    }

    func note(of name: String, on day: Day) throws -> String? {
        let found = try #require(tracker(named: name))
        return history(of: found.id).entries.first { $0.day == day }?.note
    }
}
