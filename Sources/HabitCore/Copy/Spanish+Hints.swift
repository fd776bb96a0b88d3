extension Spanish: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) está vacío: no hay nada que importar." }
    public var invitedTitle: String { "Te han invitado" }
    public var invitedIntro: String {
        "Elige un nombre de usuario y una contraseña para tu cuenta. Tus seguimientos son solo tuyos: nadie más en este servidor los ve."
    }
    public func testLink(_ url: String) -> String { "El enlace abre \(url) (otra dirección con --url o HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Prueba de las \(time): ya está hecho hoy, así que no llegaría ningún recordatorio" }
    public var limitReached: String { "Límite alcanzado" }
    public var overLimit: String { "Por encima del límite" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) ya está hecho hoy: la pausa empieza mañana y hoy sigue contando."
    }
    public var pauseAllStartsTomorrow: String {
        "Algunos hábitos ya están hechos hoy: la pausa empieza mañana y hoy sigue contando para ellos. Elige la fecha de hoy para pausar también hoy."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "hábito", other: "hábitos")))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Reanudar todos" }
    public var cancelPlannedPauses: String { "Cancelar las pausas previstas" }
    public var flexibleRateNote: String {
        "* Un hábito de varias veces por semana, por mes o en unos días solo está previsto los días que su objetivo aún necesita, así que los días hechos antes no cuentan aquí; su fuerza muestra cómo va."
    }
    public var shortMonthLabels: [String] {
        ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"]
    }
}
