/// Name rules shared by trackers and categories. (Comparing and searching names folds case
/// with Foundation: `Names.key` and `Names.searchKey` are HabitCore's.)
public enum Names {
    /// Trims whitespace and newlines at both ends (the scalars of Foundation's
    /// `whitespacesAndNewlines`).
    public static func trimmed(_ name: String) -> String {
        trimmed(name, newlines: true)
    }

    /// `text` without spaces at either end (`isSpace`), and without line breaks too with
    /// `newlines` (`isSpaceOrNewline`).
    public static func trimmed(_ text: String, newlines: Bool) -> String {
        let drop = { (scalar: Unicode.Scalar) in newlines ? isSpaceOrNewline(scalar) : isSpace(scalar) }
        let scalars = text.unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, drop(scalars[start]) { start = scalars.index(after: start) }
        while end > start, drop(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// A space: a space separator (general category Zs), a tab or a zero width space (U+200B),
    /// Foundation's `whitespaces`.
    public static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// A space or a line break (U+000A–U+000D, U+0085, and the line and paragraph separators),
    /// Foundation's `whitespacesAndNewlines`.
    public static func isSpaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: isSpace(scalar)
        }
    }

    /// Checks a tracker name and returns it trimmed. Length counts grapheme clusters, so an
    /// emoji or an accented letter counts once.
    public static func validTrackerName(_ name: String) throws(DomainError) -> String {
        let name = trimmed(name)
        try checkPrintable(name)
        if !hasVisibleBase(name) { throw .nameMissing }
        if name.count > Tracker.nameLimit { throw .nameTooLong }
        return name
    }

    public static func validCategoryName(_ name: String) throws(DomainError) -> String {
        let name = trimmed(name)
        try checkPrintable(name)
        if !hasVisibleBase(name) { throw .categoryNameMissing }
        if name.count > Tracker.nameLimit { throw .categoryNameTooLong }
        return name
    }

    /// Whether a name shows anything: at least one grapheme cluster must start with a visible base
    /// character. Spaces, lone combining marks (U+0301), format characters (U+202E, U+200B) and
    /// other default-ignorable code points draw nothing, so a name made only of them is missing.
    public static func hasVisibleBase(_ name: String) -> Bool {
        name.contains { character in
            guard let scalar = character.unicodeScalars.first else { return false }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control,
                 .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned, .surrogate:
                return false
            default:
                return !properties.isDefaultIgnorableCodePoint && !properties.isWhitespace
            }
        }
    }

    /// Refuses control characters (NUL, escape, …): they are invisible, truncate C strings and
    /// mean nothing in a name. Notes may keep line breaks and tabs.
    public static func checkPrintable(_ text: String, allowingLineBreaks: Bool = false) throws(DomainError) {
        for scalar in text.unicodeScalars where scalar.properties.generalCategory == .control {
            if allowingLineBreaks && (scalar == "\n" || scalar == "\r" || scalar == "\t") { continue }
            throw .controlCharacters
        }
    }

    /// A single emoji: one grapheme cluster whose first scalar is an emoji that is not a plain
    /// digit or sign (those also carry the Emoji property).
    public static func isEmoji(_ text: String) -> Bool {
        guard text.count == 1, let scalar = text.unicodeScalars.first else { return false }
        return scalar.properties.isEmoji && scalar.value > 0xFF
    }
}
