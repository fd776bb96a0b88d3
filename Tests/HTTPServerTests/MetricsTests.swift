import Foundation
import HabitMetrics
import XCTest
@testable import HTTPServer

/// SPEC §18: requests counted by route template and status, their latency, and both log forms.
final class MetricsTests: XCTestCase {
    func testTheJSONLogLineHoldsTimeMethodRouteStatusMillisecondsAndAccount() {
        XCTAssertEqual(jsonLogLine(time: "2025-03-08T09:30:00.000Z", method: .get, route: "/trackers/{id}", status: 200,
                                   elapsed: .microseconds(1234), account: "0123456789abcdef"),
                       #"{"time":"2025-03-08T09:30:00.000Z","method":"GET","route":"/trackers/{id}","status":200,"ms":1.23,"account":"0123456789abcdef"}"#)
        XCTAssertEqual(jsonLogLine(time: "t", method: .post, route: "unmatched", status: 404, elapsed: .milliseconds(15), account: nil),
                       #"{"time":"t","method":"POST","route":"unmatched","status":404,"ms":15.00,"account":null}"#)
        let now = wallClockNow()
        XCTAssertEqual(now.count, 24, now)
        XCTAssertTrue(now.hasSuffix("Z") && now.dropFirst(10).hasPrefix("T"), now)
    }

    func testAServedRequestIsCountedUnderItsRouteTemplateAndTimed() throws {
        var router = Router()
        router.get("/hello/{name}") { .text("hello \($0.parameters["name"]!)") }
        let server = try HTTPServer(configuration: ServerConfiguration(host: "127.0.0.1", port: 0, threads: 1, accessLog: false),
                                    responder: router)
        try server.start()
        defer { server.stop() }
        let before = Metrics.requests.value(("route", "/hello/{name}"), ("method", "GET"), ("status", "200"))
        let missing = Metrics.requests.value(("route", "unmatched"), ("method", "GET"), ("status", "404"))
        let timed = Metrics.latency.count
        for path in ["/hello/anna", "/hello/boris", "/nowhere"] {
            let client = try RawClient(port: server.port)
            try client.send(Array("GET \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
            XCTAssertEqual(try client.readResponse().status, path == "/nowhere" ? 404 : 200)
        }
        XCTAssertEqual(Metrics.requests.value(("route", "/hello/{name}"), ("method", "GET"), ("status", "200")), before + 2)
        XCTAssertEqual(Metrics.requests.value(("route", "unmatched"), ("method", "GET"), ("status", "404")), missing + 1)
        XCTAssertGreaterThanOrEqual(Metrics.latency.count, timed + 3)
        let text = Metrics.text
        XCTAssertTrue(text.contains(#"habits_http_requests_total{method="GET",route="/hello/{name}",status="200"} "#)
                      || text.contains(#"habits_http_requests_total{route="/hello/{name}",method="GET",status="200"} "#), text)
        XCTAssertTrue(text.contains("habits_http_request_duration_seconds_bucket{le=\"+Inf\"} "), text)
        XCTAssertTrue(text.contains("# TYPE habits_group_commit_batch_size histogram"), text)
    }
}
