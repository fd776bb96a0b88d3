import Foundation
import HabitCLI
import Synchronization
import Testing

/// SPEC §16's command line for part 2: flexible schedules, measurable habits, skip, notes,
/// pauses, archive, order, settings and the day start. Exact output, clock and zone pinned.
@Suite struct ScheduleMeasureCLITests {
    /// Friday 7 March 2025, noon UTC: Water (8 glasses a day), Run (3 times a week, met last
    /// week, 2 of 3 this week) and Km (20 km a week, 14.5 so far).
    func seeded() -> Harness {
        let cli = Harness()
        cli.run("category", "add", "Health")
        cli.run("add", "Water", "--category", "health", "--every-day", "--measure", "glasses", "--target", "8",
                "--start", "2025-03-03", "--emoji", "🥦")
        cli.run("add", "Run", "--category", "health", "--weekly", "3", "--start", "2025-02-24")
        cli.run("add", "Km", "--category", "health", "--weekly", "1", "--measure", "km", "--target", "20", "--step", "2.5",
                "--start", "2025-03-03")
        for day in ["02-24", "02-26", "02-28", "03-03", "03-05"] { cli.run("done", "Run", "--date", "2025-\(day)") }
        cli.run("done", "Water", "--date", "2025-03-05")
        cli.run("done", "Water", "--date", "2025-03-06", "--value", "9")
        cli.run("done", "Km", "--date", "2025-03-04", "--value", "12")
        return cli
    }

    /// A JSON number, whichever type JSONSerialization chose for it.
    func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// Runs one command with `TZ` set to `zone` instead of the harness's UTC.
    func run(_ cli: Harness, zone: String, _ arguments: String...) -> (code: Int32, out: String) {
        let lines = Mutex<[String]>([])
        var environment = cli.environment
        environment["TZ"] = zone
        let code = CLI.run(arguments, environment: environment,
                           console: Console(print: { line in lines.withLock { $0.append(line) } }, error: { _ in }))
        return (code, lines.withLock { $0.joined(separator: "\n") })
    }

    @Test func every_schedule_kind_and_a_measure_are_added_with_their_summaries() {
        let cli = Harness()
        cli.run("category", "add", "Health")
        let added = [
            (["Walk", "--weekly", "3"], "Added 🙂 Walk (3 times a week) to Health."),
            (["Guitar", "--monthly", "1"], "Added 🙂 Guitar (1 time a month) to Health."),
            (["Stretch", "--every", "3"], "Added 🙂 Stretch (Every 3 days) to Health."),
            (["Swim", "--times", "2", "--in", "10"], "Added 🙂 Swim (2 times in 10 days) to Health."),
            (["Email", "--days", "mon,wed,fri"], "Added 🙂 Email (Mon, Wed, Fri) to Health."),
            (["Water", "--every-day", "--measure", "glasses", "--target", "8"],
             "Added 🙂 Water (Every day, at least 8 glasses a day) to Health."),
            (["Coffee", "--every-day", "--measure", "cups", "--target", "2", "--at-most"],
             "Added 🙂 Coffee (Every day, at most 2 cups a day) to Health."),
            (["Km", "--weekly", "1", "--measure", "km", "--target", "20.5", "--step", "2.5"],
             "Added 🙂 Km (1 time a week, at least 20.5 km a week) to Health."),
        ]
        for (arguments, expected) in added {
            let result = CLI.run(["add"] + arguments + ["--category", "Health"], environment: cli.environment,
                                 console: Console(print: { #expect($0 == expected) }, error: { Issue.record("\($0)") }))
            #expect(result == 0, "\(arguments)")
        }
        #expect(cli.run("show", "Km").out.hasPrefix("🙂 Km — Health, 1 time a week, at least 20.5 km a week (a tap adds 2.5)\n"))
    }

    @Test func measurable_cards_show_amounts_and_flexible_ones_streak_units() {
        let cli = seeded()
        #expect(cli.run("done", "Water", "--value", "5").out == "Water: 5 / 8 glasses on 2025-03-07. 🔥 2 · Best 2")
        #expect(cli.run("done", "Km", "--value", "2.5").out
                == "Km: 2.5 km on 2025-03-07 (14.5 / 20 km this week). 🔥 0 wk · Best 0 wk")
        #expect(cli.run("done", "Km", "--value", "2.5").out
                == "Km was already 2.5 km on 2025-03-07 (14.5 / 20 km this week). 🔥 0 wk · Best 0 wk")
        #expect(cli.run("done", "Run").out == "Run: done on 2025-03-07. 🔥 2 wk · Best 2 wk")
        #expect(cli.run("list").out == """
            Friday, 7 March 2025 — 2 of 3 done today
            Health
              [ ] 🥦 Water  5 / 8 glasses  🔥 2  Best 2
              [x] 🙂 Run    6 days  🔥 2 wk  Best 2 wk
              [x] 🙂 Km     14.5 / 20 km this week  🔥 0 wk  Best 0 wk
            """)
        #expect(cli.run("done", "Water").out == "Water: 8 / 8 glasses on 2025-03-07. 🔥 3 · Best 3", "done alone means the target")
        #expect(cli.run("show", "Run").out == """
            🙂 Run — Health, 3 times a week
            Current streak 2 weeks · Best streak 2 weeks
            3 of 3 days this week
            6 days completed since 24 Feb 2025
            Last 30 days, 2025-02-06 to 2025-03-07:
              Mon Tue Wed Thu Fri Sat Sun
                          .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              ■   ·   ■   ·   ■   ·   ·
              ■   ·   ■   ·   ■
            """)
        #expect(cli.run("show", "Km").out == """
            🙂 Km — Health, 1 time a week, at least 20 km a week (a tap adds 2.5)
            Current streak 0 weeks · Best streak 0 weeks
            14.5 / 20 km this week
            2 days completed since 3 Mar 2025
            Last 30 days, 2025-02-06 to 2025-03-07:
              Mon Tue Wed Thu Fri Sat Sun
                          .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              ·   ■   ·   ·   ■
            """)
    }

    @Test func skip_note_and_undo_write_one_entry_and_undo_keeps_the_note() throws {
        let cli = seeded()
        cli.run("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
        #expect(cli.run("skip", "Read", "--date", "2025-03-05", "--note", "sick").out == """
            Read: skipped on 2025-03-05. 🔥 0 · Best 0
            Read, 2025-03-05: note "sick".
            """)
        #expect(cli.run("skip", "Read", "--date", "2025-03-05").out == "Read was already skipped on 2025-03-05. 🔥 0 · Best 0")
        #expect(cli.run("done", "Read", "--date", "2025-03-06").out == "Read: done on 2025-03-06. 🔥 1 · Best 1")
        #expect(cli.run("done", "Read").out == "Read: done on 2025-03-07. 🔥 2 · Best 2")
        #expect(cli.run("note", "Read", "  felt great  ").out == "Read, 2025-03-07: note \"felt great\".")
        #expect(cli.run("note", "Read", "felt great").out == "Read already has that note on 2025-03-07.")
        #expect(cli.run("undo", "Read").out == "Read: not done on 2025-03-07. 🔥 1 · Best 1")
        #expect(cli.run("undo", "Read").out == "Read was already not done on 2025-03-07. 🔥 1 · Best 1")
        #expect(cli.run("note", "Read", "missed it", "--date", "2025-03-04").out == "Read, 2025-03-04: note \"missed it\".")
        #expect(cli.run("list").out.contains("  [ ] 🙂 Read   1 day  🔥 1  Best 1"))
        #expect(cli.run("list", "--date", "2025-03-05").out.contains("  [~] 🙂 Read   1 day  🔥 1  Best 1  skipped"))
        #expect(cli.run("show", "Read").out == """
            🙂 Read — Health, Every day
            Current streak 1 · Best streak 1
            1 day completed since 1 Mar 2025
            Last 30 days, 2025-02-06 to 2025-03-07:
              Mon Tue Wed Thu Fri Sat Sun
                          .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   □   □
              □   □   ~   ■   ○
            Notes:
              2025-03-04  missed it
              2025-03-05  sick
              2025-03-07  felt great
            """)
        let history = try cli.json("show", "Read", "--json")["history"] as! [[String: Any]]
        #expect(history.map { $0["date"] as! String } == ["2025-03-04", "2025-03-05", "2025-03-06", "2025-03-07"])
        #expect(history.map { $0["state"] as! String } == ["missed", "skipped", "done", "pending"])
        #expect(history.map { $0["note"] as? String } == ["missed it", "sick", nil, "felt great"])
        #expect(cli.run("note", "Read", "").out == "Read, 2025-03-07: note removed.")
        #expect(cli.run("note", "Read", "").out == "Read has no note on 2025-03-07.")
        #expect(cli.run("undo", "Water", "--date", "2025-03-06").out == "Water: not done on 2025-03-06. 🔥 0 · Best 1")
    }

    @Test func pause_resume_archive_and_unarchive() throws {
        let cli = seeded()
        #expect(cli.run("pause", "Run").out == "Paused Run, from 2025-03-07 until resumed.")
        #expect(cli.run("pause", "Run").out == "Run is already paused from 2025-03-07 until resumed.")
        #expect(cli.run("pause", "Water", "--from", "2025-03-10", "--until", "2025-03-14").out
                == "Paused Water, 2025-03-10 to 2025-03-14.")
        #expect(cli.run("list").out == """
            Friday, 7 March 2025 — 0 of 1 done today
            Health
              [ ] 🥦 Water  0 / 8 glasses  🔥 2  Best 2
              [ ] 🙂 Km     12 / 20 km this week  🔥 0 wk  Best 0 wk
            Paused
              [-] 🙂 Run    paused until resumed
            """)
        #expect(cli.run("list", "--date", "2025-03-11").out.hasSuffix("Paused\n  [-] 🥦 Water  paused until 2025-03-14\n  [-] 🙂 Run    paused until resumed"))
        let board = try cli.json("list", "--json")
        let paused = board["paused"] as! [[String: Any]]
        #expect(paused.map { $0["name"] as! String } == ["Run"] && paused[0]["paused"] as? Bool == true)
        #expect(paused[0]["state"] as? String == "paused")
        #expect((paused[0]["pauses"] as! [[String: Any]]).first?["from"] as? String == "2025-03-07")
        #expect(cli.run("show", "Water").out.contains("\nPauses: 2025-03-10 to 2025-03-14\n"))
        #expect(cli.run("resume", "Run").out == "Resumed Run.")
        #expect(cli.run("resume", "Run").out == "Run isn't paused today.")
        #expect(!cli.run("list").out.contains("Paused"))

        #expect(cli.run("archive", "Km").out == "Archived Km; its history stays.")
        #expect(cli.run("archive", "Km").out == "Km is already archived.")
        #expect(!cli.run("list").out.contains("Km"))
        #expect(cli.run("show", "Km").out.contains("\nArchived on 2025-03-07; 'habits unarchive' brings it back.\n"))
        #expect(try cli.json("show", "Km", "--json")["archived"] as? Bool == true)
        #expect(cli.run("unarchive", "Km").out == "Unarchived Km.")
        #expect(cli.run("unarchive", "Km").out == "Km isn't archived.")
        #expect(cli.run("list").out.contains("Km"))
    }

    @Test func move_keeps_its_messages_at_either_end() {
        let cli = seeded()
        #expect(cli.run("move", "Water", "--up").out == "Water is already first in its category.")
        #expect(cli.run("move", "Km", "--down").out == "Km is already last in its category.")
        #expect(cli.run("category", "move", "Health", "--up").out == "Category \"Health\" is already first.")
        #expect(cli.run("move", "Km").code == 64 && cli.run("move", "Km", "--up", "--down").code == 64)
    }

    @Test func move_up_and_down_changes_the_order() {
        let cli = seeded()
        #expect(cli.run("move", "Km", "--up").out == "Moved Km up.")
        #expect(cli.run("list").out == """
            Friday, 7 March 2025 — 0 of 1 done today
            Health
              [ ] 🥦 Water  0 / 8 glasses  🔥 2  Best 2
              [ ] 🙂 Km     12 / 20 km this week  🔥 0 wk  Best 0 wk
              [ ] 🙂 Run    5 days  🔥 1 wk  Best 1 wk
            """)
        cli.run("category", "add", "Work")
        #expect(cli.run("category", "move", "Work", "--up").out == "Moved category \"Work\" up.")
        #expect(cli.run("category", "list").out == "Work (0 trackers)\nHealth (3 trackers)")
    }

    /// SPEC §19: `show`'s 30 days are weeks from the week start, as every week shown is.
    @Test func the_grid_of_show_follows_the_week_start() throws {
        let cli = Harness()
        cli.run("category", "add", "Health")
        cli.run("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
        cli.run("done", "Read", "--date", "2025-03-06")
        cli.run("settings", "--week-start", "sun")
        #expect(cli.run("show", "Read").out.hasSuffix("""
            Last 30 days, 2025-02-06 to 2025-03-07:
              Sun Mon Tue Wed Thu Fri Sat
                              .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   □
              □   □   □   □   ■   ○
            """))
        cli.run("settings", "--week-start", "sat")
        #expect(cli.run("show", "Read").out.hasSuffix("""
              Sat Sun Mon Tue Wed Thu Fri
                                  .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              .   .   .   .   .   .   .
              □   □   □   □   □   ■   ○
            """))
    }

    @Test func settings_print_change_and_write_json() throws {
        let cli = Harness()
        #expect(cli.run("settings").out == """
            Day start   00:00
            Week start  Monday
            Time zone   not set (follows the device)
            """)
        #expect(cli.run("settings", "--day-start", "03:00", "--zone", "Europe/London").out == """
            Settings saved.
            Day start   03:00
            Week start  Monday
            Time zone   Europe/London
            """)
        #expect(cli.run("settings", "--day-start", "3").out == "Day start   03:00\nWeek start  Monday\nTime zone   Europe/London")
        #expect(cli.run("settings", "--week-start", "sun").out == "Settings saved.\nDay start   03:00\nWeek start  Sunday\nTime zone   Europe/London")
        let json = try cli.json("settings", "--json")
        #expect(json["dayStart"] as? Int == 3 && json["zone"] as? String == "Europe/London" && json["weekStart"] as? String == "sun")
        #expect(try cli.json("settings", "--zone", "", "--json")["zone"] is NSNull)
    }

    /// With the day starting at 03:00, 02:30 still belongs to the day before: for marking, for
    /// the board and for every default `--date`.
    @Test func a_day_start_of_3_makes_half_past_two_the_previous_day() {
        let cli = Harness(now: "2025-03-08T02:30:00Z")
        cli.run("category", "add", "Health")
        cli.run("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
        #expect(cli.run("list").out.hasPrefix("Saturday, 8 March 2025"))
        cli.run("settings", "--day-start", "3")
        #expect(cli.run("done", "Read").out == "Read: done on 2025-03-07. 🔥 1 · Best 1")
        #expect(cli.run("list").out == """
            Friday, 7 March 2025 — All done today. Nice work!
            Health
              [x] 🙂 Read  1 day  🔥 1  Best 1
            """)
        #expect(cli.run("done", "Read", "--date", "2025-03-08").err == "habits: You can't mark a future day.")
        // In Moscow (UTC+3) 23:30 UTC is 02:30 the next day: still the 7th with the day start.
        let late = Harness(now: "2025-03-07T23:30:00Z")
        late.run("category", "add", "Health")
        late.run("add", "Read", "--category", "Health", "--every-day", "--start", "2025-03-01")
        late.run("settings", "--day-start", "3")
        #expect(run(late, zone: "Europe/Moscow", "done", "Read").out == "Read: done on 2025-03-07. 🔥 1 · Best 1")
        late.run("settings", "--day-start", "0")
        #expect(run(late, zone: "Europe/Moscow", "done", "Read").out == "Read: done on 2025-03-08. 🔥 2 · Best 2")
    }

    @Test func cards_and_details_carry_the_part_two_json_fields() throws {
        let cli = seeded()
        cli.run("done", "Water", "--value", "5", "--note", "hot day")
        let cards = (try cli.json("list", "--json")["sections"] as! [[String: Any]])[0]["trackers"] as! [[String: Any]]
        let water = cards[0], run = cards[1], km = cards[2]
        #expect(water["state"] as? String == "pending" && number(water["value"]) == 5 && water["dayNote"] as? String == "hot day")
        let weekdays = water["frequency"] as! [String: Any]
        #expect(weekdays["kind"] as? String == "weekdays"
                && weekdays["weekdays"] as? [String] == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        let measure = water["measure"] as! [String: Any]
        #expect(measure["unit"] as? String == "glasses" && number(measure["target"]) == 8
                && measure["direction"] as? String == "atLeast" && number(measure["step"]) == 1)
        #expect(water["streakUnit"] as? String == "days" && water["period"] is NSNull)
        let frequency = run["frequency"] as! [String: Any]
        #expect(frequency["kind"] as? String == "weekly" && frequency["times"] as? Int == 3)
        #expect(run["state"] as? String == "open" && run["streakUnit"] as? String == "weeks" && run["currentStreak"] as? Int == 1)
        let period = run["period"] as! [String: Any]
        #expect(period["done"] as? Int == 2 && period["goal"] as? Int == 3)
        #expect(period["start"] as? String == "2025-03-03" && period["end"] as? String == "2025-03-09")
        #expect(number((km["period"] as! [String: Any])["done"]) == 12 && km["value"] is NSNull)
        #expect(km["archived"] as? Bool == false && km["paused"] as? Bool == false)
        let detail = try cli.json("show", "Water", "--json")
        #expect(detail["state"] as? String == "pending" && detail["dayNote"] as? String == "hot day")
        #expect(number((detail["history"] as! [[String: Any]]).last?["value"]) == 5)
    }

    @Test func edit_changes_the_schedule_and_the_measure() throws {
        let cli = seeded()
        #expect(cli.run("edit", "Water", "--target", "10", "--step", "0.5", "--unit", "cups", "--at-most").out == "Updated 🥦 Water.")
        #expect(cli.run("show", "Water").out.hasPrefix("🥦 Water — Health, Every day, at most 10 cups a day (a tap adds 0.5)\n"))
        #expect(cli.run("edit", "Water", "--at-least").code == 0)
        #expect(cli.run("show", "Water").out.hasPrefix("🥦 Water — Health, Every day, at least 10 cups a day"))
        #expect(cli.run("edit", "Run", "--times", "2", "--in", "4").out == "Updated 🙂 Run.")
        #expect(cli.run("show", "Run").out.hasPrefix("🙂 Run — Health, 2 times in 4 days\n"))
        #expect(cli.run("edit", "Run", "--every", "2").code == 0)
        #expect(cli.run("show", "Run").out.hasPrefix("🙂 Run — Health, Every 2 days\n"))
        #expect(cli.run("edit", "Run", "--monthly", "4").code == 0)
        let monthly = try cli.json("show", "Run", "--json")["frequency"] as! [String: Any]
        #expect(monthly["kind"] as? String == "monthly" && monthly["times"] as? Int == 4)
        let yesNo = cli.run("edit", "Run", "--target", "3")
        #expect(yesNo.code == 65 && yesNo.err == "habits: A yes/no habit can't become measurable, or the other way round.")
        #expect(cli.run("edit", "Water", "--at-least", "--at-most").code == 64)
        #expect(cli.run("edit", "Water", "--weekly", "9").err == "habits: Pick 1 to 6 times a week.")
    }

    /// 64 when an option does not parse; 65 when it parses and a rule refuses it. Either way
    /// nothing is written and the message says what is allowed.
    @Test func bad_input_is_refused_with_what_is_allowed() throws {
        let cli = seeded()
        cli.run("add", "Party", "--category", "Health", "--event")
        let add = ["add", "X", "--category", "Health"]
        let cases: [([String], Int32, String)] = [
            (add + ["--weekly", "0"], 65, "Pick 1 to 6 times a week."),
            (add + ["--weekly", "7"], 65, "Pick 1 to 6 times a week."),
            (add + ["--monthly", "28"], 65, "Pick 1 to 27 times a month."),
            (add + ["--times", "3", "--in", "2"], 65, "Pick N times in M days, with N at least 1, below M, and M at most 365."),
            (add + ["--every", "366"], 65, "Pick N times in M days, with N at least 1, below M, and M at most 365."),
            (add + ["--weekly", "three"], 64, "--weekly must be a whole number, not \"three\"."),
            (add + ["--times", "3"], 64, "--times X goes with --in Y: X days in every Y days, e.g. --times 2 --in 10."),
            (add + ["--every-day", "--weekly", "2"], 64, "Give one schedule, not --every-day and --weekly."),
            (add + ["--every-day", "--measure", "glasses", "--target", "0"], 65,
             "The target is a number above 0 and at most 1,000,000, with up to 3 decimals."),
            (add + ["--every-day", "--measure", "glasses", "--target", "-1"], 65,
             "The target is a number above 0 and at most 1,000,000, with up to 3 decimals."),
            (add + ["--every-day", "--measure", "glasses", "--target", "eight"], 64, "--target must be a number like 2.5, not \"eight\"."),
            (add + ["--every-day", "--measure", "glasses"], 64,
             "A measurable habit needs --target T: what to reach, e.g. --measure glasses --target 8."),
            (add + ["--every-day", "--target", "8"], 64, "--target is for a measurable habit: give --measure UNIT --target T too."),
            (add + ["--every-day", "--measure", String(repeating: "g", count: 17), "--target", "8"], 65,
             "Give a unit of 1 to 16 characters, like glasses or km."),
            (add + ["--every-day", "--measure", "km", "--target", "5", "--step", "0"], 65,
             "The step is a number above 0 and at most 1,000,000, with up to 3 decimals."),
            (add + ["--event", "--measure", "km", "--target", "5"], 65, "An irregular event can't be measured; make it a habit."),
            (["done", "Water", "--value", "-1"], 65, "A value is a number from 0 to 1,000,000 with up to 3 decimals."),
            (["done", "Water", "--value", "1.2345"], 65, "A value is a number from 0 to 1,000,000 with up to 3 decimals."),
            (["done", "Water", "--value", "lots"], 64, "--value must be a number like 2.5, not \"lots\"."),
            (["done", "Run", "--value", "2"], 65, "Run is a yes/no habit: mark it done, it takes no value."),
            (["note", "Water", String(repeating: "n", count: 201)], 65, "Keep the note to 200 characters or fewer."),
            (["note", "Water", "a\u{1}b"], 65, "Control characters (like NUL) can't be used in names or notes."),
            (["done", "Water", "--note", "a\u{7}b"], 65, "Control characters (like NUL) can't be used in names or notes."),
            (["skip", "Party"], 65, "Party is an irregular event; events can't be skipped."),
            (["skip", "Run", "--date", "2025-03-08"], 65, "You can't mark a future day."),
            (["skip", "Run", "--date", "2025-02-23"], 65, "Run started on 24 Feb 2025."),
            (["pause", "Run", "--from", "2025-03-10", "--until", "2025-03-01"], 65, "A pause can't end before it starts."),
            (["pause", "Party"], 65, "Party is an irregular event; only habits can be paused."),
            (["pause", "Run", "--until", "soon"], 64, "--until must be a date like 2025-03-07, not \"soon\"."),
            (["settings", "--day-start", "7"], 65, "The day can start on the hour from 00:00 to 06:00."),
            (["settings", "--day-start", "03:30"], 65, "The day can start on the hour from 00:00 to 06:00."),
            (["settings", "--day-start", "early"], 64, "--day-start must be an hour from 0 to 6, like 3 or 03:00, not \"early\"."),
            (["settings", "--week-start", "tue"], 65, "The week can start on Monday, Sunday or Saturday."),
            (["settings", "--week-start", "Montag"], 64, "--week-start must be mon, sun or sat, not \"Montag\"."),
            (["settings", "--zone", "Mars/Olympus"], 64,
             "--zone must be an IANA time zone like Europe/London (or \"\" to unset), not \"Mars/Olympus\"."),
            (["note", "Water"], 64, "Wrong number of arguments. Usage: habits note NAME TEXT [--date YYYY-MM-DD]"),
        ]
        let file = cli.folder.appendingPathComponent("before.json")
        cli.run("export", "--output", file.path)
        let before = try Data(contentsOf: file)
        for (arguments, code, message) in cases {
            let result = CLI.run(arguments, environment: cli.environment, console: Console(print: { _ in }, error: { line in
                #expect(line == "habits: " + message, "\(arguments)")
            }))
            #expect(result == code, "\(arguments)")
        }
        cli.run("export", "--output", file.path)
        #expect(try Data(contentsOf: file) == before, "nothing was written")
        #expect(cli.run("settings").out.hasPrefix("Day start   00:00\nWeek start  Monday"))
    }

    @Test func help_lists_the_new_commands_and_explains_their_options() {
        let cli = Harness()
        let root = cli.run("--help").out
        for line in ["  category move    Move a category one place up or down",
                     "  move             Move a tracker one place up or down in its category",
                     "  pause            Pause a habit for some days (a holiday), or until resumed",
                     "  resume           End the pause that holds today, or cancel the next planned one",
                     "  archive          Take a tracker off the boards from today; its history stays",
                     "  unarchive        Bring an archived tracker back to the boards",
                     "  skip             Skip a habit's day: it neither breaks nor extends the streak",
                     "  note             Write a note on a day (\"\" removes it)",
                     "  settings         Show the settings, or change the day start, the week start and the time zone"] {
            #expect(root.contains(line + "\n"), "\(line)")
        }
        let usages = [
            "add": ["--weekly N", "--monthly N", "--every N", "--times X --in Y", "--measure UNIT", "--target T", "--at-most", "--step S"],
            "edit": ["--weekly N", "--times X --in Y", "--target T", "--at-least | --at-most", "--step S", "--unit UNIT"],
            "done": ["--value V", "--note TEXT"], "skip": ["--note TEXT"], "note": ["NAME TEXT"], "undo": ["keeps its note"],
            "pause": ["--from DAY", "--until DAY"], "resume": ["Usage: habits resume NAME"], "archive": ["unarchive"],
            "unarchive": ["Usage: habits unarchive NAME"], "move": ["--up | --down"], "category move": ["--up | --down"],
            "settings": ["--day-start H", "--zone ZONE", "--json"],
        ]
        for (command, parts) in usages {
            let help = CLI.run(command.split(separator: " ").map(String.init) + ["--help"], environment: cli.environment,
                               console: Console(print: { text in
                for part in parts { #expect(text.contains(part), "\(command): \(part)") }
                #expect(text.hasPrefix("Usage: habits \(command) "), "\(command)")
            }, error: { _ in }))
            #expect(help == 0, "\(command)")
        }
        #expect(cli.run("category").out.contains("move NAME --up|--down"))
    }
}
