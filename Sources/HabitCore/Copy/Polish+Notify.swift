extension Polish: NotifyCopy {
    public func reminderBody(time: String) -> String { "Przypomnienie na \(time) — dziś jeszcze nie wykonano" }
    public var doneAction: String { "Wykonano" }

    public var remindersIntro: String {
        "Dokąd trafiają przypomnienia: do powiadomień na tym urządzeniu, do tematu ntfy albo do Twojego webhooka."
    }
    public var iPhoneNote: String {
        "Na iPhonie powiadomienia docierają do Habits dopiero po dodaniu go do ekranu początkowego (iOS 16.4 lub nowszy); aplikacja ntfy działa wszędzie."
    }
    public var pushEnable: String { "Otrzymuj przypomnienia na tym urządzeniu" }
    public var pushUnsupported: String { "Ta przeglądarka nie może tu odbierać powiadomień (potrzebne jest https albo zainstalowana aplikacja)." }
    public var pushDenied: String { "Powiadomienia dla tej strony są zablokowane; zezwól na nie w ustawieniach przeglądarki." }
    public var pushEnabled: String { "To urządzenie otrzymuje przypomnienia." }
    public var pushFailed: String { "Nie udało się zasubskrybować tego urządzenia; spróbuj ponownie później." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Powiadomienia"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "Adres URL tematu ntfy" }
    public var ntfyHint: String { "Np. https://ntfy.sh/twoj-tajny-temat; zasubskrybuj go w aplikacji ntfy." }
    public var webhookURLLabel: String { "Adres URL webhooka" }
    public var webhookSecretLabel: String { "Sekret (opcjonalnie)" }
    public var webhookHint: String { "Każde przypomnienie jest wysyłane metodą POST jako JSON, podpisane sekretem w X-Habits-Signature." }
    public var secretShown: String { "Sekret" }
    public var addChannel: String { "Dodaj" }
    public var removeChannel: String { "Usuń" }
    public func removeChannelLabel(_ name: String) -> String { "Usuń \(name)" }
    public var noChannels: String { "Nie ma jeszcze kanałów." }
    public var neverSent: String { "Jeszcze nic nie wysłano" }
    public func delivered(at: String) -> String { "Dostarczono \(at)" }
    public func failed(at: String, problem: String) -> String { "Niepowodzenie \(at): \(problem)" }
    public var channelAdded: String { "Dodano kanał." }
    public var channelRemoved: String { "Usunięto kanał." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Wysłano test do \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Najpierw dodaj tracker: testowe przypomnienie pokazuje jeden z nich." }
}
