/// CLDR plural categories (https://cldr.unicode.org/index/cldr-spec/plural-rules). Each language
/// uses the ones its rule names: English one/other, Russian one/few/many/other, Arabic all six,
/// Japanese and Chinese other alone.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    case zero, one, two, few, many, other
}

/// The CLDR rules of whole numbers that the product's languages follow. A language's copy names
/// its rule (`Copy.pluralRule`); the page's WebAssembly asks the same rule for the category of a
/// number it shows, and the page fills in that category's words.
public enum PluralRule: String, Sendable, CaseIterable {
    /// One for 1, other for everything else (English, German, Turkish).
    case english
    /// One for 1, 21, 31…; few for 2–4, 22–24…; many for 0, 5–20, 25–30… (Russian, Ukrainian).
    case russian
    /// One for 1; few for 2–4, 22–24… (not 12–14); many for 0, 5–21, 25–31…
    case polish
    /// One for 1; many for whole millions (falling back to other's forms); other for the rest
    /// (Spanish, Italian).
    case spanish
    /// One for 0 and 1; many for whole millions; other for the rest (French, Portuguese).
    case french
    /// Zero for 0; one for 1; two for 2; few when n % 100 is 3…10; many when n % 100 is 11…99;
    /// other for the rest (100, 101, 102, 200…).
    case arabic
    /// Other for every number (Japanese, Chinese).
    case chinese

    public func category(_ count: Int) -> PluralCategory {
        let n = count < 0 ? -count : count
        switch self {
        case .english:
            return n == 1 ? .one : .other
        case .russian:
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return .few }
            return .many
        case .spanish:
            if n == 1 { return .one }
            return n != 0 && n % 1_000_000 == 0 ? .many : .other
        case .french:
            if n <= 1 { return .one }
            return n % 1_000_000 == 0 ? .many : .other
        case .arabic:
            switch (n, n % 100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        case .chinese:
            return .other
        }
    }
}
