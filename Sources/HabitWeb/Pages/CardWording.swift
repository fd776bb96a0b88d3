import Foundation
import HabitCore
import HabitScreens
import Synchronization

/// A card's words that hold numbers (`12 days`, `🔥 3 wk`, `Best 5`, the spoken streaks), which
/// the card renders with these functions and the page fills in itself after a write it shows
/// before the server answers (SPEC §23): the page holds each as a template per plural category
/// of the language (`templates`), with `{n}` (or `{a}` and `{b}`) where the number goes, and the
/// rules' WebAssembly gives the numbers and their categories. A test fills every template for
/// every count up to thousands and compares it with these functions.
struct CardWording {
    let language: Language

    var strings: any Copy { language.copy }

    func days(_ count: Int) -> String { language.days(count) }
    func current(_ count: Int, _ unit: StreakUnit) -> String { "🔥 \(strings.streakCount(count, unit))" }
    func best(_ count: Int, _ unit: StreakUnit) -> String { strings.best(count, unit) }
    func spoken(_ current: Int, _ best: Int, _ unit: StreakUnit) -> String { strings.streaksLabel(current: current, best: best, unit: unit) }
    /// An at-most habit's line at its limit or over it.
    func limit(_ limit: Measure.Limit) -> String {
        switch limit {
        case .reached: strings.limitReached
        case .over: strings.overLimit
        }
    }
    /// The board's collapsed section of paused habits: `Paused (2)`.
    func pausedTitle(_ count: Int) -> String { "\(strings.pausedSection) (\(count))" }

    /// What the page needs to show a card after a write: the templates for the streak units
    /// `units` (only those the board's cards count in), the state and limit lines, the pause
    /// sheet's note, and a paused habit's line (`pausedUntil`: a template per month, with `{d}` and `{y}`, then the open-ended one).
    /// The menu's labels are the board's menu template's.
    func json(units: Set<StreakUnit>) -> String {
        let key = "\(language.rawValue) \(units.map(\.rawValue).sorted())"
        if let made = Self.made.withLock({ $0[key] }) { return made }
        let json = make(units: units)
        Self.made.withLock { $0[key] = json }
        return json
    }

    /// Made once per language and units (a few dozen at most).
    private static let made = Mutex<[String: String]>([:])

    private func make(units: Set<StreakUnit>) -> String {
        let rule = strings.pluralRule
        var object: [String: JSONValue] = [
            "days": Self.object(Self.templates(rule, days)),
            "pausedTitle": Self.object(Self.templates(rule, pausedTitle)), "pinned": .string(strings.pinned),
            "skipped": .string(strings.skippedCard), "optional": .string(strings.optionalToday),
            // An at-most habit's line at its limit and over it (`Measure.Limit`).
            "limit": .object(Dictionary(uniqueKeysWithValues: Measure.Limit.allCases.map { ($0.rawValue, .string(limit($0))) })),
            // Why a new pause starts tomorrow, for a card done today ({name}: the card's).
            "pauseNote": .string(strings.pauseStartsTomorrow("{name}")),
            "pausedUntil": .array((1...12).map { .string(Self.monthTemplate(strings.pausedUntil(Day(year: 2099, month: $0, day: 28)))) }
                                  + [.string(strings.pausedUntil(nil))]),
        ]
        for (key, text) in [("current", current), ("best", best)] as [(String, (Int, StreakUnit) -> String)] {
            object[key] = .object(Dictionary(uniqueKeysWithValues: units.map { unit in (unit.rawValue, Self.object(Self.templates(rule) { text($0, unit) })) }))
        }
        object["spoken"] = .object(Dictionary(uniqueKeysWithValues: units.map { unit in
            (unit.rawValue, Self.object(Self.templates(rule) { spoken($0, $1, unit) }))
        }))
        return String(decoding: HabitJSONBytes.encode(.object(object)), as: UTF8.self)
    }

    /// The templates by category, or the one template when every category has the same.
    private static func object(_ templates: [String: String]) -> JSONValue {
        Set(templates.values).count == 1 ? .string(templates.values.first ?? "") : .object(templates.mapValues { .string($0) })
    }

    /// A date's words with the day of the month (the 28th) and the year (2099) as `{d}` and `{y}`.
    static func monthTemplate(_ text: String) -> String {
        text.replacingOccurrences(of: "2099", with: "{y}").replacingOccurrences(of: "28", with: "{d}")
    }

    // MARK: Templates by plural category

    /// Numbers of `category` to write a template with, most distinctive first (seven digits,
    /// starting with `lead`), then the small ones (a category such as English `one` has 1 alone).
    private static func candidates(_ rule: PluralRule, _ category: PluralCategory, lead: Int) -> [Int] {
        let first = lead * 1_000_000
        let large: [Int] = Array((first..<(first + 200)).filter { rule.category($0) == category }.prefix(3))
        let small: [Int] = Array((0..<200).filter { rule.category($0) == category }.prefix(3))
        return large + small
    }

    /// Numbers of `category` a template must give the right words for.
    static func samples(_ rule: PluralRule, _ category: PluralCategory) -> [Int] {
        let small: [Int] = Array((0...300).filter { rule.category($0) == category }.prefix(40))
        let large: [Int] = [1_000_000, 2_000_000, 3_000_021, 4_000_102].filter { rule.category($0) == category }
        return small + large
    }

    static func categories(_ rule: PluralRule) -> [PluralCategory] {
        PluralCategory.allCases.filter { category in (0...300).contains { rule.category($0) == category } || rule.category(1_000_000) == category }
    }

    /// For each category of `rule`, `text` with `{n}` for the number, checked on `samples`.
    static func templates(_ rule: PluralRule, _ text: (Int) -> String) -> [String: String] {
        var result: [String: String] = [:]
        for category in categories(rule) {
            let fill = { (template: String, n: Int) in template.replacingOccurrences(of: "{n}", with: String(n)) }
            let options = candidates(rule, category, lead: 3).map { text($0).replacingOccurrences(of: String($0), with: "{n}") }
            let found = options.first { template in samples(rule, category).allSatisfy { fill(template, $0) == text($0) } }
            guard let found else { preconditionFailure("no template for \(category) in \(rule)") }
            result[category.rawValue] = found
        }
        return result
    }

    /// For each pair of categories, `text` with `{a}` and `{b}` for the two numbers, keyed
    /// `"one other"`; a pair whose words do not depend on the second number's category is
    /// given once, under the first's (`"one"`).
    static func templates(_ rule: PluralRule, _ text: (Int, Int) -> String) -> [String: String] {
        var result: [String: String] = [:]
        let categories = categories(rule)
        for first in categories {
            var row: [String: String] = [:]
            for second in categories {
                let fill = { (template: String, a: Int, b: Int) in
                    template.replacingOccurrences(of: "{a}", with: String(a)).replacingOccurrences(of: "{b}", with: String(b))
                }
                var options: [String] = []
                for a in candidates(rule, first, lead: 3) {
                    for b in candidates(rule, second, lead: 5) {
                        let words = text(a, b)
                        let both = words.replacingOccurrences(of: String(b), with: "{b}").replacingOccurrences(of: String(a), with: "{a}")
                        options += [both, words.replacingOccurrences(of: String(a), with: "{a}"),
                                    words.replacingOccurrences(of: String(b), with: "{b}"), words]
                    }
                }
                let checks = samples(rule, first).prefix(12).flatMap { a in samples(rule, second).prefix(12).map { (a, $0) } }
                guard let found = options.first(where: { template in checks.allSatisfy { fill(template, $0.0, $0.1) == text($0.0, $0.1) } }) else {
                    preconditionFailure("no template for \(first) \(second) in \(rule)")
                }
                row[second.rawValue] = found
            }
            if Set(row.values).count == 1 {
                result[first.rawValue] = row.values.first
            } else {
                for (second, template) in row { result[first.rawValue + " " + second] = template }
            }
        }
        return result
    }
}
