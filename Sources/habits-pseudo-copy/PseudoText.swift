/// The pseudo-locale's form of one run of a literal's text (SPEC §19): its letters accented
/// (`Trackers` → `Ţŕàçķéŕš`), 40 % more characters of accented filler, and brackets around it,
/// the spaces at either end left outside so that pieces joined around an interpolation still
/// read as words (and a multi-line literal keeps its layout). A run without a Latin letter (`", "`, `"."`, `"✓"`) is returned as it was.
enum PseudoText {
    static func rewrite(_ run: [Piece]) -> String {
        let source = run.map(\.source).joined()
        guard let first = run.firstIndex(where: { !$0.isSpace }), let last = run.lastIndex(where: { !$0.isSpace }) else {
            return source
        }
        let core = Array(run[first...last])
        var accented = ""
        var hasLetter = false
        var placeholder = false
        for piece in core {
            guard case .plain(let character) = piece else {
                accented += piece.source
                continue
            }
            // `{done}`, `{total}`, `{value}`: filled in by the page script, so kept as they are.
            if character == "{" { placeholder = true } else if character == "}" { placeholder = false }
            if !placeholder, let replacement = accents[character] {
                hasLetter = true
                accented.append(replacement)
            } else {
                accented.append(character)
            }
        }
        guard hasLetter else { return source }
        let extra = (core.count * 2 + 4) / 5  // 40 %, rounded up
        let padding = String(filler.prefix(max(extra - 1, 1))).trimmingSuffixSpaces
        return run[..<first].map(\.source).joined() + "[" + accented + " " + padding + "]"
            + run[(last + 1)...].map(\.source).joined()
    }

    /// Words of filler, accented like the rest, so a longer text wraps as a translation would.
    private static let filler = Array("ŵûñ ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ éļéṽéñ ţŵéļṽé ţĥîŕţééñ ƒöûŕţééñ ƒîƒţééñ")

    /// Each ASCII letter's accented look-alike, one precomposed character each.
    private static let accents: [Character: Character] = Dictionary(uniqueKeysWithValues: zip(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
        "àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"))
}

extension Piece {
    /// Spaces, and the line breaks and indentation of a multi-line literal, which must stay
    /// where they are (its first line of text begins after them).
    var isSpace: Bool {
        if case .plain(let character) = self { character == " " || character == "\t" || character.isNewline } else { false }
    }
}

extension String {
    fileprivate var trimmingSuffixSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
