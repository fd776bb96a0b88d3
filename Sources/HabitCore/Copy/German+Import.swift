extension German: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "\(app)-Sicherung"
        case .export: "\(app)-Export"
        case .csvExport: "\(app)-CSV-Export"
        case .files: "\(app)-Dateien"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "Gewohnheit", other: "Gewohnheiten"))) (\(new) neu) und "
            + "\(self.entries(entries))" + (category.map { " in „\($0)“" } ?? "")
        return dryRun ? "\(file): würde \(what) importieren; \(written) würden sich ändern."
                      : "\(file): \(what) importiert; \(written) geändert."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Umbenannt"
        case .approximated: "Angenähert"
        case .notMapped: "Nicht übernommen"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, PluralForms(one: "Eintrag", other: "Einträge")))" }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "sie hat keinen Namen; hier heißt sie „\(name)“."
        case .nameCut(let name): "ihr Name ist länger als \(Tracker.nameLimit) Zeichen; hier heißt sie „\(name)“."
        case .nameTaken(let existing, let name): "du hast schon „\(existing)“; hier heißt sie „\(name)“."
        case .sameNameInFile(let name): "eine andere Gewohnheit in der Datei hat denselben Namen; diese heißt hier „\(name)“."
        case .categoryUnusable(let name, let into): "ihre Kategorie „\(name)“ taugt hier nicht als Kategoriename; sie kam in „\(into)“."
        case .sameIDInFile: "sie hat dieselbe Kennung wie eine andere Gewohnheit in der Datei; sie wurde ausgelassen."
        case .frequencyMeaningless(let frequency, let schedule):
            "ihre Häufigkeit \(frequency) ergibt keinen Sinn; hier ist sie „\(scheduleSummary(schedule))“."
        case .scheduleCapped(let wanted, let schedule):
            "„\(scheduleSummary(wanted))“ ist mehr, als Habits erlaubt; hier ist es „\(scheduleSummary(schedule))“."
        case .goalCountsDays(let app, let schedule):
            "das \(schedule.streakUnit == .months ? "Monats" : "Wochen")ziel von \(app) zählt Tage; importiert als „\(scheduleSummary(schedule))“."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) zählt das Ziel in Kalenderzeiträumen; hier zählt es über beliebige aufeinanderfolgende Tage: „\(scheduleSummary(schedule))“."
        case .scheduleUnknown: "die Datei sagt nicht, wie oft ihre Gewohnheiten fällig sind; hier ist jede „\(scheduleSummary(.everyDay))“."
        case .valuesWithoutMeasure: "ihre Werte sind Zahlen, aber die Datei nennt weder Einheit noch Ziel."
        case .scheduleApproximated(let app, let original, let schedule):
            "der Plan „\(original)“ von \(app) hat hier keine genaue Entsprechung; hier ist es „\(scheduleSummary(schedule))“."
        case .neverDue(let app, let original, let schedule): "\(app) fragt nie nach ihr („\(original)“); hier ist es „\(scheduleSummary(schedule))“."
        case .amountsInNote(let n):
            "\(n) \(plural(n, PluralForms(one: "Antwort", other: "Antworten"))) mit einer Menge haben hier weder Einheit noch Ziel; die Mengen stehen in ihren Notizen."
        case .onlyInLog: "sie steht in der Datei „log“, aber nicht in „habits“ (umbenannt oder entfernt); sie wurde archiviert übernommen."
        case .endsLater(let day): "sie endet am \(mediumDate(day)), und dieser Tag ist noch nicht vorbei; hier ist sie nicht archiviert."
        case .linesSkipped(let n, let file, let first):
            "\(n) \(plural(n, PluralForms(one: "Zeile", other: "Zeilen"))) von „\(file)“, die die App selbst überspringt, ausgelassen (die erste ist Zeile \(first))."
        case .compressedHistory(let n): "\(entries(n)), die die App über Monate oder Jahre gemittelt hatte, nennen keinen einzelnen Tag; ausgelassen."
        case .zoneUnknown: "die Datei nennt keine Zeitzone; ihre Tage gelten in UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "für Gewohnheiten (\(habits)), To-dos (\(todos)) und Belohnungen (\(rewards)) von \(app) gibt es hier keinen Platz; sie wurden ausgelassen."
        case .gameFields(let app): "für Punkte, Schwierigkeit und Attribute von \(app) gibt es hier keinen Platz."
        case .measureAssumed(let unit, let target):
            "die Datei nennt für ihre Zahlen weder Einheit noch Ziel; hier zählen sie in „\(unit)“ mit einem Ziel von \(number(target)) pro Tag."
        case .unitMissing(let unit): "sie hat keine Einheit; hier ist es „\(unit)“."
        case .unitCut(let unit): "ihre Einheit ist länger als \(Measure.unitLimit) Zeichen; hier ist es „\(unit)“."
        case .targetFitted(let original, let target): "ihr Ziel \(original) liegt außerhalb des Bereichs; hier ist es \(number(target))."
        case .futureEntries(let n, let after): "\(entries(n)) nach dem \(mediumDate(after)) ausgelassen."
        case .valuesOutOfRange(let n, let example): "\(entries(n)) mit Werten außerhalb des Bereichs (etwa \(example)) ausgelassen."
        case .numbersOnYesNo(let n): "\(entries(n)) mit Zahlen, die eine Ja/Nein-Gewohnheit hier nicht aufnimmt, ausgelassen."
        case .notesCut(let n):
            "\(n) \(plural(n, PluralForms(one: "Notiz", other: "Notizen"))) länger als \(Tracker.noteLimit) Zeichen gekürzt."
        case .orphanEntries(let n): "\(entries(n)) ohne Gewohnheit in der Datei ausgelassen."
        case .unknownEntries(let n, let kinds): "\(entries(n)) einer Art, die die App nicht beschreibt (\(kinds)), ausgelassen."
        case .failedDays(let n):
            "als gescheitert markierte Tage (\(n)) haben hier keinen Zustand (ein nicht erledigter Tag bleibt hier einfach unmarkiert); ihre Notizen bleiben."
        case .partialDaysInNote(let n): "Tage unter dem Tagesziel (\(n)) sind hier nicht erledigt; ihre Werte stehen in den Notizen."
        case .noteCut: "ihre Beschreibung ist länger als \(Tracker.noteLimit) Zeichen; die Notiz wurde gekürzt."
        case .textInNote(let fields):
            "für \(fields.map { "„\($0)“" }.joined(separator: ", ")) gibt es hier keinen Platz; der Text steht in der Notiz."
        case .formationGoal(let days): "für ihr Ziel, die Gewohnheit in \(self.days(days)) zu festigen, gibt es hier keinen Platz."
        case .desiredMaximum(let amount, let unit): "für ihr gewünschtes Maximum von \(quantity(amount, unit: unit)) pro Tag gibt es hier keinen Platz."
        case .lowerLimit(let amount, let unit):
            "für ihre Untergrenze von \(quantity(amount, unit: unit)) pro Tag gibt es hier keinen Platz; nur die Obergrenze bleibt."
        case .oneMissAllowed: "für ihre Regel, dass ein verpasster Tag die Serie nicht bricht, gibt es hier keinen Platz."
        case .targetHistory: "für ihre früheren Ziele gibt es hier keinen Platz; jeder Tag zählt nach dem aktuellen."
        case .monthlyReminder(let time, let days):
            "für ihre Erinnerung um \(time.text) am \(days.map { "\($0)." }.joined(separator: ", ")) des Monats gibt es hier keinen Platz; Erinnerungen gehen hier nach Wochentagen."
        case .tooManyReminders(let kept): "sie hat mehr Erinnerungen, als Habits behält; die ersten \(kept) bleiben."
        case .colorUnreadable(let text): "ihre Farbe „\(text)“ ist nicht lesbar; Rot wurde genommen."
        case .deletedHabits(let n):
            "\(n) \(plural(n, PluralForms(one: "gelöschte Gewohnheit", other: "gelöschte Gewohnheiten"))) ausgelassen."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, PluralForms(one: "Erinnerung", other: "Erinnerungen")))"
    }

    public func importIntro(apps: String) -> String {
        "Nimm alles mit oder hol deinen Verlauf aus einem anderen Habits oder aus \(apps)."
    }
    public var importChooseAnyFile: String { "Ein Habits-Export oder eine Sicherung bzw. ein Export einer anderen Gewohnheits-App" }
    public var importCategoryHint: String { "Hierhin kommen Gewohnheiten, die in der Datei keine Kategorie haben (leer: der Name der App)." }
}
