import Dispatch
import Foundation
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Synchronization
import Testing

/// The PostgreSQL backend against a real PostgreSQL 15: a cluster of its own per test.
@Suite(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
struct PostgresHabitStoreTests {
    let cluster: TemporaryPostgres

    init() throws { cluster = try TemporaryPostgres() }

    /// Reads the first column of every row as text on a raw connection, in one transaction that
    /// sets `habits.account` to `account` first unless it is nil.
    func rows(_ sql: String, account: Int64? = nil, as user: String = "habits") throws -> [String?] {
        let connection = try cluster.connection(as: user)
        var values: [String?] = []
        try connection.transaction {
            if let account { try connection.run("SELECT set_config('habits.account', $1, true)", [.text(String(account))]) }
            try connection.query(sql) { row in values.append(row.optionalText(0)) }
        }
        return values
    }

    @Test func migrations_make_the_same_numbered_steps_with_forced_row_security_on_every_table_of_the_persons_data() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        #expect(try database.store().library.isEmpty)
        #expect(PostgresMigrations.steps.map(\.identifier) == Migrations.steps.map(\.identifier))
        #expect(try rows("SELECT version || ' ' || identifier FROM schema_migrations ORDER BY version")
                == Migrations.steps.enumerated().map { "\($0.offset + 1) \($0.element.identifier)" })
        let tables = ["categories", "entries", "entry_note_write_times", "entry_write_times", "notification_channels", "pauses", "reminders_sent", "settings",
                      "tracker_write_times", "trackers"]
        #expect(try rows("""
            SELECT relname || ' ' || relrowsecurity || ' ' || relforcerowsecurity FROM pg_class
            WHERE relname IN (\(tables.map { "'\($0)'" }.joined(separator: ", "))) ORDER BY relname
            """) == tables.map { "\($0) true true" })
        #expect(try rows("""
            SELECT table_name FROM information_schema.columns WHERE column_name = 'account_id' AND table_schema = 'public'
            AND table_name NOT IN ('sessions', 'api_tokens', 'account_identities', 'sign_in_states') ORDER BY table_name
            """) == tables)
        // Opening again runs nothing twice.
        _ = try PostgresDatabase(url: cluster.url, listen: false)
        #expect(try rows("SELECT count(*) FROM schema_migrations") == ["\(PostgresMigrations.steps.count)"])
        #expect(database.location == "postgres://habits@127.0.0.1:\(cluster.port)/habits")
    }

    @Test func a_library_with_every_field_reads_back_equal() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let library = try partTwoLibrary()
        try database.store().importLibrary(library)
        #expect(try database.store().library == library)
        #expect(try PostgresDatabase(url: cluster.url, listen: false).store().library == library)
        #expect(try rows("SELECT count(*) FROM pauses", account: 1) == ["2"])
        #expect(try rows("SELECT value FROM entries WHERE state = 'value' AND day = '2025-03-06'", account: 1) == ["12125"])
        #expect(try rows("SELECT schedule ->> 'kind' FROM trackers WHERE name = 'Plants'", account: 1) == ["rolling"])
        #expect(throws: DomainError.databaseNotEmpty) { try database.store().importLibrary(try sampleLibrary()) }
    }

    @Test func every_kind_of_command_persists() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let store = try database.store()
        try store.importLibrary(try sampleLibrary())
        let start = Day(year: 2025, month: 2, day: 1)!
        let commands: [(String, (inout Library) throws(DomainError) -> Void)] = [
            ("add a category", { lib throws(DomainError) in try lib.addCategory(named: "Work") }),
            ("rename a category", { lib throws(DomainError) in try lib.renameCategory(lib.category(named: "Work")!.id, to: "Office") }),
            ("move a category", { lib throws(DomainError) in _ = try lib.moveCategory(lib.category(named: "Office")!.id, by: -1) }),
            ("add a habit with a measure", { lib throws(DomainError) in
                try lib.addTracker(TrackerDraft(name: "Water", kind: .habit(.everyDay), categoryID: lib.category(named: "Office")!.id,
                                                createdOn: start, measure: Measure(unit: "glasses", target: Quantity(8), step: Quantity(1))),
                                   today: today)
            }),
            ("edit a tracker", { lib throws(DomainError) in
                _ = try lib.updateTracker(lib.tracker(named: "Water")!.id,
                                          TrackerChanges(name: "Tea", schedule: .weekly(3), emoji: "🍵", color: "#9333EA",
                                                         note: "green", pinned: true), today: today)
            }),
            ("move a tracker (two positions swap)", { lib throws(DomainError) in
                guard try lib.moveTracker(lib.tracker(named: "Уборка")!.id, by: 1) else { throw .unknownTracker("no move") }
            }),
            ("mark done", { lib throws(DomainError) in _ = try lib.setDone(true, tracker: lib.tracker(named: "Уборка")!.id, on: today.adding(days: -6), today: today) }),
            ("undo", { lib throws(DomainError) in _ = try lib.setDone(false, tracker: lib.tracker(named: "Read")!.id, on: today.adding(days: -1), today: today) }),
            ("a value", { lib throws(DomainError) in _ = try lib.setEntry(.value(Quantity(thousandths: 2_500)), tracker: lib.tracker(named: "Tea")!.id, on: today, today: today) }),
            ("a skip with a note", { lib throws(DomainError) in _ = try lib.setEntry(.skipped, note: "ill", tracker: lib.tracker(named: "Read")!.id, on: today.adding(days: -4), today: today) }),
            ("a note alone", { lib throws(DomainError) in _ = try lib.setEntry(nil, note: "only words", tracker: lib.tracker(named: "Read")!.id, on: today.adding(days: -8), today: today) }),
            ("pause", { lib throws(DomainError) in _ = try lib.pause(lib.tracker(named: "Tea")!.id, from: today.adding(days: -3), until: today.adding(days: 5), today: today) }),
            ("resume", { lib throws(DomainError) in _ = try lib.resume(lib.tracker(named: "Tea")!.id, today: today) }),
            ("pause everything", { lib throws(DomainError) in try lib.pauseAll(from: today.adding(days: 2), until: nil, today: today) }),
            ("archive", { lib throws(DomainError) in _ = try lib.setArchived(true, tracker: lib.tracker(named: "Party 🎉")!.id, today: today) }),
            ("settings", { lib throws(DomainError) in try lib.updateSettings(Settings(dayStart: 4, zone: "Asia/Tokyo")) }),
            ("delete a tracker", { lib throws(DomainError) in try lib.deleteTracker(lib.tracker(named: "Уборка")!.id) }),
            ("delete a category", { lib throws(DomainError) in _ = try lib.deleteCategory(lib.category(named: "Health")!.id) }),
        ]
        var revision = store.snapshot.revision
        for (name, command) in commands {
            let before = store.library
            try store.update { (lib: inout Library) throws(DomainError) in try command(&lib) }
            #expect(store.library != before, "\(name) changes something")
            #expect(try database.store().library == store.library, "after: \(name)")
            #expect(store.snapshot.revision > revision, "after: \(name)")
            revision = store.snapshot.revision
        }
        // A broken rule writes nothing and keeps the revision.
        #expect(throws: DomainError.duplicateCategory(name: "office")) {
            try store.update { (lib: inout Library) throws(DomainError) in
                try lib.renameCategory(lib.category(named: "Дом")!.id, to: "Renamed")
                try lib.addCategory(named: "office")
            }
        }
        #expect(try database.store().library == store.library)
        #expect(try database.store().snapshot.revision == revision)
        #expect(try rows("SELECT count(*) FROM trackers", account: 1) == ["2"])
        #expect(try rows("SELECT day_start || ' ' || zone FROM settings", account: 1) == ["4 Asia/Tokyo"])
    }

    @Test func a_write_on_one_process_is_read_at_once_on_another() throws {
        let first = try PostgresDatabase(url: cluster.url), second = try PostgresDatabase(url: cluster.url)
        let a = try first.store(), b = try second.store()
        try a.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "From A") }
        #expect(b.library.categories.map(\.name) == ["From A"], "the read right after the commit is not stale")
        try b.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "From B") }
        #expect(a.library.categories.map(\.name) == ["From A", "From B"])
        #expect(a.snapshot.revision == b.snapshot.revision)

        // With `.notified`, the listener's NOTIFY brings the change without a revision query per read.
        let announced = Mutex<[String]>([])
        second.onChange { account, revision in announced.withLock { $0.append("\(account):\(revision)") } }
        let follower = try second.store(freshness: .notified(recheck: .seconds(3600)))
        let deadline = ContinuousClock.now + .seconds(10)
        while !second.isListening && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try a.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Announced") }
        // The follower may take the change before the listener's callback has run: wait for both.
        let heard = "1:\(a.snapshot.revision)"
        while (follower.library.categories.count < 3 || !announced.withLock({ $0.contains(heard) })) && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(follower.library.categories.map(\.name) == ["From A", "From B", "Announced"])
        #expect(announced.withLock { $0 }.contains(heard))
    }

    @Test func a_write_the_database_refuses_at_commit_changes_nothing_and_the_next_one_goes_through() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let store = try database.store()
        try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Health") }
        let before = store.snapshot
        // A row the store does not know of (written behind its back, revision untouched): its
        // deferred unique name fails the store's next write at COMMIT, the last step of the
        // write's one round trip.
        let raw = try cluster.connection()
        try raw.transaction {
            try raw.run("SELECT set_config('habits.account', '1', true)")
            try raw.run("INSERT INTO categories (account_id, id, name, name_key, position) VALUES (1, $1, 'Work', 'work', 7)",
                        [.text(UUID().uuidString.lowercased())])
        }
        #expect(throws: StoreError.self) {
            try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Work") }
        }
        #expect(store.snapshot.revision == before.revision)
        #expect(store.library == before.library)
        #expect(try rows("SELECT count(*) FROM categories", account: 1) == ["2"])
        // The pooled connection was rolled back and is used again.
        try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Sleep") }
        #expect(try rows("SELECT name FROM categories ORDER BY name", account: 1) == ["Health", "Sleep", "Work"])
        #expect(store.snapshot.revision == before.revision + 1)
    }

    @Test func two_accounts_never_see_each_others_rows_even_through_a_raw_query() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let other = try database.createAccount()
        #expect(other.id == 2)
        let mine = try sampleLibrary()
        try database.store(for: .personal).importLibrary(mine)
        let theirs = try database.store(for: other)
        try theirs.update { (lib: inout Library) throws(DomainError) in
            let category = try lib.addCategory(named: "Secret")
            let tracker = try lib.addTracker(TrackerDraft(name: "Hidden", kind: .event, categoryID: category.id), today: today)
            try lib.setDone(true, tracker: tracker.id, on: today, today: today)
        }
        #expect(try database.store(for: .personal).library == mine)
        #expect(theirs.library.trackers.map(\.name) == ["Hidden"])
        #expect(try database.store(for: .personal).library.tracker(named: "Hidden") == nil)

        // A query that forgets the account filter still sees only the account set for the transaction.
        #expect(try rows("SELECT name FROM trackers ORDER BY name", account: 2) == ["Hidden"])
        #expect(try rows("SELECT count(*) FROM trackers WHERE account_id = 2", account: 1) == ["0"])
        #expect(try rows("SELECT count(*) FROM entries", account: 1) == ["23"])
        #expect(try rows("SELECT count(*) FROM entries", account: 2) == ["1"])
        // Nor can it write into another account's rows.
        #expect(throws: PostgresError.self) {
            _ = try rows("INSERT INTO categories (account_id, id, name, name_key, position) VALUES (2, gen_random_uuid(), 'x', 'x', 99) RETURNING 1",
                         account: 1)
        }
        #expect(try rows("UPDATE trackers SET name = 'taken' WHERE account_id = 2 RETURNING 1", account: 1) == [])
        #expect(theirs.library.trackers.map(\.name) == ["Hidden"])
    }

    @Test func without_the_account_set_the_apps_role_sees_no_rows_at_all() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        try database.store().importLibrary(try partTwoLibrary())
        for table in ["categories", "trackers", "entries", "pauses", "settings"] {
            #expect(try rows("SELECT count(*) FROM \(table)") == ["0"], "\(table)")
            #expect(try rows("SELECT count(*) FROM \(table)", account: 1) != ["0"], "\(table)")
        }
        // After a transaction that set it, the next one on the same connection is blind again.
        let connection = try cluster.connection()
        var counts: [String?] = []
        try connection.transaction {
            try connection.run("SELECT set_config('habits.account', '1', true)")
            try connection.query("SELECT count(*) FROM trackers") { counts.append($0.optionalText(0)) }
        }
        try connection.query("SELECT count(*) FROM trackers") { counts.append($0.optionalText(0)) }
        #expect(counts == ["10", "0"])
    }

    @Test func sql_injection_payloads_in_names_and_notes_are_stored_verbatim() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let store = try database.store()
        let payloads = ["Robert'); DROP TABLE trackers; --", #"x" OR "1"="1"#, #"\'; SELECT pg_sleep(10); --"#,
                        "$1 $$ $tag$ ::text", #"{"a",NULL,"b\"}"#, "NULL", "};{", #"back\slash \\ \""#]
        try store.update { (lib: inout Library) throws(DomainError) in
            let category = try lib.addCategory(named: payloads[0])
            for (index, payload) in payloads.enumerated() {
                let tracker = try lib.addTracker(TrackerDraft(name: "\(payload) #\(index)", kind: .habit(.everyDay), categoryID: category.id,
                                                              note: payload, createdOn: today.adding(days: -20)), today: today)
                // Several entries per command: they travel as one array parameter.
                for (offset, note) in payloads.enumerated() {
                    try lib.setEntry(.done, note: note, tracker: tracker.id, on: today.adding(days: -offset), today: today)
                }
            }
        }
        let read = try database.store().library
        #expect(read == store.library)
        #expect(read.categories.map(\.name) == [payloads[0]])
        #expect(read.trackers.map(\.note) == payloads)
        #expect(read.trackers.allSatisfy { tracker in read.history(of: tracker.id).entries.reversed().map(\.note) == payloads })
        #expect(try rows("SELECT count(*) FROM trackers", account: 1) == ["\(payloads.count)"])
    }

    @Test func a_superuser_is_refused_because_it_bypasses_row_security() throws {
        let error = #expect(throws: StoreError.self) { try PostgresDatabase(url: cluster.superuserURL, listen: false) }
        guard case .bypassesRowSecurity(let role, _)? = error else {
            Issue.record("expected bypassesRowSecurity, got \(String(describing: error))")
            return
        }
        #expect(role == "postgres")
        #expect(error?.description.contains("superuser") == true)
        #expect(error?.description.contains("row-level security") == true)
        _ = try rows("ALTER ROLE habits BYPASSRLS", as: "postgres")
        #expect(throws: StoreError.self) { try PostgresDatabase(url: cluster.url, listen: false) }
    }

    @Test func an_unreachable_server_is_an_error_naming_the_url_without_its_password() throws {
        let url = "postgres://habits:secret@127.0.0.1:1/habits?connect_timeout=2"
        let error = #expect(throws: StoreError.self) { try PostgresDatabase(url: url, listen: false) }
        #expect(error?.description.contains("postgres://habits@127.0.0.1:1/habits") == true, "\(String(describing: error))")
        #expect(error?.description.contains("secret") == false)
        #expect(PostgresDatabase.redacted("host=db user=habits password='a b' dbname=habits") == "host=db user=habits password=… dbname=habits")
    }

    @Test func after_the_server_cuts_every_connection_the_store_and_the_listener_come_back() throws {
        let database = try PostgresDatabase(url: cluster.url), other = try PostgresDatabase(url: cluster.url, listen: false)
        let store = try database.store()
        let deadline = ContinuousClock.now + .seconds(20)
        while !database.isListening && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Before") }
        #expect(try rows("""
            SELECT count(pg_terminate_backend(pid)) > 0 FROM pg_stat_activity WHERE usename = 'habits'
            """, as: "postgres") == ["t"])
        // The cut connections fail at their first statement, before anything ran: the work runs again on fresh ones.
        #expect(store.library.category(named: "Before") != nil)
        try store.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "After") }
        #expect(store.library.category(named: "After") != nil)
        // The listener reconnects and hears the other process again.
        let heard = Mutex(false)
        database.onChange { _, _ in heard.withLock { $0 = true } }
        let renamed = try #require(store.library.category(named: "After")).id
        while !heard.withLock({ $0 }) && ContinuousClock.now < deadline {
            if database.isListening {
                // By id: after the first rename the name is no longer "After".
                try other.store().update { (lib: inout Library) throws(DomainError) in
                    try lib.renameCategory(renamed, to: "After \(Int.random(in: 0..<1_000_000))")
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(heard.withLock { $0 }, "a notification arrived after the listener reconnected")
        #expect(try other.store().library == store.library)
    }

    @Test func a_write_from_a_library_another_process_moved_on_from_runs_again_on_the_new_one() throws {
        let first = try PostgresDatabase(url: cluster.url, listen: false), second = try PostgresDatabase(url: cluster.url, listen: false)
        let a = try first.store(), b = try second.store()
        try a.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Health") }
        // b's library is one revision behind: its write in one round trip is refused by the
        // revision check, and the command runs again on the library that has "Health".
        #expect(b.lastKnown.library.categories.isEmpty)
        #expect(throws: DomainError.self) {
            try b.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Health") }
        }
        try b.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Sleep") }
        #expect(try rows("SELECT name FROM categories ORDER BY name", account: 1) == ["Health", "Sleep"])
        #expect(try rows("SELECT revision FROM accounts WHERE id = 1") == ["2"])
        #expect(b.lastKnown.revision == 2 && a.library.categories.map(\.name) == ["Health", "Sleep"])
    }

    @Test func concurrent_writers_on_two_processes_lose_no_write() throws {
        let first = try PostgresDatabase(url: cluster.url, connections: 4), second = try PostgresDatabase(url: cluster.url, connections: 4)
        let a = try first.store(), b = try second.store()
        let perProcess = 200
        let tracker = try a.update { (lib: inout Library) throws(DomainError) in
            let category = try lib.addCategory(named: "Load")
            return try lib.addTracker(TrackerDraft(name: "Tap", kind: .habit(.everyDay), categoryID: category.id,
                                                   createdOn: today.adding(days: -2 * perProcess)), today: today)
        }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 2 * perProcess) { index in
            let store = index % 2 == 0 ? a : b
            do {
                try store.update { (lib: inout Library) throws(DomainError) in
                    _ = try lib.setDone(true, tracker: tracker.id, on: today.adding(days: -index), today: today)
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let expected = (0..<(2 * perProcess)).map { today.adding(days: -$0) }.sorted()
        #expect(try first.store().library.history(of: tracker.id).doneDays == expected)
        #expect(a.library.history(of: tracker.id).doneDays == expected)
        #expect(b.library.history(of: tracker.id).doneDays == expected)
        #expect(try rows("SELECT revision FROM accounts WHERE id = 1") == ["\(2 * perProcess + 1)"])
    }

    /// SPEC §21: a tap is one round trip of two statements (`habits_write_day`, its own
    /// transaction, then the NOTIFY), and other processes hear of it.
    @Test func a_tap_is_one_round_trip_of_two_statements_that_every_process_hears_of() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let store = try database.store()
        try store.importLibrary(try sampleLibrary())
        let read = try #require(store.library.tracker(named: "Read")).id
        let other = try PostgresDatabase(url: cluster.url)
        let heard = Mutex<[Int]>([])
        other.onChange { _, revision in heard.withLock { $0.append(revision) } }
        let deadline = ContinuousClock.now + .seconds(10)
        while !other.isListening && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let at = { (seconds: Int64) in WriteClaim.madeAt(WriteTime(milliseconds: 1_741_000_000_000 + seconds * 1000)) }
        let taps: [(String, (inout Library) throws(DomainError) -> Void)] = [
            ("done", { lib throws(DomainError) in try lib.setDone(true, tracker: read, on: today, today: today, at: at(1)) }),
            ("a note", { lib throws(DomainError) in _ = try lib.writeEntry(state: nil, note: "20 pages", tracker: read, on: today, today: today, at: at(2)) }),
            ("cleared, the note kept", { lib throws(DomainError) in try lib.setDone(false, tracker: read, on: today, today: today, at: at(3)) }),
            ("the note removed: no entry left", { lib throws(DomainError) in _ = try lib.writeEntry(state: nil, note: "", tracker: read, on: today, today: today, at: at(4)) }),
            ("skipped, without a time", { lib throws(DomainError) in _ = try lib.writeEntry(state: .some(.skipped), note: nil, tracker: read, on: today.adding(days: -4), today: today) }),
        ]
        for (name, tap) in taps {
            let (trips, statements) = (database.traffic.roundTrips, database.traffic.statements)
            try store.update { (lib: inout Library) throws(DomainError) in try tap(&lib) }
            #expect(database.traffic.roundTrips - trips == 1, "\(name)")
            #expect(database.traffic.statements - statements == 2, "\(name)")
            #expect(try PostgresDatabase(url: cluster.url, listen: false).store().library == store.library, "\(name)")
        }
        #expect(try rows("SELECT revision FROM accounts WHERE id = 1") == ["\(1 + taps.count)"])
        #expect(try rows("SELECT written_at FROM entry_write_times WHERE day = '\(today.iso)'", account: 1) == ["1741000003000"])
        #expect(try rows("SELECT written_at FROM entry_note_write_times WHERE day = '\(today.iso)'", account: 1) == ["1741000004000"])
        while heard.withLock({ $0.count }) < taps.count && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(heard.withLock { $0 } == Array(2...(1 + taps.count)))
    }

    /// Through PgBouncer in transaction mode (SPEC §21): no named statement, the account set
    /// with `SET LOCAL` inside each transaction, LISTEN on a direct connection. Two processes on
    /// three server connections write every kind of command and concurrent taps, and each
    /// account still sees only its own rows.
    @Test(.enabled(if: TemporaryPgBouncer.isInstalled, Comment(rawValue: TemporaryPgBouncer.skipMessage)))
    func through_pgbouncer_in_transaction_mode_writes_persist_and_accounts_stay_apart() throws {
        let pooler = try TemporaryPgBouncer(in: cluster, serverConnections: 3)
        #expect(throws: StoreError.self) { try PostgresDatabase(url: pooler.url, pooler: .transaction) }
        let open = { () throws in
            try PostgresDatabase(url: pooler.url, connections: 6, pooler: .transaction, listenURL: self.cluster.url)
        }
        let first = try open(), second = try open()
        let a = try first.store(), b = try second.store()
        try a.importLibrary(try partTwoLibrary())
        #expect(b.library == a.library)
        let read = try #require(a.library.tracker(named: "Read")).id
        try b.update { (lib: inout Library) throws(DomainError) in try lib.renameCategory(lib.category(named: "Дом")!.id, to: "Home") }
        try a.update { (lib: inout Library) throws(DomainError) in try lib.setDone(true, tracker: read, on: today, today: today) }
        #expect(a.library.category(named: "Home") != nil && b.library.history(of: read).isDone(on: today))

        // Concurrent taps on both processes, more than there are server connections.
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 60) { index in
            let store = index % 2 == 0 ? a : b
            do {
                try store.update { (lib: inout Library) throws(DomainError) in
                    _ = try lib.setDone(true, tracker: read, on: today.adding(days: -1 - index % 20), today: today)
                    _ = try lib.writeEntry(state: nil, note: "tap \(index)", tracker: read, on: today.adding(days: -1 - index % 20), today: today)
                }
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        #expect(try open().store().library == a.library)
        #expect(a.library == b.library)

        // A second account through the same pooler sees only its own rows, and the first's stay apart.
        let account = try first.createAccount()
        let theirs = try second.store(for: account)
        try theirs.update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Theirs") }
        #expect(try first.store(for: account).library.categories.map(\.name) == ["Theirs"])
        #expect(a.library.category(named: "Theirs") == nil)
        #expect(try rows("SELECT count(*) FROM categories", account: account.id) == ["1"])
        #expect(try rows("SELECT count(*) FROM categories") == ["0"], "no account set: no rows, through any server connection")

        // The listener, on its direct connection, hears the pooled writes.
        let heard = Mutex(false)
        second.onChange { changed, _ in if changed == account { heard.withLock { $0 = true } } }
        let deadline = ContinuousClock.now + .seconds(10)
        while !second.isListening && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        try first.store(for: account).update { (lib: inout Library) throws(DomainError) in try lib.addCategory(named: "Heard") }
        while !heard.withLock({ $0 }) && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(heard.withLock { $0 })
    }
}
