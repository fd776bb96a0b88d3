/// Rewrites one English copy file (`Sources/HabitCore/Copy/English*.swift`) into the
/// pseudo-locale's (`en-XA`, SPEC §19): the same code, with `English` renamed `PseudoEnglish` and
/// the words of every string literal accented, 40 % longer and bracketed, so a page that shows a
/// word outside brackets shows one that did not come from the catalogue.
///
/// Only the literals' own text changes: escapes (`\n`, `\"`), interpolations (`\(name)`, whose
/// nested literals are rewritten in turn), `{placeholders}` the page script fills, and text
/// without a letter (`", "`, `"."`) stay as they are. A literal matched as a `case` pattern
/// (`case "csv":`) or compared (`format == "csv"`) is code, not copy, and stays too. Swift is
/// read only as far as that needs: comments, string literals (raw, multi-line) and parentheses.
struct PseudoSource {
    private let text: [Character]
    private var index = 0
    private var output = ""

    static func rewrite(_ source: String) -> String {
        var rewriter = PseudoSource(text: Array(source))
        rewriter.code(endingAt: nil)
        return rewriter.output
    }

    private init(text: [Character]) { self.text = text }

    private func peek(_ offset: Int = 0) -> Character? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private func starts(with prefix: String) -> Bool {
        var offset = 0
        for character in prefix {
            guard peek(offset) == character else { return false }
            offset += 1
        }
        return true
    }

    private mutating func take() -> Character {
        defer { index += 1 }
        return text[index]
    }

    /// Whether the code written last is `==` or `!=`, so that a literal now is compared.
    private var comparing: Bool {
        let code = output.reversed().drop(while: \.isWhitespace).prefix(2)
        return code.first == "=" && (code.last == "=" || code.last == "!")
    }

    /// Code up to the `)` that closes an interpolation (`endingAt: ")"`), or to the end.
    private mutating func code(endingAt close: Character?) {
        var depth = 0
        // Inside a `case` pattern (up to its `:` at the same depth) literals are code.
        var patternDepth: Int?
        while let character = peek() {
            if starts(with: "//") {
                while let c = peek(), c != "\n" { output.append(take()) }
            } else if starts(with: "/*") {
                blockComment()
            } else if character == "#" || character == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                guard peek(hashes) == "\"" else {
                    output.append(take())
                    continue
                }
                stringLiteral(hashes: hashes, isCode: patternDepth != nil || comparing)
            } else if character.isLetter || character == "_" {
                var word = ""
                while let c = peek(), c.isLetter || c.isNumber || c == "_" { word.append(take()) }
                output += word == "English" ? "PseudoEnglish" : word
                if word == "case" { patternDepth = depth }
            } else if character == "(" || character == "[" {
                depth += 1
                output.append(take())
            } else if character == ")" || character == "]" {
                if depth == 0, character == close { return }
                depth -= 1
                output.append(take())
            } else if character == ":" || character == "{", patternDepth == depth {
                patternDepth = nil
                output.append(take())
            } else {
                output.append(take())
            }
        }
    }

    private mutating func blockComment() {
        var depth = 0
        while peek() != nil {
            if starts(with: "/*") {
                depth += 1
                output += "/*"
                index += 2
            } else if starts(with: "*/") {
                depth -= 1
                output += "*/"
                index += 2
                if depth == 0 { return }
            } else {
                output.append(take())
            }
        }
    }

    /// One literal from its opening quotes (after `hashes` `#`s) to its closing ones.
    private mutating func stringLiteral(hashes: Int, isCode: Bool) {
        let pounds = String(repeating: "#", count: hashes)
        let multiline = starts(with: pounds + "\"\"\"")
        let quotes = multiline ? "\"\"\"" : "\""
        output += pounds + quotes
        index += hashes + quotes.count
        var run: [Piece] = []
        func flush(_ rewriter: inout PseudoSource) {
            rewriter.output += isCode ? run.map(\.source).joined() : PseudoText.rewrite(run)
            run = []
        }
        while peek() != nil {
            if starts(with: quotes + pounds) {
                flush(&self)
                output += quotes + pounds
                index += quotes.count + hashes
                return
            }
            if starts(with: "\\" + pounds) {
                let escapeStart = index
                index += 1 + hashes
                if peek() == "(" {
                    flush(&self)
                    index += 1
                    output += "\\" + pounds + "("
                    code(endingAt: ")")
                    if peek() == ")" { output.append(take()) }
                    continue
                }
                // `\u{…}` to its brace; any other escape is one character.
                if peek() == "u", peek(1) == "{" {
                    while let c = peek(), c != "}" { index += 1 }
                }
                if peek() != nil { index += 1 }
                run.append(.escape(String(text[escapeStart..<index])))
                continue
            }
            run.append(.plain(take()))
        }
        flush(&self)
    }
}

/// A literal's text between interpolations, as its source spells it.
enum Piece {
    case plain(Character)
    /// An escape sequence (`\n`, `\"`, `\u{2014}`), kept as written.
    case escape(String)

    var source: String {
        switch self {
        case .plain(let character): String(character)
        case .escape(let sequence): sequence
        }
    }
}
