import Foundation
import HabitCore
import HabitStore
import Synchronization
import Testing

/// `habits remind` (SPEC §16) with exact output, and `habits serve` sending a reminder at its
/// minute under `HABITS_NOW`.
@Suite struct RemindCLITests {
    func seeded() -> Harness {
        let cli = Harness()
        cli.run("category", "add", "Health")
        cli.run("add", "Read", "--category", "health", "--every-day")
        return cli
    }

    @Test func remind_adds_lists_changes_and_removes_times() throws {
        let cli = seeded()
        #expect(cli.run("remind", "Read").out == "Read has no reminders.")
        let added = cli.run("remind", "read", "--at", "21:00", "--at", "7:30", "--days", "sat,sun")
        #expect(added.code == 0)
        #expect(added.out == "Reminders for Read:\n  07:30  Sat, Sun\n  21:00  Sat, Sun")
        #expect(cli.run("remind", "Read", "--at", "21:00").out == "Reminders for Read:\n  07:30  Sat, Sun\n  21:00  Every day",
                "a time already set takes the new days")
        #expect(cli.run("remind", "Read", "--json").out
                == #"{"reminders":[{"time":"07:30","weekdays":["sat","sun"]},{"time":"21:00","weekdays":["mon","tue","wed","thu","fri","sat","sun"]}]}"#)
        let detail = try cli.json("show", "Read", "--json")
        #expect((detail["reminders"] as? [[String: Any]])?.count == 2)
        #expect(cli.run("remind", "Read", "--remove", "07:30").out == "Reminders for Read:\n  21:00  Every day")
        #expect(cli.run("remind", "Read", "--off").out == "Read has no reminders.")
        #expect(cli.run("remind", "Read", "--json").out == #"{"reminders":[]}"#)
    }

    @Test func remind_refuses_what_does_not_parse_or_breaks_a_rule_and_changes_nothing() {
        let cli = seeded()
        cli.run("remind", "Read", "--at", "21:00")
        let badTime = cli.run("remind", "Read", "--at", "9pm")
        #expect(badTime.code == 64)
        #expect(badTime.err == "habits: --at must be a time on the 24-hour clock like 21:00 or 7:30, not \"9pm\".")
        #expect(cli.run("remind", "Read", "--at", "24:00").code == 64)
        #expect(cli.run("remind", "Read", "--days", "mon").err == "habits: --days goes with --at: the days those times apply to.")
        #expect(cli.run("remind", "Read", "--at", "08:00", "--off").code == 64)
        #expect(cli.run("remind", "Read", "--at", "08:00", "--days", "someday").code == 64)
        let many = cli.run("remind", "Read", "--at", "01:00", "--at", "02:00", "--at", "03:00", "--at", "04:00", "--at", "05:00",
                           "--at", "06:00")
        #expect(many.code == 65)
        #expect(many.err == "habits: A tracker can have up to 6 reminders.")
        #expect(cli.run("remind", "Nope", "--at", "08:00").code == 65)
        #expect(cli.run("remind", "Read").out == "Reminders for Read:\n  21:00  Every day", "nothing changed")
        #expect(cli.run("--help").out.split(separator: "\n").contains {
            $0.hasPrefix("  remind ") && $0.hasSuffix("List, set or remove a tracker's reminders")
        }, "the root help lists it")
    }

    @Test func settings_name_the_devices_zone_while_none_is_set() throws {
        let cli = seeded()
        #expect(cli.run("settings").out == "Day start   00:00\nWeek start  Monday\nTime zone   not set (follows the device)")
        let store = try SQLiteHabitStore(path: cli.environment["HABITS_DB"]!)
        try store.update { (library: inout Library) -> Bool in library.recordDevice(zone: "Asia/Tokyo", language: nil) }
        #expect(cli.run("settings").out == "Day start   00:00\nWeek start  Monday\nTime zone   not set (follows the device: Asia/Tokyo)")
        cli.run("settings", "--zone", "Europe/Berlin")
        #expect(cli.run("settings").out == "Day start   00:00\nWeek start  Monday\nTime zone   Europe/Berlin")
    }

    @Test func events_may_have_reminders_too() {
        let cli = seeded()
        cli.run("add", "Shoes", "--category", "health", "--event")
        #expect(cli.run("remind", "Shoes", "--at", "18:00", "--days", "sat").out == "Reminders for Shoes:\n  18:00  Sat")
    }

    /// The whole path: a database with a reminder at 21:00 UTC, `habits serve` started a few
    /// seconds before under `HABITS_NOW`, and the server log's `reminder sent` line at the minute.
    @Test func serve_sends_a_reminder_at_its_minute_and_only_for_a_habit_not_done() throws {
        let cli = Harness(now: "2025-03-07T20:00:00Z")
        cli.run("category", "add", "Health")
        cli.run("add", "Read", "--category", "health", "--every-day")
        cli.run("add", "Stretch", "--category", "health", "--every-day")
        cli.run("done", "Stretch")
        cli.run("remind", "Read", "--at", "21:00")
        cli.run("remind", "Stretch", "--at", "21:00")
        cli.run("settings", "--zone", "UTC")
        let read = try cli.json("show", "Read", "--json")["id"] as! String
        let path = cli.environment["HABITS_DB"]!

        let server = try ServeTests.ServerProcess(["--db", path], environment: ["HABITS_NOW": "2025-03-07T20:59:57Z"])
        let log = Mutex("")
        let handle = server.errors.fileHandleForReading
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                log.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
            }
        }
        #expect(server.waitUntilServing().hasPrefix("Habits is serving http://127.0.0.1:"))
        let gaveUp = Date().addingTimeInterval(60)
        while !log.withLock({ $0.contains("reminder sent") }) && Date() < gaveUp { usleep(50_000) }
        server.process.interrupt()
        server.process.waitUntilExit()
        usleep(100_000)
        let lines = log.withLock { $0 }.split(separator: "\n").filter { $0.contains("reminder sent") }
        #expect(lines == ["reminder sent tracker=\(read) day=2025-03-07 time=21:00"], "Stretch is done: no reminder")
        #expect(server.process.terminationStatus == 0, "stopped cleanly with the scheduler")
        #expect(try SQLiteHabitStore(path: path).claimReminder(
            ReminderKey(tracker: Tracker.ID(read)!, day: Day(year: 2025, month: 3, day: 7)!, time: "21:00"), at: Date()) == false,
            "the sent log holds it: a restarted server will not send it again")
    }
}
