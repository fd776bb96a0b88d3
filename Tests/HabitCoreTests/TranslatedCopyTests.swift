import HabitCore
import HabitTestSupport
import Testing

/// The translated catalogues beyond English and Russian: each reads dates the way its locale
/// writes them (CLDR's patterns), counts by its own plural rule, and translates every entry.
@Suite struct TranslatedCopyTests {
    static let translated: [Language] = [.de, .es, .fr, .ptBR, .it, .pl, .uk, .tr, .ja, .zhHans, .ar]

    @Test func ukrainian_dates_counts_and_words() {
        let copy = Language.uk.copy
        #expect(copy.languageName == "Українська" && copy.trackers == "Трекери" && copy.habit == "Звичка")
        #expect(copy.heading(march(8)) == "Субота, 8 березня" && copy.mediumDate(march(1)) == "1 бер. 2025 р.")
        #expect(copy.headingWithYear(march(8)) == "Субота, 8 березня 2025 р." && copy.monthTitle(march(8)) == "Березень 2025")
        #expect(copy.chip(d("2025-03-03")) == "Пн 3" && copy.weekdayTitle(.fri) == "Пʼятниця" && copy.weekdayName(.sun) == "неділя")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "Пн, Ср, Пт")
        #expect(copy.scheduleSummary(.weekly(3)) == "3 рази на тиждень" && copy.scheduleSummary(.monthly(5)) == "5 разів на місяць")
        #expect(copy.scheduleSummary(.rolling(times: 1, days: 21)) == "Кожен 21 день")
        #expect(copy.scheduleSummary(.rolling(times: 1, days: 3)) == "Кожні 3 дні")
        #expect(copy.scheduleSummary(.rolling(times: 2, days: 10)) == "2 рази за 10 днів")
        #expect(copy.deleteCategoryQuestion("Здоровʼя", trackers: 2) == "Видалити «Здоровʼя» і 2 трекери в ній? Цю дію не можна скасувати.")
        #expect(copy.decimalSeparator == "," && copy.quantity(Quantity(thousandths: 2500), unit: "км") == "2,5 км")
    }

    /// CLDR's Ukrainian integers: one for n%10 = 1 except 11; few for n%10 in 2…4 except 12…14; many otherwise.
    @Test func ukrainian_plurals() {
        let counts = [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1001]
        #expect(counts.map(Language.uk.copy.days) ==
                ["0 днів", "1 день", "2 дні", "4 дні", "5 днів", "11 днів", "12 днів", "14 днів", "21 день", "22 дні", "25 днів",
                 "101 день", "111 днів", "112 днів", "1001 день"])
        #expect(Language.uk.copy.streakLength(3, .weeks) == "3 тижні" && Language.uk.copy.streakLength(5, .months) == "5 місяців")
        #expect(Language.uk.copy.tooManySignIns(minutes: 1) == "Забагато невдалих спроб входу. Спробуйте знову через 1 хвилину.")
    }

    @Test func turkish_dates_counts_and_words() {
        let copy = Language.tr.copy
        #expect(copy.languageName == "Türkçe" && copy.trackers == "Takipler" && copy.habit == "Alışkanlık")
        #expect(copy.heading(march(8)) == "8 Mart Cumartesi" && copy.mediumDate(march(1)) == "1 Mar 2025")
        #expect(copy.headingWithYear(march(8)) == "8 Mart 2025 Cumartesi" && copy.monthTitle(march(8)) == "Mart 2025")
        #expect(copy.chip(d("2025-03-03")) == "3 Pzt" && copy.weekdayTitle(.wed) == "Çarşamba")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "Pzt, Çar, Cum")
        #expect(copy.scheduleSummary(.weekly(3)) == "Haftada 3 kez" && copy.scheduleSummary(.rolling(times: 2, days: 10)) == "10 günde 2 kez")
        #expect(copy.days(1) == "1 gün" && copy.days(5) == "5 gün" && copy.trackerCount(2) == "2 takip")
        #expect(copy.sortBy("İsim") == "Sırala: İsim")
        #expect(copy.weekdaysGist(.sat, count: 1).hasSuffix("bir kez") && copy.weekdaysGist(.sat, count: 2).hasSuffix("2 kez"))
        #expect(copy.decimalSeparator == "," && copy.quantity(Quantity(thousandths: 2500), unit: "km") == "2,5 km")
        // CLDR's Turkish: one for 1 alone.
        #expect([0, 1, 2, 11, 21, 101].map(copy.pluralCategory) == [.other, .one, .other, .other, .other, .other])
    }

    @Test func japanese_dates_counts_and_words() {
        let copy = Language.ja.copy
        #expect(copy.languageName == "日本語" && copy.trackers == "トラッカー" && copy.habit == "習慣")
        #expect(copy.heading(march(8)) == "3月8日 土曜日" && copy.mediumDate(march(1)) == "2025年3月1日")
        #expect(copy.headingWithYear(march(8)) == "2025年3月8日 土曜日" && copy.monthTitle(march(8)) == "2025年3月")
        #expect(copy.chip(d("2025-03-03")) == "3日(月)" && copy.weekdayTitle(.sun) == "日曜日" && copy.monthName(12) == "12月")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "月・水・金")
        #expect(copy.scheduleSummary(.weekly(3)) == "週3回" && copy.scheduleSummary(.rolling(times: 1, days: 3)) == "3日ごと")
        #expect(copy.days(1) == "1日" && copy.trackerCount(2) == "トラッカー2件")
        #expect(copy.deleteCategoryQuestion("健康", trackers: 2) == "「健康」とそのトラッカー2件を削除しますか？この操作は取り消せません。")
        #expect(copy.measureSummary(direction: .atLeast, target: "8", unit: "杯", per: .days) == "1日8杯以上")
        // CLDR's Japanese: other for every number.
        #expect([0, 1, 2, 5, 11, 101].map(copy.pluralCategory) == Array(repeating: PluralCategory.other, count: 6))
    }

    @Test func chinese_dates_counts_and_words() {
        let copy = Language.zhHans.copy
        #expect(Language(rawValue: "zh-Hans") == .zhHans)
        #expect(copy.languageName == "简体中文" && copy.trackers == "追踪项" && copy.habit == "习惯")
        #expect(copy.heading(march(8)) == "3月8日 星期六" && copy.mediumDate(march(1)) == "2025年3月1日")
        #expect(copy.headingWithYear(march(8)) == "2025年3月8日 星期六" && copy.monthTitle(march(8)) == "2025年3月")
        #expect(copy.chip(d("2025-03-03")) == "3日 周一" && copy.weekdayTitle(.sun) == "星期日")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "周一、周三、周五")
        #expect(copy.scheduleSummary(.weekly(3)) == "每周 3 次" && copy.scheduleSummary(.rolling(times: 2, days: 10)) == "每 10 天 2 次")
        #expect(copy.days(1) == "1 天" && copy.trackerCount(2) == "2 个追踪项")
        #expect(copy.deleteCategoryQuestion("健康", trackers: 2) == "删除“健康”及其中的 2 个追踪项？此操作无法撤销。")
        // CLDR's Chinese: other for every number.
        #expect([0, 1, 2, 5, 11, 101].map(copy.pluralCategory) == Array(repeating: PluralCategory.other, count: 6))
    }

    @Test func arabic_dates_counts_and_words() {
        let copy = Language.ar.copy
        #expect(copy.languageName == "العربية" && copy.trackers == "المتتبعات" && copy.habit == "عادة")
        #expect(copy.heading(march(8)) == "السبت، 8 مارس" && copy.mediumDate(march(1)) == "1 مارس، 2025")
        #expect(copy.headingWithYear(march(8)) == "السبت، 8 مارس، 2025" && copy.monthTitle(march(8)) == "مارس 2025")
        #expect(copy.chip(d("2025-03-03")) == "اثنين، 3" && copy.back.hasPrefix("→"))
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "اثنين، أربعاء، جمعة")
        #expect(copy.scheduleSummary(.weekly(3)) == "3 مرات في الأسبوع" && copy.scheduleSummary(.weekly(2)) == "مرتان في الأسبوع")
        #expect(copy.scheduleSummary(.rolling(times: 1, days: 2)) == "كل يومين" && copy.scheduleSummary(.rolling(times: 1, days: 11)) == "كل 11 يومًا")
        #expect(copy.scheduleSummary(.rolling(times: 2, days: 10)) == "مرتان خلال 10 أيام")
        for bidiControl in ["\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2069}"] {
            #expect(!Self.entries(of: copy).contains { $0.1.contains(bidiControl) })
        }
    }

    /// CLDR's Arabic integers: zero 0; one 1; two 2; few n % 100 in 3…10; many n % 100 in 11…99; other the rest.
    @Test func arabic_plurals() {
        let copy = Language.ar.copy
        let counts = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103, 111, 200, 1000, 1003]
        #expect(counts.map(copy.pluralCategory) ==
                [.zero, .one, .two, .few, .few, .many, .many, .other, .other, .other, .few, .many, .other, .other, .few])
        #expect(counts.map(copy.days) ==
                ["0 يوم", "يوم واحد", "يومان", "3 أيام", "10 أيام", "11 يومًا", "99 يومًا", "100 يوم", "101 يوم", "102 يوم",
                 "103 أيام", "111 يومًا", "200 يوم", "1000 يوم", "1003 أيام"])
        #expect(copy.trackerCount(5) == "5 متتبعات" && copy.streakLength(2, .weeks) == "أسبوعان")
        #expect(copy.tooManySignIns(minutes: 2) == "محاولات تسجيل دخول فاشلة كثيرة. حاول مرة أخرى بعد دقيقتين.")
    }

    @Test func german_reads_as_cldr_writes_it() {
        let copy = Language.de.copy
        #expect(copy.heading(march(8)) == "Samstag, 8. März" && copy.headingWithYear(march(8)) == "Samstag, 8. März 2025")
        #expect(copy.mediumDate(march(1)) == "1. März 2025" && copy.chip(d("2025-03-03")) == "Mo., 3." && copy.monthTitle(march(8)) == "März 2025")
        #expect(copy.scheduleSummary(.weekdays(WeekdaySet([.mon, .wed, .fri]))) == "Mo, Mi, Fr")
        #expect(copy.scheduleSummary(.weekly(1)) == "Einmal pro Woche" && copy.scheduleSummary(.weekly(3)) == "3-mal pro Woche")
        #expect([0, 1, 2, 21].map(copy.days) == ["0 Tage", "1 Tag", "2 Tage", "21 Tage"] && copy.trackerCount(1) == "1 Tracker")
        #expect(copy.message(.notScheduled(name: "Lesen", weekday: .sat)) == "„Lesen“ ist samstags nicht geplant.")
        #expect(copy.deleteCategoryQuestion("Sport", trackers: 1) == "„Sport“ mit seinem 1 Tracker löschen? Das lässt sich nicht rückgängig machen.")
        #expect(copy.deleteCategoryQuestion("Sport", trackers: 2) == "„Sport“ mit seinen 2 Trackern löschen? Das lässt sich nicht rückgängig machen.")
        #expect(copy.decimalSeparator == "," && copy.quantity(Quantity(thousandths: 2500), unit: "km") == "2,5 km")
    }

    @Test func spanish_reads_as_cldr_writes_it() {
        let copy = Language.es.copy
        #expect(copy.heading(march(8)) == "Sábado, 8 de marzo" && copy.headingWithYear(march(8)) == "Sábado, 8 de marzo de 2025")
        #expect(copy.mediumDate(march(1)) == "1 mar 2025" && copy.chip(d("2025-03-03")) == "Lun 3" && copy.monthTitle(march(8)) == "Marzo de 2025")
        #expect(copy.scheduleSummary(.weekly(1)) == "1 vez por semana" && copy.scheduleSummary(.rolling(times: 2, days: 10)) == "2 veces cada 10 días")
        #expect([0, 1, 2, 1_000_000].map(copy.days) == ["0 días", "1 día", "2 días", "1000000 días"])
        #expect(copy.pluralCategory(1_000_000) == .many && copy.pluralCategory(0) == .other)
        #expect(copy.message(.notScheduled(name: "Leer", weekday: .sat)) == "«Leer» no está previsto los sábados.")
        #expect(copy.message(.notScheduled(name: "Leer", weekday: .mon)) == "«Leer» no está previsto los lunes.")
    }

    @Test func french_reads_as_cldr_writes_it() {
        let copy = Language.fr.copy
        #expect(copy.heading(march(8)) == "Samedi 8 mars" && copy.mediumDate(march(1)) == "1 mars 2025")
        #expect(copy.chip(d("2025-03-03")) == "Lun. 3" && copy.monthTitle(march(8)) == "Mars 2025")
        #expect([0, 1, 2].map(copy.days) == ["0 jour", "1 jour", "2 jours"] && copy.pluralCategory(0) == .one)
        #expect(copy.whatToTrack == "Que voulez-vous suivre\u{A0}?")
        #expect(copy.message(.notScheduled(name: "Lire", weekday: .sat)) == "«\u{A0}Lire\u{A0}» n’est pas prévu le samedi.")
    }

    @Test func brazilian_portuguese_reads_as_cldr_writes_it() {
        let copy = Language.ptBR.copy
        #expect(copy.heading(march(8)) == "Sábado, 8 de março" && copy.mediumDate(march(1)) == "1 de mar. de 2025")
        #expect(copy.chip(d("2025-03-03")) == "Seg., 3" && copy.monthTitle(march(8)) == "Março de 2025")
        #expect([0, 1, 2].map(copy.days) == ["0 dia", "1 dia", "2 dias"] && copy.languageName == "Português (Brasil)")
        #expect(copy.message(.notScheduled(name: "Ler", weekday: .mon)) == "“Ler” não está previsto às segundas-feiras.")
        #expect(Language(rawValue: "pt-BR") == .ptBR)
    }

    @Test func italian_reads_as_cldr_writes_it() {
        let copy = Language.it.copy
        #expect(copy.heading(march(8)) == "Sabato 8 marzo" && copy.mediumDate(march(1)) == "1 mar 2025")
        #expect(copy.chip(d("2025-03-03")) == "Lun 3" && copy.monthTitle(march(8)) == "Marzo 2025")
        #expect([0, 1, 2].map(copy.days) == ["0 giorni", "1 giorno", "2 giorni"] && copy.trackerCount(2) == "2 tracker")
        #expect(copy.message(.notScheduled(name: "Leggere", weekday: .sun)) == "«Leggere» non è previsto la domenica.")
    }

    @Test func polish_reads_as_cldr_writes_it() {
        let copy = Language.pl.copy
        #expect(copy.heading(march(8)) == "Sobota, 8 marca" && copy.mediumDate(march(1)) == "1 mar 2025")
        #expect(copy.chip(d("2025-03-03")) == "Pon., 3" && copy.monthTitle(march(8)) == "Marzec 2025")
        let counts = [0, 1, 2, 5, 12, 21, 22, 112, 1001]
        #expect(counts.map(copy.trackerCount) == ["0 trackerów", "1 tracker", "2 trackery", "5 trackerów", "12 trackerów",
                                                  "21 trackerów", "22 trackery", "112 trackerów", "1001 trackerów"])
        #expect(counts.map(copy.pluralCategory) == [.many, .one, .few, .many, .many, .many, .few, .many, .many])
        #expect(copy.streakLength(3, .weeks) == "3 tygodnie" && copy.streakLength(5, .months) == "5 miesięcy")
    }

    /// Entries a language writes as English does: the decimal point of Japanese, Chinese and
    /// Arabic (with Latin digits), Turkish's `Emoji`, and its short March (`Mar`), and the words below.
    static let sameAsEnglish: Set<String> = ["ja decimalSeparator", "zh-Hans decimalSeparator", "ar decimalSeparator",
                                             "tr emoji", "tr mediumDate", "tr dateRange",
                                             // Words these languages share with English: Emoji, Webhook, Tracker (a loanword
                                             // in German and Italian), colours, German months, Italian's Account and Password.
                                             "de emoji", "es emoji", "it emoji", "pl emoji", "pt-BR emoji",
                                             "de channelKindName(webhook)", "es channelKindName(webhook)", "fr channelKindName(webhook)",
                                             "it channelKindName(webhook)", "pl channelKindName(webhook)", "pt-BR channelKindName(webhook)",
                                             "de trackerColumn", "it trackerColumn", "de details", "de passphrase", "pl importTitle",
                                             "de monthNames[3]", "de monthNames[7]", "de monthNames[8]", "de monthNames[10]",
                                             "de colorNames[9]", "de colorNames[14]", "fr colorNames[9]", "fr colorNames[11]",
                                             "fr colorNames[14]", "es colorNames[8]", "pt-BR colorNames[8]", "it colorNames[17]",
                                             "it accountSection", "it password", "it passwordSection", "it passwordMethod(true)"]

    /// A language that copied an English entry instead of translating it shows up here.
    @Test func every_entry_of_every_translated_language_differs_from_english() {
        let english = Dictionary(uniqueKeysWithValues: Self.entries(of: Language.en.copy))
        for language in Self.translated {
            for (key, text) in Self.entries(of: language.copy) where !Self.sameAsEnglish.contains("\(language.rawValue) \(key)") {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(key) is empty")
                #expect(text != english[key], "\(key) is English in \(language): \(text)")
            }
        }
    }

    @Test func progress_templates_keep_their_placeholders() {
        for language in Self.translated {
            let copy = language.copy
            for template in [copy.progressTodayTemplate, copy.progressOtherDayTemplate] {
                #expect(template.contains("{done}") && template.contains("{total}"), "\(language): \(template)")
            }
            #expect(copy.colorNames.count == Language.en.copy.colorNames.count, "\(language)")
        }
    }

    /// `CopyTests.entries` and the entries of the charts, import and export, and accounts.
    static func entries(of c: any Copy) -> [(String, String)] {
        let day = march(8)
        var entries = CopyTests.entries(of: c)
        entries += [
            ("strengthTitle", c.strengthTitle), ("strengthChange", c.strengthChange(-5)),
            // Why things are as they are (#28): an empty upload, the sign-up page, a test reminder,
            // a limit, a pause from tomorrow, the pauses' overview, a flexible habit's rate.
            ("importEmptyFile", c.importEmptyFile("b.json")), ("invitedTitle", c.invitedTitle), ("invitedIntro", c.invitedIntro),
            ("testLink", c.testLink("https://h.example/trackers/1")), ("testReminderDone", c.testReminderDone(time: "21:00")),
            ("limitReached", c.limitReached), ("overLimit", c.overLimit), ("pauseStartsTomorrow", c.pauseStartsTomorrow("Read")),
            ("pauseAllStartsTomorrow", c.pauseAllStartsTomorrow), ("habitCount", c.habitCount(5)),
            ("withHabitCount", c.withHabitCount(c.pausedUntil(nil), 2)), ("resumeAll", c.resumeAll),
            ("cancelPlannedPauses", c.cancelPlannedPauses), ("flexibleRateNote", c.flexibleRateNote),
            ("threeMonths", c.threeMonths), ("year", c.year), ("allTime", c.allTime), ("historyTitle", c.historyTitle),
            ("perWeek", c.perWeek), ("perMonth", c.perMonth), ("weekdaysTitle", c.weekdaysTitle),
            ("bestStreaksTitle", c.bestStreaksTitle), ("notesTitle", c.notesTitle), ("showData", c.showData),
            ("dateColumn", c.dateColumn), ("weekColumn", c.weekColumn), ("monthColumn", c.monthColumn),
            ("amountColumn", c.amountColumn), ("targetColumn", c.targetColumn), ("fromColumn", c.fromColumn),
            ("toColumn", c.toColumn), ("lengthColumn", c.lengthColumn), ("stateColumn", c.stateColumn),
            ("noStreaks", c.noStreaks), ("noNotes", c.noNotes), ("strengthGist", c.strengthGist(percent: 86, change: 12)),
            ("heatmapGist", c.heatmapGist(done: 200, missed: 30, skipped: 5, paused: 10)),
            ("barsGist", c.barsGist(perMonth: true, latest: "12", target: "20")),
            ("weekdaysGist", c.weekdaysGist(.sat, count: 40)), ("weekdaysGistNone", c.weekdaysGist(nil, count: 0)),
            ("completionRate", c.completionRate), ("last30DaysNote", c.last30DaysNote), ("trackerColumn", c.trackerColumn),
            ("rateColumn", c.rateColumn), ("currentColumn", c.currentColumn), ("bestColumn", c.bestColumn),
            ("trendTitle", c.trendTitle), ("sortBy", c.sortBy(c.rateColumn)), ("trendGist", c.trendGist(latest: 80, average: 70)),
            ("trendGistNone", c.trendGist(latest: nil, average: nil)), ("monthBrowserTitle", c.monthBrowserTitle),
            ("clearDay", c.clearDay), ("changeDay", c.changeDay(day)), ("dateRange", c.dateRange(march(1), day)),
            // Running it as a service.
            ("backedUp", c.backedUp(to: "/b/habits-20250308T093000Z.sqlite")),
            ("restored", c.restored(from: "/b/x.sqlite", keeping: "/d/h.sqlite.before-restore")),
            ("restoredNothingKept", c.restored(from: "/b/x.sqlite", keeping: nil)),
            // Together and Patterns.
            ("togetherTitle", c.togetherTitle), ("togetherNote", c.togetherNote),
            ("together", c.together("A", "B", withA: 78, withoutA: 41)), ("togetherDays", c.togetherDays(94)),
            ("togetherNone(tooFewHabits)", c.togetherNone(.tooFewHabits, tested: 0)),
            ("togetherNone(tooFewDays)", c.togetherNone(.tooFewDays, tested: 0)),
            ("togetherNone(nothingSignificant)", c.togetherNone(.nothingSignificant, tested: 3)),
            ("patternsTitle", c.patternsTitle), ("mostMissed", c.mostMissed(.mon, rate: 12, others: 85)),
            // Moving in and out.
            ("habitsImportPreview", c.habitsImportPreview(categories: 1, trackers: 2, entries: 3)), ("importConfirm", c.importConfirm),
            ("exportFormatsLabel", c.exportFormatsLabel), ("exportFormatName(csv)", c.exportFormatName("csv")),
            ("exportFormatName(loop)", c.exportFormatName("loop")), ("exportFormatName(json)", c.exportFormatName("json")),
            ("transferTitle", c.transferTitle),
            ("importNoFile", c.importNoFile), ("importPreviewTitle", c.importPreviewTitle), ("importNothingNew", c.importNothingNew),
            ("importExpired", c.importExpired), ("importHintNotEmpty", c.importHintNotEmpty), ("importedTitle", c.importedTitle),
            // Accounts.
            ("username", c.username), ("password", c.password), ("wrongCredentials", c.wrongCredentials),
            ("tooManySignIns", c.tooManySignIns(minutes: 3)), ("signUpTitle", c.signUpTitle), ("createAccount", c.createAccount),
            ("passwordHint", c.passwordHint), ("accountSection", c.accountSection), ("signedInAs", c.signedInAs("X")),
            ("signOut", c.signOut), ("sessionsTitle", c.sessionsTitle), ("lastActive", c.lastActive(day)), ("revoke", c.revoke),
            ("tokensTitle", c.tokensTitle), ("tokensHint", c.tokensHint), ("tokenLabel", c.tokenLabel),
            ("createToken", c.createToken), ("tokenShownOnce", c.tokenShownOnce), ("noTokens", c.noTokens),
            ("tokenUsed", c.tokenUsed(day)), ("tokenNeverUsed", c.tokenUsed(nil)),
            ("addedAccount", c.addedAccount("X", adopted: true)), ("confirmDeleteAccount", c.confirmDeleteAccount("X")),
            ("deletedAccount", c.deletedAccount("X")), ("passwordPrompt", c.passwordPrompt("X")), ("noAccounts", c.noAccounts),
            ("invitation", c.invitation(link: "l", until: day)), ("addedToken", c.addedToken(label: "X", account: "Y", token: "t")),
            ("revokedToken", c.revokedToken(7)),
            // Reminders beyond `CopyTests`', and the command line's part 2.
            ("reminderZone", c.reminderZone), ("reminderZoneHint", c.reminderZoneHint(device: "Europe/Berlin")),
            ("setReminderZone", c.setReminderZone), ("offlineTitle", c.offlineTitle), ("offlineMessage", c.offlineMessage),
            ("refusedStatus", c.refusedStatus), ("onboardingLabel", c.onboardingLabel), ("startDate", c.startDate),
            ("chooseStart", c.chooseStart), ("changedElsewhere", c.changedElsewhere), ("daySkipped", c.daySkipped),
            ("dayPaused", c.dayPaused), ("dayOpen", c.dayOpen), ("backToTrackers", c.backToTrackers),
            ("streakLength", c.streakLength(3, .weeks)), ("streakCount", c.streakCount(3, .months)),
            ("scheduleWeekly", c.scheduleSummary(.weekly(3))), ("scheduleMonthly", c.scheduleSummary(.monthly(2))),
            ("scheduleEvery", c.scheduleSummary(.rolling(times: 1, days: 3))),
            ("scheduleRolling", c.scheduleSummary(.rolling(times: 2, days: 10))),
            ("periodDays", c.periodDays(2, of: 3, .weekly)), ("tapAdds", c.tapAdds(Quantity(1))),
            ("measured", c.measured("X", amount: "1", period: nil, on: day, changed: true)),
            ("skippedDay", c.skippedDay("X", on: day, changed: true)),
            ("noted", c.noted("X", on: day, note: "n", changed: true)), ("pauseRange", c.pauseRange(from: day, until: nil)),
            ("pausedTracker", c.pausedTracker("X", range: "r", changed: true)), ("resumedTracker", c.resumedTracker("X", changed: true)),
            ("pausedUntilLine", c.pausedUntilLine(nil)), ("archivedTracker", c.archivedTracker("X", changed: true)),
            ("unarchivedTracker", c.unarchivedTracker("X", changed: true)), ("archivedSince", c.archivedSince(day)),
            ("movedTracker", c.movedTracker("X", up: true, changed: false)),
            ("movedCategory", c.movedCategory("X", up: false, changed: true)), ("pausesLabel", c.pausesLabel),
            ("notesLabel", c.notesLabel), ("dayStartLabel", c.dayStartLabel), ("zoneLabel", c.zoneLabel),
            ("zoneUnset", c.zoneUnset), ("settingsSaved", c.settingsSaved),
        ] + importEntries(c)
        for status in [404, 400, 503, 500] {
            let page = c.errorPage(status: status)
            entries += [("errorPage(\(status)).title", page.title), ("errorPage(\(status)).text", page.text)]
        }
        for (index, name) in c.colorNames.enumerated() { entries.append(("colorNames[\(index)]", name)) }
        return entries
    }

    /// Moving in from another app (`ImportCopy`): every file kind, both summaries, and one line
    /// of each `ImportIssue`.
    static func importEntries(_ c: any Copy) -> [(String, String)] {
        let issues: [ImportIssue] = ImportCopyTests.everyIssue
        return [
            ("importFile(backup)", c.importFile(app: "Loop", kind: .backup)), ("importFile(export)", c.importFile(app: "Loop", kind: .export)),
            ("importFile(csvExport)", c.importFile(app: "Loop", kind: .csvExport)), ("importFile(files)", c.importFile(app: "harsh", kind: .files)),
            ("importSummary", c.importSummary(file: "F", habits: 3, new: 2, entries: 40, written: 40, category: "Y", dryRun: true)),
            ("importSummaryDone", c.importSummary(file: "F", habits: 3, new: 2, entries: 40, written: 40, category: nil, dryRun: false)),
            ("importReminders", c.importReminders(2)), ("importIntro", c.importIntro(apps: "A, B")),
            ("importChooseAnyFile", c.importChooseAnyFile), ("importCategoryHint", c.importCategoryHint),
        ] + issues.enumerated().map { ("importNote[\($0.offset)]", c.importNote(ImportNote(habit: "X", $0.element))) }
    }
}
