import Foundation
import HabitCore
import HabitScreens
import HTTPServer

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
