/// HTML built as a tree and escaped when rendered, so user text can never become markup.
/// Pages are written with `element(...)` and the `@NodeBuilder` result builder; strings placed
/// in a builder are text nodes (escaped), attribute values are escaped too.
public indirect enum Node: Sendable {
    case element(String, [Attribute], [Node])
    case text(String)
    /// Markup written by this program (never user input), such as the doctype.
    case trusted(String)
    case fragment([Node])

    public typealias Attribute = (name: String, value: String?)

    static let voidElements: Set<String> = ["meta", "link", "input", "img", "br", "hr", "source"]

    public func render() -> String { String(decoding: bytes(), as: UTF8.self) }

    /// The markup as UTF-8, built in one byte buffer (cheaper than growing a `String`).
    public func bytes() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(8_192)
        render(into: &output)
        return output
    }

    func render(into output: inout [UInt8]) {
        switch self {
        case .text(let text):
            Self.escape(text, quotes: false, into: &output)
        case .trusted(let markup):
            output.append(contentsOf: markup.utf8)
        case .fragment(let nodes):
            for node in nodes { node.render(into: &output) }
        case .element(let name, let attributes, let children):
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: name.utf8)
            for attribute in attributes {
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: attribute.name.utf8)
                if let value = attribute.value {
                    output.append(contentsOf: #"=""#.utf8)
                    Self.escape(value, quotes: true, into: &output)
                    output.append(UInt8(ascii: "\""))
                }
            }
            output.append(UInt8(ascii: ">"))
            guard !Self.voidElements.contains(name) else { return }
            for child in children { child.render(into: &output) }
            output.append(contentsOf: "</".utf8)
            output.append(contentsOf: name.utf8)
            output.append(UInt8(ascii: ">"))
        }
    }

    /// `&`, `<`, `>` (and in attributes `"` and `'`) as entities; every other byte as it is
    /// (they are ASCII, so they never occur inside a multi-byte UTF-8 sequence).
    private static func escape(_ text: String, quotes: Bool, into output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quotes: output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}

@resultBuilder
public enum NodeBuilder {
    public static func buildBlock(_ parts: [Node]...) -> [Node] { parts.flatMap { $0 } }
    public static func buildExpression(_ node: Node) -> [Node] { [node] }
    public static func buildExpression(_ nodes: [Node]) -> [Node] { nodes }
    public static func buildExpression(_ text: String) -> [Node] { [.text(text)] }
    public static func buildOptional(_ nodes: [Node]?) -> [Node] { nodes ?? [] }
    public static func buildEither(first nodes: [Node]) -> [Node] { nodes }
    public static func buildEither(second nodes: [Node]) -> [Node] { nodes }
    public static func buildArray(_ parts: [[Node]]) -> [Node] { parts.flatMap { $0 } }
}

/// `<name attributes…>children</name>`. An attribute with a nil value is written bare
/// (`disabled`); leave an optional attribute out with `attr(..., if:)`.
public func element(_ name: String, _ attributes: [Node.Attribute] = [],
                    @NodeBuilder _ children: () -> [Node] = { [] }) -> Node {
    .element(name, attributes, children())
}

/// A whole document with the doctype.
public func document(@NodeBuilder _ children: () -> [Node]) -> Node {
    .fragment([.trusted("<!doctype html>")] + children())
}

// MARK: User text inside app copy

/// User text set apart for the bidirectional algorithm (`<bdi>`): a name holding U+202E or
/// written right to left cannot reorder the copy around it.
public func isolated(_ userText: String) -> Node {
    .element("bdi", [], [.text(userText)])
}

/// App copy that quotes user text, with every quotation isolated: `copy` is called with a
/// placeholder, and each place the placeholder lands becomes `<bdi>userText</bdi>`. The copy
/// stays one function of the name, whatever catalogue produces it.
public func isolating(_ userText: String, in copy: (String) -> String) -> Node {
    let placeholder = "\u{E000}user-text\u{E000}"  // private use: never part of copy
    var nodes: [Node] = []
    for (index, part) in copy(placeholder).components(separatedBy: placeholder).enumerated() {
        if index > 0 { nodes.append(isolated(userText)) }
        if !part.isEmpty { nodes.append(.text(part)) }
    }
    return .fragment(nodes)
}

/// The same for text-only places (a page title, an attribute): Unicode's first-strong isolate
/// (U+2068 … U+2069) around the user text.
public func isolatedText(_ userText: String) -> String {
    "\u{2068}" + userText + "\u{2069}"
}
