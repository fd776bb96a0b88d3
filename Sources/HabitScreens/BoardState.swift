import Foundation
import HabitCore

/// What the Trackers screen shows for one day: the progress line and the cards, grouped into
/// `Pinned` and the categories. Built by one function from the library; the CLI, the JSON API and
/// the web page all draw from it.
public struct BoardState: Hashable, Sendable {
    public enum Filter: String, CaseIterable, Codable, Sendable {
        case all, today, completed, uncompleted
    }

    /// Which empty state to show, if any.
    public enum EmptyState: String, Codable, Sendable {
        /// Nothing is on this day at all: `What shall we track?`
        case nothingToTrack
        /// Search or filter hid everything: `Nothing found`.
        case nothingFound
    }

    public struct Section: Hashable, Sendable {
        public let title: String
        public let pinned: Bool
        /// Nil for `Pinned`.
        public let categoryID: Category.ID?
        public let cards: [TrackerCard]
    }

    public let date: Day
    public let today: Day
    public let filter: Filter
    public let search: String
    public let progress: HabitCore.Progress
    public let sections: [Section]
    /// Whether anything is on this day before search and filter: the Filters button hides otherwise.
    public let hasTrackers: Bool
    public let emptyState: EmptyState?

    public var isToday: Bool { date == today }

    public var cards: [TrackerCard] { sections.flatMap(\.cards) }

    /// Builds the board. The `today` filter moves the board to today and shows everything.
    public static func build(library: Library, date: Day, today: Day, search: String = "",
                             filter: Filter = .all, language: Language = .en) -> BoardState {
        let date = filter == .today ? today : date
        let query = Names.searchKey(Names.trimmed(search))
        var shownCount = 0
        var pinned: [TrackerCard] = []
        var byCategory: [Category.ID: [TrackerCard]] = [:]

        for tracker in library.trackers {
            let history = library.history(of: tracker.id)
            guard Rules.isShown(tracker, history: history, on: date, today: today) else { continue }
            shownCount += 1
            let done = date <= today && history.isDone(on: date)
            switch filter {
            case .completed where !done, .uncompleted where done: continue
            default: break
            }
            if !query.isEmpty && !Names.searchKey(tracker.name).contains(query) { continue }
            guard let category = library.category(tracker.categoryID) else { continue }
            let card = TrackerCard(tracker: tracker, category: category, history: history, date: date, today: today)
            if tracker.pinned { pinned.append(card) } else { byCategory[category.id, default: []].append(card) }
        }

        var sections: [Section] = []
        if !pinned.isEmpty {
            sections.append(Section(title: ScreenText.pinned(language), pinned: true, categoryID: nil, cards: pinned))
        }
        for category in library.categories {
            guard let cards = byCategory[category.id] else { continue }
            sections.append(Section(title: category.name, pinned: false, categoryID: category.id, cards: cards))
        }
        let emptyState: EmptyState? = shownCount == 0 ? .nothingToTrack : sections.isEmpty ? .nothingFound : nil
        return BoardState(date: date, today: today, filter: filter, search: search,
                          progress: Rules.progress(of: library, on: date, today: today),
                          sections: sections, hasTrackers: shownCount > 0, emptyState: emptyState)
    }
}

/// One tracker as a card on the board for a day.
public struct TrackerCard: Hashable, Sendable {
    public let tracker: Tracker
    public let categoryName: String
    /// Completions up to today (`N days`).
    public let days: Int
    /// Done on the board's day.
    public let done: Bool
    /// As of today, whatever day the board shows; nil for events.
    public let streaks: Streaks?
    /// Whether the check button works: not on a future day.
    public let canToggle: Bool
    /// The count and streaks the card would show after one tap on its button, so that a page
    /// without a connection can show the right values at once (nil when the tap would be refused).
    public let afterToggle: Outcome?

    public struct Outcome: Hashable, Sendable {
        public let days: Int
        public let streaks: Streaks?
    }

    public init(tracker: Tracker, category: Category, history: History, date: Day, today: Day) {
        self.tracker = tracker
        categoryName = category.name
        days = history.doneCount(upTo: today)
        let done = date <= today && history.isDone(on: date)
        self.done = done
        streaks = Rules.streaks(of: tracker, history: history, today: today)
        canToggle = date <= today && date >= tracker.createdOn
        var toggled = history
        if done {
            toggled.remove(date)
        } else if (try? Rules.checkCanMark(tracker, history: history, on: date, today: today)) != nil {
            toggled.set(Entry(day: date, state: .done))
        }
        afterToggle = toggled == history ? nil
            : Outcome(days: toggled.doneCount(upTo: today), streaks: Rules.streaks(of: tracker, history: toggled, today: today))
    }
}

/// Screen copy built from the language's catalogue (`Copy`) and a screen state.
public enum ScreenText {
    public static func pinned(_ language: Language) -> String { language.copy.pinned }
}

extension ScreenText {
    /// The progress line: `{done} of {total} done today`, `All done today. Nice work!`, or for
    /// another day `{done} of {total} done`.
    public static func progress(_ board: BoardState, _ language: Language) -> String {
        if board.isToday && board.progress.isAllDone { return allDone(language) }
        return progressTemplate(isToday: board.isToday, language)
            .replacingOccurrences(of: "{done}", with: String(board.progress.done))
            .replacingOccurrences(of: "{total}", with: String(board.progress.total))
    }

    /// The progress wording with `{done}` and `{total}` left to fill (the offline page fills them).
    public static func progressTemplate(isToday: Bool, _ language: Language) -> String {
        language.copy.progressTemplate(isToday: isToday)
    }

    public static func allDone(_ language: Language) -> String { language.copy.allDoneToday }
}
