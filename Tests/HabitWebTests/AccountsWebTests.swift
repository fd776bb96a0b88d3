import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HabitStore
import HabitTestSupport
@testable import HabitWeb
import HTTPServer
import Synchronization
import Testing

/// The app with accounts, in process, over a fresh database (SQLite, or PostgreSQL when
/// `HABITS_TEST_DATABASE_URL` is set), on a clock the test moves.
final class AccountsApp: @unchecked Sendable {
    let folder: URL
    let location: StoreLocation
    let accounts: Accounts
    let context: AppContext
    let responder: any Responder
    private let time: TestTime
    private let postgres: TestPostgresDatabase?

    /// A fresh database, or `reopening` another app's (a restart: new stores, same data);
    /// `keptAccounts` as for `AppContext`.
    init(reopening other: AccountsApp? = nil, keptAccounts: Int = AccountSpaces.standardLimit,
         signIn: SignInMethods = .passwordsOnly) throws {
        folder = other?.folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("habits-accounts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        postgres = other == nil ? try TestPostgresDatabase.freshIfConfigured() : nil
        location = other?.location ?? postgres.map { .postgres(url: $0.url) }
            ?? .sqlite(path: folder.appendingPathComponent("habits.sqlite").path)
        time = TestTime(other?.now ?? Clock.parseInstant("2025-03-07T12:00:00Z", zone: .gmt)!)
        let backend = try location.open(listen: false, connections: 4)
        let clock = Clock { [time] in time.now }
        accounts = Accounts(directory: try backend.accountDirectory(), clock: clock)
        var context = AppContext(store: backend.store, clock: clock, ids: .random, serverZone: .gmt, accounts: accounts,
                                 keptAccounts: keptAccounts)
        context.signIn = signIn
        self.context = context
        responder = HabitApp.responder(context: context)
        keepAlive = other
    }

    /// The first app of a restart keeps its PostgreSQL database alive.
    private let keepAlive: AccountsApp?

    deinit { if keepAlive == nil { try? FileManager.default.removeItem(at: folder) } }

    var now: Date { time.now }
    func advance(_ seconds: TimeInterval) { time.advance(seconds) }

    /// Calls the app as a client at `address` with `cookie` (a session) or `bearer` (a token).
    func call(_ method: HTTPMethod, _ path: String, json: String? = nil, form: String? = nil, cookie: String? = nil,
              bearer: String? = nil, address: String = "127.0.0.1", accept: String? = nil, language: String? = nil,
              headers extra: HTTPHeaders = [:]) -> TestResponse {
        var headers = extra
        if json != nil { headers["Content-Type"] = "application/json" }
        if form != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        if let cookie { headers["Cookie"] = "\(PasswordGate.cookieName)=\(cookie); onboarded=1" }
        if let language { headers["Accept-Language"] = language }
        if let bearer { headers["Authorization"] = "Bearer \(bearer)" }
        if let accept { headers["Accept"] = accept }
        let parts = path.split(separator: "?", maxSplits: 1)
        var query: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                query[String(kv[0])] = kv.count > 1 ? String(kv[1]).removingPercentEncoding : ""
            }
        }
        let request = Request(method: method, path: String(parts[0]), query: query, headers: headers,
                              body: Array((json ?? form ?? "").utf8), remoteAddress: address)
        let response: Response
        do { response = try responder.respond(to: request) } catch { response = ErrorMiddleware.response(for: error, request: request) }
        return TestResponse(status: response.status, headers: response.headers, body: response.body)
    }

    /// Signs in through `POST /login` and returns the session cookie's value.
    func signIn(_ name: String, _ password: String, address: String = "127.0.0.1") throws -> String {
        let response = call(.post, "/login", form: "username=\(Web.percentEncode(name))&password=\(Web.percentEncode(password))",
                            address: address)
        #expect(response.status == 303)
        let cookie = try #require(response.headers["Set-Cookie"])
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"))
        let value = cookie.split(separator: ";")[0].split(separator: "=", maxSplits: 1)[1]
        return String(value)
    }

    func category(_ name: String, cookie: String) -> String {
        call(.post, "/api/v1/categories", json: #"{"name":"\#(name)"}"#, cookie: cookie).object["id"] as! String
    }

    func tracker(_ name: String, category: String, cookie: String) -> String {
        call(.post, "/api/v1/trackers", json: #"{"name":"\#(name)","kind":"habit","frequency":{"kind":"weekly","times":3},"categoryId":"\#(category)","createdOn":"2025-03-01"}"#,
             cookie: cookie).object["id"] as! String
    }
}

/// A clock's instant, moved by the test.
final class TestTime: Sendable {
    private let instant: Mutex<Date>
    init(_ start: Date) { instant = Mutex(start) }
    var now: Date { instant.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

@Suite struct AccountsWebTests {
    static let injection = "x'); DROP TABLE trackers; --<b>"

    /// Anna (who adopted the personal data) and Boris, each signed in, each with a tracker.
    struct TwoAccounts {
        let app: AccountsApp
        let anna: String, boris: String
        let annaTracker: String, borisTracker: String, borisCategory: String
    }

    func twoAccounts() throws -> TwoAccounts {
        let app = try AccountsApp()
        // The personal data before any account: the first account adopts it.
        let personal = app.call(.post, "/api/v1/categories", json: #"{"name":"Health"}"#).object["id"] as! String
        let annaTracker = app.call(.post, "/api/v1/trackers",
                                   json: #"{"name":"Anna reads","kind":"habit","frequency":{"kind":"weekly","times":3},"categoryId":"\#(personal)","createdOn":"2025-03-01"}"#)
            .object["id"] as! String
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        _ = try app.accounts.addAccount(name: "Boris", password: "battery staple")
        let anna = try app.signIn("anna", "correct horse")
        let boris = try app.signIn("Boris", "battery staple")
        let borisCategory = app.category("Boris's", cookie: boris)
        let borisTracker = app.tracker("Boris secret", category: borisCategory, cookie: boris)
        return TwoAccounts(app: app, anna: anna, boris: boris, annaTracker: annaTracker, borisTracker: borisTracker,
                           borisCategory: borisCategory)
    }

    /// SPEC §14: an account's event stream hears its own writes and nothing of another's.
    @Test func a_stream_hears_its_own_accounts_writes_and_nothing_of_anothers() throws {
        let app = try AccountsApp()
        let anna = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        _ = try app.accounts.addAccount(name: "Boris", password: "battery staple")
        let annaCookie = try app.signIn("Anna", "correct horse"), borisCookie = try app.signIn("Boris", "battery staple")
        let server = try HabitApp.server(context: app.context, port: 0, accessLog: false)
        try server.start()
        defer { server.stop() }
        let stream = try RawConnection(port: server.port)
        stream.request("GET", "/api/v1/events", headers: ["Accept": "text/event-stream",
                                                         "Cookie": "\(PasswordGate.cookieName)=\(annaCookie)"])
        #expect(stream.read(until: "retry: 2000\n\n")?.contains("text/event-stream") == true)

        #expect(app.call(.post, "/api/v1/categories", json: #"{"name":"Boris's"}"#, cookie: borisCookie).status == 201)
        Thread.sleep(forTimeInterval: 0.7)  // more than two rounds of the watcher: a leak would be sent by now
        #expect(app.call(.post, "/api/v1/categories", json: #"{"name":"Anna's"}"#, cookie: annaCookie).status == 201)
        let revision = try app.context.space(for: anna).store.snapshot.revision
        // The first event Anna's stream gets is her own write's; one for Boris's would come first.
        let event = stream.read(until: "}\n\n")
        #expect(event?.contains("id: \(revision)\nevent: change\ndata: {\"revision\":\(revision)}") == true, "\(event ?? "nothing")")
    }

    /// SPEC §8: memory stays bounded however many accounts sign in. Past the limit the least
    /// recently used account's library and caches go, unless a page still follows it, and its
    /// next request loads them again.
    @Test func at_most_the_kept_accounts_stay_in_memory_and_one_that_went_comes_back_whole() throws {
        let app = try AccountsApp(keptAccounts: 2)
        var cookies: [String] = []
        for name in ["Anna", "Boris", "Clara", "Dora"] {
            _ = try app.accounts.addAccount(name: name, password: "correct horse")
            cookies.append(try app.signIn(name, "correct horse"))
        }
        let anna = try #require(try app.accounts.directory.account(named: "Anna"))
        let followed = try app.context.space(for: anna)
        let stream = try followed.live.subscribe(lastEventID: nil)
        defer { stream.close() }
        _ = app.category("Boris's", cookie: cookies[1])
        for cookie in cookies[2...] { #expect(app.call(.get, "/api/v1/board", cookie: cookie).status == 200) }
        #expect(app.context.spaces.count == 2)
        #expect(try app.context.space(for: anna) === followed)
        #expect(app.call(.get, "/api/v1/categories", cookie: cookies[1]).array.map { $0["name"] as? String } == ["Boris's"])
        #expect(app.context.spaces.count == 2)
    }

    @Test func without_accounts_nothing_asks_for_a_sign_in() throws {
        let app = try AccountsApp()
        #expect(app.call(.get, "/api/v1/trackers").status == 200)
        #expect(app.call(.get, "/login").status == 303)
        #expect(app.call(.get, "/api/v1/account").status == 404)
    }

    @Test func the_first_account_adopts_the_personal_data_and_each_sees_only_its_own() throws {
        let two = try twoAccounts()
        let app = two.app
        #expect(app.call(.get, "/api/v1/trackers", cookie: two.anna).array.map { $0["name"] as? String } == ["Anna reads"])
        #expect(app.call(.get, "/api/v1/trackers", cookie: two.boris).array.map { $0["name"] as? String } == ["Boris secret"])
        #expect(app.call(.get, "/", cookie: two.anna).text.contains("Anna reads"))
        let home = app.call(.get, "/", cookie: two.boris)
        #expect(!home.text.contains("Anna reads"))
        // The response cache is per account: Anna's cached board is never Boris's.
        _ = app.call(.get, "/api/v1/board", cookie: two.anna)
        #expect(!app.call(.get, "/api/v1/board", cookie: two.boris).text.contains("Anna reads"))
        #expect(app.call(.get, "/api/v1/account", cookie: two.boris).object["name"] as? String == "Boris")
        // Without a sign-in: 401 on the API, the sign-in page elsewhere.
        #expect(app.call(.get, "/api/v1/trackers").status == 401)
        #expect(app.call(.get, "/").headers["Location"] == "/login")
        #expect(app.call(.get, "/login").text.contains(#"name="username""#))
    }

    @Test func every_route_with_another_accounts_id_answers_as_for_an_unknown_id_and_changes_nothing() throws {
        let two = try twoAccounts()
        let app = two.app
        let (token, secret) = try app.accounts.addToken(for: try app.accounts.account(named: "Boris"), label: "phone")
        let borisSession = try app.accounts.directory.sessions(of: try app.accounts.account(named: "Boris"))[0].id
        let before = app.call(.get, "/api/v1/export", cookie: two.boris).text
        let jsonBodies: [String: String] = [
            "/api/v1/trackers/{id}": #"{"name":"Stolen"}"#, "/api/v1/trackers/{id}/entries/{day}": #"{"state":"done"}"#,
            "/api/v1/trackers/{id}/move": #"{"direction":"up"}"#, "/api/v1/categories/{id}": #"{"name":"Stolen"}"#,
            "/api/v1/categories/{id}/move": #"{"direction":"up"}"#,
        ]
        let form = "back=%2F&date=2025-03-07&name=Stolen&state=done&label=x&archived=1&direction=up&value=1&note=x&from=2025-03-07"
        var tried = 0
        for route in HabitApp.router(context: app.context).routes where route.pattern.contains("{id}") {
            func path(_ id: String) -> String {
                route.pattern.replacingOccurrences(of: "{id}", with: id).replacingOccurrences(of: "{day}", with: "2025-03-07")
            }
            let theirs: String, unknown: String
            if route.pattern.contains("/categories/") {
                (theirs, unknown) = (two.borisCategory, UUID().uuidString.lowercased())
            } else if route.pattern.contains("/sessions/") {
                (theirs, unknown) = (String(borisSession), "999999")
            } else if route.pattern.contains("/tokens/") {
                (theirs, unknown) = (String(token.id), "999999")
            } else {
                (theirs, unknown) = (two.borisTracker, UUID().uuidString.lowercased())
            }
            let isAPI = route.pattern.hasPrefix("/api/")
            let json = isAPI && route.method != .get && route.method != .delete ? jsonBodies[route.pattern] : nil
            let body = isAPI ? nil : (route.method == .post ? form : nil)
            let theirsAnswer = app.call(route.method, path(theirs), json: json, form: body, cookie: two.anna)
            let unknownAnswer = app.call(route.method, path(unknown), json: json, form: body, cookie: two.anna)
            #expect(theirsAnswer.status < 500, "\(route.method) \(route.pattern)")
            #expect(theirsAnswer.status == unknownAnswer.status, "\(route.method) \(route.pattern): \(theirsAnswer.status) vs \(unknownAnswer.status)")
            if unknownAnswer.status == 404 || theirsAnswer.status == 404 { #expect(theirsAnswer.status == 404) }
            #expect(!theirsAnswer.text.contains("Boris secret"), "\(route.method) \(route.pattern) leaked a name")
            tried += 1
        }
        #expect(tried >= 30)
        // Every read without an id, as Anna: nothing of Boris's.
        for route in HabitApp.router(context: app.context).routes
        where route.method == .get && !route.pattern.contains("{") && route.pattern != "/api/v1/events" {
            let answer = app.call(.get, route.pattern, cookie: two.anna)
            #expect(answer.status < 500, "GET \(route.pattern)")
            #expect(!answer.text.contains("Boris secret") && !answer.text.contains(two.borisTracker), "GET \(route.pattern)")
        }
        #expect(app.call(.get, "/api/v1/export", cookie: two.boris).text == before)
        #expect(try app.accounts.authenticate(bearer: secret) != nil)
        #expect(try app.accounts.authenticate(sessionToken: two.boris) != nil)
    }

    @Test func forged_expired_and_revoked_sessions_and_revoked_tokens_are_refused() throws {
        let two = try twoAccounts()
        let app = two.app
        #expect(app.call(.get, "/api/v1/trackers", cookie: Secrets.newToken()).status == 401)
        #expect(app.call(.get, "/api/v1/trackers", cookie: "'; DROP TABLE sessions; --").status == 401)
        #expect(app.call(.get, "/", cookie: Secrets.newToken()).headers["Location"] == "/login")
        // A token works until revoked.
        let created = app.call(.post, "/api/v1/account/tokens", json: #"{"label":"\#(Self.injection)"}"#, cookie: two.boris)
        #expect(created.status == 201)
        let secret = try #require(created.object["token"] as? String)
        let id = try #require(created.object["id"] as? Int)
        #expect(app.call(.get, "/api/v1/trackers", bearer: secret).array.map { $0["name"] as? String } == ["Boris secret"])
        #expect(app.call(.get, "/api/v1/account", bearer: secret).object["via"] as? String == "token")
        #expect(app.call(.get, "/api/v1/account/tokens", cookie: two.boris).array.map { $0["label"] as? String } == [Self.injection])
        #expect(app.call(.delete, "/api/v1/account/tokens/\(id)", cookie: two.anna).status == 404)
        #expect(app.call(.delete, "/api/v1/account/tokens/\(id)", cookie: two.boris).status == 204)
        let revoked = app.call(.get, "/api/v1/trackers", bearer: secret)
        #expect(revoked.status == 401 && revoked.errorMessage?.hasPrefix("This token isn't valid: it was revoked, or it was never one.") == true)
        #expect(app.call(.get, "/api/v1/trackers", bearer: "").status == 401)
        #expect(app.call(.get, "/api/v1/trackers").errorMessage?.hasPrefix("Sign in first") == true)
        #expect(app.call(.get, "/api/v1/trackers", headers: ["Authorization": "Basic Ym9yaXM6eA=="]).errorMessage
                == "Send the token as Authorization: Bearer <token>.")
        // A revoked session ends; the one that revoked it goes on.
        let second = try app.signIn("Boris", "battery staple", address: "10.0.0.2")
        let sessions = app.call(.get, "/api/v1/account/sessions", cookie: two.boris).array
        #expect(sessions.count == 2)
        #expect(sessions.filter { $0["current"] as? Bool == true }.count == 1)
        let other = try #require(sessions.first { $0["current"] as? Bool == false }?["id"] as? Int)
        #expect(app.call(.delete, "/api/v1/account/sessions/\(other)", cookie: two.anna).status == 404)
        #expect(app.call(.delete, "/api/v1/account/sessions/\(other)", cookie: two.boris).status == 204)
        #expect(app.call(.get, "/api/v1/trackers", cookie: second).status == 401)
        #expect(app.call(.get, "/api/v1/trackers", cookie: two.boris).status == 200)
        // 30 days without a request: the session has expired.
        app.advance(Accounts.sessionLifetime + 1)
        #expect(app.call(.get, "/api/v1/trackers", cookie: two.boris).status == 401)
        // Signing out ends the session and clears the cookie.
        let third = try app.signIn("Boris", "battery staple")
        let out = app.call(.post, "/logout", cookie: third)
        #expect(out.status == 303 && out.headers["Set-Cookie"]?.contains("Max-Age=0") == true)
        #expect(app.call(.get, "/api/v1/trackers", cookie: third).status == 401)
    }

    @Test func sign_in_is_refused_without_saying_which_part_was_wrong_and_throttled_per_account() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let wrong = app.call(.post, "/login", form: "username=Anna&password=nope")
        #expect(wrong.status == 401 && wrong.text.contains("Wrong username or password."))
        #expect(wrong.text.contains(#"value="Anna""#))
        let unknown = app.call(.post, "/login", form: "username=Nobody&password=nope")
        #expect(unknown.status == 401 && unknown.text.contains("Wrong username or password."))
        let russian = app.call(.post, "/login", form: "username=Anna&password=nope", language: "ru")
        #expect(russian.status == 401 && russian.text.contains("Неверное имя пользователя или пароль."))
        for attempt in 3...Accounts.failuresPerAccount {
            #expect(app.call(.post, "/login", form: "username=anna&password=guess\(attempt)", address: "10.0.0.\(attempt)").status == 401)
        }
        let throttled = app.call(.post, "/login", form: "username=Anna&password=correct+horse", address: "10.9.9.9")
        #expect(throttled.status == 429)
        #expect(throttled.headers["Retry-After"] == String(Int(Accounts.throttleWindow)))
        #expect(throttled.text.contains("Too many failed sign-ins. Try again in 15 minutes."))
        let api = app.call(.post, "/login", form: "username=Anna&password=correct+horse", accept: "application/json")
        #expect(api.status == 429 && api.errorMessage == "Too many failed sign-ins. Try again in 15 minutes.")
        app.advance(Accounts.throttleWindow)
        #expect(try app.signIn("Anna", "correct horse").count == 43)
    }

    @Test func names_labels_and_passwords_that_look_like_sql_are_stored_and_shown_literally() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: Self.injection, password: "' OR '1'='1")
        let cookie = try app.signIn(Self.injection, "' OR '1'='1")
        let settings = app.call(.get, "/settings", cookie: cookie)
        #expect(settings.status == 200)
        #expect(settings.text.contains("x&#39;); DROP TABLE trackers; --&lt;b&gt;") || settings.text.contains("x'); DROP TABLE trackers; --&lt;b&gt;"))
        #expect(!settings.text.contains("--<b>"))
        let page = app.call(.post, "/settings/tokens", form: "label=\(Web.percentEncode(Self.injection))", cookie: cookie)
        #expect(page.status == 200)
        #expect(page.text.contains("Copy this token now: it is shown only once."))
        #expect(try app.accounts.directory.tokens(of: app.accounts.account(named: Self.injection)).map(\.label) == [Self.injection])
        #expect(app.call(.get, "/api/v1/account", cookie: cookie).object["name"] as? String == Self.injection)
    }

    @Test func sessions_survive_a_restart() throws {
        let two = try twoAccounts()
        let restarted = try AccountsApp(reopening: two.app)
        #expect(restarted.call(.get, "/api/v1/trackers", cookie: two.boris).array.map { $0["name"] as? String } == ["Boris secret"])
        #expect(restarted.call(.get, "/api/v1/trackers", cookie: two.anna).array.map { $0["name"] as? String } == ["Anna reads"])
    }

    @Test func settings_lists_this_device_and_its_tokens_and_revokes_them_without_javascript() throws {
        let two = try twoAccounts()
        let app = two.app
        let settings = app.call(.get, "/settings", cookie: two.boris)
        #expect(settings.text.contains("Signed in as <bdi>Boris</bdi>"))
        #expect(settings.text.contains(#"aria-current="true""#) && settings.text.contains("This device"))
        #expect(settings.text.contains("No tokens yet."))
        let created = app.call(.post, "/settings/tokens", form: "label=laptop", cookie: two.boris)
        let token = try #require(created.text.firstMatch(of: /readonly value="([A-Za-z0-9_-]{43})"/).map { String($0.1) })
        #expect(app.call(.get, "/api/v1/account", bearer: token).object["name"] as? String == "Boris")
        let refused = app.call(.post, "/settings/tokens", form: "label=+", cookie: two.boris)
        #expect(refused.status == 422 && refused.text.contains("Give the token a label"))
        let id = try app.accounts.directory.tokens(of: app.accounts.account(named: "Boris"))[0].id
        #expect(app.call(.post, "/settings/tokens/\(id)/revoke", cookie: two.anna).status == 404)
        #expect(app.call(.post, "/settings/tokens/\(id)/revoke", cookie: two.boris).status == 303)
        #expect(app.call(.get, "/api/v1/account", bearer: token).status == 401)
        let current = try app.accounts.directory.sessions(of: app.accounts.account(named: "Boris"))[0].id
        let out = app.call(.post, "/settings/sessions/\(current)/revoke", cookie: two.boris)
        #expect(out.headers["Location"] == "/login")
        #expect(app.call(.get, "/settings", cookie: two.boris).headers["Location"] == "/login")
        // In Russian.
        let russian = app.call(.get, "/settings", cookie: two.anna, language: "ru")
        #expect(russian.text.contains("Вы вошли как <bdi>Anna</bdi>") && russian.text.contains("Это устройство"))
    }

    @Test func an_invitation_signs_up_once_and_signs_in() throws {
        let two = try twoAccounts()
        let app = two.app
        let (_, token) = try app.accounts.invite()
        let page = app.call(.get, "/signup?token=\(token)")
        #expect(page.status == 200 && page.text.contains(#"name="username""#) && page.text.contains(#"autocomplete="new-password""#))
        let short = app.call(.post, "/signup", form: "token=\(token)&username=Vera&password=short")
        #expect(short.status == 422 && short.text.contains("at least 8 characters"))
        let taken = app.call(.post, "/signup", form: "token=\(token)&username=boris&password=12345678")
        #expect(taken.status == 422 && taken.text.contains("There is already an account"))
        let made = app.call(.post, "/signup", form: "token=\(token)&username=Vera&password=12345678")
        #expect(made.status == 303)
        let cookie = try #require(made.headers["Set-Cookie"]?.split(separator: ";")[0].split(separator: "=", maxSplits: 1)[1])
        #expect(app.call(.get, "/api/v1/trackers", cookie: String(cookie)).array.isEmpty)
        #expect(app.call(.get, "/signup?token=\(token)").status == 410)
        #expect(app.call(.post, "/signup", form: "token=\(token)&username=Zoe&password=12345678").status == 410)
        #expect(app.call(.get, "/signup?token=forged").status == 410)
    }

    @Test func the_account_routes_answer_what_the_openapi_document_says() throws {
        let two = try twoAccounts()
        let app = two.app
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(app.call(.get, "/api/v1/openapi.json", cookie: two.anna).body))
        _ = app.call(.post, "/api/v1/account/tokens", json: #"{"label":"used"}"#, cookie: two.anna)
        let calls: [(HTTPMethod, String, String?, Int)] = [
            (.get, "/api/v1/account", nil, 200), (.get, "/api/v1/account/sessions", nil, 200),
            (.get, "/api/v1/account/tokens", nil, 200), (.post, "/api/v1/account/tokens", #"{"label":"laptop"}"#, 201),
            (.post, "/api/v1/account/tokens", #"{"label":""}"#, 422),
        ]
        for (method, path, body, status) in calls {
            let response = app.call(method, path, json: body, cookie: two.anna)
            #expect(response.status == status, "\(method) \(path): \(response.text)")
            let schema = try #require(OpenAPISchemaTests.schema(document, method.rawValue.lowercased(), path, status), "\(method) \(path)")
            let value = try JSONDecoder().decode(JSONValue.self, from: Data(response.body))
            #expect(OpenAPISchemaTests.problems(value, schema, in: document) == [], "\(method) \(path)")
        }
        let account = app.call(.get, "/api/v1/account", cookie: two.anna).object
        #expect(account["created"] as? String == "2025-03-07T12:00:00Z")
        #expect(account["via"] as? String == "session")
    }
}

/// Settings → Account names a signed-in device by its browser and system, not its raw User-Agent.
@Suite struct DeviceNameTests {
    @Test func a_user_agent_reads_as_browser_system_and_address() {
        let android = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"
        #expect(AccountSection.deviceName("\(android) · 192.168.1.5") == "Chrome · Android · 192.168.1.5")
        let iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"
        #expect(AccountSection.deviceName("\(iphone) · 10.0.0.2") == "Safari · iPhone · 10.0.0.2")
        let edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0"
        #expect(AccountSection.deviceName("\(edge) · ::1") == "Edge · Windows · ::1")
        #expect(AccountSection.deviceName("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 · 127.0.0.1")
                == "Firefox · Linux · 127.0.0.1")
        #expect(AccountSection.deviceName("127.0.0.1") == "127.0.0.1", "no User-Agent: the address alone")
        #expect(AccountSection.deviceName("SomeBot/1 · 127.0.0.1") == "SomeBot/1 · 127.0.0.1")
    }
}
