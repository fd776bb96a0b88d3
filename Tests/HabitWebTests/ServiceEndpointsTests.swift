import CSQLite
import Foundation
import HabitAccounts
import HabitMetrics
import HabitStore
@testable import HabitWeb
import HTTPServer
import Testing

/// SPEC §18: what a container runtime, a load balancer and Prometheus ask, and how requests are
/// named in the metrics and the log.
@Suite struct ServiceEndpointsTests {
    private func call(_ responder: any Responder, _ path: String, address: String = "127.0.0.1",
                      cookie: String? = nil) -> (response: Response, route: String?) {
        var headers = HTTPHeaders()
        if let cookie { headers["Cookie"] = "\(PasswordGate.cookieName)=\(cookie); onboarded=1" }
        let request = Request(method: .get, path: path, headers: headers, remoteAddress: address)
        let response = (try? responder.respond(to: request)) ?? Response(status: 599)
        return (response, request.notes.route)
    }

    @Test func health_and_readiness_answer_without_credentials_while_accounts_exist() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let health = call(app.responder, "/healthz", address: "203.0.113.9")
        #expect(health.response.status == 200)
        #expect(String(decoding: health.response.body, as: UTF8.self) == "ok\n")
        #expect(health.route == "/healthz")
        #expect(call(app.responder, "/readyz", address: "203.0.113.9").response.status == 200)
        // Everything else still needs a sign-in.
        #expect(call(app.responder, "/", address: "203.0.113.9").response.status == 303)
    }

    @Test func readiness_is_503_once_the_database_stops_answering() throws {
        let app = try AccountsApp()
        guard case .sqlite(let path) = app.location else { return }  // the PostgreSQL run has no file to break
        #expect(call(app.responder, "/readyz").response.status == 200)
        var database: OpaquePointer?
        #expect(sqlite3_open(path, &database) == SQLITE_OK)
        #expect(sqlite3_exec(database, "PRAGMA foreign_keys = OFF; ALTER TABLE accounts RENAME TO gone", nil, nil, nil) == SQLITE_OK)
        sqlite3_close(database)
        let ready = call(app.responder, "/readyz")
        #expect(ready.response.status == 503)
        #expect(call(app.responder, "/healthz").response.status == 200)
    }

    @Test func metrics_are_behind_the_sign_in_unless_public_and_then_for_loopback_only() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let cookie = try app.signIn("Anna", "correct horse")
        #expect(call(app.responder, "/metrics").response.status == 303)
        let signedIn = call(app.responder, "/metrics", cookie: cookie)
        #expect(signedIn.response.status == 200)
        #expect(signedIn.response.headers["Content-Type"] == Metrics.contentType)
        #expect(String(decoding: signedIn.response.body, as: UTF8.self).contains("# TYPE habits_http_requests_total counter"))

        let open = HabitApp.responder(context: app.context, metricsPublic: true)
        #expect(call(open, "/metrics").response.status == 200)
        #expect(call(open, "/metrics", address: "::1").response.status == 200)
        #expect(call(open, "/metrics", address: "203.0.113.9").response.status == 303)
    }

    @Test func a_request_is_named_by_its_route_template_and_its_account_by_a_hash() throws {
        let app = try AccountsApp()
        let anna = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let cookie = try app.signIn("Anna", "correct horse")
        let answered = call(app.responder, "/api/v1/trackers/0195a0d2-0000-7000-8000-000000000001", cookie: cookie)
        #expect(answered.response.status == 404)
        #expect(answered.route == "/api/v1/trackers/{id}")
        // The board twice: the second answer comes from the response cache and keeps its route.
        #expect(call(app.responder, "/", cookie: cookie).route == "/")
        #expect(call(app.responder, "/", cookie: cookie).route == "/")

        var headers = HTTPHeaders()
        headers["Cookie"] = "\(PasswordGate.cookieName)=\(cookie)"
        let request = Request(method: .get, path: "/api/v1/trackers", headers: headers)
        _ = try app.responder.respond(to: request)
        let name = try #require(request.notes.account)
        #expect(name.count == 16 && name.allSatisfy(\.isHexDigit))
        #expect(name == app.context.accountLogName(anna))
    }

    @Test func a_database_error_is_counted() throws {
        let (app, store) = try ErrorBoundaryTests().faultyApp()
        let category = app.category("Health")
        store.fault.withLock { $0 = .diskFull }
        let before = Metrics.databaseErrors.value()
        #expect(app.call(.post, "/api/v1/trackers", json: #"{"name":"Read","kind":"event","categoryId":"\#(category)"}"#).status == 503)
        #expect(Metrics.databaseErrors.value() >= before + 1)
    }
}
