import Foundation
import HabitCore
import HabitNotify
import HabitScreens
import HabitStore
import HTTPServer

/// Where reminders go (SPEC §15, §16): the VAPID key and browsers' push subscriptions, the
/// `Done` action of a notification, and the ntfy and webhook channels.
struct NotificationsAPI: Sendable {
    let app: AppContext

    static let donePath = "/api/v1/push/done"

    var endpoints: [Endpoint] {
        [
            Endpoint(.get, "/api/v1/push/vapid-key", "The server's VAPID public key (base64url, an uncompressed P-256 point) to subscribe with",
                     responses: [200: ("OK", "VAPIDKey")], handler: vapidKey),
            Endpoint(.post, "/api/v1/push/subscriptions",
                     "Add this browser's PushSubscription (its toJSON(), with an optional label); answers the Done token, given only once",
                     body: "PushSubscription",
                     responses: [201: ("Subscribed (a browser subscribing again replaces its own)", "PushSubscriptionCreated"),
                                 422: ("A rule is broken (an endpoint that is not https, keys of the wrong size)", "Error")],
                     handler: subscribe),
            Endpoint(.delete, "/api/v1/push/subscriptions/{id}", "Remove a push subscription (idempotent)",
                     responses: [204: ("Removed, or there was nothing to remove", nil)], handler: removeChannel),
            Endpoint(.post, Self.donePath, "A notification's Done action: mark its habit done on its day, with the subscription's token",
                     body: "PushDone",
                     responses: [204: ("Done on that day", nil), 422: ("The token is not a subscription's, or a rule is broken", "Error")],
                     handler: done),
            Endpoint(.get, "/api/v1/notifications/channels", "Every channel reminders go to, with its last delivery",
                     responses: [200: ("OK", "NotificationChannelList")], handler: listChannels),
            Endpoint(.post, "/api/v1/notifications/channels", "Add an ntfy topic or a webhook (a webhook without a secret gets one made)",
                     body: "NewNotificationChannel",
                     responses: [201: ("Added (the same URL again replaces it)", "NotificationChannel"), 422: ("A rule is broken", "Error")],
                     handler: addChannel),
            Endpoint(.delete, "/api/v1/notifications/channels/{id}", "Remove a channel of any kind (idempotent)",
                     responses: [204: ("Removed, or there was nothing to remove", nil)], handler: removeChannel),
        ]
    }

    func vapidKey(_ request: Request) throws -> Response {
        json(["publicKey": .string(try app.vapid.keys().publicKey)])
    }

    func subscribe(_ request: Request) throws -> Response {
        let body = try JSONBody(request, allowed: ["endpoint", "expirationTime", "keys", "label"])
        let endpoint = try body.requiredString("endpoint")
        guard let keys = try body.object("keys", allowed: ["p256dh", "auth"]), let keys else {
            throw HTTPError.badRequest("Field \"keys\" is required: {\"p256dh\": …, \"auth\": …}, as PushSubscription.toJSON() gives it.")
        }
        let p256dh = try keys.requiredString("p256dh"), auth = try keys.requiredString("auth")
        // The core checks sizes; only libcrypto can tell whether the point is on the curve.
        guard WebPushEncryption.Keys(p256dh: p256dh, auth: auth) != nil else { throw DomainError.pushKeysInvalid }
        let (token, hash) = DoneToken.make(account: request.signedIn.map { String($0.account.id) } ?? DoneToken.personalAccount)
        let subscription = PushSubscription(endpoint: endpoint, p256dh: p256dh, auth: auth, tokenHash: hash)
        let label = try body.string("label"), newID: NotificationChannel.ID = app.ids.make(), now = app.clock.now()
        let channel = try request.store.update { (library: inout Library) throws(DomainError) in
            try library.addChannel(.push(subscription), label: label, id: newID, now: now)
        }
        var response = Response.json(HabitJSON.encode(Subscribed(id: channel.id.lowercased, token: token,
                                                                 channel: ChannelJSON(channel))))
        response.status = 201
        response.headers["Location"] = "/api/v1/push/subscriptions/\(channel.id.lowercased)"
        return response
    }

    func done(_ request: Request) throws -> Response {
        let body = try JSONBody(request, allowed: ["token", "tracker", "day"])
        let token = try body.requiredString("token")
        guard let tracker = Tracker.ID(try body.requiredString("tracker")) else {
            throw HTTPError.badRequest("Field \"tracker\" must be an id (a UUID).")
        }
        guard let day = Day(try body.requiredString("day")) else {
            throw HTTPError.badRequest("Field \"day\" must be a date as YYYY-MM-DD.")
        }
        guard let account = DoneToken.account(of: token) else { throw DomainError.doneTokenInvalid }
        let store = try doneStore(account: account)
        // Today with the day start of the token's library (the request arrived as nobody's).
        let hash = DoneToken.hash(token), today = app.context(for: request, store: store).today
        try store.update { (library: inout Library) throws(DomainError) in
            guard library.channel(tokenHash: hash) != nil else { throw .doneTokenInvalid }
            try library.setDone(true, tracker: tracker, on: day, today: today)
        }
        return Response(status: 204)
    }

    /// Whose library a `Done` token's account names: the route needs no session (the token is its
    /// credential), so the request arrives as personal mode's. With accounts, the account's own
    /// library; an account that does not exist is the same invalid token as a wrong secret.
    private func doneStore(account: String) throws -> any HabitStore {
        guard let accounts = app.accounts, try accounts.directory.hasAccounts() else { return app.personal.store }
        guard let id = Int64(account), let owner = try accounts.directory.accounts().first(where: { $0.id == id }) else {
            throw DomainError.doneTokenInvalid
        }
        return try app.space(for: owner).store
    }

    func listChannels(_ request: Request) throws -> Response {
        .json(HabitJSON.encode(request.store.library.notificationChannels.map(ChannelJSON.init)))
    }

    func addChannel(_ request: Request) throws -> Response {
        let body = try JSONBody(request, allowed: ["kind", "url", "secret", "label"])
        let url = try body.requiredString("url")
        let kinds = NotificationChannel.Kind.addedByURL
        guard let kind = NotificationChannel.Kind(rawValue: try body.requiredString("kind")), kind.isAddedByURL else {
            let named = kinds.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw HTTPError.badRequest("Field \"kind\" must be \(named) (browsers subscribe through /api/v1/push/subscriptions).")
        }
        if !kind.takesSecret, body.fields["secret"] != nil { throw HTTPError.badRequest("An \(kind.rawValue) channel has no \"secret\".") }
        let secret = kind.takesSecret ? try body.string("secret") ?? Self.newSecret() : nil
        guard let target = NotificationChannel.Target(kind: kind, url: url, secret: secret) else {
            throw HTTPError.badRequest("Field \"kind\" must be \(kinds.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")).")
        }
        let label = try body.string("label"), newID: NotificationChannel.ID = app.ids.make(), now = app.clock.now()
        let channel = try request.store.update { (library: inout Library) throws(DomainError) in
            try library.addChannel(target, label: label, id: newID, now: now)
        }
        var response = Response.json(HabitJSON.encode(ChannelJSON(channel)))
        response.status = 201
        response.headers["Location"] = "/api/v1/notifications/channels/\(channel.id.lowercased)"
        return response
    }

    func removeChannel(_ request: Request) throws -> Response {
        if let id = NotificationChannel.ID(request.parameters["id"] ?? "") {
            try request.store.update { (library: inout Library) throws(DomainError) in
                if library.channel(id) != nil { try library.removeChannel(id) }
            }
        }
        return Response(status: 204)
    }

    /// 24 random bytes, base64url: what a webhook is signed with when the person gives no secret.
    static func newSecret() -> String { Base64URL.encode(SecureRandom.bytes(24)) }

    // MARK: JSON

    func json(_ value: JSONValue) -> Response { .json(HabitJSONBytes.encode(value)) }

    // MARK: OpenAPI

    static let schemas: [String: JSONValue] = {
        let string = OpenAPI.string, nullableString = OpenAPI.nullableString
        let instant: JSONValue = ["type": "string", "format": "date-time"]
        let delivery = OpenAPI.object(["at": instant, "status": ["type": ["integer", "null"]], "problem": nullableString,
                                       "delivered": OpenAPI.bool])
        let channel = OpenAPI.object([
            "id": OpenAPI.uuid, "kind": ["type": "string", "enum": .array(NotificationChannel.Kind.allCases.map { .string($0.rawValue) })],
            "url": ["type": "string", "format": "uri"], "label": nullableString, "secret": nullableString, "createdAt": instant,
            "lastDelivery": ["oneOf": [delivery, ["type": "null"]]],
        ])
        return [
            "VAPIDKey": OpenAPI.object(["publicKey": ["type": "string", "pattern": "^[A-Za-z0-9_-]{87}$"]]),
            "PushSubscription": OpenAPI.object([
                "endpoint": ["type": "string", "format": "uri"], "expirationTime": ["type": ["number", "null"]],
                "keys": OpenAPI.object(["p256dh": string, "auth": string]),
                "label": ["type": "string", "maxLength": 60],
            ], required: ["endpoint", "keys"]),
            "PushSubscriptionCreated": OpenAPI.object(["id": OpenAPI.uuid, "token": string, "channel": OpenAPI.ref("NotificationChannel")]),
            "PushDone": OpenAPI.object(["token": string, "tracker": OpenAPI.uuid, "day": OpenAPI.date]),
            "NotificationChannel": channel,
            "NotificationChannelList": ["type": "array", "items": OpenAPI.ref("NotificationChannel")],
            "NewNotificationChannel": OpenAPI.object([
                "kind": ["type": "string", "enum": .array(NotificationChannel.Kind.addedByURL.map { .string($0.rawValue) })], "url": ["type": "string", "format": "uri"],
                "secret": ["type": "string", "minLength": 1, "maxLength": 200], "label": ["type": "string", "maxLength": 60],
            ], required: ["kind", "url"]),
        ]
    }()
}

/// What subscribing answers: the channel, and the Done token (given only this once).
private struct Subscribed: Encodable {
    let id: String
    let token: String
    let channel: ChannelJSON
}
