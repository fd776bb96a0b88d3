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
        #expect(routes.count == 26)
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
