extension Turkish: AccountCopy {
    public var username: String { "Kullanıcı adı" }
    public var password: String { "Şifre" }
    public var wrongCredentials: String { "Kullanıcı adı veya şifre yanlış." }
    public func tooManySignIns(minutes: Int) -> String {
        "Çok fazla başarısız giriş denemesi. \(minutes) dakika sonra yeniden deneyin."
    }
    public var signUpTitle: String { "Habits — hesabınızı oluşturun" }
    public var createAccount: String { "Hesap oluştur" }
    public var passwordHint: String { "En az 8 karakter." }

    public var accountSection: String { "Hesap" }
    public func signedInAs(_ name: String) -> String { "Giriş yapan: \(name)" }
    public var signOut: String { "Çıkış yap" }
    public var sessionsTitle: String { "Giriş yapılan cihazlar" }
    public var thisDevice: String { "Bu cihaz" }
    public func lastActive(_ day: Day) -> String { "Son etkinlik: \(mediumDate(day))" }
    public var revoke: String { "İptal et" }
    public var tokensTitle: String { "API belirteçleri" }
    public var tokensHint: String { "Betikler ve diğer uygulamalar için: Authorization: Bearer başlığını ve ardından belirteci gönderin." }
    public var tokenLabel: String { "Etiket" }
    public var createToken: String { "Belirteç oluştur" }
    public var tokenShownOnce: String { "Bu belirteci şimdi kopyalayın: yalnızca bir kez gösterilir." }
    public var noTokens: String { "Henüz belirteç yok." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Son kullanım: \(mediumDate($0))" } ?? "Hiç kullanılmadı" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "“\(name)” adlı hesap eklendi." + (adopted ? " Bu veritabanındaki mevcut alışkanlıklar bu hesapta kalır." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "“\(name)” silinirse hesap ve tüm alışkanlıkları kaldırılır. Silmek için --yes ile yeniden çalıştırın."
    }
    public func deletedAccount(_ name: String) -> String { "“\(name)” adlı hesap ve tüm alışkanlıkları silindi." }
    public func passwordPrompt(_ name: String) -> String { "\(name) için şifre: " }
    public var noAccounts: String { "Hesap yok: Habits kişisel modda çalışıyor. 'habits user add AD' ile bir hesap ekleyin." }
    public func invitation(link: String, until day: Day) -> String {
        "Kayıt bağlantısı (bir kez kullanılabilir, son gün \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "\(account) için “\(label)” belirteci (yalnızca bu kez gösterilir):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "\(id) numaralı belirteç iptal edildi." }
}
