import Foundation
import HabitAccounts
import HabitCore
import HabitSignIn
import HabitStore
import HabitTestSupport
@testable import HabitWeb
import HTTPServer
import Testing

/// SPEC §20 in the web app, in process, on SQLite and (with `HABITS_TEST_DATABASE_URL`) on
/// PostgreSQL: the trusted proxy's header, Settings → Password and Delete account, and the
/// login page without passwords.
@Suite struct SignInWebTests {
    static let proxy = TrustedHeader(header: "Remote-User", proxies: AddressRange.list("127.0.0.1/32")!, createsAccounts: false)

    func remoteUser(_ name: String) -> HTTPHeaders { ["Remote-User": name] }

    @Test func the_header_signs_in_from_the_trusted_proxy_only() throws {
        let app = try AccountsApp(signIn: SignInMethods(trustedHeader: Self.proxy))
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let anna = app.call(.get, "/api/v1/account", headers: remoteUser("anna"))
        #expect(anna.status == 200)
        #expect(anna.object["name"] as? String == "Anna" && anna.object["via"] as? String == "proxy")
        #expect(app.call(.get, "/", headers: remoteUser("Anna")).status == 200)
        // From any other address the header means nothing: sign in first.
        #expect(app.call(.get, "/api/v1/account", address: "127.0.0.2", headers: remoteUser("anna")).status == 401)
        let page = app.call(.get, "/", address: "127.0.0.2", headers: remoteUser("anna"))
        #expect(page.status == 303 && page.headers["Location"] == "/login")
        // An unknown name is refused, and nothing is created.
        let unknown = app.call(.get, "/", headers: remoteUser("boris"))
        #expect(unknown.status == 403)
        #expect(unknown.text.contains("The proxy signed you in as \"boris\", but there is no such account here."))
        #expect(app.call(.get, "/api/v1/account", headers: remoteUser("boris")).errorCode == "sign_in_refused")
        #expect(try app.accounts.directory.accounts().map(\.name) == ["Anna"])
        // The header wins over a session cookie of another account; a bearer token wins over both.
        _ = try app.accounts.addAccount(name: "Boris", password: "battery staple")
        let boris = try app.signIn("Boris", "battery staple")
        #expect(app.call(.get, "/api/v1/account", cookie: boris, headers: remoteUser("anna")).object["name"] as? String == "Anna")
        #expect(app.call(.get, "/api/v1/account", cookie: boris, address: "127.0.0.2", headers: remoteUser("anna"))
                    .object["name"] as? String == "Boris")
    }

    @Test func with_creating_an_unknown_name_from_the_proxy_gets_an_account_without_a_password() throws {
        let creating = TrustedHeader(header: "Remote-User", proxies: Self.proxy.proxies, createsAccounts: true)
        let app = try AccountsApp(signIn: SignInMethods(trustedHeader: creating))
        // Without accounts a loopback server is in personal mode, where /api/v1/account has no account to show.
        #expect(app.call(.get, "/api/v1/account", address: "127.0.0.2", headers: remoteUser("vera")).status == 404)
        #expect(try app.accounts.directory.accounts().isEmpty, "nothing was created from the untrusted address")
        #expect(app.call(.get, "/api/v1/account", headers: remoteUser("vera")).object["name"] as? String == "vera")
        let vera = try app.accounts.account(named: "vera")
        #expect(try !app.accounts.hasPassword(vera))
        let settings = app.call(.get, "/settings", headers: remoteUser("vera")).text
        #expect(settings.contains("No password") && settings.contains("The sign-in of the proxy in front of this server"))
    }

    @Test func a_password_change_signs_out_the_other_devices_and_the_old_password_stops_working() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let here = try app.signIn("Anna", "correct horse")
        let phone = try app.signIn("Anna", "correct horse", address: "10.0.0.7")
        let form = "current_password=correct+horse&new_password=a+longer+secret&repeat_password=a+longer+secret"
        let changed = app.call(.post, "/settings/password", form: form, cookie: here)
        #expect(changed.status == 200)
        #expect(changed.text.contains("Password changed. 1 other device was signed out."))
        #expect(app.call(.get, "/api/v1/account", cookie: here).status == 200)
        #expect(app.call(.get, "/api/v1/account", cookie: phone).status == 401)
        #expect(app.call(.post, "/login", form: "username=Anna&password=correct+horse").status == 401)
        #expect(try app.signIn("Anna", "a longer secret").isEmpty == false)
    }

    @Test func a_wrong_current_password_or_a_refused_new_one_changes_nothing() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let here = try app.signIn("Anna", "correct horse")
        let phone = try app.signIn("Anna", "correct horse", address: "10.0.0.7")
        let wrong = app.call(.post, "/settings/password",
                             form: "current_password=wrong&new_password=a+longer+secret&repeat_password=a+longer+secret", cookie: here)
        #expect(wrong.status == 422)
        #expect(wrong.text.contains("The current password is wrong; nothing was changed."))
        let short = app.call(.post, "/settings/password",
                             form: "current_password=correct+horse&new_password=short&repeat_password=short", cookie: here)
        #expect(short.status == 422 && short.text.contains("Choose a password of at least 10 characters."))
        let differ = app.call(.post, "/settings/password",
                              form: "current_password=correct+horse&new_password=a+longer+secret&repeat_password=a+longer+secreT",
                              cookie: here)
        #expect(differ.status == 422 && differ.text.contains("The two new passwords differ"))
        let name = app.call(.post, "/settings/password", form: "current_password=correct+horse&new_password=ANNA&repeat_password=ANNA",
                            cookie: here)
        #expect(name.status == 422)
        #expect(app.call(.get, "/api/v1/account", cookie: phone).status == 200)
        #expect(try app.signIn("Anna", "correct horse").isEmpty == false)
        // Guesses at the current password count as failed sign-ins: five lock the name.
        for _ in 1...Accounts.failuresPerAccount {
            _ = app.call(.post, "/settings/password", form: "current_password=guess&new_password=a+longer+secret&repeat_password=a+longer+secret",
                         cookie: here)
        }
        let locked = app.call(.post, "/settings/password",
                              form: "current_password=correct+horse&new_password=a+longer+secret&repeat_password=a+longer+secret",
                              cookie: here)
        #expect(locked.status == 429 && locked.headers["Retry-After"] != nil)
        #expect(app.call(.post, "/login", form: "username=Anna&password=correct+horse", address: "10.0.0.8").status == 429)
    }

    @Test func deleting_ones_account_takes_its_habits_and_sessions_after_offering_the_export() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        _ = try app.accounts.addAccount(name: "Boris", password: "battery staple")
        let boris = try app.signIn("Boris", "battery staple")
        let phone = try app.signIn("Boris", "battery staple", address: "10.0.0.7")
        let category = app.category("Sport", cookie: boris)
        _ = app.tracker("Run", category: category, cookie: boris)
        let settings = app.call(.get, "/settings", cookie: boris).text
        #expect(settings.contains("Export first") && settings.contains("Delete my account"))
        #expect(app.call(.post, "/settings/delete-account", form: "password=wrong", cookie: boris).status == 422)
        #expect(try app.accounts.directory.accounts().count == 2)
        let deleted = app.call(.post, "/settings/delete-account", form: "password=battery+staple", cookie: boris)
        #expect(deleted.status == 200)
        #expect(deleted.text.contains("The account \"Boris\" and all its habits were deleted."))
        #expect(deleted.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("habits_session=;") })
        #expect(try app.accounts.directory.accounts().map(\.name) == ["Anna"])
        #expect(app.call(.get, "/api/v1/account", cookie: phone).status == 401)
        // A new Boris starts empty.
        _ = try app.accounts.addAccount(name: "Boris", password: "battery staple")
        let again = try app.signIn("Boris", "battery staple")
        #expect(app.call(.get, "/api/v1/trackers", cookie: again).array.isEmpty)
    }

    @Test func with_passwords_off_the_login_page_has_no_form_and_a_post_is_refused() throws {
        let app = try AccountsApp(signIn: SignInMethods(passwords: false, trustedHeader: Self.proxy))
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let page = app.call(.get, "/login", address: "127.0.0.2")
        #expect(page.status == 200 && !page.text.contains("name=\"password\""))
        let post = app.call(.post, "/login", form: "username=Anna&password=correct+horse", address: "127.0.0.2")
        #expect(post.status == 403 && post.text.contains("Password sign-in is turned off on this server."))
        #expect(post.headers["Set-Cookie"] == nil)
    }

    @Test func the_new_forms_speak_russian() throws {
        let app = try AccountsApp()
        _ = try app.accounts.addAccount(name: "Anna", password: "correct horse")
        let here = try app.signIn("Anna", "correct horse")
        let settings = app.call(.get, "/settings", cookie: here, language: "ru").text
        #expect(settings.contains("Способы входа") && settings.contains("Сменить пароль") && settings.contains("Удалить мой аккаунт"))
    }
}
