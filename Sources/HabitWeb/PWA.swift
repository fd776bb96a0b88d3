import Foundation
import HabitCore
import HTTPServer

/// The installable app: the web manifest and the service worker. Both have stable URLs and are
/// revalidated on every load (`no-cache`); the service worker names the fingerprinted assets it
/// precaches, so a new version of any file is a new worker and a new cache, and the old cache is
/// dropped when it activates.
enum PWA {
    static func manifest(_ request: Request) -> Response {
        let strings = request.context.language.copy
        let icon = { (name: String, size: Int, purpose: String) -> JSONValue in
            ["src": .string(Assets.url(name)), "sizes": .string("\(size)x\(size)"), "type": "image/png", "purpose": .string(purpose)]
        }
        let manifest: JSONValue = [
            "name": "Habits", "short_name": "Habits",
            "description": .string(strings.trackers),
            "lang": .string(request.context.language.rawValue), "dir": .string(request.context.language.direction),
            "start_url": "/", "scope": "/", "display": "standalone",
            "theme_color": "#2563EB", "background_color": "#FFFFFF",
            "icons": [icon("icon-192.png", 192, "any"), icon("icon-512.png", 512, "any"),
                      icon("icon-maskable-512.png", 512, "maskable")],
        ]
        var response = Response(status: 200, headers: ["Content-Type": "application/manifest+json", "Cache-Control": "no-cache"],
                                body: Array(HabitJSONBytes.encode(manifest)))
        response.headers["Vary"] = "Cookie, Accept-Language"
        // Gzipped although it is under the compression middleware's minimum: it is part of a
        // first visit (SPEC §8's 30 KB), where its 500 bytes become 270.
        if CompressionMiddleware.acceptsGzip(request.headers["Accept-Encoding"]), let gzipped = Gzip.compress(response.body) {
            response.body = gzipped
            response.headers["Content-Encoding"] = "gzip"
        }
        return response
    }

    /// Everything the app needs to open offline.
    static var shell: [String] {
        ["/", "/manifest.webmanifest"] + ["app.css", "palette.css", "charts.css", "queue.js", "rules.js", "rules.wasm", "form.js", "app.js", "live.js",
                                          "icon-192.png", "icon-512.png"].map(Assets.url)
    }

    /// The page the service worker answers a navigation with when it is offline and has no copy
    /// of that screen: it says so, in `language`, instead of showing another screen's data.
    static func offlinePage(_ language: Language) -> String {
        let strings = language.copy
        return document {
            element("html", languageAttributes(language)) {
                element("head") {
                    element("meta", [("charset", "utf-8")])
                    element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1, viewport-fit=cover")])
                    element("meta", [("name", "color-scheme"), ("content", "light dark")])
                    element("title") { "\(strings.offlineTitle) — Habits" }
                    element("link", [("rel", "stylesheet"), ("href", Assets.url("app.css"))])
                }
                element("body", [("class", "sheet-page")]) {
                    element("main", [("id", "main"), ("class", "offline-page")]) {
                        element("h1") { strings.offlineTitle }
                        element("p") { strings.offlineMessage }
                        element("a", [("class", "button secondary"), ("href", "/")]) { strings.trackers }
                    }
                }
            }
        }.render()
    }

    /// A JavaScript string literal (JSON's escaping is a subset of JavaScript's).
    private static func jsString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The worker is `Static/service-worker.js` behind a prelude naming what it precaches; the
    /// version covers the script, the file list and the offline pages, so any change to them is
    /// a new worker and a new cache.
    static let serviceWorkerScript: String = {
        let urls = shell
        let offline = Language.allCases.map { "\(jsString($0.rawValue)): \(jsString(offlinePage($0)))" }.joined(separator: ",\n  ")
        // Reminders' push and notification handlers live in their own file.
        let body = Assets.text("service-worker.js") + "\n" + Assets.text("service-worker-push.js")
        let version = Fingerprint.of(Array((urls.joined(separator: " ") + offline + body).utf8))
        let list = urls.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            "use strict";
            // Habits service worker, version \(version).
            const CACHE = "habits-\(version)";
            const SHELL = [\(list)];
            // Answered for a screen it has no copy of while offline, in the language pages last had.
            const OFFLINE = {
              \(offline)
            };

            """ + body
    }()

    static func serviceWorker(_ request: Request) -> Response {
        Response(status: 200, headers: ["Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache"],
                 body: Array(serviceWorkerScript.utf8))
    }
}

/// JSON bytes for values built in this module (the manifest), with sorted keys.
enum HabitJSONBytes {
    static func encode(_ value: JSONValue) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data()
    }
}
