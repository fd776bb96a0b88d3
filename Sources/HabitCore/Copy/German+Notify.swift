extension German: NotifyCopy {
    public func reminderBody(time: String) -> String { "Erinnerung für \(time) – heute noch nicht erledigt" }
    public var doneAction: String { "Erledigt" }

    public var remindersIntro: String {
        "Wohin Erinnerungen gehen: an die Benachrichtigungen dieses Geräts, an ein ntfy-Thema oder an einen eigenen Webhook."
    }
    public var iPhoneNote: String {
        "Auf dem iPhone kommen Benachrichtigungen erst an, wenn Habits zum Home-Bildschirm hinzugefügt ist (ab iOS 16.4); die ntfy-App funktioniert überall."
    }
    public var pushEnable: String { "Erinnerungen auf diesem Gerät erhalten" }
    public var pushUnsupported: String { "Dieser Browser kann hier keine Benachrichtigungen empfangen (dafür braucht es https oder die installierte App)." }
    public var pushDenied: String { "Benachrichtigungen sind für diese Seite blockiert; erlaube sie in den Browsereinstellungen." }
    public var pushEnabled: String { "Dieses Gerät erhält Erinnerungen." }
    public var pushFailed: String { "Dieses Gerät konnte nicht angemeldet werden; versuche es später erneut." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Benachrichtigungen"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "URL des ntfy-Themas" }
    public var ntfyHint: String { "Etwa https://ntfy.sh/dein-geheimes-thema; abonniere es in der ntfy-App." }
    public var webhookURLLabel: String { "Webhook-URL" }
    public var webhookSecretLabel: String { "Geheimnis (optional)" }
    public var webhookHint: String { "Jede Erinnerung wird als JSON per POST gesendet und in X-Habits-Signature mit dem Geheimnis signiert." }
    public var secretShown: String { "Geheimnis" }
    public var addChannel: String { "Hinzufügen" }
    public var removeChannel: String { "Entfernen" }
    public func removeChannelLabel(_ name: String) -> String { "\(name) entfernen" }
    public var noChannels: String { "Noch keine Kanäle." }
    public var neverSent: String { "Noch nichts gesendet" }
    public func delivered(at: String) -> String { "Zugestellt \(at)" }
    public func failed(at: String, problem: String) -> String { "Fehlgeschlagen \(at): \(problem)" }
    public var channelAdded: String { "Kanal hinzugefügt." }
    public var channelRemoved: String { "Kanal entfernt." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Test an \(kind) \(url) gesendet: \(outcome)" }
    public var noTrackerForTest: String { "Füge zuerst einen Tracker hinzu: Eine Test-Erinnerung zeigt einen davon." }
}
