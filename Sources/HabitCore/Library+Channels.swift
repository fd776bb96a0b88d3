import Foundation

/// Notification channels (SPEC §15): added, replaced, removed, and each one's last delivery.
extension Library {
    public func channel(_ id: NotificationChannel.ID) -> NotificationChannel? {
        notificationChannels.first { $0.id == id }
    }

    /// The push channel whose `Done` token hashes to `tokenHash`.
    public func channel(tokenHash: String) -> NotificationChannel? {
        notificationChannels.first { channel in
            if case .push(let subscription) = channel.target { return subscription.tokenHash == tokenHash }
            return false
        }
    }

    /// Adds a channel, or replaces the one with the same address (a browser subscribing again,
    /// an ntfy topic or a webhook given again with a new secret), keeping its id. Returns it.
    @discardableResult
    public mutating func addChannel(_ target: NotificationChannel.Target, label: String?, id: NotificationChannel.ID,
                                    now: Date) throws(DomainError) -> NotificationChannel {
        let target = try Self.validTarget(target)
        let label = try label.flatMap { (text) throws(DomainError) -> String? in
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.count > NotificationChannel.labelLimit { throw .channelLabelTooLong }
            if trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { throw .controlCharacters }
            return trimmed.isEmpty ? nil : trimmed
        }
        let candidate = NotificationChannel(id: id, target: target, label: label,
                                            createdAt: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)))
        if let index = notificationChannels.firstIndex(where: { $0.kind == candidate.kind && $0.url == candidate.url }) {
            notificationChannels[index].target = target
            notificationChannels[index].label = label ?? notificationChannels[index].label
            return notificationChannels[index]
        }
        guard notificationChannels.count < NotificationChannel.limit else { throw .tooManyChannels }
        notificationChannels.append(candidate)
        notificationChannels.sort(by: NotificationChannel.addedBefore)
        return candidate
    }

    public mutating func removeChannel(_ id: NotificationChannel.ID) throws(DomainError) {
        guard notificationChannels.contains(where: { $0.id == id }) else { throw .unknownChannel(id.lowercased) }
        notificationChannels.removeAll { $0.id == id }
    }

    /// Keeps how the last delivery went; false when the channel was removed meanwhile.
    @discardableResult
    public mutating func recordDelivery(_ result: DeliveryResult, on id: NotificationChannel.ID) -> Bool {
        guard let index = notificationChannels.firstIndex(where: { $0.id == id }) else { return false }
        notificationChannels[index].lastDelivery = result
        return true
    }

    /// This library's content with `channels` in place of its own (an import replaces the
    /// person's data, never where their reminders go).
    public func withNotificationChannels(_ channels: [NotificationChannel]) -> Library {
        var copy = self
        copy.notificationChannels = channels.sorted(by: NotificationChannel.addedBefore)
        return copy
    }

    private static func validTarget(_ target: NotificationChannel.Target) throws(DomainError) -> NotificationChannel.Target {
        if case .push(let subscription) = target {
            let endpoint = try ChannelAddress.validated(subscription.endpoint)
            guard let key = Self.base64URL(subscription.p256dh), key.count == 65, key.first == 0x04,
                  let auth = Self.base64URL(subscription.auth), auth.count == 16,
                  subscription.tokenHash.count == 64, subscription.tokenHash.allSatisfy(\.isHexDigit) else {
                throw .pushKeysInvalid
            }
            return .push(PushSubscription(endpoint: endpoint, p256dh: subscription.p256dh, auth: subscription.auth,
                                          tokenHash: subscription.tokenHash.lowercased()))
        }
        if let secret = target.secret {
            guard (1...NotificationChannel.secretLimit).contains(secret.count),
                  secret.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7f }) else {
                throw .channelSecretInvalid
            }
        }
        let url = try ChannelAddress.validated(target.url)
        return NotificationChannel.Target(kind: target.kind, url: url, secret: target.secret) ?? target
    }

    /// Base64url with or without padding; nil for anything else.
    static func base64URL(_ text: String) -> Data? {
        guard text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "=") }) else {
            return nil
        }
        var base64 = text.replacingOccurrences(of: "=", with: "").replacingOccurrences(of: "-", with: "+")
            .replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
