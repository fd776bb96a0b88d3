import Foundation
import HabitCore
import HabitScreens
import HTTPServer

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
