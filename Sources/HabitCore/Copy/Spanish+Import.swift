extension Spanish: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Copia de seguridad de \(app)"
        case .export: "Exportación de \(app)"
        case .csvExport: "Exportación CSV de \(app)"
        case .files: "Archivos de \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "hábito", other: "hábitos"))) (\(new) "
            + "\(plural(new, PluralForms(one: "nuevo", other: "nuevos")))) y \(self.entries(entries))"
            + (category.map { " a «\($0)»" } ?? "")
        return dryRun ? "\(file): se importarían \(what); cambiarían \(written)."
                      : "\(file): se importaron \(what); cambiaron \(written)."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Renombrado"
        case .approximated: "Aproximado"
        case .notMapped: "Sin equivalente"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, PluralForms(one: "registro", other: "registros")))" }
    private func leftOut(_ n: Int) -> String { plural(n, PluralForms(one: "omitido", other: "omitidos")) }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "no tiene nombre; aquí se llama «\(name)»."
        case .nameCut(let name): "su nombre tiene más de \(Tracker.nameLimit) caracteres; aquí es «\(name)»."
        case .nameTaken(let existing, let name): "ya sigues «\(existing)»; aquí es «\(name)»."
        case .sameNameInFile(let name): "otro hábito del archivo tiene el mismo nombre; este aquí es «\(name)»."
        case .categoryUnusable(let name, let into): "su categoría «\(name)» no sirve como nombre de categoría aquí; fue a «\(into)»."
        case .sameIDInFile: "tiene el mismo identificador que otro hábito del archivo; se omitió."
        case .frequencyMeaningless(let frequency, let schedule):
            "su frecuencia \(frequency) no tiene sentido; aquí es «\(scheduleSummary(schedule))»."
        case .scheduleCapped(let wanted, let schedule):
            "«\(scheduleSummary(wanted))» es más de lo que Habits permite; aquí es «\(scheduleSummary(schedule))»."
        case .goalCountsDays(let app, let schedule):
            "el objetivo \(schedule.streakUnit == .months ? "mensual" : "semanal") de \(app) cuenta días; importado como «\(scheduleSummary(schedule))»."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) cuenta su objetivo por periodos del calendario; aquí se cuenta sobre cualquier tramo de días seguidos: «\(scheduleSummary(schedule))»."
        case .scheduleUnknown: "el archivo no dice con qué frecuencia tocan sus hábitos; aquí cada uno es «\(scheduleSummary(.everyDay))»."
        case .valuesWithoutMeasure: "sus valores son números, pero el archivo no da unidad ni objetivo."
        case .scheduleApproximated(let app, let original, let schedule):
            "el calendario «\(original)» de \(app) no tiene equivalente exacto; aquí es «\(scheduleSummary(schedule))»."
        case .neverDue(let app, let original, let schedule): "\(app) nunca lo pide («\(original)»); aquí es «\(scheduleSummary(schedule))»."
        case .amountsInNote(let n):
            "\(n) \(plural(n, PluralForms(one: "respuesta", other: "respuestas"))) con una cantidad no tienen aquí unidad ni objetivo; las cantidades se guardan en sus notas."
        case .onlyInLog: "está en el archivo «log» pero no en «habits» (renombrado o quitado); se importó archivado."
        case .endsLater(let day): "termina el \(mediumDate(day)), día que aún no ha pasado; aquí no está archivado."
        case .linesSkipped(let n, let file, let first):
            "\(n) \(plural(n, PluralForms(one: "línea", other: "líneas"))) de «\(file)» que la propia app salta \(plural(n, PluralForms(one: "omitida", other: "omitidas"))) (la primera es la línea \(first))."
        case .compressedHistory(let n): "\(entries(n)) que la app había promediado por meses o años no dicen nada de un día concreto; \(leftOut(n))."
        case .zoneUnknown: "el archivo no indica zona horaria; sus días se toman en UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "los hábitos (\(habits)), pendientes (\(todos)) y recompensas (\(rewards)) de \(app) no tienen lugar aquí; se omitieron."
        case .gameFields(let app): "los puntos, la dificultad y los atributos de \(app) no tienen lugar aquí."
        case .measureAssumed(let unit, let target):
            "el archivo no da unidad ni objetivo para sus números; aquí se cuentan en «\(unit)» con un objetivo de \(number(target)) al día."
        case .unitMissing(let unit): "no tiene unidad; aquí es «\(unit)»."
        case .unitCut(let unit): "su unidad tiene más de \(Measure.unitLimit) caracteres; aquí es «\(unit)»."
        case .targetFitted(let original, let target): "su objetivo \(original) está fuera de rango; aquí es \(number(target))."
        case .futureEntries(let n, let after): "\(entries(n)) posteriores al \(mediumDate(after)) \(leftOut(n))."
        case .valuesOutOfRange(let n, let example): "\(entries(n)) con valores fuera de rango (como \(example)) \(leftOut(n))."
        case .numbersOnYesNo(let n): "\(entries(n)) con números, que aquí un hábito de sí/no no admite, \(leftOut(n))."
        case .notesCut(let n):
            "\(n) \(plural(n, PluralForms(one: "nota recortada", other: "notas recortadas"))) por tener más de \(Tracker.noteLimit) caracteres."
        case .orphanEntries(let n): "\(entries(n)) sin hábito en el archivo \(leftOut(n))."
        case .unknownEntries(let n, let kinds): "\(entries(n)) de un tipo que la app no documenta (\(kinds)) \(leftOut(n))."
        case .failedDays(let n):
            "los días marcados como fallidos (\(n)) quedan aquí sin estado (un día no hecho simplemente queda sin marcar); sus notas se conservan."
        case .partialDaysInNote(let n): "los días por debajo del objetivo diario (\(n)) no cuentan como hechos aquí; sus valores están en sus notas."
        case .noteCut: "su descripción tiene más de \(Tracker.noteLimit) caracteres; la nota se recortó."
        case .textInNote(let fields):
            "\(fields.map { "«\($0)»" }.joined(separator: ", ")) no \(fields.count == 1 ? "tiene" : "tienen") lugar aquí; el texto se guarda en la nota."
        case .formationGoal(let days): "su meta de formar el hábito en \(self.days(days)) no tiene lugar aquí."
        case .desiredMaximum(let amount, let unit): "su máximo deseado de \(quantity(amount, unit: unit)) al día no tiene lugar aquí."
        case .lowerLimit(let amount, let unit):
            "su límite inferior de \(quantity(amount, unit: unit)) al día no tiene lugar aquí; solo se conserva el superior."
        case .oneMissAllowed: "su regla de que un día fallado no rompe la racha no tiene lugar aquí."
        case .targetHistory: "sus objetivos anteriores no tienen lugar aquí; cada día se juzga con el actual."
        case .monthlyReminder(let time, let days):
            "su recordatorio a las \(time.text) el día \(days.map(String.init).joined(separator: ", ")) de cada mes no tiene lugar aquí; aquí los recordatorios van por día de la semana."
        case .tooManyReminders(let kept): "tiene más recordatorios de los que Habits guarda; se conservan los \(kept) primeros."
        case .colorUnreadable(let text): "su color «\(text)» no se puede leer; se usó el rojo."
        case .deletedHabits(let n): "\(n) \(plural(n, PluralForms(one: "hábito eliminado omitido", other: "hábitos eliminados omitidos")))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, PluralForms(one: "recordatorio", other: "recordatorios")))"
    }

    public func importIntro(apps: String) -> String {
        "Llévate todo contigo o trae tu historial desde otro Habits o desde \(apps)."
    }
    public var importChooseAnyFile: String { "Una exportación de Habits, o una copia de seguridad o exportación de otra app de hábitos" }
    public var importCategoryHint: String { "Aquí van los hábitos que no tienen categoría en el archivo (si lo dejas vacío, el nombre de la app)." }
}
