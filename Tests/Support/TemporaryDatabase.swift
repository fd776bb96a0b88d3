import CSQLite
import Foundation

/// A fresh database file in its own temporary folder, removed afterwards.
public final class TemporaryDatabase {
    public let folder: URL
    public var path: String { folder.appendingPathComponent("habits.sqlite").path }

    public init() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("habits-test-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// One SQL query's first column, read outside the store.
    public func scalar(_ sql: String) -> String? {
        var db: OpaquePointer?
        guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return nil }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else { return nil }
        return String(cString: text)
    }
}
