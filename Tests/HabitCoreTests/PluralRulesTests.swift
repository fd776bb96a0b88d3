import Foundation
import HabitCore
import Testing

/// Each language's plural rule against CLDR as PyPI's `babel` computes it (an independent
/// implementation), for every whole number 0…200 and for numbers written with a fraction
/// (`1.0`, `2.5`, `21.50`): `Fixtures/cldr-plurals.json`, written by `Fixtures/cldr-plurals.py`.
@Suite struct PluralRulesTests {
    struct Fixture: Decodable {
        let babel: String
        let categories: [String: [String]]
        let decimals: [String]
        let decimalCategories: [String: [String]]
    }

    let fixture: Fixture = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cldr-plurals.json")
        return try! JSONDecoder().decode(Fixture.self, from: Data(contentsOf: file))
    }()

    @Test func every_language_agrees_with_babel_from_0_to_200() throws {
        #expect(Set(fixture.categories.keys) == Set(Language.offered.map(\.rawValue)))
        for language in Language.offered {
            let expected = try #require(fixture.categories[language.rawValue])
            #expect(expected.count == 201)
            let ours = (0...200).map { "\(language.copy.pluralCategory($0))" }
            let differ = (0...200).filter { ours[$0] != expected[$0] }.map { "\($0): \(ours[$0]) ≠ babel's \(expected[$0])" }
            #expect(differ.isEmpty, "\(language.rawValue): \(differ.prefix(8))")
        }
    }

    @Test func every_language_agrees_with_babel_on_numbers_with_a_fraction() throws {
        #expect(Set(fixture.decimalCategories.keys) == Set(Language.offered.map(\.rawValue)))
        let numbers = try fixture.decimals.map { try #require(PluralOperands(written: $0), "\($0)") }
        #expect(numbers.count > 100)
        for language in Language.offered {
            let expected = try #require(fixture.decimalCategories[language.rawValue])
            #expect(expected.count == numbers.count)
            let differ = zip(fixture.decimals, zip(numbers, expected)).compactMap { text, pair -> String? in
                let ours = "\(language.copy.pluralCategory(pair.0))"
                return ours == pair.1 ? nil : "\(text): \(ours) ≠ babel's \(pair.1)"
            }
            #expect(differ.isEmpty, "\(language.rawValue): \(differ.prefix(8))")
        }
    }

    @Test func operands_are_read_from_the_number_as_written() {
        let read = { (text: String) in PluralOperands(written: text).map { [$0.i, $0.v, $0.t] } }
        #expect(read("1") == [1, 0, 0] && read("1.0") == [1, 1, 0] && read("-2.50") == [2, 2, 5] && read("0,125") == [0, 3, 125])
        #expect(PluralOperands(written: "1.") == nil && PluralOperands(written: ".5") == nil && PluralOperands(written: "1e3") == nil)
        #expect(PluralOperands(-21) == PluralOperands(written: "21"))
    }
}
