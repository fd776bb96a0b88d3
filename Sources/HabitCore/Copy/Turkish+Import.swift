extension Turkish: ImportCopy {
    /// App names take no suffix (as the person's names do not): the kind follows them as a noun.
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "\(app) yedeği"
        case .export: "\(app) dışa aktarımı"
        case .csvExport: "\(app) CSV dışa aktarımı"
        case .files: "\(app) dosyaları"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) alışkanlık (\(new) yeni) ve \(entries) kayıt"
        let place = category.map { " “\($0)” kategorisine" } ?? ""
        return dryRun ? "\(file): \(what)\(place) aktarılacak; \(written) değişiklik olacak."
                      : "\(file): \(what)\(place) aktarıldı; \(written) değişiklik yapıldı."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Yeniden adlandırıldı"
        case .approximated: "Yaklaşık aktarıldı"
        case .notMapped: "Aktarılamadı"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "adı yok; burada adı “\(name)”."
        case .nameCut(let name): "adı \(Tracker.nameLimit) karakterden uzun; burada adı “\(name)”."
        case .nameTaken(let existing, let name): "“\(existing)” adlı bir takibiniz zaten var; burada adı “\(name)”."
        case .sameNameInFile(let name): "dosyadaki başka bir alışkanlık aynı adı taşıyor; bunun buradaki adı “\(name)”."
        case .categoryUnusable(let name, let into): "“\(name)” adlı kategorisi burada kategori adı olamaz; “\(into)” kategorisine kondu."
        case .sameIDInFile: "dosyadaki başka bir alışkanlıkla aynı kimliği taşıyor; atlandı."
        case .frequencyMeaningless(let frequency, let schedule):
            "\(frequency) sıklığı bir anlam taşımıyor; burada “\(scheduleSummary(schedule))”."
        case .scheduleCapped(let wanted, let schedule):
            "“\(scheduleSummary(wanted))”, Habits'in izin verdiğinden fazla; burada “\(scheduleSummary(schedule))”."
        case .goalCountsDays(let app, let schedule):
            "\(app) uygulamasının \(schedule.streakUnit == .months ? "aylık" : "haftalık") hedefi günleri sayar; “\(scheduleSummary(schedule))” olarak aktarıldı."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) hedefi takvim dönemlerine göre sayar; burada herhangi bir ardışık gün aralığında sayılır: “\(scheduleSummary(schedule))”."
        case .scheduleUnknown: "dosya alışkanlıkların ne sıklıkla yapılacağını söylemiyor; burada her biri “\(scheduleSummary(.everyDay))”."
        case .valuesWithoutMeasure: "değerleri sayı, ama dosya ne birim ne de hedef veriyor."
        case .scheduleApproximated(let app, let original, let schedule):
            "\(app) uygulamasındaki “\(original)” planının burada tam karşılığı yok; burada “\(scheduleSummary(schedule))”."
        case .neverDue(let app, let original, let schedule): "\(app) bunu hiç istemiyor (“\(original)”); burada “\(scheduleSummary(schedule))”."
        case .amountsInNote(let n): "miktar içeren \(n) yanıtın burada birimi ya da hedefi yok; miktarlar notlarında tutuldu."
        case .onlyInLog: "“log” dosyasında var ama “habits” içinde yok (adı değişmiş ya da kaldırılmış); arşivlenmiş olarak alındı."
        case .endsLater(let day): "\(mediumDate(day)) tarihinde bitiyor ve bu gün henüz geçmedi; burada arşivlenmedi."
        case .linesSkipped(let n, let file, let first):
            "uygulamanın kendisinin de atladığı “\(file)” dosyasındaki \(n) satır atlandı (ilki \(first). satır)."
        case .compressedHistory(let n): "uygulamanın aylara ya da yıllara göre ortalamasını aldığı \(n) kayıt tek bir günü göstermiyor; atlandı."
        case .zoneUnknown: "dosya saat dilimi vermiyor; günleri UTC'ye göre alındı."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "\(app) alışkanlıkları (\(habits)), yapılacakları (\(todos)) ve ödülleri (\(rewards)) için burada yer yok; atlandı."
        case .gameFields(let app): "\(app) puanları, zorluk dereceleri ve nitelikleri için burada yer yok."
        case .measureAssumed(let unit, let target):
            "dosya sayıları için ne birim ne de hedef veriyor; burada “\(unit)” biriminde, günde \(number(target)) hedefiyle sayılıyor."
        case .unitMissing(let unit): "birimi yok; burada “\(unit)”."
        case .unitCut(let unit): "birimi \(Measure.unitLimit) karakterden uzun; burada “\(unit)”."
        case .targetFitted(let original, let target): "\(original) hedefi aralığın dışında; burada \(number(target))."
        case .futureEntries(let n, let after): "\(mediumDate(after)) sonrasındaki \(n) kayıt atlandı."
        case .valuesOutOfRange(let n, let example): "aralık dışı değerli \(n) kayıt (örneğin \(example)) atlandı."
        case .numbersOnYesNo(let n): "burada evet/hayır alışkanlığının kabul etmediği sayılar içeren \(n) kayıt atlandı."
        case .notesCut(let n): "\(Tracker.noteLimit) karakterden uzun \(n) not kısaltıldı."
        case .orphanEntries(let n): "dosyada hiçbir alışkanlığa ait olmayan \(n) kayıt atlandı."
        case .unknownEntries(let n, let kinds): "uygulamanın açıklamadığı türden (\(kinds)) \(n) kayıt atlandı."
        case .failedDays(let n):
            "başarısız olarak işaretlenen \(n) gün burada durumsuz kalır (yapılmayan gün burada yalnızca işaretsiz kalır); notları korunur."
        case .partialDaysInNote(let n): "günlük hedefin altında kalan \(n) gün burada yapılmış sayılmaz; değerleri notlarında."
        case .noteCut: "açıklaması \(Tracker.noteLimit) karakterden uzun; not kısaltıldı."
        case .textInNote(let fields):
            "\(fields.map { "“\($0)”" }.joined(separator: ", ")) için burada yer yok; metin notta tutuldu."
        case .formationGoal(let days): "alışkanlığı \(days) günde oturtma hedefi için burada yer yok."
        case .desiredMaximum(let amount, let unit): "günlük \(quantity(amount, unit: unit)) istenen üst sınırı için burada yer yok."
        case .lowerLimit(let amount, let unit):
            "günlük \(quantity(amount, unit: unit)) alt sınırı için burada yer yok; yalnızca üst sınır tutuldu."
        case .oneMissAllowed: "bir günlük kaçırmanın seriyi bozmadığı kuralı için burada yer yok."
        case .targetHistory: "önceki hedefleri için burada yer yok; her gün güncel hedefe göre değerlendirilir."
        case .monthlyReminder(let time, let days):
            "ayın \(days.map(String.init).joined(separator: ", ")). günündeki \(time.text) hatırlatıcısı için burada yer yok; burada hatırlatıcılar haftanın günlerine göre çalışır."
        case .tooManyReminders(let kept): "Habits'in tuttuğundan fazla hatırlatıcısı var; ilk \(kept) tanesi tutuldu."
        case .colorUnreadable(let text): "“\(text)” rengi okunamıyor; kırmızı kullanıldı."
        case .deletedHabits(let n): "silinmiş \(n) alışkanlık atlandı."
        }
    }

    public func importReminders(_ count: Int) -> String { "\(count) hatırlatıcı" }

    public func importIntro(apps: String) -> String {
        "Her şeyi yanınızda götürün ya da geçmişinizi başka bir Habits'ten veya şu uygulamalardan getirin: \(apps)."
    }
    public var importChooseAnyFile: String { "Habits dışa aktarımı ya da başka bir alışkanlık uygulamasının yedeği veya dışa aktarımı" }
    public var importCategoryHint: String { "Dosyada kategorisi olmayan alışkanlıklar buraya gelir (boşsa uygulamanın adı)." }
}
