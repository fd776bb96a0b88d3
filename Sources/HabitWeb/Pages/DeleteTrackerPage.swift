import Foundation
import HabitCore
import HabitScreens
import HTTPServer

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
