import Foundation

/// The languages the product speaks. Rules never format text; errors and screens ask for a
/// language explicitly so the same rule can answer in English or Russian. Each language's words
/// are one `Copy` instance (`Copy/`); a new language is a new case and a new instance.
public enum Language: String, CaseIterable, Codable, Sendable {
    case en, ru
    case de
    case es
    case fr
    case ptBR = "pt-BR"
    case it
    case pl
    case uk
    case tr
    case ja
    case zhHans = "zh-Hans"
    case ar

    /// Picks the first supported language from an `Accept-Language` header value.
    public static func preferred(from acceptLanguage: String?) -> Language? {
        guard let header = acceptLanguage else { return nil }
        let ranked = header.split(separator: ",").enumerated().compactMap { offset, part -> (Language, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first?.lowercased(),
                  let language = Language(rawValue: String(tag.prefix(2))) else { return nil }
            let quality = fields.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return quality > 0 ? (language, quality, offset) : nil
        }
        return ranked.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.first?.0
    }

    // MARK: Thin forwards to the language's copy (`Copy`), where the words and date formats live.

    /// The plural form for `count` by the language's CLDR rule (English one/other; Russian one/few/many).
    public func plural(_ count: Int, one: String, few: String, many: String) -> String {
        copy.plural(count, one: one, few: few, many: many)
    }

    /// `N days` / `N дней`.
    public func days(_ count: Int) -> String { copy.days(count) }

    public func monthName(_ month: Int) -> String { copy.monthName(month) }
    public func weekdayName(_ weekday: Weekday) -> String { copy.weekdayName(weekday) }
    public func shortWeekdayName(_ weekday: Weekday) -> String { copy.shortWeekdayName(weekday) }

    /// `EEEE, d MMMM`: "Saturday, 8 March" / "Суббота, 8 марта".
    public func heading(_ day: Day) -> String { copy.heading(day) }

    /// `d MMM yyyy`: "1 Mar 2025" / "1 мар. 2025 г.".
    public func mediumDate(_ day: Day) -> String { copy.mediumDate(day) }

    /// `EEE d`: "Mon 3" / "Пн 3", the detail page's day chips.
    public func chip(_ day: Day) -> String { copy.chip(day) }

    /// `Mon, Wed, Fri`, or `Every day` when all seven are chosen.
    public func scheduleSummary(_ schedule: Schedule) -> String { copy.scheduleSummary(schedule) }
}
