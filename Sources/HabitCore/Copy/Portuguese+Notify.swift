extension Portuguese: NotifyCopy {
    public func reminderBody(time: String) -> String { "Lembrete das \(time) — ainda não feito hoje" }
    public var doneAction: String { "Feito" }

    public var remindersIntro: String {
        "Para onde vão os lembretes: as notificações deste dispositivo, um tópico do ntfy ou um webhook seu."
    }
    public var iPhoneNote: String {
        "No iPhone, as notificações só chegam ao Habits depois que ele é adicionado à Tela de Início (iOS 16.4 ou posterior); o app ntfy funciona em qualquer lugar."
    }
    public var pushEnable: String { "Receber lembretes neste dispositivo" }
    public var pushUnsupported: String { "Este navegador não pode receber notificações aqui (é preciso https ou o app instalado)." }
    public var pushDenied: String { "As notificações estão bloqueadas para este site; permita-as nas configurações do navegador." }
    public var pushEnabled: String { "Este dispositivo recebe lembretes." }
    public var pushFailed: String { "Não foi possível inscrever este dispositivo; tente de novo mais tarde." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Notificações"
        case .ntfy: "ntfy"
        case .webhook: "Webhook"
        }
    }
    public var ntfyURLLabel: String { "URL do tópico do ntfy" }
    public var ntfyHint: String { "Como https://ntfy.sh/seu-topico-secreto; inscreva-se nele no app ntfy." }
    public var webhookURLLabel: String { "URL do webhook" }
    public var webhookSecretLabel: String { "Segredo (opcional)" }
    public var webhookHint: String { "Cada lembrete é enviado por POST como JSON, assinado com o segredo em X-Habits-Signature." }
    public var secretShown: String { "Segredo" }
    public var addChannel: String { "Adicionar" }
    public var removeChannel: String { "Remover" }
    public func removeChannelLabel(_ name: String) -> String { "Remover \(name)" }
    public var noChannels: String { "Ainda não há canais." }
    public var neverSent: String { "Nada enviado ainda" }
    public func delivered(at: String) -> String { "Entregue em \(at)" }
    public func failed(at: String, problem: String) -> String { "Falhou em \(at): \(problem)" }
    public var channelAdded: String { "Canal adicionado." }
    public var channelRemoved: String { "Canal removido." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Teste enviado para \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Adicione um rastreador primeiro: o lembrete de teste mostra um deles." }
}
