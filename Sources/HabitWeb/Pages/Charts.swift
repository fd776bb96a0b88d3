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
        let step = points.count > 1 ? Double(Self.width - Self.gutter) / Double(points.count - 1) : 0
        let coordinates = points.enumerated().map { index, point in
            "\(format(Double(index) * step)),\(format(100 - point.strength * 90))"
        }.joined(separator: " ")
        return section("strength", strings.strengthTitle) {
            element("p", [("class", "strength-now")]) {
                // The heading already says Strength: the number alone.
                element("span", [("class", "big-number")]) { language.percent(percent) }
                element("span", [("class", "strength-change")]) { strings.strengthChange(charts.changeInPoints) }
            }
            element("nav", [("class", "chart-ranges"), ("aria-label", strings.strengthTitle)]) {
                for (range, label) in [(DetailCharts.Range.threeMonths, strings.threeMonths), (.year, strings.year),
                                       (.all, strings.allTime)] {
                    element("a", [("href", link(range))] + (range == charts.range ? [("aria-current", "true")] : [])) { label }
                }
            }
            svg(height: 110, label: gist) {
                Self.percentGrid(width: Self.width, language: language)
                if points.count > 1 {
                    element("polyline", [("points", coordinates), ("class", "line")])
                } else if let only = points.first {
                    element("circle", [("cx", "0"), ("cy", format(100 - only.strength * 90)), ("r", "3"), ("class", "dot")])
                }
            }
            if let first = points.first, let last = points.last {
                Self.axisDates(strings.mediumDate(first.date), strings.mediumDate(last.date))
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
        // Two rows of half a year each, one above the other, so a day is a square of about 11 px
        // on a phone; each row is headed by the months whose first day falls in its weeks.
        let weeks = (cells.count + 6) / 7, firstRow = (weeks + 1) / 2
        let pitch = 12, cell = 10, label = 14, block = label + 7 * pitch + 6
        func origin(_ week: Int) -> (x: Int, y: Int) {
            week < firstRow ? (week * pitch, label) : ((week - firstRow) * pitch, block + label)
        }
        func firstOfMonth(_ week: Int) -> Day? {
            guard week < weeks else { return nil }
            return cells[(week * 7)..<min(cells.count, week * 7 + 7)].first { $0.date.dayOfMonth == 1 }?.date
        }
        // The month whose first day the week holds; a row's first week also names its own
        // month, unless one begins within the next two weeks (the names would overlap).
        // (A month that begins in a row's last two weeks is named at the next row's start.)
        func monthLabel(_ week: Int) -> Int? {
            // Not over a row's last two weeks: the name would run past its end.
            guard (week < firstRow ? week : week - firstRow) < firstRow - 2 else { return nil }
            if let first = firstOfMonth(week) { return first.month }
            guard week == 0 || week == firstRow, firstOfMonth(week + 1) == nil, firstOfMonth(week + 2) == nil else { return nil }
            return cells[week * 7].date.month
        }
        return section("history", strings.historyTitle) {
            element("svg", [("viewBox", "0 0 \(firstRow * pitch) \(2 * block)"), ("role", "img"), ("aria-label", gist),
                            ("class", "chart heatmap \(Layout.colorClass(tracker.color))")]) {
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
                for week in 0..<weeks {
                    if let month = monthLabel(week) {
                        let (x, y) = origin(week)
                        element("text", [("x", "\(x)"), ("y", "\(y - 4)"), ("class", "axis month-label")]) {
                            strings.shortMonthLabels[month - 1]
                        }
                    }
                }
                for (offset, day) in cells.enumerated() where day.state != .beforeStart {
                    let (x, y) = origin(offset / 7)
                    let classes = "h-\(day.state.rawValue)" + (day.level.map { " l\($0)" } ?? "")
                    element("rect", [("x", "\(x)"), ("y", "\(y + offset % 7 * pitch)"), ("width", "\(cell)"), ("height", "\(cell)"),
                                     ("rx", "2"), ("class", classes)])
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
            if let target = charts.barTarget {
                // The dashed line's key: what it stands for and its number.
                element("p", [("class", "chart-key"), ("aria-hidden", "true")]) {
                    element("svg", [("viewBox", "0 0 20 10"), ("class", "key-line")]) {
                        element("line", [("x1", "0"), ("x2", "20"), ("y1", "5"), ("y2", "5"), ("class", "target")])
                    }
                    "\(strings.targetColumn): \(language.formatted(target))"
                }
            }
            if let first = charts.bars.first, let last = charts.bars.last {
                let name = { (bar: DetailCharts.Bar) in perMonth ? strings.monthTitle(bar.start) : strings.mediumDate(bar.start) }
                Self.axisDates(name(first), name(last))
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

    /// Room at a percentage chart's right end for its grid lines' labels.
    static let gutter = 30

    /// A percentage chart's grid lines at 100 %, 50 % and 0 % (y 10, 55, 100) across the plot
    /// (`width` less the gutter), each labelled in the gutter.
    static func percentGrid(width: Int, language: Language) -> Node {
        .fragment([(10, 100), (55, 50), (100, 0)].flatMap { level, percent in
            [element("line", [("x1", "0"), ("x2", "\(width - gutter)"), ("y1", "\(level)"), ("y2", "\(level)"), ("class", "grid")]),
             element("text", [("x", "\(width)"), ("y", "\(level + 3)"), ("class", "axis value-label")]) { language.percent(percent) }]
        })
    }

    /// The first and the last day (or period) a chart shows, under its two ends; the chart's
    /// label and table already say them to a screen reader.
    static func axisDates(_ first: String, _ last: String) -> Node {
        element("div", [("class", "axis-dates"), ("aria-hidden", "true")]) {
            element("span") { first }
            element("span") { last }
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
