import Foundation
import HabitCore
import HabitTestSupport
import Testing

@Suite struct CompletionRuleTests {
    let read = habit("Read", created: march(3))

    @Test func future_days_are_refused() {
        var lib = library((read, []))
        #expect(throws: DomainError.futureDay) { try lib.setDone(true, tracker: read.id, on: march(8), today: march(7)) }
        #expect(DomainError.futureDay.message == "You can't mark a future day.")
    }

    @Test func days_before_the_start_are_refused_with_the_start_date() {
        var lib = library((read, []))
        #expect(throws: DomainError.beforeStart(name: "Read", start: march(3))) {
            try lib.setDone(true, tracker: read.id, on: march(2), today: march(7))
        }
        #expect(DomainError.beforeStart(name: "Read", start: march(3)).message == "Read started on 3 Mar 2025.")
    }

    @Test func unscheduled_days_are_refused_naming_the_weekday() {
        let run = habit("Run", created: march(3), on: WeekdaySet([.mon, .wed, .fri]))
        var lib = library((run, []))
        #expect(throws: DomainError.notScheduled(name: "Run", weekday: .tue)) {
            try lib.setDone(true, tracker: run.id, on: march(4), today: march(7))
        }
        #expect(DomainError.notScheduled(name: "Run", weekday: .tue).message == "Run isn't scheduled on Tuesdays.")
    }

    @Test func marking_and_undoing_are_idempotent() throws {
        var lib = library((read, []))
        #expect(try lib.setDone(true, tracker: read.id, on: march(5), today: march(7)))
        #expect(try !lib.setDone(true, tracker: read.id, on: march(5), today: march(7)))
        #expect(lib.history(of: read.id).doneDays == [march(5)])
        #expect(try lib.setDone(false, tracker: read.id, on: march(5), today: march(7)))
        #expect(try !lib.setDone(false, tracker: read.id, on: march(5), today: march(7)))
        #expect(lib.history(of: read.id).isEmpty)
    }

    @Test func an_event_is_done_at_most_once() throws {
        let party = event("Party", created: march(1))
        var lib = library((party, []))
        try lib.setDone(true, tracker: party.id, on: march(4), today: march(7))
        #expect(throws: DomainError.eventAlreadyDone(name: "Party", on: march(4))) {
            try lib.setDone(true, tracker: party.id, on: march(5), today: march(7))
        }
        try lib.setDone(false, tracker: party.id, on: march(4), today: march(7))
        try lib.setDone(true, tracker: party.id, on: march(5), today: march(7))
        #expect(lib.history(of: party.id).doneDays == [march(5)])
    }

    @Test func completions_left_on_days_no_longer_scheduled_count_in_days_not_streaks_and_can_be_undone() throws {
        var lib = library((read, [march(3), march(4), march(5)]))  // Mon, Tue, Wed
        try lib.updateTracker(read.id, TrackerChanges(schedule: .weekdays(WeekdaySet([.mon, .wed]))), today: march(5))
        let edited = lib.tracker(read.id)!
        #expect(lib.history(of: read.id).doneCount(upTo: march(5)) == 3)
        #expect(Rules.streaks(of: edited, history: lib.history(of: read.id), today: march(5), weekStart: .mon) == Streaks(current: 2, best: 2))
        #expect(Rules.isShown(edited, history: lib.history(of: read.id), on: march(4), today: march(5), weekStart: .mon))
        #expect(try lib.setDone(false, tracker: read.id, on: march(4), today: march(5)))
    }

    @Test func the_start_moves_earlier_but_never_after_the_first_completion_or_today() throws {
        var lib = library((read, [march(4)]))
        try lib.updateTracker(read.id, TrackerChanges(createdOn: march(1)), today: march(7))
        #expect(lib.tracker(read.id)?.createdOn == march(1))
        #expect(throws: DomainError.startAfterFirstCompletion(name: "Read", first: march(4))) {
            try lib.updateTracker(read.id, TrackerChanges(createdOn: march(5)), today: march(7))
        }
        #expect(throws: DomainError.startInFuture) {
            try lib.updateTracker(read.id, TrackerChanges(createdOn: march(8)), today: march(7))
        }
        try lib.setDone(true, tracker: read.id, on: march(2), today: march(7))
    }

    @Test func the_kind_of_a_tracker_cannot_change() {
        let party = event("Party", created: march(1))
        var lib = library((party, []))
        #expect(throws: DomainError.kindChange) {
            try lib.updateTracker(party.id, TrackerChanges(schedule: .everyDay), today: march(7))
        }
    }
}

@Suite struct LibraryCommandTests {
    @Test func deleting_a_category_deletes_its_trackers_and_their_history() throws {
        var lib = Library()
        let health = try lib.addCategory(named: "Health")
        let work = try lib.addCategory(named: "Work")
        let a = try lib.addTracker(TrackerDraft(name: "A", kind: .habit(.everyDay), categoryID: health.id), today: march(7))
        let b = try lib.addTracker(TrackerDraft(name: "B", kind: .event, categoryID: work.id), today: march(7))
        try lib.setDone(true, tracker: a.id, on: march(7), today: march(7))
        let removed = try lib.deleteCategory(health.id)
        #expect(removed.map(\.id) == [a.id])
        #expect(lib.trackers.map(\.id) == [b.id])
        #expect(lib.histories[a.id] == nil)
        #expect(lib.categories.map(\.name) == ["Work"])
    }

    @Test func category_names_are_unique_ignoring_case_in_any_script() throws {
        var lib = Library()
        try lib.addCategory(named: "Здоровье")
        #expect(throws: DomainError.duplicateCategory(name: "ЗДОРОВЬЕ")) { try lib.addCategory(named: " ЗДОРОВЬЕ ") }
        #expect(DomainError.duplicateCategory(name: "Sport").message == "Category \"Sport\" already exists.")
        #expect(throws: DomainError.categoryNameMissing) { try lib.addCategory(named: "   ") }
    }

    @Test func positions_follow_creation_order() throws {
        var lib = Library()
        let c = try lib.addCategory(named: "C")
        let first = try lib.addTracker(TrackerDraft(name: "Zebra", kind: .event, categoryID: c.id), today: march(7))
        let second = try lib.addTracker(TrackerDraft(name: "Apple", kind: .event, categoryID: c.id), today: march(7))
        #expect(lib.trackers.map(\.name) == ["Zebra", "Apple"], "creation order, not alphabetical")
        #expect(second.position > first.position)
    }

    @Test func colours_must_come_from_the_palette_and_emoji_must_be_one_emoji() throws {
        var lib = Library()
        let c = try lib.addCategory(named: "C")
        let ok = try lib.addTracker(TrackerDraft(name: "A", kind: .event, categoryID: c.id, emoji: "📚", color: "16a34a"), today: march(7))
        #expect(ok.color == "#16A34A")
        #expect(throws: DomainError.invalidColor("#123456")) {
            try lib.addTracker(TrackerDraft(name: "B", kind: .event, categoryID: c.id, color: "#123456"), today: march(7))
        }
        #expect(throws: DomainError.invalidEmoji) {
            try lib.addTracker(TrackerDraft(name: "B", kind: .event, categoryID: c.id, emoji: "ab"), today: march(7))
        }
        #expect(throws: DomainError.scheduleEmpty) {
            try lib.addTracker(TrackerDraft(name: "B", kind: .habit(.weekdays(WeekdaySet([]))), categoryID: c.id), today: march(7))
        }
    }

    @Test func every_palette_colour_gets_ink_with_at_least_4_5_to_1_contrast() {
        for color in Palette.colors {
            #expect(Palette.contrast(color, Palette.ink(on: color)) >= 4.5, "\(color)")
        }
        #expect(Palette.colors.count == 18 && Palette.emoji.count == 18)
    }
}
