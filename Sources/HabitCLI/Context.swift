import Foundation
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

    init(environment: [String: String], console: Console, clock: Clock?, databasePath: String?,
         databaseURL: String?) throws(CLIError) {
        self.console = console
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

    /// Opens the database on first use. A one-shot command opens PostgreSQL without a listener
    /// and with one connection; `habits serve` opens it with `open(listen: true, …)` first.
    func store() throws(StoreError) -> any HabitStore {
        try open(listen: false, connections: 1).store
    }

    /// The backend, opened on first use (later calls return the same one).
    func open(listen: Bool, connections: Int) throws(StoreError) -> Backend {
        if let opened { return opened }
        let backend = try location.open(listen: listen, connections: connections)
        opened = backend
        return backend
    }

    func library() throws(StoreError) -> Library { try store().library }

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
