extension Turkish: NotifyCopy {
    public func reminderBody(time: String) -> String { "\(time) hatırlatıcısı — bugün henüz yapılmadı" }
    public var doneAction: String { "Tamamlandı" }

    public var remindersIntro: String {
        "Hatırlatıcıların gideceği yer: bu cihazın bildirimleri, bir ntfy konusu veya kendi web kancanız."
    }
    public var iPhoneNote: String {
        "iPhone'da bildirimler yalnızca Habits Ana Ekran'a eklendiğinde gelir (iOS 16.4 veya üstü); ntfy uygulaması her yerde çalışır."
    }
    public var pushEnable: String { "Bu cihazda hatırlatıcı al" }
    public var pushUnsupported: String { "Bu tarayıcı burada bildirim alamıyor (https veya yüklü uygulama gerekir)." }
    public var pushDenied: String { "Bu site için bildirimler engellendi; tarayıcı ayarlarından izin verin." }
    public var pushEnabled: String { "Bu cihaz hatırlatıcı alıyor." }
    public var pushFailed: String { "Bu cihaz abone edilemedi; daha sonra yeniden deneyin." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Bildirimler"
        case .ntfy: "ntfy"
        case .webhook: "Web kancası"
        }
    }
    public var ntfyURLLabel: String { "ntfy konu adresi" }
    public var ntfyHint: String { "Örneğin https://ntfy.sh/gizli-konunuz; ntfy uygulamasında bu konuya abone olun." }
    public var webhookURLLabel: String { "Web kancası adresi" }
    public var webhookSecretLabel: String { "Gizli anahtar (isteğe bağlı)" }
    public var webhookHint: String { "Her hatırlatıcı JSON olarak POST edilir ve gizli anahtarla X-Habits-Signature başlığında imzalanır." }
    public var secretShown: String { "Gizli anahtar" }
    public var addChannel: String { "Ekle" }
    public var removeChannel: String { "Kaldır" }
    public func removeChannelLabel(_ name: String) -> String { "Kaldır: \(name)" }
    public var noChannels: String { "Henüz kanal yok." }
    public var neverSent: String { "Henüz hiçbir şey gönderilmedi" }
    public func delivered(at: String) -> String { "Teslim edildi: \(at)" }
    public func failed(at: String, problem: String) -> String { "Teslim edilemedi (\(at)): \(problem)" }
    public var channelAdded: String { "Kanal eklendi." }
    public var channelRemoved: String { "Kanal kaldırıldı." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Deneme gönderildi: \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Önce bir takip ekleyin: deneme hatırlatıcısı bunlardan birini gösterir." }
}
