import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Onboarding: two full-screen pages that swipe (scroll snap), dots that follow, one button.
enum OnboardingPage {
    static func render(language: Language) -> Response {
        let strings = language.copy
        return Layout.page(title: "Habits", language: language, bodyClass: "onboarding-page") {
            element("div", [("class", "onboarding"), ("id", "onboarding")]) {
                element("div", [("class", "slides"), ("tabindex", "0"), ("aria-label", strings.onboardingLabel)]) {
                    for (index, title) in strings.onboardingTitles.enumerated() {
                        element("section", [("class", "slide slide-\(index + 1)"), ("id", "slide-\(index + 1)"),
                                            ("aria-label", "\(index + 1) / 2")]) {
                            element("h1") { title }
                        }
                    }
                }
                element("div", [("class", "dots")]) {
                    for index in 1...2 {
                        element("a", [("href", "#slide-\(index)"), ("class", "dot"), ("aria-label", "\(index) / 2")]
                                     + (index == 1 ? [("aria-current", "step")] : [])) { "" }
                    }
                }
                element("form", [("method", "post"), ("action", "/onboarding")]) {
                    element("button", [("type", "submit"), ("class", "button primary")]) { strings.awesomeTech }
                }
            }
        }
    }
}

enum StatisticsPage {
    static func render(_ state: StatisticsState, language: Language) -> Response {
        let strings = language.copy
        return Layout.page(title: strings.statistics, language: language, tab: .statistics) {
            element("h1") { strings.statistics }
            if state.isEmpty {
                element("div", [("class", "empty")]) {
                    element("div", [("class", "empty-art"), ("aria-hidden", "true")]) { "😢" }
                    element("p") { strings.nothingToAnalyze }
                }
            } else {
                let stats = state.statistics
                element("ul", [("class", "metrics")]) {
                    metric(String(stats.bestStreak), strings.bestStreak)
                    metric(String(stats.perfectDays), strings.perfectDays)
                    metric(String(stats.trackersCompleted), strings.trackersCompleted)
                    metric("\(stats.average)", strings.average)
                }
            }
        }
    }

    private static func metric(_ value: String, _ label: String) -> Node {
        element("li", [("class", "metric")]) {
            element("span", [("class", "metric-value")]) { value }
            element("span", [("class", "metric-label")]) { label }
        }
    }
}

/// The tracker detail (seed 003 §6.3): streaks, the 30-day grid, the last-7-days chips, the total.
enum DetailPage {
    static func render(_ detail: TrackerDetailState, today: Day, back: String, language: Language) -> Response {
        let strings = language.copy
        let tracker = detail.tracker
        let here = "/trackers/\(tracker.id.lowercased)?back=\(Web.percentEncode(back))"
        return Layout.page(title: isolatedText(tracker.name), language: language, today: today) {
            element("a", [("class", "back"), ("href", back)]) { strings.back }
            element("div", [("id", "detail"), ("class", "detail \(Layout.colorClass(tracker.color))")]) {
                element("h1") {
                    element("span", [("aria-hidden", "true")]) { tracker.emoji + " " }
                    isolated(tracker.name)
                }
                if let note = tracker.note { element("p", [("class", "note")]) { note } }
                if let streaks = detail.streaks {
                    element("div", [("class", "streaks")]) {
                        element("div", [("class", "streak-box")]) {
                            element("span", [("class", "big-number"), ("id", "current-streak")]) { String(streaks.current) }
                            element("span", [("class", "label")]) { strings.currentStreak }
                        }
                        element("div", [("class", "streak-box")]) {
                            element("span", [("class", "big-number"), ("id", "best-streak")]) { String(streaks.best) }
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
                element("h2") { strings.last7Days }
                element("ul", [("class", "chips")]) {
                    for cell in detail.last7 {
                        let done = cell.state == .done
                        let enabled = cell.state != .beforeStart && (done || cell.state != .unscheduled)
                        element("li") {
                            Web.toggleForm(tracker: tracker, date: cell.date, done: done, enabled: enabled, back: here,
                                           swap: "#detail", label: "\(language.chip(cell.date)): \(strings.dayState(cell.state))",
                                           classes: "chip \(cell.state.rawValue)", text: language.chip(cell.date))
                        }
                    }
                }
                element("p", [("class", "total")]) { strings.completedSince(detail.days, tracker.createdOn) }
            }
        }
    }
}

/// The delete confirmation for a tracker.
enum DeleteTrackerPage {
    static func render(_ tracker: Tracker, back: String, language: Language) -> Response {
        let strings = language.copy
        return Layout.page(title: strings.delete, language: language, bodyClass: "sheet-page") {
            element("div", [("class", "confirm-sheet"), ("role", "alertdialog"), ("aria-labelledby", "question")]) {
                element("h1", [("id", "question")]) { isolating(tracker.name) { strings.deleteTrackerQuestion($0) } }
                element("form", [("method", "post"), ("action", "/trackers/\(tracker.id.lowercased)/delete")]) {
                    element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                    element("button", [("type", "submit"), ("class", "button danger")]) { strings.delete }
                }
                element("a", [("class", "button secondary"), ("href", back)]) { strings.cancel }
            }
        }
    }
}

/// Settings: language, export, import.
enum SettingsPage {
    static func render(language: Language, back: String, message: String? = nil, status: Int = 200) -> Response {
        let strings = language.copy
        var response = Layout.page(title: strings.settings, language: language, bodyClass: "sheet-page") {
            element("a", [("class", "back"), ("href", back)]) { strings.back }
            element("h1") { strings.settings }
            if let message { element("p", [("class", "toast"), ("role", "alert")]) { message } }
            element("form", [("class", "settings-group"), ("method", "post"), ("action", "/settings/language")]) {
                element("fieldset") {
                    element("legend") { strings.languageLabel }
                    for code in Language.allCases {
                        element("label", [("class", "choice")]) {
                            element("input", [("type", "radio"), ("name", "lang"), ("value", code.rawValue)]
                                             + (code == language ? [("checked", nil)] : []))
                            element("span", [("class", "choice-name"), ("lang", code.rawValue)]) { code.copy.languageName }
                        }
                    }
                }
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.save }
            }
            element("section", [("class", "settings-group")]) {
                element("h2") { strings.export }
                element("p") { strings.exportHint }
                element("a", [("class", "button secondary"), ("href", "/api/v1/export"), ("download", nil)]) { strings.export }
            }
            element("form", [("class", "settings-group"), ("method", "post"), ("action", "/settings/import"),
                             ("enctype", "multipart/form-data")]) {
                element("h2") { strings.importTitle }
                element("label", [("for", "import-file")]) { strings.importHint }
                element("input", [("type", "file"), ("id", "import-file"), ("name", "file"), ("accept", "application/json,.json")])
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button secondary")]) { strings.importButton }
            }
        }
        response.status = status
        return response
    }
}
