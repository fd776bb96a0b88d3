import Foundation
import HabitCore
import HabitScreens
import HTTPServer

/// Small pieces the pages and form handlers share.
enum Web {
    /// Percent-encodes a query value. ASCII text (every address the pages build, most searches)
    /// is encoded here byte by byte, as Foundation would; other text goes through Foundation.
    static func percentEncode(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "" }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Built once: every link on a page is encoded with it.
    private static let unreserved: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()

    /// A local path to return to after a form, or `/`: never another site (`//evil`, `https:`).
    static func safeBack(_ text: String?) -> String {
        guard let text, text.hasPrefix("/"), !text.hasPrefix("//"), !text.contains("\\"),
              !text.unicodeScalars.contains(where: { $0.value < 0x20 }) else { return "/" }
        return text
    }

    /// The round check button: a form that marks `date` done or not done, working without
    /// JavaScript (post and redirect back) and swapped in place with it.
    static func toggleForm(tracker: Tracker, date: Day, done: Bool, enabled: Bool, back: String, swap: String,
                           label: String, classes: String, text: String? = nil) -> Node {
        var button: [Node.Attribute] = [("type", "submit"), ("class", classes), ("aria-label", label),
                                        ("aria-pressed", done ? "true" : "false")]
        if !enabled { button.append(("disabled", nil)) }
        return element("form", [("method", "post"), ("action", "/trackers/\(tracker.id.lowercased)/completions"),
                                ("data-swap", swap), ("class", "toggle")]) {
            element("input", [("type", "hidden"), ("name", "date"), ("value", date.iso)])
            element("input", [("type", "hidden"), ("name", "done"), ("value", done ? "0" : "1")])
            element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
            element("button", button) { text ?? (done ? "✓" : "+") }
        }
    }

    /// Form fields as a simple dictionary (first value) plus the repeated ones.
    struct Form: FormFields {
        let fields: [String: [String]]

        init(_ request: Request) throws(HTTPError) {
            let type = request.headers["Content-Type"]?.lowercased() ?? ""
            guard type.hasPrefix("application/x-www-form-urlencoded") || request.body.isEmpty else {
                throw HTTPError.unsupportedMediaType("Send the form as application/x-www-form-urlencoded.")
            }
            fields = try FormData.parse(request.body)
        }

        subscript(_ name: String) -> String? { fields[name]?.first }
        func all(_ name: String) -> [String] { fields[name] ?? [] }
    }
}
