import Dispatch
import Foundation
import HabitCore
import HabitInterop
import HabitTestSupport
@testable import HabitStore
import Synchronization
import Testing

/// What both backends promise about reminders: they travel with their tracker, the device hints
/// with the settings, and the sent log lets each reminder be claimed once, by one caller, however
/// many stores (processes) share the database.
enum ReminderStoreChecks {
    static let now = Date(timeIntervalSince1970: 1_741_377_600)  // 2025-03-07T20:00:00Z
    static let today = Day(year: 2025, month: 3, day: 7)!

    /// A library with one habit reminded at 21:00 and one event without reminders.
    static func seed(_ store: any HabitStore) throws -> (habit: Tracker.ID, event: Tracker.ID) {
        try store.update { (library: inout Library) throws(DomainError) in
            let category = try library.addCategory(named: "Health", id: .random())
            let read = try library.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id),
                                              today: today, id: .random())
            let shoes = try library.addTracker(TrackerDraft(name: "Shoes", kind: .event, categoryID: category.id),
                                               today: today, id: .random())
            try library.setReminders([Reminder(time: TimeOfDay("21:00")!), Reminder(time: TimeOfDay("07:30")!, weekdays: WeekdaySet([.sat]))],
                                     tracker: read.id)
            return (read.id, shoes.id)
        }
    }

    /// `open` opens another store on the same database, as another process would.
    static func claims(_ store: any HabitStore, open: () throws -> any HabitStore) throws {
        let (read, shoes) = try seed(store)
        let revision = store.snapshot.revision
        let key = ReminderKey(tracker: read, day: today, time: "21:00")
        #expect(try store.claimReminder(key, at: now), "the first claim sends it")
        #expect(try !store.claimReminder(key, at: now), "a second claim does not")
        #expect(store.snapshot.revision == revision, "the sent log is not the library: its own claims reload no page")
        let other = try open()
        #expect(try !other.claimReminder(key, at: now.addingTimeInterval(60)), "nor another process's, or a restarted one's")
        #expect(try other.claimReminder(ReminderKey(tracker: read, day: today, time: "07:30"), at: now), "another time is another reminder")
        #expect(try other.claimReminder(ReminderKey(tracker: read, day: today.adding(days: 1), time: "21:00"), at: now),
                "another day too")
        #expect(try store.claimReminder(ReminderKey(tracker: shoes, day: today, time: "21:00"), at: now))
        #expect(try !store.claimReminder(ReminderKey(tracker: .random(), day: today, time: "21:00"), at: now),
                "a tracker that is gone is not reminded")
        #expect(store.library.tracker(read)?.reminders.map(\.time.text) == ["07:30", "21:00"])
        #expect(try open().library.tracker(read)?.reminders == store.library.tracker(read)?.reminders)

        // A deleted tracker's log goes with it, so a new tracker can never inherit it.
        try store.update { (library: inout Library) throws(DomainError) in try library.deleteTracker(shoes) }
        #expect(try !store.claimReminder(ReminderKey(tracker: shoes, day: today, time: "21:00"), at: now))
    }

    /// Sixteen claims of one reminder at once, spread over `stores`: exactly one wins.
    static func racingClaims(_ stores: [any HabitStore]) throws {
        let (read, _) = try seed(stores[0])
        let key = ReminderKey(tracker: read, day: today, time: "21:00")
        let wins = Mutex(0), failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                if try stores[index % stores.count].claimReminder(key, at: now) { wins.withLock { $0 += 1 } }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(wins.withLock { $0 } == 1)
    }

    static func deviceHints(_ store: any HabitStore, open: () throws -> any HabitStore) throws {
        let changed = try store.update { (library: inout Library) -> Bool in library.recordDevice(zone: "Asia/Tokyo", language: .ru) }
        #expect(changed)
        let reopened = try open().library.settings
        #expect(reopened == Settings(dayStart: 0, zone: nil, deviceZone: "Asia/Tokyo", deviceLanguage: .ru))
        #expect(ExportDocument(try open().library).settings == nil, "device hints are not exported")
    }
}

@Suite struct SQLiteReminderStoreTests {
    @Test func claims_are_once_per_reminder_across_stores_and_restarts() throws {
        let db = TemporaryDatabase()
        try ReminderStoreChecks.claims(try SQLiteHabitStore(path: db.path)) { try SQLiteHabitStore(path: db.path) }
        #expect(db.scalar("SELECT count(*) FROM reminders_sent") == "3", "four claimed, one gone with its tracker")
    }

    @Test func racing_claims_on_one_file_give_one_winner() throws {
        let db = TemporaryDatabase()
        try ReminderStoreChecks.racingClaims([try SQLiteHabitStore(path: db.path), try SQLiteHabitStore(path: db.path)])
    }

    @Test func the_log_keeps_a_week() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        let (read, _) = try ReminderStoreChecks.seed(store)
        let today = ReminderStoreChecks.today
        for back in [10, 8, 7, 1] {
            _ = try store.claimReminder(ReminderKey(tracker: read, day: today.adding(days: -back), time: "21:00"), at: ReminderStoreChecks.now)
        }
        #expect(try store.claimReminder(ReminderKey(tracker: read, day: today, time: "21:00"), at: ReminderStoreChecks.now))
        #expect(db.scalar("SELECT group_concat(day, ' ') FROM (SELECT day FROM reminders_sent ORDER BY day)")
                == "2025-02-28 2025-03-06 2025-03-07", "older than 7 days before the claimed day: pruned")
        #expect(db.scalar("SELECT sent_at FROM reminders_sent WHERE day = '2025-03-07'") == "2025-03-07T20:00:00Z")
    }

    @Test func device_hints_are_stored_with_the_settings() throws {
        let db = TemporaryDatabase()
        try ReminderStoreChecks.deviceHints(try SQLiteHabitStore(path: db.path)) { try SQLiteHabitStore(path: db.path) }
        #expect(db.scalar("SELECT device_zone || ' ' || device_language FROM settings") == "Asia/Tokyo ru")
    }

    @Test func reminders_are_stored_as_json_on_their_tracker() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        _ = try ReminderStoreChecks.seed(store)
        #expect(db.scalar("SELECT reminders FROM trackers WHERE name = 'Read'")
                == #"[{"time":"07:30","weekdays":["sat"]},{"time":"21:00","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}]"#)
        #expect(db.scalar("SELECT reminders IS NULL FROM trackers WHERE name = 'Shoes'") == "1", "none: NULL")
    }
}

@Suite(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
struct PostgresReminderStoreTests {
    let cluster: TemporaryPostgres

    init() throws { cluster = try TemporaryPostgres() }

    @Test func claims_are_once_per_reminder_across_processes_and_restarts() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        try ReminderStoreChecks.claims(try database.store()) {
            // Another process: a pool of its own.
            try PostgresDatabase(url: cluster.url, listen: false).store()
        }
    }

    @Test func racing_claims_from_two_processes_give_one_winner() throws {
        try ReminderStoreChecks.racingClaims([try PostgresDatabase(url: cluster.url, listen: false).store(),
                                              try PostgresDatabase(url: cluster.url, listen: false).store()])
    }

    @Test func one_accounts_log_is_not_anothers() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let (read, _) = try ReminderStoreChecks.seed(try database.store())
        let other = try database.store(for: database.createAccount())
        let key = ReminderKey(tracker: read, day: ReminderStoreChecks.today, time: "21:00")
        #expect(try !other.claimReminder(key, at: ReminderStoreChecks.now), "another account's tracker is not there")
        #expect(try database.store().claimReminder(key, at: ReminderStoreChecks.now))
        let connection = try cluster.connection()
        var visible: [String] = []
        try connection.query("SELECT count(*) FROM reminders_sent") { visible.append($0.text(0)) }
        #expect(visible == ["0"], "row-level security: no account set, no rows")
    }

    @Test func device_hints_are_stored_with_the_settings() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        try ReminderStoreChecks.deviceHints(try database.store()) { try PostgresDatabase(url: cluster.url, listen: false).store() }
    }
}
