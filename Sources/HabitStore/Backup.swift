import CSQLite
import Foundation
import HabitCore

/// Backups of an SQLite database (SPEC §18): a consistent copy taken while the server runs,
/// checked before it is kept, and a restore that refuses what it cannot trust and swaps the file
/// in one rename. PostgreSQL has its own tools (`pg_dump`, `pg_restore`; see the README).
public enum Backup {
    /// Why a backup or a restore did not happen. Nothing was changed.
    public struct Refusal: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The name of a backup taken at `instant`: `habits-20250308T093000Z.sqlite`, so that names
    /// sort as times do.
    public static func name(at instant: Date) -> String { "habits-\(Clock.iso(instant, compact: true)).sqlite" }

    /// Writes a copy of the database at `database` into `directory` with `VACUUM INTO`, which
    /// reads one snapshot: every write committed before it began is in the copy, and writers go
    /// on meanwhile. The copy is checked (`integrity_check`, `foreign_key_check`) under a
    /// temporary name and only then given its own; a failing one is deleted. With `keep`, only
    /// the newest `keep` backups in `directory` stay. Returns the new file's path.
    @discardableResult
    public static func write(database: String, into directory: String, at instant: Date, keep: Int? = nil) throws -> String {
        guard FileManager.default.fileExists(atPath: database) else {
            throw Refusal(description: "There is no database at \(database) to back up.")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw Refusal(description: "Can't make the backup folder \(directory): \(error.localizedDescription)")
        }
        var target = (directory as NSString).appendingPathComponent(name(at: instant))
        var suffix = 2
        while FileManager.default.fileExists(atPath: target) {
            target = (directory as NSString).appendingPathComponent(name(at: instant).replacingOccurrences(of: ".sqlite", with: "-\(suffix).sqlite"))
            suffix += 1
        }
        let partial = target + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        do {
            let source = try SQLiteConnection(path: database)
            try source.execute("PRAGMA busy_timeout = 5000")
            try source.run("VACUUM INTO ?", [.text(partial)])
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw Refusal(description: "Can't back up \(database) into \(directory): \(error). Check free disk space and permissions.")
        }
        let problems = check(partial)
        guard problems == "ok" else {
            try? FileManager.default.removeItem(atPath: partial)
            throw Refusal(description: "The backup of \(database) failed its check (\(problems)); it was not kept.")
        }
        do {
            try FileManager.default.moveItem(atPath: partial, toPath: target)
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw Refusal(description: "Can't name the backup \(target): \(error.localizedDescription)")
        }
        if let keep { prune(directory, keep: keep) }
        return target
    }

    /// The backups in `directory`, oldest first.
    public static func list(_ directory: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        // By name without `.sqlite`, so that a second backup of the same second (`…Z-2`) comes after the first.
        return names.filter { $0.hasPrefix("habits-") && $0.hasSuffix(".sqlite") }.sorted { $0.dropLast(7) < $1.dropLast(7) }
            .map { (directory as NSString).appendingPathComponent($0) }
    }

    /// Deletes all but the newest `keep` backups in `directory`.
    static func prune(_ directory: String, keep: Int) {
        for old in list(directory).dropLast(max(0, keep)) { try? FileManager.default.removeItem(atPath: old) }
    }

    /// Replaces the database at `database` with the backup `file`, after checking it: it must
    /// pass `integrity_check` and `foreign_key_check`, and must not come from a newer Habits
    /// (more migration steps than this one knows). The current database is kept beside it as
    /// `DATABASE.before-restore`; the backup is copied next to the database and renamed over it,
    /// so the database is either the old one or the new one, never half of each. Run it while
    /// no server uses the database. Returns the path of the kept copy, if there was a database.
    @discardableResult
    public static func restore(_ file: String, to database: String) throws -> String? {
        guard FileManager.default.fileExists(atPath: file) else { throw Refusal(description: "There is no file at \(file).") }
        let problems = check(file)
        guard problems == "ok" else {
            throw Refusal(description: "\(file) is not a sound Habits database (\(problems)); nothing was restored.")
        }
        let version = (try? SQLiteConnection(path: file).scalar("PRAGMA user_version")) ?? 0
        guard version >= 1 else {
            throw Refusal(description: "\(file) holds no Habits data (it is empty, or another program's database); nothing was restored.")
        }
        guard version <= Migrations.steps.count else {
            throw Refusal(description: StoreError.newerSchema(found: version, known: Migrations.steps.count).description
                          + " Nothing was restored.")
        }
        let incoming = database + ".restoring"
        let kept = database + ".before-restore"
        try? FileManager.default.removeItem(atPath: incoming)
        do {
            try SQLiteConnection(path: file).run("VACUUM INTO ?", [.text(incoming)])
            if FileManager.default.fileExists(atPath: database) {
                try? FileManager.default.removeItem(atPath: kept)
                // The old file's log is folded in and emptied first: a log left beside the new
                // file would be replayed onto it.
                let current = try SQLiteConnection(path: database)
                try current.execute("PRAGMA busy_timeout = 5000")
                try current.run("VACUUM INTO ?", [.text(kept)])
                try current.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: incoming)
            throw Refusal(description: "Can't restore \(file) to \(database): \(error). Nothing was restored.")
        }
        for side in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + side) }
        guard rename(incoming, database) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: incoming)
            throw Refusal(description: "Can't put \(file) in place of \(database): \(reason). Nothing was restored.")
        }
        return FileManager.default.fileExists(atPath: kept) ? kept : nil
    }

    /// "ok", or what `integrity_check` and `foreign_key_check` found in the file at `path`.
    public static func check(_ path: String) -> String {
        do {
            return try problems(try SQLiteConnection(path: path))
        } catch {
            return "\(error)"
        }
    }

    /// What `integrity_check` and `foreign_key_check` report on `connection`, or "ok".
    static func problems(_ connection: SQLiteConnection) throws -> String {
        var problems: [String] = []
        try connection.query("PRAGMA integrity_check") { row in
            if row.text(0) != "ok" { problems.append(row.text(0)) }
        }
        try connection.query("PRAGMA foreign_key_check") { row in
            problems.append("foreign key violation in \(row.text(0))")
        }
        return problems.isEmpty ? "ok" : problems.joined(separator: "; ")
    }
}
