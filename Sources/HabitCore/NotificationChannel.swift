import Foundation

/// Where a person's reminders go (SPEC §15): a browser's Web Push subscription, an ntfy topic, or a
/// webhook. Kept in the person's library, so each account has its own; the last delivery's outcome
/// is kept with it and shown in Settings.
public struct NotificationChannel: Hashable, Sendable {
    public typealias ID = Identifier<NotificationChannel>

    public enum Target: Hashable, Sendable {
        /// A browser's `PushSubscription` and the hash of the token its notifications' `Done` action carries.
        case push(PushSubscription)
        /// An ntfy topic URL (`https://ntfy.sh/my-topic`); a reminder is POSTed to it.
        case ntfy(url: String)
        /// A URL that gets the reminder as JSON, signed with `secret` (HMAC-SHA256).
        case webhook(url: String, secret: String)

        /// A channel a person adds by its URL, with a secret exactly when its kind takes one; nil
        /// for anything else (a browser's subscription is never added by URL). The web form, the
        /// API, the command line and the store's rows all make channels through here.
        public init?(kind: Kind, url: String, secret: String?) {
            guard kind.isAddedByURL, (secret != nil) == kind.takesSecret else { return nil }
            switch kind {
            case .push: return nil
            case .ntfy: self = .ntfy(url: url)
            case .webhook: self = .webhook(url: url, secret: secret ?? "")
            }
        }

        public var kind: Kind {
            switch self {
            case .push: .push
            case .ntfy: .ntfy
            case .webhook: .webhook
            }
        }

        /// Where deliveries go: the push service's endpoint, the topic or the webhook.
        public var url: String {
            switch self {
            case .push(let subscription): subscription.endpoint
            case .ntfy(let url), .webhook(let url, _): url
            }
        }

        /// What its deliveries are signed with, for the kinds that take a secret.
        public var secret: String? {
            if case .webhook(_, let secret) = self { return secret }
            return nil
        }
    }

    public enum Kind: String, CaseIterable, Sendable, Codable {
        case push, ntfy, webhook

        /// Whether a person adds it by giving its URL (Settings' forms, `POST …/channels`,
        /// `habits notify`), rather than a browser subscribing.
        public var isAddedByURL: Bool {
            switch self {
            case .push: false
            case .ntfy, .webhook: true
            }
        }

        /// The kinds a person adds by URL, in order.
        public static var addedByURL: [Kind] { allCases.filter(\.isAddedByURL) }

        /// Whether its deliveries are signed with a secret (one is made when the person gives none).
        public var takesSecret: Bool {
            switch self {
            case .webhook: true
            case .push, .ntfy: false
            }
        }

        /// An example address, for the form's placeholder.
        public var exampleURL: String {
            switch self {
            case .ntfy: "https://ntfy.sh/…"
            case .push, .webhook: "https://…"
            }
        }
    }

    public let id: ID
    public internal(set) var target: Target
    /// A name for the device (push) or the channel, at most `labelLimit` characters.
    public internal(set) var label: String?
    /// Whole seconds (what the database keeps).
    public let createdAt: Date
    public internal(set) var lastDelivery: DeliveryResult?

    public init(id: ID, target: Target, label: String?, createdAt: Date, lastDelivery: DeliveryResult? = nil) {
        self.id = id
        self.target = target
        self.label = label
        self.createdAt = createdAt
        self.lastDelivery = lastDelivery
    }

    public var kind: Kind { target.kind }
    /// Where deliveries go: the push service's endpoint, the topic or the webhook.
    public var url: String { target.url }

    /// The channels' order: by when they were added, then by id (as the database sorts them).
    public static func addedBefore(_ a: NotificationChannel, _ b: NotificationChannel) -> Bool {
        (a.createdAt, a.id.lowercased) < (b.createdAt, b.id.lowercased)
    }

    public static let labelLimit = 60
    public static let urlLimit = 2048
    public static let secretLimit = 200

    /// A webhook's secret as lists show it after it was made: its first four characters, enough
    /// to tell two apart, never the whole of it.
    public static func secretHint(_ secret: String) -> String { String(secret.prefix(4)) + "…" }
    /// Channels per account; a browser that subscribes again replaces its own.
    public static let limit = 50
}

/// A browser's push subscription as `PushSubscription.toJSON()` gives it (keys base64url), and the
/// hash of the `Done` token the server gave that browser (the token itself is never stored).
public struct PushSubscription: Hashable, Sendable {
    public let endpoint: String
    /// The browser's P-256 public key, an uncompressed point (65 bytes), base64url.
    public let p256dh: String
    /// The browser's 16-byte authentication secret, base64url.
    public let auth: String
    /// Lower-case hex SHA-256 of the `Done` token.
    public let tokenHash: String

    public init(endpoint: String, p256dh: String, auth: String, tokenHash: String) {
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
        self.tokenHash = tokenHash
    }
}

/// How the last delivery on a channel went: when, the HTTP status if an answer came, and what
/// went wrong (nil when it was delivered).
public struct DeliveryResult: Hashable, Sendable {
    /// Whole seconds.
    public let at: Date
    public let status: Int?
    public let problem: String?

    public init(at: Date, status: Int?, problem: String?) {
        self.at = Date(timeIntervalSince1970: at.timeIntervalSince1970.rounded(.down))
        self.status = status
        self.problem = problem.map { String($0.prefix(300)) }
    }

    public var delivered: Bool { problem == nil }
}

/// Which URLs a channel may send to: https anywhere, plain http only to this machine (a receiver
/// on loopback, as the tests run them). Pure: the outbound client checks the same rule again.
public enum ChannelAddress {
    /// The URL as given when it may be used; otherwise the reason.
    public static func validated(_ text: String) throws(DomainError) -> String {
        let url = text.trimmingCharacters(in: .whitespaces)
        guard !url.isEmpty, url.count <= NotificationChannel.urlLimit,
              url.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7f }),
              let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
              let host = components.host, !host.isEmpty else {
            throw .channelURLInvalid
        }
        switch scheme {
        case "https": return url
        case "http" where isLoopback(host): return url
        case "http": throw .channelURLInsecure
        default: throw .channelURLInvalid
        }
    }

    /// `localhost`, `127.0.0.0/8` and `::1`, written as such (no name is looked up).
    public static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
