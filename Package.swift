// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Habits",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "habits", targets: ["habits"]),
    ],
    targets: [
        // C libraries from Debian, wrapped once each.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"])]),
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        .systemLibrary(name: "CMalloc"),  // glibc's <malloc.h>, for `habits`' arena limit

        // The pure rules: days, trackers, schedules and their judgement, streaks, periods,
        // progress, strength, the day start, name and form checks. Imports nothing (no
        // Foundation), so that it also compiles with Embedded Swift into the page's
        // WebAssembly (Plugins/WebAssets); HabitCore re-exports it.
        .target(name: "HabitRules"),
        // Foundation-only domain: the library and its commands, statistics, the copy, and what
        // the rules' values need Foundation for (Codable, dates, decimals, UUIDs). The
        // pseudo-locale's copy (en-XA, for tests) is generated from the English catalogue on
        // every build.
        .target(name: "HabitCore", dependencies: ["HabitRules"], plugins: ["PseudoCopy"]),
        .plugin(name: "PseudoCopy", capability: .buildTool(), dependencies: ["habits-pseudo-copy"]),
        .executableTarget(name: "habits-pseudo-copy"),
        // Screen state built from the core (board, detail, statistics), shared by CLI, API and web.
        .target(name: "HabitScreens", dependencies: ["HabitCore"]),
        // Persistence behind one `HabitStore` protocol: SQLite (personal mode) and PostgreSQL
        // (accounts, hosted mode) with the same migrations.
        .target(name: "HabitStore", dependencies: ["HabitCore", "CSQLite", "CLibPQ", "HabitMetrics"]),
        // Accounts (SPEC §13): the account directory (accounts, sessions, API tokens, sign-in
        // throttling, invitations) on both backends, and its secrets (libsodium wrapped once).
        .target(name: "HabitAccounts", dependencies: ["HabitCore", "HabitStore", "CSQLite", "CLibPQ", "CSodium"]),
        // Moving in and out (SPEC §12, §17): Habits' own export document, CSV, zip, and the files
        // of other habit apps (Loop Habit Tracker first), read and written without touching a store.
        .target(name: "HabitInterop", dependencies: ["HabitCore", "HabitStore", "CSQLite", "CZlib"]),
        // Reminders: the scheduler inside `habits serve` and the delivery protocol channels implement.
        .target(name: "HabitReminders", dependencies: ["HabitCore", "HabitStore", "HabitMetrics"]),
        // What `GET /metrics` shows: counters, a gauge and histograms, counted where things happen
        // (server, store, reminders), in the Prometheus text format. No dependencies.
        .target(name: "HabitMetrics"),
        // Generic HTTP server over libmicrohttpd: request, response, router, middleware.
        .target(name: "HTTPServer", dependencies: ["CMicroHTTPD", "CZlib", "HabitMetrics"]),
        // Reminders that leave the machine (SPEC §15): Web Push, ntfy and webhooks, the crypto they
        // need (libcrypto wrapped once) and the one outbound HTTP client they share.
        .target(name: "HabitNotify", dependencies: ["HabitCore", "HabitReminders", "COpenSSL", "HabitMetrics"]),
        // Signing in elsewhere (SPEC §20): a trusted proxy's header (address ranges) and OpenID
        // Connect (discovery, PKCE, ID tokens checked against the provider's keys). It uses
        // HabitNotify's libcrypto wrapper (RS256 and ES256 verification) and its one outbound
        // HTTP client, and keeps its state in the account directory.
        .target(name: "HabitSignIn", dependencies: ["HabitCore", "HabitAccounts", "HabitNotify"]),
        // The app over HTTP: JSON API, pages, security middleware.
        // Its static files (Static/) and `rules.wasm`, HabitRules for the page (SPEC §23), are
        // built into it by the WebAssets plugin (rules.wasm with Embedded Swift: wasm/build.sh), so
        // that a binary copied alone (the container image) serves them.
        .target(name: "HabitWeb", dependencies: ["HabitCore", "HabitScreens", "HabitStore", "HabitAccounts", "HabitInterop",
                                                 "HabitNotify", "HabitSignIn", "HTTPServer", "HabitMetrics"],
                exclude: ["Static"], plugins: ["WebAssets"]),
        .plugin(name: "WebAssets", capability: .buildTool()),
        // The running service `habits serve` starts: the web app, the reminder scheduler and the
        // channels it sends on, wired together over one opened backend.
        .target(name: "HabitService", dependencies: ["HabitCore", "HabitStore", "HabitAccounts", "HabitWeb", "HabitReminders",
                                                     "HabitNotify", "HabitSignIn", "HTTPServer"]),
        // The `habits` command line.
        .target(name: "HabitCLI", dependencies: ["HabitCore", "HabitScreens", "HabitStore", "HabitAccounts", "HabitInterop",
                                                 "HabitNotify", "HabitReminders", "HabitService", "HabitSignIn", "HTTPServer"]),
        .executableTarget(name: "habits", dependencies: ["HabitCLI", "CMalloc"]),
        // `make bench`: times the rules in process at 1, 3 and 10 years of history.
        .executableTarget(name: "habits-bench", dependencies: ["HabitCore", "HabitScreens", "HabitStore", "HabitAccounts",
                                                              "HabitInterop", "HabitWeb", "HTTPServer"]),

        // Random pages and forms with the rules' native answers, which the browser tests run through
        // rules.wasm to compare (SPEC §23).
        .executableTarget(name: "habits-rules-cases", dependencies: ["HabitCore", "HabitTestSupport"]),

        // What the test targets share: records with fresh ids.
        .target(name: "HabitTestSupport", dependencies: ["HabitCore", "HabitStore", "CSQLite", "CZlib"], path: "Tests/Support"),
        // Fixtures: CLDR's plural categories as PyPI's babel computes them (read from the source tree).
        .testTarget(name: "HabitCoreTests", dependencies: ["HabitRules", "HabitCore", "HabitScreens", "HabitTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "HabitScreensTests", dependencies: ["HabitScreens", "HabitCore", "HabitTestSupport"]),
        // Fixtures: database files written by earlier releases, for the upgrade tests.
        .testTarget(name: "HabitStoreTests", dependencies: ["HabitStore", "HabitInterop", "HabitCore", "CSQLite", "HabitTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "HabitAccountsTests", dependencies: ["HabitAccounts", "HabitStore", "HabitCore", "HabitTestSupport"]),
        // Fixtures: Loop Habit Tracker backups as SQL, written from Loop's own schema.
        .testTarget(name: "HabitInteropTests", dependencies: ["HabitInterop", "HabitStore", "HabitCore", "CSQLite", "CZlib",
                                                              "HabitTestSupport"],
                    resources: [.copy("Fixtures")]),
        .testTarget(name: "HabitCLITests", dependencies: ["HabitCLI", "HabitStore", "HabitAccounts", "HabitInterop", "HabitScreens",
                                                         "habits", "HabitTestSupport"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "HabitMetrics"]),
        .testTarget(name: "HabitNotifyTests", dependencies: ["HabitNotify", "HabitReminders", "HabitCore", "HabitStore", "HabitTestSupport"]),
        .testTarget(name: "HabitRemindersTests", dependencies: ["HabitReminders", "HabitStore", "HabitCore", "HabitTestSupport"]),
        .testTarget(name: "HabitWebTests", dependencies: ["HabitWeb", "HabitStore", "HabitAccounts", "HabitInterop", "HabitCore",
                                                         "HabitNotify", "HabitSignIn", "HTTPServer", "HabitMetrics", "HabitTestSupport"]),
        .testTarget(name: "HabitSignInTests", dependencies: ["HabitSignIn", "HabitAccounts", "HabitNotify", "HabitStore", "HabitCore",
                                                            "HabitTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
