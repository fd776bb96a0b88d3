import Foundation
import HabitCore
import Testing

/// Each language's plural rule against CLDR as PyPI's `babel` computes it (an independent
/// implementation), for every whole number 0…200: `Fixtures/cldr-plurals.json`, written by
/// `Fixtures/cldr-plurals.py`.
@Suite struct PluralRulesTests {
    struct Fixture: Decodable {
        let babel: String
        let categories: [String: [String]]
    }

    @Test func every_language_agrees_with_babel_from_0_to_200() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cldr-plurals.json")
        let fixture = try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: file))
        #expect(Set(fixture.categories.keys) == Set(Language.offered.map(\.rawValue)))
        for language in Language.offered {
            let expected = try #require(fixture.categories[language.rawValue])
            #expect(expected.count == 201)
            let ours = (0...200).map { "\(language.copy.pluralCategory($0))" }
            let differ = (0...200).filter { ours[$0] != expected[$0] }.map { "\($0): \(ours[$0]) ≠ babel's \(expected[$0])" }
            #expect(differ.isEmpty, "\(language.rawValue): \(differ.prefix(8))")
        }
    }
}
