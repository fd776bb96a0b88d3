/// The product's Polish copy, in the informal imperative Polish phone apps use ("Dodaj", "Wybierz").
///
/// Glossary (one word per product term throughout):
/// habit – nawyk · tracker – tracker (trackera, trackery, trackerów) · irregular event – nieregularne
/// wydarzenie · streak – seria · skip – pominąć (pominięty) · pause – wstrzymać (wstrzymany, wznowić) ·
/// archive – zarchiwizować (zarchiwizowany, Archiwum) · measurable – mierzalny (yes/no: nawyk tak/nie) ·
/// category – kategoria · done – wykonany · entry – wpis · reminder – przypomnienie · strength – siła ·
/// target – cel · step – krok · due – zaplanowany.
/// A tracker's name has no known gender, so sentences about it put the name first, then a colon, or
/// agree with "tracker" (masculine).
public struct Polish: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Polski" }

    /// CLDR: one for 1; few for 2–4, 22–24… (not 12–14); many for 0, 5–21, 25–31…; other for fractions.
    public func pluralCategory(_ number: PluralOperands) -> PluralCategory {
        let (i, v) = (number.i, number.v)
        if i == 1 && v == 0 { return .one }
        if v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
        return v == 0 ? .many : .other
    }

    // MARK: Dates

    public var monthNames: [String] {
        ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień",
         "wrzesień", "październik", "listopad", "grudzień"]
    }
    /// The month as it reads after a day number: "8 marca".
    private var monthNamesAfterDay: [String] {
        ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
         "września", "października", "listopada", "grudnia"]
    }
    private var shortMonthNames: [String] {
        ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"]
    }
    public var weekdayNames: [String] { ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"] }
    public var shortWeekdayNames: [String] { ["Pon.", "Wt.", "Śr.", "Czw.", "Pt.", "Sob.", "Niedz."] }
    /// Every such weekday: "soboty".
    private var weekdaysPlural: [String] { ["poniedziałki", "wtorki", "środy", "czwartki", "piątki", "soboty", "niedziele"] }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    /// `EEEE, d MMMM`: "Sobota, 8 marca".
    public func heading(_ day: Day) -> String {
        "\(weekdayTitle(day.weekday)), \(day.dayOfMonth) \(monthNamesAfterDay[day.month - 1])"
    }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year)" }
    /// `d MMM y`: "1 mar 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y)"
    }
    /// `E, d`: "Sob., 8".
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)), \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, one: "dzień", few: "dni", many: "dni"))" }
    public func trackerCount(_ count: Int) -> String {
        "\(count) \(plural(count, one: "tracker", few: "trackery", many: "trackerów"))"
    }
    public func best(_ count: Int) -> String { "Rekord \(count)" }
    private func times(_ count: Int) -> String { "\(count) \(plural(count, one: "raz", few: "razy", many: "razy"))" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(times(count)) w tygodniu"
        case .monthly(let count): "\(times(count)) w miesiącu"
        case .rolling(1, let days): "Co \(days) dni"
        case .rolling(let count, let days): "\(times(count)) na \(days) dni"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) tyg."
        case .months: "\(count) mies."
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, one: "tydzień", few: "tygodnie", many: "tygodni"))"
        case .months: "\(count) \(plural(count, one: "miesiąc", few: "miesiące", many: "miesięcy"))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Trackery" }
    public var statistics: String { "Statystyki" }
    public var search: String { "Szukaj" }
    public var filters: String { "Filtry" }
    public var whatToTrack: String { "Co będziemy śledzić?" }
    public var nothingFound: String { "Nic nie znaleziono" }
    public var pinned: String { "Przypięte" }
    public var progressTodayTemplate: String { "Dziś wykonano {done} z {total}" }
    public var progressOtherDayTemplate: String { "Wykonano {done} z {total}" }
    public var allDoneToday: String { "Na dziś wszystko zrobione. Świetna robota!" }
    public var addTracker: String { "Dodaj tracker" }
    public var createTracker: String { "Utwórz tracker" }
    public var habit: String { "Nawyk" }
    public var irregularEvent: String { "Nieregularne wydarzenie" }
    public var chooseDate: String { "Wybierz dzień" }
    public var previousMonth: String { "Poprzedni miesiąc" }
    public var nextMonth: String { "Następny miesiąc" }
    public var today: String { "Dziś" }
    public var settings: String { "Ustawienia" }
    public func menuFor(_ name: String) -> String { "\(name): działania" }
    public func markDone(_ name: String) -> String { "Oznacz „\(name)” jako wykonany" }
    public var pin: String { "Przypnij" }
    public var unpin: String { "Odepnij" }
    public var edit: String { "Edytuj" }
    public var details: String { "Szczegóły" }
    public var delete: String { "Usuń" }
    public var allTrackers: String { "Wszystkie trackery" }
    public var todaysTrackers: String { "Trackery na dziś" }
    public var completed: String { "Wykonane" }
    public var uncompleted: String { "Niewykonane" }
    public func deleteTrackerQuestion(_ name: String) -> String { "Usunąć „\(name)” wraz z historią? Tego nie można cofnąć." }
    public var offlineStatus: String { "Brak sieci — Twoje dotknięcia zsynchronizują się później" }
    public var syncedStatus: String { "Wszystkie zmiany zsynchronizowane" }
    public var refusedStatus: String { "Zmiana wprowadzona bez sieci nie została zapisana:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Śledź tylko to, co chcesz", "Nawet jeśli to nie litry wody i joga"] }
    public var onboardingLabel: String { "Witaj w Habits" }
    public var awesomeTech: String { "Ale technologia!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Na razie nie ma czego analizować" }
    public var bestStreak: String { "Najlepsza seria" }
    public var perfectDays: String { "Idealne dni" }
    public var trackersCompleted: String { "Wykonane trackery" }
    public var average: String { "Średnia" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Nowy nawyk" }
    public var newEvent: String { "Nowe nieregularne wydarzenie" }
    public var editHabit: String { "Edytuj nawyk" }
    public var editEvent: String { "Edytuj nieregularne wydarzenie" }
    public var namePlaceholder: String { "Wpisz nazwę trackera" }
    public var trackerName: String { "Nazwa trackera" }
    public var clear: String { "Wyczyść" }
    public var category: String { "Kategoria" }
    public var schedule: String { "Harmonogram" }
    public var everyDay: String { "Codziennie" }
    public var note: String { "Notatka" }
    public var notePlaceholder: String { "Opis (opcjonalnie)" }
    public var emoji: String { "Emoji" }
    public var color: String { "Kolor" }
    public var cancel: String { "Anuluj" }
    public var create: String { "Utwórz" }
    public var save: String { "Zapisz" }
    public var done: String { "Gotowe" }
    public var chooseCategory: String { "Wybierz kategorię." }
    public var chooseDays: String { "Wybierz co najmniej jeden dzień." }
    public var chooseEmoji: String { "Wybierz emoji." }
    public var chooseColor: String { "Wybierz kolor." }
    public var startDate: String { "Data rozpoczęcia" }
    public var chooseStart: String { "Wybierz datę rozpoczęcia." }
    public var changedElsewhere: String {
        "Ten tracker zmienił się po otwarciu formularza. Oto jego aktualne wartości; wprowadź swoją zmianę jeszcze raz."
    }
    public var colorNames: [String] {
        ["Niebieski", "Zielony", "Bursztynowy", "Czerwony", "Fioletowy", "Cyjan", "Różowy", "Grafitowy", "Koralowy",
         "Pomarańczowy", "Lazurowy", "Liliowy", "Miętowy", "Orchidea", "Indygo", "Jasnoróżowy", "Barwinkowy", "Limonkowy"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Obecna seria \(days(current)), rekord \(best)" }
    public var categoryPlaceholder: String { "Nawyki i wydarzenia można grupować według tematu" }
    public var addCategory: String { "Dodaj kategorię" }
    public var newCategory: String { "Nowa kategoria" }
    public var categoryNamePlaceholder: String { "Wpisz nazwę kategorii" }
    public var categoryMenu: String { "Działania kategorii" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Usunąć „\(name)” wraz z trackerami (\(count))? Tego nie można cofnąć."
    }

    // MARK: Tracker detail

    public var back: String { "← Wstecz" }
    public var offlineTitle: String { "Brak połączenia" }
    public var offlineMessage: String { "Ten ekran nie jest zapisany na tym urządzeniu. Połącz się z internetem i spróbuj ponownie." }
    public var currentStreak: String { "Obecna seria" }
    public var bestStreakDetail: String { "Rekordowa seria" }
    public var last7Days: String { "Ostatnie 7 dni" }
    public var last30Days: String { "Ostatnie 30 dni" }
    public func completedSince(_ days: Int, _ start: Day) -> String { "Wykonano: \(self.days(days)) od \(mediumDate(start))" }
    public var dayDone: String { "wykonano" }
    public var dayMissed: String { "opuszczono" }
    public var dayPending: String { "jeszcze nie wykonano" }
    public var dayUnscheduled: String { "niezaplanowany" }
    public var dayBeforeStart: String { "przed rozpoczęciem" }
    public var daySkipped: String { "pominięto" }
    public var dayPaused: String { "wstrzymano" }
    public var dayOpen: String { "opcjonalnie" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Dni tygodnia" }
    public var scheduleTimesAWeek: String { "Razy w tygodniu" }
    public var scheduleTimesAMonth: String { "Razy w miesiącu" }
    public var scheduleEveryNDays: String { "Co N dni" }
    public var scheduleTimesInDays: String { "N razy na M dni" }
    public var applySchedule: String { "Zastosuj" }
    public var numberOfTimes: String { "Ile razy" }
    public var numberOfDays: String { "Ile dni" }
    public var measureTitle: String { "Pomiar" }
    public var measureAmount: String { "Licz ilość" }
    public var measureFixedHint: String { "Nawyk tak/nie pozostaje nawykiem tak/nie; aby liczyć ilość, utwórz nowy nawyk." }
    public var unit: String { "Jednostka" }
    public var unitPlaceholder: String { "szklanki, km, min" }
    public var target: String { "Cel" }
    public var atMost: String { "Najwyżej" }
    public var step: String { "Krok" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        "\(direction == .atLeast ? "Co najmniej" : "Najwyżej") \(target) \(unit) \(perPeriod(per))"
    }
    private func perPeriod(_ per: StreakUnit) -> String {
        switch per {
        case .days: "dziennie"
        case .weeks: "tygodniowo"
        case .months: "miesięcznie"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) w tym tygodniu"
        case .months: "\(value) / \(target) \(unit) w tym miesiącu"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Dodaj \(step) \(unit) do „\(name)”" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Rekord \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Obecna seria \(streakLength(current, unit)), rekord \(streakLength(best, unit))"
    }
    public var value: String { "Wartość" }
    public func valueFor(_ name: String) -> String { "Wartość: \(name)" }
    public var skipToday: String { "Pomiń dziś" }
    public var skip: String { "Pomiń" }
    public var unskip: String { "Cofnij pominięcie" }
    public func noteFor(_ name: String) -> String { "Notatka: \(name)" }
    public var dayNote: String { "Notatka o dniu" }
    public var skippedCard: String { "Pominięto" }
    public var optionalToday: String { "Dziś opcjonalnie" }
    public var pause: String { "Wstrzymaj" }
    public var resume: String { "Wznów" }
    public var archive: String { "Archiwizuj" }
    public var unarchive: String { "Przywróć z archiwum" }
    public var moveUp: String { "Przenieś wyżej" }
    public var moveDown: String { "Przenieś niżej" }
    public var pausedSection: String { "Wstrzymane" }
    public func pauseFor(_ name: String) -> String { "Wstrzymaj: \(name)" }
    public var pauseFrom: String { "Od" }
    public var pauseUntil: String { "Do" }
    public var pauseUntilHint: String { "Zostaw pole „Do” puste, aby wstrzymać do czasu wznowienia." }
    public func pausedUntil(_ day: Day?) -> String {
        day.map { "Wstrzymano do \(mediumDate($0))" } ?? "Wstrzymano do czasu wznowienia"
    }
    public var pauseAll: String { "Wstrzymaj wszystkie" }
    public var pauseAllHint: String { "Wstrzymaj wszystkie nawyki na urlop: te dni nie przerywają serii." }
    public var archivedTitle: String { "Archiwum" }
    public var nothingArchived: String { "Archiwum jest puste." }
    public var dayStart: String { "Dzień zaczyna się o" }
    public var setDayStart: String { "Ustaw początek dnia" }
    public var dayStartHint: String { "To, co zaznaczysz po północy, a przed tą godziną, liczy się do poprzedniego dnia." }
    public var weekStart: String { "Pierwszy dzień tygodnia" }
    public var weekStartHint: String { "Od tego dnia zaczynają się kalendarze i od niego nawyk tygodniowy liczy swoje razy." }
    public var setWeekStart: String { "Ustaw pierwszy dzień tygodnia" }

    // MARK: Settings

    public var languageLabel: String { "Język" }
    public var export: String { "Eksport" }
    public var exportHint: String { "Pobierz wszystko jako jeden plik JSON." }
    public var importTitle: String { "Import" }
    public var importHint: String { "Wczytaj wyeksportowany plik do tej pustej aplikacji." }
    public var importButton: String { "Importuj plik" }
    public func imported(_ trackers: Int) -> String { "Zaimportowano: \(trackerCount(trackers))." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — logowanie" }
    public var passphrase: String { "Fraza hasła" }
    public var signIn: String { "Zaloguj się" }
    public var wrongPassphrase: String { "Nieprawidłowa fraza hasła." }
    public var tooManyPassphrases: String { "Zbyt wiele nieudanych prób. Poczekaj chwilę i spróbuj ponownie." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Nie znaleziono", "Ta strona lub ten tracker nie istnieje (już).")
        case 503: ("Nie udało się zapisać", "Nie udało się teraz zapisać zmiany i nic nie zostało zmienione. Spróbuj ponownie za chwilę.")
        case 400...499: ("Nie udało się", "Nie udało się zrozumieć żądania.")
        default: ("Coś poszło nie tak", "Coś poszło nie tak po naszej stronie. Spróbuj ponownie.")
        }
    }
    public var backToTrackers: String { "Wróć do trackerów" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Nadaj trackerowi nazwę."
        case .nameTooLong, .categoryNameTooLong: "Limit 38 znaków"
        case .duplicateTracker(let name): "Już śledzisz „\(name)”."
        case .categoryNameMissing: "Nadaj kategorii nazwę."
        case .duplicateCategory(let name): "Kategoria „\(name)” już istnieje."
        case .noteTooLong: "Notatka może mieć najwyżej 200 znaków."
        case .controlCharacters: "W nazwach i notatkach nie można używać znaków sterujących (takich jak NUL)."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Wybierz jedno z emoji."
        case .invalidColor(let text): "„\(text)” to nie kolor; użyj #RRGGBB."
        case .futureDay: "Nie można zaznaczyć przyszłego dnia."
        case .beforeStart(let name, let start): "„\(name)”: początek \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "„\(name)”: \(weekdaysPlural[weekday.index]) nie są w planie."
        case .eventAlreadyDone(let name, let day): "„\(name)”: już wykonano \(mediumDate(day)). Najpierw cofnij tamten dzień."
        case .startAfterFirstCompletion(let name, let first):
            "„\(name)”: pierwsze wykonanie \(mediumDate(first)); początek nie może być później."
        case .startInFuture: "Tracker nie może zaczynać się w przyszłości."
        case .kindChange: "Nawyk nie może stać się wydarzeniem ani odwrotnie."
        case .unknownTracker(let name): "Nie ma trackera o nazwie „\(name)”."
        case .unknownCategory(let name): "Nie ma kategorii o nazwie „\(name)”."
        case .databaseNotEmpty: "Import wymaga pustej bazy danych; ta zawiera już dane."
        case .invalidImport(let problem): "Nie można zaimportować tego pliku: \(problem)"
        case .scheduleOutOfRange(.weekly): "Wybierz od \(Schedule.weeklyLimits.lowerBound) do \(Schedule.weeklyLimits.upperBound) razy w tygodniu."
        case .scheduleOutOfRange(.monthly): "Wybierz od \(Schedule.monthlyLimits.lowerBound) do \(Schedule.monthlyLimits.upperBound) razy w miesiącu."
        case .scheduleOutOfRange(.rolling): "Wybierz N razy na M dni, gdzie N to co najmniej \(Schedule.rollingTimesLimits.lowerBound) i mniej niż M, a M najwyżej \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Podaj jednostkę o długości od 1 do 16 znaków, np. szklanki albo km."
        case .targetInvalid: "Cel to liczba większa od 0 i nie większa niż 1 000 000, z najwyżej 3 miejscami po przecinku."
        case .stepInvalid: "Krok to liczba większa od 0 i nie większa niż 1 000 000, z najwyżej 3 miejscami po przecinku."
        case .valueInvalid: "Wartość to liczba od 0 do 1 000 000 z najwyżej 3 miejscami po przecinku."
        case .notMeasurable(let name): "„\(name)” to nawyk tak/nie: oznacz go jako wykonany, nie przyjmuje wartości."
        case .measureOnEvent: "Nieregularnego wydarzenia nie można mierzyć; zamień je w nawyk."
        case .measureChange: "Nawyk tak/nie nie może stać się mierzalny ani odwrotnie."
        case .cannotSkipEvent(let name): "„\(name)” to nieregularne wydarzenie; wydarzeń nie można pomijać."
        case .cannotPauseEvent(let name): "„\(name)” to nieregularne wydarzenie; wstrzymać można tylko nawyk."
        case .pauseEndsBeforeStart: "Przerwa nie może skończyć się przed rozpoczęciem."
        case .dayStartOutOfRange: "Dzień może zaczynać się o pełnej godzinie, od 00:00 do 06:00."
        case .weekStartUnsupported: "Tydzień może zaczynać się w poniedziałek, niedzielę lub sobotę."
        case .archived(let name): "„\(name)” jest w archiwum; przywróć go z archiwum, aby zmieniać dni."
        case .startAfterArchive(let name, let archived):
            "„\(name)”: zarchiwizowano \(mediumDate(archived)); początek nie może być później."
        case .unknownZone(let zone): "„\(zone)” to nie strefa czasowa; użyj nazwy takiej jak Europe/Warsaw."
        case .channelURLInvalid: "Podaj adres internetowy zaczynający się od https://, np. https://ntfy.sh/moj-temat."
        case .channelURLInsecure: "Przypomnienia idą przez https; zwykły http tylko do tego komputera (localhost lub 127.0.0.1)."
        case .channelSecretInvalid: "Sekret ma od 1 do 200 znaków, bez spacji."
        case .channelLabelTooLong: "Nazwa może mieć najwyżej 60 znaków."
        case .pushKeysInvalid: "Subskrypcja push tej przeglądarki ma klucze, których Habits nie może użyć."
        case .tooManyChannels: "Jest już 50 kanałów; najpierw usuń jeden."
        case .unknownChannel(let id): "Nie ma kanału powiadomień o identyfikatorze „\(id)”."
        case .doneTokenInvalid:
            "To powiadomienie pochodzi z urządzenia, które nie dostaje już przypomnień; otwórz aplikację, aby oznaczyć nawyk."
        case .reminderTimeInvalid(let text): "„\(text)” to nie godzina; użyj formatu 24-godzinnego GG:MM, np. 21:00."
        case .duplicateReminder(let time): "Przypomnienie na \(time) już istnieje."
        case .tooManyReminders: "Tracker może mieć najwyżej \(Reminder.limit) przypomnień."
        case .reminderDaysEmpty: "Wybierz co najmniej jeden dzień przypomnienia."
        case .accountNameInvalid: "Nadaj kontu nazwę o długości do 64 znaków, bez znaków sterujących."
        case .duplicateAccount(let name): "Konto „\(name)” już istnieje."
        case .unknownAccount(let name): "Nie ma konta „\(name)”."
        case .passwordTooShort(let minimum): "Wybierz hasło o długości co najmniej \(minimum) znaków."
        case .passwordTooLong: "To hasło jest za długie; może mieć najwyżej 1024 bajty."
        case .invitationInvalid:
            "Ten link rejestracyjny jest nieważny: został już użyty albo ma ponad 7 dni. Poproś o nowy."
        case .tokenLabelInvalid: "Nadaj tokenowi etykietę o długości do 64 znaków, bez znaków sterujących."
        case .passwordIsName: "Wybierz hasło inne niż nazwa konta."
        case .passwordsDiffer: "Dwa nowe hasła się różnią; wpisz to samo dwa razy."
        case .currentPasswordWrong: "Obecne hasło jest nieprawidłowe; nic nie zmieniono."
        case .identityTaken(let subject): "Logowanie „\(subject)” należy już do innego konta."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Dodaj tracker: habits add NAZWA --category KATEGORIA --every-day" }
    public var noCategories: String { "Nie ma jeszcze kategorii. Dodaj: habits category add NAZWA" }
    public var listTrackersHint: String { "Uruchom 'habits list', aby zobaczyć swoje trackery." }
    public var listCategoriesHint: String { "Uruchom 'habits category list', aby zobaczyć swoje kategorie." }
    public func addedCategory(_ name: String) -> String { "Dodano kategorię „\(name)”." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Zmieniono nazwę kategorii „\(old)” na „\(new)”." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "To trwale usunie „\(name)” i \(trackerCount(count)) w niej. Uruchom ponownie z --yes, aby potwierdzić."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "Usunięto „\(name)” i \(trackerCount(count)) w niej."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "Dodano \(emoji) \(name) (\(schedule ?? "nieregularne wydarzenie")) do „\(category)”."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "Zaktualizowano \(emoji) \(name)." }
    public func pinnedTracker(_ name: String) -> String { "Przypięto \(name)." }
    public func unpinnedTracker(_ name: String) -> String { "Odpięto \(name)." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "To trwale usunie „\(name)” wraz z historią. Uruchom ponownie z --yes, aby potwierdzić."
    }
    public func deletedTracker(_ name: String) -> String { "Usunięto „\(name)” wraz z historią." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "wykonano" : "nie wykonano"
        return changed ? "\(name): \(state) \(day.iso)." : "\(name): już \(state) \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Ostatnie 30 dni, od \(first.iso) do \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "Wyeksportowano do \(file): kategorie: \(categories), trackery: \(trackers)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Zaimportowano: kategorie: \(categories), trackery: \(trackers), wpisy: \(completions)."
    }
    public func serving(url: String, database: String) -> String {
        "Habits działa pod adresem \(url) (baza \(database)). Zatrzymaj: Ctrl-C."
    }
    public var stopped: String { "zatrzymano; baza zamknięta." }
    public func clockPinned(_ instant: String) -> String { "uwaga: ustawiono HABITS_NOW; zegar startuje od \(instant), a nie od teraz." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) z \(days(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "w tym miesiącu" : "w tym tygodniu" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per: StreakUnit = switch schedule.kind { case .weekly: .weeks; case .monthly: .months; default: .days }
        return "\(measure.direction == .atMost ? "najwyżej" : "co najmniej") \(number(measure.target)) \(measure.unit) \(perPeriod(per))"
    }
    public func tapAdds(_ step: Quantity) -> String { "jedno dotknięcie dodaje \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) \(day.iso)\(period)." : "\(name): już \(amount) \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): pominięto \(day.iso)." : "\(name): już pominięto \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): notatka „\(note)”."
        case (nil, true): "\(name), \(day.iso): usunięto notatkę."
        case (_?, false): "\(name): \(day.iso) ma już tę notatkę."
        case (nil, false): "\(name): \(day.iso) nie ma notatki."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "od \(from.iso) do \($0.iso)" } ?? "od \(from.iso) do czasu wznowienia"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name): wstrzymano \(range)." : "\(name): już wstrzymano \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name): wznowiono." : "\(name): dziś nie jest wstrzymany."
    }
    public func pausedUntilLine(_ until: Day?) -> String {
        until.map { "wstrzymano do \($0.iso)" } ?? "wstrzymano do czasu wznowienia"
    }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name): zarchiwizowano; historia pozostaje." : "\(name): już w archiwum."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name): przywrócono z archiwum." : "\(name): nie jest w archiwum."
    }
    public func archivedSince(_ day: Day) -> String { "W archiwum od \(day.iso); 'habits unarchive' go przywróci." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name): przeniesiono \(up ? "wyżej" : "niżej")."
            : "\(name): już \(up ? "pierwszy" : "ostatni") w swojej kategorii."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Kategorię „\(name)” przeniesiono \(up ? "wyżej" : "niżej")."
            : "Kategoria „\(name)” jest już \(up ? "pierwsza" : "ostatnia")."
    }
    public var pausesLabel: String { "Przerwy:" }
    public var notesLabel: String { "Notatki:" }
    public var dayStartLabel: String { "Początek dnia" }
    public var weekStartLabel: String { "Początek tygodnia" }
    public var zoneLabel: String { "Strefa czasowa" }
    public var zoneUnset: String { "nie ustawiono (jak na urządzeniu)" }
    public var settingsSaved: String { "Zapisano ustawienia." }
}
