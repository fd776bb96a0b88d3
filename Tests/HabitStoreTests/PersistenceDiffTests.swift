import Foundation
import HabitCore
@testable import HabitStore
import Testing

/// `Persistence.changes` finds changed histories by walking both dictionaries side by side when
/// their keys pair up, and by a lookup per tracker when they do not: both give the same changes,
/// in tracker order. When a command's journal says it wrote days and nothing else, it compares
/// those days alone, with the same result as comparing everything.
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

    // MARK: The journal

    /// What the store writes for a command run on `old` with a journal begun on it, and what it
    /// would write comparing the whole libraries; whether the journal answered on its own.
    private func both(_ old: Library, _ command: (inout Library) throws -> Void) rethrows -> (journal: [String], compared: [String], recorded: Bool) {
        var new = old
        let mark = new.beginJournal()
        try command(&new)
        return (described(Persistence.changes(from: old, to: new, since: mark)), described(Persistence.compared(from: old, to: new)),
                new.journal.days(since: mark) != nil)
    }

    @Test func days_written_are_compared_alone_and_give_what_comparing_everything_gives() throws {
        var (old, ids) = try library(trackers: 30)
        let measured = try old.addTracker(TrackerDraft(name: "Water", kind: .habit(.everyDay), categoryID: old.categories[0].id,
                                                       createdOn: today.adding(days: -30),
                                                       measure: Measure(unit: "glasses", target: Quantity(8), step: Quantity(1))), today: today)
        _ = try old.writeEntry(state: .some(.skipped), note: "tired", tracker: ids[3], on: today.adding(days: -1), today: today)
        let at = { (seconds: Int64) in WriteClaim.madeAt(WriteTime(milliseconds: 1_741_000_000_000 + seconds * 1000)) }
        let writes: [(String, (inout Library) throws -> Void)] = [
            ("done", { try $0.setDone(true, tracker: ids[7], on: today, today: today) }),
            ("done at a time", { try $0.setDone(true, tracker: ids[7], on: today, today: today, at: at(1)) }),
            ("cleared, keeping the note", { try $0.setDone(false, tracker: ids[3], on: today.adding(days: -1), today: today, at: at(2)) }),
            ("a note alone", { _ = try $0.writeEntry(state: nil, note: "note", tracker: ids[4], on: today, today: today, at: at(3)) }),
            ("the note removed", { _ = try $0.writeEntry(state: nil, note: "", tracker: ids[3], on: today.adding(days: -1), today: today) }),
            ("a value", { _ = try $0.writeEntry(state: .some(.value(Quantity(3))), note: nil, tracker: measured.id, on: today, today: today, at: at(4)) }),
            ("the same again: only its time", { try $0.setDone(true, tracker: ids[5], on: today, today: today, at: at(5))
                                                try $0.setDone(true, tracker: ids[5], on: today, today: today, at: at(6)) }),
            ("several days and trackers", { for index in 0..<10 { try $0.setDone(index % 3 != 0, tracker: ids[index], on: today.adding(days: -index), today: today, at: at(7)) } }),
            ("done then cleared", { try $0.setDone(true, tracker: ids[9], on: today, today: today)
                                    try $0.setDone(false, tracker: ids[9], on: today, today: today) }),
        ]
        for (name, write) in writes {
            let (journal, compared, recorded) = try both(old, write)
            #expect(recorded, "\(name): the journal says what changed")
            #expect(journal.sorted() == compared.sorted(), "\(name)")
        }
        // A stale write changes nothing, and says so.
        var newer = old
        try newer.setDone(true, tracker: ids[1], on: today, today: today, at: at(100))
        let (journal, compared, _) = try both(newer) { try $0.setDone(false, tracker: ids[1], on: today, today: today, at: at(50)) }
        #expect(journal.isEmpty && compared.isEmpty)
    }

    @Test func any_other_change_leaves_the_journal_unsure_and_everything_is_compared() throws {
        let (old, ids) = try library(trackers: 10)
        let others: [(String, (inout Library) throws -> Void)] = [
            ("a day, then a rename", { try $0.setDone(true, tracker: ids[1], on: today, today: today)
                                       try $0.updateTracker(ids[1], TrackerChanges(name: "Renamed"), today: today) }),
            ("a rename, then a day", { try $0.updateTracker(ids[1], TrackerChanges(name: "Renamed"), today: today)
                                       try $0.setDone(true, tracker: ids[1], on: today, today: today) }),
            ("a day, then the tracker deleted", { try $0.setDone(true, tracker: ids[2], on: today, today: today)
                                                  try $0.deleteTracker(ids[2]) }),
            ("a category", { try $0.addCategory(named: "Work") }),
            ("the settings", { try $0.updateSettings(Settings(dayStart: 3, zone: nil)) }),
            ("a pause", { try $0.pause(ids[3], from: today, until: nil, today: today) }),
            ("replaced as a whole by an equal library", { $0 = old }),
            ("replaced as a whole by another one", { var other = old
                                                     try other.setDone(true, tracker: ids[4], on: today, today: today)
                                                     $0 = other }),
        ]
        for (name, command) in others {
            let (journal, compared, recorded) = try both(old, command)
            #expect(!recorded, "\(name)")
            #expect(journal == compared, "\(name)")
        }
    }
}
