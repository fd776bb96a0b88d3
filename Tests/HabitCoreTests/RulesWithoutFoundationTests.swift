import Foundation
import Testing
@testable import HabitRules

/// HabitRules imports nothing (it also compiles to WebAssembly), so what Foundation did for it is
/// written out there; each piece is checked here against Foundation, exhaustively where it can be.
struct RulesWithoutFoundationTests {
    /// Strength's half-life multiplier, 0.5^(√f ÷ 13), for every frequency a schedule can have
    /// (every day, and t times in d days for d up to 365): glibc's `pow` bit for bit for every
    /// day and a week's and a month's counts (so strengths such as 1 − 2⁻⁷ land where they did),
    /// and for all but 67 of the 66,431 frequencies. Those 67 are one unit in the last place
    /// apart: `half` is correctly rounded there and glibc's `pow` (which promises under 0.52 of
    /// a unit) is not, as a 60-digit `decimal` computation in Python shows.
    @Test func the_half_life_multiplier_is_pows_but_correctly_rounded() {
        var frequencies: [(times: Int, days: Int)] = [(1, 1)] + (1...6).map { ($0, 7) } + (1...27).map { ($0, 30) }
        let exact = frequencies.count
        for days in 2...365 { for times in 1..<days { frequencies.append((times, days)) } }
        var differ = 0
        for (index, frequency) in frequencies.enumerated() {
            let exponent = (Double(frequency.times) / Double(frequency.days)).squareRoot() / 13
            let half = Judgement.half(exponent), glibc = pow(0.5, exponent)
            if index < exact { #expect(half == glibc, "\(frequency)") }
            guard half != glibc else { continue }
            differ += 1
            #expect(half.nextUp == glibc || half.nextDown == glibc, "\(frequency)")
        }
        #expect(differ == 67)
    }

    /// `Names.trimmed` drops the scalars Foundation's `whitespacesAndNewlines` names, and
    /// `Names.isSpace` those of `whitespaces`, for every scalar there is.
    @Test func trimming_matches_foundations_character_sets_for_every_scalar() {
        var differ: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if Names.isSpaceOrNewline(scalar) != CharacterSet.whitespacesAndNewlines.contains(scalar)
                || Names.isSpace(scalar) != CharacterSet.whitespaces.contains(scalar) { differ.append(value) }
        }
        #expect(differ.isEmpty, "differ at \(differ.prefix(10).map { String($0, radix: 16) })")
        for text in ["  a b  ", "\u{3000}x\u{85}", "\n\t", "\u{2028}é\u{301} ", "", "x"] {
            #expect(Names.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Ids parse and print as Foundation's `UUID` does, and order as their text.
    @Test func identifiers_read_and_write_as_uuids_do() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let uuid = UUID()
            let id = Identifier<Int>(uuid)
            #expect(id.lowercased == uuid.uuidString.lowercased())
            #expect(Identifier<Int>(uuid.uuidString) == id && id.uuid == uuid)
            // Damaged texts: a character replaced, dropped or added.
            var text = Array(uuid.uuidString)
            let position = Int.random(in: 0..<text.count, using: &generator)
            switch Int.random(in: 0..<3, using: &generator) {
            // (Foundation's Linux parser also takes a sign or a space inside a byte, as sscanf's
            // `%2hhx` does; an id here is the canonical form only.)
            case 0: text[position] = ["g", "{", "Z", "0", "a"].randomElement(using: &generator)!
            case 1: text.remove(at: position)
            default: text.insert("a", at: position)
            }
            let damaged = String(text)
            #expect((Identifier<Int>(damaged) != nil) == (UUID(uuidString: damaged) != nil), "\(damaged)")
            let other = Identifier<Int>(UUID())
            #expect((id < other) == (id.lowercased < other.lowercased))
        }
    }
}
