import Foundation
import HabitCore

/// What the Trackers screen shows for one day: the progress line and the cards, grouped into
/// `Pinned` and the categories, and the habits paused that day. Built by one function from the
/// library; the CLI, the JSON API and the web page all draw from it.
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
    /// The progress of the trackers that have no card on the board (a search or a filter hid
    /// them, or they are paused): the page adds its cards' to it when it judges them itself.
    public let othersProgress: HabitCore.Progress
    public let sections: [Section]
    /// Habits paused on this day: they leave the board for a collapsed `Paused` section.
    public let paused: [TrackerCard]
    /// Whether anything is on this day before search and filter: the Filters button hides otherwise.
    public let hasTrackers: Bool
    public let emptyState: EmptyState?

    public var isToday: Bool { date == today }

    public var cards: [TrackerCard] { sections.flatMap(\.cards) }

    /// Builds the board. The `today` filter moves the board to today and shows everything.
    /// `withRecords`: each card carries what the page's rules need to judge it again after a
    /// write (`TrackerCard.record`); the web page asks for it, the API and the CLI do not.
    public static func build(library: Library, date: Day, today: Day, search: String = "",
                             filter: Filter = .all, language: Language = .en,
                             judgements cache: Judgements = .uncached, withRecords: Bool = false) -> BoardState {
        let date = filter == .today ? today : date
        let query = Names.searchKey(Names.trimmed(search))
        let judgements = cache.judge(library, today: today)
        var shownCount = 0
        var pinned: [TrackerCard] = [], paused: [TrackerCard] = []
        var byCategory: [Category.ID: [TrackerCard]] = [:]

        for judgement in judgements {
            let tracker = judgement.tracker
            guard let category = library.category(tracker.categoryID) else { continue }
            let history = library.history(of: tracker.id)
            if judgement.state(on: date) == .paused && !tracker.isArchived(on: date) {
                paused.append(TrackerCard(judgement, category: category, history: history, date: date, today: today,
                                          judgements: cache, withRecord: false))
                continue
            }
            guard judgement.isShown(on: date) else { continue }
            shownCount += 1
            let done = judgement.state(on: date) == .done
            switch filter {
            case .completed where !done, .uncompleted where done: continue
            default: break
            }
            if !query.isEmpty && !Names.searchKey(tracker.name).contains(query) { continue }
            let card = TrackerCard(judgement, category: category, history: history, date: date, today: today,
                                   judgements: cache, withRecord: withRecords)
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
        // Every habit paused: the Paused section is what the day holds, not an invitation to start.
        let emptyState: EmptyState? = shownCount == 0 ? (paused.isEmpty ? .nothingToTrack : nil) : sections.isEmpty ? .nothingFound : nil
        let carded = Set(sections.flatMap { $0.cards.map(\.tracker.id) })
        return BoardState(date: date, today: today, filter: filter, search: search,
                          progress: Rules.progress(judgements, on: date),
                          othersProgress: Rules.progress(judgements.filter { !carded.contains($0.tracker.id) }, on: date),
                          sections: sections, paused: paused, hasTrackers: shownCount > 0, emptyState: emptyState)
    }
}

/// One tracker as a card on the board for a day.
public struct TrackerCard: Hashable, Sendable {
    public let tracker: Tracker
    public let categoryName: String
    /// Where its category stands among the categories (their order).
    public let categoryPosition: Int
    /// The board's day.
    public let date: Day
    /// Days done up to today (`N days`).
    public let days: Int
    /// Done on the board's day.
    public let done: Bool
    /// Done today, whatever day the board shows: a pause then starts tomorrow by default, so
    /// that today keeps its credit (a paused day counts as skipped).
    public let doneToday: Bool
    /// How the board's day stands for this tracker.
    public let state: DayState
    /// Due on the board's day (it counts in the progress line whether done or not).
    public let isDue: Bool
    /// What the board's day holds (a value, a note), if anything.
    public let entry: Entry?
    /// As of today, whatever day the board shows; nil for events.
    public let streaks: Streaks?
    public let streakUnit: StreakUnit
    /// A weekly or monthly habit's period holding the board's day.
    public let period: PeriodProgress?
    /// Whether the check button works: not on a future day, not before the start.
    public let canToggle: Bool
    /// A measurable habit's value after one tap on its button (one step more), nil when the
    /// tap would be refused (or the card was made without its record).
    public let nextStep: Quantity?
    /// What the page's rules need to judge the card again after a write (the days from the
    /// board's day or its period on, and what the days before left), nil when not asked for.
    public let record: CardRecord?

    public typealias Limit = Measure.Limit

    /// Where an at-most habit's amount stands against its limit on the board's day (the day's
    /// value, or a weekly or monthly habit's sum against its prorated target); nil for any other
    /// habit, and under the limit.
    public var limit: Limit? { tracker.measure?.limit(value: entry?.value, period: period, unit: streakUnit) }

    public init(_ judgement: Judgement, category: HabitCore.Category, history: History, date: Day, today: Day,
                judgements: Judgements = .uncached, withRecord: Bool = false) {
        let tracker = judgement.tracker
        self.tracker = tracker
        categoryName = category.name
        categoryPosition = category.position
        self.date = date
        days = judgement.doneCount
        state = judgement.state(on: date)
        isDue = tracker.kind.isHabit && judgement.isDue(on: date)
        done = state == .done
        doneToday = date == today ? done : judgement.state(on: today) == .done
        entry = history.entry(on: date)
        streaks = judgement.streaks
        streakUnit = judgement.streakUnit
        period = judgement.period(containing: date)
        canToggle = date <= today && date >= tracker.createdOn && !tracker.isArchived(on: date)
        nextStep = withRecord ? history.afterStep(of: tracker, on: date, today: today) : nil
        record = withRecord ? judgements.record(tracker, history: history, from: date, today: today, weekStart: judgement.weekStart) : nil
    }
}

/// Screen copy the core's rules need no part of, from the language's catalogue.
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
