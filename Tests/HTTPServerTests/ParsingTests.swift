import Foundation
import XCTest
@testable import HTTPServer

final class ParsingTests: XCTestCase {
    private func parse(_ target: String) throws -> (path: String, query: [String: String]) {
        try RequestTarget.parse(Array(target.utf8))
    }

    func testTargetIsDecoded() throws {
        let (path, query) = try parse("/a%20b/caf%C3%A9?x=1&y=a+b%2Bc&x=2&flag&=ignored&e=")
        XCTAssertEqual(path, "/a b/café")
        XCTAssertEqual(query, ["x": "1", "y": "a b+c", "flag": "", "e": ""])
    }

    func testAbsoluteFormKeepsOnlyThePath() throws {
        XCTAssertEqual(try parse("http://example.com/x?y=1").path, "/x")
        XCTAssertEqual(try parse("HTTPS://example.com").path, "/")
    }

    func testMalformedTargetsAreBadRequests() {
        for target in ["/a%zz", "/a%2", "/a%", "/%C3%28", "/%FF", "/a%00b", "/ok?x=%ff", "/ok?%zz=1", "*", "relative"] {
            XCTAssertThrowsError(try parse(target), target) { error in
                XCTAssertEqual((error as? HTTPError)?.status, 400, target)
            }
        }
    }

    func testCookiesAreParsedFromHeaders() {
        let request = Request(method: .get, path: "/", headers: ["Cookie": "session=abc; theme=\"dark\"; session=other;bad"])
        XCTAssertEqual(request.cookies, ["session": "abc", "theme": "dark"])
    }

    func testHeadersAreCaseInsensitiveAndKeepRepeats() {
        var headers: HTTPHeaders = ["Content-Type": "text/plain"]
        headers.add("Set-Cookie", "a=1")
        headers.add(name: "set-cookie", value: "b=2")
        XCTAssertEqual(headers["CONTENT-TYPE"], "text/plain")
        XCTAssertEqual(headers["Set-Cookie"], "a=1")
        XCTAssertEqual(headers.values(for: "SET-COOKIE"), ["a=1", "b=2"])
        headers["set-cookie"] = "c=3"
        XCTAssertEqual(headers.values(for: "Set-Cookie"), ["c=3"])
        headers["Content-Type"] = nil
        XCTAssertFalse(headers.contains("content-type"))
        XCTAssertEqual(headers.count, 1)
    }

    func testAccessLogLineFormat() {
        XCTAssertEqual(accessLogLine(method: .get, path: "/x", status: 200, elapsed: .microseconds(1234)), "GET /x 200 1.23ms")
        XCTAssertEqual(accessLogLine(method: .post, path: "/y", status: 413, elapsed: .milliseconds(15)), "POST /y 413 15.00ms")
        XCTAssertEqual(accessLogLine(method: .get, path: "/", status: 404, elapsed: .microseconds(5)), "GET / 404 0.01ms")
    }

    func testResponseHelpers() {
        XCTAssertEqual(Response.json(Data("{}".utf8), status: 201).headers["Content-Type"], "application/json")
        XCTAssertEqual(Response.json(Data("{}".utf8), status: 201).status, 201)
        let redirect = Response.redirect(to: "/board")
        XCTAssertEqual(redirect.status, 303)
        XCTAssertEqual(redirect.headers["Location"], "/board")
        XCTAssertEqual(HTTPError.tooManyRequests(retryAfterSeconds: 30).headers["Retry-After"], "30")
        XCTAssertEqual(HTTPError.payloadTooLarge().code, "too_large")
    }
}
