import HabitCore
import HabitScreens
import HTTPServer

/// A small sheet's form refused by a rule: which tracker and sheet to show open again, the field
/// the message goes under, and what was typed (so nothing is lost).
struct SheetError {
    enum Sheet: String, CaseIterable { case value, note, pause }

    let tracker: Tracker.ID
    let date: Day
    let sheet: Sheet
    /// The field the message goes under; nil for a sheet only asked to be open (the board's
    /// `?sheet=note&tracker=ID`, the link a card's menu item is without JavaScript).
    let field: String?
    let message: Message?
    let typed: [String: String]

    /// A sheet shown open with nothing refused.
    static func opened(_ sheet: Sheet, tracker: Tracker.ID, date: Day) -> SheetError {
        SheetError(tracker: tracker, date: date, sheet: sheet, field: nil, message: nil, typed: [:])
    }

    func matches(_ tracker: Tracker.ID, _ sheet: Sheet, on date: Day? = nil) -> Bool {
        self.tracker == tracker && self.sheet == sheet && (date == nil || date == self.date)
    }
}

/// Who a sheet is for: a tracker, or the placeholders of the board's one template per sheet,
/// which the script fills in for the card whose menu item was tapped (`{id}`, `{name}`, `{unit}`,
/// `{min}`, `{value}`, `{note}`, `{amount}`; see app.js `fillIn`).
struct SheetSubject {
    /// Nil for the template: it never shows a refused field.
    let tracker: Tracker.ID?
    let id: String
    let name: String
    let unit: String
    /// The earliest day a pause may start (the tracker's start).
    let start: String
    /// The day a new pause starts on by default, and the line that says why when it is not
    /// today (empty otherwise).
    let pauseFrom: String?
    let pauseNote: String

    /// `doneToday`: the habit is done today, so a new pause starts tomorrow (`today` given).
    init(_ tracker: Tracker, today: Day? = nil, doneToday: Bool = false, strings: (any Copy)? = nil) {
        self.tracker = tracker.id
        id = tracker.id.lowercased
        name = tracker.name
        unit = tracker.measure?.unit ?? ""
        start = tracker.createdOn.iso
        (pauseFrom, pauseNote) = Self.pauseStart(tracker, today: today, doneToday: doneToday, strings: strings)
    }

    private init(placeholders: ()) {
        tracker = nil
        id = "{id}"
        name = "{name}"
        unit = "{unit}"
        start = "{min}"
        pauseFrom = "{from}"
        pauseNote = "{pausenote}"
    }

    /// Tomorrow and why, for a habit done today; else today and nothing to say.
    static func pauseStart(_ tracker: Tracker, today: Day?, doneToday: Bool, strings: (any Copy)?) -> (String?, String) {
        guard let today else { return (nil, "") }
        let from = Pause.defaultStart(today: today, doneToday: doneToday && strings != nil)
        return (from.iso, from == today ? "" : strings?.pauseStartsTomorrow(tracker.name) ?? "")
    }

    static let template = SheetSubject(placeholders: ())

    func path(_ route: Routes.Tracker) -> String { route.rawValue.replacingOccurrences(of: "{id}", with: id) }
}

/// The small sheets a card's menu and the detail page open: a day's value, a day's note, a pause;
/// and the one-button forms that skip a day or move, archive and resume a tracker. Each is a
/// form that posts and redirects without JavaScript and is swapped in place with it.
///
/// The board does not carry every card's menu and sheets (see `CardMenu`): it holds each sheet
/// once as a `<template>` (`templates`) that the script fills in and opens in place.
struct EntrySheets {
    let language: Language
    /// Where the forms return to, and what the script swaps from the answer.
    let back: String
    let swap: String
    let error: SheetError?

    var strings: any Copy { language.copy }

    /// A `<details>` sheet: its summary (a menu item or a chip) and a dialog panel.
    private func sheet(_ kind: SheetError.Sheet, subject: SheetSubject, date: Day?, title: String,
                       summaryClass: String, summaryLabel: String? = nil, @NodeBuilder summary: () -> [Node],
                       @NodeBuilder _ body: () -> [Node]) -> Node {
        let open = subject.tracker.map { error?.matches($0, kind, on: date) == true } ?? false
        return element("details", [("class", "sheet \(kind.rawValue)-sheet")] + (open ? [("open", nil)] : [])) {
            element("summary", [("class", summaryClass)] + (summaryLabel.map { [("aria-label", $0)] } ?? [])) { summary() }
            panel(title: title, body)
        }
    }

    private func panel(title: String, @NodeBuilder _ body: () -> [Node]) -> Node {
        element("div", [("class", "sheet-panel"), ("role", "dialog"), ("aria-label", title)]) {
            element("h2") { title }
            body()
        }
    }

    private func hidden(_ name: String, _ value: String) -> Node {
        element("input", [("type", "hidden"), ("name", name), ("value", value)])
    }

    /// A field's id, unique on a board of many cards.
    private func fieldID(_ field: String, _ subject: SheetSubject, _ date: Day?) -> String {
        "\(field)-\(subject.id)" + (date.map { "-\($0.iso)" } ?? "")
    }

    private func refused(_ kind: SheetError.Sheet, _ subject: SheetSubject, _ date: Day?) -> SheetError? {
        guard let error, let tracker = subject.tracker, error.matches(tracker, kind, on: date) else { return nil }
        return error
    }

    private func typed(_ field: String, _ kind: SheetError.Sheet, _ subject: SheetSubject, _ date: Day?, or value: String) -> String {
        refused(kind, subject, date)?.typed[field] ?? value
    }

    /// The message under a field and the attributes that tie the field to it.
    private func message(_ field: String, _ kind: SheetError.Sheet, _ subject: SheetSubject, _ date: Day?) -> (Node, [Node.Attribute]) {
        let id = fieldID(field, subject, date) + "-error"
        guard let error = refused(kind, subject, date), error.field == field, let message = error.message else {
            return (element("p", [("id", id), ("class", "field-error"), ("role", "alert"), ("hidden", nil)]), [])
        }
        return (element("p", [("id", id), ("class", "field-error"), ("role", "alert")]) { message.node(in: language) },
                [("aria-describedby", id), ("aria-invalid", "true")])
    }

    private func entryForm(_ subject: SheetSubject, _ date: Day, sheet: SheetError.Sheet, @NodeBuilder _ body: () -> [Node]) -> Node {
        element("form", [("method", "post"), ("action", subject.path(.entry)), ("data-swap", swap), ("class", "sheet-form")]) {
            hidden("date", date.iso)
            hidden("back", back)
            hidden("sheet", sheet.rawValue)
            body()
        }
    }

    /// A measurable habit's value for a day: set any value, or clear the day.
    func valueSheet(_ tracker: Tracker, date: Day, entry: Entry?, summaryClass: String = "menu-item", summaryLabel: String? = nil,
                    @NodeBuilder summary: () -> [Node]) -> Node {
        let subject = SheetSubject(tracker)
        return sheet(.value, subject: subject, date: date, title: strings.valueFor(tracker.name), summaryClass: summaryClass,
                     summaryLabel: summaryLabel, summary: summary) {
            valueBody(subject, date: date, current: entry?.value.map(strings.number) ?? "")
        }
    }

    private func valueBody(_ subject: SheetSubject, date: Day, current: String) -> [Node] {
        let id = fieldID("value", subject, date)
        let (error, described) = message("value", .value, subject, date)
        return [
            element("p", [("class", "sheet-date")]) { language.mediumDate(date) },
            entryForm(subject, date, sheet: .value) {
                element("label", [("for", id)]) { "\(strings.value) (\(subject.unit))" }
                element("input", [("id", id), ("name", "value"), ("inputmode", "decimal"), ("autocomplete", "off"),
                                  ("value", typed("value", .value, subject, date, or: current))] + described)
                error
                element("div", [("class", "actions")]) {
                    element("button", [("type", "submit"), ("class", "button secondary"), ("name", "state"), ("value", "none")]) { strings.clear }
                    element("button", [("type", "submit"), ("class", "button primary"), ("name", "state"), ("value", "value")]) { strings.save }
                }
            },
        ]
    }

    /// A day's note (up to 200 characters); it may stand alone, and an empty one is removed.
    func noteSheet(_ tracker: Tracker, date: Day, entry: Entry?) -> Node {
        let subject = SheetSubject(tracker)
        return sheet(.note, subject: subject, date: date, title: strings.noteFor(tracker.name), summaryClass: "menu-item",
                     summary: { strings.note }) {
            noteBody(subject, date: date, current: entry?.note ?? "")
        }
    }

    private func noteBody(_ subject: SheetSubject, date: Day, current: String) -> [Node] {
        let id = fieldID("note", subject, date)
        let (error, described) = message("note", .note, subject, date)
        return [
            element("p", [("class", "sheet-date")]) { language.mediumDate(date) },
            entryForm(subject, date, sheet: .note) {
                element("label", [("for", id)]) { strings.dayNote }
                element("textarea", [("id", id), ("name", "note"), ("rows", "3"), ("maxlength", String(Tracker.noteLimit))] + described) {
                    typed("note", .note, subject, date, or: current)
                }
                error
                element("button", [("type", "submit"), ("class", "button primary")]) { strings.save }
            },
        ]
    }

    /// Skip the day (`Skip today` on today's board), or `Unskip` a skipped one.
    func skipForm(_ tracker: Tracker, date: Day, today: Day, skipped: Bool) -> Node {
        skipForm(SheetSubject(tracker), date: date, today: today, skipped: skipped)
    }

    func skipForm(_ subject: SheetSubject, date: Day, today: Day, skipped: Bool) -> Node {
        let skipLabel = date == today ? strings.skipToday : strings.skip
        return element("form", [("method", "post"), ("action", subject.path(.entry)), ("data-swap", swap), ("class", "skip-form")]) {
            hidden("date", date.iso)
            hidden("back", back)
            hidden("state", skipped ? "none" : "skipped")
            element("button", [("type", "submit")]) { skipped ? strings.unskip : skipLabel }
        }
    }

    /// A form of one button that posts `fields` to one of a tracker's routes.
    func button(_ route: Routes.Tracker, _ tracker: Tracker, _ label: String, fields: [(String, String)] = [],
                classes: String? = nil) -> Node {
        button(route, SheetSubject(tracker), label, fields: fields, classes: classes)
    }

    func button(_ route: Routes.Tracker, _ subject: SheetSubject, _ label: String, fields: [(String, String)] = [],
                classes: String? = nil) -> Node {
        element("form", [("method", "post"), ("action", subject.path(route)), ("data-swap", swap)]) {
            for (name, value) in fields { hidden(name, value) }
            hidden("back", back)
            element("button", [("type", "submit")] + (classes.map { [("class", $0)] } ?? [])) { label }
        }
    }

    /// Pause a habit from a day (today by default; tomorrow when it is done today, which keeps
    /// today's credit) until a day, or until resumed (Until empty).
    func pauseSheet(_ tracker: Tracker, today: Day, doneToday: Bool, summaryClass: String = "menu-item") -> Node {
        let subject = SheetSubject(tracker, today: today, doneToday: doneToday, strings: strings)
        return sheet(.pause, subject: subject, date: nil, title: strings.pauseFor(tracker.name), summaryClass: summaryClass,
                     summary: { strings.pause }) {
            pauseBody(subject, today: today)
        }
    }

    /// A planned pause on the detail page: its days, Change (the pause sheet with its days, which
    /// replace them) and Cancel pause.
    func plannedPause(_ tracker: Tracker, _ pause: Pause, today: Day) -> Node {
        let subject = SheetSubject(tracker)
        return element("li", [("class", "planned-pause")]) {
            element("p") { strings.plannedPause(from: pause.from, until: pause.until) }
            sheet(.pause, subject: subject, date: pause.from, title: strings.pauseFor(tracker.name), summaryClass: "button secondary",
                  summary: { strings.changePause }) {
                pauseBody(subject, today: today, planned: pause)
            }
            button(.resume, tracker, strings.cancelPause, fields: [("from", pause.from.iso)], classes: "button secondary")
        }
    }

    private func pauseBody(_ subject: SheetSubject, today: Day, planned: Pause? = nil) -> Node {
        let day = planned?.from
        let (fromError, fromDescribed) = message("from", .pause, subject, day)
        let (untilError, untilDescribed) = message("until", .pause, subject, day)
        let from = fieldID("from", subject, day), until = fieldID("until", subject, day)
        // Why a new pause starts tomorrow, when it does (a template's placeholder may be empty:
        // the line then hides, and describes nothing).
        let noteID = fieldID("pause-note", subject, day)
        let note: [Node.Attribute] = planned == nil && !subject.pauseNote.isEmpty ? [("aria-describedby", noteID)] : []
        return element("form", [("method", "post"), ("action", subject.path(.pause)), ("data-swap", swap), ("class", "sheet-form"),
                                ("data-paused", strings.pausedUntil(nil))]) {
            hidden("back", back)
            if let day { hidden("replacing", day.iso) }
            element("label", [("for", from)]) { strings.pauseFrom }
            element("input", [("type", "date"), ("id", from), ("name", "from"), ("min", subject.start),
                              ("value", typed("from", .pause, subject, day, or: planned?.from.iso ?? subject.pauseFrom ?? today.iso))]
                             + (fromDescribed.isEmpty ? note : fromDescribed))
            if planned == nil && !subject.pauseNote.isEmpty {
                element("p", [("class", "hint pause-note"), ("id", noteID)]) { subject.pauseNote }
            }
            fromError
            element("label", [("for", until)]) { strings.pauseUntil }
            element("input", [("type", "date"), ("id", until), ("name", "until"),
                              ("value", typed("until", .pause, subject, day, or: planned?.until?.iso ?? ""))] + untilDescribed)
            untilError
            element("p", [("class", "hint")]) { strings.pauseUntilHint }
            element("button", [("type", "submit"), ("class", "button primary")]) { planned == nil ? strings.pause : strings.changePause }
        }
    }

    // MARK: The board's sheets, once per page

    /// A card's menu item for a sheet, in the board's menu template: without JavaScript a link to
    /// `href` (the board with the sheet open); with it the script makes it a sheet of the menu,
    /// filled in from the sheet's template with `data` (the value, the unit, the note, the earliest day).
    func sheetLink(_ kind: SheetError.Sheet, href: String, label: String, data: [(String, String)] = []) -> Node {
        element("a", [("class", "menu-item"), ("href", href), ("data-sheet", kind.rawValue)] + data.map { ("data-" + $0.0, $0.1) }) {
            label
        }
    }

    /// One `<template id="sheet-KIND">` per sheet: the dialog panel for the board's day with the
    /// tracker's parts as placeholders.
    func templates(date: Day, today: Day) -> Node {
        let subject = SheetSubject.template
        return .fragment([
            element("template", [("id", "sheet-value")]) {
                panel(title: strings.valueFor(subject.name)) { valueBody(subject, date: date, current: "{value}") }
            },
            element("template", [("id", "sheet-note")]) {
                panel(title: strings.noteFor(subject.name)) { noteBody(subject, date: date, current: "{note}") }
            },
            element("template", [("id", "sheet-pause")]) {
                panel(title: strings.pauseFor(subject.name)) { pauseBody(subject, today: today) }
            },
        ])
    }
}
