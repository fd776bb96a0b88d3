/// CLDR plural categories (https://cldr.unicode.org/index/cldr-spec/plural-rules). Each language
/// uses the ones its rule names: English one/other, Russian one/few/many/other, Arabic all six,
/// Japanese and Chinese other alone.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The CLDR plural rules the product's languages follow, for whole numbers and for numbers
/// written with a fraction (`PluralOperands`: `1` and `1.0` may differ). A language's copy names
/// its rule (`Copy.pluralRule`); the page's WebAssembly asks the same rule for the category of a
/// number it shows, and the page fills in that category's words.
public enum PluralRule: String, Sendable, CaseIterable {
    /// One for 1 without a fraction shown; other for the rest (`0`, `2`, `1.0`, `1.5`): English, German.
    case english
    /// One for 1 (`1,0` too); other for the rest: Turkish.
    case turkish
    /// One for 1, 21, 31…; few for 2–4, 22–24…; many for 0, 5–20, 25–30…; other for numbers
    /// shown with a fraction (`1,5 дня`): Russian, Ukrainian.
    case russian
    /// One for 1; few for 2–4, 22–24… (not 12–14); many for 0, 5–21, 25–31…; other for fractions.
    case polish
    /// One for 1 (`1,0` too); many for whole millions (falling back to other's forms); other for
    /// the rest: Spanish.
    case spanish
    /// One for 1 without a fraction shown; many for whole millions; other for the rest: Italian.
    case italian
    /// One below 2 (`0`, `1`, `1,5`); many for whole millions; other for the rest: French,
    /// Portuguese (Brazil).
    case french
    /// Zero for 0; one for 1; two for 2; few when n % 100 is 3…10; many when n % 100 is 11…99;
    /// other for the rest (100, 101, 102, 200…, and every number with a fraction but `1,0` and
    /// the like, whose value is whole).
    case arabic
    /// Other for every number: Japanese, Chinese.
    case chinese

    /// The category of a number as it is written.
    public func category(_ number: PluralOperands) -> PluralCategory {
        let (i, v) = (number.i, number.v)
        switch self {
        case .english:
            return i == 1 && v == 0 ? .one : .other
        case .turkish:
            return number.n(in: 1...1) ? .one : .other
        case .russian:
            if v == 0 && i % 10 == 1 && i % 100 != 11 { return .one }
            if v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return v == 0 ? .many : .other
        case .polish:
            if i == 1 && v == 0 { return .one }
            if v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return v == 0 ? .many : .other
        case .spanish:
            if number.n(in: 1...1) { return .one }
            return number.isWholeMillions ? .many : .other
        case .italian:
            if i == 1 && v == 0 { return .one }
            return number.isWholeMillions ? .many : .other
        case .french:
            if i <= 1 { return .one }
            return number.isWholeMillions ? .many : .other
        case .arabic:
            if number.n(in: 0...0) { return .zero }
            if number.n(in: 1...1) { return .one }
            if number.n(in: 2...2) { return .two }
            if number.n(mod: 100, in: 3...10) { return .few }
            return number.n(mod: 100, in: 11...99) ? .many : .other
        case .chinese:
            return .other
        }
    }

    /// The category of a whole number.
    public func category(_ count: Int) -> PluralCategory { category(PluralOperands(count)) }
}
