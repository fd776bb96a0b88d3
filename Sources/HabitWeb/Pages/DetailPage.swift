import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// The tracker detail (seed 003 §6.3): streaks, the 30-day grid, the last-7-days chips, the total;
/// and for part 2 the schedule, the measure, and Pause / Resume.
enum DetailPage {
    /// `skippable`: the last seven days a skip would be taken on (a chip cycles done → skipped →
    /// clear there, and done → clear elsewhere).
    static func render(_ detail: TrackerDetailState, today: Day, back: String, language: Language, error: Message? = nil,
                       sheetError: SheetError? = nil, skippable: Set<Day> = [], dayStart: Int = 0) -> Response {
        let strings = language.copy
        let tracker = detail.tracker
        let here = Routes.Tracker.detail.path(tracker.id, back: back)
        let sheets = EntrySheets(language: language, back: here, swap: "#detail", error: sheetError)
        let unit = detail.streakUnit
        // Days read as the large number alone (seed 003); weeks and months are spelled out.
        let streakText = { (count: Int) in unit == .days ? language.formatted(count) : strings.streakLength(count, unit) }
        return Layout.page(title: isolatedText(tracker.name), language: language, today: today, dayStart: dayStart, charts: true) {
            element("a", [("class", "back"), ("href", back)]) { strings.back }
            Layout.syncStatus(strings)
            // What the page's rules need to show a write to a day before the server answers
            // (SPEC §23): the tracker's record, the page's line with the days it shows, each
            // state's words.
            let writable = detail.writable
            let page = "P \(today.ordinal) \(today.ordinal) \(detail.charts.weekStart.rawValue) \(strings.pluralRule.rawValue) "
                + "\(language.numberStyle.field) \(writable.lowerBound.ordinal) \(writable.upperBound.ordinal)"
            let states = HabitJSONBytes.encode(.object(Dictionary(uniqueKeysWithValues: DayState.allCases.map { ($0.rawValue, .string(strings.dayState($0))) })))
            element("div", [("id", "detail"), ("class", "detail \(Layout.colorClass(tracker.color))"), ("data-tracker", tracker.id.lowercased),
                            ("data-rules", detail.record?.text(today: today) ?? ""),
                            ("data-page", page), ("data-states", String(decoding: states, as: UTF8.self))]) {
                element("h1") {
                    element("span", [("aria-hidden", "true")]) { tracker.emoji + " " }
                    isolated(tracker.name)
                }
                if let error { element("p", [("class", "toast"), ("role", "alert")]) { error.node(in: language) } }
                if let note = tracker.note { element("p", [("class", "note")]) { note } }
                element("dl", [("class", "facts")]) {
                    if let schedule = tracker.kind.schedule {
                        // A measurable weekly or monthly habit is judged by its sum, which the
                        // measure line says (`At least 20 km a week`); `3 times a week` would mislead.
                        if tracker.measure == nil || schedule.streakUnit == .days {
                            element("div") {
                                element("dt") { strings.schedule }
                                element("dd", [("id", "schedule")]) { language.scheduleSummary(schedule) }
                            }
                        }
                        if let measure = tracker.measure {
                            element("div") {
                                element("dt") { strings.measureTitle }
                                element("dd", [("id", "measure")]) {
                                    strings.measureSummary(direction: measure.direction, target: language.formatted(measure.target),
                                                           unit: measure.unit, per: schedule.streakUnit == .days ? .days : schedule.streakUnit)
                                }
                            }
                        }
                    }
                    element("div") {
                        element("dt") { strings.remindersTitle }
                        element("dd", [("id", "reminders")]) {
                            tracker.reminders.isEmpty ? strings.noReminders
                                                      : tracker.reminders.map(strings.reminderSummary).joined(separator: " · ")
                        }
                    }
                }
                if tracker.kind.isHabit {
                    element("div", [("class", "detail-actions")]) {
                        if detail.isPaused {
                            element("p", [("class", "paused-line")]) {
                                strings.pausedUntil(tracker.pauses.first { $0.contains(today) }?.until)
                            }
                            sheets.button(.resume, tracker, strings.resume, classes: "button secondary")
                        } else {
                            sheets.pauseSheet(tracker, today: today, doneToday: detail.last30.last?.state == .done,
                                              summaryClass: "button secondary")
                        }
                    }
                    let planned = tracker.plannedPauses(after: today)
                    if !planned.isEmpty {
                        element("ul", [("class", "planned-pauses")]) {
                            for pause in planned { sheets.plannedPause(tracker, pause, today: today) }
                        }
                    }
                }
                if let streaks = detail.streaks {
                    element("div", [("class", "streaks")]) {
                        element("div", [("class", "streak-box")]) {
                            element("span", [("class", "big-number"), ("id", "current-streak")]) { streakText(streaks.current) }
                            element("span", [("class", "label")]) { strings.currentStreak }
                        }
                        element("div", [("class", "streak-box")]) {
                            element("span", [("class", "big-number"), ("id", "best-streak")]) { streakText(streaks.best) }
                            element("span", [("class", "label")]) { strings.bestStreakDetail }
                        }
                    }
                }
                element("h2") { strings.last30Days }
                element("ol", [("class", "grid30"), ("aria-label", strings.last30Days)]) {
                    for cell in detail.last30 {
                        element("li", [("class", "cell \(cell.state.rawValue)"),
                                       ("title", "\(language.mediumDate(cell.date)): \(strings.dayState(cell.state))")]) {
                            element("span", [("class", "visually-hidden")]) {
                                "\(language.mediumDate(cell.date)): \(strings.dayState(cell.state))"
                            }
                        }
                    }
                }
                // What each look of a square means, for the states the grid shows (the heatmap's words).
                element("ul", [("class", "legend grid-legend"), ("aria-hidden", "true")]) {
                    for state in DayState.allCases where detail.last30.contains(where: { $0.state == state }) {
                        element("li") {
                            element("span", [("class", "cell swatch \(state.rawValue)")])
                            strings.dayState(state)
                        }
                    }
                }
                element("h2") { strings.last7Days }
                element("ul", [("class", "chips")]) {
                    for cell in detail.last7 {
                        element("li") { chip(cell, tracker: tracker, sheets: sheets, here: here, skippable: skippable, today: today, language: language) }
                    }
                }
                element("p", [("class", "total")]) { strings.completedSince(detail.days, tracker.createdOn) }
                // Part 2's insight (SPEC §11): the charts, then any day of any month.
                let month = detail.month.first?.date ?? today.startOfMonth
                let link = { (range: DetailCharts.Range, month: Day) in
                    here + "&strength=\(range.rawValue)&month=\(month.iso.prefix(7))"
                }
                if tracker.kind.isHabit {
                    Charts(charts: detail.charts, tracker: tracker, language: language,
                           link: { link($0, month) + "#strength-title" }).all
                }
                MonthBrowser(detail: detail, today: today, strings: strings,
                             link: { link(detail.charts.range, $0) + "#month-browser" },
                             here: link(detail.charts.range, month)).node
            }
        }
    }

    /// A `Last 7 days` chip. A yes/no habit's chip cycles done → skipped → clear (done → clear
    /// where a skip is not taken, and for events); a measurable habit's chip shows the day's
    /// value and opens the value sheet.
    private static func chip(_ cell: TrackerDetailState.DayCell, tracker: Tracker, sheets: EntrySheets, here: String,
                             skippable: Set<Day>, today: Day, language: Language) -> Node {
        let strings = language.copy
        let label = "\(language.chip(cell.date)): \(strings.dayState(cell.state))"
        let enabled = cell.state != .beforeStart && (cell.state == .done || cell.state == .skipped || cell.state != .unscheduled)
        if tracker.measure != nil {
            let text = language.chip(cell.date) + (cell.entry?.value.map { " · " + language.formatted($0) } ?? "")
            guard enabled else {
                return element("button", [("type", "button"), ("class", "chip \(cell.state.rawValue)"), ("aria-label", label), ("disabled", nil)]) { text }
            }
            return sheets.valueSheet(tracker, date: cell.date, entry: cell.entry, summaryClass: "chip \(cell.state.rawValue)",
                                     summaryLabel: label) { text }
        }
        let next: String = switch cell.state {
        case .done: skippable.contains(cell.date) ? "skipped" : "none"
        case .skipped: "none"
        default: "done"
        }
        var button: [Node.Attribute] = [("type", "submit"), ("class", "chip \(cell.state.rawValue)"), ("aria-label", label),
                                        ("aria-pressed", cell.state == .done ? "true" : "false")]
        if !enabled { button.append(("disabled", nil)) }
        // The label with `{state}` for the day's state words, which the script fills in when the
        // page's rules judge the day again after a write.
        return element("form", [("method", "post"), ("action", Routes.Tracker.entry.path(tracker.id)), ("data-swap", "#detail"),
                                ("class", "toggle chip-form"), ("data-label", "\(language.chip(cell.date)): {state}")]) {
            element("input", [("type", "hidden"), ("name", "date"), ("value", cell.date.iso)])
            element("input", [("type", "hidden"), ("name", "state"), ("value", next)])
            element("input", [("type", "hidden"), ("name", "back"), ("value", here)])
            element("button", button) { language.chip(cell.date) }
        }
    }
}
