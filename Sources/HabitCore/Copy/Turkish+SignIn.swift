extension Turkish: SignInCopy {
    public func signInWith(_ label: String) -> String { "\(label) ile giriş yap" }
    public var passwordSignInOff: String { "Bu sunucuda parolayla giriş kapalı." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "Giriş hizmeti şu anda kullanılamıyor (\(detail)). Daha sonra yeniden deneyin."
        case .providerRefused(let code): "Giriş hizmeti girişinizi yapmadı (\(code))."
        case .stateInvalid: "Bu girişin süresi doldu, zaten kullanıldı ya da başka bir tarayıcıda başladı. Yeniden başlayın."
        case .tokenMalformed: "Giriş hizmetinin yanıtı geçerli bir kimlik belirteci değil; hiçbir şey yapılmadı."
        case .algorithmRefused(let algorithm): "Giriş hizmeti \"\(algorithm)\" ile imzaladı; yalnızca RS256 ve ES256 kabul edilir."
        case .unknownKey: "Giriş hizmeti yayımlamadığı bir anahtarla imzaladı; hiçbir şey yapılmadı."
        case .signatureInvalid: "Kimlik belirtecinin imzası geçerli değil; hiçbir şey yapılmadı."
        case .issuerMismatch: "Kimlik belirteci, bu sunucunun güvendiği yayıncıdan gelmiyor."
        case .audienceMismatch: "Kimlik belirteci başka bir uygulama için üretilmiş."
        case .expired: "Kimlik belirtecinin süresi doldu. Yeniden giriş yapın."
        case .notYetValid: "Kimlik belirteci ileri bir tarihli; bu sunucunun ve giriş hizmetinin saatlerini denetleyin."
        case .nonceMismatch: "Kimlik belirteci başka bir girişe ait. Yeniden başlayın."
        case .noAccount(let subject):
            "Burada bu girişe (\(subject)) bağlı bir hesap yok. Sunucunun sahibinden bağlamasını isteyin: "
                + "habits user link AD --oidc-sub \(subject)."
        case .wrongAccount: "Bu giriş başka bir hesaba ait; hiçbir şey silinmedi."
        case .unknownProxyUser(let name): "Vekil sunucu sizi \"\(name)\" olarak giriş yaptırdı, ama burada böyle bir hesap yok."
        }
    }
    public var signedInContinue: String { "Giriş yaptınız." }
    public var continueToApp: String { "Habits'e devam et" }
    public func accountDeletedNotice(_ name: String) -> String { "\"\(name)\" hesabı ve tüm alışkanlıkları silindi." }

    public var signInMethodsTitle: String { "Giriş yolları" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Parola" : "Parola yok" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), bağlandı: \(mediumDate(day))"
    }
    public var proxyMethod: String { "Bu sunucunun önündeki vekil sunucunun girişi" }

    public var passwordSection: String { "Parola" }
    public var currentPassword: String { "Geçerli parola" }
    public var newPassword: String { "Yeni parola" }
    public var repeatNewPassword: String { "Yeni parola (yeniden)" }
    public func newPasswordHint(minimum: Int) -> String {
        "En az \(minimum) karakter ve hesabın adı olmamalı. Diğer tüm cihazlarda oturum kapatılır."
    }
    public var noPasswordYet: String { "Bu hesabın parolası yok: başka bir yoldan giriş yapıyor. Bir parola belirleyebilirsiniz." }
    public var changePassword: String { "Parolayı değiştir" }
    public var setPassword: String { "Parola belirle" }
    public func passwordChanged(signedOut: Int) -> String {
        "Parola değiştirildi." + (signedOut == 0 ? "" : " Oturumu kapatılan diğer cihaz sayısı: \(signedOut).")
    }

    public var deleteAccountSection: String { "Hesabı sil" }
    public var deleteAccountHint: String {
        "Bu işlem hesabı, tüm alışkanlıklarını ve oturum açılmış her cihazı kalıcı olarak kaldırır. Saklamak için önce alışkanlıklarınızı dışa aktarın."
    }
    public var exportFirst: String { "Önce dışa aktar" }
    public var confirmWithPassword: String { "Onaylamak için parolanız" }
    public var deleteAccountButton: String { "Hesabımı sil" }
    public func confirmDeletionWith(_ label: String) -> String { "\(label) ile onayla ve sil" }
    public var cannotConfirmDeletion: String {
        "Bu hesabın onay için ne parolası ne de bağlı bir girişi var. Yukarıdan bir parola belirleyin ya da sunucunun sahibine başvurun."
    }

    public func newPasswordPrompt(_ name: String) -> String { "\(name) için yeni parola: " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "\"\(name)\" hesabının parolası değiştirildi; kapatılan oturum sayısı: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "\"\(name)\", \(issuer) üzerindeki \(subject) ile bağlandı."
    }
}
