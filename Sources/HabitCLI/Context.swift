import Foundation
import HabitAccounts
import HabitCore
import HabitScreens
import HabitStore

/// What a command runs against: the database, the clock and zone that decide today, the console.
final class Context {
    let console: Console
    let environment: [String: String]
    let clock: Clock
    let zone: TimeZone
    let ids: IDSource
    /// Where the data is: `--db`/`HABITS_DB` (SQLite) or `--database`/`HABITS_DATABASE_URL` (PostgreSQL).
    let location: StoreLocation
    private var opened: Backend?
    /// `--user NAME`, when given.
    let user: String?
    private var openedDirectory: (any AccountDirectory)?
    private var openedStore: (any HabitStore)?

    init(environment: [String: String], console: Console, clock: Clock?, databasePath: String?,
         databaseURL: String?, user: String? = nil) throws(CLIError) {
        self.console = console
        self.user = user
        self.environment = environment
        ids = .random
        if let name = environment["TZ"], !name.isEmpty {
            zone = TimeZone(identifier: name.hasPrefix(":") ? String(name.dropFirst()) : name) ?? .current
        } else {
            zone = .current
        }
        if let clock {
            self.clock = clock
        } else if let now = environment["HABITS_NOW"], !now.isEmpty {
            guard let instant = Clock.parseInstant(now, zone: zone) else {
                throw .usage("HABITS_NOW must be an ISO-8601 instant like 2025-03-07T23:59:00Z, not \"\(now)\".")
            }
            self.clock = .starting(at: instant)
        } else {
            self.clock = .system
        }
        do {
            location = try StoreLocation.choose(path: databasePath, url: databaseURL, environment: environment)
        } catch {
            throw .usage(error.description)
        }
    }

    /// Today in the process's zone, after the person's day start (SPEC §2): the one rule, in `Clock`.
    var today: Day {
        get throws { clock.today(in: zone, dayStart: try library().settings.dayStart) }
    }

    /// What the command prints, in the command line's language.
    var language: Language { CLI.language }
    var copy: any Copy { CLI.copy }

    /// The library the command acts on, opened on first use: `--user NAME`'s, else the only
    /// account's, else (no account) personal mode's. With more than one account and no `--user`
    /// it is a usage error, never a guess. A one-shot command opens PostgreSQL without a listener
    /// and with one connection; `habits serve` opens it with `open(listen: true, …)` first.
    func store() throws -> any HabitStore {
        if let openedStore { return openedStore }
        let directory = try self.directory()
        let store: any HabitStore
        if let user {
            guard let account = try directory.account(named: user) else { throw DomainError.unknownAccount(Names.trimmed(user)) }
            store = try directory.store(for: account)
        } else {
            let accounts = try directory.accounts()
            switch accounts.count {
            case 0: store = directory.personalStore
            case 1: store = try directory.store(for: accounts[0])
            default:
                throw CLIError.usage("This database has \(accounts.count) accounts: say whose habits with --user NAME "
                                     + "(see 'habits user list').")
            }
        }
        openedStore = store
        return store
    }

    /// The account directory of the database (SPEC §13), opened on first use.
    func directory() throws -> any AccountDirectory {
        if let openedDirectory { return openedDirectory }
        let directory = try open(listen: false, connections: 1).accountDirectory()
        openedDirectory = directory
        return directory
    }

    /// The sign-in rules over the directory, on this command's clock.
    func accounts() throws -> Accounts { Accounts(directory: try directory(), clock: clock) }

    /// The backend, opened on first use (later calls return the same one).
    /// `HABITS_GROUP_COMMIT=off` commits every SQLite write on its own (the benchmark's
    /// comparison; see BENCHMARKS.md). PostgreSQL is reached as `route` says (`habits serve`'s
    /// `--pooler` and `--listen-database`), by default as `HABITS_POOLER` and
    /// `HABITS_LISTEN_DATABASE_URL` do for every command.
    func open(listen: Bool, connections: Int, route: PostgresRoute? = nil) throws -> Backend {
        if let opened { return opened }
        let batching: WriteBatching = environment["HABITS_GROUP_COMMIT"] == "off" ? .off : .grouped
        let route = try route ?? PostgresRoute(pooler: environment["HABITS_POOLER"], listenURL: environment["HABITS_LISTEN_DATABASE_URL"])
        let backend = try location.open(listen: listen, connections: connections, batching: batching,
                                        pooler: route.pooler, listenURL: route.listenURL)
        opened = backend
        return backend
    }

    func library() throws -> Library { try store().library }

    func tracker(named name: String) throws -> Tracker {
        guard let tracker = try library().tracker(named: name) else { throw DomainError.unknownTracker(name) }
        return tracker
    }

    func category(named name: String) throws -> HabitCore.Category {
        guard let category = try library().category(named: name) else { throw DomainError.unknownCategory(name) }
        return category
    }

    func print(_ line: String) { console.print(line) }

    func printJSON(_ value: some Encodable) { console.print(HabitJSON.string(value)) }
}

/// How the PostgreSQL database is reached (`--pooler`, `--listen-database`; `HABITS_POOLER`,
/// `HABITS_LISTEN_DATABASE_URL`), checked before anything connects.
struct PostgresRoute {
    let pooler: PostgresPooler
    let listenURL: String?

    init(pooler: String?, listenURL: String?) throws(CLIError) {
        let given = { (text: String?) in text.flatMap { $0.isEmpty ? nil : $0 } }
        guard let pooler = PostgresPooler(rawValue: given(pooler) ?? "none") else {
            throw .usage("--pooler is transaction (a pooler such as PgBouncer in transaction mode) or none, not \"\(pooler ?? "")\".")
        }
        self.pooler = pooler
        do {
            self.listenURL = try given(listenURL).map { url throws(StoreLocation.Invalid) in
                try StoreLocation.validated(url, from: "--listen-database")
            }
        } catch {
            throw .usage(error.description)
        }
    }
}
