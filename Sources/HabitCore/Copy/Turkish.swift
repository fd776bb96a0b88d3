/// The product's Turkish copy.
///
/// Glossary (one word for each of the product's terms):
/// habit — alışkanlık; tracker — takip (takipler); irregular event — düzensiz etkinlik;
/// streak — seri; best streak on a card — rekor; skip — atla / atlandı; pause — duraklat /
/// duraklatıldı; resume — devam ettir; archive — arşivle / arşiv; measurable — ölçülebilir
/// (miktar say); yes/no habit — evet/hayır alışkanlığı; category — kategori; note — not;
/// entry — kayıt; strength — alışkanlık gücü; reminder — hatırlatıcı; channel — kanal;
/// webhook — web kancası; account — hesap; password — şifre; passphrase — parola; token — belirteç.
///
/// Names a person gave (trackers, categories) never take a suffix: Turkish suffixes follow the
/// name's last vowel, so sentences are built around them ("“Okuma” adlı takip", "Okuma için").
public struct Turkish: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Türkçe" }

    public var pluralRule: PluralRule { .turkish }

    // MARK: Dates

    public var monthNames: [String] {
        ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]
    }
    private var shortMonthNames: [String] {
        ["Oca", "Şub", "Mar", "Nis", "May", "Haz", "Tem", "Ağu", "Eyl", "Eki", "Kas", "Ara"]
    }
    public var weekdayNames: [String] { ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"] }
    public var shortWeekdayNames: [String] { ["Pzt", "Sal", "Çar", "Per", "Cum", "Cmt", "Paz"] }

    public func weekdayTitle(_ weekday: Weekday) -> String { weekdayName(weekday) }
    /// `d MMMM EEEE`: "8 Mart Cumartesi".
    public func heading(_ day: Day) -> String { "\(day.dayOfMonth) \(monthName(day.month)) \(weekdayName(day.weekday))" }
    public func headingWithYear(_ day: Day) -> String {
        "\(day.dayOfMonth) \(monthName(day.month)) \(day.year) \(weekdayName(day.weekday))"
    }
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y)"
    }
    /// `d EEE`: "8 Cmt".
    public func chip(_ day: Day) -> String { "\(day.dayOfMonth) \(shortWeekdayName(day.weekday))" }
    public func monthTitle(_ day: Day) -> String { "\(monthName(day.month)) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) gün" }
    public func trackerCount(_ count: Int) -> String { "\(count) takip" }
    public func best(_ count: Int) -> String { "Rekor \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let times): "Haftada \(times) kez"
        case .monthly(let times): "Ayda \(times) kez"
        case .rolling(1, let days): "\(days) günde bir"
        case .rolling(let times, let days): "\(days) günde \(times) kez"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) hf."
        case .months: "\(count) ay"
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) hafta"
        case .months: "\(count) ay"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Takipler" }
    public var statistics: String { "İstatistikler" }
    public var search: String { "Ara" }
    public var filters: String { "Filtreler" }
    public var whatToTrack: String { "Neyi takip edelim?" }
    public var nothingFound: String { "Hiçbir şey bulunamadı" }
    public var pinned: String { "Sabitlenenler" }
    public var progressTodayTemplate: String { "Bugün tamamlanan: {done}/{total}" }
    public var progressOtherDayTemplate: String { "Tamamlanan: {done}/{total}" }
    public var allDoneToday: String { "Bugün hepsi tamam. Harika iş!" }
    public var addTracker: String { "Takip ekle" }
    public var createTracker: String { "Takip oluştur" }
    public var habit: String { "Alışkanlık" }
    public var irregularEvent: String { "Düzensiz etkinlik" }
    public var chooseDate: String { "Bir gün seçin" }
    public var previousMonth: String { "Önceki ay" }
    public var nextMonth: String { "Sonraki ay" }
    public var today: String { "Bugün" }
    public var settings: String { "Ayarlar" }
    public func menuFor(_ name: String) -> String { "\(name): işlemler" }
    public func markDone(_ name: String) -> String { "Tamamlandı olarak işaretle: \(name)" }
    public var pin: String { "Sabitle" }
    public var unpin: String { "Sabitlemeyi kaldır" }
    public var edit: String { "Düzenle" }
    public var details: String { "Ayrıntılar" }
    public var delete: String { "Sil" }
    public var allTrackers: String { "Tüm takipler" }
    public var todaysTrackers: String { "Bugünün takipleri" }
    public var completed: String { "Tamamlananlar" }
    public var uncompleted: String { "Tamamlanmayanlar" }
    public func deleteTrackerQuestion(_ name: String) -> String { "“\(name)” ve geçmişi silinsin mi? Bu işlem geri alınamaz." }
    public var offlineStatus: String { "Çevrimdışı — dokunuşlarınız sonra eşitlenecek" }
    public var syncedStatus: String { "Tüm değişiklikler eşitlendi" }
    public var refusedStatus: String { "Çevrimdışıyken yapılan bir değişiklik kaydedilmedi:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Yalnızca istediklerinizi takip edin", "Litrelerce su ve yoga olmasa bile"] }
    public var onboardingLabel: String { "Habits uygulamasına hoş geldiniz" }
    public var awesomeTech: String { "Harika teknoloji!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Henüz analiz edilecek bir şey yok" }
    public var bestStreak: String { "En iyi seri" }
    public var perfectDays: String { "Kusursuz günler" }
    public var trackersCompleted: String { "Tamamlanan takipler" }
    public var average: String { "Ortalama" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Yeni alışkanlık" }
    public var newEvent: String { "Yeni düzensiz etkinlik" }
    public var editHabit: String { "Alışkanlığı düzenle" }
    public var editEvent: String { "Düzensiz etkinliği düzenle" }
    public var namePlaceholder: String { "Takip adını girin" }
    public var trackerName: String { "Takip adı" }
    public var clear: String { "Temizle" }
    public var category: String { "Kategori" }
    public var schedule: String { "Program" }
    public var everyDay: String { "Her gün" }
    public var note: String { "Not" }
    public var notePlaceholder: String { "İsteğe bağlı açıklama" }
    public var emoji: String { "Emoji" }
    public var color: String { "Renk" }
    public var cancel: String { "İptal" }
    public var create: String { "Oluştur" }
    public var save: String { "Kaydet" }
    public var done: String { "Bitti" }
    public var chooseCategory: String { "Bir kategori seçin." }
    public var chooseDays: String { "En az bir gün seçin." }
    public var chooseEmoji: String { "Bir emoji seçin." }
    public var chooseColor: String { "Bir renk seçin." }
    public var startDate: String { "Başlangıç tarihi" }
    public var chooseStart: String { "Bir başlangıç tarihi seçin." }
    public var changedElsewhere: String {
        "Bu takip, formu açmanızdan sonra değiştirildi. Güncel değerleri bunlar; değişikliğinizi yeniden yapın."
    }
    public var colorNames: [String] {
        ["Mavi", "Yeşil", "Kehribar", "Kırmızı", "Mor", "Camgöbeği", "Pembe", "Arduvaz", "Mercan", "Turuncu", "Gök mavisi",
         "Menekşe", "Nane", "Orkide", "Çivit", "Açık pembe", "Lavanta mavisi", "Limon yeşili"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Mevcut seri \(days(current)), rekor \(best)" }
    public var categoryPlaceholder: String { "Alışkanlıklar ve etkinlikler anlamlarına göre gruplanabilir" }
    public var addCategory: String { "Kategori ekle" }
    public var newCategory: String { "Yeni kategori" }
    public var categoryNamePlaceholder: String { "Kategori adını girin" }
    public var categoryMenu: String { "Kategori işlemleri" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "“\(name)” ve içindeki \(trackerCount(count)) silinsin mi? Bu işlem geri alınamaz."
    }

    // MARK: Tracker detail

    public var back: String { "← Geri" }
    public var offlineTitle: String { "Bağlantı yok" }
    public var offlineMessage: String { "Bu ekran bu cihaza kaydedilmemiş. İnternete bağlanıp yeniden deneyin." }
    public var currentStreak: String { "Mevcut seri" }
    public var bestStreakDetail: String { "En iyi seri" }
    public var last7Days: String { "Son 7 gün" }
    public var last30Days: String { "Son 30 gün" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(mediumDate(start)) tarihinden beri \(self.days(days)) tamamlandı"
    }
    public var dayDone: String { "tamamlandı" }
    public var dayMissed: String { "kaçırıldı" }
    public var dayPending: String { "henüz yapılmadı" }
    public var dayUnscheduled: String { "planlanmadı" }
    public var dayBeforeStart: String { "başlangıçtan önce" }
    public var daySkipped: String { "atlandı" }
    public var dayPaused: String { "duraklatıldı" }
    public var dayOpen: String { "yapılabilir" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Haftanın günleri" }
    public var scheduleTimesAWeek: String { "Haftada kaç kez" }
    public var scheduleTimesAMonth: String { "Ayda kaç kez" }
    public var scheduleEveryNDays: String { "N günde bir" }
    public var scheduleTimesInDays: String { "M günde N kez" }
    public var applySchedule: String { "Uygula" }
    public var numberOfTimes: String { "Kaç kez" }
    public var numberOfDays: String { "Kaç gün" }
    public var measureTitle: String { "Ölçüm" }
    public var measureAmount: String { "Miktar say" }
    public var measureFixedHint: String { "Evet/hayır alışkanlığı öyle kalır; miktar saymak için yeni bir alışkanlık oluşturun." }
    public var unit: String { "Birim" }
    public var unitPlaceholder: String { "bardak, km, dk" }
    public var target: String { "Hedef" }
    public var atMost: String { "En fazla" }
    public var step: String { "Adım" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "en az" : "en fazla"
        switch per {
        case .days: return "Günde \(limit) \(target) \(unit)"
        case .weeks: return "Haftada \(limit) \(target) \(unit)"
        case .months: return "Ayda \(limit) \(target) \(unit)"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "Bu hafta \(value) / \(target) \(unit)"
        case .months: "Bu ay \(value) / \(target) \(unit)"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "\(name) için \(step) \(unit) ekle" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Rekor \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Mevcut seri \(streakLength(current, unit)), rekor \(streakLength(best, unit))"
    }
    public var value: String { "Değer" }
    public func valueFor(_ name: String) -> String { "Değer: \(name)" }
    public var skipToday: String { "Bugünü atla" }
    public var skip: String { "Atla" }
    public var unskip: String { "Atlamayı geri al" }
    public func noteFor(_ name: String) -> String { "Not: \(name)" }
    public var dayNote: String { "Günün notu" }
    public var skippedCard: String { "Atlandı" }
    public var optionalToday: String { "Bugün isteğe bağlı" }
    public var pause: String { "Duraklat" }
    public var resume: String { "Devam ettir" }
    public var archive: String { "Arşivle" }
    public var unarchive: String { "Arşivden çıkar" }
    public var moveUp: String { "Yukarı taşı" }
    public var moveDown: String { "Aşağı taşı" }
    public var pausedSection: String { "Duraklatılanlar" }
    public func pauseFor(_ name: String) -> String { "Duraklat: \(name)" }
    public var pauseFrom: String { "Başlangıç" }
    public var pauseUntil: String { "Bitiş" }
    public var pauseUntilHint: String { "Devam ettirene kadar duraklatmak için Bitiş alanını boş bırakın." }
    public func pausedUntil(_ day: Day?) -> String {
        day.map { "\(mediumDate($0)) tarihine kadar duraklatıldı" } ?? "Devam ettirilene kadar duraklatıldı"
    }
    public var pauseAll: String { "Tümünü duraklat" }
    public var pauseAllHint: String { "Tatil için tüm alışkanlıkları duraklatın: bu günler serileri bozmaz." }
    public var archivedTitle: String { "Arşiv" }
    public var nothingArchived: String { "Arşivde hiçbir şey yok." }
    public var dayStart: String { "Günün başladığı saat" }
    public var setDayStart: String { "Gün başlangıcını ayarla" }
    public var dayStartHint: String { "Gece yarısından sonra ve bu saatten önce yapılan işaretlemeler önceki güne sayılır." }
    public var weekStart: String { "Haftanın ilk günü" }
    public var weekStartHint: String { "Takvimler bu günle başlar; haftalık bir alışkanlık da kaç kez yapıldığını bu günden itibaren sayar." }
    public var setWeekStart: String { "Haftanın ilk gününü ayarla" }

    // MARK: Settings

    public var languageLabel: String { "Dil" }
    public var export: String { "Dışa aktar" }
    public var exportHint: String { "Her şeyi tek bir JSON dosyası olarak indirin." }
    public var importTitle: String { "İçe aktar" }
    public var importHint: String { "Dışa aktarılmış bir dosyayı bu boş uygulamaya yükleyin." }
    public var importButton: String { "Dosyayı içe aktar" }
    public func imported(_ trackers: Int) -> String { "\(trackerCount(trackers)) içe aktarıldı." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — giriş" }
    public var passphrase: String { "Parola" }
    public var signIn: String { "Giriş yap" }
    public var wrongPassphrase: String { "Parola yanlış." }
    public var tooManyPassphrases: String { "Çok fazla yanlış parola girildi. Biraz bekleyip yeniden deneyin." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Bulunamadı", "Bu sayfa veya takip yok (artık yok).")
        case 503: ("Kaydedilemedi", "Değişiklik şu anda kaydedilemedi ve hiçbir şey değişmedi. Birazdan yeniden deneyin.")
        case 400...499: ("Olmadı", "İstek anlaşılamadı.")
        default: ("Bir sorun oluştu", "Bizim tarafımızda bir sorun oluştu. Yeniden deneyin.")
        }
    }
    public var backToTrackers: String { "Takiplere dön" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Takibinize bir ad verin."
        case .nameTooLong, .categoryNameTooLong: "En fazla 38 karakter"
        case .duplicateTracker(let name): "“\(name)” zaten takip ediliyor."
        case .categoryNameMissing: "Kategorinize bir ad verin."
        case .duplicateCategory(let name): "“\(name)” adlı kategori zaten var."
        case .noteTooLong: "Not en fazla 200 karakter olabilir."
        case .controlCharacters: "Adlarda ve notlarda denetim karakterleri (NUL gibi) kullanılamaz."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Emojilerden birini seçin."
        case .invalidColor(let text): "“\(text)” bir renk değil; #RRGGBB biçimini kullanın."
        case .futureDay: "Gelecekteki bir gün işaretlenemez."
        case .beforeStart(let name, let start): "“\(name)” \(mediumDate(start)) tarihinde başladı."
        case .notScheduled(let name, let weekday): "“\(name)” \(weekdayName(weekday)) günleri için planlanmadı."
        case .eventAlreadyDone(let name, let day): "“\(name)” \(mediumDate(day)) tarihinde zaten yapıldı. Önce o günü geri alın."
        case .startAfterFirstCompletion(let name, let first):
            "“\(name)” ilk kez \(mediumDate(first)) tarihinde yapıldı; daha sonra başlayamaz."
        case .startInFuture: "Bir takip gelecekte başlayamaz."
        case .kindChange: "Bir alışkanlık etkinliğe dönüştürülemez, etkinlik de alışkanlığa."
        case .unknownTracker(let name): "“\(name)” adlı bir takip yok."
        case .unknownCategory(let name): "“\(name)” adlı bir kategori yok."
        case .databaseNotEmpty: "İçe aktarma boş bir veritabanı gerektirir; bu veritabanında zaten veri var."
        case .invalidImport(let problem): "Bu dosya içe aktarılamıyor: \(problem)"
        case .scheduleOutOfRange(.weekly): "Haftada \(Schedule.weeklyLimits.lowerBound) ile \(Schedule.weeklyLimits.upperBound) kez arasında seçin."
        case .scheduleOutOfRange(.monthly): "Ayda \(Schedule.monthlyLimits.lowerBound) ile \(Schedule.monthlyLimits.upperBound) kez arasında seçin."
        case .scheduleOutOfRange(.rolling):
            "M günde N kez seçin: N en az \(Schedule.rollingTimesLimits.lowerBound) ve M'den küçük, M en fazla \(Schedule.rollingDaysLimits.upperBound) olmalı."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Bardak veya km gibi 1 ile 16 karakter arasında bir birim girin."
        case .targetInvalid: "Hedef, 0'dan büyük ve en fazla 1.000.000 olan, en çok 3 ondalık basamaklı bir sayıdır."
        case .stepInvalid: "Adım, 0'dan büyük ve en fazla 1.000.000 olan, en çok 3 ondalık basamaklı bir sayıdır."
        case .valueInvalid: "Değer, 0 ile 1.000.000 arasında, en çok 3 ondalık basamaklı bir sayıdır."
        case .notMeasurable(let name): "“\(name)” bir evet/hayır alışkanlığı: tamamlandı olarak işaretleyin, değer almaz."
        case .measureOnEvent: "Düzensiz bir etkinlik ölçülemez; onu bir alışkanlık yapın."
        case .measureChange: "Evet/hayır alışkanlığı ölçülebilir hâle getirilemez, ölçülebilir olan da evet/hayır alışkanlığına."
        case .cannotSkipEvent(let name): "“\(name)” düzensiz bir etkinlik; etkinlikler atlanamaz."
        case .cannotPauseEvent(let name): "“\(name)” düzensiz bir etkinlik; yalnızca alışkanlıklar duraklatılabilir."
        case .pauseEndsBeforeStart: "Bir duraklatma başlamadan bitemez."
        case .dayStartOutOfRange: "Gün, 00:00 ile 06:00 arasında tam saatte başlayabilir."
        case .weekStartUnsupported: "Hafta pazartesi, pazar veya cumartesi başlayabilir."
        case .archived(let name): "“\(name)” arşivde; günlerini değiştirmek için arşivden çıkarın."
        case .startAfterArchive(let name, let archived):
            "“\(name)” \(mediumDate(archived)) tarihinde arşivlendi; bundan sonra başlayamaz."
        case .unknownZone(let zone): "“\(zone)” bir saat dilimi değil; Europe/Istanbul gibi bir ad kullanın."
        case .channelURLInvalid: "https:// ile başlayan bir web adresi girin, örneğin https://ntfy.sh/my-topic."
        case .channelURLInsecure: "Hatırlatıcılar https üzerinden gider; düz http yalnızca bu makineye (localhost veya 127.0.0.1) olabilir."
        case .channelSecretInvalid: "Gizli anahtar, boşluk içermeyen 1 ile 200 karakter arasıdır."
        case .channelLabelTooLong: "Ad 60 karakterden kısa olmalı."
        case .pushKeysInvalid: "Bu tarayıcının anlık bildirim aboneliğinde Habits'in kullanamadığı anahtarlar var."
        case .tooManyChannels: "Zaten 50 kanal var; önce birini kaldırın."
        case .unknownChannel(let id): "“\(id)” kimliğine sahip bir bildirim kanalı yok."
        case .doneTokenInvalid: "Bu bildirim artık hatırlatıcı almayan bir cihazdan geldi; alışkanlığı işaretlemek için uygulamayı açın."
        case .reminderTimeInvalid(let text): "“\(text)” bir saat değil; 24 saatlik SS:DD biçimini kullanın, örneğin 21:00."
        case .duplicateReminder(let time): "\(time) için zaten bir hatırlatıcı var."
        case .tooManyReminders: "Bir takibin en fazla \(Reminder.limit) hatırlatıcısı olabilir."
        case .reminderDaysEmpty: "Hatırlatıcı için en az bir gün seçin."
        case .accountNameInvalid: "Hesaba denetim karakteri içermeyen, en fazla 64 karakterlik bir ad verin."
        case .duplicateAccount(let name): "“\(name)” adlı bir hesap zaten var."
        case .unknownAccount(let name): "“\(name)” adlı bir hesap yok."
        case .passwordTooShort(let minimum): "En az \(minimum) karakterlik bir şifre seçin."
        case .passwordTooLong: "Bu şifre çok uzun; 1.024 bayttan kısa tutun."
        case .invitationInvalid: "Bu kayıt bağlantısı geçerli değil: daha önce kullanılmış ya da 7 günden eski. Yeni bir bağlantı isteyin."
        case .tokenLabelInvalid: "Belirtece denetim karakteri içermeyen, en fazla 64 karakterlik bir etiket verin."
        case .passwordIsName: "Hesabın adı olmayan bir parola seçin."
        case .passwordsDiffer: "İki yeni parola farklı; aynısını iki kez yazın."
        case .currentPasswordWrong: "Geçerli parola yanlış; hiçbir şey değiştirilmedi."
        case .identityTaken(let subject): "\"\(subject)\" girişi zaten başka bir hesaba ait."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Takip eklemek için: habits add AD --category KATEGORİ --every-day" }
    public var noCategories: String { "Henüz kategori yok. Eklemek için: habits category add AD" }
    public var listTrackersHint: String { "Takiplerinizi görmek için 'habits list' komutunu çalıştırın." }
    public var listCategoriesHint: String { "Kategorilerinizi görmek için 'habits category list' komutunu çalıştırın." }
    public func addedCategory(_ name: String) -> String { "“\(name)” adlı kategori eklendi." }
    public func renamedCategory(_ old: String, to new: String) -> String {
        "“\(old)” adlı kategorinin yeni adı: “\(new)”."
    }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Bu işlem “\(name)” adlı kategoriyi ve içindeki \(trackerCount(count)) kalıcı olarak siler. Onaylamak için --yes ile yeniden çalıştırın."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "“\(name)” ve içindeki \(trackerCount(count)) silindi."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name) (\(schedule ?? "düzensiz etkinlik")) “\(category)” kategorisine eklendi."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name) güncellendi." }
    public func pinnedTracker(_ name: String) -> String { "\(name) sabitlendi." }
    public func unpinnedTracker(_ name: String) -> String { "\(name) artık sabit değil." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Bu işlem “\(name)” adlı takibi ve geçmişini kalıcı olarak siler. Onaylamak için --yes ile yeniden çalıştırın."
    }
    public func deletedTracker(_ name: String) -> String { "“\(name)” ve geçmişi silindi." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        changed ? "\(name): \(day.iso) günü \(done ? "tamamlandı" : "tamamlanmadı") olarak işaretlendi."
            : "\(name), \(day.iso) günü zaten \(done ? "tamamlanmış" : "tamamlanmamış")."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Son 30 gün, \(first.iso) – \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "\(categories) kategori ve \(trackerCount(trackers)) \(file) dosyasına dışa aktarıldı."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "\(categories) kategori, \(trackerCount(trackers)) ve \(completions) tamamlama içe aktarıldı."
    }
    public func serving(url: String, database: String) -> String {
        "Habits \(url) adresinde çalışıyor (veritabanı \(database)). Durdurmak için Ctrl-C."
    }
    public var stopped: String { "durduruldu; veritabanı kapatıldı." }
    public func clockPinned(_ instant: String) -> String {
        "uyarı: HABITS_NOW ayarlı; saat şimdiden değil, \(instant) anından başlıyor."
    }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(thisPeriod(kind)) \(amount(sum, of: target, unit: unit))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(thisPeriod(kind)) \(done) / \(days(goal))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "bu ay" : "bu hafta" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "haftada"; case .monthly: "ayda"; default: "günde" }
        return "\(per) \(measure.direction == .atMost ? "en fazla" : "en az") \(number(measure.target)) \(measure.unit)"
    }
    public func tapAdds(_ step: Quantity) -> String { "bir dokunuş \(number(step)) ekler" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(day.iso) günü \(amount)\(period)." : "\(name), \(day.iso) günü zaten \(amount)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): \(day.iso) günü atlandı." : "\(name), \(day.iso) günü zaten atlanmış."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): not “\(note)”."
        case (nil, true): "\(name), \(day.iso): not kaldırıldı."
        case (_?, false): "\(name) için \(day.iso) günü zaten bu not var."
        case (nil, false): "\(name) için \(day.iso) günü not yok."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "\(from.iso) – \($0.iso)" } ?? "\(from.iso) tarihinden devam ettirilene kadar"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name) duraklatıldı: \(range)." : "\(name) zaten duraklatılmış: \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) devam ettirildi." : "\(name) bugün duraklatılmış değil."
    }
    public func pausedUntilLine(_ until: Day?) -> String {
        until.map { "\($0.iso) tarihine kadar duraklatıldı" } ?? "devam ettirilene kadar duraklatıldı"
    }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) arşivlendi; geçmişi korunuyor." : "\(name) zaten arşivde."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) arşivden çıkarıldı." : "\(name) arşivde değil."
    }
    public func archivedSince(_ day: Day) -> String { "\(day.iso) tarihinde arşivlendi; 'habits unarchive' geri getirir." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name) \(up ? "yukarı" : "aşağı") taşındı." : "\(name) zaten kendi kategorisinde \(up ? "ilk" : "son") sırada."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "“\(name)” adlı kategori \(up ? "yukarı" : "aşağı") taşındı."
            : "“\(name)” adlı kategori zaten \(up ? "ilk" : "son") sırada."
    }
    public var pausesLabel: String { "Duraklatmalar:" }
    public var notesLabel: String { "Notlar:" }
    public var dayStartLabel: String { "Gün başlangıcı" }
    public var weekStartLabel: String { "Hafta başlangıcı" }
    public var zoneLabel: String { "Saat dilimi" }
    public var zoneUnset: String { "ayarlanmadı (cihazı izler)" }
    public var settingsSaved: String { "Ayarlar kaydedildi." }
}
