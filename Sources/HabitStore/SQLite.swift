import CSQLite
import Foundation

/// An SQLite failure, with the code and statement but never the bound values (they are the
/// person's data and do not belong in logs).
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    public let code: Int32
    public let message: String
    public let sql: String?

    public init(code: Int32, message: String, sql: String?) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    public var description: String {
        "SQLite error \(code): \(message)" + (sql.map { " in `\($0)`" } ?? "")
    }
}

/// A value bound to or read from a statement.
public enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case text(String)

    public init(_ value: Int) { self = .integer(Int64(value)) }
}

/// One SQLite connection. It owns the handle: opened in `init`, closed in `deinit`, and every
/// return code goes through `check`. Not thread-safe by itself; `HabitStore` confines it.
public final class SQLiteConnection {
    private let handle: OpaquePointer
    private var statements: [String: OpaquePointer] = [:]

    public init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &handle, flags, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw SQLiteError(code: code, message: message, sql: nil)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
    }

    /// Opens an SQLite file's bytes read-only, in memory (nothing is written anywhere), for
    /// reading a file that came from outside: `SQLITE_OPEN_READONLY`, a read-only image, the
    /// schema untrusted (`trusted_schema` off, so no function or virtual table it names runs),
    /// triggers and extension loading off, defensive mode on, and no value longer than
    /// `valueLimit` bytes (a longer one fails with `SQLITE_TOOBIG`).
    public init(readOnlyImage bytes: [UInt8], valueLimit: Int32) throws(SQLiteError) {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(":memory:", &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            throw SQLiteError(code: code, message: message, sql: nil)
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        try check(habits_db_config_flag(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0), sql: nil)
        try check(habits_db_config_flag(handle, SQLITE_DBCONFIG_DEFENSIVE, 1), sql: nil)
        try check(habits_db_config_flag(handle, SQLITE_DBCONFIG_ENABLE_LOAD_EXTENSION, 0), sql: nil)
        try check(habits_db_config_flag(handle, SQLITE_DBCONFIG_ENABLE_TRIGGER, 0), sql: nil)
        try check(habits_db_config_flag(handle, SQLITE_DBCONFIG_ENABLE_VIEW, 0), sql: nil)
        sqlite3_limit(handle, SQLITE_LIMIT_LENGTH, valueLimit)
        // SQLite owns the copy (FREEONCLOSE), so it lives exactly as long as the connection.
        guard let image = sqlite3_malloc64(sqlite3_uint64(max(bytes.count, 1))) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "out of memory", sql: nil)
        }
        bytes.withUnsafeBytes { source in
            if let base = source.baseAddress { image.copyMemory(from: base, byteCount: bytes.count) }
        }
        // A file last written in WAL mode (Android's default) says so in header bytes 18 and 19;
        // an in-memory image has no WAL beside it, so the copy is marked as a rollback-journal file.
        if bytes.count >= 20 {
            let header = image.assumingMemoryBound(to: UInt8.self)
            if header[18] == 2 { header[18] = 1 }
            if header[19] == 2 { header[19] = 1 }
        }
        let flags = UInt32(SQLITE_DESERIALIZE_READONLY | SQLITE_DESERIALIZE_FREEONCLOSE)
        try check(sqlite3_deserialize(handle, "main", image.assumingMemoryBound(to: UInt8.self),
                                      sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags), sql: nil)
        try execute("PRAGMA trusted_schema = OFF")
    }

    /// The database's bytes, as a file holding it would have them (an export built in memory).
    public func serialized() throws(SQLiteError) -> [UInt8] {
        var size: sqlite3_int64 = 0
        guard let bytes = sqlite3_serialize(handle, "main", &size, 0) else {
            throw SQLiteError(code: SQLITE_NOMEM, message: "could not serialize the database", sql: nil)
        }
        defer { sqlite3_free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(size)))
    }

    deinit {
        for statement in statements.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements that return nothing.
    public func execute(_ sql: String) throws(SQLiteError) {
        try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
    }

    /// Runs a statement once per call; prepared statements are cached by their SQL.
    public func run(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) {
        try query(sql, values) { _ in }
    }

    /// Runs a statement and hands each row to `row`. The statement is always reset afterwards, so
    /// a half-read statement never holds a transaction open.
    public func query(_ sql: String, _ values: [SQLValue] = [], row: (Row) throws(SQLiteError) -> Void) throws(SQLiteError) {
        let statement = try prepared(sql)
        defer {
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .null: try check(sqlite3_bind_null(statement, index), sql: sql)
            case .integer(let number): try check(sqlite3_bind_int64(statement, index, number), sql: sql)
            // The byte length, not -1: text is bound whole even if it holds a NUL.
            case .text(let text): try check(habits_bind_text(statement, index, text, Int32(text.utf8.count)), sql: sql)
            }
        }
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return }
            guard code == SQLITE_ROW else { try check(code, sql: sql); return }
            try row(Row(statement: statement))
        }
    }

    /// The first column of the first row, as an integer.
    public func scalar(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> Int? {
        var result: Int?
        try query(sql, values) { row in if result == nil { result = row.int(0) } }
        return result
    }

    /// Rows changed by the last INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` in one `BEGIN IMMEDIATE … COMMIT`; rolls back if it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs `body` under a savepoint inside the open transaction: if it throws, what it wrote is
    /// rolled back and the transaction goes on (unless SQLite ended it: see `inTransaction`).
    public func savepoint(_ body: () throws(SQLiteError) -> Void) throws(SQLiteError) {
        try run("SAVEPOINT one_write")
        do {
            try body()
            try run("RELEASE one_write")
        } catch {
            if inTransaction {
                try? run("ROLLBACK TO one_write")
                try? run("RELEASE one_write")
            }
            throw error
        }
    }

    /// Whether a transaction is open. SQLite rolls a whole transaction back by itself after some
    /// errors (a full disk, an I/O error), so after a failed statement this tells what is left.
    public var inTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        if let statement = statements[sql] { return statement }
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil), sql: sql)
        guard let statement else { throw SQLiteError(code: SQLITE_MISUSE, message: "empty statement", sql: sql) }
        statements[sql] = statement
        return statement
    }

    private func check(_ code: Int32, sql: String?) throws(SQLiteError) {
        guard code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW else { return }
        throw SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    /// A row being read; valid only inside the `query` callback.
    public struct Row {
        let statement: OpaquePointer

        public func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
        public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
        public func text(_ column: Int32) -> String {
            guard let bytes = sqlite3_column_text(statement, column) else { return "" }
            return String(cString: bytes)
        }
        public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
        public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }
        public func double(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
        /// The column as text if its bytes are valid UTF-8 (NUL bytes included), else nil;
        /// NULL reads as "". `text(_:)` would repair invalid bytes silently.
        public func validText(_ column: Int32) -> String? {
            guard let bytes = sqlite3_column_text(statement, column) else { return "" }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(validating: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }
    }
}
