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
    let databasePath: String
    private var openedStore: (any HabitStore)?

    init(environment: [String: String], console: Console, clock: Clock?, databasePath: String?) throws(CLIError) {
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
        self.databasePath = databasePath ?? Self.defaultDatabasePath(environment)
    }

    /// `--db`, else `HABITS_DB`, else `$XDG_DATA_HOME/habits/habits.sqlite` (`~/.local/share/…`).
    static func defaultDatabasePath(_ environment: [String: String]) -> String {
        if let path = environment["HABITS_DB"], !path.isEmpty { return path }
        let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/habits/habits.sqlite"
    }

    /// Today in the process's zone, after the person's day start (SPEC §2): the one rule, in `Clock`.
    var today: Day {
        get throws { clock.today(in: zone, dayStart: try library().settings.dayStart) }
    }

    /// What the command prints, in the command line's language.
    var language: Language { CLI.language }
    var copy: any Copy { CLI.copy }

    /// Opens the database on first use. `HABITS_GROUP_COMMIT=off` commits every write on its own
    /// (the benchmark's comparison; see BENCHMARKS.md).
    func store() throws(StoreError) -> any HabitStore {
        if let openedStore { return openedStore }
        let batching: WriteBatching = environment["HABITS_GROUP_COMMIT"] == "off" ? .off : .grouped
        let store = try SQLiteHabitStore(path: databasePath, batching: batching)
        openedStore = store
        return store
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
