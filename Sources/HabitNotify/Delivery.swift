import Foundation
import HabitCore
import HabitReminders
import HabitStore

/// What happened on one channel.
public struct ChannelReport: Sendable, Equatable {
    public let channel: NotificationChannel.ID
    public let kind: NotificationChannel.Kind
    public let result: OutboundResult
    /// A push subscription the push service called gone (404 or 410), now removed.
    public let removed: Bool
}

/// Delivers reminders on Web Push, ntfy and webhook channels through one `OutboundClient`.
/// `deliver` returns at once: each channel is sent on its own task with its own timeouts and
/// retries, and its outcome is written to the channel (shown in Settings) when it is known.
public struct Notifier: ReminderDelivery {
    public let client: OutboundClient
    public let vapid: VAPIDKeys
    public let clock: Clock
    /// VAPID's `sub`: where a push service can reach whoever runs this server.
    public let contact: String

    public init(client: OutboundClient = OutboundClient(), vapid: VAPIDKeys, clock: Clock,
                contact: String = Notifier.defaultContact) {
        self.client = client
        self.vapid = vapid
        self.clock = clock
        self.contact = contact
    }

    public static let defaultContact = "mailto:habits@localhost"

    /// The notifier a process sends with (`habits serve`'s scheduler, `habits notify test`): the
    /// server's VAPID keys, and the limits and contact the environment sets
    /// (`HABITS_NOTIFY_TIMEOUT`, `HABITS_NOTIFY_RETRY_DELAY`, `HABITS_PUSH_CONTACT`).
    public static func make(keys: VAPIDKeySource, clock: Clock, environment: [String: String]) throws -> Notifier {
        Notifier(client: OutboundClient(policy: .from(environment: environment)), vapid: try keys.keys(), clock: clock,
                 contact: contact(from: environment))
    }

    /// `HABITS_PUSH_CONTACT` (a `mailto:` or `https:` URL), else `defaultContact`.
    public static func contact(from environment: [String: String]) -> String {
        guard let value = environment["HABITS_PUSH_CONTACT"], value.hasPrefix("mailto:") || value.hasPrefix("https://") else {
            return defaultContact
        }
        return value
    }

    public func deliver(_ message: ReminderMessage, store: any HabitStore, language: Language) {
        Task.detached { _ = await send(message, store: store, language: language) }
    }

    /// Sends on every channel (or only `channel`), concurrently, records each outcome and
    /// returns the reports once all are done.
    public func send(_ message: ReminderMessage, store: any HabitStore, language: Language,
                     only channel: NotificationChannel.ID? = nil) async -> [ChannelReport] {
        let channels = store.library.notificationChannels.filter { channel == nil || $0.id == channel }
        return await withTaskGroup(of: ChannelReport.self) { group in
            for channel in channels {
                group.addTask { await send(message, on: channel, store: store, language: language) }
            }
            var reports: [ChannelReport] = []
            for await report in group { reports.append(report) }
            return channels.compactMap { channel in reports.first { $0.channel == channel.id } }
        }
    }

    private func send(_ message: ReminderMessage, on channel: NotificationChannel, store: any HabitStore,
                      language: Language) async -> ChannelReport {
        let result: OutboundResult
        do {
            result = await client.send(try request(for: message, on: channel, language: language))
        } catch {
            result = OutboundResult(status: nil, problem: "\(error)", attempts: 0)
        }
        var removed = false
        if case .push = channel.target, result.status == 404 || result.status == 410 {
            // RFC 8030 §7.3: the subscription has expired or was withdrawn; it will never work again.
            removed = record { library in (try? library.removeChannel(channel.id)) != nil }
        } else {
            let outcome = DeliveryResult(at: clock.now(), status: result.status, problem: result.problem)
            _ = record { library in library.recordDelivery(outcome, on: channel.id) }
        }
        return ChannelReport(channel: channel.id, kind: channel.kind, result: result, removed: removed)

        func record(_ change: (inout Library) -> Bool) -> Bool {
            do {
                return try store.update { (library: inout Library) throws(DomainError) in change(&library) }
            } catch {
                writeToStandardError("habits: could not record a delivery on channel \(channel.id): \(error)")
                return false
            }
        }
    }

    /// The request one channel gets for `message`.
    public func request(for message: ReminderMessage, on channel: NotificationChannel,
                        language: Language) throws -> OutboundRequest {
        let copy = language.copy
        switch channel.target {
        case .push(let subscription):
            guard let keys = WebPushEncryption.Keys(p256dh: subscription.p256dh, auth: subscription.auth) else {
                throw CryptoError("the subscription's keys are not a P-256 key and a 16-byte secret")
            }
            let payload = HabitJSONText.object([
                ("title", .string(message.name)), ("body", .string(copy.reminderBody(time: message.time))),
                ("url", .string(message.url)), ("tracker", .string(message.tracker.lowercased)),
                ("day", .string(message.day.iso)), ("time", .string(message.time)), ("done", .string(copy.doneAction)),
            ])
            return OutboundRequest(url: subscription.endpoint, headers: [
                "Content-Type": "application/octet-stream",
                "Content-Encoding": "aes128gcm",
                // A reminder more than an hour late is not worth showing (SPEC §15).
                "TTL": "3600",
                "Urgency": "normal",
                "Authorization": try vapid.authorization(for: subscription.endpoint, subject: contact, now: clock.now()),
            ], body: try WebPushEncryption.encrypt(Array(payload.utf8), for: keys))
        case .ntfy(let url):
            // ntfy's publish API: the body is the message; headers carry the title and the click URL.
            return OutboundRequest(url: url, headers: [
                "Title": Self.headerValue(message.name),
                "Click": message.url,
                "Tags": "alarm_clock",
                "Content-Type": "text/plain; charset=utf-8",
            ], body: Array(copy.reminderBody(time: message.time).utf8))
        case .webhook(let url, let secret):
            let body = Array(Self.webhookBody(message).utf8)
            return OutboundRequest(url: url, headers: [
                "Content-Type": "application/json",
                "X-Habits-Signature": "sha256=" + Secrets.hex(Digest.hmacSHA256(key: Array(secret.utf8), body)),
            ], body: body)
        }
    }

    /// SPEC §16: `{"tracker", "name", "day", "time", "url"}`.
    public static func webhookBody(_ message: ReminderMessage) -> String {
        HabitJSONText.object([
            ("tracker", .string(message.tracker.lowercased)), ("name", .string(message.name)),
            ("day", .string(message.day.iso)), ("time", .string(message.time)), ("url", .string(message.url)),
        ])
    }

    /// A header value as ntfy reads it: ASCII as it is, anything else as an RFC 2047 encoded word.
    static func headerValue(_ text: String) -> String {
        let clean = text.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
        guard clean.unicodeScalars.contains(where: { !$0.isASCII }) else { return clean }
        return "=?UTF-8?B?" + Data(clean.utf8).base64EncodedString() + "?="
    }
}

/// Writes a line to standard error (file descriptor 2; the global `stderr` is not concurrency-safe).
private func writeToStandardError(_ line: String) {
    let data = Array((line + "\n").utf8)
    data.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}
