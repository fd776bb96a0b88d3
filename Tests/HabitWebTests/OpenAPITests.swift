import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// The OpenAPI document must list every route the server answers and every status it gives.
@Suite struct OpenAPITests {
    func document(_ app: TestApp) -> [String: Any] { app.call(.get, "/api/v1/openapi.json").object }

    @Test func it_is_openapi_3_1_and_lists_every_api_route() throws {
        let app = try TestApp()
        let doc = document(app)
        #expect(doc["openapi"] as? String == "3.1.0")
        let paths = doc["paths"] as! [String: [String: Any]]
        let routes = HabitApp.router(context: app.context).routes.filter { $0.pattern.hasPrefix("/api/") }
        #expect(routes.count == 43, "27, the channels' 7, the reminders' 3 and the account's 6")
        for route in routes {
            #expect(paths[route.pattern]?[route.method.rawValue.lowercased()] != nil, "\(route.method) \(route.pattern) missing")
        }
        let documented = paths.flatMap { path, operations in operations.keys.map { "\($0.uppercased()) \(path)" } }
        #expect(Set(documented) == Set(routes.map { "\($0.method.rawValue) \($0.pattern)" }))
    }

    /// Drives each operation through its success and failure paths and checks the status is declared.
    @Test func every_status_the_server_gives_is_declared() throws {
        let app = try TestApp()
        let paths = document(app)["paths"] as! [String: [String: [String: Any]]]
        func declared(_ method: HTTPMethod, _ pattern: String) -> Set<Int> {
            Set(((paths[pattern]?[method.rawValue.lowercased()]?["responses"]) as? [String: Any] ?? [:]).keys.compactMap { Int($0) })
        }
        var observed: [(HTTPMethod, String, Int)] = []
        func hit(_ method: HTTPMethod, _ pattern: String, _ path: String, json: String? = nil, headers: HTTPHeaders = [:]) {
            observed.append((method, pattern, app.call(method, path, json: json, headers: headers).status))
        }
        let category = app.category("Health")
        let tracker = app.tracker("Read", category: category)
        let event = app.tracker("Party", category: category, event: true)
        let missing = UUID().uuidString
        let foreign: HTTPHeaders = ["Origin": "http://evil.example", "Host": "localhost"]

        hit(.get, "/api/v1/board", "/api/v1/board")
        hit(.get, "/api/v1/board", "/api/v1/board?date=bad")
        hit(.get, "/api/v1/trackers", "/api/v1/trackers")
        for body in [#"{"name":"New","kind":"event","categoryId":"\#(category)"}"#, #"{"name":"New","kind":"event","categoryId":"\#(category)"}"#,
                     "{", #"{"name":1}"#] {
            hit(.post, "/api/v1/trackers", "/api/v1/trackers", json: body)
        }
        hit(.post, "/api/v1/trackers", "/api/v1/trackers", json: "{}", headers: ["Content-Type": "text/plain"])
        hit(.post, "/api/v1/trackers", "/api/v1/trackers", json: "{}", headers: foreign)
        for id in [tracker, missing, "x"] { hit(.get, "/api/v1/trackers/{id}", "/api/v1/trackers/\(id)") }
        for (id, body) in [(tracker, #"{"pinned":true}"#), (tracker, #"{"name":""}"#), (missing, "{}"), (tracker, "[")] {
            hit(.patch, "/api/v1/trackers/{id}", "/api/v1/trackers/\(id)", json: body)
        }
        for day in ["2025-03-07", "2025-03-09", "2025-02-01", "bad"] {
            hit(.put, "/api/v1/trackers/{id}/completions/{day}", "/api/v1/trackers/\(tracker)/completions/\(day)")
            hit(.delete, "/api/v1/trackers/{id}/completions/{day}", "/api/v1/trackers/\(tracker)/completions/\(day)")
        }
        hit(.put, "/api/v1/trackers/{id}/completions/{day}", "/api/v1/trackers/\(event)/completions/2025-03-06")
        hit(.put, "/api/v1/trackers/{id}/completions/{day}", "/api/v1/trackers/\(event)/completions/2025-03-07")
        hit(.put, "/api/v1/trackers/{id}/completions/{day}", "/api/v1/trackers/\(missing)/completions/2025-03-07")
        let entry = "/api/v1/trackers/{id}/entries/{day}"
        for (day, body) in [("2025-03-07", #"{"state":"done","note":"x"}"#), ("2025-03-07", #"{"state":"none"}"#),
                            ("2025-03-08", #"{"state":"skipped"}"#), ("2025-03-07", #"{"value":1}"#), ("2025-03-07", "{}"),
                            ("bad", #"{"state":"done"}"#)] {
            hit(.put, entry, "/api/v1/trackers/\(tracker)/entries/\(day)", json: body)
        }
        hit(.put, entry, "/api/v1/trackers/\(event)/entries/2025-03-07", json: #"{"state":"skipped"}"#)
        hit(.put, entry, "/api/v1/trackers/\(missing)/entries/2025-03-07", json: #"{"state":"done"}"#)
        hit(.put, entry, "/api/v1/trackers/\(tracker)/entries/2025-03-07", json: "{}", headers: ["Content-Type": "text/plain"])
        let pauses = "/api/v1/trackers/{id}/pauses"
        for body in [nil, "{}", #"{"from":"2025-03-09","until":"2025-03-08"}"#, #"{"from":1}"#] {
            hit(.put, pauses, "/api/v1/trackers/\(tracker)/pauses", json: body)
        }
        hit(.put, pauses, "/api/v1/trackers/\(missing)/pauses", json: "{}")
        hit(.put, pauses, "/api/v1/trackers/\(event)/pauses", json: "{}")
        hit(.delete, pauses, "/api/v1/trackers/\(tracker)/pauses")
        hit(.delete, pauses, "/api/v1/trackers/\(missing)/pauses")
        for action in ["archive", "unarchive"] {
            for id in [tracker, missing] { hit(.post, "/api/v1/trackers/{id}/\(action)", "/api/v1/trackers/\(id)/\(action)") }
        }
        for (kind, id) in [("trackers", tracker), ("trackers", missing), ("categories", category), ("categories", missing)] {
            for body in [#"{"direction":"up"}"#, #"{"direction":1}"#] {
                hit(.post, "/api/v1/\(kind)/{id}/move", "/api/v1/\(kind)/\(id)/move", json: body)
            }
        }
        hit(.get, "/api/v1/settings", "/api/v1/settings")
        for body in [#"{"dayStart":3}"#, #"{"dayStart":7}"#, #"{"zone":"Nowhere"}"#, "{"] {
            hit(.patch, "/api/v1/settings", "/api/v1/settings", json: body)
        }
        hit(.patch, "/api/v1/settings", "/api/v1/settings", json: "{}", headers: foreign)
        hit(.get, "/api/v1/categories", "/api/v1/categories")
        for body in [#"{"name":"Work"}"#, #"{"name":"work"}"#, "{}"] { hit(.post, "/api/v1/categories", "/api/v1/categories", json: body) }
        for id in [category, missing] {
            hit(.get, "/api/v1/categories/{id}", "/api/v1/categories/\(id)")
            hit(.patch, "/api/v1/categories/{id}", "/api/v1/categories/\(id)", json: #"{"name":"Work"}"#)
        }
        hit(.get, "/api/v1/statistics", "/api/v1/statistics")
        hit(.get, "/api/v1/export", "/api/v1/export")
        let exported = app.call(.get, "/api/v1/export").text
        hit(.post, "/api/v1/import", "/api/v1/import", json: exported)
        hit(.post, "/api/v1/import", "/api/v1/import", json: "not json")
        hit(.delete, "/api/v1/trackers/{id}", "/api/v1/trackers/\(tracker)")
        hit(.delete, "/api/v1/categories/{id}", "/api/v1/categories/\(category)")
        let empty = try TestApp()
        observed.append((.post, "/api/v1/import", empty.call(.post, "/api/v1/import", json: exported).status))
        observed.append((.post, "/api/v1/import", empty.call(.post, "/api/v1/import", json: exported.replacingOccurrences(of: "Health", with: "")).status))
        hit(.get, "/api/v1/openapi.json", "/api/v1/openapi.json")

        let gated = try TestApp(passphrase: "secret")
        observed.append((.get, "/api/v1/board", gated.call(.get, "/api/v1/board").status))

        for (method, pattern, status) in observed {
            #expect(declared(method, pattern).contains(status), "\(method) \(pattern) answered \(status), not in the document")
        }
        let statuses = Set(observed.map(\.2))
        #expect(statuses.isSuperset(of: [200, 201, 204, 400, 401, 403, 404, 409, 415, 422]))
    }
}

/// The response bodies the new fields appear in, held to their schemas in process (schemathesis
/// does the same over a socket with generated input in the reliability suite).
@Suite struct OpenAPISchemaTests {
    /// Checks `value` against the subset of JSON Schema the document uses; returns what is wrong.
    static func problems(_ value: JSONValue, _ schema: JSONValue, in document: JSONValue, at path: String = "$") -> [String] {
        guard case .object(let schema) = schema else { return [] }
        if case .string(let ref)? = schema["$ref"] {
            let name = String(ref.split(separator: "/").last ?? "")
            guard case .object(let root) = document, case .object(let components)? = root["components"],
                  case .object(let schemas)? = components["schemas"], let target = schemas[name] else { return ["\(path): no schema \(name)"] }
            return problems(value, target, in: document, at: path)
        }
        if case .array(let variants)? = schema["oneOf"] {
            let matching = variants.filter { problems(value, $0, in: document, at: path).isEmpty }.count
            return matching == 1 ? [] : ["\(path): \(matching) of \(variants.count) oneOf variants match \(value)"]
        }
        var found: [String] = []
        if let constant = schema["const"], constant != value { found.append("\(path): \(value) is not \(constant)") }
        if case .array(let options)? = schema["enum"], !options.contains(value) { found.append("\(path): \(value) not in the enum") }
        let types: [String] = switch schema["type"] {
        case .string(let type)?: [type]
        case .array(let list)?: list.compactMap { if case .string(let type) = $0 { type } else { nil } }
        default: []
        }
        if !types.isEmpty && !types.contains(where: { Self.has(value, type: $0) }) {
            return found + ["\(path): \(value) is not \(types.joined(separator: " or "))"]
        }
        if case .number(let number) = value {
            if case .number(let minimum)? = schema["minimum"], number < minimum { found.append("\(path): \(number) < \(minimum)") }
            if case .number(let maximum)? = schema["maximum"], number > maximum { found.append("\(path): \(number) > \(maximum)") }
            if case .number(let minimum)? = schema["exclusiveMinimum"], number <= minimum { found.append("\(path): \(number) ≤ \(minimum)") }
        }
        if case .object(let fields) = value {
            let properties: [String: JSONValue] = if case .object(let properties)? = schema["properties"] { properties } else { [:] }
            if case .array(let required)? = schema["required"] {
                for case .string(let key) in required where fields[key] == nil { found.append("\(path).\(key) is missing") }
            }
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                if let property = properties[key] {
                    found += problems(field, property, in: document, at: "\(path).\(key)")
                } else if schema["additionalProperties"] == .bool(false) {
                    found.append("\(path).\(key) is not in the schema")
                }
            }
        }
        if case .array(let items) = value {
            if case .number(let minimum)? = schema["minItems"], Double(items.count) < minimum { found.append("\(path): too few items") }
            if case .number(let maximum)? = schema["maxItems"], Double(items.count) > maximum { found.append("\(path): too many items") }
            if let item = schema["items"] {
                for (index, element) in items.enumerated() { found += problems(element, item, in: document, at: "\(path)[\(index)]") }
            }
        }
        return found
    }

    static func has(_ value: JSONValue, type: String) -> Bool {
        switch (value, type) {
        case (.null, "null"), (.bool, "boolean"), (.string, "string"), (.array, "array"), (.object, "object"), (.number, "number"): true
        case (.number(let number), "integer"): number == number.rounded()
        default: false
        }
    }

    /// The schema an operation declares for a status.
    static func schema(_ document: JSONValue, _ method: String, _ pattern: String, _ status: Int) -> JSONValue? {
        guard case .object(let root) = document, case .object(let paths)? = root["paths"], case .object(let operations)? = paths[pattern],
              case .object(let operation)? = operations[method], case .object(let responses)? = operation["responses"],
              case .object(let response)? = responses[String(status)], case .object(let content)? = response["content"],
              case .object(let json)? = content["application/json"] else { return nil }
        return json["schema"]
    }

    @Test func part_2_responses_match_their_schemas() throws {
        let app = try TestApp()
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(app.call(.get, "/api/v1/openapi.json").body))
        let health = app.category("Health")
        let read = app.tracker("Read", category: health)
        _ = app.tracker("Party", category: health, event: true)
        let run = EntriesAPITests.habit(app, "Run", category: health, #""frequency":{"kind":"weekly","times":3},"measure":{"unit":"km","target":20.5,"step":2.5}"#)
        let rolling = EntriesAPITests.habit(app, "Stretch", category: health, #""frequency":{"kind":"rolling","times":1,"days":3}"#)
        _ = EntriesAPITests.habit(app, "Water", category: health,
                                  #""frequency":{"kind":"monthly","times":2},"measure":{"unit":"l","target":0.5,"direction":"atMost"}"#)
        let big = EntriesAPITests.habit(app, "Steps", category: health, #""frequency":{"kind":"weekly","times":6},"measure":{"unit":"steps","target":1000000}"#)
        _ = app.call(.put, "/api/v1/trackers/\(big)/entries/2025-03-03", json: #"{"value":1000000}"#)
        var calls: [(HTTPMethod, String, String, String?, Int)] = [
            (.put, "/api/v1/trackers/{id}/entries/{day}", "/api/v1/trackers/\(big)/entries/2025-03-04", #"{"value":1000000}"#, 200),
            (.put, "/api/v1/trackers/{id}/entries/{day}", "/api/v1/trackers/\(run)/entries/2025-03-06", #"{"value":5.125,"note":"park"}"#, 200),
            (.put, "/api/v1/trackers/{id}/entries/{day}", "/api/v1/trackers/\(read)/entries/2025-03-05", #"{"state":"skipped"}"#, 200),
            (.put, "/api/v1/trackers/{id}/entries/{day}", "/api/v1/trackers/\(rolling)/entries/2025-03-07", #"{"state":"done"}"#, 200),
            (.put, "/api/v1/trackers/{id}/pauses", "/api/v1/trackers/\(read)/pauses", #"{"until":"2025-03-09"}"#, 200),
            (.post, "/api/v1/trackers/{id}/archive", "/api/v1/trackers/\(rolling)/archive", nil, 200),
            (.patch, "/api/v1/settings", "/api/v1/settings", #"{"dayStart":2,"zone":"Asia/Tokyo"}"#, 200),
            (.put, "/api/v1/trackers/{id}/entries/{day}", "/api/v1/trackers/\(read)/entries/2025-03-08", #"{"state":"done"}"#, 422),
        ]
        calls += [(.get, "/api/v1/board", "/api/v1/board", nil, 200), (.get, "/api/v1/board", "/api/v1/board?date=2025-03-06", nil, 200),
                  (.get, "/api/v1/trackers", "/api/v1/trackers", nil, 200), (.get, "/api/v1/settings", "/api/v1/settings", nil, 200),
                  (.get, "/api/v1/export", "/api/v1/export", nil, 200), (.get, "/api/v1/statistics", "/api/v1/statistics", nil, 200)]
        for id in [read, run, rolling] { calls.append((.get, "/api/v1/trackers/{id}", "/api/v1/trackers/\(id)", nil, 200)) }
        for (method, pattern, path, body, status) in calls {
            let response = app.call(method, path, json: body)
            #expect(response.status == status, "\(method) \(path): \(response.text)")
            let schema = try #require(Self.schema(document, method.rawValue.lowercased(), pattern, status), "\(method) \(pattern) \(status)")
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
            #expect(Self.problems(value, schema, in: document) == [], "\(method) \(path)")
        }
        // The checker is not vacuous: a wrong field, type or variant is found.
        let settings = OpenAPI.ref("Settings"), frequency = OpenAPI.ref("Frequency")
        #expect(Self.problems(["dayStart": 7, "zone": nil, "weekStart": "sun"], settings, in: document) == ["$.dayStart: 7.0 > 6.0"])
        #expect(Self.problems(["dayStart": 1, "zone": nil, "weekStart": "mon", "x": true], settings, in: document) == ["$.x is not in the schema"])
        #expect(Self.problems(["dayStart": 1, "zone": nil, "weekStart": "tue"], settings, in: document).count == 1)
        #expect(!Self.problems(["kind": "weekly", "times": 3, "days": 2], frequency, in: document).isEmpty)
        #expect(Self.problems(["kind": "rolling", "times": 1, "days": 3], frequency, in: document).isEmpty)
        // The board's paused card and the frequency of every kind are really there to check.
        let board = app.call(.get, "/api/v1/board").object
        #expect((board["paused"] as? [Any])?.count == 1)
        let kinds = app.call(.get, "/api/v1/trackers").array.compactMap { ($0["frequency"] as? [String: Any])?["kind"] as? String }
        #expect(Set(kinds) == ["weekdays", "weekly", "monthly", "rolling"])
        #expect((app.call(.get, "/api/v1/trackers/\(big)").object["period"] as? [String: Any])?["done"] as? Int == 2_000_000)
    }
}
