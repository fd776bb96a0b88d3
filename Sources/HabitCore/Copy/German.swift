/// The product's German copy, addressing the person as "du" as phone apps do.
///
/// Glossary (one word per product term throughout):
/// habit – Gewohnheit · tracker – Tracker (der, pl. die Tracker) · irregular event – unregelmäßiges
/// Ereignis · streak – Serie · skip – überspringen (übersprungen) · pause – pausieren (Pause, pausiert) ·
/// archive – archivieren (Archiv) · measurable – messbar (yes/no: Ja/Nein-Gewohnheit) · category –
/// Kategorie · done – erledigt · entry – Eintrag · reminder – Erinnerung · strength – Stärke ·
/// target – Ziel · step – Schritt · due – fällig.
public struct German: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Deutsch" }

    /// CLDR: one for 1 without a fraction shown; other for the rest (`1,0`, `1,5`).
    public func pluralCategory(_ number: PluralOperands) -> PluralCategory { number.i == 1 && number.v == 0 ? .one : .other }

    // MARK: Dates

    public var monthNames: [String] {
        ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
         "September", "Oktober", "November", "Dezember"]
    }
    private var shortMonthNames: [String] {
        ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
    }
    public var weekdayNames: [String] { ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"] }
    public var shortWeekdayNames: [String] { ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"] }

    public func weekdayTitle(_ weekday: Weekday) -> String { weekdayName(weekday) }
    /// `EEEE, d. MMMM`: "Samstag, 8. März".
    public func heading(_ day: Day) -> String {
        "\(weekdayName(day.weekday)), \(day.dayOfMonth). \(monthName(day.month))"
    }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year)" }
    /// `d. MMM y`: "1. März 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d). \(shortMonthNames[m - 1]) \(y)"
    }
    /// `E, d.`: "Sa., 8.".
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday))., \(day.dayOfMonth)." }
    public func monthTitle(_ day: Day) -> String { "\(monthName(day.month)) \(day.year)" }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    /// "samstags": on every such weekday.
    private func everyWeekday(_ weekday: Weekday) -> String { weekdayName(weekday).lowercased() + "s" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "Tag", other: "Tage")))" }
    public func trackerCount(_ count: Int) -> String { "\(count) Tracker" }
    public func best(_ count: Int) -> String { "Rekord \(count)" }
    private func times(_ count: Int) -> String { plural(count, PluralForms(one: "einmal", other: "\(count)-mal")) }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(capitalized(times(count))) pro Woche"
        case .monthly(let count): "\(capitalized(times(count))) pro Monat"
        case .rolling(1, let days): "Alle \(days) Tage"
        case .rolling(let count, let days): "\(capitalized(times(count))) in \(days) Tagen"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) Wo."
        case .months: "\(count) Mon."
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, PluralForms(one: "Woche", other: "Wochen")))"
        case .months: "\(count) \(plural(count, PluralForms(one: "Monat", other: "Monate")))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Tracker" }
    public var statistics: String { "Statistik" }
    public var search: String { "Suchen" }
    public var filters: String { "Filter" }
    public var whatToTrack: String { "Was möchtest du verfolgen?" }
    public var nothingFound: String { "Nichts gefunden" }
    public var pinned: String { "Angeheftet" }
    public var progressTodayTemplate: String { "Heute {done} von {total} erledigt" }
    public var progressOtherDayTemplate: String { "{done} von {total} erledigt" }
    public var allDoneToday: String { "Für heute alles erledigt. Gut gemacht!" }
    public var addTracker: String { "Tracker hinzufügen" }
    public var createTracker: String { "Tracker erstellen" }
    public var habit: String { "Gewohnheit" }
    public var irregularEvent: String { "Unregelmäßiges Ereignis" }
    public var chooseDate: String { "Tag auswählen" }
    public var previousMonth: String { "Vorheriger Monat" }
    public var nextMonth: String { "Nächster Monat" }
    public var today: String { "Heute" }
    public var settings: String { "Einstellungen" }
    public func menuFor(_ name: String) -> String { "\(name): Aktionen" }
    public func markDone(_ name: String) -> String { "„\(name)“ als erledigt markieren" }
    public var pin: String { "Anheften" }
    public var unpin: String { "Loslösen" }
    public var edit: String { "Bearbeiten" }
    public var details: String { "Details" }
    public var delete: String { "Löschen" }
    public var allTrackers: String { "Alle Tracker" }
    public var todaysTrackers: String { "Tracker für heute" }
    public var completed: String { "Erledigt" }
    public var uncompleted: String { "Nicht erledigt" }
    public func deleteTrackerQuestion(_ name: String) -> String {
        "„\(name)“ mit seinem Verlauf löschen? Das lässt sich nicht rückgängig machen."
    }
    public var offlineStatus: String { "Offline – deine Eingaben werden später übertragen" }
    public var syncedStatus: String { "Alle Änderungen übertragen" }
    public var refusedStatus: String { "Eine offline gemachte Änderung wurde nicht gespeichert:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Verfolge nur, was dir wichtig ist", "Auch wenn es nicht Liter Wasser und Yoga sind"] }
    public var onboardingLabel: String { "Willkommen bei Habits" }
    public var awesomeTech: String { "Tolle Technik!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Noch nichts auszuwerten" }
    public var bestStreak: String { "Beste Serie" }
    public var perfectDays: String { "Perfekte Tage" }
    public var trackersCompleted: String { "Erledigte Tracker" }
    public var average: String { "Durchschnitt" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Neue Gewohnheit" }
    public var newEvent: String { "Neues unregelmäßiges Ereignis" }
    public var editHabit: String { "Gewohnheit bearbeiten" }
    public var editEvent: String { "Ereignis bearbeiten" }
    public var namePlaceholder: String { "Name des Trackers eingeben" }
    public var trackerName: String { "Name des Trackers" }
    public var clear: String { "Leeren" }
    public var category: String { "Kategorie" }
    public var schedule: String { "Zeitplan" }
    public var everyDay: String { "Jeden Tag" }
    public var note: String { "Notiz" }
    public var notePlaceholder: String { "Beschreibung (optional)" }
    public var emoji: String { "Emoji" }
    public var color: String { "Farbe" }
    public var cancel: String { "Abbrechen" }
    public var create: String { "Erstellen" }
    public var save: String { "Speichern" }
    public var done: String { "Fertig" }
    public var chooseCategory: String { "Wähle eine Kategorie." }
    public var chooseDays: String { "Wähle mindestens einen Tag." }
    public var chooseEmoji: String { "Wähle ein Emoji." }
    public var chooseColor: String { "Wähle eine Farbe." }
    public var startDate: String { "Startdatum" }
    public var chooseStart: String { "Wähle ein Startdatum." }
    public var changedElsewhere: String {
        "Dieser Tracker wurde geändert, nachdem du das Formular geöffnet hast. Hier sind seine aktuellen Werte; nimm deine Änderung bitte noch einmal vor."
    }
    public var colorNames: [String] {
        ["Blau", "Grün", "Bernstein", "Rot", "Lila", "Türkis", "Rosa", "Schiefergrau", "Koralle", "Orange", "Azurblau", "Violett",
         "Mintgrün", "Orchidee", "Indigo", "Hellrosa", "Immergrün", "Limette"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Aktuelle Serie \(days(current)), Rekord \(best)" }
    public var categoryPlaceholder: String { "Gewohnheiten und Ereignisse lassen sich nach Themen gruppieren" }
    public var addCategory: String { "Kategorie hinzufügen" }
    public var newCategory: String { "Neue Kategorie" }
    public var categoryNamePlaceholder: String { "Name der Kategorie eingeben" }
    public var categoryMenu: String { "Aktionen für die Kategorie" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "„\(name)“ mit \(plural(count, PluralForms(one: "seinem", other: "seinen"))) \(count) \(plural(count, PluralForms(one: "Tracker", other: "Trackern"))) löschen? "
            + "Das lässt sich nicht rückgängig machen."
    }

    // MARK: Tracker detail

    public var back: String { "← Zurück" }
    public var offlineTitle: String { "Keine Verbindung" }
    public var offlineMessage: String { "Diese Ansicht ist auf dem Gerät nicht gespeichert. Verbinde dich mit dem Internet und versuche es erneut." }
    public var currentStreak: String { "Aktuelle Serie" }
    public var bestStreakDetail: String { "Rekordserie" }
    public var last7Days: String { "Letzte 7 Tage" }
    public var last30Days: String { "Letzte 30 Tage" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) erledigt seit \(mediumDate(start))"
    }
    public var dayDone: String { "erledigt" }
    public var dayMissed: String { "verpasst" }
    public var dayPending: String { "noch offen" }
    public var dayUnscheduled: String { "nicht geplant" }
    public var dayBeforeStart: String { "vor dem Start" }
    public var daySkipped: String { "übersprungen" }
    public var dayPaused: String { "pausiert" }
    public var dayOpen: String { "freiwillig" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Wochentage" }
    public var scheduleTimesAWeek: String { "Mal pro Woche" }
    public var scheduleTimesAMonth: String { "Mal pro Monat" }
    public var scheduleEveryNDays: String { "Alle N Tage" }
    public var scheduleTimesInDays: String { "N-mal in M Tagen" }
    public var applySchedule: String { "Übernehmen" }
    public var numberOfTimes: String { "Wie oft" }
    public var numberOfDays: String { "Tage" }
    public var measureTitle: String { "Messen" }
    public var measureAmount: String { "Menge zählen" }
    public var measureFixedHint: String { "Eine Ja/Nein-Gewohnheit bleibt Ja/Nein; um eine Menge zu zählen, erstelle eine neue Gewohnheit." }
    public var unit: String { "Einheit" }
    public var unitPlaceholder: String { "Gläser, km, Min." }
    public var target: String { "Ziel" }
    public var atMost: String { "Höchstens" }
    public var step: String { "Schritt" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "Mindestens" : "Höchstens"
        return "\(limit) \(target) \(unit) \(perPeriod(per))"
    }
    private func perPeriod(_ per: StreakUnit) -> String {
        switch per {
        case .days: "pro Tag"
        case .weeks: "pro Woche"
        case .months: "pro Monat"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) diese Woche"
        case .months: "\(value) / \(target) \(unit) diesen Monat"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "\(step) \(unit) zu „\(name)“ hinzufügen" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Rekord \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Aktuelle Serie \(streakLength(current, unit)), Rekord \(streakLength(best, unit))"
    }
    public var value: String { "Wert" }
    public func valueFor(_ name: String) -> String { "Wert für „\(name)“" }
    public var skipToday: String { "Heute überspringen" }
    public var skip: String { "Überspringen" }
    public var unskip: String { "Nicht überspringen" }
    public func noteFor(_ name: String) -> String { "Notiz zu „\(name)“" }
    public var dayNote: String { "Notiz zum Tag" }
    public var skippedCard: String { "Übersprungen" }
    public var optionalToday: String { "Heute freiwillig" }
    public var pause: String { "Pausieren" }
    public var resume: String { "Fortsetzen" }
    public var archive: String { "Archivieren" }
    public var unarchive: String { "Aus dem Archiv holen" }
    public var moveUp: String { "Nach oben" }
    public var moveDown: String { "Nach unten" }
    public var pausedSection: String { "Pausiert" }
    public func pauseFor(_ name: String) -> String { "„\(name)“ pausieren" }
    public var pauseFrom: String { "Von" }
    public var pauseUntil: String { "Bis" }
    public var pauseUntilHint: String { "Lass „Bis“ leer, um zu pausieren, bis du fortsetzt." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "Pausiert bis \(mediumDate($0))" } ?? "Pausiert bis zur Fortsetzung" }
    public var pauseAll: String { "Alle pausieren" }
    public var pauseAllHint: String { "Pausiere alle Gewohnheiten für den Urlaub: Diese Tage unterbrechen keine Serie." }
    public var archivedTitle: String { "Archiv" }
    public var nothingArchived: String { "Das Archiv ist leer." }
    public var dayStart: String { "Der Tag beginnt um" }
    public var setDayStart: String { "Tagesbeginn festlegen" }
    public var dayStartHint: String { "Was du nach Mitternacht und vor dieser Uhrzeit einträgst, zählt zum Vortag." }
    public var weekStart: String { "Erster Tag der Woche" }
    public var weekStartHint: String { "Kalender beginnen mit diesem Tag, und eine wöchentliche Gewohnheit zählt ab ihm." }
    public var setWeekStart: String { "Ersten Wochentag festlegen" }

    // MARK: Settings

    public var languageLabel: String { "Sprache" }
    public var export: String { "Exportieren" }
    public var exportHint: String { "Alles als eine JSON-Datei herunterladen." }
    public var importTitle: String { "Importieren" }
    public var importHint: String { "Eine exportierte Datei in diese leere App laden." }
    public var importButton: String { "Datei importieren" }
    public func imported(_ trackers: Int) -> String { "\(trackerCount(trackers)) importiert." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits – Anmelden" }
    public var passphrase: String { "Passphrase" }
    public var signIn: String { "Anmelden" }
    public var wrongPassphrase: String { "Falsche Passphrase." }
    public var tooManyPassphrases: String { "Zu viele falsche Passphrasen. Warte einen Moment und versuche es erneut." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Nicht gefunden", "Diese Seite oder diesen Tracker gibt es nicht (mehr).")
        case 503: ("Speichern nicht möglich", "Die Änderung konnte gerade nicht gespeichert werden, es wurde nichts verändert. Versuche es gleich noch einmal.")
        case 400...499: ("Das hat nicht geklappt", "Die Anfrage war nicht verständlich.")
        default: ("Etwas ist schiefgelaufen", "Bei uns ist etwas schiefgelaufen. Versuche es erneut.")
        }
    }
    public var backToTrackers: String { "Zurück zu den Trackern" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Gib deinem Tracker einen Namen."
        case .nameTooLong, .categoryNameTooLong: "Höchstens 38 Zeichen"
        case .duplicateTracker(let name): "Du verfolgst „\(name)“ bereits."
        case .categoryNameMissing: "Gib deiner Kategorie einen Namen."
        case .duplicateCategory(let name): "Die Kategorie „\(name)“ gibt es schon."
        case .noteTooLong: "Die Notiz darf höchstens 200 Zeichen lang sein."
        case .controlCharacters: "Steuerzeichen (wie NUL) sind in Namen und Notizen nicht erlaubt."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Wähle eines der Emojis."
        case .invalidColor(let text): "„\(text)“ ist keine Farbe; verwende #RRGGBB."
        case .futureDay: "Einen Tag in der Zukunft kannst du nicht markieren."
        case .beforeStart(let name, let start): "„\(name)“ hat am \(mediumDate(start)) begonnen."
        case .notScheduled(let name, let weekday): "„\(name)“ ist \(everyWeekday(weekday)) nicht geplant."
        case .eventAlreadyDone(let name, let day):
            "„\(name)“ wurde schon am \(mediumDate(day)) erledigt. Mach diesen Tag zuerst rückgängig."
        case .startAfterFirstCompletion(let name, let first):
            "„\(name)“ wurde zuerst am \(mediumDate(first)) erledigt; der Start kann nicht später liegen."
        case .startInFuture: "Ein Tracker kann nicht in der Zukunft beginnen."
        case .kindChange: "Eine Gewohnheit kann nicht zu einem Ereignis werden und umgekehrt."
        case .unknownTracker(let name): "Es gibt keinen Tracker namens „\(name)“."
        case .unknownCategory(let name): "Es gibt keine Kategorie namens „\(name)“."
        case .databaseNotEmpty: "Der Import braucht eine leere Datenbank; diese enthält bereits Daten."
        case .invalidImport(let problem): "Diese Datei lässt sich nicht importieren: \(problem)"
        case .scheduleOutOfRange(.weekly): "Wähle \(Schedule.weeklyLimits.lowerBound)- bis \(Schedule.weeklyLimits.upperBound)-mal pro Woche."
        case .scheduleOutOfRange(.monthly): "Wähle \(Schedule.monthlyLimits.lowerBound)- bis \(Schedule.monthlyLimits.upperBound)-mal pro Monat."
        case .scheduleOutOfRange(.rolling): "Wähle N-mal in M Tagen, mit N mindestens \(Schedule.rollingTimesLimits.lowerBound) und kleiner als M, und M höchstens \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Gib eine Einheit mit 1 bis 16 Zeichen an, etwa Gläser oder km."
        case .targetInvalid: "Das Ziel ist eine Zahl über 0 und höchstens 1.000.000, mit bis zu 3 Nachkommastellen."
        case .stepInvalid: "Der Schritt ist eine Zahl über 0 und höchstens 1.000.000, mit bis zu 3 Nachkommastellen."
        case .valueInvalid: "Ein Wert ist eine Zahl von 0 bis 1.000.000 mit bis zu 3 Nachkommastellen."
        case .notMeasurable(let name): "„\(name)“ ist eine Ja/Nein-Gewohnheit: Markiere sie als erledigt, sie braucht keinen Wert."
        case .measureOnEvent: "Ein unregelmäßiges Ereignis lässt sich nicht messen; mach eine Gewohnheit daraus."
        case .measureChange: "Eine Ja/Nein-Gewohnheit kann nicht messbar werden und umgekehrt."
        case .cannotSkipEvent(let name): "„\(name)“ ist ein unregelmäßiges Ereignis; Ereignisse lassen sich nicht überspringen."
        case .cannotPauseEvent(let name): "„\(name)“ ist ein unregelmäßiges Ereignis; nur Gewohnheiten lassen sich pausieren."
        case .pauseEndsBeforeStart: "Eine Pause kann nicht enden, bevor sie beginnt."
        case .dayStartOutOfRange: "Der Tag kann zur vollen Stunde zwischen 00:00 und 06:00 Uhr beginnen."
        case .weekStartUnsupported: "Die Woche kann am Montag, Sonntag oder Samstag beginnen."
        case .archived(let name): "„\(name)“ ist archiviert; hol den Tracker aus dem Archiv, um seine Tage zu ändern."
        case .startAfterArchive(let name, let archived):
            "„\(name)“ wurde am \(mediumDate(archived)) archiviert; der Start kann nicht danach liegen."
        case .unknownZone(let zone): "„\(zone)“ ist keine Zeitzone; verwende einen Namen wie Europe/Berlin."
        case .channelURLInvalid: "Gib eine Webadresse an, die mit https:// beginnt, etwa https://ntfy.sh/mein-thema."
        case .channelURLInsecure: "Erinnerungen laufen über https; einfaches http nur zu diesem Rechner (localhost oder 127.0.0.1)."
        case .channelSecretInvalid: "Das Geheimnis hat 1 bis 200 Zeichen ohne Leerzeichen."
        case .channelLabelTooLong: "Der Name darf höchstens 60 Zeichen lang sein."
        case .pushKeysInvalid: "Das Push-Abo dieses Browsers hat Schlüssel, die Habits nicht verwenden kann."
        case .tooManyChannels: "Es gibt schon 50 Kanäle; entferne zuerst einen."
        case .unknownChannel(let id): "Es gibt keinen Benachrichtigungskanal mit der ID „\(id)“."
        case .doneTokenInvalid:
            "Diese Benachrichtigung stammt von einem Gerät, das keine Erinnerungen mehr bekommt; öffne die App, um die Gewohnheit zu markieren."
        case .reminderTimeInvalid(let text): "„\(text)“ ist keine Uhrzeit; verwende 24-Stunden-Format HH:MM, etwa 21:00."
        case .duplicateReminder(let time): "Um \(time) gibt es schon eine Erinnerung."
        case .tooManyReminders: "Ein Tracker kann bis zu \(Reminder.limit) Erinnerungen haben."
        case .reminderDaysEmpty: "Wähle mindestens einen Tag für die Erinnerung."
        case .accountNameInvalid: "Gib dem Konto einen Namen mit bis zu 64 Zeichen, ohne Steuerzeichen."
        case .duplicateAccount(let name): "Es gibt schon ein Konto „\(name)“."
        case .unknownAccount(let name): "Es gibt kein Konto „\(name)“."
        case .passwordTooShort(let minimum): "Wähle ein Passwort mit mindestens \(minimum) Zeichen."
        case .passwordTooLong: "Dieses Passwort ist zu lang; es darf höchstens 1.024 Bytes haben."
        case .invitationInvalid:
            "Dieser Registrierungslink ist ungültig: Er wurde schon benutzt oder ist älter als 7 Tage. Bitte um einen neuen."
        case .tokenLabelInvalid: "Gib dem Token eine Bezeichnung mit bis zu 64 Zeichen, ohne Steuerzeichen."
        case .passwordIsName: "Wähle ein Passwort, das nicht der Name des Kontos ist."
        case .passwordsDiffer: "Die beiden neuen Passwörter sind verschieden; gib zweimal dasselbe ein."
        case .currentPasswordWrong: "Das aktuelle Passwort ist falsch; es wurde nichts geändert."
        case .identityTaken(let subject): "Die Anmeldung „\(subject)“ gehört schon zu einem anderen Konto."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Tracker hinzufügen mit: habits add NAME --category KATEGORIE --every-day" }
    public var noCategories: String { "Noch keine Kategorien. Füge eine hinzu mit: habits category add NAME" }
    public var listTrackersHint: String { "Mit 'habits list' siehst du deine Tracker." }
    public var listCategoriesHint: String { "Mit 'habits category list' siehst du deine Kategorien." }
    public func addedCategory(_ name: String) -> String { "Kategorie „\(name)“ hinzugefügt." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Kategorie „\(old)“ in „\(new)“ umbenannt." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Damit werden „\(name)“ und \(plural(count, PluralForms(one: "sein", other: "seine"))) \(trackerCount(count)) endgültig gelöscht. Zum Bestätigen mit --yes erneut ausführen."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "„\(name)“ und \(plural(count, PluralForms(one: "sein", other: "seine"))) \(trackerCount(count)) gelöscht."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name) (\(schedule ?? "unregelmäßiges Ereignis")) zu „\(category)“ hinzugefügt."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name) aktualisiert." }
    public func pinnedTracker(_ name: String) -> String { "\(name) angeheftet." }
    public func unpinnedTracker(_ name: String) -> String { "\(name) losgelöst." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Damit werden „\(name)“ und sein Verlauf endgültig gelöscht. Zum Bestätigen mit --yes erneut ausführen."
    }
    public func deletedTracker(_ name: String) -> String { "„\(name)“ und sein Verlauf gelöscht." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "erledigt" : "nicht erledigt"
        return changed ? "\(name): am \(day.iso) \(state)." : "\(name) war am \(day.iso) bereits \(state)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Letzte 30 Tage, \(first.iso) bis \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "\(categories) \(plural(categories, PluralForms(one: "Kategorie", other: "Kategorien"))) und \(trackerCount(trackers)) nach \(file) exportiert."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "\(categories) \(plural(categories, PluralForms(one: "Kategorie", other: "Kategorien"))), \(trackerCount(trackers)) und "
            + "\(completions) \(plural(completions, PluralForms(one: "Eintrag", other: "Einträge"))) importiert."
    }
    public func serving(url: String, database: String) -> String {
        "Habits läuft unter \(url) (Datenbank \(database)). Beenden mit Strg-C."
    }
    public var stopped: String { "beendet; Datenbank geschlossen." }
    public func clockPinned(_ instant: String) -> String { "Achtung: HABITS_NOW ist gesetzt; die Uhr beginnt bei \(instant), nicht jetzt." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) von \(days(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "diesen Monat" : "diese Woche" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per: StreakUnit = switch schedule.kind { case .weekly: .weeks; case .monthly: .months; default: .days }
        return "\(measure.direction == .atMost ? "höchstens" : "mindestens") \(number(measure.target)) \(measure.unit) \(perPeriod(per))"
    }
    public func tapAdds(_ step: Quantity) -> String { "ein Tippen fügt \(number(step)) hinzu" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) am \(day.iso)\(period)." : "\(name) war am \(day.iso) bereits \(amount)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): am \(day.iso) übersprungen." : "\(name) war am \(day.iso) bereits übersprungen."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): Notiz „\(note)“."
        case (nil, true): "\(name), \(day.iso): Notiz entfernt."
        case (_?, false): "\(name) hat am \(day.iso) bereits diese Notiz."
        case (nil, false): "\(name) hat am \(day.iso) keine Notiz."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "\(from.iso) bis \($0.iso)" } ?? "ab \(from.iso) bis zur Fortsetzung"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name) pausiert, \(range)." : "\(name) ist bereits pausiert, \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) fortgesetzt." : "\(name) ist heute nicht pausiert."
    }
    public func pausedUntilLine(_ until: Day?) -> String { "pausiert bis \(until.map(\.iso) ?? "zur Fortsetzung")" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) archiviert; der Verlauf bleibt erhalten." : "\(name) ist bereits archiviert."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) aus dem Archiv geholt." : "\(name) ist nicht archiviert."
    }
    public func archivedSince(_ day: Day) -> String { "Archiviert am \(day.iso); 'habits unarchive' holt ihn zurück." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name) nach \(up ? "oben" : "unten") verschoben."
            : "\(name) steht in seiner Kategorie bereits \(up ? "ganz oben" : "ganz unten")."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Kategorie „\(name)“ nach \(up ? "oben" : "unten") verschoben."
            : "Kategorie „\(name)“ steht bereits \(up ? "ganz oben" : "ganz unten")."
    }
    public var pausesLabel: String { "Pausen:" }
    public var notesLabel: String { "Notizen:" }
    public var dayStartLabel: String { "Tagesbeginn" }
    public var weekStartLabel: String { "Wochenbeginn" }
    public var zoneLabel: String { "Zeitzone" }
    public var zoneUnset: String { "nicht gesetzt (wie auf dem Gerät)" }
    public var settingsSaved: String { "Einstellungen gespeichert." }
}
