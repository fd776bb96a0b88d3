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
    /// The pseudo-locale, for tests only (SPEC §19): English accented, 40 % longer and bracketed
    /// (`PseudoEnglish`, generated from `English` at build time), so a word shown outside brackets
    /// is one that bypassed the catalogue. Asked for by name alone (`?lang=en-XA`); never offered.
    case pseudo = "en-XA"

    /// The languages a person can choose, in Settings or through Accept-Language: all but the
    /// pseudo-locale.
    public static var offered: [Language] { allCases.filter { $0 != .pseudo } }

    /// Picks the supported language an `Accept-Language` header value ranks highest: by q-value,
    /// then by order. A range matches by its whole tag (`pt-BR`, `zh-Hans`) or, as RFC 4647's
    /// lookup truncates it, by its language alone, so every Portuguese asks for Brazilian
    /// Portuguese and every Chinese (`zh`, `zh-CN`, `zh-SG`, `zh-TW`) for Simplified Chinese.
    /// Ranges with `q=0` or an unreadable q-value, and `*`, choose nothing.
    public static func preferred(from acceptLanguage: String?) -> Language? {
        guard let header = acceptLanguage else { return nil }
        let ranked = header.split(separator: ",").enumerated().compactMap { offset, part -> (Language, Double, Int)? in
            let fields = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = fields.first, let language = Language(tag: tag) else { return nil }
            var quality = 1.0
            if let q = fields.dropFirst().first(where: { $0.lowercased().hasPrefix("q=") }) {
                guard let value = Double(q.dropFirst(2)), (0...1).contains(value) else { return nil }
                quality = value
            }
            return quality > 0 ? (language, quality, offset) : nil
        }
        return ranked.min { ($0.1, -$0.2) > ($1.1, -$1.2) }?.0
    }

    /// The language a BCP 47 tag asks for, ignoring case: the tag itself, else its first subtag.
    init?(tag: String) {
        let lowered = tag.lowercased()
        if let exact = Language.offered.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = exact
            return
        }
        switch lowered.split(separator: "-").first.map(String.init) {
        case "pt": self = .ptBR
        case "zh": self = .zhHans
        case let primary?:
            guard let language = Language(rawValue: primary) else { return nil }
            self = language
        case nil: return nil
        }
    }

    /// The direction its text runs in (`dir`): Arabic right to left, the others left to right.
    public var direction: String {
        switch self {
        case .ar: "rtl"
        case .en, .ru, .de, .es, .fr, .ptBR, .it, .pl, .uk, .tr, .ja, .zhHans, .pseudo: "ltr"
        }
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

// MARK: Numbers a person reads, through Foundation (SPEC §19)

extension Language {
    /// The locale numbers are written in: the language's own (the pseudo-locale writes English's).
    public var locale: Locale { Locale(identifier: self == .pseudo ? Language.en.rawValue : rawValue) }

    /// A count as the locale writes it, grouped: `1,234`, `1.234`, `1 234`; Spanish and Italian
    /// `1234` (CLDR groups their numbers from five digits). The digits are the locale's:
    /// Foundation's (CLDR's) `ar` writes Latin ones, as Arabic-speaking countries mostly do.
    public func formatted(_ count: Int) -> String { count.formatted(.number.locale(locale)) }

    /// An amount with up to three decimals, grouped and with the locale's separator: `10,000.5`,
    /// `10.000,5`. Only for reading: a field's value stays ungrouped (`Copy.number`), so that
    /// it reads back as the same amount.
    public func formatted(_ value: Decimal) -> String {
        value.formatted(.number.locale(locale).precision(.fractionLength(0...3)))
    }

    public func formatted(_ quantity: Quantity) -> String { formatted(quantity.decimal) }

    /// How the locale writes amounts, read off Foundation's own output (`formatted`), for the
    /// page's WebAssembly, which has no Foundation, to write them alike (SPEC §23; a test holds
    /// `NumberStyle.text` to `formatted` in every language).
    public var numberStyle: NumberStyle { Self.numberStyles[self] ?? NumberStyle(decimalSeparator: ".", groupSeparator: ",", minimumGrouping: 1) }

    private static let numberStyles = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.readNumberStyle()) })

    private func readNumberStyle() -> NumberStyle {
        let number = { (text: String) in formatted(Decimal(string: text) ?? 0) }
        let grouped = number("1234567")                 // 1,234,567 · 1 234 567 · 1234567
        let minimum = !number("1234").contains("1234") ? 1 : !number("12345").contains("12345") ? 2 : 3
        return NumberStyle(decimalSeparator: String(number("0.5").dropFirst().dropLast()),
                           groupSeparator: String(grouped.dropFirst().prefix { $0 != "2" }),
                           minimumGrouping: minimum, minus: String(number("-1").dropLast()))
    }

    /// A whole percentage with the locale's sign and spacing: `12%`, `12 %`, `%12`.
    public func percent(_ value: Int) -> String { value.formatted(.percent.locale(locale)) }
}
