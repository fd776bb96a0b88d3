import Foundation
import XCTest
@testable import HTTPServer

final class RouterTests: XCTestCase {
    private struct Boom: Error {}

    private func status(of error: any Error) -> Int? { (error as? HTTPError)?.status }

    func testPathParametersAreFilledIn() throws {
        var router = Router()
        router.get("/api/v1/trackers/{id}/completions/{day}") { request in
            .text("\(request.parameters["id"]!) \(request.parameters["day"]!)")
        }
        let response = try router.respond(to: Request(method: .get, path: "/api/v1/trackers/42/completions/2024-05-01"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "42 2024-05-01")
        XCTAssertEqual(response.headers["content-type"], "text/plain; charset=utf-8")
    }

    func testLiteralSegmentBeatsParameterWhateverTheOrder() throws {
        var router = Router()
        router.get("/trackers/{id}") { .text("id=\($0.parameters["id"]!)") }
        router.get("/trackers/new") { _ in .text("new") }
        XCTAssertEqual(try router.respond(to: Request(method: .get, path: "/trackers/new")).body, Array("new".utf8))
        XCTAssertEqual(try router.respond(to: Request(method: .get, path: "/trackers/7/")).body, Array("id=7".utf8))
    }

    func testCatchAllTakesTheRestOfThePath() throws {
        var router = Router()
        router.get("/static/{file...}") { .text($0.parameters["file"]!) }
        router.get("/*") { .text("fallback " + $0.parameters["*"]!) }
        XCTAssertEqual(try router.respond(to: Request(method: .get, path: "/static/css/app.css")).body, Array("css/app.css".utf8))
        XCTAssertEqual(try router.respond(to: Request(method: .get, path: "/static")).body, Array("".utf8))
        XCTAssertEqual(try router.respond(to: Request(method: .get, path: "/a/b")).body, Array("fallback a/b".utf8))
        XCTAssertEqual(try router.respond(to: Request(method: .get, path: "/")).body, Array("fallback ".utf8))
    }

    /// Routes are looked up by the path's number of segments: catch-alls registered before and
    /// after the exact routes still take part, in registration order.
    func testCatchAllsRegisteredBeforeAndAfterExactRoutesStillMatch() throws {
        var router = Router()
        router.get("/a/{x...}") { .text("a-rest " + $0.parameters["x"]!) }
        router.get("/a/b") { _ in .text("a-b") }
        router.get("/a/{y}") { .text("a-y " + $0.parameters["y"]!) }
        router.get("/{z...}") { .text("rest " + $0.parameters["z"]!) }
        router.get("/c/d/e") { _ in .text("c-d-e") }
        let answers = ["/a/b": "a-b", "/a/c": "a-y c", "/a/c/d": "a-rest c/d", "/a": "a-rest ", "/q": "rest q", "/": "rest ",
                       "/c/d/e": "c-d-e", "/c/d/f": "rest c/d/f", "/x/y/z/w": "rest x/y/z/w"]
        for (path, expected) in answers {
            XCTAssertEqual(try router.respond(to: Request(method: .get, path: path)).body, Array(expected.utf8), path)
        }
    }

    func testUnknownPathIs404() {
        var router = Router()
        router.get("/a") { _ in .text("a") }
        XCTAssertThrowsError(try router.respond(to: Request(method: .get, path: "/b"))) { error in
            XCTAssertEqual(self.status(of: error), 404)
        }
        XCTAssertThrowsError(try router.respond(to: Request(method: .get, path: "/a/b"))) { error in
            XCTAssertEqual(self.status(of: error), 404)
        }
    }

    func testOtherMethodIs405WithAllowHeader() {
        var router = Router()
        router.get("/items/{id}") { _ in .text("") }
        router.delete("/items/{id}") { _ in .text("") }
        router.post("/items") { _ in .text("") }
        XCTAssertThrowsError(try router.respond(to: Request(method: .put, path: "/items/3"))) { error in
            let error = error as? HTTPError
            XCTAssertEqual(error?.status, 405)
            XCTAssertEqual(error?.code, "method_not_allowed")
            XCTAssertEqual(error?.headers["Allow"], "GET, HEAD, DELETE")
        }
    }

    func testHeadIsServedByGetWithoutBody() throws {
        var router = Router()
        router.get("/page") { _ in .html("<p>hello</p>") }
        let response = try router.respond(to: Request(method: .head, path: "/page"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, [])
        XCTAssertEqual(response.headers["Content-Length"], "12")
        XCTAssertEqual(response.headers["Content-Type"], "text/html; charset=utf-8")
    }

    func testRoutesListsEveryRouteInOrder() {
        var router = Router()
        router.get("/a") { _ in .text("") }
        router.post("/a") { _ in .text("") }
        router.add(.options, "/b/{x}") { _ in .text("") }
        XCTAssertEqual(router.routes.map { "\($0.method) \($0.pattern)" }, ["GET /a", "POST /a", "OPTIONS /b/{x}"])
    }

    func testErrorMiddlewareTurnsHTTPErrorIntoJSON() throws {
        var router = Router()
        router.get("/fail") { _ in throw HTTPError(status: 422, code: "invalid", message: "Name \"x\"\nis\\taken\u{1}") }
        let app = router.chained(ErrorMiddleware())
        let response = try app.respond(to: Request(method: .get, path: "/fail"))
        XCTAssertEqual(response.status, 422)
        XCTAssertEqual(response.headers["Content-Type"], "application/json")
        XCTAssertEqual(
            String(decoding: response.body, as: UTF8.self),
            #"{"error":{"code":"invalid","message":"Name \"x\"\nis\\taken\u0001"}}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: [String: String]]
        XCTAssertEqual(decoded?["error"]?["message"], "Name \"x\"\nis\\taken\u{1}")
    }

    func testErrorMiddlewareKeepsErrorHeaders() throws {
        var router = Router()
        router.get("/only-get") { _ in .text("") }
        let response = try router.chained(ErrorMiddleware()).respond(to: Request(method: .post, path: "/only-get"))
        XCTAssertEqual(response.status, 405)
        XCTAssertEqual(response.headers["Allow"], "GET, HEAD")
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self),
                       #"{"error":{"code":"method_not_allowed","message":"This method is not allowed here."}}"#)
    }

    func testErrorMiddlewareHidesOtherErrors() throws {
        var router = Router()
        router.get("/boom") { _ in throw Boom() }
        let response = try router.chained(ErrorMiddleware()).respond(to: Request(method: .get, path: "/boom"))
        XCTAssertEqual(response.status, 500)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self),
                       #"{"error":{"code":"internal","message":"Something went wrong."}}"#)
    }

    func testMiddlewareRunsOutermostFirst() throws {
        struct Tag: Middleware {
            let name: String
            func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
                var request = request
                request.headers.add("X-Trail", name)
                var response = try next(request)
                response.headers.add("X-Trail", name)
                return response
            }
        }
        var router = Router()
        router.get("/") { request in .text(request.headers.values(for: "x-trail").joined(separator: ",")) }
        let app = router.chained(Tag(name: "outer"), Tag(name: "inner"))
        let response = try app.respond(to: Request(method: .get, path: "/"))
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "outer,inner")
        XCTAssertEqual(response.headers.values(for: "X-Trail"), ["inner", "outer"])
    }

    func testMiddlewareCanAnswerWithoutCallingNext() throws {
        struct Deny: Middleware {
            func handle(_ request: Request, next: (Request) throws -> Response) throws -> Response {
                throw HTTPError.forbidden()
            }
        }
        var router = Router()
        router.get("/") { _ in XCTFail("handler must not run"); return .text("") }
        let response = try MiddlewareStack([ErrorMiddleware(), Deny()], responder: router).respond(to: Request(method: .get, path: "/"))
        XCTAssertEqual(response.status, 403)
    }
}
