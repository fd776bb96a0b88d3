import Foundation
import HabitCore
import HTTPServer

/// Settings → Reminders (SPEC §15): this device's notifications, the channels with how each last
/// delivery went, and forms to add an ntfy topic or a webhook. Without JavaScript the forms work;
/// the push button needs the script (`push.js`) and the browser's Push API.
extension SettingsPage {
    func remindersSection() -> Node {
        let channels = library.notificationChannels
        return element("section", [("class", "settings-group"), ("id", "reminders"), ("aria-labelledby", "reminders-title")]) {
            element("h2", [("id", "reminders-title")]) { strings.remindersTitle }
            element("p", [("class", "hint")]) { strings.remindersIntro }
            // Shown by push.js once it knows what this browser can do; its messages come from here.
            element("div", [("class", "push-device"), ("id", "push-device"), ("hidden", nil),
                            ("data-key-url", "/api/v1/push/vapid-key"), ("data-subscribe-url", "/api/v1/push/subscriptions"),
                            ("data-label", strings.thisDevice), ("data-enabled", strings.pushEnabled),
                            ("data-denied", strings.pushDenied), ("data-unsupported", strings.pushUnsupported),
                            ("data-failed", strings.pushFailed)]) {
                element("button", [("type", "button"), ("class", "button secondary"), ("id", "push-enable")]) { strings.pushEnable }
                element("p", [("class", "hint"), ("id", "push-status"), ("aria-live", "polite")]) { "" }
            }
            element("p", [("class", "hint")]) { strings.iPhoneNote }
            if channels.isEmpty {
                element("p", [("class", "hint"), ("id", "no-channels")]) { strings.noChannels }
            } else {
                element("ul", [("class", "channel-list")]) {
                    for channel in channels { channelRow(channel) }
                }
            }
            for kind in NotificationChannel.Kind.addedByURL { channelForm(kind) }
        }
    }

    private func channelRow(_ channel: NotificationChannel) -> Node {
        let name = strings.channelKindName(channel.kind)
        let shown = channel.label ?? Self.shortURL(channel)
        return element("li", [("class", "channel-row"), ("data-kind", channel.kind.rawValue)]) {
            element("div", [("class", "channel-text")]) {
                element("span", [("class", "channel-title")]) {
                    element("span", [("class", "channel-name")]) { name + " · " }
                    element("bdi") { shown }
                }
                if let secret = channel.target.secret {
                    element("span", [("class", "hint channel-secret")]) {
                        strings.secretShown + ": "
                        element("code") { NotificationChannel.secretHint(secret) }
                    }
                }
                element("span", [("class", "hint channel-last")] + (channel.lastDelivery?.delivered == false ? [("data-failed", "true")] : [])) {
                    lastDelivery(channel.lastDelivery)
                }
            }
            element("form", [("method", "post"), ("action", Routes.settingsRemoveChannel)]) {
                element("input", [("type", "hidden"), ("name", "id"), ("value", channel.id.lowercased)])
                element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
                element("button", [("type", "submit"), ("class", "button danger"),
                                   ("aria-label", strings.removeChannelLabel("\(name) \(shown)"))]) { strings.removeChannel }
            }
        }
    }

    private func lastDelivery(_ result: DeliveryResult?) -> String {
        guard let result else { return strings.neverSent }
        let when = Self.moment(result.at, in: zone, language: language)
        return result.delivered ? strings.delivered(at: when) : strings.failed(at: when, problem: result.problem ?? "")
    }

    /// `1 Mar 2025, 21:00` in the person's zone.
    static func moment(_ date: Date, in zone: TimeZone, language: Language) -> String {
        let day = Day(date, in: zone)
        let seconds = Int(date.timeIntervalSince1970) + zone.secondsFromGMT(for: date)
        let minutes = ((seconds % 86_400) + 86_400) % 86_400 / 60
        return language.mediumDate(day) + ", " + String(format: "%02d:%02d", minutes / 60, minutes % 60)
    }

    /// A push endpoint's host (its path is a long opaque id); other URLs as they are.
    static func shortURL(_ channel: NotificationChannel) -> String {
        if case .push = channel.kind, let host = URLComponents(string: channel.url)?.host { return host }
        return channel.url
    }

    /// The form that adds a channel of `kind` by its URL: its label, hint and placeholder, and a
    /// secret field for the kinds that take one.
    private func channelForm(_ kind: NotificationChannel.Kind) -> Node {
        let field = "\(kind.rawValue)-url", secretField = "\(kind.rawValue)-secret"
        return element("form", [("class", "channel-form"), ("method", "post"), ("action", Routes.settingsChannel(kind))]) {
            element("label", [("for", field)]) { strings.channelURLLabel(kind) }
            element("input", [("type", "url"), ("id", field), ("name", "url"), ("inputmode", "url"), ("autocomplete", "off"),
                              ("placeholder", kind.exampleURL), ("value", typed[field] ?? ""),
                              ("aria-describedby", "\(field)-hint" + (errors[field] == nil ? "" : " \(field)-error"))]
                             + (errors[field] == nil ? [] : [("aria-invalid", "true")]))
            element("p", [("class", "hint"), ("id", "\(field)-hint")]) { strings.channelHint(kind) }
            element("p", [("id", "\(field)-error"), ("class", "field-error"), ("role", "alert")] + (errors[field] == nil ? [("hidden", nil)] : [])) {
                if let message = errors[field] { message.node(in: language) }
            }
            if kind.takesSecret {
                element("label", [("for", secretField)]) { strings.webhookSecretLabel }
                element("input", [("type", "text"), ("id", secretField), ("name", "secret"), ("autocomplete", "off"),
                                  ("value", typed[secretField] ?? "")])
            }
            element("input", [("type", "hidden"), ("name", "back"), ("value", back)])
            element("button", [("type", "submit"), ("class", "button secondary")]) { strings.addChannel }
        }
    }
}

/// The form posts of Settings → Reminders; each redirects back to Settings, or shows the refused
/// field's message there (422) with what was typed.
struct ChannelsController: Sendable {
    let app: AppContext

    func register(on router: inout Router) {
        for kind in NotificationChannel.Kind.addedByURL {
            router.post(Routes.settingsChannel(kind)) { try add($0, kind: kind) }
        }
        router.post(Routes.settingsRemoveChannel, remove)
    }

    private func page(_ request: Request, back: String) -> SettingsPage {
        SettingsPage(language: request.context.language, back: back, library: request.store.library, today: request.context.today,
                     zone: request.context.zone)
    }

    func add(_ request: Request, kind: NotificationChannel.Kind) throws -> Response {
        let form = try Web.Form(request)
        let back = Web.safeBack(form["back"])
        let url = form["url"] ?? ""
        let secret = (form["secret"] ?? "").trimmingCharacters(in: .whitespaces)
        guard let target = NotificationChannel.Target(kind: kind, url: url,
                                                      secret: kind.takesSecret ? (secret.isEmpty ? NotificationsAPI.newSecret() : secret) : nil)
        else { throw HTTPError.notFound() }  // browsers subscribe through the API; no form posts a push channel
        let newID: NotificationChannel.ID = app.ids.make(), now = app.clock.now()
        if let error = try request.store.attempt({ (library: inout Library) throws(DomainError) in
            _ = try library.addChannel(target, label: nil, id: newID, now: now)
        }) {
            var page = page(request, back: back)
            page.errors["\(kind.rawValue)-url"] = .rule(error)
            page.typed = ["\(kind.rawValue)-url": url, "\(kind.rawValue)-secret": secret]
            return page.render(status: ErrorBoundary.status(refusing: error))
        }
        return .redirect(to: Routes.with(Routes.settings, back: back) + "#reminders")
    }

    func remove(_ request: Request) throws -> Response {
        let form = try Web.Form(request)
        if let id = form["id"].flatMap({ NotificationChannel.ID($0) }) {
            try request.store.update { (library: inout Library) throws(DomainError) in
                if library.channel(id) != nil { try library.removeChannel(id) }
            }
        }
        return .redirect(to: Routes.with(Routes.settings, back: Web.safeBack(form["back"])) + "#reminders")
    }
}
