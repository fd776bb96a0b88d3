import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Statistics (SPEC §3, §10.9): the four metrics, the completion rate over 30 days, a row per
/// habit sortable by any column (links, so it works without JavaScript), and the 12-week trend.
enum StatisticsPage {
    static func render(_ state: StatisticsState, language: Language) -> Response {
        let strings = language.copy
        return Layout.page(title: strings.statistics, language: language, tab: .statistics, charts: true) {
            element("h1") { strings.statistics }
            if state.isEmpty {
                element("div", [("class", "empty")]) {
                    element("div", [("class", "empty-art"), ("aria-hidden", "true")]) { "😢" }
                    element("p") { strings.nothingToAnalyze }
                }
            } else {
                let stats = state.statistics
                element("div", [("id", "statistics-content")]) {
                element("ul", [("class", "metrics")]) {
                    metric(language.formatted(stats.bestStreak), strings.bestStreak)
                    metric(language.formatted(stats.perfectDays), strings.perfectDays)
                    metric(language.formatted(stats.trackersCompleted), strings.trackersCompleted)
                    metric(language.formatted(stats.average), strings.average)
                    if let rate = state.completionRate {
                        metric(language.percent(rate), strings.completionRate, note: strings.last30DaysNote)
                    }
                }
                if !state.rows.isEmpty { table(state, language) }
                trend(state, language)
                together(state, strings)
                }
            }
        }
    }

    private static func metric(_ value: String, _ label: String, note: String? = nil) -> Node {
        element("li", [("class", "metric")]) {
            element("span", [("class", "metric-value")]) { value }
            element("span", [("class", "metric-label")]) { label }
            if let note { element("span", [("class", "metric-note")]) { note } }
        }
    }

    /// The language's decimal separator (`0,8` in Russian).
    private static func table(_ state: StatisticsState, _ language: Language) -> Node {
        let strings = language.copy
        let columns: [(StatisticsState.Sort, String)] = [(.name, strings.trackerColumn), (.strength, strings.strengthTitle),
                                                         (.rate, strings.rateColumn), (.current, strings.currentColumn),
                                                         (.best, strings.bestColumn)]
        return element("section", [("class", "chart-section"), ("aria-labelledby", "per-tracker")]) {
            element("h2", [("id", "per-tracker")]) { strings.trackers }
            element("div", [("class", "table-scroll")]) {
                element("table", [("class", "per-tracker")]) {
                    element("thead") {
                        element("tr") {
                            for (sort, title) in columns {
                                element("th", [("scope", "col")] + (state.sort == sort ? [("aria-sort", sort == .name ? "ascending" : "descending")] : [])) {
                                    element("a", [("href", "/statistics?sort=\(sort.rawValue)"), ("aria-label", strings.sortBy(title))]
                                                 + (state.sort == sort ? [("aria-current", "true")] : [])) { title }
                                }
                            }
                        }
                    }
                    element("tbody") {
                        for row in state.rows {
                            element("tr") {
                                element("th", [("scope", "row")]) {
                                    // Only the name is underlined, not the emoji and the gap after it.
                                    element("a", [("href", "/trackers/\(row.tracker.id.lowercased)?back=%2Fstatistics")]) {
                                        element("span", [("class", "row-emoji"), ("aria-hidden", "true")]) { row.tracker.emoji }
                                        element("span", [("class", "row-name"), ("dir", "auto")]) { row.tracker.name }
                                    }
                                }
                                element("td") { language.percent(Int((row.strength * 100).rounded())) }
                                if row.tracker.kind.schedule?.isFlexible == true {
                                    // Due only on its last chances (SPEC §10.1): the note says what the rate counts.
                                    element("td", [("aria-describedby", "rate-note")]) {
                                        row.rate.map(language.percent) ?? "—"
                                        element("span", [("class", "rate-mark"), ("aria-hidden", "true")]) { "*" }
                                    }
                                } else {
                                    element("td") { row.rate.map(language.percent) ?? "—" }
                                }
                                element("td") { strings.streakCount(row.streaks.current, row.streakUnit) }
                                element("td") { strings.streakCount(row.streaks.best, row.streakUnit) }
                            }
                        }
                    }
                }
            }
            if state.rows.contains(where: { $0.tracker.kind.schedule?.isFlexible == true }) {
                element("p", [("class", "metric-note"), ("id", "rate-note")]) { strings.flexibleRateNote }
            }
        }
    }

    /// SPEC §22: the pairs that go together, each as a sentence with its days, or why none is shown.
    private static func together(_ state: StatisticsState, _ strings: any Copy) -> Node {
        element("section", [("class", "chart-section"), ("aria-labelledby", "together-title")]) {
            element("h2", [("id", "together-title")]) { strings.togetherTitle }
            if let reason = state.togetherNone {
                element("p", [("class", "together-none")]) { strings.togetherNone(reason, tested: state.togetherTested) }
            } else {
                element("ul", [("class", "together-list")]) {
                    for pair in state.together {
                        element("li") {
                            element("p") {
                                strings.together(isolatedText(pair.a.name), isolatedText(pair.b.name),
                                                 withA: pair.percentWithA, withoutA: pair.percentWithoutA)
                            }
                            element("span", [("class", "metric-note")]) { strings.togetherDays(pair.numbers.days) }
                        }
                    }
                }
            }
            element("p", [("class", "together-note")]) { strings.togetherNote }
        }
    }

    private static func trend(_ state: StatisticsState, _ language: Language) -> Node {
        let strings = language.copy
        let rates = state.trend.compactMap(\.rate)
        let average = rates.isEmpty ? nil : (rates.reduce(0, +) * 2 + rates.count) / (rates.count * 2)
        let slot = Double(320 - Charts.gutter) / Double(max(1, state.trend.count))
        return element("section", [("class", "chart-section"), ("aria-labelledby", "trend-title")]) {
            element("h2", [("id", "trend-title")]) { strings.trendTitle }
            element("svg", [("viewBox", "0 0 320 100"), ("role", "img"), ("preserveAspectRatio", "none"), ("class", "chart trend"),
                            ("aria-label", strings.trendGist(latest: state.trend.last?.rate, average: average))]) {
                Charts.percentGrid(width: 320, language: language)
                for (index, week) in state.trend.enumerated() {
                    if let rate = week.rate {
                        let height = 90.0 * Double(rate) / 100
                        element("rect", [("x", String(format: "%.1f", Double(index) * slot + 3)),
                                         ("y", String(format: "%.1f", 100 - height)),
                                         ("width", String(format: "%.1f", slot - 6)), ("height", String(format: "%.1f", height)),
                                         ("class", "bar")])
                    }
                }
            }
            if let first = state.trend.first, let last = state.trend.last {
                Charts.axisDates(strings.mediumDate(first.start), strings.mediumDate(last.start))
            }
            element("details", [("class", "chart-data")]) {
                element("summary") { strings.showData }
                element("table") {
                    element("thead") {
                        element("tr") {
                            element("th", [("scope", "col")]) { strings.weekColumn }
                            element("th", [("scope", "col")]) { strings.completionRate }
                        }
                    }
                    element("tbody") {
                        for week in state.trend {
                            element("tr") {
                                element("th", [("scope", "row")]) { strings.mediumDate(week.start) }
                                element("td") { week.rate.map(language.percent) ?? "—" }
                            }
                        }
                    }
                }
            }
        }
    }
}
