import Foundation
import HabitCore
import Testing
@testable import HabitWeb

/// Static CSS and JavaScript go out compacted: what only people read is left out, the code is not.
@Suite struct AssetsTests {
    @Test func compacting_drops_comments_and_indentation_and_keeps_every_statement() {
        let script = """
        // A comment line.
        (function () {
            "use strict";
          var url = "https://example.org/a"; // after code: kept

            return url.replace(/\\{(\\w+)\\}/g, "");
        })();
        """
        #expect(String(decoding: Assets.compact(Array(script.utf8), name: "a.js"), as: UTF8.self) == """
        (function () {
        "use strict";
        var url = "https://example.org/a"; // after code: kept
        return url.replace(/\\{(\\w+)\\}/g, "");
        })();

        """)
        let style = "/* Cards:\n   a block. */\n.card {\n  color: red; /* inline */\n}\n"
        #expect(String(decoding: Assets.compact(Array(style.utf8), name: "a.css"), as: UTF8.self) == ".card {\ncolor: red;\n}\n")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x20, 0x0A]
        #expect(Assets.compact(png, name: "icon.png") == png)
    }

    @Test func the_served_files_are_the_compacted_ones() throws {
        let app = try TestApp()
        let script = app.call(.get, Assets.url("app.js"))
        #expect(script.status == 200 && script.text.contains("function") && !script.text.contains("\n  "))
        #expect(!script.text.split(separator: "\n").contains { $0.hasPrefix("//") })
        let style = app.call(.get, Assets.url("app.css")).text
        #expect(style.contains(".card") && !style.contains("/*"))
    }
}

/// The service worker's prelude is JavaScript the browser must parse: every language's offline
/// page under its code as a quoted key (`"zh-Hans"` and `"pt-BR"` are not identifiers).
@Suite struct ServiceWorkerScriptTests {
    @Test func every_language_has_its_offline_page_under_a_quoted_key() {
        let script = PWA.serviceWorkerScript
        for language in Language.allCases {
            #expect(script.contains("\n  \"\(language.rawValue)\": \"<!doctype html>"), "\(language.rawValue)")
        }
    }
}
