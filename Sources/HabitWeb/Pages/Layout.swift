import HabitCore
import HTTPServer

/// The `lang` and `dir` of a page's `<html>` in `language` (Arabic pages run right to left).
func languageAttributes(_ language: Language) -> [Node.Attribute] {
    [("lang", language.rawValue), ("dir", language.direction)]
}

/// The shell every page shares: head, stylesheet, script, and the tab bar on the two main tabs.
enum Layout {
    enum Tab { case trackers, statistics }

    /// `today` (the server's, in the request's zone) lets the page notice that the day changed
    /// and reload; `dayStart` (the setting, 0…6) is the hour that day change happens at. Only
    /// pages with `charts` (the detail, statistics, moving in and out) load `charts.css`, so the
    /// first visit and the board do not. `scripts` are static files a page needs beyond the
    /// shared ones (Settings' `push.js`). `zone`: the zone `today` was reckoned in when the
    /// request named none (no `tz` cookie yet), so the script can tell whether the device's day
    /// may differ. `rules`: the page asks the rules' WebAssembly (the form's checks; pages with
    /// a day always may).
    static func page(title: String, language: Language, tab: Tab? = nil, bodyClass: String = "", today: Day? = nil,
                     dayStart: Int = 0, zone: String? = nil, rules: Bool = false, charts: Bool = false, scripts: [String] = [],
                     @NodeBuilder _ content: () -> [Node]) -> Response {
        let strings = language.copy
        let html = document {
            element("html", languageAttributes(language)) {
                element("head") {
                    element("meta", [("charset", "utf-8")])
                    element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1, viewport-fit=cover")])
                    element("meta", [("name", "theme-color"), ("content", "#ffffff"), ("media", "(prefers-color-scheme: light)")])
                    element("meta", [("name", "theme-color"), ("content", "#1a1b22"), ("media", "(prefers-color-scheme: dark)")])
                    element("meta", [("name", "color-scheme"), ("content", "light dark")])
                    element("title") { title == "Habits" ? title : "\(title) — Habits" }
                    element("link", [("rel", "icon"), ("href", Assets.url("icon-192.png")), ("type", "image/png")])
                    element("link", [("rel", "apple-touch-icon"), ("href", Assets.url("icon-192.png"))])
                    element("link", [("rel", "manifest"), ("href", "/manifest.webmanifest")])
                    element("link", [("rel", "stylesheet"), ("href", Assets.url("app.css"))])
                    element("link", [("rel", "stylesheet"), ("href", Assets.url("palette.css"))])
                    if charts { element("link", [("rel", "stylesheet"), ("href", Assets.url("charts.css"))]) }
                    element("script", [("src", Assets.url("app.js")), ("defer", nil)])
                    element("script", [("src", Assets.url("live.js")), ("defer", nil)])
                    for script in scripts { element("script", [("src", Assets.url(script)), ("defer", nil)]) }
                }
                // The write queue (`queue.js`) that app.js sends every write through: only pages
                // that show a day make the writes it keeps (onboarding, forms and errors need none).
                // app.js loads it when the first write is made, or at once on a device that keeps
                // writes, so a first visit does not fetch it; the service worker precaches it.
                // The rules' WebAssembly and its loader (SPEC §23), which app.js loads when the page
                // first asks a rule (a write shown before the answer, the form, the day's turn).
                element("body", (bodyClass.isEmpty ? [] : [("class", bodyClass)]) + [("data-today", today?.iso ?? ""), ("data-day-start", String(dayStart))]
                                + (zone.map { [("data-zone", $0)] } ?? [])
                                + (today != nil ? [("data-queue", Assets.url("queue.js"))] : [])
                                + (today != nil || rules ? [("data-rules", Assets.url("rules.js") + " " + Assets.url("rules.wasm"))] : [])) {
                    element("main", [("id", "main")]) { content() }
                    if let tab {
                        element("nav", [("class", "tabbar"), ("aria-label", strings.trackers + " / " + strings.statistics)]) {
                            tabLink("/", strings.trackers, icon: "◉", current: tab == .trackers)
                            tabLink("/statistics", strings.statistics, icon: "◔", current: tab == .statistics)
                        }
                    }
                }
            }
        }
        var response = Response(status: 200, headers: ["Content-Type": "text/html; charset=utf-8"], body: html.bytes())
        // Pages hold live numbers: never kept by the HTTP cache or the back-forward cache, so Back
        // shows the board as it is now (the service worker keeps its own offline copy).
        response.headers["Cache-Control"] = "no-store"
        // The service worker answers offline in the language pages last had.
        response.headers["Content-Language"] = language.rawValue
        if today != nil || rules { response.headers["Content-Security-Policy"] = SecurityHeadersMiddleware.rulesPolicy }
        return response
    }

    /// The page script's status line for writes kept on the device (offline, synced, refused),
    /// in the page's language: the script has no words of its own.
    static func syncStatus(_ strings: any Copy) -> Node {
        element("p", [("id", "sync-status"), ("class", "sync-status"), ("aria-live", "polite"), ("hidden", nil),
                      ("data-offline", strings.offlineStatus), ("data-synced", strings.syncedStatus),
                      ("data-refused", strings.refusedStatus)]) { "" }
    }

    private static func tabLink(_ href: String, _ label: String, icon: String, current: Bool) -> Node {
        element("a", [("href", href)] + (current ? [("aria-current", "page")] : [])) {
            element("span", [("class", "tab-icon"), ("aria-hidden", "true")]) { icon }
            element("span") { label }
        }
    }

    /// The CSS class that paints a palette colour (the CSP forbids style attributes).
    static func colorClass(_ color: String) -> String {
        "color-\(Palette.colors.firstIndex(of: color) ?? 0)"
    }

    /// `palette.css`: one class per palette colour, with the ink that contrasts with it.
    static var paletteCSS: String {
        Palette.colors.enumerated().map { index, color in
            ".color-\(index) { --tracker: \(color); --tracker-ink: \(Palette.ink(on: color)); }"
        }.joined(separator: "\n") + "\n"
    }
}
