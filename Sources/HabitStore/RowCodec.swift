import Foundation
import HabitCore

/// The SQL dialect a statement is written in.
enum Dialect: Sendable {
    case sqlite, postgres

    /// The `n`-th bound parameter, from 1.
    func parameter(_ n: Int) -> String {
        switch self {
        case .sqlite: "?\(n)"
        case .postgres: "$\(n)"
        }
    }
}

/// One column of a table the library is written to: its name, how a value fills it in each
/// dialect, and how the loader selects it.
struct Column<Value: Sendable>: Sendable {
    let name: String
    /// Set when the row is inserted and never changed by an update (an id, a kind).
    var insertOnly = false
    /// Written but not read back (a key derived from another column).
    var isRead = true
    /// What PostgreSQL selects for it where its type is not text or an integer (`schedule::text`).
    var postgresRead: String?
    let write: @Sendable (Value, Dialect) -> SQLValue
}

/// A table's columns, named once for both dialects: the loader's SELECT, the writer's upsert and
/// the values it binds come from the same list, and rows are read by column name, not position.
/// A new column is one more `Column` here (and its migration step).
struct RowCodec<Value: Sendable>: Sendable {
    let table: String
    /// The conflict target of the upsert (besides PostgreSQL's `account_id`).
    let key: [String]
    let columns: [Column<Value>]
    /// The loader's order (`ORDER BY …`), if rows must arrive in one.
    var order: String?

    /// The position in the loader's SELECT of each column read: build it once per load and read
    /// rows through it (`NamedRow`).
    var readIndex: [String: Int32] {
        Dictionary(uniqueKeysWithValues: columns.filter(\.isRead).enumerated().map { ($1.name, Int32($0)) })
    }

    /// The loader's query; on PostgreSQL `$1` is the account.
    func select(_ dialect: Dialect) -> String {
        let list = columns.filter(\.isRead).map { column in
            dialect == .postgres ? column.postgresRead ?? column.name : column.name
        }
        let filter = dialect == .postgres ? " WHERE account_id = $1" : ""
        return "SELECT \(list.joined(separator: ", ")) FROM \(table)\(filter)" + (order.map { " ORDER BY \($0)" } ?? "")
    }

    /// Inserts a row or updates every column but the insert-only ones; on PostgreSQL the account
    /// is the first parameter.
    func upsert(_ dialect: Dialect) -> String {
        let names = (dialect == .postgres ? ["account_id"] : []) + columns.map(\.name)
        let parameters = names.indices.map { dialect.parameter($0 + 1) }
        let target = (dialect == .postgres ? ["account_id"] : []) + key
        let updates = columns.filter { !$0.insertOnly }.map { "\($0.name) = excluded.\($0.name)" }
        return """
            INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(parameters.joined(separator: ", ")))
            ON CONFLICT (\(target.joined(separator: ", "))) DO UPDATE SET \(updates.joined(separator: ", "))
            """
    }

    /// What `upsert` binds for `value`.
    func values(_ value: Value, _ dialect: Dialect, account: SQLValue? = nil) -> [SQLValue] {
        (account.map { [$0] } ?? []) + columns.map { $0.write(value, dialect) }
    }
}

/// A row read by column name (`row.text("name")`); a name the codec does not read is a bug.
struct NamedRow<Row: StoredRow> {
    let row: Row
    let index: [String: Int32]

    private func at(_ name: String) -> Int32 {
        guard let column = index[name] else { preconditionFailure("no column \(name) is read") }
        return column
    }

    func isNull(_ name: String) -> Bool { row.isNull(at(name)) }
    func text(_ name: String) -> String { row.text(at(name)) }
    func int(_ name: String) -> Int { row.int(at(name)) }
    func optionalText(_ name: String) -> String? { row.optionalText(at(name)) }
    func optionalInt(_ name: String) -> Int? { row.optionalInt(at(name)) }
}

extension SQLValue {
    /// Text, or NULL for nil.
    static func orNull(_ value: String?) -> SQLValue { value.map { .text($0) } ?? .null }
    /// An integer, or NULL for nil.
    static func orNull(_ value: Int?) -> SQLValue { value.map { .integer(Int64($0)) } ?? .null }
}

/// Why a stored row cannot become a value: `problem` completes "In table T, row R …".
struct RowProblem: Error {
    let problem: String
    init(_ problem: String) { self.problem = problem }
}
