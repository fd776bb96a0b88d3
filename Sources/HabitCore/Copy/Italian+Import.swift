extension Italian: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Backup di \(app)"
        case .export: "Esportazione di \(app)"
        case .csvExport: "Esportazione CSV di \(app)"
        case .files: "File di \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "abitudine", other: "abitudini"))) (\(new) "
            + "\(plural(new, PluralForms(one: "nuova", other: "nuove")))) e \(self.entries(entries))"
            + (category.map { " in «\($0)»" } ?? "")
        return dryRun ? "\(file): importerebbe \(what); cambierebbero \(written)."
                      : "\(file): importate \(what); cambiate \(written)."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Rinominata"
        case .approximated: "Approssimata"
        case .notMapped: "Non convertito"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, PluralForms(one: "registrazione", other: "registrazioni")))" }
    private func leftOut(_ n: Int) -> String { plural(n, PluralForms(one: "tralasciata", other: "tralasciate")) }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "non ha un nome; qui si chiama «\(name)»."
        case .nameCut(let name): "il nome supera i \(Tracker.nameLimit) caratteri; qui si chiama «\(name)»."
        case .nameTaken(let existing, let name): "segui già «\(existing)»; qui si chiama «\(name)»."
        case .sameNameInFile(let name): "un’altra abitudine del file ha lo stesso nome; questa qui si chiama «\(name)»."
        case .categoryUnusable(let name, let into): "la sua categoria «\(name)» non può fare da nome di categoria qui; è finita in «\(into)»."
        case .sameIDInFile: "ha lo stesso identificativo di un’altra abitudine del file; è stata tralasciata."
        case .frequencyMeaningless(let frequency, let schedule):
            "la sua frequenza \(frequency) non ha senso; qui è «\(scheduleSummary(schedule))»."
        case .scheduleCapped(let wanted, let schedule):
            "«\(scheduleSummary(wanted))» è più di quanto Habits consenta; qui è «\(scheduleSummary(schedule))»."
        case .goalCountsDays(let app, let schedule):
            "l’obiettivo \(schedule.streakUnit == .months ? "mensile" : "settimanale") di \(app) conta i giorni; importata come «\(scheduleSummary(schedule))»."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) conta l’obiettivo per periodi di calendario; qui si conta su qualsiasi serie di giorni consecutivi: «\(scheduleSummary(schedule))»."
        case .scheduleUnknown: "il file non dice quanto spesso sono previste le sue abitudini; qui ognuna è «\(scheduleSummary(.everyDay))»."
        case .valuesWithoutMeasure: "i suoi valori sono numeri, ma il file non dà unità né obiettivo."
        case .scheduleApproximated(let app, let original, let schedule):
            "la pianificazione «\(original)» di \(app) non ha un equivalente esatto; qui è «\(scheduleSummary(schedule))»."
        case .neverDue(let app, let original, let schedule): "\(app) non la chiede mai («\(original)»); qui è «\(scheduleSummary(schedule))»."
        case .amountsInNote(let n):
            "\(n) \(plural(n, PluralForms(one: "risposta", other: "risposte"))) con una quantità non hanno qui unità né obiettivo; le quantità restano nelle note."
        case .onlyInLog: "è nel file «log» ma non in «habits» (rinominata o tolta); è importata archiviata."
        case .endsLater(let day): "termina il \(mediumDate(day)), giorno non ancora passato; qui non è archiviata."
        case .linesSkipped(let n, let file, let first):
            "\(n) \(plural(n, PluralForms(one: "riga", other: "righe"))) di «\(file)» che l’app stessa salta \(plural(n, PluralForms(one: "tralasciata", other: "tralasciate"))) (la prima è la riga \(first))."
        case .compressedHistory(let n): "\(entries(n)) che l’app aveva ridotto a medie per mese o per anno non dicono nulla di un singolo giorno; \(leftOut(n))."
        case .zoneUnknown: "il file non indica un fuso orario; i suoi giorni sono presi in UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "le abitudini (\(habits)), le cose da fare (\(todos)) e le ricompense (\(rewards)) di \(app) non hanno posto qui; sono state tralasciate."
        case .gameFields(let app): "i punti, la difficoltà e gli attributi di \(app) non hanno posto qui."
        case .measureAssumed(let unit, let target):
            "il file non dà unità né obiettivo per i suoi numeri; qui si contano in «\(unit)» con un obiettivo di \(number(target)) al giorno."
        case .unitMissing(let unit): "non ha un’unità; qui è «\(unit)»."
        case .unitCut(let unit): "la sua unità supera i \(Measure.unitLimit) caratteri; qui è «\(unit)»."
        case .targetFitted(let original, let target): "il suo obiettivo \(original) è fuori intervallo; qui è \(number(target))."
        case .futureEntries(let n, let after): "\(entries(n)) dopo il \(mediumDate(after)) \(leftOut(n))."
        case .valuesOutOfRange(let n, let example): "\(entries(n)) con valori fuori intervallo (come \(example)) \(leftOut(n))."
        case .numbersOnYesNo(let n): "\(entries(n)) con numeri, che qui un’abitudine sì/no non accetta, \(leftOut(n))."
        case .notesCut(let n):
            "\(n) \(plural(n, PluralForms(one: "nota più lunga di \(Tracker.noteLimit) caratteri accorciata", other: "note più lunghe di \(Tracker.noteLimit) caratteri accorciate")))."
        case .orphanEntries(let n): "\(entries(n)) senza abitudine nel file \(leftOut(n))."
        case .unknownEntries(let n, let kinds): "\(entries(n)) di un tipo che l’app non documenta (\(kinds)) \(leftOut(n))."
        case .failedDays(let n):
            "i giorni segnati come falliti (\(n)) restano qui senza stato (un giorno non fatto resta semplicemente non segnato); le note restano."
        case .partialDaysInNote(let n): "i giorni sotto l’obiettivo giornaliero (\(n)) qui non sono fatti; i loro valori sono nelle note."
        case .noteCut: "la sua descrizione supera i \(Tracker.noteLimit) caratteri; la nota è stata accorciata."
        case .textInNote(let fields):
            "\(fields.map { "«\($0)»" }.joined(separator: ", ")) non \(fields.count == 1 ? "ha" : "hanno") posto qui; il testo resta nella nota."
        case .formationGoal(let days): "il suo traguardo di consolidare l’abitudine in \(self.days(days)) non ha posto qui."
        case .desiredMaximum(let amount, let unit): "il suo massimo desiderato di \(quantity(amount, unit: unit)) al giorno non ha posto qui."
        case .lowerLimit(let amount, let unit):
            "il suo limite inferiore di \(quantity(amount, unit: unit)) al giorno non ha posto qui; resta solo quello superiore."
        case .oneMissAllowed: "la sua regola per cui un giorno mancato non interrompe la serie non ha posto qui."
        case .targetHistory: "i suoi obiettivi precedenti non hanno posto qui; ogni giorno si valuta con quello attuale."
        case .monthlyReminder(let time, let days):
            "il suo promemoria alle \(time.text) il giorno \(days.map(String.init).joined(separator: ", ")) del mese non ha posto qui; qui i promemoria seguono i giorni della settimana."
        case .tooManyReminders(let kept): "ha più promemoria di quanti Habits ne tenga; restano i primi \(kept)."
        case .colorUnreadable(let text): "il suo colore «\(text)» non si legge; è stato usato il rosso."
        case .deletedHabits(let n):
            "\(n) \(plural(n, PluralForms(one: "abitudine eliminata tralasciata", other: "abitudini eliminate tralasciate")))."
        }
    }

    public func importReminders(_ count: Int) -> String { "\(count) promemoria" }

    public func importIntro(apps: String) -> String {
        "Porta tutto con te, o importa la tua cronologia da un altro Habits o da \(apps)."
    }
    public var importChooseAnyFile: String { "Un’esportazione di Habits, o un backup o un’esportazione di un’altra app di abitudini" }
    public var importCategoryHint: String { "Qui finiscono le abitudini senza categoria nel file (se vuoto, il nome dell’app)." }
}
