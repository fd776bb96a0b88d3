import Foundation
import HTTPServer

/// Any JSON value. Request bodies are read into it so that every field's type can be checked
/// and named in the error (JSONDecoder keeps `true` and `1` apart, JSONSerialization does not);
/// the OpenAPI document is written with it.
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

    /// Checks the content type (415), parses (400) and refuses fields the endpoint does not know (400).
    init(_ request: Request, allowed: Set<String>) throws(HTTPError) {
        try Self.requireJSON(request)
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(request.body))
        } catch {
            throw HTTPError.badRequest("The body is not valid JSON.")
        }
        guard case .object(let fields) = value else { throw HTTPError.badRequest("The body must be a JSON object.") }
        if let unknown = fields.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw HTTPError.badRequest("Unknown field \"\(unknown)\"; this endpoint takes \(allowed.sorted().joined(separator: ", ")).")
        }
        self.fields = fields
    }

    /// 415 unless the body is declared as JSON.
    static func requireJSON(_ request: Request) throws(HTTPError) {
        let type = request.headers["Content-Type"]?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        guard type == "application/json" else {
            throw HTTPError.unsupportedMediaType("Send the body as JSON with Content-Type: application/json.")
        }
    }

    func string(_ key: String) throws(HTTPError) -> String? {
        switch fields[key] {
        case nil: return nil
        case .string(let value)?: return value
        default: throw wrongType(key, "a string")
        }
    }

    func requiredString(_ key: String) throws(HTTPError) -> String {
        guard let value = try string(key) else { throw HTTPError.badRequest("Field \"\(key)\" is required.") }
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

    private func wrongType(_ key: String, _ expected: String) -> HTTPError {
        HTTPError.badRequest("Field \"\(key)\" must be \(expected).")
    }
}
