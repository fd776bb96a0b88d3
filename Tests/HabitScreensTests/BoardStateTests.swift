import Foundation
import HabitCore
import HabitTestSupport
import HabitScreens
import Testing

@Suite struct BoardStateTests {
    @Test func pinned_trackers_come_first_and_are_not_repeated_in_their_category() throws {
        var lib = Library()
        let health = try lib.addCategory(named: "Health")
        let work = try lib.addCategory(named: "Work")
        let read = try lib.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: health.id), today: march(7))
        try lib.addTracker(TrackerDraft(name: "Walk", kind: .habit(.everyDay), categoryID: health.id), today: march(7))
        try lib.addTracker(TrackerDraft(name: "Email", kind: .habit(.everyDay), categoryID: work.id), today: march(7))
        try lib.updateTracker(read.id, TrackerChanges(pinned: true), today: march(7))
        let board = BoardState.build(library: lib, date: march(7), today: march(7))
        #expect(board.sections.map(\.title) == ["Pinned", "Health", "Work"])
        #expect(board.sections.map { $0.cards.map(\.tracker.name) } == [["Read"], ["Walk"], ["Email"]])
        #expect(board.sections[0].pinned && !board.sections[1].pinned)
        #expect(BoardState.build(library: lib, date: march(7), today: march(7), language: .ru).sections[0].title == "Закреплённые")
    }

    @Test func events_show_every_day_until_done_and_then_only_on_that_day() throws {
        let party = event("Party", created: march(3))
        var lib = library((party, []))
        let shown = { (lib: Library, day: Day) in !BoardState.build(library: lib, date: day, today: march(7)).cards.isEmpty }
        #expect(!shown(lib, march(2)))
        #expect(shown(lib, march(3)) && shown(lib, march(6)) && shown(lib, march(9)))
        try lib.setDone(true, tracker: party.id, on: march(5), today: march(7))
        #expect(shown(lib, march(5)))
        #expect(!shown(lib, march(4)) && !shown(lib, march(6)) && !shown(lib, march(7)))
    }

    @Test func progress_counts_due_habits_and_events_done_that_day_and_ignores_search_and_filters() throws {
        let a = habit("Alpha", created: march(1), position: 0)
        let b = habit("Beta", created: march(1), on: WeekdaySet([.fri]), position: 1)
        let open = event("Open", created: march(1), position: 2)
        let done = event("Done", created: march(1), position: 3)
        let lib = library((a, [march(7)]), (b, []), (open, []), (done, [march(7)]))
        let board = BoardState.build(library: lib, date: march(7), today: march(7), search: "alp", filter: .completed)
        #expect(board.progress == Progress(done: 2, total: 3))
        #expect(board.cards.map(\.tracker.name) == ["Alpha"])
        #expect(ScreenText.progress(BoardState.build(library: lib, date: march(6), today: march(7)), .en) == "0 of 1 done")
    }

    @Test func filters_all_today_completed_uncompleted() {
        let a = habit("Alpha", created: march(1), position: 0)
        let b = habit("Beta", created: march(1), position: 1)
        let lib = library((a, [march(5), march(7)]), (b, [march(7)]))
        func names(_ date: Day, _ filter: BoardState.Filter) -> [String] {
            BoardState.build(library: lib, date: date, today: march(7), filter: filter).cards.map(\.tracker.name)
        }
        #expect(names(march(5), .all) == ["Alpha", "Beta"])
        #expect(names(march(5), .completed) == ["Alpha"])
        #expect(names(march(5), .uncompleted) == ["Beta"])
        let jumped = BoardState.build(library: lib, date: march(2), today: march(7), filter: .today)
        #expect(jumped.date == march(7) && jumped.cards.count == 2)
    }

    @Test func empty_states_distinguish_nothing_to_track_from_nothing_found() {
        let a = habit("Alpha", created: march(5))
        let lib = library((a, []))
        let before = BoardState.build(library: lib, date: march(4), today: march(7))
        #expect(before.emptyState == .nothingToTrack && !before.hasTrackers)
        let searched = BoardState.build(library: lib, date: march(6), today: march(7), search: "zzz")
        #expect(searched.emptyState == .nothingFound && searched.hasTrackers)
        #expect(BoardState.build(library: Library(), date: march(7), today: march(7)).emptyState == .nothingToTrack)
    }

    @Test func future_days_show_cards_that_cannot_be_toggled_and_streaks_stay_as_of_today() {
        let a = habit("Alpha", created: march(1))
        let lib = library((a, [march(6), march(7)]))
        let future = BoardState.build(library: lib, date: march(9), today: march(7))
        #expect(future.cards.count == 1 && !future.cards[0].canToggle && !future.cards[0].done)
        #expect(future.cards[0].streaks?.current == 2)
        let past = BoardState.build(library: lib, date: march(6), today: march(7))
        #expect(past.cards[0].done && past.cards[0].streaks?.current == 2 && past.cards[0].days == 2)
    }

    @Test func search_is_case_and_diacritic_insensitive_in_any_script() {
        let lib = library((habit("Café au lait", created: march(1), position: 0), []),
                          (habit("Ёлка", created: march(1), position: 1), []))
        #expect(BoardState.build(library: lib, date: march(7), today: march(7), search: "CAFE").cards.count == 1)
        #expect(BoardState.build(library: lib, date: march(7), today: march(7), search: "ёЛ").cards.map(\.tracker.name) == ["Ёлка"])
    }

    @Test func the_json_uses_the_field_names_scripts_rely_on() throws {
        let run = habit("Run", created: march(3), on: WeekdaySet([.mon, .wed, .fri]), position: 0)
        let party = event("Party", created: march(3), position: 1)
        let lib = library((run, [march(3), march(5), march(7)]), (party, []))
        let json = try JSONSerialization.jsonObject(with: Data(HabitJSON.encode(BoardState.build(library: lib, date: march(7), today: march(7))))) as! [String: Any]
        #expect(json["date"] as? String == "2025-03-07" && json["done"] as? Int == 1 && json["total"] as? Int == 1)
        let section = (json["sections"] as! [[String: Any]])[0]
        #expect(section["title"] as? String == "Health" && section["pinned"] as? Bool == false)
        let cards = section["trackers"] as! [[String: Any]]
        #expect(Set(cards[0].keys).isSuperset(of: ["id", "name", "kind", "emoji", "color", "category", "categoryId", "schedule",
                                                    "pinned", "days", "done", "currentStreak", "bestStreak"]))
        #expect(cards[0]["schedule"] as? [String] == ["mon", "wed", "fri"] && cards[0]["kind"] as? String == "habit")
        #expect(cards[0]["currentStreak"] as? Int == 3 && cards[0]["days"] as? Int == 3)
        #expect(cards[1]["schedule"] is NSNull && cards[1]["currentStreak"] is NSNull && cards[1]["kind"] as? String == "event")
    }
}
