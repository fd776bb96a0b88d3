extension Turkish: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) boş: içe aktarılacak bir şey yok." }
    public var invitedTitle: String { "Davet edildiniz" }
    public var invitedIntro: String {
        "Hesabınız için bir kullanıcı adı ve şifre seçin. Takipleriniz yalnızca sizindir: bu sunucudaki başka kimse onları göremez."
    }
    public func testLink(_ url: String) -> String { "Bağlantı \(url) adresini açar (başka bir adres için --url veya HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "\(time) için deneme — bugün zaten yapıldı, gerçek bir hatırlatıcı gelmezdi" }
    public var limitReached: String { "Sınıra ulaşıldı" }
    public var overLimit: String { "Sınır aşıldı" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) bugün zaten yapıldı: duraklatma yarın başlar ve bugün sayılmaya devam eder."
    }
    public var pauseAllStartsTomorrow: String {
        "Bazı alışkanlıklar bugün zaten yapıldı: duraklatma yarın başlar ve bugün onlar için sayılır. Bugünü de duraklatmak için bugünün tarihini seçin."
    }
    public func habitCount(_ count: Int) -> String { "\(count) alışkanlık" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Tümünü devam ettir" }
    public var cancelPlannedPauses: String { "Planlanan duraklatmaları iptal et" }
    public var flexibleRateNote: String {
        "* Haftada, ayda ya da birkaç günde belirli sayıda yapılan bir alışkanlık yalnızca hedefinin hâlâ ihtiyaç duyduğu günlerde planlıdır; önceden yapılan günler burada sayılmaz. Nasıl gittiğini alışkanlık gücü gösterir."
    }
    public var shortMonthLabels: [String] {
        ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"]
    }
}
