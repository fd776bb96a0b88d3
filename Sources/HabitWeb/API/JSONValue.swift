import Foundation
import HabitCore
import HTTPServer

/// Any JSON value. Request bodies are read into it (`JSONParser`) so that every field's type can
/// be checked and named in the error (`true` and `1` stay apart); the OpenAPI document is written
/// with it.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if value == value.rounded(), abs(value) < 1e15 { try container.encode(Int(value)) } else { try container.encode(value) }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}

/// A JSON object from a request body, read field by field with errors that name the field.
struct JSONBody {
    let fields: [String: JSONValue]
    /// What field names are prefixed with in errors: `measure.` inside a `measure` object.
    private let path: String

    /// Checks the content type (415), parses (400) and refuses fields the endpoint does not know (400).
    /// An `optional` body may be left out altogether: it then reads as `{}`. A field of
    /// `elsewhere` is one the endpoint knows but does not take: it is refused with its own
    /// message (where to change it instead), and it is not listed among those taken.
    init(_ request: Request, allowed: Set<String>, elsewhere: [String: String] = [:], optional: Bool = false) throws(HTTPError) {
        if optional && request.body.isEmpty {
            self.init(fields: [:], path: "")
            return
        }
        try Self.requireJSON(request)
        guard let value = JSONParser.parse(request.body) else { throw HTTPError.badRequest("The body is not valid JSON.") }
        guard case .object(let fields) = value else { throw HTTPError.badRequest("The body must be a JSON object.") }
        if let refused = fields.keys.sorted().lazy.compactMap({ elsewhere[$0] }).first { throw HTTPError.badRequest(refused) }
        try self.init(checking: fields, allowed: allowed, path: "")
    }

    private init(fields: [String: JSONValue], path: String) {
        self.fields = fields
        self.path = path
    }

    private init(checking fields: [String: JSONValue], allowed: Set<String>, path: String) throws(HTTPError) {
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            let taker = path.isEmpty ? "this endpoint takes" : "\"\(path.dropLast())\" takes"
            throw HTTPError.badRequest("Unknown field \"\(path)\(unknown)\"; \(taker) \(allowed.sorted().joined(separator: ", ")).")
        }
        self.init(fields: fields, path: path)
    }

    /// 415 unless the body is declared as JSON.
    static func requireJSON(_ request: Request) throws(HTTPError) {
        guard let type = request.headers["Content-Type"], isJSON(type) else {
            throw HTTPError.unsupportedMediaType("Send the body as JSON with Content-Type: application/json.")
        }
    }

    /// `application/json` in any case, with parameters (`; charset=utf-8`) and spaces around it.
    static func isJSON(_ contentType: String) -> Bool {
        var type = contentType.utf8.prefix { $0 != UInt8(ascii: ";") }[...]
        while let first = type.first, first == 0x20 || first == 0x09 { type = type.dropFirst() }
        while let last = type.last, last == 0x20 || last == 0x09 { type = type.dropLast() }
        return type.elementsEqual("application/json".utf8) { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) == $1 }
    }

    func string(_ key: String) throws(HTTPError) -> String? {
        switch fields[key] {
        case nil: return nil
        case .string(let value)?: return value
        default: throw wrongType(key, "a string")
        }
    }

    func requiredString(_ key: String) throws(HTTPError) -> String {
        guard let value = try string(key) else { throw HTTPError.badRequest("Field \"\(path)\(key)\" is required.") }
        return value
    }

    /// Absent → nil; `null` → `.some(nil)`; a string → `.some(value)`.
    func nullableString(_ key: String) throws(HTTPError) -> String?? {
        switch fields[key] {
        case nil: return nil
        case .null?: return .some(nil)
        case .string(let value)?: return .some(value)
        default: throw wrongType(key, "a string or null")
        }
    }

    func bool(_ key: String) throws(HTTPError) -> Bool? {
        switch fields[key] {
        case nil: return nil
        case .bool(let value)?: return value
        default: throw wrongType(key, "true or false")
        }
    }

    func stringArray(_ key: String) throws(HTTPError) -> [String]? {
        switch fields[key] {
        case nil: return nil
        case .array(let values)?:
            return try values.map { (value) throws(HTTPError) -> String in
                guard case .string(let text) = value else { throw wrongType(key, "an array of strings") }
                return text
            }
        default: throw wrongType(key, "an array of strings")
        }
    }

    /// A field in a shape that has its own `Decodable` form (a `frequency`); 400 naming the field
    /// when it does not fit.
    func decoded<T: Decodable>(_ key: String, as type: T.Type, example: String) throws(HTTPError) -> T? {
        guard let value = fields[key], value != .null else { return nil }
        do {
            return try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
        } catch {
            throw wrongType(key, example)
        }
    }

    /// A nested object (a `measure`), read with the same getters: absent → nil; `null` →
    /// `.some(nil)`; an object → its fields, refusing those not `allowed`.
    func object(_ key: String, allowed: Set<String>) throws(HTTPError) -> JSONBody?? {
        switch fields[key] {
        case nil: return nil
        case .null?: return .some(nil)
        case .object(let fields)?: return .some(try JSONBody(checking: fields, allowed: allowed, path: "\(path)\(key)."))
        default: throw wrongType(key, "an object or null")
        }
    }

    /// An array of objects (`reminders`), each read with the same getters and refusing fields
    /// not `allowed`; absent → nil.
    func objects(_ key: String, allowed: Set<String>) throws(HTTPError) -> [JSONBody]? {
        switch fields[key] {
        case nil: return nil
        case .array(let values)?:
            var bodies: [JSONBody] = []
            for (index, value) in values.enumerated() {
                guard case .object(let fields) = value else { throw wrongType(key, "an array of objects") }
                bodies.append(try JSONBody(checking: fields, allowed: allowed, path: "\(path)\(key)[\(index)]."))
            }
            return bodies
        default: throw wrongType(key, "an array of objects")
        }
    }

    /// A number as written: `2.5` stays 2.5 exactly, not the binary double nearest to it. JSON
    /// numbers arrive as doubles; the shortest text that reads back as the same double is the
    /// number as written for every number of up to 15 digits, which covers every amount the
    /// rules accept (up to 1,000,000 with 3 decimals), so a fourth decimal is still seen.
    func decimal(_ key: String) throws(HTTPError) -> Decimal? {
        try number(key).map(Self.decimal)
    }

    func number(_ key: String) throws(HTTPError) -> Double? {
        switch fields[key] {
        case nil: return nil
        case .number(let value)?: return value
        default: throw wrongType(key, "a number")
        }
    }

    /// Absent → nil; `null` → `.some(nil)`; a number → `.some(value)`.
    func nullableDecimal(_ key: String) throws(HTTPError) -> Decimal?? {
        if fields[key] == .null { return .some(nil) }
        guard let value = try decimal(key) else { return nil }
        return .some(value)
    }

    /// A day as `YYYY-MM-DD`: absent → nil; `null` → `.some(nil)`.
    func nullableDay(_ key: String) throws(HTTPError) -> Day?? {
        guard let text = try nullableString(key) else { return nil }
        guard let text else { return .some(nil) }
        guard let day = Day(text) else { throw wrongType(key, "a date as YYYY-MM-DD") }
        return .some(day)
    }

    static func decimal(_ value: Double) -> Decimal {
        Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(value)
    }

    private func wrongType(_ key: String, _ expected: String) -> HTTPError {
        HTTPError.badRequest("Field \"\(path)\(key)\" must be \(expected).")
    }
}
