/// The product's Italian copy, addressing the person as "tu" as Italian phone apps do.
///
/// Glossary (one word per product term throughout):
/// habit – abitudine (f.) · tracker – tracker (m., invariable) · irregular event – evento irregolare ·
/// streak – serie · skip – saltare (saltato) · pause – mettere in pausa (in pausa, riprendere) ·
/// archive – archiviare (archiviato, Archivio) · measurable – misurabile (yes/no: abitudine sì/no) ·
/// category – categoria · done – fatto (completato in filters) · entry – registrazione ·
/// reminder – promemoria · strength – forza · target – obiettivo · step – incremento · due – previsto.
/// A tracker's name agrees with "tracker" (masculine) unless the sentence names the habit itself.
public struct Italian: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Italiano" }

    public var pluralRule: PluralRule { .italian }

    // MARK: Dates

    public var monthNames: [String] {
        ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
         "settembre", "ottobre", "novembre", "dicembre"]
    }
    private var shortMonthNames: [String] {
        ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"]
    }
    public var weekdayNames: [String] { ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"] }
    public var shortWeekdayNames: [String] { ["Lun", "Mar", "Mer", "Gio", "Ven", "Sab", "Dom"] }
    /// "il sabato": on every such weekday.
    private func everyWeekday(_ weekday: Weekday) -> String { (weekday == .sun ? "la " : "il ") + weekdayName(weekday) }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    /// `EEEE d MMMM`: "Sabato 8 marzo".
    public func heading(_ day: Day) -> String { "\(weekdayTitle(day.weekday)) \(day.dayOfMonth) \(monthName(day.month))" }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year)" }
    /// `d MMM y`: "1 mar 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y)"
    }
    /// `E d`: "Sab 8".
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "giorno", other: "giorni")))" }
    public func trackerCount(_ count: Int) -> String { "\(count) tracker" }
    public func best(_ count: Int) -> String { "Record \(count)" }
    private func times(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "volta", other: "volte")))" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(times(count)) a settimana"
        case .monthly(let count): "\(times(count)) al mese"
        case .rolling(1, let days): "Ogni \(days) giorni"
        case .rolling(let count, let days): "\(times(count)) ogni \(days) giorni"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) sett."
        case .months: "\(count) \(plural(count, PluralForms(one: "mese", other: "mesi")))"
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, PluralForms(one: "settimana", other: "settimane")))"
        case .months: "\(count) \(plural(count, PluralForms(one: "mese", other: "mesi")))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Tracker" }
    public var statistics: String { "Statistiche" }
    public var search: String { "Cerca" }
    public var filters: String { "Filtri" }
    public var whatToTrack: String { "Cosa vuoi monitorare?" }
    public var nothingFound: String { "Nessun risultato" }
    public var pinned: String { "Fissati" }
    public var progressTodayTemplate: String { "{done} su {total} fatti oggi" }
    public var progressOtherDayTemplate: String { "{done} su {total} fatti" }
    public var allDoneToday: String { "Tutto fatto per oggi. Ottimo lavoro!" }
    public var addTracker: String { "Aggiungi tracker" }
    public var createTracker: String { "Crea un tracker" }
    public var habit: String { "Abitudine" }
    public var irregularEvent: String { "Evento irregolare" }
    public var chooseDate: String { "Scegli un giorno" }
    public var previousMonth: String { "Mese precedente" }
    public var nextMonth: String { "Mese successivo" }
    public var today: String { "Oggi" }
    public var settings: String { "Impostazioni" }
    public func menuFor(_ name: String) -> String { "\(name): azioni" }
    public func markDone(_ name: String) -> String { "Segna «\(name)» come fatto" }
    public var pin: String { "Fissa" }
    public var unpin: String { "Sblocca" }
    public var edit: String { "Modifica" }
    public var details: String { "Dettagli" }
    public var delete: String { "Elimina" }
    public var allTrackers: String { "Tutti i tracker" }
    public var todaysTrackers: String { "Tracker di oggi" }
    public var completed: String { "Completati" }
    public var uncompleted: String { "Non completati" }
    public func deleteTrackerQuestion(_ name: String) -> String { "Eliminare «\(name)» e la sua cronologia? L’operazione è irreversibile." }
    public var offlineStatus: String { "Offline: i tuoi tocchi verranno sincronizzati" }
    public var syncedStatus: String { "Tutte le modifiche sincronizzate" }
    public var refusedStatus: String { "Una modifica fatta offline non è stata salvata:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Monitora solo ciò che vuoi", "Anche se non sono litri d’acqua e yoga"] }
    public var onboardingLabel: String { "Ti diamo il benvenuto in Habits" }
    public var awesomeTech: String { "Che tecnologia!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Ancora niente da analizzare" }
    public var bestStreak: String { "Serie migliore" }
    public var perfectDays: String { "Giorni perfetti" }
    public var trackersCompleted: String { "Tracker completati" }
    public var average: String { "Media" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Nuova abitudine" }
    public var newEvent: String { "Nuovo evento irregolare" }
    public var editHabit: String { "Modifica abitudine" }
    public var editEvent: String { "Modifica evento irregolare" }
    public var namePlaceholder: String { "Inserisci il nome del tracker" }
    public var trackerName: String { "Nome del tracker" }
    public var clear: String { "Cancella" }
    public var category: String { "Categoria" }
    public var schedule: String { "Programmazione" }
    public var everyDay: String { "Ogni giorno" }
    public var note: String { "Nota" }
    public var notePlaceholder: String { "Descrizione (facoltativa)" }
    public var emoji: String { "Emoji" }
    public var color: String { "Colore" }
    public var cancel: String { "Annulla" }
    public var create: String { "Crea" }
    public var save: String { "Salva" }
    public var done: String { "Fine" }
    public var chooseCategory: String { "Scegli una categoria." }
    public var chooseDays: String { "Scegli almeno un giorno." }
    public var chooseEmoji: String { "Scegli un’emoji." }
    public var chooseColor: String { "Scegli un colore." }
    public var startDate: String { "Data di inizio" }
    public var chooseStart: String { "Scegli una data di inizio." }
    public var changedElsewhere: String {
        "Questo tracker è stato modificato dopo che hai aperto il modulo. Questi sono i valori attuali; rifai la tua modifica."
    }
    public var colorNames: [String] {
        ["Blu", "Verde", "Ambra", "Rosso", "Viola", "Ciano", "Rosa", "Ardesia", "Corallo", "Arancione", "Azzurro", "Violetto",
         "Menta", "Orchidea", "Indaco", "Rosa chiaro", "Pervinca", "Lime"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Serie attuale \(days(current)), record \(best)" }
    public var categoryPlaceholder: String { "Abitudini ed eventi si possono raggruppare per tema" }
    public var addCategory: String { "Aggiungi categoria" }
    public var newCategory: String { "Nuova categoria" }
    public var categoryNamePlaceholder: String { "Inserisci il nome della categoria" }
    public var categoryMenu: String { "Azioni della categoria" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Eliminare «\(name)» e \(plural(count, PluralForms(one: "il suo", other: "i suoi"))) \(trackerCount(count))? L’operazione è irreversibile."
    }

    // MARK: Tracker detail

    public var back: String { "← Indietro" }
    public var offlineTitle: String { "Nessuna connessione" }
    public var offlineMessage: String { "Questa schermata non è salvata sul dispositivo. Connettiti a internet e riprova." }
    public var currentStreak: String { "Serie attuale" }
    public var bestStreakDetail: String { "Serie record" }
    public var last7Days: String { "Ultimi 7 giorni" }
    public var last30Days: String { "Ultimi 30 giorni" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) \(plural(days, PluralForms(one: "fatto", other: "fatti"))) dal \(mediumDate(start))"
    }
    public var dayDone: String { "fatto" }
    public var dayMissed: String { "mancato" }
    public var dayPending: String { "non ancora fatto" }
    public var dayUnscheduled: String { "non previsto" }
    public var dayBeforeStart: String { "prima dell’inizio" }
    public var daySkipped: String { "saltato" }
    public var dayPaused: String { "in pausa" }
    public var dayOpen: String { "facoltativo" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Giorni della settimana" }
    public var scheduleTimesAWeek: String { "Volte a settimana" }
    public var scheduleTimesAMonth: String { "Volte al mese" }
    public var scheduleEveryNDays: String { "Ogni N giorni" }
    public var scheduleTimesInDays: String { "N volte ogni M giorni" }
    public var applySchedule: String { "Applica" }
    public var numberOfTimes: String { "Volte" }
    public var numberOfDays: String { "Giorni" }
    public var measureTitle: String { "Misura" }
    public var measureAmount: String { "Conta una quantità" }
    public var measureFixedHint: String { "Un’abitudine sì/no resta sì/no; per contare una quantità, crea una nuova abitudine." }
    public var unit: String { "Unità" }
    public var unitPlaceholder: String { "bicchieri, km, min" }
    public var target: String { "Obiettivo" }
    public var atMost: String { "Al massimo" }
    public var step: String { "Incremento" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        "\(direction == .atLeast ? "Almeno" : "Al massimo") \(target) \(unit) \(perPeriod(per))"
    }
    private func perPeriod(_ per: StreakUnit) -> String {
        switch per {
        case .days: "al giorno"
        case .weeks: "a settimana"
        case .months: "al mese"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) questa settimana"
        case .months: "\(value) / \(target) \(unit) questo mese"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Aggiungi \(step) \(unit) a «\(name)»" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Record \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Serie attuale \(streakLength(current, unit)), record \(streakLength(best, unit))"
    }
    public var value: String { "Valore" }
    public func valueFor(_ name: String) -> String { "Valore di «\(name)»" }
    public var skipToday: String { "Salta oggi" }
    public var skip: String { "Salta" }
    public var unskip: String { "Annulla salto" }
    public func noteFor(_ name: String) -> String { "Nota su «\(name)»" }
    public var dayNote: String { "Nota del giorno" }
    public var skippedCard: String { "Saltato" }
    public var optionalToday: String { "Facoltativo oggi" }
    public var pause: String { "Metti in pausa" }
    public var resume: String { "Riprendi" }
    public var archive: String { "Archivia" }
    public var unarchive: String { "Ripristina dall’archivio" }
    public var moveUp: String { "Sposta su" }
    public var moveDown: String { "Sposta giù" }
    public var pausedSection: String { "In pausa" }
    public func pauseFor(_ name: String) -> String { "Metti in pausa «\(name)»" }
    public var pauseFrom: String { "Dal" }
    public var pauseUntil: String { "Al" }
    public var pauseUntilHint: String { "Lascia vuoto «Al» per una pausa fino a quando riprendi." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "In pausa fino al \(mediumDate($0))" } ?? "In pausa fino alla ripresa" }
    public var pauseAll: String { "Metti tutto in pausa" }
    public var pauseAllHint: String { "Metti in pausa tutte le abitudini per le vacanze: quei giorni non interrompono le serie." }
    public var archivedTitle: String { "Archivio" }
    public var nothingArchived: String { "L’archivio è vuoto." }
    public var dayStart: String { "La giornata inizia alle" }
    public var setDayStart: String { "Imposta l’inizio della giornata" }
    public var dayStartHint: String { "Ciò che segni dopo mezzanotte e prima di quest’ora conta per il giorno precedente." }
    public var weekStart: String { "Primo giorno della settimana" }
    public var weekStartHint: String { "I calendari iniziano da questo giorno e un’abitudine settimanale conta le sue volte da lì." }
    public var setWeekStart: String { "Imposta il primo giorno della settimana" }

    // MARK: Settings

    public var languageLabel: String { "Lingua" }
    public var export: String { "Esporta" }
    public var exportHint: String { "Scarica tutto in un unico file JSON." }
    public var importTitle: String { "Importa" }
    public var importHint: String { "Carica un file esportato in questa app vuota." }
    public var importButton: String { "Importa file" }
    public func imported(_ trackers: Int) -> String {
        "\(trackerCount(trackers)) \(plural(trackers, PluralForms(one: "importato", other: "importati")))."
    }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits – accedi" }
    public var passphrase: String { "Frase di accesso" }
    public var signIn: String { "Accedi" }
    public var wrongPassphrase: String { "Frase di accesso errata." }
    public var tooManyPassphrases: String { "Troppi tentativi errati. Aspetta un momento e riprova." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Non trovato", "Questa pagina o questo tracker non esiste (più).")
        case 503: ("Impossibile salvare", "Al momento non è stato possibile salvare la modifica e non è cambiato nulla. Riprova tra poco.")
        case 400...499: ("Non ha funzionato", "Non è stato possibile capire la richiesta.")
        default: ("Qualcosa è andato storto", "Qualcosa è andato storto da parte nostra. Riprova.")
        }
    }
    public var backToTrackers: String { "Torna ai tracker" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Dai un nome al tuo tracker."
        case .nameTooLong, .categoryNameTooLong: "Massimo 38 caratteri"
        case .duplicateTracker(let name): "Monitori già «\(name)»."
        case .categoryNameMissing: "Dai un nome alla tua categoria."
        case .duplicateCategory(let name): "La categoria «\(name)» esiste già."
        case .noteTooLong: "La nota può avere al massimo 200 caratteri."
        case .controlCharacters: "I caratteri di controllo (come NUL) non si possono usare in nomi e note."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Scegli una delle emoji."
        case .invalidColor(let text): "«\(text)» non è un colore; usa #RRGGBB."
        case .futureDay: "Non puoi segnare un giorno futuro."
        case .beforeStart(let name, let start): "«\(name)» è iniziato il \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "«\(name)» non è previsto \(everyWeekday(weekday))."
        case .eventAlreadyDone(let name, let day): "«\(name)» è già stato fatto il \(mediumDate(day)). Prima annulla quel giorno."
        case .startAfterFirstCompletion(let name, let first):
            "«\(name)» è stato fatto per la prima volta il \(mediumDate(first)); non può iniziare dopo."
        case .startInFuture: "Un tracker non può iniziare nel futuro."
        case .kindChange: "Un’abitudine non può diventare un evento, né viceversa."
        case .unknownTracker(let name): "Nessun tracker si chiama «\(name)»."
        case .unknownCategory(let name): "Nessuna categoria si chiama «\(name)»."
        case .databaseNotEmpty: "L’importazione richiede un database vuoto; questo contiene già dati."
        case .invalidImport(let problem): "Questo file non si può importare: \(problem)"
        case .scheduleOutOfRange(.weekly): "Scegli da \(Schedule.weeklyLimits.lowerBound) a \(Schedule.weeklyLimits.upperBound) volte a settimana."
        case .scheduleOutOfRange(.monthly): "Scegli da \(Schedule.monthlyLimits.lowerBound) a \(Schedule.monthlyLimits.upperBound) volte al mese."
        case .scheduleOutOfRange(.rolling): "Scegli N volte ogni M giorni, con N almeno \(Schedule.rollingTimesLimits.lowerBound) e minore di M, e M al massimo \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Indica un’unità da 1 a 16 caratteri, come bicchieri o km."
        case .targetInvalid: "L’obiettivo è un numero maggiore di 0 e al massimo 1.000.000, con fino a 3 decimali."
        case .stepInvalid: "L’incremento è un numero maggiore di 0 e al massimo 1.000.000, con fino a 3 decimali."
        case .valueInvalid: "Un valore è un numero da 0 a 1.000.000 con fino a 3 decimali."
        case .notMeasurable(let name): "«\(name)» è un’abitudine sì/no: va solo segnata come fatta, senza valore."
        case .measureOnEvent: "Un evento irregolare non si può misurare; trasformalo in abitudine."
        case .measureChange: "Un’abitudine sì/no non può diventare misurabile, né viceversa."
        case .cannotSkipEvent(let name): "«\(name)» è un evento irregolare; gli eventi non si possono saltare."
        case .cannotPauseEvent(let name): "«\(name)» è un evento irregolare; solo le abitudini si possono mettere in pausa."
        case .pauseEndsBeforeStart: "Una pausa non può finire prima di iniziare."
        case .dayStartOutOfRange: "La giornata può iniziare allo scoccare dell’ora, dalle 00:00 alle 06:00."
        case .weekStartUnsupported: "La settimana può iniziare di lunedì, di domenica o di sabato."
        case .archived(let name): "«\(name)» è archiviato; ripristinalo dall’archivio per cambiarne i giorni."
        case .startAfterArchive(let name, let archived):
            "«\(name)» è stato archiviato il \(mediumDate(archived)); non può iniziare dopo."
        case .unknownZone(let zone): "«\(zone)» non è un fuso orario; usa un nome come Europe/Rome."
        case .channelURLInvalid: "Indica un indirizzo web che inizi con https://, come https://ntfy.sh/mio-argomento."
        case .channelURLInsecure: "I promemoria viaggiano su https; http semplice solo verso questo computer (localhost o 127.0.0.1)."
        case .channelSecretInvalid: "Il segreto ha da 1 a 200 caratteri, senza spazi."
        case .channelLabelTooLong: "Il nome deve avere meno di 60 caratteri."
        case .pushKeysInvalid: "L’iscrizione push di questo browser ha chiavi che Habits non può usare."
        case .tooManyChannels: "Ci sono già 50 canali; rimuovine uno prima."
        case .unknownChannel(let id): "Nessun canale di notifica ha l’id «\(id)»."
        case .doneTokenInvalid:
            "Questa notifica viene da un dispositivo che non riceve più promemoria; apri l’app per segnare l’abitudine."
        case .reminderTimeInvalid(let text): "«\(text)» non è un orario; usa HH:MM nel formato 24 ore, come 21:00."
        case .duplicateReminder(let time): "C’è già un promemoria alle \(time)."
        case .tooManyReminders: "Un tracker può avere fino a \(Reminder.limit) promemoria."
        case .reminderDaysEmpty: "Scegli almeno un giorno per il promemoria."
        case .accountNameInvalid: "Dai all’account un nome di massimo 64 caratteri, senza caratteri di controllo."
        case .duplicateAccount(let name): "Esiste già un account «\(name)»."
        case .unknownAccount(let name): "Non esiste un account «\(name)»."
        case .passwordTooShort(let minimum): "Scegli una password di almeno \(minimum) caratteri."
        case .passwordTooLong: "Questa password è troppo lunga; deve avere meno di 1.024 byte."
        case .invitationInvalid:
            "Questo link di registrazione non è valido: è già stato usato o ha più di 7 giorni. Chiedine uno nuovo."
        case .tokenLabelInvalid: "Dai al token un’etichetta di massimo 64 caratteri, senza caratteri di controllo."
        case .passwordIsName: "Scegli una password diversa dal nome dell’account."
        case .passwordsDiffer: "Le due nuove password sono diverse; scrivi la stessa due volte."
        case .currentPasswordWrong: "La password attuale è sbagliata; non è stato cambiato nulla."
        case .identityTaken(let subject): "L’accesso «\(subject)» appartiene già a un altro account."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Aggiungi un tracker con: habits add NOME --category CAT --every-day" }
    public var noCategories: String { "Ancora nessuna categoria. Aggiungine una con: habits category add NOME" }
    public var listTrackersHint: String { "Esegui 'habits list' per vedere i tuoi tracker." }
    public var listCategoriesHint: String { "Esegui 'habits category list' per vedere le tue categorie." }
    public func addedCategory(_ name: String) -> String { "Categoria «\(name)» aggiunta." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Categoria «\(old)» rinominata in «\(new)»." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Così elimini per sempre «\(name)» e \(plural(count, PluralForms(one: "il suo", other: "i suoi"))) \(trackerCount(count)). "
            + "Esegui di nuovo con --yes per confermare."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "Eliminati «\(name)» e \(plural(count, PluralForms(one: "il suo", other: "i suoi"))) \(trackerCount(count))."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name) (\(schedule ?? "evento irregolare")) aggiunto a «\(category)»."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name) aggiornato." }
    public func pinnedTracker(_ name: String) -> String { "\(name) fissato." }
    public func unpinnedTracker(_ name: String) -> String { "\(name) sbloccato." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Così elimini per sempre «\(name)» e la sua cronologia. Esegui di nuovo con --yes per confermare."
    }
    public func deletedTracker(_ name: String) -> String { "Eliminati «\(name)» e la sua cronologia." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "fatto" : "non fatto"
        return changed ? "\(name): \(state) il \(day.iso)." : "\(name) era già \(state) il \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Ultimi 30 giorni, dal \(first.iso) al \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "Esportati in \(file): \(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorie"))) e \(trackerCount(trackers))."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Importati: \(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorie"))), \(trackerCount(trackers)) "
            + "e \(completions) \(plural(completions, PluralForms(one: "registrazione", other: "registrazioni")))."
    }
    public func serving(url: String, database: String) -> String {
        "Habits è in servizio su \(url) (database \(database)). Ferma con Ctrl-C."
    }
    public var stopped: String { "fermato; database chiuso." }
    public func clockPinned(_ instant: String) -> String { "attenzione: HABITS_NOW è impostato; l’orologio parte da \(instant), non da adesso." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) su \(days(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "questo mese" : "questa settimana" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per: StreakUnit = switch schedule.kind { case .weekly: .weeks; case .monthly: .months; default: .days }
        return "\(measure.direction == .atMost ? "al massimo" : "almeno") \(number(measure.target)) \(measure.unit) \(perPeriod(per))"
    }
    public func tapAdds(_ step: Quantity) -> String { "un tocco aggiunge \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) il \(day.iso)\(period)." : "\(name) era già a \(amount) il \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): saltato il \(day.iso)." : "\(name) era già saltato il \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): nota «\(note)»."
        case (nil, true): "\(name), \(day.iso): nota rimossa."
        case (_?, false): "\(name) ha già questa nota il \(day.iso)."
        case (nil, false): "\(name) non ha note il \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "dal \(from.iso) al \($0.iso)" } ?? "dal \(from.iso) fino alla ripresa"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name) in pausa \(range)." : "\(name) è già in pausa \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) ripreso." : "\(name) oggi non è in pausa."
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "in pausa fino al \($0.iso)" } ?? "in pausa fino alla ripresa" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) archiviato; la cronologia resta." : "\(name) è già archiviato."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) ripristinato dall’archivio." : "\(name) non è archiviato."
    }
    public func archivedSince(_ day: Day) -> String { "Archiviato il \(day.iso); 'habits unarchive' lo ripristina." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name) spostato \(up ? "su" : "giù")."
            : "\(name) è già \(up ? "il primo" : "l’ultimo") della sua categoria."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Categoria «\(name)» spostata \(up ? "su" : "giù")."
            : "La categoria «\(name)» è già \(up ? "la prima" : "l’ultima")."
    }
    public var pausesLabel: String { "Pause:" }
    public var notesLabel: String { "Note:" }
    public var dayStartLabel: String { "Inizio della giornata" }
    public var weekStartLabel: String { "Inizio settimana" }
    public var zoneLabel: String { "Fuso orario" }
    public var zoneUnset: String { "non impostato (segue il dispositivo)" }
    public var settingsSaved: String { "Impostazioni salvate." }
}
