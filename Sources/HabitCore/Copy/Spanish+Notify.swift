extension Spanish: NotifyCopy {
    public func reminderBody(time: String) -> String { "Recordatorio de las \(time): aún sin hacer hoy" }
    public var doneAction: String { "Hecho" }

    public var remindersIntro: String {
        "Adónde van los recordatorios: a las notificaciones de este dispositivo, a un tema de ntfy o a un webhook propio."
    }
    public var iPhoneNote: String {
        "En un iPhone, las notificaciones solo llegan a Habits si lo añades a la pantalla de inicio (iOS 16.4 o posterior); la app ntfy funciona en todas partes."
    }
    public var pushEnable: String { "Recibir recordatorios en este dispositivo" }
    public var pushUnsupported: String { "Este navegador no puede recibir notificaciones aquí (necesita https o la app instalada)." }
    public var pushDenied: String { "Las notificaciones están bloqueadas para este sitio; permítelas en los ajustes del navegador." }
    public var pushEnabled: String { "Este dispositivo recibe recordatorios." }
    public var pushFailed: String { "No se pudo suscribir este dispositivo; vuelve a intentarlo más tarde." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Notificaciones"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "URL del tema de ntfy" }
    public var ntfyHint: String { "Como https://ntfy.sh/tu-tema-secreto; suscríbete a él en la app ntfy." }
    public var webhookURLLabel: String { "URL del webhook" }
    public var webhookSecretLabel: String { "Secreto (opcional)" }
    public var webhookHint: String { "Cada recordatorio se envía por POST como JSON, firmado con el secreto en X-Habits-Signature." }
    public var secretShown: String { "Secreto" }
    public var addChannel: String { "Añadir" }
    public var removeChannel: String { "Quitar" }
    public func removeChannelLabel(_ name: String) -> String { "Quitar \(name)" }
    public var noChannels: String { "Aún no hay canales." }
    public var neverSent: String { "Aún no se ha enviado nada" }
    public func delivered(at: String) -> String { "Entregado: \(at)" }
    public func failed(at: String, problem: String) -> String { "Falló \(at): \(problem)" }
    public var channelAdded: String { "Canal añadido." }
    public var channelRemoved: String { "Canal quitado." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Prueba enviada a \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Añade primero un seguimiento: el recordatorio de prueba muestra uno de ellos." }
}
