import Foundation

/// The languages the product speaks. Rules never format text; errors and screens ask for a
/// language explicitly so the same rule can answer in English or Russian.
public enum Language: String, CaseIterable, Codable, Sendable {
    case en, ru

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

    /// The plural form for `count`: English one/other; Russian one/few/many (CLDR rules).
    public func plural(_ count: Int, one: String, few: String, many: String) -> String {
        let n = abs(count)
        switch self {
        case .en:
            return n == 1 ? one : many
        case .ru:
            if n % 10 == 1 && n % 100 != 11 { return one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return few }
            return many
        }
    }

    /// `N days` / `N дней`.
    public func days(_ count: Int) -> String {
        switch self {
        case .en: return "\(count) \(plural(count, one: "day", few: "days", many: "days"))"
        case .ru: return "\(count) \(plural(count, one: "день", few: "дня", many: "дней"))"
        }
    }

    // MARK: Dates, formatted without ICU (DateFormatter costs memory and start-up time).

    public func monthName(_ month: Int) -> String {
        switch self {
        case .en: return ["January", "February", "March", "April", "May", "June", "July", "August",
                          "September", "October", "November", "December"][month - 1]
        case .ru: return ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август",
                          "сентябрь", "октябрь", "ноябрь", "декабрь"][month - 1]
        }
    }

    /// The month as it reads after a day number ("8 March", "8 марта").
    func monthNameAfterDay(_ month: Int) -> String {
        switch self {
        case .en: return monthName(month)
        case .ru: return ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
                          "сентября", "октября", "ноября", "декабря"][month - 1]
        }
    }

    func shortMonthName(_ month: Int) -> String {
        switch self {
        case .en: return ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1]
        case .ru: return ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."][month - 1]
        }
    }

    public func weekdayName(_ weekday: Weekday) -> String {
        switch self {
        case .en: return ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][weekday.index]
        case .ru: return ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"][weekday.index]
        }
    }

    public func shortWeekdayName(_ weekday: Weekday) -> String {
        switch self {
        case .en: return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday.index]
        case .ru: return ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"][weekday.index]
        }
    }

    /// `EEEE, d MMMM`: "Saturday, 8 March" / "Суббота, 8 марта".
    public func heading(_ day: Day) -> String {
        let name = weekdayName(day.weekday)
        return "\(name.prefix(1).uppercased() + name.dropFirst()), \(day.dayOfMonth) \(monthNameAfterDay(day.month))"
    }

    /// `d MMM yyyy`: "1 Mar 2025" / "1 мар. 2025 г.".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        switch self {
        case .en: return "\(d) \(shortMonthName(m)) \(y)"
        case .ru: return "\(d) \(shortMonthName(m)) \(y) г."
        }
    }

    /// `EEE d`: "Mon 3" / "Пн 3", the detail page's day chips.
    public func chip(_ day: Day) -> String {
        "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)"
    }

    /// `Mon, Wed, Fri`, or `Every day` when all seven are chosen.
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days):
            if days.isEveryDay { return self == .en ? "Every day" : "Каждый день" }
            return days.map { shortWeekdayName($0) }.joined(separator: ", ")
        }
    }
}

