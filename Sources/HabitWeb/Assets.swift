import Foundation
import HabitCore
import HTTPServer

/// The static CSS, JS and icons under `Static/`, built into the binary by the WebAssets plugin
/// (`embedded`: a binary installed alone has them), decoded once at start-up and served from
/// memory under fingerprinted URLs (`/static/app.3f2a….css`) with a one-year immutable cache lifetime:
/// a changed file gets a new URL, so nothing stale is ever served. CSS and JavaScript are served
/// compacted (`compact`): the files stay commented for people, the wire carries the code.
/// `rules.wasm` (SPEC §23) is the HabitRules module for the page, built by the same plugin. Text
/// files and it are gzipped once here, at the strongest level.
public enum Assets {
    struct Asset: Sendable {
        let name: String
        let body: [UInt8]
        let contentType: String
        let fingerprint: String
        /// The body gzipped in advance (all but the images, already compressed).
        var gzipped: [UInt8]? = nil
    }

    /// Keyed by file name (`app.css`).
    static let all: [String: Asset] = load()
    /// Keyed by fingerprinted URL path.
    static let byPath: [String: Asset] = Dictionary(uniqueKeysWithValues: all.values.map { (path(of: $0), $0) })

    /// The fingerprinted URL of a static file. A missing file is a programming error.
    public static func url(_ name: String) -> String {
        guard let asset = all[name] else { preconditionFailure("no static file named \(name)") }
        return path(of: asset)
    }

    /// A static file's text (the service worker's script).
    static func text(_ name: String) -> String {
        guard let asset = all[name] else { preconditionFailure("no static file named \(name)") }
        return String(decoding: asset.body, as: UTF8.self)
    }

    /// Answers a `/static/…` request, or nil when no such file exists.
    static func response(for path: String, gzip: Bool = false) -> Response? {
        guard let asset = byPath[path] else { return nil }
        var response = Response(status: 200, headers: ["Content-Type": asset.contentType,
                                                        "Cache-Control": "public, max-age=31536000, immutable"],
                                body: asset.body)
        if let gzipped = asset.gzipped {
            response.headers["Vary"] = "Accept-Encoding"
            if gzip {
                response.body = gzipped
                response.headers["Content-Encoding"] = "gzip"
            }
        }
        return response
    }

    private static func path(of asset: Asset) -> String {
        let base = (asset.name as NSString).deletingPathExtension
        let ext = (asset.name as NSString).pathExtension
        return "/static/\(base).\(asset.fingerprint).\(ext)"
    }

    private static func load() -> [String: Asset] {
        var assets: [String: Asset] = [:]
        // Generated from the palette so the colours have one source.
        let palette = Array(Layout.paletteCSS.utf8)
        assets["palette.css"] = Asset(name: "palette.css", body: palette, contentType: contentType(of: "palette.css"),
                                      fingerprint: Fingerprint.of(palette), gzipped: Gzip.compress(palette, level: 9))
        for (name, base64) in embedded {
            guard let data = Data(base64Encoded: base64) else { preconditionFailure("\(name) is not embedded as base64") }
            let body = compact([UInt8](data), name: name)
            let type = contentType(of: name)
            // Gzipped once, at the strongest level, rather than at the middleware's on every request.
            let gzipped = name.hasSuffix(".png") ? nil : Gzip.compress(body, level: 9)
            assets[name] = Asset(name: name, body: body, contentType: type, fingerprint: Fingerprint.of(body), gzipped: gzipped)
        }
        return assets
    }

    /// A CSS or JavaScript file without what only people read: indentation, blank lines, CSS
    /// comments and JavaScript lines that are only a `//` comment. Line breaks stay, so the
    /// script's statements end where they did; comments after code stay too. (Neither kind of
    /// file here holds a multi-line string or a `/*` inside a CSS string, where this would cut.)
    static func compact(_ bytes: [UInt8], name: String) -> [UInt8] {
        let ext = (name as NSString).pathExtension
        guard ext == "js" || ext == "css" else { return bytes }
        var text = String(decoding: bytes, as: UTF8.self)
        if ext == "css" {
            while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
                text.removeSubrange(open.lowerBound..<close.upperBound)
            }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !(ext == "js" && $0.hasPrefix("//")) }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    static func contentType(of name: String) -> String {
        switch (name as NSString).pathExtension {
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "png": return "image/png"
        case "svg": return "image/svg+xml"
        case "json", "webmanifest": return "application/manifest+json"
        case "wasm": return "application/wasm"
        default: return "application/octet-stream"
        }
    }
}
