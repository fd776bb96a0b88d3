import HabitCore
import HabitTestSupport
import Testing

/// The catalogue's translations beyond English and Russian: each reads dates and plurals as its
/// locale does (CLDR's patterns and rules), and no entry is left in English except the few that
/// the language writes the same way (loanwords, product names), listed here one by one.
@Suite struct TranslationTests {
    /// Entries a language legitimately writes as English does.
    static let sameAsEnglish: [Language: Set<String>] = [
        .de: ["monthNames[3]", "monthNames[7]", "monthNames[8]", "monthNames[10]", "details", "passphrase", "emoji",
              "channelKindName(webhook)"],
        .es: ["emoji", "channelKindName(webhook)"],
        .fr: ["channelKindName(webhook)"],
        .ptBR: ["emoji", "channelKindName(webhook)"],
        .it: ["emoji", "channelKindName(webhook)"],
        .pl: ["emoji", "importTitle", "channelKindName(webhook)"],
    ]

    @Test(arguments: Array(sameAsEnglish.keys))
    func no_entry_is_left_in_english(_ language: Language) {
        let english = Dictionary(uniqueKeysWithValues: CopyTests.entries(of: Language.en.copy))
        let allowed = Self.sameAsEnglish[language] ?? []
        var same: [String] = []
        for (key, text) in CopyTests.entries(of: language.copy) where text == english[key] { same.append(key) }
        #expect(Set(same) == allowed, "\(language): \(same.sorted())")
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
}
