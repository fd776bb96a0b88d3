import Dispatch
import Foundation
import HabitCore
import HabitReminders
import HabitStore
import HabitTestSupport
import Synchronization
import Testing

/// A clock the test moves by hand.
final class TestClock: Sendable {
    private let instant: Mutex<Date>
    init(_ text: String) { instant = Mutex(TestClock.parse(text)) }
    var clock: Clock { Clock { self.instant.withLock { $0 } } }
    func set(_ text: String) { instant.withLock { $0 = TestClock.parse(text) } }
    func advance(_ seconds: TimeInterval) { instant.withLock { $0 = $0.addingTimeInterval(seconds) } }
    var now: Date { instant.withLock { $0 } }

    static func parse(_ text: String) -> Date {
        guard let date = Clock.parseInstant(text, zone: TimeZone(identifier: "UTC")!) else { fatalError("bad instant \(text)") }
        return date
    }
}

/// A delivery that records what it was handed, with the clock's time: it stands for a channel.
final class RecordingDelivery: ReminderDelivery {
    struct Call: Hashable {
        let at: String
        let name: String
        let day: String
        let time: String
        let language: Language
    }
    private let calls = Mutex<[Call]>([])
    let clock: TestClock?

    init(clock: TestClock? = nil) { self.clock = clock }

    func deliver(_ message: ReminderMessage, to recipient: ReminderRecipient, language: Language) {
        let at = clock.map { ISO8601DateFormatter().string(from: $0.now) } ?? ""
        calls.withLock { $0.append(Call(at: at, name: message.name, day: message.day.iso, time: message.time, language: language)) }
    }

    var all: [Call] { calls.withLock { $0 } }
    /// `name day time @ instant` lines.
    var lines: [String] { all.map { "\($0.name) \($0.day) \($0.time) @ \($0.at)" } }
}

/// The scheduler's behaviour on one backend; `open` opens a store on the test's database (a new
/// one each call: another process, or the same process after a restart).
struct SchedulerChecks {
    let open: () throws -> any HabitStore

    static let day = Day(year: 2025, month: 3, day: 7)!  // a Friday

    func scheduler(_ store: any HabitStore, _ clock: TestClock, _ delivery: RecordingDelivery,
                   zone: String = "UTC") -> ReminderScheduler {
        ReminderScheduler(stores: { [store] }, clock: clock.clock, serverZone: TimeZone(identifier: zone)!,
                          detailURL: { "http://127.0.0.1:8080/trackers/\($0.lowercased)" }, delivery: delivery,
                          log: { Issue.record("the scheduler logged: \($0)") })
    }

    /// Habits in every state on Friday 7 March 2025 in Berlin, all reminded at 21:00, and one at 21:30.
    func seed(_ store: any HabitStore, zone: String? = "Europe/Berlin", dayStart: Int = 0) throws {
        let day = Self.day
        try store.update { (library: inout Library) throws(DomainError) in
            let category = try library.addCategory(named: "Health", id: .random())
            func add(_ name: String, _ schedule: Schedule = .everyDay, _ times: [String] = ["21:00"]) throws(DomainError) -> Tracker.ID {
                let tracker = try library.addTracker(TrackerDraft(name: name, kind: .habit(schedule), categoryID: category.id,
                                                                  createdOn: day.adding(days: -10)),
                                                     today: day, id: .random())
                try library.setReminders(times.map { Reminder(time: TimeOfDay($0)!) }, tracker: tracker.id)
                return tracker.id
            }
            _ = try add("Read")
            let done = try add("Done")
            try library.setEntry(.done, tracker: done, on: day, today: day)
            let paused = try add("Paused")
            try library.pause(paused, from: day.adding(days: -1), until: nil, today: day)
            let archived = try add("Archived")
            try library.setArchived(true, tracker: archived, today: day.adding(days: -2))
            _ = try add("Mondays", .weekdays(WeekdaySet([.mon])))
            _ = try add("Later", .everyDay, ["21:30"])
            try library.updateSettings(Settings(dayStart: dayStart, zone: zone))
        }
    }

    /// Ticks once a minute from `from` through `through` (UTC instants).
    func tickEveryMinute(_ scheduler: ReminderScheduler, _ clock: TestClock, from: String, through: String) {
        clock.set(from)
        let end = TestClock.parse(through)
        while clock.now <= end {
            scheduler.tick()
            clock.advance(60)
        }
    }

    func the_right_reminders_at_the_right_minute_once_a_day() throws {
        let store = try open()
        try seed(store)
        let clock = TestClock("2025-03-07T19:50:00Z"), delivery = RecordingDelivery(clock: clock)
        let scheduler = scheduler(store, clock, delivery)
        // 20:50 to 23:00 Berlin time (+01:00), every minute.
        tickEveryMinute(scheduler, clock, from: "2025-03-07T19:50:00Z", through: "2025-03-07T22:00:00Z")
        #expect(delivery.lines == ["Read 2025-03-07 21:00 @ 2025-03-07T20:00:00Z", "Later 2025-03-07 21:30 @ 2025-03-07T20:30:00Z"],
               "done, paused, archived and unscheduled habits get none")
        // The next evening: again, once.
        tickEveryMinute(scheduler, clock, from: "2025-03-08T19:58:00Z", through: "2025-03-08T20:10:00Z")
        #expect(delivery.lines.suffix(2) == ["Read 2025-03-08 21:00 @ 2025-03-08T20:00:00Z", "Done 2025-03-08 21:00 @ 2025-03-08T20:00:00Z"],
               "a new day: Done is not done on the 8th")
        #expect(delivery.all.count == 4)
    }

    func after_a_restart_nothing_is_sent_twice_and_what_was_missed_by_an_hour_is_skipped() throws {
        let store = try open()
        try seed(store)
        let clock = TestClock("2025-03-07T20:00:00Z")
        let first = RecordingDelivery(clock: clock)
        #expect(scheduler(store, clock, first).tick().map(\.name) == ["Read"])
        // Restarted at 21:05: a new scheduler on a new store of the same database.
        clock.set("2025-03-07T20:05:00Z")
        let second = RecordingDelivery(clock: clock)
        let restarted = scheduler(try open(), clock, second)
        #expect(restarted.tick().isEmpty)
        #expect(second.all.isEmpty, "21:00 went out before the restart")
        // Down from 21:20 until 22:40: 21:30 was missed by more than an hour.
        clock.set("2025-03-07T21:40:00Z")
        let third = RecordingDelivery(clock: clock)
        #expect(scheduler(try open(), clock, third).tick().isEmpty)
        // Down only until 22:20: 21:30 goes out 50 minutes late, once.
        let again = try open()
        let fresh = RecordingDelivery(clock: clock)
        clock.set("2025-03-07T21:20:00Z")
        let late = scheduler(again, clock, fresh)
        #expect(late.tick().map(\.name) == ["Later"])
        #expect(late.tick().isEmpty)
        #expect(scheduler(try open(), clock, RecordingDelivery()).tick().isEmpty)
    }

    func two_schedulers_on_one_database_send_each_reminder_once() throws {
        try seed(try open())
        let clock = TestClock("2025-03-07T19:55:00Z")
        let deliveries = [RecordingDelivery(clock: clock), RecordingDelivery(clock: clock)]
        let schedulers = try deliveries.map { scheduler(try open(), clock, $0) }
        while clock.now <= TestClock.parse("2025-03-07T20:40:00Z") {
            DispatchQueue.concurrentPerform(iterations: 2) { index in schedulers[index].tick() }
            clock.advance(60)
        }
        let all = (deliveries[0].all + deliveries[1].all).map { "\($0.name) \($0.time)" }.sorted()
        #expect(all == ["Later 21:30", "Read 21:00"])
    }

    func across_daylight_saving_changes_nothing_is_skipped_or_doubled() throws {
        let store = try open()
        try store.update { (library: inout Library) throws(DomainError) in
            let category = try library.addCategory(named: "Health", id: .random())
            let read = try library.addTracker(TrackerDraft(name: "Read", kind: .habit(.everyDay), categoryID: category.id,
                                                           createdOn: Day(year: 2025, month: 3, day: 1)),
                                              today: Day(year: 2025, month: 3, day: 29)!, id: .random())
            try library.setReminders(["01:30", "02:30", "21:00"].map { Reminder(time: TimeOfDay($0)!) }, tracker: read.id)
            try library.updateSettings(Settings(dayStart: 0, zone: "Europe/Berlin"))
        }
        let clock = TestClock("2025-03-29T23:00:00Z"), delivery = RecordingDelivery(clock: clock)
        let scheduler = scheduler(store, clock, delivery)
        // Spring forward, 30 March: 02:00 CET becomes 03:00 CEST.
        tickEveryMinute(scheduler, clock, from: "2025-03-29T23:00:00Z", through: "2025-03-30T19:30:00Z")
        #expect(delivery.lines == [
            "Read 2025-03-30 01:30 @ 2025-03-30T00:30:00Z",
            "Read 2025-03-30 02:30 @ 2025-03-30T01:00:00Z",  // 02:30 does not exist: at 03:00 CEST
            "Read 2025-03-30 21:00 @ 2025-03-30T19:00:00Z",
        ])
        // Fall back, 26 October: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
        tickEveryMinute(scheduler, clock, from: "2025-10-25T22:00:00Z", through: "2025-10-26T03:00:00Z")
        #expect(delivery.lines.dropFirst(3) == [
            "Read 2025-10-26 01:30 @ 2025-10-25T23:30:00Z",
            "Read 2025-10-26 02:30 @ 2025-10-26T00:30:00Z",  // the first 02:30 (CEST) only
        ])
    }

    func the_device_zone_and_language_are_used_until_a_zone_is_set() throws {
        let store = try open()
        try seed(store, zone: nil)
        try store.update { (library: inout Library) -> Bool in library.recordDevice(zone: "America/New_York", language: .ru) }
        let clock = TestClock("2025-03-07T20:00:00Z"), delivery = RecordingDelivery(clock: clock)
        let scheduler = scheduler(store, clock, delivery, zone: "Europe/Berlin")
        #expect(scheduler.tick().isEmpty, "21:00 in Berlin is 15:00 in New York")
        clock.set("2025-03-08T02:00:00Z")
        #expect(scheduler.tick().map(\.name) == ["Read"])
        #expect(delivery.all.map(\.language) == [.ru])
    }

    func a_reminder_set_after_its_time_waits_for_the_next_day() throws {
        let store = try open()
        try seed(store)
        let clock = TestClock("2025-03-07T20:10:00Z"), delivery = RecordingDelivery(clock: clock)
        let scheduler = scheduler(store, clock, delivery)
        scheduler.tick()  // Read and nothing else
        clock.set("2025-03-07T20:20:00Z")
        try store.update { (library: inout Library) throws(DomainError) in
            try library.addReminder(Reminder(time: TimeOfDay("21:15")!), tracker: library.tracker(named: "Mondays")!.id)
            try library.addReminder(Reminder(time: TimeOfDay("21:05")!), tracker: library.tracker(named: "Read")!.id)
        }
        clock.set("2025-03-07T20:21:00Z")
        #expect(scheduler.tick().isEmpty, "21:05 was set at 21:20")
        #expect(delivery.all.map(\.time) == ["21:00"])
    }
}

@Suite final class SQLiteReminderSchedulerTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-remind-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: folder) }
    var checks: SchedulerChecks {
        let path = folder.appendingPathComponent("habits.sqlite").path
        return SchedulerChecks { try SQLiteHabitStore(path: path) }
    }

    @Test func the_right_reminders_at_the_right_minute_once_a_day() throws { try checks.the_right_reminders_at_the_right_minute_once_a_day() }
    @Test func after_a_restart() throws { try checks.after_a_restart_nothing_is_sent_twice_and_what_was_missed_by_an_hour_is_skipped() }
    @Test func two_processes() throws { try checks.two_schedulers_on_one_database_send_each_reminder_once() }
    @Test func daylight_saving() throws { try checks.across_daylight_saving_changes_nothing_is_skipped_or_doubled() }
    @Test func device_zone() throws { try checks.the_device_zone_and_language_are_used_until_a_zone_is_set() }
    @Test func set_after_its_time() throws { try checks.a_reminder_set_after_its_time_waits_for_the_next_day() }

    /// The thread: started with a clock a moment before 21:00 that runs on, it sends at the
    /// minute, and stops when asked.
    @Test func the_thread_wakes_at_the_minute_and_stops() throws {
        let store = try SQLiteHabitStore(path: folder.appendingPathComponent("habits.sqlite").path)
        try checks.seed(store)
        let clock = Clock.starting(at: TestClock.parse("2025-03-07T19:59:59.3Z"))
        let delivery = RecordingDelivery()
        let scheduler = ReminderScheduler(stores: { [store] }, clock: clock, serverZone: TimeZone(identifier: "UTC")!,
                                          detailURL: { "http://127.0.0.1/trackers/\($0.lowercased)" }, delivery: delivery,
                                          log: { Issue.record("logged: \($0)") })
        scheduler.start()
        let gaveUp = Date().addingTimeInterval(30)
        while delivery.all.isEmpty && Date() < gaveUp { usleep(20_000) }
        scheduler.stop()
        #expect(delivery.all.map { "\($0.name) \($0.day) \($0.time)" } == ["Read 2025-03-07 21:00"])
        scheduler.stop()  // idempotent
    }
}

@Suite(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
struct PostgresReminderSchedulerTests {
    let cluster: TemporaryPostgres
    var checks: SchedulerChecks {
        let url = cluster.url
        // Each store on a database (pool) of its own: another process.
        return SchedulerChecks { try PostgresDatabase(url: url, listen: false).store() }
    }

    init() throws { cluster = try TemporaryPostgres() }

    @Test func the_right_reminders_at_the_right_minute_once_a_day() throws { try checks.the_right_reminders_at_the_right_minute_once_a_day() }
    @Test func after_a_restart() throws { try checks.after_a_restart_nothing_is_sent_twice_and_what_was_missed_by_an_hour_is_skipped() }
    @Test func two_processes() throws { try checks.two_schedulers_on_one_database_send_each_reminder_once() }
    @Test func daylight_saving() throws { try checks.across_daylight_saving_changes_nothing_is_skipped_or_doubled() }
}
