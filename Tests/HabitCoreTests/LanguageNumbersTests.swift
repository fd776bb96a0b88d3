import Foundation
import HabitCore
import Testing

/// Numbers a person reads come from the language's locale through Foundation (SPEC §19):
/// grouping, the decimal separator, the percent sign's place and the digits.
@Suite struct LanguageNumbersTests {
    @Test func counts_are_grouped_as_each_locale_groups_them() {
        #expect(Language.en.formatted(1234) == "1,234" && Language.de.formatted(1234) == "1.234")
        #expect(Language.fr.formatted(1234) == "1\u{202F}234" && Language.ru.formatted(1234) == "1\u{A0}234")
        // Spanish, Italian and Polish group from five digits on.
        #expect(Language.es.formatted(1234) == "1234" && Language.es.formatted(12345) == "12.345")
        #expect(Language.ja.formatted(10_000) == "10,000" && Language.pseudo.formatted(10_000) == "10,000")
        #expect(Language.en.formatted(7) == "7" && Language.ar.formatted(1234) == "1,234")
    }

    @Test func amounts_keep_up_to_three_decimals_with_the_locales_separator() {
        #expect(Language.en.formatted(Quantity(thousandths: 10_000_500)) == "10,000.5")
        #expect(Language.de.formatted(Quantity(thousandths: 10_000_500)) == "10.000,5")
        #expect(Language.ru.formatted(Quantity(thousandths: 125)) == "0,125" && Language.en.formatted(Quantity(3)) == "3")
        #expect(Language.pl.formatted(Decimal(string: "0.9")!) == "0,9")
    }

    @Test func percentages_put_the_sign_where_the_locale_does() {
        #expect(Language.en.percent(12) == "12%" && Language.tr.percent(12) == "%12")
        #expect(Language.fr.percent(12) == "12\u{A0}%" && Language.de.percent(12) == "12\u{A0}%")
    }

    /// The decimal separator the copy writes into fields (`Copy.number`) is the locale's, and
    /// each language's locale writes Latin digits: Foundation's `ar`, as CLDR has it since
    /// version 42, unlike `ar-EG` or `ar-SA`. Fields accept Arabic-Indic digits all the same
    /// (`Quantity`).
    @Test func every_languages_separator_and_digits_are_its_locales() {
        for language in Language.allCases {
            #expect(language.locale.decimalSeparator == language.copy.decimalSeparator, "\(language)")
            #expect(language.locale.numberingSystem.identifier == "latn", "\(language)")
            #expect(language.formatted(Quantity(thousandths: 2500)) == language.copy.number(Quantity(thousandths: 2500)), "\(language)")
        }
        #expect(Locale(identifier: "ar-EG").numberingSystem.identifier == "arab")
        #expect(Quantity("٢٫٥") == Quantity(thousandths: 2500) && Quantity("١٠٠٠٠") == Quantity(10_000))
    }

    /// The page's WebAssembly has no Foundation: it writes amounts with the style the server reads
    /// off Foundation (`Language.numberStyle`), and must write what Foundation writes, grouping
    /// thresholds, separators and minus sign included (SPEC §23).
    @Test func the_pages_number_style_writes_what_foundation_writes() {
        var generator = SystemRandomNumberGenerator()
        let chosen = [0, 5, 125, 1000, 2500, 999_999, 1_234_000, 1_234_500, 12_345_000, 123_456_789, 1_000_000_000,
                      1_234_567_125, 999_999_999_999, 1_000_000_000_001]
        for language in Language.allCases {
            let style = language.numberStyle
            let sample = (0..<200).map { _ in Int.random(in: 0...10_000_000_000, using: &generator) }
            for thousandths in chosen + sample {
                for quantity in [Quantity(thousandths: thousandths), Quantity(thousandths: -thousandths)] {
                    #expect(style.text(quantity) == language.formatted(quantity), "\(language) \(quantity.thousandths)")
                }
            }
        }
        #expect(Language.ru.numberStyle.text(Quantity(thousandths: 1_234_500)) == "1\u{A0}234,5")
        #expect(Language.es.numberStyle.text(Quantity(1234)) == "1234" && Language.es.numberStyle.text(Quantity(12345)) == "12.345")
    }
}
