import Foundation

/// A fresh PostgreSQL database for one test, on the cluster `make test` starts
/// (`Tests/postgres/with-cluster.sh` sets `HABITS_TEST_DATABASE_URL`, a database owned by the
/// ordinary role `habits`, which may create databases). Without that variable the web and CLI
/// tests run on SQLite only. Dropped (`WITH (FORCE)`, closing connections the test left open)
/// when the value goes away.
public final class TestPostgresDatabase: @unchecked Sendable {
    /// The cluster's base URL, when the tests run against PostgreSQL too.
    public static var baseURL: String? {
        ProcessInfo.processInfo.environment["HABITS_TEST_DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A new empty database when `HABITS_TEST_DATABASE_URL` is set, else nil.
    public static func freshIfConfigured() throws -> TestPostgresDatabase? {
        guard let base = baseURL else { return nil }
        return try TestPostgresDatabase(base: base)
    }

    public let url: String
    private let base: String
    private let name: String

    public init(base: String) throws {
        self.base = base
        name = "habits_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        guard let slash = base.range(of: "/", options: .backwards), base[..<slash.lowerBound].contains("://") else {
            throw Problem(description: "HABITS_TEST_DATABASE_URL must look like postgres://habits@127.0.0.1:PORT/habits, not \(base)")
        }
        url = base[..<slash.lowerBound] + "/" + name
        try Self.psql(base, "CREATE DATABASE \(name)")
    }

    deinit { try? Self.psql(base, "DROP DATABASE IF EXISTS \(name) WITH (FORCE)") }

    /// Runs one statement with psql (the names are ours: letters, digits and underscores).
    public static func psql(_ url: String, _ statement: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", statement]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Problem(description: "psql \(statement) failed: \(String(decoding: message, as: UTF8.self))")
        }
    }

    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }
}
