/// The product's Spanish copy, addressing the person as "tú" as phone apps do.
///
/// Glossary (one word per product term throughout):
/// habit – hábito · tracker – seguimiento (m.) · irregular event – evento irregular · streak – racha ·
/// skip – omitir (omitido) · pause – pausar (en pausa) · archive – archivar (archivado, Archivo) ·
/// measurable – medible (yes/no: hábito de sí/no) · category – categoría · done – hecho (completado in
/// filters) · entry – registro · reminder – recordatorio · strength – fuerza · target – objetivo ·
/// step – incremento · due – previsto.
/// Every product noun is masculine (hábito, seguimiento, evento), so a tracker's name agrees in the masculine.
public struct Spanish: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Español" }

    public var pluralRule: PluralRule { .spanish }

    // MARK: Dates

    public var monthNames: [String] {
        ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre"]
    }
    private var shortMonthNames: [String] {
        ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
    }
    public var weekdayNames: [String] { ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"] }
    public var shortWeekdayNames: [String] { ["Lun", "Mar", "Mié", "Jue", "Vie", "Sáb", "Dom"] }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
    /// "los sábados": on every such weekday.
    private func everyWeekday(_ weekday: Weekday) -> String {
        let name = weekdayName(weekday)
        return "los " + (name.hasSuffix("s") ? name : name + "s")
    }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    /// `EEEE, d 'de' MMMM`: "Sábado, 8 de marzo".
    public func heading(_ day: Day) -> String {
        "\(weekdayTitle(day.weekday)), \(day.dayOfMonth) de \(monthName(day.month))"
    }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) de \(day.year)" }
    /// `d MMM y`: "1 mar 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y)"
    }
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) de \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "día", other: "días")))" }
    public func trackerCount(_ count: Int) -> String {
        "\(count) \(plural(count, PluralForms(one: "seguimiento", other: "seguimientos")))"
    }
    public func best(_ count: Int) -> String { "Récord \(count)" }
    private func times(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "vez", other: "veces")))" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(times(count)) por semana"
        case .monthly(let count): "\(times(count)) al mes"
        case .rolling(1, let days): "Cada \(days) días"
        case .rolling(let count, let days): "\(times(count)) cada \(days) días"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) sem."
        case .months: "\(count) m."
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, PluralForms(one: "semana", other: "semanas")))"
        case .months: "\(count) \(plural(count, PluralForms(one: "mes", other: "meses")))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Seguimientos" }
    public var statistics: String { "Estadísticas" }
    public var search: String { "Buscar" }
    public var filters: String { "Filtros" }
    public var whatToTrack: String { "¿Qué quieres seguir?" }
    public var nothingFound: String { "No se encontró nada" }
    public var pinned: String { "Fijados" }
    public var progressTodayTemplate: String { "{done} de {total} hechos hoy" }
    public var progressOtherDayTemplate: String { "{done} de {total} hechos" }
    public var allDoneToday: String { "Todo hecho por hoy. ¡Buen trabajo!" }
    public var addTracker: String { "Añadir seguimiento" }
    public var createTracker: String { "Crear un seguimiento" }
    public var habit: String { "Hábito" }
    public var irregularEvent: String { "Evento irregular" }
    public var chooseDate: String { "Elige un día" }
    public var previousMonth: String { "Mes anterior" }
    public var nextMonth: String { "Mes siguiente" }
    public var today: String { "Hoy" }
    public var settings: String { "Ajustes" }
    public func menuFor(_ name: String) -> String { "\(name): acciones" }
    public func markDone(_ name: String) -> String { "Marcar «\(name)» como hecho" }
    public var pin: String { "Fijar" }
    public var unpin: String { "Dejar de fijar" }
    public var edit: String { "Editar" }
    public var details: String { "Detalles" }
    public var delete: String { "Eliminar" }
    public var allTrackers: String { "Todos los seguimientos" }
    public var todaysTrackers: String { "Seguimientos de hoy" }
    public var completed: String { "Completados" }
    public var uncompleted: String { "Sin completar" }
    public func deleteTrackerQuestion(_ name: String) -> String { "¿Eliminar «\(name)» y su historial? No se puede deshacer." }
    public var offlineStatus: String { "Sin conexión: tus toques se sincronizarán" }
    public var syncedStatus: String { "Todos los cambios sincronizados" }
    public var refusedStatus: String { "No se guardó un cambio hecho sin conexión:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Sigue solo lo que quieras", "Aunque no sean litros de agua ni yoga"] }
    public var onboardingLabel: String { "Te damos la bienvenida a Habits" }
    public var awesomeTech: String { "¡Qué tecnología!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Aún no hay nada que analizar" }
    public var bestStreak: String { "Mejor racha" }
    public var perfectDays: String { "Días perfectos" }
    public var trackersCompleted: String { "Seguimientos completados" }
    public var average: String { "Promedio" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Nuevo hábito" }
    public var newEvent: String { "Nuevo evento irregular" }
    public var editHabit: String { "Editar hábito" }
    public var editEvent: String { "Editar evento irregular" }
    public var namePlaceholder: String { "Escribe el nombre del seguimiento" }
    public var trackerName: String { "Nombre del seguimiento" }
    public var clear: String { "Borrar" }
    public var category: String { "Categoría" }
    public var schedule: String { "Programación" }
    public var everyDay: String { "Todos los días" }
    public var note: String { "Nota" }
    public var notePlaceholder: String { "Descripción (opcional)" }
    public var emoji: String { "Emoji" }
    public var color: String { "Color" }
    public var cancel: String { "Cancelar" }
    public var create: String { "Crear" }
    public var save: String { "Guardar" }
    public var done: String { "Listo" }
    public var chooseCategory: String { "Elige una categoría." }
    public var chooseDays: String { "Elige al menos un día." }
    public var chooseEmoji: String { "Elige un emoji." }
    public var chooseColor: String { "Elige un color." }
    public var startDate: String { "Fecha de inicio" }
    public var chooseStart: String { "Elige una fecha de inicio." }
    public var changedElsewhere: String {
        "Este seguimiento cambió después de que abrieras el formulario. Estos son sus valores actuales; vuelve a hacer tu cambio."
    }
    public var colorNames: [String] {
        ["Azul", "Verde", "Ámbar", "Rojo", "Morado", "Cian", "Rosa", "Pizarra", "Coral", "Naranja", "Celeste", "Violeta",
         "Menta", "Orquídea", "Índigo", "Rosa claro", "Vincapervinca", "Lima"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Racha actual \(days(current)), récord \(best)" }
    public var categoryPlaceholder: String { "Los hábitos y eventos se pueden agrupar por temas" }
    public var addCategory: String { "Añadir categoría" }
    public var newCategory: String { "Nueva categoría" }
    public var categoryNamePlaceholder: String { "Escribe el nombre de la categoría" }
    public var categoryMenu: String { "Acciones de la categoría" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "¿Eliminar «\(name)» y \(plural(count, PluralForms(one: "su", other: "sus"))) \(trackerCount(count))? No se puede deshacer."
    }

    // MARK: Tracker detail

    public var back: String { "← Atrás" }
    public var offlineTitle: String { "Sin conexión" }
    public var offlineMessage: String { "Esta pantalla no está guardada en el dispositivo. Conéctate a internet y vuelve a intentarlo." }
    public var currentStreak: String { "Racha actual" }
    public var bestStreakDetail: String { "Racha récord" }
    public var last7Days: String { "Últimos 7 días" }
    public var last30Days: String { "Últimos 30 días" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) hechos desde el \(mediumDate(start))"
    }
    public var dayDone: String { "hecho" }
    public var dayMissed: String { "no hecho" }
    public var dayPending: String { "aún sin hacer" }
    public var dayUnscheduled: String { "no previsto" }
    public var dayBeforeStart: String { "antes del inicio" }
    public var daySkipped: String { "omitido" }
    public var dayPaused: String { "en pausa" }
    public var dayOpen: String { "opcional" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Días de la semana" }
    public var scheduleTimesAWeek: String { "Veces por semana" }
    public var scheduleTimesAMonth: String { "Veces al mes" }
    public var scheduleEveryNDays: String { "Cada N días" }
    public var scheduleTimesInDays: String { "N veces cada M días" }
    public var applySchedule: String { "Aplicar" }
    public var numberOfTimes: String { "Veces" }
    public var numberOfDays: String { "Días" }
    public var measureTitle: String { "Medición" }
    public var measureAmount: String { "Contar una cantidad" }
    public var measureFixedHint: String { "Un hábito de sí/no sigue siendo de sí/no; para contar una cantidad, crea un hábito nuevo." }
    public var unit: String { "Unidad" }
    public var unitPlaceholder: String { "vasos, km, min" }
    public var target: String { "Objetivo" }
    public var atMost: String { "Como máximo" }
    public var step: String { "Incremento" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        "\(direction == .atLeast ? "Al menos" : "Como máximo") \(target) \(unit) \(perPeriod(per))"
    }
    private func perPeriod(_ per: StreakUnit) -> String {
        switch per {
        case .days: "al día"
        case .weeks: "por semana"
        case .months: "al mes"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) esta semana"
        case .months: "\(value) / \(target) \(unit) este mes"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Sumar \(step) \(unit) a «\(name)»" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Récord \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Racha actual \(streakLength(current, unit)), récord \(streakLength(best, unit))"
    }
    public var value: String { "Valor" }
    public func valueFor(_ name: String) -> String { "Valor de «\(name)»" }
    public var skipToday: String { "Omitir hoy" }
    public var skip: String { "Omitir" }
    public var unskip: String { "No omitir" }
    public func noteFor(_ name: String) -> String { "Nota sobre «\(name)»" }
    public var dayNote: String { "Nota del día" }
    public var skippedCard: String { "Omitido" }
    public var optionalToday: String { "Hoy es opcional" }
    public var pause: String { "Pausar" }
    public var resume: String { "Reanudar" }
    public var archive: String { "Archivar" }
    public var unarchive: String { "Desarchivar" }
    public var moveUp: String { "Subir" }
    public var moveDown: String { "Bajar" }
    public var pausedSection: String { "En pausa" }
    public func pauseFor(_ name: String) -> String { "Pausar «\(name)»" }
    public var pauseFrom: String { "Desde" }
    public var pauseUntil: String { "Hasta" }
    public var pauseUntilHint: String { "Deja «Hasta» vacío para pausar hasta que lo reanudes." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "En pausa hasta el \(mediumDate($0))" } ?? "En pausa hasta que lo reanudes" }
    public var pauseAll: String { "Pausar todos" }
    public var pauseAllHint: String { "Pausa todos los hábitos durante las vacaciones: esos días no rompen las rachas." }
    public var archivedTitle: String { "Archivo" }
    public var nothingArchived: String { "No hay nada archivado." }
    public var dayStart: String { "El día empieza a las" }
    public var setDayStart: String { "Fijar el inicio del día" }
    public var dayStartHint: String { "Lo que marques después de medianoche y antes de esta hora cuenta para el día anterior." }
    public var weekStart: String { "Primer día de la semana" }
    public var weekStartHint: String { "Los calendarios empiezan este día y un hábito semanal cuenta sus veces desde él." }
    public var setWeekStart: String { "Fijar el primer día de la semana" }

    // MARK: Settings

    public var languageLabel: String { "Idioma" }
    public var export: String { "Exportar" }
    public var exportHint: String { "Descarga todo en un solo archivo JSON." }
    public var importTitle: String { "Importar" }
    public var importHint: String { "Carga un archivo exportado en esta app vacía." }
    public var importButton: String { "Importar archivo" }
    public func imported(_ trackers: Int) -> String { "Importados: \(trackerCount(trackers))." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits: iniciar sesión" }
    public var passphrase: String { "Frase de contraseña" }
    public var signIn: String { "Iniciar sesión" }
    public var wrongPassphrase: String { "Frase de contraseña incorrecta." }
    public var tooManyPassphrases: String { "Demasiados intentos fallidos. Espera un momento y vuelve a intentarlo." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("No encontrado", "Esta página o este seguimiento no existe (o ya no existe).")
        case 503: ("No se pudo guardar", "Ahora mismo no se pudo guardar el cambio y no se modificó nada. Vuelve a intentarlo en un momento.")
        case 400...499: ("No ha funcionado", "No se pudo entender la solicitud.")
        default: ("Algo salió mal", "Algo salió mal por nuestra parte. Vuelve a intentarlo.")
        }
    }
    public var backToTrackers: String { "Volver a Seguimientos" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Ponle un nombre a tu seguimiento."
        case .nameTooLong, .categoryNameTooLong: "Máximo 38 caracteres"
        case .duplicateTracker(let name): "Ya sigues «\(name)»."
        case .categoryNameMissing: "Ponle un nombre a tu categoría."
        case .duplicateCategory(let name): "La categoría «\(name)» ya existe."
        case .noteTooLong: "La nota puede tener como máximo 200 caracteres."
        case .controlCharacters: "No se pueden usar caracteres de control (como NUL) en nombres ni notas."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Elige uno de los emojis."
        case .invalidColor(let text): "«\(text)» no es un color; usa #RRGGBB."
        case .futureDay: "No puedes marcar un día futuro."
        case .beforeStart(let name, let start): "«\(name)» empezó el \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "«\(name)» no está previsto \(everyWeekday(weekday))."
        case .eventAlreadyDone(let name, let day): "«\(name)» ya se hizo el \(mediumDate(day)). Desmarca primero ese día."
        case .startAfterFirstCompletion(let name, let first):
            "«\(name)» se hizo por primera vez el \(mediumDate(first)); no puede empezar después."
        case .startInFuture: "Un seguimiento no puede empezar en el futuro."
        case .kindChange: "Un hábito no puede convertirse en evento, ni al revés."
        case .unknownTracker(let name): "No hay ningún seguimiento llamado «\(name)»."
        case .unknownCategory(let name): "No hay ninguna categoría llamada «\(name)»."
        case .databaseNotEmpty: "Para importar hace falta una base de datos vacía; esta ya tiene datos."
        case .invalidImport(let problem): "Este archivo no se puede importar: \(problem)"
        case .scheduleOutOfRange(.weekly): "Elige de \(Schedule.weeklyLimits.lowerBound) a \(Schedule.weeklyLimits.upperBound) veces por semana."
        case .scheduleOutOfRange(.monthly): "Elige de \(Schedule.monthlyLimits.lowerBound) a \(Schedule.monthlyLimits.upperBound) veces al mes."
        case .scheduleOutOfRange(.rolling): "Elige N veces cada M días, con N al menos \(Schedule.rollingTimesLimits.lowerBound) y menor que M, y M como máximo \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Indica una unidad de 1 a 16 caracteres, como vasos o km."
        case .targetInvalid: "El objetivo es un número mayor que 0 y de como máximo 1.000.000, con hasta 3 decimales."
        case .stepInvalid: "El incremento es un número mayor que 0 y de como máximo 1.000.000, con hasta 3 decimales."
        case .valueInvalid: "Un valor es un número de 0 a 1.000.000 con hasta 3 decimales."
        case .notMeasurable(let name): "«\(name)» es un hábito de sí/no: márcalo como hecho, no lleva valor."
        case .measureOnEvent: "Un evento irregular no se puede medir; conviértelo en hábito."
        case .measureChange: "Un hábito de sí/no no puede volverse medible, ni al revés."
        case .cannotSkipEvent(let name): "«\(name)» es un evento irregular; los eventos no se pueden omitir."
        case .cannotPauseEvent(let name): "«\(name)» es un evento irregular; solo los hábitos se pueden pausar."
        case .pauseEndsBeforeStart: "Una pausa no puede terminar antes de empezar."
        case .dayStartOutOfRange: "El día puede empezar en punto, de 00:00 a 06:00."
        case .weekStartUnsupported: "La semana puede empezar el lunes, el domingo o el sábado."
        case .archived(let name): "«\(name)» está archivado; desarchívalo para cambiar sus días."
        case .startAfterArchive(let name, let archived):
            "«\(name)» se archivó el \(mediumDate(archived)); no puede empezar después."
        case .unknownZone(let zone): "«\(zone)» no es una zona horaria; usa un nombre como Europe/Madrid."
        case .channelURLInvalid: "Indica una dirección web que empiece por https://, como https://ntfy.sh/mi-tema."
        case .channelURLInsecure: "Los recordatorios van por https; http simple solo hacia este equipo (localhost o 127.0.0.1)."
        case .channelSecretInvalid: "El secreto tiene de 1 a 200 caracteres, sin espacios."
        case .channelLabelTooLong: "El nombre debe tener menos de 60 caracteres."
        case .pushKeysInvalid: "La suscripción push de este navegador tiene claves que Habits no puede usar."
        case .tooManyChannels: "Ya hay 50 canales; elimina uno primero."
        case .unknownChannel(let id): "No hay ningún canal de notificaciones con el id «\(id)»."
        case .doneTokenInvalid:
            "Esta notificación es de un dispositivo que ya no recibe recordatorios; abre la app para marcar el hábito."
        case .reminderTimeInvalid(let text): "«\(text)» no es una hora; usa HH:MM en formato de 24 horas, como 21:00."
        case .duplicateReminder(let time): "Ya hay un recordatorio a las \(time)."
        case .tooManyReminders: "Un seguimiento puede tener hasta \(Reminder.limit) recordatorios."
        case .reminderDaysEmpty: "Elige al menos un día para el recordatorio."
        case .accountNameInvalid: "Ponle a la cuenta un nombre de hasta 64 caracteres, sin caracteres de control."
        case .duplicateAccount(let name): "Ya existe una cuenta «\(name)»."
        case .unknownAccount(let name): "No existe ninguna cuenta «\(name)»."
        case .passwordTooShort(let minimum): "Elige una contraseña de al menos \(minimum) caracteres."
        case .passwordTooLong: "Esa contraseña es demasiado larga; debe tener menos de 1024 bytes."
        case .invitationInvalid:
            "Este enlace de registro no es válido: ya se usó o tiene más de 7 días. Pide uno nuevo."
        case .tokenLabelInvalid: "Ponle al token una etiqueta de hasta 64 caracteres, sin caracteres de control."
        case .passwordIsName: "Elige una contraseña distinta del nombre de la cuenta."
        case .passwordsDiffer: "Las dos contraseñas nuevas no coinciden; escribe la misma dos veces."
        case .currentPasswordWrong: "La contraseña actual no es correcta; no se cambió nada."
        case .identityTaken(let subject): "El inicio de sesión «\(subject)» ya pertenece a otra cuenta."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Añade un seguimiento con: habits add NOMBRE --category CAT --every-day" }
    public var noCategories: String { "Aún no hay categorías. Añade una con: habits category add NOMBRE" }
    public var listTrackersHint: String { "Ejecuta 'habits list' para ver tus seguimientos." }
    public var listCategoriesHint: String { "Ejecuta 'habits category list' para ver tus categorías." }
    public func addedCategory(_ name: String) -> String { "Categoría «\(name)» añadida." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Categoría «\(old)» renombrada a «\(new)»." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Esto elimina para siempre «\(name)» y \(plural(count, PluralForms(one: "su", other: "sus"))) \(trackerCount(count)). Vuelve a ejecutarlo con --yes para confirmar."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "Se eliminaron «\(name)» y \(plural(count, PluralForms(one: "su", other: "sus"))) \(trackerCount(count))."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name) (\(schedule ?? "evento irregular")) añadido a «\(category)»."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name) actualizado." }
    public func pinnedTracker(_ name: String) -> String { "\(name) fijado." }
    public func unpinnedTracker(_ name: String) -> String { "\(name) ya no está fijado." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Esto elimina para siempre «\(name)» y su historial. Vuelve a ejecutarlo con --yes para confirmar."
    }
    public func deletedTracker(_ name: String) -> String { "Se eliminaron «\(name)» y su historial." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "hecho" : "no hecho"
        return changed ? "\(name): \(state) el \(day.iso)." : "\(name) ya estaba \(state) el \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Últimos 30 días, del \(first.iso) al \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "\(categories) \(plural(categories, PluralForms(one: "categoría exportada", other: "categorías exportadas"))) "
            + "y \(trackerCount(trackers)) a \(file)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Importados: \(categories) \(plural(categories, PluralForms(one: "categoría", other: "categorías"))), \(trackerCount(trackers)) "
            + "y \(completions) \(plural(completions, PluralForms(one: "registro", other: "registros")))."
    }
    public func serving(url: String, database: String) -> String {
        "Habits está sirviendo \(url) (base de datos \(database)). Detenlo con Ctrl-C."
    }
    public var stopped: String { "detenido; base de datos cerrada." }
    public func clockPinned(_ instant: String) -> String { "aviso: HABITS_NOW está definido; el reloj empieza en \(instant), no ahora." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) de \(days(goal)) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "este mes" : "esta semana" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per: StreakUnit = switch schedule.kind { case .weekly: .weeks; case .monthly: .months; default: .days }
        return "\(measure.direction == .atMost ? "como máximo" : "al menos") \(number(measure.target)) \(measure.unit) \(perPeriod(per))"
    }
    public func tapAdds(_ step: Quantity) -> String { "cada toque suma \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) el \(day.iso)\(period)." : "\(name) ya tenía \(amount) el \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): omitido el \(day.iso)." : "\(name) ya estaba omitido el \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): nota «\(note)»."
        case (nil, true): "\(name), \(day.iso): nota eliminada."
        case (_?, false): "\(name) ya tiene esa nota el \(day.iso)."
        case (nil, false): "\(name) no tiene ninguna nota el \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "del \(from.iso) al \($0.iso)" } ?? "desde el \(from.iso) hasta que se reanude"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name) en pausa, \(range)." : "\(name) ya está en pausa, \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) reanudado." : "\(name) no está en pausa hoy."
    }
    public func pausedUntilLine(_ until: Day?) -> String {
        until.map { "en pausa hasta el \($0.iso)" } ?? "en pausa hasta que se reanude"
    }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) archivado; su historial se conserva." : "\(name) ya está archivado."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) desarchivado." : "\(name) no está archivado."
    }
    public func archivedSince(_ day: Day) -> String { "Archivado el \(day.iso); 'habits unarchive' lo recupera." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name) movido hacia \(up ? "arriba" : "abajo")."
            : "\(name) ya es el \(up ? "primero" : "último") de su categoría."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Categoría «\(name)» movida hacia \(up ? "arriba" : "abajo")."
            : "La categoría «\(name)» ya es la \(up ? "primera" : "última")."
    }
    public var pausesLabel: String { "Pausas:" }
    public var notesLabel: String { "Notas:" }
    public var dayStartLabel: String { "Inicio del día" }
    public var weekStartLabel: String { "Inicio de semana" }
    public var zoneLabel: String { "Zona horaria" }
    public var zoneUnset: String { "sin definir (sigue al dispositivo)" }
    public var settingsSaved: String { "Ajustes guardados." }
}
