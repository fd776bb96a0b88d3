extension French: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Sauvegarde \(app)"
        case .export: "Export \(app)"
        case .csvExport: "Export CSV de \(app)"
        case .files: "Fichiers de \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "habitude", other: "habitudes"))) (\(new) "
            + "\(plural(new, PluralForms(one: "nouvelle", other: "nouvelles")))) et \(self.entries(entries))"
            + (category.map { " dans « \($0) »" } ?? "")
        return dryRun ? "\(file) : importerait \(what) ; \(written) changeraient."
                      : "\(file) : \(what) importées ; \(written) ont changé."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Renommée"
        case .approximated: "Approchée"
        case .notMapped: "Non repris"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + " : " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, PluralForms(one: "entrée", other: "entrées")))" }
    private func leftOut(_ n: Int) -> String { plural(n, PluralForms(one: "laissée de côté", other: "laissées de côté")) }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "elle n’a pas de nom ; elle s’appelle ici « \(name) »."
        case .nameCut(let name): "son nom dépasse \(Tracker.nameLimit) caractères ; elle s’appelle ici « \(name) »."
        case .nameTaken(let existing, let name): "vous suivez déjà « \(existing) » ; elle s’appelle ici « \(name) »."
        case .sameNameInFile(let name): "une autre habitude du fichier porte le même nom ; celle-ci s’appelle ici « \(name) »."
        case .categoryUnusable(let name, let into):
            "sa catégorie « \(name) » ne peut pas servir de nom de catégorie ici ; elle est allée dans « \(into) »."
        case .sameIDInFile: "elle a le même identifiant qu’une autre habitude du fichier ; elle a été laissée de côté."
        case .frequencyMeaningless(let frequency, let schedule):
            "sa fréquence \(frequency) n’a pas de sens ; ici, c’est « \(scheduleSummary(schedule)) »."
        case .scheduleCapped(let wanted, let schedule):
            "« \(scheduleSummary(wanted)) » dépasse ce que Habits permet ; ici, c’est « \(scheduleSummary(schedule)) »."
        case .goalCountsDays(let app, let schedule):
            "l’objectif \(schedule.streakUnit == .months ? "mensuel" : "hebdomadaire") de \(app) compte des jours ; importé comme « \(scheduleSummary(schedule)) »."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) compte son objectif par périodes du calendrier\u{A0}; ici, il est compté sur n’importe quelle suite de jours\u{A0}: «\u{A0}\(scheduleSummary(schedule))\u{A0}»."
        case .scheduleUnknown:
            "le fichier ne dit pas à quelle fréquence ses habitudes sont prévues ; ici, chacune est « \(scheduleSummary(.everyDay)) »."
        case .valuesWithoutMeasure: "ses valeurs sont des nombres, mais le fichier ne donne ni unité ni objectif."
        case .scheduleApproximated(let app, let original, let schedule):
            "le calendrier « \(original) » de \(app) n’a pas d’équivalent exact ; ici, c’est « \(scheduleSummary(schedule)) »."
        case .neverDue(let app, let original, let schedule): "\(app) ne la demande jamais (« \(original) ») ; ici, c’est « \(scheduleSummary(schedule)) »."
        case .amountsInNote(let n):
            "\(n) \(plural(n, PluralForms(one: "réponse", other: "réponses"))) avec une quantité n’ont ici ni unité ni objectif ; les quantités sont gardées dans leurs remarques."
        case .onlyInLog: "elle figure dans le fichier « log » mais pas dans « habits » (renommée ou retirée) ; elle est importée archivée."
        case .endsLater(let day): "elle se termine le \(mediumDate(day)), jour qui n’est pas encore passé ; elle n’est pas archivée ici."
        case .linesSkipped(let n, let file, let first):
            "\(n) \(plural(n, PluralForms(one: "ligne", other: "lignes"))) de « \(file) » que l’app ignore elle-même \(plural(n, PluralForms(one: "laissée", other: "laissées"))) de côté (la première est la ligne \(first))."
        case .compressedHistory(let n): "\(entries(n)) que l’app avait moyennées par mois ou par année ne disent rien d’un jour précis ; \(leftOut(n))."
        case .zoneUnknown: "le fichier ne donne pas de fuseau horaire ; ses jours sont pris en UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "les habitudes (\(habits)), tâches (\(todos)) et récompenses (\(rewards)) de \(app) n’ont pas de place ici ; elles sont laissées de côté."
        case .gameFields(let app): "les points, la difficulté et les attributs de \(app) n’ont pas de place ici."
        case .measureAssumed(let unit, let target):
            "le fichier ne donne ni unité ni objectif pour ses nombres ; ici, ils sont comptés en « \(unit) » avec un objectif de \(number(target)) par jour."
        case .unitMissing(let unit): "elle n’a pas d’unité ; ici, c’est « \(unit) »."
        case .unitCut(let unit): "son unité dépasse \(Measure.unitLimit) caractères ; ici, c’est « \(unit) »."
        case .targetFitted(let original, let target): "son objectif \(original) est hors limites ; ici, c’est \(number(target))."
        case .futureEntries(let n, let after): "\(entries(n)) après le \(mediumDate(after)) \(leftOut(n))."
        case .valuesOutOfRange(let n, let example): "\(entries(n)) aux valeurs hors limites (comme \(example)) \(leftOut(n))."
        case .numbersOnYesNo(let n): "\(entries(n)) avec des nombres, qu’une habitude oui/non n’accepte pas ici, \(leftOut(n))."
        case .notesCut(let n):
            "\(n) \(plural(n, PluralForms(one: "remarque de plus de \(Tracker.noteLimit) caractères raccourcie", other: "remarques de plus de \(Tracker.noteLimit) caractères raccourcies")))."
        case .orphanEntries(let n): "\(entries(n)) sans habitude dans le fichier \(leftOut(n))."
        case .unknownEntries(let n, let kinds): "\(entries(n)) d’un type que l’app ne documente pas (\(kinds)) \(leftOut(n))."
        case .failedDays(let n):
            "les jours marqués comme échoués (\(n)) restent ici sans état (un jour non fait reste simplement non marqué) ; leurs remarques sont gardées."
        case .partialDaysInNote(let n): "les jours sous l’objectif du jour (\(n)) ne sont pas faits ici ; leurs valeurs sont dans leurs remarques."
        case .noteCut: "sa description dépasse \(Tracker.noteLimit) caractères ; la remarque a été raccourcie."
        case .textInNote(let fields):
            "\(fields.map { "« \($0) »" }.joined(separator: ", ")) \(fields.count == 1 ? "n’a" : "n’ont") pas de place ici ; le texte est gardé dans la remarque."
        case .formationGoal(let days): "son but d’ancrer l’habitude en \(self.days(days)) n’a pas de place ici."
        case .desiredMaximum(let amount, let unit): "son maximum souhaité de \(quantity(amount, unit: unit)) par jour n’a pas de place ici."
        case .lowerLimit(let amount, let unit):
            "sa limite basse de \(quantity(amount, unit: unit)) par jour n’a pas de place ici ; seule la limite haute est gardée."
        case .oneMissAllowed: "sa règle selon laquelle un jour manqué ne casse pas la série n’a pas de place ici."
        case .targetHistory: "ses objectifs antérieurs n’ont pas de place ici ; chaque jour est jugé selon l’objectif actuel."
        case .monthlyReminder(let time, let days):
            "son rappel à \(time.text) le \(days.map(String.init).joined(separator: ", ")) du mois n’a pas de place ici ; les rappels suivent ici les jours de la semaine."
        case .tooManyReminders(let kept): "elle a plus de rappels que Habits n’en garde ; les \(kept) premiers sont gardés."
        case .colorUnreadable(let text): "sa couleur « \(text) » est illisible ; le rouge a été pris."
        case .deletedHabits(let n):
            "\(n) \(plural(n, PluralForms(one: "habitude supprimée laissée de côté", other: "habitudes supprimées laissées de côté")))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, PluralForms(one: "rappel", other: "rappels")))"
    }

    public func importIntro(apps: String) -> String {
        "Emportez tout avec vous, ou récupérez votre historique depuis un autre Habits ou depuis \(apps)."
    }
    public var importChooseAnyFile: String { "Un export Habits, ou une sauvegarde ou un export d’une autre app d’habitudes" }
    public var importCategoryHint: String {
        "Les habitudes sans catégorie dans le fichier vont ici (vide : le nom de l’app)."
    }
}
