// Random pages for the rules' WebAssembly to judge, with the answers the same rules give natively
// (SPEC §23): Tests/browser/test_rules_parity.py runs each input through rules.wasm in Chromium
// and compares. Every schedule kind, yes/no and measurable (at least, at most), events, pauses,
// archive days, week starts, plural rules and each language's number style, and random writes of
// every route.
//
//   habits-rules-cases SEED COUNT     JSON: [{"kind": "board" | "form", "input": …, "answer": …}, …]
import Foundation
import HabitCore
import HabitTestSupport

let arguments = CommandLine.arguments
var random = SeededGenerator(state: arguments.count > 1 ? UInt64(arguments[1]) ?? 1 : 1)
let count = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

@MainActor func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
@MainActor func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }
func form(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
}

/// A write the page could post for a day from `first` on.
@MainActor func write(_ tracker: Tracker, first: Day, date: Day, today: Day) -> String {
    let day = chance(2) ? date : first.adding(days: Int.random(in: 0...max(0, first.days(until: today)), using: &random))
    switch Int.random(in: 0..<10, using: &random) {
    case 0...2: return "completions " + form([("date", day.iso), ("done", pick(["1", "0"])), ("back", "/")])
    case 3...5:
        var fields = [("date", day.iso), ("back", "/")]
        if let measure = tracker.measure {
            let value = Quantity(thousandths: Int.random(in: 0...min(2 * measure.target.thousandths + 3000, 1_100_000_000), using: &random))
            fields += [("state", pick(["value", "value", "none", "done", "skipped"])), ("value", value.formatted(decimalSeparator: pick([".", ","])))]
        } else {
            fields.append(("state", pick(["done", "skipped", "none"])))
        }
        if chance(3) { fields += [("note", pick(["  on the train ", "", "é\u{301}", "a\nb"])), ("sheet", "note")] }
        return "entry " + form(fields)
    case 6, 7:
        let from = chance(2) ? today : first.adding(days: Int.random(in: 0...max(0, first.days(until: today) + 5), using: &random))
        return "pause " + form([("from", from.iso), ("until", chance(2) ? "" : from.adding(days: Int.random(in: -1...6, using: &random)).iso),
                               ("back", "/")])
    case 8: return "resume " + form([("back", "/")])
    default: return "archive " + form([("archived", pick(["1", "0"])), ("back", "/")])
    }
}

var cases: [[String: String]] = []
for _ in 0..<count {
    let today = march(1).adding(days: Int.random(in: 0...400, using: &random))
    let date = today.adding(days: Int.random(in: -20...3, using: &random))
    let weekStart = pick(Weekday.weekStarts)
    let rule = pick(PluralRule.allCases)
    // How one of the languages writes numbers (grouping, separators, minus), as the server gives it.
    let style = pick(Language.allCases).numberStyle
    var lines: [String] = []
    var page = "P \(today.ordinal) \(date.ordinal) \(weekStart.rawValue) \(rule.rawValue) \(style.field)"
    if chance(3) { page += " \(today.adding(days: -6).ordinal) \(today.ordinal)" }
    lines.append(page)
    lines.append("B \(Int.random(in: 0...3, using: &random)) \(Int.random(in: 3...6, using: &random))")
    for _ in 0..<Int.random(in: 1...4, using: &random) {
        let created = today.adding(days: -Int.random(in: 0...420, using: &random))
        var tracker = chance(8) ? event("E", created: created)
            : tracker("H", RandomHabits.schedule(&random), created: created,
                      measure: chance(3) ? Measure(unit: "u", target: Quantity(thousandths: Int.random(in: 1...(chance(4) ? 1_000_000_000 : 8_000), using: &random)),
                                                   direction: Bool.random(using: &random) ? .atLeast : .atMost,
                                                   step: Quantity(thousandths: pick([1000, 250, 1500]))) : nil,
                      pauses: RandomHabits.pauses(from: created, to: today, &random))
        if chance(10) { tracker.archivedOn = today.adding(days: Int.random(in: -3...20, using: &random)) }
        let history = History(RandomHabits.entries(tracker, through: today, &random).filter { tracker.kind.isHabit || $0.state != .skipped })
        let record = CardRecord(tracker, history: history, earliest: date, today: today, weekStart: weekStart)
        lines.append("C " + record.text(today: today))
        for _ in 0..<Int.random(in: 0...6, using: &random) { lines.append("W " + write(tracker, first: record.firstDay, date: date, today: today)) }
    }
    let input = lines.joined(separator: "\n")
    cases.append(["kind": "board", "input": input, "answer": PageRules.board(input)])
}
// The form as it is typed: names (marks, controls, long, emoji), every schedule choice and its
// numbers, the measure's fields.
for _ in 0..<count {
    var fields: [(String, String)] = [("name", pick(["Read", "", "  ", "\u{301}", "a\u{0}b", String(repeating: "🙂", count: 38),
                                                   String(repeating: "x", count: 39), "  Run  ", "\u{200B}"]))]
    if !chance(4) { fields.append(("categoryId", "x")) }
    if !chance(4) { fields.append(("emoji", "🙂")) }
    if !chance(4) { fields.append(("color", "#2563EB")) }
    if chance(5) { fields.append(("kind", "event")) }
    fields.append(("frequency", pick(ScheduleFields.Choice.allCases).rawValue))
    for day in Weekday.allCases where chance(3) { fields.append(("days", day.rawValue)) }
    for name in ["weeklyTimes", "monthlyTimes", "everyDays", "rollingTimes", "rollingDays"] {
        fields.append((name, pick(["3", "0", "7", "27", "28", "365", "366", "٣", " 2 ", "x", ""])))
    }
    if chance(2) {
        fields += [("measured", "1"), ("unit", pick(["km", "", String(repeating: "u", count: 17), "стаканы", "a\u{7}"])),
                   ("target", pick(["8", "-5", "0", "2,5", "1000000", "1000000.001", "٢٫٥", ""])), ("step", pick(["1", "1e9", "0,25", "0", ""]))]
        if chance(2) { fields.append(("atMost", "1")) }
    }
    if chance(4) { fields.append((pick(["newCategory", "categoryName"]), pick(["Health", "\u{301}", String(repeating: "c", count: 39)]))) }
    let body = form(fields)
    cases.append(["kind": "form", "input": body, "answer": FormCheck.trackerForm(body)])
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
FileHandle.standardOutput.write(try encoder.encode(cases))
