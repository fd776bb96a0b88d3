import CLibPQ
import Foundation
import Synchronization

/// What a pool's connections have sent: round trips (a pipeline is one) and statements. For
/// tests and benchmarks that hold a write to its number of each.
public final class PostgresTraffic: Sendable {
    private let trips = Atomic(0)
    private let sent = Atomic(0)

    public init() {}

    public var roundTrips: Int { trips.load(ordering: .relaxed) }
    public var statements: Int { sent.load(ordering: .relaxed) }

    func record(roundTrips: Int, statements: Int) {
        trips.add(roundTrips, ordering: .relaxed)
        sent.add(statements, ordering: .relaxed)
    }
}

/// A PostgreSQL failure with the SQLSTATE, the server's primary message and the statement, but
/// never the bound values (they are the person's data and do not belong in logs). The server's
/// DETAIL line is left out for the same reason: it quotes key values (`Key (name_key)=(…)`).
public struct PostgresError: Error, CustomStringConvertible, Sendable {
    /// The five-character SQLSTATE (`23505`, `40P01`); nil when the connection itself failed.
    public let sqlState: String?
    public let message: String
    public let sql: String?
    /// The connection was found broken by the first statement of its turn, a `BEGIN` or a
    /// `SELECT`: nothing can have happened, so the pool may run the work again on a fresh one.
    public var isRetryable = false
    /// In a `pipeline`, the index of the statement that failed: every statement before it ran.
    public var statement: Int?

    public init(sqlState: String?, message: String, sql: String?, isRetryable: Bool = false, statement: Int? = nil) {
        self.sqlState = sqlState
        self.message = message
        self.sql = sql
        self.isRetryable = isRetryable
        self.statement = statement
    }

    public var description: String {
        "PostgreSQL error" + (sqlState.map { " \($0)" } ?? "") + ": \(message)" + (sql.map { " in `\($0)`" } ?? "")
    }
}

/// One libpq connection. It owns the `PGconn`: opened in `init`, `PQfinish`ed in `deinit`, and
/// every result goes through `check`. Values are always bound as parameters of prepared
/// statements (cached by their SQL), never spliced into the text. Not thread-safe by itself: the
/// pool hands it to one user at a time, the listener keeps its own on its own thread.
public final class PostgresConnection {
    private let handle: OpaquePointer
    /// Whether statements are prepared once under a name and reused (a direct connection), or
    /// parsed anew each time (through a transaction pooler such as PgBouncer, where the next
    /// transaction may run on another server connection that never saw the name).
    private let named: Bool
    private var statements: [String: String] = [:]
    /// Statements sent since the pool handed the connection out (see `PostgresError.isRetryable`).
    public var sentThisTurn = 0
    /// Where what this connection sends is counted, if anywhere.
    var traffic: PostgresTraffic?

    /// Connects with a libpq connection string: a URL (`postgres://user@host:5432/db`) or
    /// `key=value` pairs. Sessions read days in ISO form and text in UTF-8. `pooled`: the URL
    /// names a pooler in transaction mode (`PostgresPooling`): no named statements, and no
    /// session setting but those the pooler carries over to every server connection it lends
    /// (PgBouncer keeps DateStyle, TimeZone and the client encoding per client).
    public init(_ conninfo: String, pooled: Bool = false) throws(PostgresError) {
        named = !pooled
        guard let handle = PQconnectdb(conninfo) else {
            throw PostgresError(sqlState: nil, message: "out of memory", sql: nil)
        }
        guard PQstatus(handle) == CONNECTION_OK else {
            let message = Self.message(of: handle)
            PQfinish(handle)
            throw PostgresError(sqlState: nil, message: message, sql: nil)
        }
        self.handle = handle
        // Server messages outside a result (a backend's FATAL before it is cut off) would go to stderr;
        // what matters arrives as the next statement's error anyway.
        PQsetNoticeProcessor(handle, { _, _ in }, nil)
        guard PQsetClientEncoding(handle, "UTF8") == 0 else {
            throw PostgresError(sqlState: nil, message: Self.message(of: handle), sql: nil)
        }
        // Notices (such as "already exists, skipping") would go to stderr through libpq's default handler.
        try execute("SET DateStyle = 'ISO, YMD'; SET TimeZone = 'UTC'" + (pooled ? "" : "; SET client_min_messages = warning"))
    }

    deinit { PQfinish(handle) }

    /// Where the connection goes, for messages: a URL without the password.
    public var location: String {
        func text(_ value: UnsafeMutablePointer<CChar>?) -> String { value.map { String(cString: $0) } ?? "" }
        return "postgres://\(text(PQuser(handle)))@\(text(PQhost(handle))):\(text(PQport(handle)))/\(text(PQdb(handle)))"
    }

    /// False once the server went away or the socket broke; the pool then drops the connection.
    public var isUsable: Bool { PQstatus(handle) == CONNECTION_OK }

    /// True outside any transaction (the state a pooled connection must be returned in).
    public var isIdle: Bool { PQtransactionStatus(handle) == PQTRANS_IDLE }

    /// Runs statements without parameters (migrations, `BEGIN`, `COMMIT`), possibly several at once.
    public func execute(_ sql: String) throws(PostgresError) {
        sentThisTurn += 1
        traffic?.record(roundTrips: 1, statements: 1)
        PQclear(try check(PQexec(handle, sql), sql: sql))
    }

    /// Runs one statement with `values` bound to `$1`, `$2`, … (inside `collect`, only notes it).
    public func run(_ sql: String, _ values: [SQLValue] = []) throws(PostgresError) {
        if collected != nil {
            collected?.append(Statement(sql, values))
            return
        }
        try query(sql, values) { _ in }
    }

    /// Runs one statement with `values` bound to `$1`, `$2`, … and hands each row to `row`.
    public func query(_ sql: String, _ values: [SQLValue] = [], row: (Row) -> Void) throws(PostgresError) {
        let result = try execute(prepared: sql, values)
        defer { PQclear(result) }
        for index in 0..<PQntuples(result) { row(Row(result: result, index: index)) }
    }

    /// The first column of the first row, as an integer; nil without rows or for NULL.
    public func scalar(_ sql: String, _ values: [SQLValue] = []) throws(PostgresError) -> Int? {
        var result: Int?
        try query(sql, values) { row in if result == nil { result = row.optionalInt(0) } }
        return result
    }

    /// Runs `body` between `BEGIN` (with `options`, e.g. `ISOLATION LEVEL REPEATABLE READ`) and
    /// `COMMIT`; rolls back if anything throws. A failed `COMMIT` (a deferred constraint) throws.
    public func transaction<T>(_ options: String = "", _ body: () throws -> T) throws -> T {
        try execute(options.isEmpty ? "BEGIN" : "BEGIN \(options)")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if !isIdle { try? execute("ROLLBACK") }
            throw error
        }
    }

    // MARK: Pipelines: several statements in one round trip

    /// A statement and the values bound to it.
    public struct Statement {
        public let sql: String
        public let values: [SQLValue]
        public init(_ sql: String, _ values: [SQLValue] = []) {
            self.sql = sql
            self.values = values
        }
    }

    /// While `collect` runs: the statements `run` was asked for, not yet sent.
    private var collected: [Statement]?

    /// Calls `body` and returns the statements it `run`s, without sending them (a write's
    /// statements, to be sent in one `pipeline`). `body` must not read.
    public func collect(_ body: () throws(PostgresError) -> Void) throws(PostgresError) -> [Statement] {
        collected = []
        defer { collected = nil }
        try body()
        return collected ?? []
    }

    /// Sends `statements` in one round trip (libpq's pipeline mode, each statement prepared as
    /// `run` prepares it) and returns the first column of each one's first row as an integer,
    /// nil where there is none. A failure is thrown once every result has been read, with the
    /// index of the statement that failed (`PostgresError.statement`): the ones before it ran,
    /// the ones after it did not (inside a transaction, roll it back; a transaction that a
    /// `COMMIT` before the failed statement ended stays committed). For a few small statements:
    /// their results are read only after all are sent.
    ///
    /// `syncAfter` ends an implicit transaction after each statement it names: statements up to
    /// it that ran outside `BEGIN` commit there, and a failure before it skips the statements
    /// only as far as it (the ones after run, and a later failure is the one thrown only when
    /// none came before). `commits`: the pipeline may commit, so once sent it is never run again.
    public func pipeline(_ statements: [Statement], syncAfter: Set<Int> = [],
                         commits: Bool = false) throws(PostgresError) -> [Int?] {
        precondition(collected == nil, "a pipeline inside collect")
        let first = sentThisTurn == 0
        sentThisTurn += 1
        // Once sent, a pipeline that commits may have committed: running it again could write twice.
        var sent = false
        let commits = commits || statements.contains { $0.sql == "COMMIT" }
        func retryable() -> Bool { first && !isUsable && !(sent && commits) }
        func broken(_ sql: String?, _ index: Int?) -> PostgresError {
            PostgresError(sqlState: nil, message: Self.message(of: handle), sql: sql, isRetryable: retryable(), statement: index)
        }
        for (index, statement) in statements.enumerated()
        where statement.values.contains(where: { if case .text(let text) = $0 { text.utf8.contains(0) } else { false } }) {
            throw PostgresError(sqlState: "22021", message: "a text value holds a NUL character, which PostgreSQL cannot store",
                                sql: statement.sql, statement: index)
        }
        guard PQenterPipelineMode(handle) == 1 else { throw broken(nil, nil) }
        defer { finishPipeline() }
        // What PQgetResult will hand back, in order: a Parse's result for each statement prepared
        // here, then its own, and a sync's after each statement `syncAfter` names.
        enum Expected { case prepared(Int), result(Int), sync }
        var expected: [Expected] = []
        for (index, statement) in statements.enumerated() {
            let queued: Int32
            if named {
                let name: String
                if let known = self.statements[statement.sql] {
                    name = known
                } else {
                    name = "habits_\(self.statements.count + 1)"
                    guard PQsendPrepare(handle, name, statement.sql, Int32(statement.values.count), nil) == 1 else {
                        throw broken(statement.sql, index)
                    }
                    self.statements[statement.sql] = name
                    expected.append(.prepared(index))
                }
                queued = Self.withParameters(statement.values) { count, values in
                    PQsendQueryPrepared(handle, name, count, values, nil, nil, 0)
                }
            } else {
                queued = Self.withParameters(statement.values) { count, values in
                    PQsendQueryParams(handle, statement.sql, count, nil, values, nil, nil, 0)
                }
            }
            guard queued == 1 else { throw broken(statement.sql, index) }
            expected.append(.result(index))
            if syncAfter.contains(index) && index < statements.count - 1 {
                guard PQpipelineSync(handle) == 1 else { throw broken(nil, nil) }
                expected.append(.sync)
            }
        }
        guard PQpipelineSync(handle) == 1 else { throw broken(nil, nil) }
        sent = true
        traffic?.record(roundTrips: 1, statements: statements.count)
        var failure: PostgresError?
        var firsts: [Int?] = []
        reading: for item in expected {
            switch item {
            case .sync:
                // The sync point's own result; what a failure skipped has been read already.
                guard let result = PQgetResult(handle) else {
                    failure = failure ?? broken(nil, nil)
                    break reading
                }
                PQclear(result)
            case .prepared(let index), .result(let index):
                let isPrepare: Bool
                if case .prepared = item { isPrepare = true } else { isPrepare = false }
                let sql = statements[index].sql
                guard let result = PQgetResult(handle) else {
                    failure = failure ?? broken(sql, index)
                    break reading
                }
                let status = PQresultStatus(result)
                if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK {
                    if !isPrepare {
                        firsts.append(PQntuples(result) > 0 && PQgetisnull(result, 0, 0) == 0
                                      ? Int(String(cString: PQgetvalue(result, 0, 0))) : nil)
                    }
                } else {
                    if isPrepare { self.statements[sql] = nil }
                    if status != PGRES_PIPELINE_ABORTED, failure == nil {
                        let state = habits_pq_sqlstate(result).map { String(cString: $0) }
                        let message = habits_pq_primary_message(result).map { String(cString: $0) } ?? Self.message(of: handle)
                        failure = PostgresError(sqlState: state, message: message, sql: sql, isRetryable: retryable(),
                                                statement: index)
                    }
                    if !isPrepare { firsts.append(nil) }
                }
                PQclear(result)
                // Each statement's results end with a NULL.
                while let extra = PQgetResult(handle) { PQclear(extra) }
            }
        }
        if let failure { throw failure }
        return firsts
    }

    /// Calls `body` with `values` as libpq's parameters: NUL-terminated texts, NULL for `.null`.
    private static func withParameters<T>(_ values: [SQLValue], _ body: (Int32, UnsafePointer<UnsafePointer<CChar>?>?) -> T) -> T {
        let texts: [UnsafeMutablePointer<CChar>?] = values.map { value in
            switch value {
            case .null: return nil
            case .integer(let number): return strdup(String(number))
            case .text(let text): return strdup(text)
            }
        }
        defer { for text in texts { free(text) } }
        return texts.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { pointers in body(Int32(values.count), pointers.baseAddress) }
        }
    }

    /// Reads what is left up to the sync point and leaves pipeline mode.
    private func finishPipeline() {
        var spins = 0
        while PQexitPipelineMode(handle) != 1 && isUsable && spins < 10_000 {
            spins += 1
            guard let result = PQgetResult(handle) else { continue }
            PQclear(result)
        }
    }

    // MARK: Notifications (the listener's connection)

    /// The socket to poll for incoming notifications.
    public var socket: Int32 { PQsocket(handle) }

    /// Reads what arrived on the socket and returns the notifications, oldest first.
    public func notifications() throws(PostgresError) -> [(channel: String, payload: String)] {
        guard PQconsumeInput(handle) == 1 else {
            throw PostgresError(sqlState: nil, message: Self.message(of: handle), sql: nil)
        }
        var received: [(channel: String, payload: String)] = []
        while let notify = PQnotifies(handle) {
            received.append((String(cString: notify.pointee.relname), String(cString: notify.pointee.extra)))
            PQfreemem(notify)
        }
        return received
    }

    // MARK: Inside

    /// Runs a statement with its parameters: prepared once under a name and then executed by it,
    /// or, through a pooler (`named` false), parsed with its parameters each time (the unnamed
    /// statement, which lives no longer than the call).
    private func execute(prepared sql: String, _ values: [SQLValue]) throws(PostgresError) -> OpaquePointer {
        // Parameters travel as NUL-terminated text: a NUL inside would silently cut the value short.
        for value in values {
            if case .text(let text) = value, text.utf8.contains(0) {
                throw PostgresError(sqlState: "22021", message: "a text value holds a NUL character, which PostgreSQL cannot store", sql: sql)
            }
        }
        guard named else {
            sentThisTurn += 1
            traffic?.record(roundTrips: 1, statements: 1)
            let result = Self.withParameters(values) { count, parameters in
                PQexecParams(handle, sql, count, nil, parameters, nil, nil, 0)
            }
            return try check(result, sql: sql)
        }
        let name: String
        if let known = statements[sql] {
            name = known
        } else {
            name = "habits_\(statements.count + 1)"
            traffic?.record(roundTrips: 1, statements: 0)
            PQclear(try check(PQprepare(handle, name, sql, Int32(values.count), nil), sql: sql))
            statements[sql] = name
        }
        sentThisTurn += 1
        traffic?.record(roundTrips: 1, statements: 1)
        let result = Self.withParameters(values) { count, parameters in
            PQexecPrepared(handle, name, count, parameters, nil, nil, 0)
        }
        return try check(result, sql: sql)
    }

    /// Every result passes here: a command or rows are fine, anything else becomes a `PostgresError`.
    private func check(_ result: OpaquePointer?, sql: String) throws(PostgresError) -> OpaquePointer {
        let retryable = sentThisTurn == 1 && (sql.hasPrefix("BEGIN") || sql.hasPrefix("SELECT"))
        guard let result else {
            throw PostgresError(sqlState: nil, message: Self.message(of: handle), sql: sql, isRetryable: retryable && !isUsable)
        }
        let status = PQresultStatus(result)
        guard status != PGRES_COMMAND_OK && status != PGRES_TUPLES_OK else { return result }
        let state = habits_pq_sqlstate(result).map { String(cString: $0) }
        let message = habits_pq_primary_message(result).map { String(cString: $0) }
            ?? String(cString: PQresultErrorMessage(result)).trimmingCharacters(in: .whitespacesAndNewlines)
        PQclear(result)
        throw PostgresError(sqlState: state, message: message.isEmpty ? Self.message(of: handle) : message, sql: sql,
                            isRetryable: retryable && !isUsable)
    }

    private static func message(of handle: OpaquePointer) -> String {
        String(cString: PQerrorMessage(handle)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A row being read; valid only inside the `query` callback. Values arrive in text form.
    public struct Row: StoredRow {
        public let result: OpaquePointer
        public let index: Int32

        public func isNull(_ column: Int32) -> Bool { PQgetisnull(result, index, column) == 1 }
        public func text(_ column: Int32) -> String { String(cString: PQgetvalue(result, index, column)) }
        public func int(_ column: Int32) -> Int { Int(text(column)) ?? 0 }
        public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
        public func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : Int(text(column)) }
    }
}
