/// One step of the schema: an identifier for messages and pins, and the work, either SQL text or
/// Swift code given the connection. Steps run in order, each once; `PRAGMA user_version` records
/// how many have run.
struct Migration: Sendable {
    enum Work: Sendable {
        case sql(String)
        case swift(@Sendable (SQLiteConnection) throws -> Void)
    }

    let identifier: String
    let work: Work
    /// The step rebuilds tables the SQLite way (create the new table, copy, drop the old, rename;
    /// https://sqlite.org/lang_altertable.html#otheralter). It then runs with foreign keys off, set
    /// before its transaction because the pragma does nothing inside one: with them on, dropping a
    /// parent table deletes its children through `ON DELETE CASCADE`.
    let rebuildsTables: Bool

    static func sql(_ identifier: String, rebuildsTables: Bool = false, _ sql: String) -> Migration {
        Migration(identifier: identifier, work: .sql(sql), rebuildsTables: rebuildsTables)
    }

    static func swift(_ identifier: String, rebuildsTables: Bool = false,
                      _ body: @escaping @Sendable (SQLiteConnection) throws -> Void) -> Migration {
        Migration(identifier: identifier, work: .swift(body), rebuildsTables: rebuildsTables)
    }
}

/// The schema, one step at a time, in the one list below. Append only: a step that has shipped is
/// never edited, removed or moved (`MigrationTests` pins a hash of each); a change to the schema is
/// a new step at the end.
enum Migrations {
    static let steps: [Migration] = [
        // 1 (first release): categories, trackers and completions. Integrity lives in the schema;
        // names are unique by a key folded in Swift (SQLite's NOCASE folds ASCII only).
        .sql("v1-categories-trackers-completions", """
        CREATE TABLE categories (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL CHECK (length(name) > 0),
            name_key TEXT NOT NULL UNIQUE,
            position INTEGER NOT NULL UNIQUE
        ) STRICT;
        CREATE TABLE trackers (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL CHECK (length(name) > 0),
            name_key TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL CHECK (kind IN ('habit', 'event')),
            weekdays INTEGER CHECK ((kind = 'habit' AND weekdays BETWEEN 1 AND 127)
                                    OR (kind = 'event' AND weekdays IS NULL)),
            category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
            emoji TEXT NOT NULL,
            color TEXT NOT NULL CHECK (color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
            created_on TEXT NOT NULL CHECK (created_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            pinned INTEGER NOT NULL CHECK (pinned IN (0, 1)),
            position INTEGER NOT NULL UNIQUE,
            note TEXT
        ) STRICT;
        CREATE INDEX trackers_by_category ON trackers(category_id);
        CREATE TABLE completions (
            tracker_id TEXT NOT NULL REFERENCES trackers(id) ON DELETE CASCADE,
            day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            PRIMARY KEY (tracker_id, day)
        ) STRICT, WITHOUT ROWID;
        """),
        // 2: a habit's schedule in its one outward form (`Schedule`'s JSON, `{"kind": …}`) instead
        // of a weekday bitmask, so a new kind of schedule needs no new column. The bits become
        // the weekday names in week order.
        .sql("v2-tracker-schedule-as-json", rebuildsTables: true, """
        CREATE TABLE trackers_new (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL CHECK (length(name) > 0),
            name_key TEXT NOT NULL UNIQUE,
            kind TEXT NOT NULL CHECK (kind IN ('habit', 'event')),
            schedule TEXT CHECK ((kind = 'habit' AND json_valid(schedule) AND json_type(schedule, '$.kind') = 'text')
                                 OR (kind = 'event' AND schedule IS NULL)),
            category_id TEXT NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
            emoji TEXT NOT NULL,
            color TEXT NOT NULL CHECK (color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
            created_on TEXT NOT NULL CHECK (created_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            pinned INTEGER NOT NULL CHECK (pinned IN (0, 1)),
            position INTEGER NOT NULL UNIQUE,
            note TEXT
        ) STRICT;
        INSERT INTO trackers_new (id, name, name_key, kind, schedule, category_id, emoji, color, created_on, pinned,
                                  position, note)
        SELECT id, name, name_key, kind,
               CASE WHEN kind = 'habit' THEN json_object('kind', 'weekdays', 'weekdays', json('["' || rtrim(
                   CASE WHEN weekdays & 1 THEN 'mon","' ELSE '' END || CASE WHEN weekdays & 2 THEN 'tue","' ELSE '' END ||
                   CASE WHEN weekdays & 4 THEN 'wed","' ELSE '' END || CASE WHEN weekdays & 8 THEN 'thu","' ELSE '' END ||
                   CASE WHEN weekdays & 16 THEN 'fri","' ELSE '' END || CASE WHEN weekdays & 32 THEN 'sat","' ELSE '' END ||
                   CASE WHEN weekdays & 64 THEN 'sun","' ELSE '' END, '",') || '"]')) END,
               category_id, emoji, color, created_on, pinned, position, note
        FROM trackers;
        DROP TABLE trackers;
        ALTER TABLE trackers_new RENAME TO trackers;
        CREATE INDEX trackers_by_category ON trackers(category_id);
        """),
        // 3: part 2 of the product. A day holds an entry (done, skipped or a measurable habit's
        // value in thousandths, and a note that may stand alone), so completions become entries;
        // a habit may be measurable (its `Measure` as JSON), paused for ranges of days, archived;
        // and the settings (day start, reminders' zone) have one row.
        .sql("v3-entries-measures-pauses-archive-settings", """
        ALTER TABLE completions RENAME TO entries;
        ALTER TABLE entries ADD COLUMN state TEXT DEFAULT 'done' CHECK (state IN ('done', 'skipped', 'value'));
        ALTER TABLE entries ADD COLUMN value INTEGER
            CHECK ((state IS 'value') = (value IS NOT NULL) AND (value IS NULL OR value BETWEEN 0 AND 1000000000));
        ALTER TABLE entries ADD COLUMN note TEXT CHECK (state IS NOT NULL OR note IS NOT NULL);
        ALTER TABLE trackers ADD COLUMN measure TEXT
            CHECK (measure IS NULL OR (kind = 'habit' AND json_valid(measure) AND json_type(measure, '$.unit') = 'text'));
        ALTER TABLE trackers ADD COLUMN archived_on TEXT
            CHECK (archived_on IS NULL OR archived_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
        CREATE TABLE pauses (
            tracker_id TEXT NOT NULL REFERENCES trackers(id) ON DELETE CASCADE,
            from_day TEXT NOT NULL CHECK (from_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            until_day TEXT CHECK (until_day IS NULL OR (until_day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                                                        AND until_day >= from_day)),
            PRIMARY KEY (tracker_id, from_day)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE settings (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            day_start INTEGER NOT NULL CHECK (day_start BETWEEN 0 AND 6),
            zone TEXT
        ) STRICT;
        INSERT INTO settings (id, day_start, zone) VALUES (1, 0, NULL);
        """),
        // 4: accounts (SPEC §13). The directory lives in the main file: who signs in, their
        // sessions and API tokens (only hashes of the tokens), failed sign-ins for throttling and
        // invitations. Times are whole seconds since 1970. The account holding `main_library`
        // (the first one created) keeps this file's own library; every other account's library
        // is a file of its own beside this one (`<file>.accounts/<id>.sqlite`), so no query on
        // one account's library can reach another's rows. In those files these tables stay empty.
        .sql("v4-accounts", """
        CREATE TABLE accounts (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL CHECK (length(name) > 0),
            name_key TEXT NOT NULL UNIQUE,
            password_hash TEXT NOT NULL CHECK (password_hash GLOB '$argon2id$*'),
            main_library INTEGER NOT NULL CHECK (main_library IN (0, 1)),
            created_at INTEGER NOT NULL
        ) STRICT;
        CREATE UNIQUE INDEX accounts_holding_the_main_library ON accounts(main_library) WHERE main_library = 1;
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            token_hash TEXT NOT NULL UNIQUE,
            label TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            last_seen_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX sessions_by_account ON sessions(account_id);
        CREATE TABLE api_tokens (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            token_hash TEXT NOT NULL UNIQUE,
            label TEXT NOT NULL CHECK (length(label) > 0),
            created_at INTEGER NOT NULL,
            last_used_at INTEGER
        ) STRICT;
        CREATE INDEX api_tokens_by_account ON api_tokens(account_id);
        CREATE TABLE login_failures (
            key TEXT NOT NULL,
            at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX login_failures_by_key ON login_failures(key, at);
        CREATE TABLE invitations (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            token_hash TEXT NOT NULL UNIQUE,
            created_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL,
            used_at INTEGER
        ) STRICT;
        """),
        // 5: when each day's entry was last written, in milliseconds since 1970, so the later of
        // two writes wins (SPEC §14). A row
        // outlives its entry (a cleared day keeps its time, or a stale write could bring it back)
        // and goes with its tracker. Days written before this step have no row: any write wins.
        // The same for a tracker's pin and its pauses (`part`).
        .sql("v5-entry-write-times", """
        CREATE TABLE entry_write_times (
            tracker_id TEXT NOT NULL REFERENCES trackers(id) ON DELETE CASCADE,
            day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            written_at INTEGER NOT NULL CHECK (written_at >= 0),
            PRIMARY KEY (tracker_id, day)
        ) STRICT, WITHOUT ROWID;
        CREATE TABLE tracker_write_times (
            tracker_id TEXT NOT NULL REFERENCES trackers(id) ON DELETE CASCADE,
            part TEXT NOT NULL CHECK (part IN ('pin', 'pauses')),
            written_at INTEGER NOT NULL CHECK (written_at >= 0),
            PRIMARY KEY (tracker_id, part)
        ) STRICT, WITHOUT ROWID;
        """),
        // 6: reminders (SPEC §15). A tracker's reminders as `Reminder`'s JSON (`[{"time", "weekdays"}]`,
        // NULL for none); the most recent device's zone and language, which reminders fall back on;
        // and the sent log, where each reminder is claimed once (tracker, habit day, time) before it
        // goes out, so a restart or a second process never sends it again.
        .sql("v6-reminders", """
        ALTER TABLE trackers ADD COLUMN reminders TEXT
            CHECK (reminders IS NULL OR (json_valid(reminders) AND json_type(reminders) = 'array'));
        ALTER TABLE settings ADD COLUMN device_zone TEXT;
        ALTER TABLE settings ADD COLUMN device_language TEXT;
        CREATE TABLE reminders_sent (
            tracker_id TEXT NOT NULL REFERENCES trackers(id) ON DELETE CASCADE,
            day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            time TEXT NOT NULL CHECK (time GLOB '[0-2][0-9]:[0-5][0-9]'),
            sent_at TEXT NOT NULL,
            PRIMARY KEY (tracker_id, day, time)
        ) STRICT, WITHOUT ROWID;
        """),
        // 7: where reminders go (SPEC §15). A person's channels (Web Push subscriptions with the
        // hash of their `Done` token, ntfy topics, webhooks with their secret) and each one's last
        // delivery; and the server's own keys (the VAPID key pair), which belong to no one's data.
        // Times are whole Unix seconds.
        .sql("v7-notification-channels", """
        CREATE TABLE notification_channels (
            id TEXT PRIMARY KEY NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('push', 'ntfy', 'webhook')),
            url TEXT NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
            secret TEXT CHECK ((kind = 'webhook') = (secret IS NOT NULL)),
            p256dh TEXT,
            auth TEXT,
            token_hash TEXT UNIQUE,
            label TEXT,
            created_at INTEGER NOT NULL,
            last_at INTEGER,
            last_status INTEGER,
            last_problem TEXT,
            CHECK ((kind = 'push') = (p256dh IS NOT NULL AND auth IS NOT NULL AND token_hash IS NOT NULL)),
            CHECK (last_at IS NOT NULL OR (last_status IS NULL AND last_problem IS NULL))
        ) STRICT;
        CREATE TABLE server_keys (
            name TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;
        """),
        // 8: nothing here. PostgreSQL's step 8 marks which accounts have reminders, because there
        // one database holds thousands; SQLite's directory keeps each account in a file of its
        // own and its scheduler opens each (a family's few). The step exists so that a schema's
        // number means the same on both backends.
        .sql("v8-account-reminders", ""),
        // 9: nothing here either: PostgreSQL's step 9 is a function its writes call to check,
        // in the same round trip, that no other process wrote since (SQLite's writes hold the
        // file's lock and see its version, `PRAGMA data_version`).
        .sql("v9-expect-revision", ""),
        // 10: signing in elsewhere (SPEC §20). An account's identities at OpenID providers, by
        // (issuer, subject) — never by e-mail —, and the sign-ins under way: each a random
        // `state` (only its hash is kept) bound to one browser (the hash of a cookie's token),
        // with its `nonce` and PKCE verifier, used once and gone after 10 minutes. One that
        // names an account confirms that account's deletion. An account made by a sign-in
        // elsewhere has no password: its `password_hash` is `$argon2id$none`, which no password
        // matches (`Secrets.noPassword`).
        .sql("v10-sign-in-elsewhere", """
        CREATE TABLE account_identities (
            issuer TEXT NOT NULL CHECK (length(issuer) BETWEEN 1 AND 2048),
            subject TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
            account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
            created_at INTEGER NOT NULL,
            PRIMARY KEY (issuer, subject)
        ) STRICT;
        CREATE INDEX account_identities_by_account ON account_identities(account_id);
        CREATE TABLE sign_in_states (
            state_hash TEXT PRIMARY KEY NOT NULL,
            browser_hash TEXT NOT NULL,
            nonce TEXT NOT NULL,
            verifier TEXT NOT NULL,
            account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
            created_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL
        ) STRICT;
        CREATE INDEX sign_in_states_by_expiry ON sign_in_states(expires_at);
        """),
        // 11: the week start (SPEC §19): the day weeks begin on, Monday (what every week was
        // before) unless the person chooses Sunday or Saturday.
        .sql("v11-week-start", """
        ALTER TABLE settings ADD COLUMN week_start TEXT NOT NULL DEFAULT 'mon' CHECK (week_start IN ('mon', 'sun', 'sat'));
        """),
        // 12: a day's note is ordered apart from its state (last write wins for each): when each
        // day's note was last written. Until now one time covered both, so it starts as that time.
        .sql("v12-note-write-times", """
        CREATE TABLE entry_note_write_times (
            tracker_id TEXT NOT NULL REFERENCES trackers(id) ON DELETE CASCADE,
            day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
            written_at INTEGER NOT NULL CHECK (written_at >= 0),
            PRIMARY KEY (tracker_id, day)
        ) STRICT, WITHOUT ROWID;
        INSERT INTO entry_note_write_times (tracker_id, day, written_at) SELECT tracker_id, day, written_at FROM entry_write_times;
        """),
        // 13: a channel's kind and its secret are checked where channels are made and read
        // (`NotificationChannel.Target(kind:url:secret:)`, `TrackerRows.channels`), no longer by a
        // constraint listing the kinds, so a new kind of channel needs no migration. What holds for
        // every kind stays: the address's length, a push subscription's keys, a delivery's time.
        .sql("v13-channel-kinds-in-code", rebuildsTables: true, """
        CREATE TABLE notification_channels_v13 (
            id TEXT PRIMARY KEY NOT NULL,
            kind TEXT NOT NULL CHECK (length(kind) BETWEEN 1 AND 32),
            url TEXT NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
            secret TEXT,
            p256dh TEXT,
            auth TEXT,
            token_hash TEXT UNIQUE,
            label TEXT,
            created_at INTEGER NOT NULL,
            last_at INTEGER,
            last_status INTEGER,
            last_problem TEXT,
            CHECK ((kind = 'push') = (p256dh IS NOT NULL AND auth IS NOT NULL AND token_hash IS NOT NULL)),
            CHECK (last_at IS NOT NULL OR (last_status IS NULL AND last_problem IS NULL))
        ) STRICT;
        INSERT INTO notification_channels_v13 SELECT id, kind, url, secret, p256dh, auth, token_hash, label, created_at,
            last_at, last_status, last_problem FROM notification_channels;
        DROP TABLE notification_channels;
        ALTER TABLE notification_channels_v13 RENAME TO notification_channels;
        """),
        // 14: nothing here: PostgreSQL's step 14 is the function a tap is written with in one
        // statement (the revision checked, the day and its write times written, the revision
        // bumped); SQLite's writes are statements on the one file the process holds.
        .sql("v14-write-day", ""),
    ]

    /// Brings the database up to the last of `steps`, each step in its own `BEGIN IMMEDIATE`
    /// transaction that also sets `user_version`, so a failed step leaves the file as it was.
    ///
    /// Run it before switching foreign keys on: an ordinary step then never cascades a
    /// `DROP TABLE` into child rows. Every step ends with `PRAGMA foreign_key_check` (nothing else
    /// would catch a dangling reference while foreign keys are off) and a step that leaves one is
    /// rolled back. A step marked `rebuildsTables` switches foreign keys off before its transaction
    /// and, if the caller had them on, back on after it.
    ///
    /// Throws `StoreError.newerSchema` when the file has run more steps than are known,
    /// `StoreError.migrationFailed` when a step fails, and `SQLiteError` when the version cannot be
    /// read at all.
    static func migrate(_ connection: SQLiteConnection, steps: [Migration] = Migrations.steps) throws {
        while true {
            let applied = try connection.scalar("PRAGMA user_version") ?? 0
            guard applied <= steps.count else {
                throw StoreError.newerSchema(found: applied, known: steps.count)
            }
            guard applied < steps.count else { return }
            try run(steps[applied], number: applied + 1, on: connection)
        }
    }

    /// Runs step `number` (counting from 1) unless another connection ran it first.
    private static func run(_ step: Migration, number: Int, on connection: SQLiteConnection) throws {
        var restoreForeignKeys = false
        if step.rebuildsTables {
            restoreForeignKeys = (try connection.scalar("PRAGMA foreign_keys") ?? 0) != 0
            try connection.execute("PRAGMA foreign_keys = OFF")
        }
        do {
            try connection.transaction {
                // Another process may have run this step while this one waited for the write lock.
                guard try connection.scalar("PRAGMA user_version") == number - 1 else { return }
                switch step.work {
                case .sql(let sql): try connection.execute(sql)
                case .swift(let body): try body(connection)
                }
                let dangling = try danglingReferences(connection)
                guard dangling.isEmpty else {
                    throw StoreError.migrationFailed(step: step.identifier, problem: dangling)
                }
                try connection.execute("PRAGMA user_version = \(number)")
            }
        } catch {
            // The step's error matters more than a failure to switch foreign keys back on.
            if restoreForeignKeys { try? connection.execute("PRAGMA foreign_keys = ON") }
            if let error = error as? StoreError { throw error }
            throw StoreError.migrationFailed(step: step.identifier, problem: "\(error)")
        }
        if restoreForeignKeys { try connection.execute("PRAGMA foreign_keys = ON") }
    }

    /// What `PRAGMA foreign_key_check` reports, one phrase per child and parent table; empty when clean.
    private static func danglingReferences(_ connection: SQLiteConnection) throws(SQLiteError) -> String {
        var counts: [String: Int] = [:]
        var order: [String] = []
        try connection.query("PRAGMA foreign_key_check") { row in
            let pair = "\(row.text(0)) → \(row.text(2))"
            if counts[pair] == nil { order.append(pair) }
            counts[pair, default: 0] += 1
        }
        guard !order.isEmpty else { return "" }
        let pairs = order.map { "\(counts[$0]!) row(s) of \($0)" }.joined(separator: ", ")
        return "PRAGMA foreign_key_check found rows pointing at rows that do not exist: \(pairs)"
    }
}
