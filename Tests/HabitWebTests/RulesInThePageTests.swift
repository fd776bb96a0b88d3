import Foundation
import HabitCore
import HabitTestSupport
import HTTPServer
import Testing
@testable import HabitWeb

/// The rules in the page (SPEC §23): rules.wasm served like every static file and precached, no
/// rule left in the scripts, and the words the page fills in itself equal to the server's own.
@Suite struct RulesInThePageTests {
    @Test func the_rules_are_served_fingerprinted_as_webassembly_gzipped_and_precached() throws {
        let app = try TestApp()
        let url = Assets.url("rules.wasm")
        #expect(url.hasPrefix("/static/rules.") && url.hasSuffix(".wasm"))
        let plain = app.call(.get, url)
        #expect(plain.status == 200 && plain.headers["Content-Type"] == "application/wasm")
        #expect(plain.headers["Cache-Control"] == "public, max-age=31536000, immutable")
        // The WebAssembly magic number and version 1.
        #expect(Array(plain.body.prefix(8)) == [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00])
        let gzipped = app.call(.get, url, headers: ["Accept-Encoding": "gzip"])
        #expect(gzipped.headers["Content-Encoding"] == "gzip" && gzipped.body.count < plain.body.count)
        #expect(gzipped.body.count <= 120 * 1024, "\(gzipped.body.count) bytes on the wire")
        #expect(PWA.shell.contains(url) && PWA.shell.contains(Assets.url("rules.js")))
        // Pages with a day, and the form, name both files; the first visit's onboarding does not.
        let board = app.call(.get, "/", headers: ["Cookie": "onboarded=1"]).text
        #expect(board.contains(#"data-rules="\#(Assets.url("rules.js")) \#(url)""#))
        #expect(!app.call(.get, "/").text.contains("rules."))
        #expect(app.call(.get, "/trackers/new?kind=habit", headers: ["Cookie": "onboarded=1"]).text.contains(url))
    }

    /// No rule is written twice: the scripts hold none of the copies the rules replaced.
    @Test func the_scripts_keep_no_rule_of_their_own() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources/HabitWeb/Static")
        let scripts = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".js") }
        #expect(scripts.contains("queue.js") && scripts.contains("app.js"))
        let removed = ["addToProgress", "moveProgress", "moveProgressForHidden", "showStep", "checkTrackerForm", "localToday",
                       "checkName", "graphemes", "Intl.Segmenter", "data-other", "data-cycle", "data-cleared", "data-done-after",
                       "data-progress", "data-amount", "getTimezoneOffset() * 60000", "dayStart * 3600000"]
        for script in scripts {
            let text = try String(contentsOf: folder.appendingPathComponent(script), encoding: .utf8)
            for name in removed { #expect(!text.contains(name), "\(script) still holds \(name)") }
        }
    }

    /// Every template of a card's words, filled with any count, reads as the server's words for
    /// that count, in every language and streak unit.
    @Test func the_templates_give_the_servers_words_for_every_count() throws {
        for language in Language.allCases {
            let wording = CardWording(language: language)
            let rule = language.copy.pluralRule
            func one(_ templates: [String: String], _ n: Int) -> String? {
                templates[rule.category(n).rawValue]?.replacingOccurrences(of: "{n}", with: String(n))
            }
            let days = CardWording.templates(rule, wording.days), paused = CardWording.templates(rule, wording.pausedTitle)
            for n in Array(0...1_200) + [1_000_000, 2_000_021, 12_345_678] {
                #expect(one(days, n) == wording.days(n), "\(language) \(n)")
                #expect(one(paused, n) == wording.pausedTitle(n), "\(language) \(n)")
            }
            for unit in [StreakUnit.days, .weeks, .months] {
                let current = CardWording.templates(rule) { wording.current($0, unit) }, best = CardWording.templates(rule) { wording.best($0, unit) }
                let spoken = CardWording.templates(rule) { wording.spoken($0, $1, unit) }
                for n in 0...400 {
                    #expect(one(current, n) == wording.current(n, unit), "\(language) \(unit) \(n)")
                    #expect(one(best, n) == wording.best(n, unit), "\(language) \(unit) \(n)")
                }
                for a in stride(from: 0, through: 230, by: 1) {
                    for b in [0, 1, 2, 3, 5, 11, 21, 22, 25, 100, 101, 111, 1_000_000, a] {
                        let template = spoken[rule.category(a).rawValue + " " + rule.category(b).rawValue] ?? spoken[rule.category(a).rawValue]
                        let filled = template?.replacingOccurrences(of: "{a}", with: String(a)).replacingOccurrences(of: "{b}", with: String(b))
                        #expect(filled == wording.spoken(a, b, unit), "\(language) \(unit) \(a) \(b)")
                    }
                }
            }
            // A paused habit's line: every day of three years, from the month's template.
            var day = Day(year: 2026, month: 1, day: 1)!
            while day.year < 2029 {
                let filled = CardWording.monthTemplate(language.copy.pausedUntil(Day(year: 2099, month: day.month, day: 28)))
                    .replacingOccurrences(of: "{d}", with: String(day.dayOfMonth)).replacingOccurrences(of: "{y}", with: String(day.year))
                #expect(filled == language.copy.pausedUntil(day), "\(language) \(day)")
                day = day.adding(days: 1)
            }
        }
    }
}
