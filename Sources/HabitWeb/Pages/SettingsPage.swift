import Foundation
import HabitAccounts
import HabitCore
import HabitInterop
import HabitScreens
import HTTPServer

/// Settings: the account (while accounts exist), language, the day start, Pause all, reminders,
/// the archived trackers, export, import.
struct SettingsPage {
    let language: Language
    let back: String
    let library: Library
    let today: Day
    /// The request's zone, for the times of the last deliveries.
    var zone: TimeZone = TimeZone(identifier: "UTC")!
    var message: String? = nil
    /// The message reports a success (a status, not an alert).
    var succeeded = false
    /// Field → message for a refused form (`dayStart`, `from`, `until`), and what was typed.
    var errors: [String: Message] = [:]
    var typed: [String: String] = [:]
    /// Settings → Account, while the request is signed in to an account.
    var account: AccountSection? = nil
    /// The library's judgements kept between requests (the pauses' overview asks which habits are done today).
    var judgements: Judgements = .uncached

    var strings: any Copy { language.copy }
    /// This page's own address, for forms and links that return here.
    var here: String { Routes.with(Routes.settings, back: back) }

    func render(status: Int = 200) -> Response {
        var response = Layout.page(title: strings.settings, language: language, bodyClass: "sheet-page", today: today,
                                   dayStart: library.settings.dayStart, scripts: ["push.js"]) {
            element("a", [("class", "back"), ("href", back)]) { strings.back }
            element("h1") { strings.settings }
            if let message {
                element("p", succeeded ? [("class", "toast success"), ("role", "status")] : [("class", "toast"), ("role", "alert")]) { message }
            }
            if let account { account.render() }
            element("form", [("class", "settings-group"), ("method", "post"), ("action", Routes.settingsLanguage)]) {
                element("fieldset") {
                    element("legend") { strings.languageLabel }
                    for code in Language.offered {
                        element("label", [("class", "choice")]) {
                            element("input", [("type", "radio"), ("name", "lang"), ("value", code.rawValue)]
                                             + (code == language ? [("checked", nil)] : []))
                            element("span", [("class", "choice-name"), ("lang", code.rawValue), ("dir", code.direction)]) {
                                code.copy.languageName
                            }
                        }
                    }
                }
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.save }
            }
            dayStartForm()
            weekStartForm()
            zoneForm()
            pauseAllForm()
            remindersSection()
            archivedList()
            element("section", [("class", "settings-group")]) {
                element("h2") { strings.export }
                element("p") { strings.exportHint }
                element("a", [("class", "button secondary"), ("href", "/api/v1/export"), ("download", nil)]) { strings.export }
                // CSV, a Loop Habit Tracker backup, and imports from Loop with a preview.
                element("a", [("class", "button secondary"), ("href", "/settings/transfer")]) { strings.transferTitle }
            }
            element("form", [("class", "settings-group"), ("method", "post"), ("action", Routes.settingsImport),
                             ("enctype", "multipart/form-data")]) {
                element("h2") { strings.importTitle }
                element("label", [("for", "import-file")]) {
                    library.isEmpty ? strings.importHint : strings.importHintNotEmpty
                }
                element("input", [("type", "file"), ("id", "import-file"), ("name", "file"), ("accept", "application/json,.json")])
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.importButton }
            }
        }
        response.status = status
        return response
    }

    /// A field's refusal, and `hint` (an element's id) that describes it too.
    private func described(_ field: String, hint: String? = nil) -> [Node.Attribute] {
        let ids = [hint, errors[field] == nil ? nil : "\(field)-error"].compactMap { $0 }
        return (ids.isEmpty ? [] : [("aria-describedby", ids.joined(separator: " "))])
            + (errors[field] == nil ? [] : [("aria-invalid", "true")])
    }

    private func error(_ field: String) -> Node {
        element("p", [("id", "\(field)-error"), ("class", "field-error"), ("role", "alert")] + (errors[field] == nil ? [("hidden", nil)] : [])) {
            if let message = errors[field] { message.node(in: language) }
        }
    }

    /// 00:00 to 06:00, whole hours (SPEC §10.6).
    private func dayStartForm() -> Node {
        let chosen = typed["dayStart"] ?? String(library.settings.dayStart)
        return element("form", [("class", "settings-group"), ("method", "post"), ("action", Routes.settingsDayStart)]) {
            element("h2") { element("label", [("for", "day-start")]) { strings.dayStart } }
            element("p", [("class", "hint"), ("id", "day-start-hint")]) { strings.dayStartHint }
            element("select", [("id", "day-start"), ("name", "dayStart")] + described("dayStart")) {
                for hour in Settings.dayStartLimits {
                    element("option", [("value", String(hour))] + (String(hour) == chosen ? [("selected", nil)] : [])) {
                        String(format: "%02d:00", hour)
                    }
                }
            }
            error("dayStart")
            element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
            element("button", [("type", "submit"), ("class", "button secondary")]) { strings.setDayStart }
        }
    }

    /// Monday, Sunday or Saturday (SPEC §19), each named as the language writes it.
    private func weekStartForm() -> Node {
        let chosen = typed["weekStart"] ?? library.settings.weekStart.rawValue
        return element("form", [("class", "settings-group"), ("method", "post"), ("action", Routes.settingsWeekStart)]) {
            element("h2") { element("label", [("for", "week-start")]) { strings.weekStart } }
            element("p", [("class", "hint"), ("id", "week-start-hint")]) { strings.weekStartHint }
            element("select", [("id", "week-start"), ("name", "weekStart"),
                               ("aria-describedby", errors["weekStart"] == nil ? "week-start-hint" : "week-start-hint weekStart-error")]
                              + (errors["weekStart"] == nil ? [] : [("aria-invalid", "true")])) {
                for weekday in Weekday.weekStarts {
                    element("option", [("value", weekday.rawValue)] + (weekday.rawValue == chosen ? [("selected", nil)] : [])) {
                        strings.weekdayTitle(weekday)
                    }
                }
            }
            error("weekStart")
            element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
            element("button", [("type", "submit"), ("class", "button secondary")]) { strings.setWeekStart }
        }
    }

    /// The zone reminders go out in (SPEC §15); empty follows the device used last.
    private func zoneForm() -> Node {
        let current = typed["zone"] ?? library.settings.zone ?? ""
        return element("form", [("class", "settings-group"), ("method", "post"), ("action", Routes.settingsZone)]) {
            element("h2") { element("label", [("for", "reminder-zone")]) { strings.reminderZone } }
            element("p", [("class", "hint"), ("id", "zone-hint")]) { strings.reminderZoneHint(device: library.settings.deviceZone) }
            element("input", [("type", "text"), ("id", "reminder-zone"), ("name", "zone"), ("value", current),
                              ("autocomplete", "off"), ("autocapitalize", "none"), ("spellcheck", "false"), ("list", "zone-names"),
                              ("aria-describedby", errors["zone"] == nil ? "zone-hint" : "zone-hint zone-error")]
                    + (errors["zone"] == nil ? [] : [("aria-invalid", "true")]))
            element("datalist", [("id", "zone-names")]) {
                for name in Settings.zoneNames { element("option", [("value", name)]) }
            }
            error("zone")
            element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
            element("button", [("type", "submit"), ("class", "button secondary")]) { strings.setReminderZone }
        }
    }

    /// Pause every habit for one range (a holiday), under what is paused already: the habits
    /// paused today with Resume all, and the planned pauses with Cancel planned pauses. While
    /// some habit is done today the pause starts tomorrow, and says why: a paused day counts
    /// as skipped, so pausing today would take that day's credit away.
    private func pauseAllForm() -> Node {
        let overview = PauseOverview.build(library: library, today: today, judgements: judgements)
        let start = Pause.defaultStart(today: today, doneToday: overview.doneToday)
        return .fragment([
            overview.isEmpty ? .fragment([]) : pausesSection(overview),
            element("form", [("class", "settings-group"), ("method", "post"), ("action", Routes.settingsPauseAll)]) {
                element("h2") { strings.pauseAll }
                element("p", [("class", "hint")]) { strings.pauseAllHint }
                element("label", [("for", "pause-all-from")]) { strings.pauseFrom }
                element("input", [("type", "date"), ("id", "pause-all-from"), ("name", "from"), ("value", typed["from"] ?? start.iso)]
                                 + described("from", hint: overview.doneToday ? "pause-all-tomorrow" : nil))
                if overview.doneToday {
                    element("p", [("class", "hint"), ("id", "pause-all-tomorrow")]) { strings.pauseAllStartsTomorrow }
                }
                error("from")
                element("label", [("for", "pause-all-until")]) { strings.pauseUntil }
                element("input", [("type", "date"), ("id", "pause-all-until"), ("name", "until"), ("value", typed["until"] ?? "")]
                                 + described("until"))
                error("until")
                element("p", [("class", "hint")]) { strings.pauseUntilHint }
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.pauseAll }
            },
        ])
    }

    /// What is paused: a line per end day of today's pauses and per planned range, each with its
    /// count of habits, and the buttons that undo them.
    private func pausesSection(_ overview: PauseOverview) -> Node {
        element("section", [("class", "settings-group"), ("id", "pauses"), ("aria-labelledby", "pauses-title")]) {
            element("h2", [("id", "pauses-title")]) { strings.pausedSection }
            element("ul", [("class", "pause-lines")]) {
                for group in overview.pausedToday {
                    element("li") { strings.withHabitCount(strings.pausedUntil(group.until), group.count) }
                }
                for group in overview.planned {
                    if let from = group.from {
                        element("li") { strings.withHabitCount(strings.plannedPause(from: from, until: group.until), group.count) }
                    }
                }
            }
            element("div", [("class", "pause-actions")]) {
                for planned in [false, true] where planned ? !overview.planned.isEmpty : !overview.pausedToday.isEmpty {
                    element("form", [("method", "post"), ("action", Routes.settingsResumeAll)]) {
                        if planned { element("input", [("type", "hidden"), ("name", "planned"), ("value", "1")]) }
                        element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                        element("button", [("type", "submit"), ("class", "button secondary")]) {
                            planned ? strings.cancelPlannedPauses : strings.resumeAll
                        }
                    }
                }
            }
        }
    }

    /// Archived trackers, each with its detail page, `Unarchive` and `Delete`.
    private func archivedList() -> Node {
        let archived = library.trackers.filter { $0.archivedOn != nil }
        return element("section", [("class", "settings-group"), ("id", "archived")]) {
            element("h2") { strings.archivedTitle }
            if archived.isEmpty {
                element("p", [("class", "hint")]) { strings.nothingArchived }
            } else {
                element("ul", [("class", "archived-list")]) {
                    for tracker in archived {
                        element("li", [("class", "archived-row")]) {
                            element("a", [("href", Routes.Tracker.detail.path(tracker.id, back: here))]) {
                                element("span", [("aria-hidden", "true")]) { tracker.emoji + " " }
                                tracker.name
                            }
                            element("form", [("method", "post"), ("action", Routes.Tracker.archive.path(tracker.id))]) {
                                element("input", [("type", "hidden"), ("name", "archived"), ("value", "0")])
                                element("input", [("type", "hidden"), ("name", "back"), ("value", here)])
                                element("button", [("type", "submit"), ("class", "button secondary"),
                                                   ("aria-label", "\(strings.unarchive): \(tracker.name)")]) { strings.unarchive }
                            }
                            element("a", [("class", "button danger"), ("href", Routes.Tracker.delete.path(tracker.id, back: here)),
                                          ("aria-label", "\(strings.delete): \(tracker.name)")]) { strings.delete }
                        }
                    }
                }
            }
        }
    }
}
