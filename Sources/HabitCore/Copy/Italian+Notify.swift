extension Italian: NotifyCopy {
    public func reminderBody(time: String) -> String { "Promemoria delle \(time): non ancora fatto oggi" }
    public var doneAction: String { "Fatto" }

    public var remindersIntro: String {
        "Dove arrivano i promemoria: le notifiche di questo dispositivo, un argomento ntfy o un tuo webhook."
    }
    public var iPhoneNote: String {
        "Su iPhone, le notifiche arrivano a Habits solo dopo averlo aggiunto alla schermata Home (iOS 16.4 o successivo); l’app ntfy funziona ovunque."
    }
    public var pushEnable: String { "Ricevi promemoria su questo dispositivo" }
    public var pushUnsupported: String { "Questo browser non può ricevere notifiche qui (serve https o l’app installata)." }
    public var pushDenied: String { "Le notifiche sono bloccate per questo sito; consentile nelle impostazioni del browser." }
    public var pushEnabled: String { "Questo dispositivo riceve i promemoria." }
    public var pushFailed: String { "Impossibile iscrivere questo dispositivo; riprova più tardi." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Notifiche"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "URL dell’argomento ntfy" }
    public var ntfyHint: String { "Come https://ntfy.sh/il-tuo-argomento-segreto; iscriviti nell’app ntfy." }
    public var webhookURLLabel: String { "URL del webhook" }
    public var webhookSecretLabel: String { "Segreto (facoltativo)" }
    public var webhookHint: String { "Ogni promemoria viene inviato in POST come JSON, firmato con il segreto in X-Habits-Signature." }
    public var secretShown: String { "Segreto" }
    public var addChannel: String { "Aggiungi" }
    public var removeChannel: String { "Rimuovi" }
    public func removeChannelLabel(_ name: String) -> String { "Rimuovi \(name)" }
    public var noChannels: String { "Ancora nessun canale." }
    public var neverSent: String { "Ancora nulla di inviato" }
    public func delivered(at: String) -> String { "Consegnato il \(at)" }
    public func failed(at: String, problem: String) -> String { "Non riuscito il \(at): \(problem)" }
    public var channelAdded: String { "Canale aggiunto." }
    public var channelRemoved: String { "Canale rimosso." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Prova inviata a \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Prima aggiungi un tracker: un promemoria di prova ne mostra uno." }
}
