import HabitCore
import HabitScreens

/// The detail page's month browser (SPEC §11): a month's calendar with previous and next; any
/// day from the start to today opens a small sheet to set it done, skipped or clear, its value
/// (a measurable habit) and its note. Links and forms, so it works without JavaScript; with
/// it, a save swaps the detail in place.
struct MonthBrowser {
    let detail: TrackerDetailState
    let today: Day
    let strings: any Copy
    /// The detail page's address for a month (`?month=YYYY-MM`).
    let link: (Day) -> String
    /// Where a save comes back to.
    let here: String

    var node: Node {
        let first = detail.month.first?.date ?? today.startOfMonth
        let tracker = detail.tracker
        let previous = first.adding(days: -1).startOfMonth
        let next = first.adding(days: 40).startOfMonth
        return element("section", [("class", "chart-section month-browser"), ("aria-labelledby", "month-title")]) {
            element("h2", [("id", "month-browser")]) { strings.monthBrowserTitle }
            element("div", [("class", "month-nav")]) {
                if previous >= tracker.createdOn.startOfMonth {
                    element("a", [("href", link(previous)), ("aria-label", strings.previousMonth), ("class", "icon-button")]) { "‹" }
                } else {
                    element("span", [("class", "nav-spacer"), ("aria-hidden", "true")])
                }
                element("h3", [("id", "month-title")]) { strings.monthTitle(first) }
                if next <= today.startOfMonth {
                    element("a", [("href", link(next)), ("aria-label", strings.nextMonth), ("class", "icon-button")]) { "›" }
                } else {
                    element("span", [("class", "nav-spacer"), ("aria-hidden", "true")])
                }
            }
            element("ol", [("class", "month-days"), ("aria-labelledby", "month-title")]) {
                // The columns' weekdays (each day's own label says its date to a screen reader).
                for weekday in detail.charts.weekStart.week {
                    element("li", [("class", "weekday"), ("aria-hidden", "true")]) { strings.shortWeekdayName(weekday) }
                }
                for _ in 0..<detail.charts.weekStart.distance(to: first.weekday) {
                    element("li", [("class", "pad"), ("aria-hidden", "true")])
                }
                for cell in detail.month { day(cell, tracker: tracker) }
            }
        }
    }

    private func day(_ cell: TrackerDetailState.DayCell, tracker: Tracker) -> Node {
        let label = "\(strings.mediumDate(cell.date)): \(strings.dayState(cell.state))"
        guard cell.date >= tracker.createdOn, cell.date <= today else {
            return element("li", [("class", "day \(cell.state.rawValue) out")]) {
                element("span", [("aria-label", label)]) { String(cell.date.dayOfMonth) }
            }
        }
        return element("li", [("class", "day \(cell.state.rawValue)"), ("data-date", cell.date.iso),
                              ("data-label", strings.changeDay(cell.date) + " — {state}")]) {
            element("details", [("class", "day-sheet")]) {
                element("summary", [("aria-label", strings.changeDay(cell.date) + " — " + strings.dayState(cell.state))]) {
                    String(cell.date.dayOfMonth)
                }
                element("form", [("method", "post"), ("action", Routes.Tracker.entry.path(tracker.id)), ("data-swap", "#detail"),
                                 ("class", "sheet-body")]) {
                    element("p", [("class", "sheet-title")]) { label }
                    element("input", [("type", "hidden"), ("name", "date"), ("value", cell.date.iso)])
                    element("input", [("type", "hidden"), ("name", "back"), ("value", here)])
                    states(cell, tracker: tracker)
                    let noteID = "note-\(cell.date.iso)"
                    element("label", [("for", noteID)]) { strings.dayNote }
                    element("input", [("id", noteID), ("name", "note"), ("maxlength", "200"), ("value", cell.entry?.note ?? "")])
                    element("button", [("type", "submit"), ("class", "button primary")]) { strings.save }
                }
            }
        }
    }

    /// Done / skipped / clear, or for a measurable habit the value (empty clears).
    private func states(_ cell: TrackerDetailState.DayCell, tracker: Tracker) -> Node {
        let id = cell.date.iso
        if tracker.measure != nil {
            return .fragment([
                element("input", [("type", "hidden"), ("name", "state"), ("value", "value")]),
                element("label", [("for", "value-\(id)")]) { strings.value },
                element("input", [("id", "value-\(id)"), ("name", "value"), ("inputmode", "decimal"),
                                  ("value", cell.entry?.value.map(strings.number) ?? "")]),
            ])
        }
        let current: String = switch cell.entry?.state {
        case .done?: "done"
        case .skipped?: "skipped"
        default: "none"
        }
        var choices: [(String, String)] = [("done", strings.dayDone)]
        if tracker.kind.isHabit { choices.append(("skipped", strings.daySkipped)) }
        choices.append(("none", strings.clearDay))
        return element("fieldset", [("class", "day-states")]) {
            element("legend", [("class", "visually-hidden")]) { strings.stateColumn }
            for (value, title) in choices {
                element("label", [("class", "choice")]) {
                    element("input", [("type", "radio"), ("name", "state"), ("value", value)] + (value == current ? [("checked", nil)] : []))
                    element("span") { title }
                }
            }
        }
    }
}
