import Foundation
import HabitCore
import HabitTestSupport
@testable import HabitStore
import Testing

private let now = Date(timeIntervalSince1970: 1_741_348_800.75)

/// One channel of each kind, the push one with a last delivery.
private func libraryWithChannels() throws -> Library {
    var library = try sampleLibrary()
    let key = "B" + String(repeating: "A", count: 86)  // 65 bytes, 0x04 first
    let push = try library.addChannel(.push(PushSubscription(endpoint: "https://push.example.com/s/1", p256dh: key,
                                                             auth: "AAAAAAAAAAAAAAAAAAAAAA", tokenHash: String(repeating: "ab", count: 32))),
                                      label: "Phone", id: .random(), now: now)
    try library.addChannel(.ntfy(url: "https://ntfy.sh/habits-test"), label: nil, id: .random(), now: now + 1)
    try library.addChannel(.webhook(url: "http://127.0.0.1:9/hook", secret: "s3cret"), label: "Home", id: .random(), now: now + 2)
    library.recordDelivery(DeliveryResult(at: now + 3, status: 201, problem: nil), on: push.id)
    return library
}

@Suite struct ChannelStoreTests {
    @Test func channels_and_their_last_delivery_read_back_equal_after_reopening() throws {
        let db = TemporaryDatabase()
        let library = try libraryWithChannels()
        try SQLiteHabitStore(path: db.path).update { (current: inout Library) throws(DomainError) in current = library }
        let reopened = try SQLiteHabitStore(path: db.path).library
        #expect(reopened == library)
        #expect(reopened.notificationChannels.map(\.kind) == [.push, .ntfy, .webhook])
        #expect(reopened.notificationChannels[0].lastDelivery == DeliveryResult(at: now + 3, status: 201, problem: nil))
        #expect(db.scalar("SELECT count(*) FROM notification_channels") == "3")
    }

    @Test func removing_a_channel_and_recording_a_failure_persist() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        let library = try libraryWithChannels()
        try store.update { (current: inout Library) throws(DomainError) in current = library }
        let (ntfy, webhook) = (library.notificationChannels[1].id, library.notificationChannels[2].id)
        try store.update { (current: inout Library) throws(DomainError) in
            try current.removeChannel(ntfy)
            current.recordDelivery(DeliveryResult(at: now, status: nil, problem: "no answer within the time limit"), on: webhook)
        }
        let reopened = try SQLiteHabitStore(path: db.path).library
        #expect(reopened.notificationChannels.map(\.id) == [library.notificationChannels[0].id, webhook])
        #expect(reopened.channel(webhook)?.lastDelivery?.problem == "no answer within the time limit")
        #expect(throws: DomainError.unknownChannel(ntfy.lowercased)) {
            try store.update { (current: inout Library) throws(DomainError) in try current.removeChannel(ntfy) }
        }
    }

    @Test func an_import_into_an_empty_app_keeps_its_channels() throws {
        let db = TemporaryDatabase()
        let store = try SQLiteHabitStore(path: db.path)
        try store.update { (library: inout Library) throws(DomainError) in
            try library.addChannel(.ntfy(url: "https://ntfy.sh/t"), label: nil, id: .random(), now: now)
        }
        try store.importLibrary(try sampleLibrary())
        #expect(store.library.notificationChannels.count == 1)
        #expect(store.library.trackers.count == (try sampleLibrary()).trackers.count)
    }

    @Test func a_server_key_is_made_once_and_kept() throws {
        let db = TemporaryDatabase()
        let first = try SQLiteHabitStore(path: db.path).serverKey("vapid") { "one" }
        let second = try SQLiteHabitStore(path: db.path).serverKey("vapid") { "two" }
        #expect(first == "one" && second == "one")
    }
}

@Suite(.enabled(if: TemporaryPostgres.isInstalled, Comment(rawValue: TemporaryPostgres.skipMessage)))
struct PostgresChannelStoreTests {
    let cluster: TemporaryPostgres

    init() throws { cluster = try TemporaryPostgres() }

    @Test func channels_read_back_equal_and_stay_in_their_account() throws {
        let database = try PostgresDatabase(url: cluster.url, listen: false)
        let library = try libraryWithChannels()
        try database.store().update { (current: inout Library) throws(DomainError) in current = library }
        #expect(try PostgresDatabase(url: cluster.url, listen: false).store().library == library)
        let other = try database.createAccount()
        #expect(try database.store(for: other).library.notificationChannels.isEmpty)
        try database.store().update { (current: inout Library) throws(DomainError) in
            try current.removeChannel(library.notificationChannels[1].id)
        }
        #expect(try database.store().library.notificationChannels.count == 2)
        #expect(try database.serverKey("vapid") { "one" } == "one")
        #expect(try PostgresDatabase(url: cluster.url, listen: false).serverKey("vapid") { "two" } == "one")
    }
}
