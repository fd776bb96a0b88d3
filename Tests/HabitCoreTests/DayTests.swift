import Foundation
import HabitCore
import HabitTestSupport
import Testing

@Suite struct DayTests {
    @Test func parses_and_prints_iso_dates() {
        #expect(d("2025-03-07").iso == "2025-03-07")
        #expect(Day("2025-02-29") == nil && Day("2025-3-7") == nil && Day("2025-03-07x") == nil && Day("") == nil)
        #expect(Day("2024-02-29") != nil)
    }

    @Test func agrees_with_the_gregorian_calendar_for_every_day_from_1900_to_2100() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var date = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))!
        var day = Day(year: 1900, month: 1, day: 1)!
        while day < Day(year: 2100, month: 12, day: 31)! {
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            #expect(day.components == (parts.year!, parts.month!, parts.day!))
            #expect(day.weekday.index == (parts.weekday! + 5) % 7)
            if day.components != (parts.year!, parts.month!, parts.day!) { break }
            date = date.addingTimeInterval(86_400)
            day = day.adding(days: 1)
        }
    }

    @Test func arithmetic_across_month_year_and_leap_boundaries() {
        #expect(d("2024-02-28").adding(days: 1) == d("2024-02-29"))
        #expect(d("2024-02-29").adding(days: 1) == d("2024-03-01"))
        #expect(d("2025-12-31").adding(days: 1) == d("2026-01-01"))
        #expect(d("2025-03-01").days(until: d("2025-03-07")) == 6)
        #expect(d("2025-01-31").adding(months: 1) == d("2025-02-28"))
        #expect(d("2025-03-08").weekday == .sat)
        #expect(d("2025-03-03").weekday == .mon && d("2025-03-03").weekday.index == 0, "weeks start on Monday")
        #expect(d("2025-03-08").startOfMonth == d("2025-03-01"))
    }

    @Test func dst_in_New_York_moves_hours_not_days() {
        let zone = TimeZone(identifier: "America/New_York")!
        // Spring forward on 2026-03-08 at 02:00 → 03:00.
        #expect(Day(Date(timeIntervalSince1970: 1_772_953_140), in: zone) == d("2026-03-08"))  // 01:59 EST
        #expect(Day(Date(timeIntervalSince1970: 1_772_953_200), in: zone) == d("2026-03-08"))  // 03:00 EDT
        #expect(Day(instant("2026-03-08T23:59:00", "America/New_York"), in: zone) == d("2026-03-08"))
        #expect(Day(instant("2026-03-09T00:00:00", "America/New_York"), in: zone) == d("2026-03-09"))
        // The 23-hour day still counts as one day.
        let start = instant("2026-03-08T00:00:00", "America/New_York")
        let next = instant("2026-03-09T00:00:00", "America/New_York")
        #expect(next.timeIntervalSince(start) == 23 * 3600)
        #expect(Day(start, in: zone).days(until: Day(next, in: zone)) == 1)
        // Fall back on 2026-11-01: a 25-hour day.
        #expect(Day(instant("2026-11-01T23:30:00", "America/New_York"), in: zone) == d("2026-11-01"))
        #expect(Day(instant("2026-11-02T00:30:00", "America/New_York"), in: zone) == d("2026-11-02"))
        #expect(instant("2026-11-02T00:00:00", "America/New_York").timeIntervalSince(instant("2026-11-01T00:00:00", "America/New_York")) == 25 * 3600)
    }

    @Test func dst_in_London() {
        let zone = TimeZone(identifier: "Europe/London")!
        // 2026-03-29: 01:00 GMT → 02:00 BST. 23:30 BST on the 29th is 22:30 UTC.
        #expect(Day(Date(timeIntervalSince1970: 1_774_823_400), in: zone) == d("2026-03-29"))
        #expect(Day(instant("2026-03-29T23:59:59", "Europe/London"), in: zone) == d("2026-03-29"))
        #expect(Day(instant("2026-03-30T00:00:00", "Europe/London"), in: zone) == d("2026-03-30"))
        // 2026-10-25: 02:00 BST → 01:00 GMT.
        #expect(Day(instant("2026-10-25T23:59:00", "Europe/London"), in: zone) == d("2026-10-25"))
        #expect(Day(instant("2026-10-26T00:00:30", "Europe/London"), in: zone) == d("2026-10-26"))
    }

    @Test func Kiritimati_is_fourteen_hours_ahead_of_UTC() {
        let zone = TimeZone(identifier: "Pacific/Kiritimati")!
        let utcEvening = Clock.parseInstant("2025-03-07T10:00:00Z", zone: utc)!
        #expect(Day(utcEvening, in: zone) == d("2025-03-08"))
        #expect(Day(utcEvening, in: TimeZone(identifier: "Pacific/Pago_Pago")!) == d("2025-03-06"))
        #expect(Day(Clock.parseInstant("2025-03-07T09:59:59Z", zone: utc)!, in: zone) == d("2025-03-07"))
    }

    @Test func parses_instants_with_and_without_zone() {
        #expect(Clock.parseInstant("2025-03-07T23:59:00Z", zone: utc)?.timeIntervalSince1970 == 1_741_391_940)
        #expect(Clock.parseInstant("2025-03-08T02:59:00+03:00", zone: utc)?.timeIntervalSince1970 == 1_741_391_940)
        #expect(Clock.parseInstant("2025-03-07T23:59:00.500Z", zone: utc)?.timeIntervalSince1970 == 1_741_391_940.5)
        #expect(Clock.parseInstant("2025-03-07T18:59:00", zone: TimeZone(identifier: "America/New_York")!)?
            .timeIntervalSince1970 == 1_741_391_940)
        #expect(Clock.parseInstant("yesterday", zone: utc) == nil && Clock.parseInstant("2025-03-07T25:00Z", zone: utc) == nil)
    }

    @Test func formats_dates_in_English_and_Russian() {
        #expect(Language.en.heading(march(8)) == "Saturday, 8 March")
        #expect(Language.ru.heading(march(8)) == "Суббота, 8 марта")
        #expect(Language.en.mediumDate(march(1)) == "1 Mar 2025")
        #expect(Language.en.chip(d("2025-03-03")) == "Mon 3")
        #expect(Language.en.scheduleSummary(.everyDay) == "Every day")
        #expect(Language.en.scheduleSummary(.weekdays(WeekdaySet([.fri, .mon, .wed]))) == "Mon, Wed, Fri")
        #expect(Language.ru.scheduleSummary(.everyDay) == "Каждый день")
    }

    @Test func plural_rules() {
        #expect([1, 2, 5, 21].map(Language.en.days) == ["1 day", "2 days", "5 days", "21 days"])
        #expect([1, 2, 5, 21, 11, 12, 22, 111, 0].map(Language.ru.days)
                == ["1 день", "2 дня", "5 дней", "21 день", "11 дней", "12 дней", "22 дня", "111 дней", "0 дней"])
    }

    @Test func accept_language_picks_a_supported_language() {
        #expect(Language.preferred(from: "ru-RU,ru;q=0.9,en;q=0.8") == .ru)
        #expect(Language.preferred(from: "nl-NL,en;q=0.5,ru;q=0.4") == .en)
        #expect(Language.preferred(from: "de-DE,en;q=0.5") == .de)
        #expect(Language.preferred(from: "nl") == nil)
        // Portuguese of any country is Brazilian Portuguese; Chinese of any script or country is Simplified.
        for tag in ["pt", "pt-PT", "pt-BR", "PT-br", "pt-AO"] { #expect(Language.preferred(from: tag) == .ptBR) }
        for tag in ["zh", "zh-CN", "zh-Hans", "zh-hans-CN", "zh-SG", "ZH-cn"] { #expect(Language.preferred(from: tag) == .zhHans) }
        // q-values rank, then order; q=0 and unreadable q-values choose nothing.
        #expect(Language.preferred(from: "en;q=0.4, ja;q=0.9, ar;q=0.9") == .ja)
        #expect(Language.preferred(from: "fr;q=0, uk;q=0.1") == .uk)
        #expect(Language.preferred(from: "tr;q=high, it;q=0.2") == .it)
        #expect(Language.preferred(from: "de;q=2, pl;q=0.3") == .pl)
        #expect(Language.preferred(from: "*, es;q=0.5") == .es)
        #expect(Language.preferred(from: "") == nil)
        #expect(Language.preferred(from: " , ;q=1") == nil)
    }
}
