import Foundation
import HabitCore

/// Where the person's data lives. The web app, the API and the CLI talk to this protocol only;
/// SQLite (`SQLiteHabitStore`) is its first implementation.
///
/// Reads take a snapshot: the whole library as a value, with a revision that changes whenever
/// the library does (so derived pages can be cached by it). A write applies one command to the
/// current library as one transaction, and the new library becomes current only after the
/// transaction commits.
public protocol HabitStore: AnyObject, Sendable {
    /// Where the data is, for messages: a file path, or a database URL without its password.
    var location: String { get }

    /// The current library and its revision; cheap (a copy-on-write value from memory).
    var snapshot: StoreSnapshot { get }

    /// The library as this process last knew it, without asking anyone (PostgreSQL's `snapshot`
    /// asks for the account's revision first): right after this process's own write, that write.
    var lastKnown: StoreSnapshot { get }

    /// The newest revision the library is known to have reached, without a query: on SQLite the
    /// snapshot's (the file's `data_version` tells, which costs no round trip); on PostgreSQL the
    /// newer of the library this process holds and what other processes announced (`NOTIFY`, and
    /// the listener's periodic check, `PostgresDatabase`). What live-update streams follow.
    var newestKnownRevision: Int { get }

    /// Applies `command` and commits the change as one transaction. Throws `DomainError` when a
    /// rule is broken (nothing is written) and `StoreError` when storage fails (nothing changes).
    /// `command` may run more than once (PostgreSQL runs it again on a newer library when another
    /// process wrote first): it changes nothing but the library it is given.
    @discardableResult
    func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T

    /// Claims the reminder `key` in the sent log before it goes out (SPEC §15): true when this
    /// call recorded it, so the caller sends it; false when it was recorded before, by this
    /// process or any other on the same database (or its tracker is gone). One atomic insert,
    /// so however many schedulers run, one of them sends each reminder, once, restarts included.
    /// The log is not part of the library: claiming changes no revision.
    func claimReminder(_ key: ReminderKey, at instant: Date) throws(StoreError) -> Bool
}

/// A library with a number that grows whenever it changes.
public struct StoreSnapshot: Sendable {
    public let library: Library
    public let revision: Int

    public init(library: Library, revision: Int) {
        self.library = library
        self.revision = revision
    }
}

extension HabitStore {
    public var lastKnown: StoreSnapshot { snapshot }

    public var newestKnownRevision: Int { snapshot.revision }

    /// The current library.
    public var library: Library { snapshot.library }

    /// Replaces an empty database's content with `library` in one transaction. The notification
    /// channels stay as they are: an export does not carry them (they hold secrets).
    public func importLibrary(_ library: Library) throws {
        try update { (current: inout Library) throws(DomainError) in
            guard current.isEmpty else { throw .databaseNotEmpty }
            current = library.withNotificationChannels(current.notificationChannels)
        }
    }
}
