import Foundation
import HabitAccounts
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer
import Synchronization

enum RequestStoreKey: RequestKey {
    typealias Value = RequestStore
}

/// One request's view of its library: the first read takes the store's snapshot (on PostgreSQL
/// that asks for the account's revision, a round trip) and the request's later reads reuse it;
/// after the request's own write its reads take what that write committed (`lastKnown`, no round
/// trip). A request thus reads a state of its library that holds every write committed before
/// it began and its own, and pays one round trip for it, not one per read (a tap read the
/// library four times), or none when the credential's lookup brought the revision along.
///
/// `@unchecked Sendable`: a request is handled on one thread, and its store never leaves it.
final class RequestStore: HabitStore, @unchecked Sendable {
    let inner: any HabitStore
    private var taken: StoreSnapshot?

    private let seenRevision: Int?

    init(_ inner: any HabitStore, seenRevision: Int? = nil) {
        self.inner = inner
        self.seenRevision = seenRevision
    }

    var location: String { inner.location }

    /// When the request began with its library's revision already read (`seenRevision`), a
    /// copy this process holds that is at least as new needs no other question.
    var snapshot: StoreSnapshot {
        if let taken { return taken }
        let snapshot: StoreSnapshot
        if let seenRevision, case let known = inner.lastKnown, known.revision >= seenRevision {
            snapshot = known
        } else {
            snapshot = inner.snapshot
        }
        taken = snapshot
        return snapshot
    }

    @discardableResult
    func update<T>(_ command: (inout Library) throws(DomainError) -> T) throws -> T {
        defer { taken = inner.lastKnown }
        return try inner.update(command)
    }

    var newestKnownRevision: Int { inner.newestKnownRevision }

    func claimReminder(_ key: ReminderKey, at instant: Date) throws(StoreError) -> Bool {
        try inner.claimReminder(key, at: instant)
    }
}
