import HabitCore
import HabitScreens
import Synchronization

/// The board's cards (and its parts that no write changes: the calendar, the templates) as
/// HTML, kept between requests, so that the first board after a write renders only the card of
/// the tracker it changed (SPEC §8's cold render; `Judgements` keeps the
/// derived values the same way). A card is a pure function of its inputs: an entry is used only
/// while the asked inputs equal the ones it was rendered from, so nothing can be stale.
public final class CardFragments: Sendable {
    /// Where a card stands in its category: Move up and Move down are offered where they move it.
    struct Place: Hashable, Sendable {
        let first: Bool
        let last: Bool
    }

    /// One card of one board: the tracker on a day, in a language, returning to a board address.
    struct Slot: Hashable, Sendable {
        let tracker: Tracker.ID
        let date: Day
        let language: Language
        let back: String
    }

    /// Everything else the card's HTML depends on.
    struct Inputs: Hashable, Sendable {
        let card: TrackerCard
        let today: Day
        let place: Place
    }

    private struct Entry {
        let inputs: Inputs
        let html: String
    }

    /// Enough for every card of a few boards (dates, searches, languages); past it the cache starts over.
    static let capacity = 2_048

    /// A part of the board that depends only on what names it (the calendar, the templates).
    struct Part: Hashable, Sendable {
        let name: String
        let date: Day
        let today: Day
        let month: Day?
        let language: Language
        /// The calendar's weeks begin on it.
        let weekStart: Weekday
        let back: String
    }

    private let caching: Bool
    private let entries = Mutex<[Slot: Entry]>([:])
    private let parts = Mutex<[Part: String]>([:])

    /// A cache; `uncached` renders every time.
    public init() { caching = true }
    private init(caching: Bool) { self.caching = caching }
    public static let uncached = CardFragments(caching: false)

    func html(_ slot: Slot, _ inputs: Inputs, render: () -> String) -> String {
        guard caching else { return render() }
        if let hit = entries.withLock({ $0[slot] }), hit.inputs == inputs { return hit.html }
        let html = render()
        entries.withLock { entries in
            if entries.count >= Self.capacity && entries[slot] == nil { entries.removeAll(keepingCapacity: true) }
            entries[slot] = Entry(inputs: inputs, html: html)
        }
        return html
    }

    func html(_ part: Part, render: () -> String) -> String {
        guard caching else { return render() }
        if let hit = parts.withLock({ $0[part] }) { return hit }
        let html = render()
        parts.withLock { parts in
            if parts.count >= Self.capacity { parts.removeAll(keepingCapacity: true) }
            parts[part] = html
        }
        return html
    }
}
