import Foundation
import HabitCore

/// How a tracker and a notification channel are stored: their tables' columns, declared once
/// for both dialects (`RowCodec`), and how a row read back becomes the value.
extension Persistence {
    static let trackers = RowCodec<Tracker>(table: "trackers", key: ["id"], columns: [
        Column(name: "id", insertOnly: true) { tracker, _ in .text(tracker.id.lowercased) },
        Column(name: "name") { tracker, _ in .text(tracker.name) },
        Column(name: "name_key", isRead: false) { tracker, _ in .text(Names.key(tracker.name)) },
        Column(name: "kind", insertOnly: true) { tracker, _ in .text(tracker.kind.name) },
        Column(name: "schedule", postgresRead: "schedule::text") { tracker, _ in .orNull(tracker.kind.schedule.map { json($0) }) },
        Column(name: "category_id") { tracker, _ in .text(tracker.categoryID.lowercased) },
        Column(name: "emoji") { tracker, _ in .text(tracker.emoji) },
        Column(name: "color") { tracker, _ in .text(tracker.color) },
        Column(name: "created_on") { tracker, _ in .text(tracker.createdOn.iso) },
        Column(name: "pinned", postgresRead: "pinned::int") { tracker, dialect in
            switch dialect {
            case .sqlite: SQLValue(tracker.pinned ? 1 : 0)
            case .postgres: .text(tracker.pinned ? "true" : "false")
            }
        },
        Column(name: "position") { tracker, _ in SQLValue(tracker.position) },
        Column(name: "note") { tracker, _ in .orNull(tracker.note) },
        Column(name: "measure", postgresRead: "measure::text") { tracker, _ in .orNull(tracker.measure.map { json($0) }) },
        Column(name: "archived_on") { tracker, _ in .orNull(tracker.archivedOn?.iso) },
        Column(name: "reminders", postgresRead: "reminders::text") { tracker, _ in reminders(tracker.reminders) },
    ])

    /// A tracker from its row and its pauses, or why the row cannot be read.
    static func tracker<Row: StoredRow>(_ row: NamedRow<Row>, pauses: [Pause]) -> Result<Tracker, RowProblem> {
        guard let id = Tracker.ID(row.text("id")) else { return .failure(RowProblem("has an id that is not a UUID")) }
        guard let categoryID = Category.ID(row.text("category_id")) else { return .failure(RowProblem("has a category_id that is not a UUID")) }
        guard let createdOn = Day(row.text("created_on")) else { return .failure(RowProblem("has a created_on that is not a date (YYYY-MM-DD)")) }
        let kind: Tracker.Kind
        if row.text("kind") == "habit" {
            guard let schedule = decode(Schedule.self, json: row.text("schedule")) else {
                return .failure(RowProblem("has a schedule this Habits can't read"))
            }
            kind = .habit(schedule)
        } else {
            kind = .event
        }
        let measure = row.optionalText("measure").map { decode(Measure.self, json: $0) }
        if case .some(nil) = measure { return .failure(RowProblem("has a measure this Habits can't read")) }
        let archivedOn = row.optionalText("archived_on").map { Day($0) }
        if case .some(nil) = archivedOn { return .failure(RowProblem("has an archived_on that is not a date (YYYY-MM-DD)")) }
        let reminders = row.optionalText("reminders").map { decode([Reminder].self, json: $0) }
        if case .some(nil) = reminders { return .failure(RowProblem("has reminders this Habits can't read")) }
        return .success(Tracker(id: id, name: row.text("name"), kind: kind, categoryID: categoryID, emoji: row.text("emoji"),
                                color: row.text("color"), createdOn: createdOn, pinned: row.int("pinned") != 0,
                                position: row.int("position"), note: row.optionalText("note"), measure: measure ?? nil,
                                pauses: pauses, archivedOn: archivedOn ?? nil, reminders: (reminders ?? nil) ?? []))
    }

    static let channels = RowCodec<NotificationChannel>(table: "notification_channels", key: ["id"], columns: [
        Column(name: "id", insertOnly: true) { channel, _ in .text(channel.id.lowercased) },
        Column(name: "kind", insertOnly: true) { channel, _ in .text(channel.kind.rawValue) },
        Column(name: "url") { channel, _ in .text(channel.url) },
        Column(name: "secret") { channel, _ in .orNull(channel.target.secret) },
        Column(name: "p256dh") { channel, _ in .orNull(channel.subscription?.p256dh) },
        Column(name: "auth") { channel, _ in .orNull(channel.subscription?.auth) },
        Column(name: "token_hash") { channel, _ in .orNull(channel.subscription?.tokenHash) },
        Column(name: "label") { channel, _ in .orNull(channel.label) },
        Column(name: "created_at", insertOnly: true) { channel, _ in SQLValue(Int(channel.createdAt.timeIntervalSince1970)) },
        Column(name: "last_at") { channel, _ in .orNull(channel.lastDelivery.map { Int($0.at.timeIntervalSince1970) }) },
        Column(name: "last_status") { channel, _ in .orNull(channel.lastDelivery?.status) },
        Column(name: "last_problem") { channel, _ in .orNull(channel.lastDelivery?.problem) },
    ], order: "created_at, id")

    /// A channel from its row, or why the row cannot be read.
    static func channel<Row: StoredRow>(_ row: NamedRow<Row>) -> Result<NotificationChannel, RowProblem> {
        guard let id = NotificationChannel.ID(row.text("id")) else { return .failure(RowProblem("has an id that is not a UUID")) }
        guard let kind = NotificationChannel.Kind(rawValue: row.text("kind")) else {
            return .failure(RowProblem("has a kind and columns that do not go together"))
        }
        let url = row.text("url")
        // A browser's subscription fills the push columns; every kind added by URL leaves them
        // empty, with a secret exactly when its kind takes one.
        let target: NotificationChannel.Target? = if kind == .push {
            row.isNull("secret") ? row.optionalText("p256dh").flatMap { p256dh in
                row.optionalText("auth").flatMap { auth in
                    row.optionalText("token_hash").map { .push(PushSubscription(endpoint: url, p256dh: p256dh, auth: auth, tokenHash: $0)) }
                }
            } : nil
        } else if row.isNull("p256dh") && row.isNull("auth") && row.isNull("token_hash") {
            NotificationChannel.Target(kind: kind, url: url, secret: row.optionalText("secret"))
        } else {
            nil
        }
        guard let target else { return .failure(RowProblem("has a kind and columns that do not go together")) }
        let last = row.optionalInt("last_at").map { at in
            DeliveryResult(at: Date(timeIntervalSince1970: Double(at)), status: row.optionalInt("last_status"),
                           problem: row.optionalText("last_problem"))
        }
        return .success(NotificationChannel(id: id, target: target, label: row.optionalText("label"),
                                            createdAt: Date(timeIntervalSince1970: Double(row.int("created_at"))), lastDelivery: last))
    }
}

private extension NotificationChannel {
    var subscription: PushSubscription? {
        if case .push(let subscription) = target { return subscription }
        return nil
    }
}
