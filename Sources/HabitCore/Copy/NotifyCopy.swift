/// Reminders' words (SPEC §15): the notifications themselves and Settings → Reminders, part of
/// every language's `Copy`, in `English+Notify.swift` and `Russian+Notify.swift`.
public protocol NotifyCopy {
    /// A reminder's text under the habit's name: "Reminder for 21:00 — not done yet today".
    func reminderBody(time: String) -> String
    /// The notification's action that marks the habit done.
    var doneAction: String { get }

    var remindersIntro: String { get }
    var iPhoneNote: String { get }
    var pushEnable: String { get }
    /// The browser has no Web Push (or the page is not on https).
    var pushUnsupported: String { get }
    var pushDenied: String { get }
    var pushEnabled: String { get }
    var pushFailed: String { get }
    func channelKindName(_ kind: NotificationChannel.Kind) -> String
    var ntfyURLLabel: String { get }
    var ntfyHint: String { get }
    var webhookURLLabel: String { get }
    var webhookSecretLabel: String { get }
    var webhookHint: String { get }
    var secretShown: String { get }
    var addChannel: String { get }
    var removeChannel: String { get }
    func removeChannelLabel(_ name: String) -> String
    var noChannels: String { get }
    var neverSent: String { get }
    /// "Delivered 1 Mar 2025, 21:00".
    func delivered(at: String) -> String
    /// "Failed 1 Mar 2025, 21:00: answered HTTP 500" (`problem` is in English, as the client wrote it).
    func failed(at: String, problem: String) -> String
    var channelAdded: String { get }
    var channelRemoved: String { get }
    /// The CLI's line after a channel's test: "Test sent to webhook https://…: delivered".
    func testReport(kind: String, url: String, outcome: String) -> String
    var noTrackerForTest: String { get }
}

public extension NotifyCopy {
    /// The label of the address field that adds a channel of `kind`.
    func channelURLLabel(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .ntfy: ntfyURLLabel
        case .webhook: webhookURLLabel
        case .push: channelKindName(.push)  // browsers subscribe; no form asks for their address
        }
    }

    /// What the form that adds a channel of `kind` says under its address field.
    func channelHint(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .ntfy: ntfyHint
        case .webhook: webhookHint
        case .push: pushEnable
        }
    }
}
