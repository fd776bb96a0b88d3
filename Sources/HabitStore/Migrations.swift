/// The schema, one numbered step at a time. Append only: a step that has shipped is never
/// edited; `PRAGMA user_version` records how many have run.
enum Migrations {
    static let steps: [String] = [
        // 1: categories, trackers and completions. Integrity lives in the schema; names are
        // unique by a key folded in Swift (SQLite's NOCASE folds ASCII only).
        """
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
        """,
    ]

    /// Brings the database up to the latest step, each step in its own transaction.
    static func migrate(_ connection: SQLiteConnection) throws {
        let applied = try connection.scalar("PRAGMA user_version") ?? 0
        guard applied <= steps.count else {
            throw StoreError.newerSchema(found: applied, known: steps.count)
        }
        for (index, sql) in steps.enumerated().dropFirst(applied) {
            try connection.transaction {
                try connection.execute(sql)
                try connection.execute("PRAGMA user_version = \(index + 1)")
            }
        }
    }
}
