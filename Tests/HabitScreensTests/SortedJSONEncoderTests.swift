import Foundation
import HabitCore
import HabitTestSupport
import HabitScreens
import Testing

/// `HabitJSON.encode` writes what Foundation's `JSONEncoder` with sorted keys and unescaped
/// slashes writes, byte for byte: every screen state of a library with every schedule kind,
/// measures, skips, notes, pauses, an archived habit and names that need escaping.
@Suite struct SortedJSONEncoderTests {
    private func foundation(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func expectSame(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(HabitJSON.string(value) == (try foundation(value)), sourceLocation: sourceLocation)
    }

    private var awkwardLibrary: Library {
        let category = HabitCore.Category(name: "Здоровье / \"health\" \\ 🏃", position: 0)
        func make(_ name: String, _ kind: Tracker.Kind, measure: Measure? = nil, pauses: [Pause] = [], archived: Day? = nil,
                  position: Int) -> Tracker {
            var tracker = Tracker(id: .random(), name: name, kind: kind, categoryID: category.id, emoji: "🙂",
                                  color: Palette.colors[position % Palette.colors.count], createdOn: march(1),
                                  position: position, measure: measure, pauses: pauses, archivedOn: archived)
            tracker.note = "line one\nline two\ttab \u{1} bell\u{7f} </script>"
            tracker.reminders = [Reminder(time: TimeOfDay(hour: 7, minute: 5)!, weekdays: WeekdaySet([.mon, .fri]))]
            return tracker
        }
        let trackers = [
            make("Read \"books\"", .habit(.everyDay), position: 0),
            make("Gym \\ weights", .habit(.weekly(3)), pauses: [Pause(from: march(3), until: march(4))], position: 1),
            make("Water", .habit(.monthly(10)), measure: atLeast("2.5", "l"), position: 2),
            make("Coffee", .habit(.rolling(times: 2, days: 5)), measure: atMost("3"), position: 3),
            make("Concert", .event, position: 4),
            make("Old", .habit(.weekdays(WeekdaySet([.sat]))), archived: march(5), position: 5),
        ]
        let histories: [Tracker.ID: History] = [
            trackers[0].id: history(done: [march(1), march(2), march(6)], skipped: [march(3)], notes: [march(2): "ok \"quoted\""]),
            trackers[1].id: history(done: [march(5)]),
            trackers[2].id: history(values: [march(1): "2.5", march(2): "0.125", march(6): "10"]),
            trackers[3].id: history(values: [march(4): "1", march(5): "4.75"]),
            trackers[4].id: history(done: [march(2)]),
            trackers[5].id: history(done: [march(1)]),
        ]
        return Library(categories: [category], trackers: trackers, histories: histories)
    }

    @Test func every_screen_state_is_written_as_json_encoder_writes_it() throws {
        let library = awkwardLibrary, today = march(7)
        for day in [march(1), march(6), today] {
            try expectSame(BoardState.build(library: library, date: day, today: today))
        }
        for tracker in library.trackers {
            for range in DetailCharts.Range.allCases {
                try expectSame(try #require(TrackerDetailState.build(library: library, tracker: tracker.id, today: today, range: range)))
            }
            try expectSame(RemindersState(tracker))
        }
        for sort in StatisticsState.Sort.allCases {
            try expectSame(StatisticsState.build(library: library, today: today, sort: sort))
        }
        try expectSame(SettingsState(Settings(dayStart: 3, zone: "Europe/Berlin", deviceZone: "Asia/Tokyo", deviceLanguage: .ru)))
    }

    /// A card's tracker fields are kept per tracker (`TrackerFieldsJSON`): each change to the
    /// tracker or its category's name shows in the next card, as JSONEncoder writes it.
    @Test func a_card_written_again_after_its_tracker_changed_shows_the_change() throws {
        var library = awkwardLibrary
        let today = march(7), id = library.trackers[1].id
        func card() throws -> TrackerCard {
            let board = BoardState.build(library: library, date: today, today: today)
            return try #require((board.sections.flatMap(\.cards) + board.paused).first { $0.tracker.id == id })
        }
        try expectSame(try card())
        try expectSame(try card())
        try library.updateTracker(id, TrackerChanges(name: "Gym renamed", schedule: .weekly(4), note: "changed", pinned: true), today: today)
        try expectSame(try card())
        #expect(HabitJSON.string(try card()).contains("Gym renamed"))
        try library.pause(id, from: today, until: nil, today: today)
        try expectSame(try card())
        try library.renameCategory(library.categories[0].id, to: "Renamed category")
        try expectSame(try card())
        #expect(HabitJSON.string(try card()).contains("Renamed category"))
    }

    private struct Numbers: Encodable {
        let doubles: [Double] = [0, -0.0, 1, 0.1, 2.5, 1e-7, 123456789.125, 1e21, -3]
        let floats: [Float] = [0.5, 1, 3.25]
        let integers: [Int] = [0, -1, Int.max, Int.min]
        let small: [Int8] = [-128, 127]
        let large: [UInt64] = [UInt64.max]
        let decimals: [Decimal] = [Decimal(string: "0.000001")!, Decimal(string: "-12.5")!, 0, Decimal(string: "1e10")!]
        let optionals: [String?] = ["a", nil]
        /// Keys that sort differently by bytes, by case and by Unicode order.
        let keyed: [String: Int] = ["": 0, "b": 1, "B": 2, "a": 3, "é": 4, "e": 5, "ab": 6, "a b": 7, "Ё": 8, "_": 9]
        let nested: [[String: [Int]]] = [["x": []], [:]]
        let text = "\u{0}\u{8}\u{c}\u{1f} / \\ \" \u{2028} 😀"
    }

    @Test func numbers_strings_and_keys_are_written_as_json_encoder_writes_them() throws {
        try expectSame(Numbers())
        try expectSame(["solo"])
        try expectSame(Optional<Int>.none)
    }
}
