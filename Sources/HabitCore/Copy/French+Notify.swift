extension French: NotifyCopy {
    public func reminderBody(time: String) -> String { "Rappel de \(time) – pas encore fait aujourd’hui" }
    public var doneAction: String { "Fait" }

    public var remindersIntro: String {
        "Où vont les rappels : les notifications de cet appareil, un sujet ntfy ou votre propre webhook."
    }
    public var iPhoneNote: String {
        "Sur iPhone, les notifications n’arrivent à Habits qu’une fois l’app ajoutée à l’écran d’accueil (iOS 16.4 ou ultérieur) ; l’app ntfy fonctionne partout."
    }
    public var pushEnable: String { "Recevoir les rappels sur cet appareil" }
    public var pushUnsupported: String { "Ce navigateur ne peut pas recevoir de notifications ici (il faut https ou l’app installée)." }
    public var pushDenied: String { "Les notifications sont bloquées pour ce site ; autorisez-les dans les réglages du navigateur." }
    public var pushEnabled: String { "Cet appareil reçoit les rappels." }
    public var pushFailed: String { "Impossible d’abonner cet appareil ; réessayez plus tard." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Notifications de l’appareil"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "URL du sujet ntfy" }
    public var ntfyHint: String { "Comme https://ntfy.sh/votre-sujet-secret ; abonnez-vous-y dans l’app ntfy." }
    public var webhookURLLabel: String { "URL du webhook" }
    public var webhookSecretLabel: String { "Secret (facultatif)" }
    public var webhookHint: String { "Chaque rappel est envoyé en POST au format JSON, signé avec le secret dans X-Habits-Signature." }
    public var secretShown: String { "Clé secrète" }
    public var addChannel: String { "Ajouter" }
    public var removeChannel: String { "Retirer" }
    public func removeChannelLabel(_ name: String) -> String { "Retirer \(name)" }
    public var noChannels: String { "Aucun canal pour l’instant." }
    public var neverSent: String { "Rien d’envoyé pour l’instant" }
    public func delivered(at: String) -> String { "Remis le \(at)" }
    public func failed(at: String, problem: String) -> String { "Échec le \(at) : \(problem)" }
    public var channelAdded: String { "Canal ajouté." }
    public var channelRemoved: String { "Canal retiré." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Test envoyé à \(kind) \(url) : \(outcome)" }
    public var noTrackerForTest: String { "Ajoutez d’abord un suivi : un rappel de test en affiche un." }
}
