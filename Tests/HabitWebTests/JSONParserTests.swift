import Foundation
import Testing
@testable import HabitWeb

/// `JSONParser` reads request bodies as Foundation's `JSONDecoder` read them into a `JSONValue`
/// before it: the same value for what both accept, and a refusal where `JSONDecoder` refused.
@Suite struct JSONParserTests {
    /// What `JSONDecoder` makes of `text` (nil: it refuses it).
    static func foundation(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    static let accepted: [String] = [
        #"{"state":"done"}"#, #"{"state":"skipped","note":"Ran 5 km","at":1741340000000}"#,
        #" { "value" : 2.5 , "note" : null } "#, "{}", "[]", "[1,2,3]", "0", "-0", "-1.5e-3", "1E5", "1e+5", "12345678901234567890",
        "0.1", "3.141592653589793", "1.0000000000000002", "2.5000", #""plain""#, "true", "false", "null",
        #"{"a":{"b":[true,false,null,{"c":"d"}]}}"#, #"{"key":1,"key":2}"#, #"{"key":null,"key":2}"#, "\t\n\r {\"tabs\"\t:\r\n1}",
        #"{"escapes":"\"\\\/\b\f\n\r\t"}"#, #"{"unicode":"\u00e9\u20AC\ud83d\ude00 é € 😀"}"#, #"{"nul":"a\u0000b"}"#,
        #"{"emoji key 😀":"v"}"#, "\u{FEFF}{\"bom\":true}", #"[[[[[]]]]]"#, #"{"deep":[{"a":[{"b":[1]}]}]}"#,
        #"{"long":"\#(String(repeating: "x", count: 5000))"}"#, #"{"ascii":"Read\/write"}"#, "[1,]", #"{"a":1,}"#, "[1, ]",
        "5e-324", "1e-310", "0e-400", "0.0e999", "1.7976931348623157e308", "1e0001",
    ]

    static let refused: [String] = [
        "", " ", "{", "}", "[", "[,1]", #"{"a" 1}"#, #"{"a":}"#, #"{a:1}"#, "{'a':1}", "01", "00",
        "1.", ".5", "+1", "-", "1e", "1e+", "--1", "0x10", "NaN", "Infinity", "-Infinity", "1e400", "-1e400", "1.8e308", "1e-400", "-1e-400",
        "0.0001e-400", "tru", "nul", "[1,,]", #"{"a":1,,}"#, "[,]", "{,}", "[1 2]", #"{"a":1 "b":2}"#,
        "True", "nulls", "[1] [2]", #"{"a":1}x"#, #""unterminated"#, "\"tab\there\"", "\"line\nbreak\"", #""\x41""#,
        #""\u12""#, #""\u12G4""#, #""\ud83d""#, #""\ud83d\u0041""#, #""\ude00""#, #""\ud83dx""#, #"{"a":"\"#,
        String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
    ]

    @Test func what_both_accept_reads_the_same() throws {
        for text in Self.accepted {
            let expected = try #require(Self.foundation(Array(text.utf8)), "JSONDecoder refuses \(text)")
            #expect(JSONParser.parse(Array(text.utf8)) == expected, "\(text)")
        }
    }

    @Test func what_foundation_refused_is_refused() {
        for text in Self.refused {
            #expect(Self.foundation(Array(text.utf8)) == nil, "JSONDecoder accepts \(text)")
            #expect(JSONParser.parse(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func invalid_utf8_is_refused() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x7B, 0x22, 0x80, 0x22, 0x3A, 0x31, 0x7D],
                               [0x22, 0xF8, 0x88, 0x80, 0x80, 0x80, 0x22]] {
            #expect(Self.foundation(bytes) == nil)
            #expect(JSONParser.parse(bytes) == nil, "\(bytes)")
        }
    }

    @Test func nesting_is_bounded_and_never_overflows_the_stack() {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(JSONParser.parse(Array(deepest.utf8)) != nil)
        #expect(JSONParser.parse(Array((String(repeating: "[", count: 500_000) + "1").utf8)) == nil)
        #expect(JSONParser.parse(Array(String(repeating: "{\"a\":", count: 500_000).utf8)) == nil)
    }

    /// Random documents written by JSONSerialization, and random mutations of them: the two
    /// readers agree on every one.
    @Test func random_documents_and_their_mutations_read_the_same() throws {
        var generator = SystemRandomNumberGenerator()
        func random(_ depth: Int) -> Any {
            switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &generator) {
            case 0: return Bool.random(using: &generator)
            case 1: return Double.random(in: -1e6...1e6, using: &generator).rounded(.toNearestOrEven) / 1000
            case 2: return String((0..<Int.random(in: 0..<12, using: &generator)).map { _ in
                    Character(Unicode.Scalar([0x41, 0x22, 0x5C, 0x0A, 0xE9, 0x1F600, 0x2F, 0x20].randomElement(using: &generator)!)!)
                })
            case 3: return NSNull()
            case 4: return (0..<Int.random(in: 0..<4, using: &generator)).map { _ in random(depth + 1) }
            default:
                return Dictionary((0..<Int.random(in: 0..<4, using: &generator)).map { ("k\($0)", random(depth + 1)) },
                                  uniquingKeysWith: { a, _ in a })
            }
        }
        let alphabet = Array("{}[]\":,.-+eE0129 \\utrfnl".utf8)
        // A mutation can cut a letter's UTF-8 in two. Such a body is refused wherever the break is;
        // Foundation lets it through in a value it drops (the second of a repeated key), so there
        // the two are not compared.
        func readTheSame(_ bytes: [UInt8]) {
            let text = String(decoding: bytes, as: UTF8.self)
            if String(validating: bytes, as: UTF8.self) == nil {
                #expect(JSONParser.parse(bytes) == nil, "\(text)")
            } else {
                #expect(JSONParser.parse(bytes) == Self.foundation(bytes), "\(text)")
            }
        }
        for _ in 0..<300 {
            let document = ["root": random(0)]
            var bytes = Array(try JSONSerialization.data(withJSONObject: document))
            readTheSame(bytes)
            for _ in 0..<5 {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
                }
                readTheSame(bytes)
            }
        }
    }
}
