import Foundation
import HabitCLI
import Testing

/// `habits notify …` (SPEC §16): channels added, listed, refused and removed, with exact output.
@Suite struct NotifyCLITests {
    @Test func channels_are_added_listed_and_removed() throws {
        let cli = Harness()
        #expect(cli.run("notify", "list").out == "No channels yet.")
        let added = cli.run("notify", "webhook", "http://127.0.0.1:9000/hook", "--secret", "s3cret")
        #expect(added.code == 0)
        let id = try #require(added.out.split(separator: "\n")[1].split(separator: " ").first.map(String.init))
        #expect(added.out == """
            Channel added.
            \(id)  webhook  http://127.0.0.1:9000/hook  Nothing sent yet
              Secret: s3cret
            """)
        #expect(cli.run("notify", "ntfy", "https://ntfy.sh/habits").code == 0)
        // Added in the same (pinned) second: listed by id after that.
        let listed = cli.run("notify", "list").out.split(separator: "\n")
        #expect(listed.count == 3 && listed.contains { $0.hasSuffix("  ntfy  https://ntfy.sh/habits  Nothing sent yet") })
        #expect(listed.contains("  Secret: s3cr…"), "after it was made, only the secret's start is shown")
        let json = try JSONSerialization.jsonObject(with: Data(cli.run("notify", "list", "--json").out.utf8)) as? [[String: Any]]
        #expect(Set(json?.compactMap { $0["kind"] as? String } ?? []) == ["webhook", "ntfy"])
        #expect(json?.first { $0["kind"] as? String == "webhook" }?["secret"] as? String == "s3cret")
        #expect(cli.run("notify", "remove", id) == (0, "Channel removed.", ""))
        #expect(cli.run("notify", "list").out.split(separator: "\n").count == 1)
    }

    @Test func bad_urls_and_ids_are_refused_with_what_to_do() {
        let cli = Harness()
        #expect(cli.run("notify", "webhook", "http://example.com/hook") ==
                (65, "", "habits: Reminders go over https; plain http only to this machine (localhost or 127.0.0.1)."))
        #expect(cli.run("notify", "ntfy", "ntfy.sh/topic").code == 65)
        #expect(cli.run("notify", "remove", "nope").code == 64)
        #expect(cli.run("notify", "remove", "1b4e28ba-2fa1-11d2-883f-0016d3cca427").code == 65)
        #expect(cli.run("notify", "test").out == "No channels yet.")
        #expect(cli.run("notify").code == 64)
        #expect(cli.run("notify", "list").out == "No channels yet.")
    }
}
