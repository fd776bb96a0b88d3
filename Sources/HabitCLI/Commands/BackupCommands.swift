import Foundation
import HabitCore
import HabitStore

/// `habits backup` and `habits restore` (SPEC §18): SQLite's own consistent copy, checked, and a
/// restore that refuses what it cannot trust. PostgreSQL backs up with its own tools.
struct BackupCommand: Command {
    static let path = ["backup"]
    static let summary = "Write a checked copy of the database, also while the server runs"
    static let help = """
        Usage: habits backup DIR [--keep N]

        Writes a consistent copy of the SQLite database into DIR (made if missing) while the
        server may go on writing: every write acknowledged before it began is in the copy. The
        copy is named by its UTC time (habits-20250308T093000Z.sqlite) and kept only once it
        passes PRAGMA integrity_check. With --keep N only the newest N backups in DIR stay.
        'habits serve --backup-dir DIR' does this on a schedule. For PostgreSQL use pg_dump.
        """
    static let options: [Option] = [.value("keep")]

    static func run(_ input: Input, _ context: Context) throws {
        let keep = try keepOption(input, "keep")
        let database = try sqlitePath(context, for: "backup")
        let file: String
        do {
            file = try Backup.write(database: database, into: input.positionals[0], at: context.clock.now(), keep: keep)
        } catch let refusal as Backup.Refusal {
            throw CLIError.io(refusal.description)
        }
        context.print(context.copy.backedUp(to: file))
    }

    /// `--keep N` (1 or more), if given.
    static func keepOption(_ input: Input, _ name: String) throws(CLIError) -> Int? {
        guard let keep = try input.integer(name) else { return nil }
        guard keep >= 1 else { throw .usage("--\(name) must be 1 or more.") }
        return keep
    }

    /// The SQLite file the command works on; PostgreSQL is refused with the tool to use instead.
    static func sqlitePath(_ context: Context, for command: String) throws(CLIError) -> String {
        switch context.location {
        case .sqlite(let path): return path
        case .postgres:
            throw .usage("'habits \(command)' is for an SQLite database; for PostgreSQL use pg_dump and pg_restore (see the README).")
        }
    }
}

struct RestoreCommand: Command {
    static let path = ["restore"]
    static let summary = "Put a backup in place of the database"
    static let help = """
        Usage: habits restore FILE

        Replaces the SQLite database with the backup FILE. A file that fails PRAGMA
        integrity_check, holds no Habits data, or was written by a newer Habits is refused and
        nothing changes. The current database is kept beside it as DATABASE.before-restore, and
        the backup goes in by one rename, so the database is never half old and half new. Stop
        'habits serve' first; the next start upgrades an older backup as it opens it.
        """

    static func run(_ input: Input, _ context: Context) throws {
        let database = try BackupCommand.sqlitePath(context, for: "restore")
        let kept: String?
        do {
            kept = try Backup.restore(input.positionals[0], to: database)
        } catch let refusal as Backup.Refusal {
            throw CLIError.io(refusal.description)
        }
        // Opening it upgrades an older backup now rather than at the next start, and checks it.
        _ = try SQLiteHabitStore(path: database)
        context.print(context.copy.restored(from: input.positionals[0], keeping: kept))
    }
}
