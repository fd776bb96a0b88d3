import Foundation
import HabitCore
import HabitTestSupport
import Testing

/// SPEC §10.3 through `Library.setEntry` / `setDone`. Today is Mon 10 March 2025; every tracker
/// starts on Mon 3 March.
@Suite struct EntryTests {
    /// Read (every day), Run (Mon/Wed/Fri), Water (at least 2 l a day), Coffee (at most 2 cups a
    /// day), Swim (weekly 2) and the event Party, all from Mon 3 March.
    struct Fixture {
        var lib = Library()
        var read: Tracker!, run: Tracker!, water: Tracker!, coffee: Tracker!, swim: Tracker!, party: Tracker!
        let today = march(10)

        init() throws {
            var lib = Library()
            let c = try lib.addCategory(named: "Health")
            func add(_ name: String, _ kind: Tracker.Kind, _ measure: Measure? = nil) throws -> Tracker {
                try lib.addTracker(TrackerDraft(name: name, kind: kind, categoryID: c.id, createdOn: march(3), measure: measure),
                                   today: march(10))
            }
            read = try add("Read", .habit(.everyDay))
            run = try add("Run", .habit(.weekdays(WeekdaySet([.mon, .wed, .fri]))))
            water = try add("Water", .habit(.everyDay), atLeast("2", "l"))
            coffee = try add("Coffee", .habit(.everyDay), atMost("2"))
            swim = try add("Swim", .habit(.weekly(2)))
            party = try add("Party", .event)
            self.lib = lib
        }

        func entry(_ tracker: Tracker, _ day: Day) -> Entry? { lib.history(of: tracker.id).entry(on: day) }
        func state(_ tracker: Tracker, _ day: Day) -> DayState {
            Rules.judge(lib.tracker(tracker.id)!, history: lib.history(of: tracker.id), today: today, weekStart: .mon).state(on: day)
        }
    }

    @Test func done_skipped_and_a_value_are_written_and_exclude_each_other() throws {
        var f = try Fixture()
        #expect(try f.lib.setEntry(.done, tracker: f.read.id, on: march(5), today: f.today))
        #expect(f.entry(f.read, march(5)) == Entry(day: march(5), state: .done, note: nil))
        #expect(f.state(f.read, march(5)) == .done)

        #expect(try f.lib.setEntry(.skipped, tracker: f.read.id, on: march(6), today: f.today))
        #expect(f.state(f.read, march(6)) == .skipped)
        #expect(try f.lib.setEntry(.done, tracker: f.read.id, on: march(6), today: f.today), "done replaces skipped")
        #expect(f.entry(f.read, march(6))?.state == .done)
        #expect(try f.lib.setEntry(.skipped, tracker: f.read.id, on: march(6), today: f.today), "and skipped replaces done")
        #expect(f.entry(f.read, march(6))?.state == .skipped)

        #expect(try f.lib.setEntry(.value(q("1.5")), tracker: f.water.id, on: march(5), today: f.today))
        #expect(f.entry(f.water, march(5))?.value == q("1.5"))
        #expect(f.state(f.water, march(5)) == .missed, "1.5 of 2 l")
        #expect(try f.lib.setEntry(.skipped, tracker: f.water.id, on: march(7), today: f.today))
        #expect(f.state(f.water, march(7)) == .skipped)

        #expect(try f.lib.setEntry(.done, tracker: f.swim.id, on: march(4), today: f.today), "a flexible habit takes any day")
        #expect(try f.lib.setEntry(.done, tracker: f.party.id, on: march(4), today: f.today))
    }

    @Test func done_on_a_measurable_habit_means_its_target() throws {
        var f = try Fixture()
        try f.lib.setDone(true, tracker: f.water.id, on: march(9), today: f.today)
        #expect(f.entry(f.water, march(9)) == Entry(day: march(9), state: .value(q("2")), note: nil))
        #expect(f.state(f.water, march(9)) == .done)
        #expect(try !f.lib.setEntry(.value(q("2")), tracker: f.water.id, on: march(9), today: f.today), "the same value")
        #expect(try !f.lib.setDone(true, tracker: f.water.id, on: march(9), today: f.today))
        try f.lib.setEntry(.done, tracker: f.coffee.id, on: f.today, today: f.today)
        #expect(f.entry(f.coffee, f.today)?.value == q("2") && f.state(f.coffee, f.today) == .done, "at most 2 cups: 2 keeps within")
    }

    @Test func a_note_stands_alone_on_a_missed_day() throws {
        var f = try Fixture()
        #expect(try f.lib.setEntry(nil, note: "sick", tracker: f.read.id, on: march(7), today: f.today))
        #expect(f.entry(f.read, march(7)) == Entry(day: march(7), state: nil, note: "sick"))
        #expect(f.state(f.read, march(7)) == .missed, "a note is not a state")
        #expect(try f.lib.setEntry(nil, note: "rest day", tracker: f.run.id, on: march(4), today: f.today),
                "a note alone may go on a day the habit is not scheduled")
        #expect(try f.lib.setEntry(.skipped, tracker: f.read.id, on: march(7), today: f.today))
        #expect(f.entry(f.read, march(7)) == Entry(day: march(7), state: .skipped, note: "sick"), "a state keeps the note")
        #expect(try f.lib.setEntry(nil, note: "  tired \n", tracker: f.read.id, on: march(8), today: f.today))
        #expect(f.entry(f.read, march(8))?.note == "tired", "trimmed")
        #expect(try f.lib.setEntry(nil, note: "line one\nline two", tracker: f.read.id, on: march(9), today: f.today))
    }

    @Test func undo_clears_the_state_and_keeps_the_note() throws {
        var f = try Fixture()
        try f.lib.setEntry(.done, note: "20 pages", tracker: f.read.id, on: march(8), today: f.today)
        #expect(try f.lib.setDone(false, tracker: f.read.id, on: march(8), today: f.today))
        #expect(f.entry(f.read, march(8)) == Entry(day: march(8), state: nil, note: "20 pages"))
        #expect(try f.lib.setDone(true, tracker: f.read.id, on: march(8), today: f.today))
        #expect(f.entry(f.read, march(8)) == Entry(day: march(8), state: .done, note: "20 pages"))
        #expect(try f.lib.setEntry(nil, note: "", tracker: f.read.id, on: march(8), today: f.today), "an empty note removes it")
        #expect(f.entry(f.read, march(8)) == nil, "nothing left: no entry at all")
        #expect(try !f.lib.setEntry(nil, note: "", tracker: f.read.id, on: march(8), today: f.today))

        // A completion left on a weekday the schedule no longer has can still be undone.
        var edited = Library(categories: f.lib.categories, trackers: f.lib.trackers,
                             histories: f.lib.histories.merging([f.run.id: History(done: [march(4)])]) { $1 })
        #expect(try edited.setDone(false, tracker: f.run.id, on: march(4), today: f.today))
    }

    @Test func the_same_write_twice_returns_false_and_changes_nothing() throws {
        var f = try Fixture()
        let writes: [(Entry.State?, String?, Tracker, Day)] = [
            (.done, nil, f.read, march(5)), (.skipped, nil, f.read, march(6)), (.value(q("0.125")), nil, f.water, march(5)),
            (nil, "sick", f.read, march(7)), (.done, "good", f.read, march(8)), (.done, nil, f.party, march(4)),
            (.skipped, "away", f.swim, march(5)),
        ]
        for (state, note, tracker, day) in writes {
            #expect(try f.lib.setEntry(state, note: note, tracker: tracker.id, on: day, today: f.today))
            let after = f.lib
            #expect(try !f.lib.setEntry(state, note: note, tracker: tracker.id, on: day, today: f.today), "\(tracker.name) \(day)")
            #expect(f.lib == after)
        }
        #expect(try !f.lib.setEntry(.done, tracker: f.read.id, on: march(8), today: f.today), "the note stays: nothing changes")
        #expect(try !f.lib.setDone(false, tracker: f.read.id, on: march(9), today: f.today), "undoing what is not there")
    }

    @Test func refusals_name_the_broken_rule_and_change_nothing() throws {
        var f = try Fixture()
        try f.lib.setDone(true, tracker: f.party.id, on: march(4), today: f.today)
        let before = f.lib
        let tooLong = String(repeating: "a", count: 201)
        let refusals: [(DomainError, Entry.State?, String?, Tracker, Day)] = [
            (.cannotSkipEvent(name: "Party"), .skipped, nil, f.party, march(4)),
            (.cannotSkipEvent(name: "Party"), .skipped, nil, f.party, march(5)),
            (.futureDay, .skipped, nil, f.read, march(11)),
            (.futureDay, .done, nil, f.read, march(11)),
            (.futureDay, .value(q("1")), nil, f.water, march(11)),
            (.futureDay, nil, "later", f.read, march(11)),
            (.beforeStart(name: "Read", start: march(3)), .done, nil, f.read, march(2)),
            (.beforeStart(name: "Read", start: march(3)), .skipped, nil, f.read, march(2)),
            (.beforeStart(name: "Read", start: march(3)), nil, "before", f.read, march(2)),
            (.notScheduled(name: "Run", weekday: .tue), .done, nil, f.run, march(4)),
            (.notScheduled(name: "Run", weekday: .sun), .skipped, nil, f.run, march(9)),
            (.notScheduled(name: "Coffee", weekday: .tue), .value(q("1")), nil, tracker("Coffee", .weekdays(WeekdaySet([.mon])), created: march(3)), march(4)),
            (.notMeasurable(name: "Read"), .value(q("3")), nil, f.read, march(5)),
            (.notMeasurable(name: "Party"), .value(q("1")), nil, f.party, march(5)),
            (.eventAlreadyDone(name: "Party", on: march(4)), .done, nil, f.party, march(5)),
            (.noteTooLong, nil, tooLong, f.read, march(5)),
            (.noteTooLong, .done, tooLong, f.read, march(5)),
            (.controlCharacters, nil, "sick\u{7}", f.read, march(5)),
            (.controlCharacters, nil, "a\u{0}b", f.read, march(5)),
            (.valueInvalid, .value(Quantity(thousandths: -1)), nil, f.water, march(5)),
            (.valueInvalid, .value(Quantity(thousandths: Quantity.limit.thousandths + 1)), nil, f.water, march(5)),
        ]
        for (error, state, note, tracker, day) in refusals {
            var target = f.lib
            if target.tracker(tracker.id) == nil {
                // A tracker only this case needs: measurable on Mondays.
                target = Library(categories: f.lib.categories,
                                 trackers: f.lib.trackers + [Tracker(id: tracker.id, name: tracker.name, kind: tracker.kind,
                                                                   categoryID: f.lib.categories[0].id, emoji: "☕",
                                                                   color: Palette.colors[0], createdOn: march(3),
                                                                   position: 99, measure: atLeast("1", "cups"))],
                                 histories: f.lib.histories)
            }
            let unchanged = target
            #expect(throws: error, "\(tracker.name) \(day) \(String(describing: state)) \(note ?? "")") {
                try target.setEntry(state, note: note, tracker: tracker.id, on: day, today: f.today)
            }
            #expect(target == unchanged)
        }
        #expect(f.lib == before)
        let stranger = Tracker.ID.random()
        #expect(throws: DomainError.unknownTracker(stranger.lowercased)) {
            try f.lib.setDone(true, tracker: stranger, on: march(5), today: f.today)
        }
    }

    @Test func a_note_of_exactly_200_characters_is_kept_and_an_emoji_counts_once() throws {
        var f = try Fixture()
        #expect(try f.lib.setEntry(nil, note: String(repeating: "a", count: 200), tracker: f.read.id, on: march(5), today: f.today))
        #expect(try f.lib.setEntry(nil, note: String(repeating: "🙂", count: 200), tracker: f.read.id, on: march(6), today: f.today))
        #expect(f.entry(f.read, march(6))?.note?.count == 200)
    }
}
