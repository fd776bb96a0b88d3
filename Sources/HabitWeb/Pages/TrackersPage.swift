import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// The Trackers screen: add sheet, date selector with a month calendar, progress line, search,
/// sections of cards, empty states, and the Filters sheet.
struct TrackersPage {
    let board: BoardState
    let library: Library
    let language: Language
    /// The month the calendar shows, when it was navigated (keeps the sheet open).
    let calendarMonth: Day?
    let error: Message?
    /// A card's sheet refused by a rule: shown open again with the message under its field.
    var sheetError: SheetError? = nil
    /// The card whose menu is shown open (`?tracker=ID`: its face's link without JavaScript).
    var openMenu: Tracker.ID? = nil
    /// Cards rendered for earlier requests.
    var fragments: CardFragments = .uncached
    /// The zone today was reckoned in when the request named none (see `Layout.page`).
    var zone: String? = nil

    var strings: any Copy { language.copy }

    /// What a tap or a pin replaces in place: the progress line and the board.
    static let swapTargets = "#progress, #board"

    /// The page's own URL with some parameters changed; used for links and `back`.
    func url(date: Day? = nil, search: String? = nil, filter: BoardState.Filter? = nil, month: Day? = nil) -> String {
        var items: [(String, String)] = [("date", (date ?? board.date).iso)]
        let search = search ?? board.search
        if !search.isEmpty { items.append(("q", search)) }
        let filter = filter ?? board.filter
        if filter != .all && filter != .today { items.append(("filter", filter.rawValue)) }
        if let month { items.append(("month", String(month.iso.prefix(7)))) }
        return "/?" + items.map { "\($0.0)=\(Web.percentEncode($0.1))" }.joined(separator: "&")
    }

    func render() -> Response {
        Layout.page(title: strings.trackers, language: language, tab: .trackers, today: board.today,
                    dayStart: library.settings.dayStart, zone: zone) {
            element("header", [("class", "topbar")]) {
                addSheet()
                element("a", [("class", "icon-button"), ("href", "/settings?back=\(Web.percentEncode(url()))"),
                              ("aria-label", strings.settings)]) { "⚙︎" }
            }
            element("h1") { strings.trackers }
            Node.trusted(fragments.html(part("calendar", back: url())) { calendar().render() })
            if let error { element("p", [("class", "toast"), ("role", "alert")]) { error.node(in: language) } }
            // `data-base`: the progress of the trackers without a card here, which the page's rules
            // add their judgement of the cards to after a write (SPEC §23).
            element("p", [("id", "progress"), ("class", board.progress.isAllDone && board.isToday ? "progress all-done" : "progress"),
                          ("aria-live", "polite"), ("data-base", "\(board.othersProgress.done) \(board.othersProgress.total)"),
                          ("data-template", ScreenText.progressTemplate(isToday: board.isToday, language)),
                          ("data-all-done", board.isToday ? ScreenText.allDone(language) : "")]
                         // Nothing to count (no trackers, or only open events): no "0 of 0" line.
                         + (board.progress.total == 0 ? [("hidden", nil)] : [])) {
                ScreenText.progress(board, language)
            }
            // The script's status lines, in the page's language (the script has no words of its own).
            Layout.syncStatus(strings)
            searchForm()
            let places = places()
            let here = url()
            // `data-page`: the page's line for the rules' WebAssembly (`PageRules.board`).
            element("div", [("id", "board"), ("data-page", pageLine)]) {
                for section in board.sections {
                    // A category's cards can be dragged into another order (the script posts Move).
                    element("section", [("class", "tracker-section")]
                                       + (section.categoryID.map { [("data-reorder", ""), ("data-category", categoryPosition($0))] } ?? [("data-pinned", "")])) {
                        element("h2") { section.pinned ? strings.pinned : section.title }
                        element("ul", [("class", "cards")]) {
                            for card in section.cards { self.card(card, places[card.tracker.id] ?? Place(first: true, last: true), here: here) }
                        }
                    }
                }
                if !board.paused.isEmpty { pausedSection() }
                if let empty = board.emptyState {
                    element("div", [("class", "empty")]) {
                        element("div", [("class", "empty-art"), ("aria-hidden", "true")]) { empty == .nothingFound ? "🧐" : "💫" }
                        element("p") { empty == .nothingFound ? strings.nothingFound : strings.whatToTrack }
                    }
                }
                if board.hasTrackers { filtersSheet() }
                if !board.sections.isEmpty {
                    let units = Set(board.cards.map(\.streakUnit))
                    Node.trusted(fragments.html(part("templates " + units.map(\.rawValue).sorted().joined(separator: " "), back: here)) {
                        let sheets = EntrySheets(language: language, back: here, swap: Self.swapTargets, error: nil)
                        return Node.fragment([CardMenu(sheets: sheets, date: board.date, today: board.today, board: here).template(),
                                              sheets.templates(date: board.date, today: board.today),
                                              element("template", [("id", "paused-row")]) { pausedRow(.template, emoji: "{emoji}", color: "{color}",
                                                                                                     order: "{order}", hint: "{hint}", resumable: true,
                                                                                                     sheets: sheets) },
                                              element("template", [("id", "card-wording"),
                                                                   ("data-wording", CardWording(language: language).json(units: units))])]).render()
                    })
                }
            }
        }
    }

    /// The page's line for the rules (`PageRules.board`): today, the board's day, the week
    /// start, the plural rule and how the language writes numbers.
    private var pageLine: String {
        "P \(board.today.ordinal) \(board.date.ordinal) \(library.settings.weekStart.rawValue) \(strings.pluralRule.rawValue) \(language.numberStyle.field)"
    }

    private func categoryPosition(_ id: HabitCore.Category.ID) -> String {
        String(library.category(id)?.position ?? 0)
    }

    private func part(_ name: String, back: String) -> CardFragments.Part {
        CardFragments.Part(name: name, date: board.date, today: board.today, month: calendarMonth, language: language,
                           weekStart: library.settings.weekStart, back: back)
    }

    private func addSheet() -> Node {
        element("details", [("class", "sheet add-sheet")]) {
            element("summary", [("class", "icon-button plus"), ("aria-label", strings.addTracker)]) { "+" }
            element("div", [("class", "sheet-panel"), ("role", "dialog"), ("aria-label", strings.createTracker)]) {
                element("h2") { strings.createTracker }
                element("a", [("class", "button"), ("href", "/trackers/new?kind=habit&back=\(Web.percentEncode(url()))")]) { strings.habit }
                element("a", [("class", "button"), ("href", "/trackers/new?kind=event&back=\(Web.percentEncode(url()))")]) { strings.irregularEvent }
            }
        }
    }

    private func calendar() -> Node {
        let month = (calendarMonth ?? board.date).startOfMonth
        let open: [Node.Attribute] = calendarMonth == nil ? [] : [("open", nil)]
        return element("details", [("class", "sheet calendar")] + open) {
            element("summary", [("class", "date-button"), ("aria-label", "\(strings.chooseDate): \(language.heading(board.date))")]) {
                element("span") { language.heading(board.date) }
                element("span", [("aria-hidden", "true"), ("class", "chevron")]) { "▾" }
            }
            element("div", [("class", "sheet-panel"), ("role", "dialog"), ("aria-label", strings.chooseDate)]) {
                element("div", [("class", "month-nav")]) {
                    element("a", [("class", "icon-button"), ("href", url(month: month.adding(months: -1))), ("aria-label", strings.previousMonth)]) { "‹" }
                    element("h2") { strings.monthTitle(month) }
                    element("a", [("class", "icon-button"), ("href", url(month: month.adding(months: 1))), ("aria-label", strings.nextMonth)]) { "›" }
                }
                element("table", [("class", "month")]) {
                    element("thead") {
                        element("tr") {
                            for weekday in library.settings.weekStart.week {
                                element("th", [("scope", "col")]) { language.shortWeekdayName(weekday) }
                            }
                        }
                    }
                    element("tbody") {
                        for week in weeks(of: month) {
                            element("tr") {
                                for day in week {
                                    element("td") {
                                        if let day {
                                            element("a", dayAttributes(day)) { String(day.dayOfMonth) }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                element("a", [("class", "button secondary"), ("href", url(date: board.today))]) { strings.today }
            }
        }
    }

    private func dayAttributes(_ day: Day) -> [Node.Attribute] {
        var classes = ["day"]
        if day == board.today { classes.append("today") }
        var attributes: [Node.Attribute] = [("href", url(date: day)), ("aria-label", language.heading(day))]
        if day == board.date { attributes.append(("aria-current", "date")); classes.append("selected") }
        attributes.append(("class", classes.joined(separator: " ")))
        return attributes
    }

    /// The month as rows of seven from the week start, with blanks around it.
    private func weeks(of month: Day) -> [[Day?]] {
        let length = Day.daysIn(month: month.month, year: month.year)
        var cells: [Day?] = Array(repeating: nil, count: library.settings.weekStart.distance(to: month.weekday))
        cells += (0..<length).map { month.adding(days: $0) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<($0 + 7)]) }
    }

    private func searchForm() -> Node {
        element("form", [("class", "search"), ("method", "get"), ("action", "/"), ("role", "search")]) {
            element("input", [("type", "hidden"), ("name", "date"), ("value", board.date.iso)])
            if board.filter == .completed || board.filter == .uncompleted {
                element("input", [("type", "hidden"), ("name", "filter"), ("value", board.filter.rawValue)])
            }
            element("input", [("type", "search"), ("name", "q"), ("value", board.search), ("placeholder", strings.search),
                              ("aria-label", strings.search), ("autocomplete", "off"), ("enterkeyhint", "search")])
        }
    }

    /// A measurable card's amount: the day's value against the target, or the period's sum.
    private func amount(_ measure: Measure, value: Quantity?, period: PeriodProgress?, unit: StreakUnit) -> String {
        if let period, unit != .days {
            return strings.measuredAmount(language.formatted(period.sum), of: language.formatted(period.target ?? measure.target),
                                          unit: measure.unit, per: unit)
        }
        return strings.measuredAmount(language.formatted(value ?? .zero), of: language.formatted(measure.target),
                                      unit: measure.unit, per: .days)
    }

    /// The amount line with `{value}` and `{target}` for the page to fill in (`per`: the
    /// period's line of a weekly or monthly habit, or the day's).
    private func amountTemplate(_ measure: Measure, per unit: StreakUnit) -> String {
        strings.measuredAmount("{value}", of: "{target}", unit: measure.unit, per: unit)
    }

    /// A card, rendered once for each state of its inputs and kept in `fragments`: after a
    /// write only the changed tracker's card is rendered again (SPEC §8's cold render). A card
    /// whose menu or sheet is shown open (a refused value, a menu asked for without JavaScript)
    /// is rendered fresh.
    private func card(_ card: TrackerCard, _ place: Place, here: String) -> Node {
        if openMenu == card.tracker.id || sheetError?.tracker == card.tracker.id { return self.card(card, place: place, back: here) }
        let slot = CardFragments.Slot(tracker: card.tracker.id, date: board.date, language: language, back: here)
        let inputs = CardFragments.Inputs(card: card, today: board.today, place: place)
        return .trusted(fragments.html(slot, inputs) { self.card(card, place: place, back: here).render() })
    }

    private func card(_ card: TrackerCard, place: Place, back: String) -> Node {
        let tracker = card.tracker
        let id = tracker.id.lowercased
        let sheets = EntrySheets(language: language, back: back, swap: Self.swapTargets, error: sheetError)
        let unit = card.streakUnit
        let wording = CardWording(language: language)
        let menuOpen = openMenu == tracker.id || sheetError?.tracker == tracker.id
        // `data-rules`: what the page's rules need to judge the card again after a write (SPEC
        // §23); `data-order`: where it goes among Pinned's cards (an offline Pin); a pinned card's
        // `data-category`: its category's place and name, for an offline Unpin (the others are in
        // their category's section). An at-most habit at its limit or over it says so
        // (`limit-over` also colours its amount).
        let limit = card.limit.map { " limit-\($0.rawValue)" } ?? ""
        return element("li", [("class", "card \(Layout.colorClass(tracker.color)) state-\(card.state.rawValue)\(limit)"), ("id", "card-\(id)"),
                              ("data-tracker", id), ("data-rules", card.record?.text(today: board.today) ?? ""),
                              ("data-order", String(tracker.position))]
                             + (tracker.pinned ? [("data-category", "\(card.categoryPosition) \(card.categoryName)")] : [])) {
            let items = CardMenu.items(card, place: place)
            let menu = CardMenu(sheets: sheets, date: board.date, today: board.today, board: back)
            let face: [Node] = [
                element("span", [("class", "card-emoji"), ("aria-hidden", "true")]) { tracker.emoji },
                // dir=auto: a right-to-left name reads from the right edge of its card.
                element("span", [("class", "card-name"), ("dir", "auto")]) { tracker.name },
            ]
            if menuOpen {
                element("details", [("class", "card-menu"), ("open", nil)]) {
                    element("summary", [("class", "card-face"), ("aria-label", strings.menuFor(tracker.name))]) { face }
                    menu.menu(card, items: items)
                }
            } else {
                element("a", [("class", "card-face"), ("href", menu.link(tracker: id)), ("aria-label", strings.menuFor(tracker.name))]
                             + CardMenu.faceData(card, items: items, today: board.today, strings: strings)) { face }
            }
            element("div", [("class", "card-foot")]) {
                element("div", [("class", "card-stats")]) {
                    if let measure = tracker.measure {
                        // The templates of its line, for the day and (weekly, monthly) for the period.
                        element("span", [("class", "count amount"), ("data-template", amountTemplate(measure, per: .days))]
                                        + (unit == .days ? [] : [("data-period-template", amountTemplate(measure, per: unit))])) {
                            amount(measure, value: card.entry?.value, period: card.period, unit: unit)
                        }
                    } else {
                        element("span", [("class", "count")]) { wording.days(card.days) }
                    }
                    if let streaks = card.streaks {
                        // Seen as `🔥 7  Best 7`, heard as one phrase ("Current streak 7 days, best 7").
                        element("span", [("class", "streaks-line")]) {
                            element("span", [("class", streaks.current == 0 ? "streak zero" : "streak"), ("aria-hidden", "true")]) {
                                wording.current(streaks.current, unit)
                            }
                            element("span", [("class", "best"), ("aria-hidden", "true")]) { wording.best(streaks.best, unit) }
                            element("span", [("class", "visually-hidden streaks-label")]) { wording.spoken(streaks.current, streaks.best, unit) }
                        }
                    }
                    if tracker.measure?.direction == .atMost {
                        // Always there (empty under the limit), so a write shown before the server answers can fill it in.
                        element("span", [("class", "limit-line")]) { card.limit.map(wording.limit) ?? "" }
                    }
                    if card.state == .skipped {
                        element("span", [("class", "state-line")]) { strings.skippedCard }
                    } else if card.state == .open && board.isToday {
                        element("span", [("class", "state-line")]) { strings.optionalToday }
                    }
                    if let note = card.entry?.note { element("span", [("class", "day-note")]) { note } }
                }
                if let measure = tracker.measure {
                    stepForm(card, measure: measure, back: back)
                } else {
                    Web.toggleForm(tracker: tracker, date: board.date, done: card.done, enabled: card.canToggle,
                                   back: back, swap: Self.swapTargets, label: strings.markDone(tracker.name), classes: "check")
                }
            }
        }
    }

    /// A measurable card's round button: one more step (the value after it is the card's
    /// `nextStep`, so the post is an idempotent write of the new value).
    private func stepForm(_ card: TrackerCard, measure: Measure, back: String) -> Node {
        let next = card.nextStep
        // Pressed when the day is done, as a yes/no card's button is: a screen reader hears the ✓.
        var button: [Node.Attribute] = [("type", "submit"), ("class", card.done ? "check step done" : "check step"),
                                        ("aria-label", strings.addStep(language.formatted(measure.step), unit: measure.unit, to: card.tracker.name)),
                                        ("aria-pressed", card.done ? "true" : "false")]
        if next == nil { button.append(("disabled", nil)) }
        return element("form", [("method", "post"), ("action", Routes.Tracker.entry.path(card.tracker.id)),
                                ("data-swap", Self.swapTargets), ("class", "step-form")]) {
            element("input", [("type", "hidden"), ("name", "date"), ("value", board.date.iso)])
            element("input", [("type", "hidden"), ("name", "state"), ("value", "value")])
            element("input", [("type", "hidden"), ("name", "value"), ("value", (next ?? .zero).description)])
            element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
            element("button", button) { card.done ? "✓" : "+" }
        }
    }

    /// Whether each tracker is first or last of its category's trackers in their order (both
    /// when it is alone there): Move up and Move down are offered where they move it.
    private func places() -> [Tracker.ID: Place] {
        var first: [HabitCore.Category.ID: Tracker.ID] = [:], last: [HabitCore.Category.ID: Tracker.ID] = [:]
        for tracker in library.trackers where tracker.archivedOn == nil {
            if first[tracker.categoryID] == nil { first[tracker.categoryID] = tracker.id }
            last[tracker.categoryID] = tracker.id
        }
        var places: [Tracker.ID: Place] = [:]
        for tracker in library.trackers {
            places[tracker.id] = Place(first: first[tracker.categoryID] == tracker.id, last: last[tracker.categoryID] == tracker.id)
        }
        return places
    }

    typealias Place = CardFragments.Place

    /// Habits paused on this day, collapsed at the end of the board, each with `Resume` while
    /// the pause holds today.
    private func pausedSection() -> Node {
        let sheets = EntrySheets(language: language, back: url(), swap: Self.swapTargets, error: nil)
        return pausedSection(title: CardWording(language: language).pausedTitle(board.paused.count)) {
            for card in board.paused {
                let tracker = card.tracker
                pausedRow(SheetSubject(tracker), emoji: tracker.emoji, color: Layout.colorClass(tracker.color), order: String(tracker.position),
                          hint: strings.pausedUntil(tracker.pauses.first { $0.contains(board.date) }?.until),
                          resumable: tracker.isPaused(on: board.today), sheets: sheets)
            }
        }
    }

    private func pausedSection(title: String, @NodeBuilder rows: () -> [Node]) -> Node {
        element("details", [("class", "paused-section"), ("id", "paused")]) {
            element("summary") {
                element("h2") { title }
            }
            element("ul", [("class", "paused-list")]) { rows() }
        }
    }

    /// A habit in the Paused section: its name (a link to its detail), until when, and Resume
    /// while the pause holds today.
    private func pausedRow(_ subject: SheetSubject, emoji: String, color: String, order: String, hint: String, resumable: Bool,
                           sheets: EntrySheets) -> Node {
        element("li", [("class", "paused-row \(color)"), ("data-tracker", subject.id), ("data-order", order)]) {
            element("span", [("class", "card-emoji"), ("aria-hidden", "true")]) { emoji }
            element("span", [("class", "paused-name")]) {
                element("a", [("href", subject.path(.detail) + "?back=" + Web.percentEncode(url()))]) { subject.name }
                element("span", [("class", "hint")]) { hint }
            }
            if resumable { sheets.button(.resume, subject, strings.resume, classes: "button secondary") }
        }
    }


    private func filtersSheet() -> Node {
        element("details", [("class", "sheet filters")]) {
            element("summary", [("class", "filters-button")]) { strings.filters }
            element("div", [("class", "sheet-panel"), ("role", "dialog"), ("aria-label", strings.filters)]) {
                element("h2") { strings.filters }
                element("ul", [("class", "choices")]) {
                    for filter in BoardState.Filter.allCases {
                        let active = filter == board.filter
                        let href = filter == .today
                            ? "/?filter=today" + (board.search.isEmpty ? "" : "&q=\(Web.percentEncode(board.search))")
                            : url(filter: filter)
                        element("li") {
                            element("a", [("href", href)]
                                         + (active ? [("aria-current", "true")] : [])) {
                                element("span") { strings.filter(filter) }
                                if active { element("span", [("class", "check-mark"), ("aria-hidden", "true")]) { "✓" } }
                            }
                        }
                    }
                }
            }
        }
    }
}
