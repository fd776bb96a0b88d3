extension Polish: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Kopia zapasowa \(app)"
        case .export: "Eksport z \(app)"
        case .csvExport: "Eksport CSV z \(app)"
        case .files: "Pliki \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let place = category.map { " do „\($0)”" } ?? ""
        let what = "nawyki: \(habits) (nowe: \(new)), wpisy: \(entries)"
        return dryRun ? "\(file): zostaną zaimportowane\(place) \(what); zmieni się: \(written)."
                      : "\(file): zaimportowano\(place) \(what); zmieniło się: \(written)."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Zmieniono nazwę"
        case .approximated: "W przybliżeniu"
        case .notMapped: "Nie przeniesiono"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, one: "wpis", few: "wpisy", many: "wpisów"))" }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "nie ma nazwy; tutaj nazywa się „\(name)”."
        case .nameCut(let name): "nazwa ma więcej niż \(Tracker.nameLimit) znaków; tutaj to „\(name)”."
        case .nameTaken(let existing, let name): "już śledzisz „\(existing)”; tutaj to „\(name)”."
        case .sameNameInFile(let name): "inny nawyk w pliku ma taką samą nazwę; ten tutaj to „\(name)”."
        case .categoryUnusable(let name, let into): "jego kategoria „\(name)” nie może tu być nazwą kategorii; trafił do „\(into)”."
        case .sameIDInFile: "ma ten sam identyfikator co inny nawyk w pliku; pominięto go."
        case .frequencyMeaningless(let frequency, let schedule):
            "jego częstotliwość \(frequency) nic nie znaczy; tutaj to „\(scheduleSummary(schedule))”."
        case .scheduleCapped(let wanted, let schedule):
            "„\(scheduleSummary(wanted))” to więcej, niż pozwala Habits; tutaj to „\(scheduleSummary(schedule))”."
        case .goalCountsDays(let app, let schedule):
            "\(schedule.streakUnit == .months ? "miesięczny" : "tygodniowy") cel w \(app) liczy dni; zaimportowano jako „\(scheduleSummary(schedule))”."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) liczy cel w okresach kalendarzowych; tutaj liczy się go w dowolnym ciągu kolejnych dni: „\(scheduleSummary(schedule))”."
        case .scheduleUnknown: "plik nie mówi, jak często nawyki są zaplanowane; tutaj każdy to „\(scheduleSummary(.everyDay))”."
        case .valuesWithoutMeasure: "jego wartości to liczby, ale plik nie podaje jednostki ani celu."
        case .scheduleApproximated(let app, let original, let schedule):
            "harmonogram „\(original)” z \(app) nie ma tu dokładnego odpowiednika; tutaj to „\(scheduleSummary(schedule))”."
        case .neverDue(let app, let original, let schedule): "\(app) nigdy go nie wymaga („\(original)”); tutaj to „\(scheduleSummary(schedule))”."
        case .amountsInNote(let n): "odpowiedzi z ilością (\(n)) nie mają tu jednostki ani celu; ilości zostają w notatkach."
        case .onlyInLog: "jest w pliku „log”, ale nie w „habits” (zmieniono nazwę lub usunięto); zaimportowano go jako zarchiwizowany."
        case .endsLater(let day): "kończy się \(mediumDate(day)), a ten dzień jeszcze nie minął; tutaj nie jest zarchiwizowany."
        case .linesSkipped(let n, let file, let first):
            "pominięto \(n) \(plural(n, one: "wiersz", few: "wiersze", many: "wierszy")) pliku „\(file)”, które sama aplikacja pomija (pierwszy to wiersz \(first))."
        case .compressedHistory(let n): "pominięto \(entries(n)), które aplikacja uśredniła do miesięcy lub lat: nie mówią nic o pojedynczym dniu."
        case .zoneUnknown: "plik nie podaje strefy czasowej; jego dni liczone są w UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "nawyki (\(habits)), zadania do zrobienia (\(todos)) i nagrody (\(rewards)) z \(app) nie mają tu miejsca; pominięto je."
        case .gameFields(let app): "punkty, trudność i atrybuty z \(app) nie mają tu miejsca."
        case .measureAssumed(let unit, let target):
            "plik nie podaje jednostki ani celu dla jego liczb; tutaj liczą się w „\(unit)” z celem \(number(target)) dziennie."
        case .unitMissing(let unit): "nie ma jednostki; tutaj to „\(unit)”."
        case .unitCut(let unit): "jednostka ma więcej niż \(Measure.unitLimit) znaków; tutaj to „\(unit)”."
        case .targetFitted(let original, let target): "jego cel \(original) jest poza zakresem; tutaj to \(number(target))."
        case .futureEntries(let n, let after): "pominięto \(entries(n)) po \(mediumDate(after))."
        case .valuesOutOfRange(let n, let example): "pominięto \(entries(n)) z wartościami poza zakresem (np. \(example))."
        case .numbersOnYesNo(let n): "pominięto \(entries(n)) z liczbami, których nawyk tak/nie tutaj nie przyjmuje."
        case .notesCut(let n):
            "skrócono \(n) \(plural(n, one: "notatkę", few: "notatki", many: "notatek")) dłuższe niż \(Tracker.noteLimit) znaków."
        case .orphanEntries(let n): "pominięto \(entries(n)) bez nawyku w pliku."
        case .unknownEntries(let n, let kinds): "pominięto \(entries(n)) rodzaju, którego aplikacja nie opisuje (\(kinds))."
        case .failedDays(let n):
            "dni oznaczone jako nieudane (\(n)) nie mają tu stanu (niewykonany dzień po prostu zostaje nieoznaczony); ich notatki zostają."
        case .partialDaysInNote(let n): "dni poniżej dziennego celu (\(n)) nie są tu wykonane; ich wartości są w notatkach."
        case .noteCut: "opis ma więcej niż \(Tracker.noteLimit) znaków; notatkę skrócono."
        case .textInNote(let fields):
            "\(fields.map { "„\($0)”" }.joined(separator: ", ")) nie \(fields.count == 1 ? "ma" : "mają") tu miejsca; tekst zostaje w notatce."
        case .formationGoal(let days): "jego cel utrwalenia nawyku w \(self.days(days)) nie ma tu miejsca."
        case .desiredMaximum(let amount, let unit): "jego pożądane maksimum \(quantity(amount, unit: unit)) dziennie nie ma tu miejsca."
        case .lowerLimit(let amount, let unit):
            "jego dolna granica \(quantity(amount, unit: unit)) dziennie nie ma tu miejsca; zostaje tylko górna."
        case .oneMissAllowed: "jego zasada, że jeden opuszczony dzień nie przerywa serii, nie ma tu miejsca."
        case .targetHistory: "jego wcześniejsze cele nie mają tu miejsca; każdy dzień ocenia się według obecnego."
        case .monthlyReminder(let time, let days):
            "jego przypomnienie o \(time.text) w \(days.map(String.init).joined(separator: ", ")). dniu miesiąca nie ma tu miejsca; przypomnienia działają tu według dni tygodnia."
        case .tooManyReminders(let kept): "ma więcej przypomnień, niż Habits przechowuje; zostaje pierwszych \(kept)."
        case .colorUnreadable(let text): "jego koloru „\(text)” nie da się odczytać; użyto czerwonego."
        case .deletedHabits(let n):
            "pominięto \(n) \(plural(n, one: "usunięty nawyk", few: "usunięte nawyki", many: "usuniętych nawyków"))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, one: "przypomnienie", few: "przypomnienia", many: "przypomnień"))"
    }

    public func importIntro(apps: String) -> String {
        "Zabierz wszystko ze sobą albo przenieś historię z innego Habits albo z \(apps)."
    }
    public var importChooseAnyFile: String { "Eksport Habits albo kopia zapasowa lub eksport innej aplikacji do nawyków" }
    public var importCategoryHint: String { "Tu trafią nawyki, które w pliku nie mają kategorii (puste: nazwa aplikacji)." }
}
