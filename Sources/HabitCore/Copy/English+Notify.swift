extension English: NotifyCopy {
    public func reminderBody(time: String) -> String { "Reminder for \(time) — not done yet today" }
    public var doneAction: String { "Done" }

    public var remindersIntro: String {
        "Where reminders go: this device's notifications, an ntfy topic, or a webhook of your own."
    }
    public var iPhoneNote: String {
        "On an iPhone, notifications reach Habits only once it's added to the Home Screen (iOS 16.4 or later); the ntfy app works everywhere."
    }
    public var pushEnable: String { "Get reminders on this device" }
    public var pushUnsupported: String { "This browser can't receive notifications here (it needs https or the installed app)." }
    public var pushDenied: String { "Notifications are blocked for this site; allow them in the browser's settings." }
    public var pushEnabled: String { "This device gets reminders." }
    public var pushFailed: String { "This device couldn't be subscribed; try again later." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Notifications"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "ntfy topic URL" }
    public var ntfyHint: String { "Like https://ntfy.sh/your-secret-topic; subscribe to it in the ntfy app." }
    public var webhookURLLabel: String { "Webhook URL" }
    public var webhookSecretLabel: String { "Secret (optional)" }
    public var webhookHint: String { "Each reminder is POSTed as JSON, signed in X-Habits-Signature with the secret." }
    public var secretShown: String { "Secret" }
    public var addChannel: String { "Add" }
    public var removeChannel: String { "Remove" }
    public func removeChannelLabel(_ name: String) -> String { "Remove \(name)" }
    public var noChannels: String { "No channels yet." }
    public var neverSent: String { "Nothing sent yet" }
    public func delivered(at: String) -> String { "Delivered \(at)" }
    public func failed(at: String, problem: String) -> String { "Failed \(at): \(problem)" }
    public var channelAdded: String { "Channel added." }
    public var channelRemoved: String { "Channel removed." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Test sent to \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Add a tracker first: a test reminder shows one of them." }
}
