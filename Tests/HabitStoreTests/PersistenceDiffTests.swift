import Foundation
import HabitCore
@testable import HabitStore
import Testing

/// `Persistence.changes` finds changed histories by walking both dictionaries side by side when
/// their keys pair up, and by a lookup per tracker when they do not: both give the same changes,
/// in tracker order.
@Suite struct PersistenceDiffTests {
    private func library(trackers count: Int) throws -> (Library, [Tracker.ID]) {
        var lib = Library()
        let category = try lib.addCategory(named: "Health")
        var ids: [Tracker.ID] = []
        for index in 0..<count {
            ids.append(try lib.addTracker(TrackerDraft(name: "Habit \(index)", kind: .habit(.everyDay), categoryID: category.id,
                                                       createdOn: today.adding(days: -30)), today: today).id)
        }
        return (lib, ids)
    }

    private func described(_ changes: [Persistence.Change]) -> [String] { changes.map { "\($0)" } }

    @Test func one_day_written_is_one_entry_saved() throws {
        let (old, ids) = try library(trackers: 20)
        var new = old
        try new.setDone(true, tracker: ids[7], on: today, today: today)
        #expect(described(Persistence.changes(from: old, to: new)) == described([.saveEntry(ids[7], Entry(day: today))]))
        #expect(Persistence.changes(from: new, to: new).isEmpty)
    }

    @Test func several_histories_changed_come_in_tracker_order_whichever_way_they_are_found() throws {
        let (old, ids) = try library(trackers: 20)
        var new = old
        for index in [13, 2, 19, 5] { try new.setDone(true, tracker: ids[index], on: today.adding(days: -index), today: today) }
        try new.setDone(true, tracker: ids[2], on: today, today: today)
        let expected = [2, 5, 13, 19].flatMap { index in
            (index == 2 ? [today.adding(days: -2), today] : [today.adding(days: -index)]).map { Persistence.Change.saveEntry(ids[index], Entry(day: $0)) }
        }
        #expect(described(Persistence.changes(from: old, to: new)) == described(expected))
        // The same content in dictionaries built afresh (their keys need not pair up with the old ones).
        let rebuilt = Library(categories: new.categories, trackers: new.trackers,
                              histories: Dictionary(uniqueKeysWithValues: new.histories.map { ($0.key, $0.value) }), settings: new.settings)
        #expect(described(Persistence.changes(from: old, to: rebuilt)) == described(expected))
    }

    @Test func a_tracker_added_with_history_and_one_removed_are_both_written() throws {
        let (old, ids) = try library(trackers: 5)
        var new = old
        try new.deleteTracker(ids[1])
        let added = try new.addTracker(TrackerDraft(name: "New", kind: .habit(.everyDay), categoryID: new.categories[0].id,
                                                    createdOn: today.adding(days: -3)), today: today)
        try new.setDone(true, tracker: added.id, on: today, today: today)
        let changes = described(Persistence.changes(from: old, to: new))
        #expect(changes.first == described([.deleteTracker(ids[1])]).first)
        #expect(changes.last == described([.saveEntry(added.id, Entry(day: today))]).last)
        #expect(changes.count == 3)
    }
}
