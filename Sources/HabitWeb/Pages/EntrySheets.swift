import HabitCore
import HTTPServer

/// A small sheet's form refused by a rule: which tracker and sheet to show open again, the field
/// the message goes under, and what was typed (so nothing is lost).
struct SheetError {
    enum Sheet: String { case value, note, pause }

    let tracker: Tracker.ID
    let date: Day
    let sheet: Sheet
    let field: String
    let message: Message
    let typed: [String: String]

    func matches(_ tracker: Tracker.ID, _ sheet: Sheet, on date: Day? = nil) -> Bool {
        self.tracker == tracker && self.sheet == sheet && (date == nil || date == self.date)
    }
}

/// The small sheets a card's menu and the detail page open: a day's value, a day's note, a pause;
/// and the one-button forms that skip a day or move, archive and resume a tracker. Each is a
/// form that posts and redirects without JavaScript and is swapped in place with it.
struct EntrySheets {
    let language: Language
    /// Where the forms return to, and what the script swaps from the answer.
    let back: String
    let swap: String
    let error: SheetError?

    var strings: any Copy { language.copy }

    /// A `<details>` sheet: its summary (a menu item or a chip) and a dialog panel.
    private func sheet(_ kind: SheetError.Sheet, tracker: Tracker, date: Day?, title: String,
                       summaryClass: String, summaryLabel: String? = nil, @NodeBuilder summary: () -> [Node],
                       @NodeBuilder _ body: () -> [Node]) -> Node {
        let open = error?.matches(tracker.id, kind, on: date) == true
        return element("details", [("class", "sheet \(kind.rawValue)-sheet")] + (open ? [("open", nil)] : [])) {
            element("summary", [("class", summaryClass)] + (summaryLabel.map { [("aria-label", $0)] } ?? [])) { summary() }
            element("div", [("class", "sheet-panel"), ("role", "dialog"), ("aria-label", title)]) {
                element("h2") { title }
                body()
            }
        }
    }

    private func hidden(_ name: String, _ value: String) -> Node {
        element("input", [("type", "hidden"), ("name", name), ("value", value)])
    }

    /// A field's id, unique on a board of many cards.
    private func fieldID(_ field: String, _ tracker: Tracker, _ date: Day?) -> String {
        "\(field)-\(tracker.id.lowercased)" + (date.map { "-\($0.iso)" } ?? "")
    }

    private func typed(_ field: String, _ kind: SheetError.Sheet, _ tracker: Tracker, _ date: Day?, or value: String) -> String {
        guard let error, error.matches(tracker.id, kind, on: date) else { return value }
        return error.typed[field] ?? value
    }

    /// The message under a field and the attributes that tie the field to it.
    private func message(_ field: String, _ kind: SheetError.Sheet, _ tracker: Tracker, _ date: Day?) -> (Node, [Node.Attribute]) {
        let id = fieldID(field, tracker, date) + "-error"
        guard let error, error.matches(tracker.id, kind, on: date), error.field == field else {
            return (element("p", [("id", id), ("class", "field-error"), ("role", "alert"), ("hidden", nil)]), [])
        }
        return (element("p", [("id", id), ("class", "field-error"), ("role", "alert")]) { error.message.node(in: language) },
                [("aria-describedby", id), ("aria-invalid", "true")])
    }

    private func entryForm(_ tracker: Tracker, _ date: Day, sheet: SheetError.Sheet, data: [Node.Attribute] = [],
                           @NodeBuilder _ body: () -> [Node]) -> Node {
        element("form", [("method", "post"), ("action", Routes.Tracker.entry.path(tracker.id)), ("data-swap", swap),
                         ("class", "sheet-form")] + data) {
            hidden("date", date.iso)
            hidden("back", back)
            hidden("sheet", sheet.rawValue)
            body()
        }
    }

    /// A measurable habit's value for a day: set any value, or clear the day.
    /// `amount`: the card's amount line with `{value}` for the day's value (a daily measure on
    /// the board), which the script fills in at once while the write waits offline.
    func valueSheet(_ tracker: Tracker, date: Day, entry: Entry?, summaryClass: String = "menu-item", summaryLabel: String? = nil,
                    amount: String? = nil, @NodeBuilder summary: () -> [Node]) -> Node {
        let id = fieldID("value", tracker, date)
        let (error, described) = message("value", .value, tracker, date)
        let current = entry?.value.map(strings.number) ?? ""
        return sheet(.value, tracker: tracker, date: date, title: strings.valueFor(tracker.name), summaryClass: summaryClass,
                     summaryLabel: summaryLabel, summary: summary) {
            element("p", [("class", "sheet-date")]) { language.mediumDate(date) }
            entryForm(tracker, date, sheet: .value, data: amount.map { [("data-amount", $0)] } ?? []) {
                element("label", [("for", id)]) { "\(strings.value) (\(tracker.measure?.unit ?? ""))" }
                element("input", [("id", id), ("name", "value"), ("inputmode", "decimal"), ("autocomplete", "off"),
                                  ("value", typed("value", .value, tracker, date, or: current))] + described)
                error
                element("div", [("class", "actions")]) {
                    element("button", [("type", "submit"), ("class", "button secondary"), ("name", "state"), ("value", "none")]) { strings.clear }
                    element("button", [("type", "submit"), ("class", "button primary"), ("name", "state"), ("value", "value")]) { strings.save }
                }
            }
        }
    }

    /// A day's note (up to 200 characters); it may stand alone, and an empty one is removed.
    func noteSheet(_ tracker: Tracker, date: Day, entry: Entry?) -> Node {
        let id = fieldID("note", tracker, date)
        let (error, described) = message("note", .note, tracker, date)
        return sheet(.note, tracker: tracker, date: date, title: strings.noteFor(tracker.name), summaryClass: "menu-item",
                     summary: { strings.note }) {
            element("p", [("class", "sheet-date")]) { language.mediumDate(date) }
            entryForm(tracker, date, sheet: .note) {
                element("label", [("for", id)]) { strings.dayNote }
                element("textarea", [("id", id), ("name", "note"), ("rows", "3"), ("maxlength", String(Tracker.noteLimit))] + described) {
                    typed("note", .note, tracker, date, or: entry?.note ?? "")
                }
                error
                element("button", [("type", "submit"), ("class", "button primary")]) { strings.save }
            }
        }
    }

    /// Skip the day (`Skip today` on today's board), or `Unskip` a skipped one. The button's
    /// `data-other` and the form's `data-state-line` are what the script shows at once when the
    /// write has to wait for a connection.
    func skipForm(_ tracker: Tracker, date: Day, today: Day, skipped: Bool) -> Node {
        let skipLabel = date == today ? strings.skipToday : strings.skip
        return element("form", [("method", "post"), ("action", Routes.Tracker.entry.path(tracker.id)), ("data-swap", swap),
                                ("class", "skip-form"), ("data-state-line", strings.skippedCard)]) {
            hidden("date", date.iso)
            hidden("back", back)
            hidden("state", skipped ? "none" : "skipped")
            element("button", [("type", "submit"), ("data-other", skipped ? skipLabel : strings.unskip)]) {
                skipped ? strings.unskip : skipLabel
            }
        }
    }

    /// A form of one button that posts `fields` to one of a tracker's routes.
    /// `other`: the label after the write (Pin ↔ Unpin), shown at once while it waits offline.
    func button(_ route: Routes.Tracker, _ tracker: Tracker, _ label: String, fields: [(String, String)] = [],
                classes: String? = nil, other: String? = nil) -> Node {
        element("form", [("method", "post"), ("action", route.path(tracker.id)), ("data-swap", swap)]) {
            for (name, value) in fields { hidden(name, value) }
            hidden("back", back)
            element("button", [("type", "submit")] + (classes.map { [("class", $0)] } ?? []) + (other.map { [("data-other", $0)] } ?? [])) {
                label
            }
        }
    }

    /// Pause a habit from a day (today by default) until a day, or until resumed (Until empty).
    func pauseSheet(_ tracker: Tracker, today: Day, summaryClass: String = "menu-item") -> Node {
        let (fromError, fromDescribed) = message("from", .pause, tracker, nil)
        let (untilError, untilDescribed) = message("until", .pause, tracker, nil)
        let from = fieldID("from", tracker, nil), until = fieldID("until", tracker, nil)
        return sheet(.pause, tracker: tracker, date: nil, title: strings.pauseFor(tracker.name), summaryClass: summaryClass,
                     summary: { strings.pause }) {
            element("form", [("method", "post"), ("action", Routes.Tracker.pause.path(tracker.id)), ("data-swap", swap),
                             ("class", "sheet-form"), ("data-paused", strings.pausedUntil(nil))]) {
                hidden("back", back)
                element("label", [("for", from)]) { strings.pauseFrom }
                element("input", [("type", "date"), ("id", from), ("name", "from"), ("min", tracker.createdOn.iso),
                                  ("value", typed("from", .pause, tracker, nil, or: today.iso))] + fromDescribed)
                fromError
                element("label", [("for", until)]) { strings.pauseUntil }
                element("input", [("type", "date"), ("id", until), ("name", "until"),
                                  ("value", typed("until", .pause, tracker, nil, or: ""))] + untilDescribed)
                untilError
                element("p", [("class", "hint")]) { strings.pauseUntilHint }
                element("button", [("type", "submit"), ("class", "button primary")]) { strings.pause }
            }
        }
    }
}
