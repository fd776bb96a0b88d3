import HabitCore
import HabitScreens

/// The detail page's charts (SPEC §11), drawn as SVG by the server: no chart library, no style
/// attributes (palette and state classes from `charts.css`), each with `role="img"`, an
/// `aria-label` stating its gist and a `Show data` disclosure holding the same numbers as a
/// table. Numbers are the page language's (`Language.formatted`: `2,5` in Russian, `%12` in
/// Turkish).
struct Charts {
    let charts: DetailCharts
    let tracker: Tracker
    let language: Language
    var strings: any Copy { language.copy }
    /// The detail page's own address, for the strength range links.
    let link: (DetailCharts.Range) -> String

    static let width = 320

    // MARK: Strength

    var strength: Node {
        let percent = Int((charts.strength * 100).rounded())
        let gist = strings.strengthGist(percent: percent, change: charts.changeInPoints)
        let points = charts.strengthLine
        let step = points.count > 1 ? Double(Self.width) / Double(points.count - 1) : 0
        let coordinates = points.enumerated().map { index, point in
            "\(format(Double(index) * step)),\(format(100 - point.strength * 90))"
        }.joined(separator: " ")
        return section("strength", strings.strengthTitle) {
            element("p", [("class", "strength-now")]) {
                element("span", [("class", "big-number")]) { strings.strengthPercent(percent) }
                element("span", [("class", "strength-change")]) { strings.strengthChange(charts.changeInPoints) }
            }
            element("nav", [("class", "chart-ranges"), ("aria-label", strings.strengthTitle)]) {
                for (range, label) in [(DetailCharts.Range.threeMonths, strings.threeMonths), (.year, strings.year),
                                       (.all, strings.allTime)] {
                    element("a", [("href", link(range))] + (range == charts.range ? [("aria-current", "true")] : [])) { label }
                }
            }
            svg(height: 110, label: gist) {
                for level in [10, 55, 100] {
                    element("line", [("x1", "0"), ("x2", "\(Self.width)"), ("y1", "\(level)"), ("y2", "\(level)"), ("class", "grid")])
                }
                if points.count > 1 {
                    element("polyline", [("points", coordinates), ("class", "line")])
                } else if let only = points.first {
                    element("circle", [("cx", "0"), ("cy", format(100 - only.strength * 90)), ("r", "3"), ("class", "dot")])
                }
            }
            table([strings.dateColumn, strings.strengthTitle],
                  points.map { [strings.mediumDate($0.date), language.percent(Int(($0.strength * 100).rounded()))] })
        }
    }

    // MARK: History heatmap

    var heatmap: Node {
        let cells = charts.heatmap
        let count = { (state: DayState) in cells.filter { $0.state == state }.count }
        let gist = strings.heatmapGist(done: count(.done), missed: count(.missed), skipped: count(.skipped), paused: count(.paused))
        let shown: [DayState] = [.done, .skipped, .paused, .missed, .open, .unscheduled]
        // By month: how many days of each state, the same numbers the squares show.
        var months: [(Day, [DayState: Int])] = []
        for cell in cells where cell.state != .beforeStart {
            let month = cell.date.startOfMonth
            if months.last?.0 != month { months.append((month, [:])) }
            months[months.count - 1].1[cell.state, default: 0] += 1
        }
        return section("history", strings.historyTitle) {
            svg(height: 7 * 6, label: gist) {
                element("defs") {
                    element("pattern", [("id", "hatch"), ("width", "3"), ("height", "3"), ("patternUnits", "userSpaceOnUse"),
                                        ("patternTransform", "rotate(45)")]) {
                        element("rect", [("width", "3"), ("height", "3"), ("class", "hatch-ground")])
                        element("line", [("x1", "0"), ("y1", "0"), ("x2", "0"), ("y2", "3"), ("class", "hatch-line")])
                    }
                    element("pattern", [("id", "dots"), ("width", "2.5"), ("height", "2.5"), ("patternUnits", "userSpaceOnUse")]) {
                        element("rect", [("width", "2.5"), ("height", "2.5"), ("class", "hatch-ground")])
                        element("circle", [("cx", "1.25"), ("cy", "1.25"), ("r", "0.7"), ("class", "hatch-line")])
                    }
                }
                for (offset, cell) in cells.enumerated() where cell.state != .beforeStart {
                    let classes = "h-\(cell.state.rawValue)" + (cell.level.map { " l\($0)" } ?? "")
                    element("rect", [("x", "\(offset / 7 * 6)"), ("y", "\(offset % 7 * 6)"), ("width", "5"), ("height", "5"),
                                     ("class", classes)])
                }
            }
            element("ul", [("class", "legend")]) {
                for state in shown {
                    element("li") {
                        element("svg", [("viewBox", "0 0 10 10"), ("aria-hidden", "true"), ("class", "swatch")]) {
                            element("rect", [("width", "10"), ("height", "10"), ("class", "h-\(state.rawValue)")])
                        }
                        strings.dayState(state)
                    }
                }
            }
            table([strings.monthColumn] + shown.map { strings.dayState($0) },
                  months.map { month, counts in [strings.monthTitle(month)] + shown.map { String(counts[$0] ?? 0) } })
        }
    }

    // MARK: Bars per week or month

    var bars: Node {
        let perMonth = charts.barPeriod == .month
        let amounts = charts.bars.map(\.amount)
        let top = max(amounts.max() ?? .zero, charts.barTarget ?? .zero, Quantity(1))
        let slot = Double(Self.width) / Double(max(1, charts.bars.count))
        func height(_ amount: Quantity) -> Double { 90 * Double(amount.thousandths) / Double(top.thousandths) }
        let gist = strings.barsGist(perMonth: perMonth, latest: language.formatted(amounts.last ?? .zero), target: charts.barTarget.map { language.formatted($0) })
        return section("bars", perMonth ? strings.perMonth : strings.perWeek) {
            svg(height: 100, label: gist) {
                for (index, bar) in charts.bars.enumerated() {
                    let h = height(bar.amount)
                    element("rect", [("x", format(Double(index) * slot + 3)), ("y", format(100 - h)), ("width", format(slot - 6)),
                                     ("height", format(h)), ("class", "bar")])
                }
                if let target = charts.barTarget {
                    let y = format(100 - height(target))
                    element("line", [("x1", "0"), ("x2", "\(Self.width)"), ("y1", y), ("y2", y), ("class", "target")])
                }
            }
            table([perMonth ? strings.monthColumn : strings.weekColumn, strings.amountColumn, strings.targetColumn],
                  charts.bars.map { bar in
                      [perMonth ? strings.monthTitle(bar.start) : strings.mediumDate(bar.start), language.formatted(bar.amount),
                       charts.barTarget.map { language.formatted($0) } ?? "—"]
                  })
        }
    }

    // MARK: Weekdays

    var weekdays: Node {
        let counts = charts.weekdays
        let week = charts.weekStart.week
        let top = max(1, counts.max() ?? 0)
        let best = counts.max().flatMap { max in max > 0 ? counts.firstIndex(of: max).map { week[$0] } : nil }
        let slot = Double(Self.width) / 7
        return section("weekdays", strings.weekdaysTitle) {
            svg(height: 100, label: strings.weekdaysGist(best, count: counts.max() ?? 0)) {
                for (index, count) in counts.enumerated() {
                    let h = 80 * Double(count) / Double(top)
                    element("rect", [("x", format(Double(index) * slot + 6)), ("y", format(82 - h)), ("width", format(slot - 12)),
                                     ("height", format(h)), ("class", "bar")])
                    element("text", [("x", format(Double(index) * slot + slot / 2)), ("y", "97"), ("class", "axis")]) {
                        strings.shortWeekdayName(week[index])
                    }
                }
            }
            table([strings.weekdaysTitle, strings.amountColumn],
                  counts.enumerated().map { [strings.weekdayTitle(week[$0.offset]), String($0.element)] })
        }
    }

    // MARK: Patterns (SPEC §22)

    /// The completion rate by weekday and the weekday most often missed; only when the
    /// difference passed its test.
    var patterns: Node? {
        guard let patterns = charts.patterns else { return nil }
        let (missed, others) = patterns.percents
        let gist = strings.mostMissed(patterns.mostMissed, rate: missed, others: others)
        let slot = Double(Self.width) / 7
        // In the week's order, from the week start.
        let weekStart = charts.weekStart
        let rates = patterns.weekdays.sorted { weekStart.distance(to: $0.weekday) < weekStart.distance(to: $1.weekday) }
        return section("patterns", strings.patternsTitle) {
            element("p", [("class", "patterns-gist")]) { gist }
            svg(height: 100, label: gist) {
                for rate in rates {
                    let h = 80 * rate.rate
                    let x = Double(weekStart.distance(to: rate.weekday)) * slot
                    element("rect", [("x", format(x + 6)), ("y", format(82 - h)), ("width", format(slot - 12)),
                                     ("height", format(h)), ("class", rate.weekday == patterns.mostMissed ? "bar missed" : "bar")])
                    element("text", [("x", format(x + slot / 2)), ("y", "97"), ("class", "axis")]) {
                        strings.shortWeekdayName(rate.weekday)
                    }
                }
            }
            table([strings.weekdaysTitle, strings.completionRate, strings.amountColumn],
                  rates.map { [strings.weekdayTitle($0.weekday), language.percent($0.percent),
                               "\(language.formatted($0.done)) / \(language.formatted($0.days))"] })
        }
    }

    // MARK: Best streaks and notes

    var bestStreaks: Node {
        section("best-streaks", strings.bestStreaksTitle) {
            if charts.bestStreaks.isEmpty {
                element("p", [("class", "muted")]) { strings.noStreaks }
            } else {
                element("ol", [("class", "streak-list")]) {
                    for run in charts.bestStreaks {
                        element("li") {
                            element("span", [("class", "streak-length")]) { strings.streakLength(run.length, charts.streakUnit(of: tracker)) }
                            element("span", [("class", "muted")]) { strings.dateRange(run.start, run.end) }
                        }
                    }
                }
            }
        }
    }

    var notes: Node {
        section("notes", strings.notesTitle) {
            if charts.notes.isEmpty {
                element("p", [("class", "muted")]) { strings.noNotes }
            } else {
                element("ul", [("class", "notes-list")]) {
                    for entry in charts.notes {
                        element("li") {
                            element("time", [("datetime", entry.day.iso)]) { strings.mediumDate(entry.day) }
                            element("p") { entry.note ?? "" }
                        }
                    }
                }
            }
        }
    }

    /// Every chart in the detail page's order.
    var all: [Node] { [strength, heatmap, bars, weekdays] + (patterns.map { [$0] } ?? []) + [bestStreaks, notes] }

    // MARK: Drawing

    private func section(_ id: String, _ title: String, @NodeBuilder _ content: () -> [Node]) -> Node {
        element("section", [("class", "chart-section"), ("aria-labelledby", "\(id)-title")]) {
            element("h2", [("id", "\(id)-title")]) { title }
            content()
        }
    }

    private func svg(height: Int, label: String, @NodeBuilder _ content: () -> [Node]) -> Node {
        element("svg", [("viewBox", "0 0 \(Self.width) \(height)"), ("role", "img"), ("aria-label", label),
                        ("class", "chart \(Layout.colorClass(tracker.color))"), ("preserveAspectRatio", "none")]) { content() }
    }

    private func table(_ headers: [String], _ rows: [[String]]) -> Node {
        element("details", [("class", "chart-data")]) {
            element("summary") { strings.showData }
            element("table") {
                element("thead") { element("tr") { for header in headers { element("th", [("scope", "col")]) { header } } } }
                element("tbody") {
                    for row in rows {
                        element("tr") {
                            for (index, cell) in row.enumerated() {
                                if index == 0 { element("th", [("scope", "row")]) { cell } } else { element("td") { cell } }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Coordinates with at most one decimal, to keep the page small.
    private func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

extension DetailCharts {
    func streakUnit(of tracker: Tracker) -> StreakUnit { tracker.kind.schedule?.streakUnit ?? .days }
}
