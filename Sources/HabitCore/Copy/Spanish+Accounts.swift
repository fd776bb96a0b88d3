extension Spanish: AccountCopy {
    public var username: String { "Nombre de usuario" }
    public var password: String { "Contraseña" }
    public var wrongCredentials: String { "Nombre de usuario o contraseña incorrectos." }
    public func tooManySignIns(minutes: Int) -> String {
        "Demasiados inicios de sesión fallidos. Vuelve a intentarlo en \(minutes) \(plural(minutes, PluralForms(one: "minuto", other: "minutos")))."
    }
    public var signUpTitle: String { "Habits: crea tu cuenta" }
    public var createAccount: String { "Crear cuenta" }
    public var passwordHint: String { "Al menos 8 caracteres." }

    public var accountSection: String { "Cuenta" }
    public func signedInAs(_ name: String) -> String { "Sesión iniciada como \(name)" }
    public var signOut: String { "Cerrar sesión" }
    public var sessionsTitle: String { "Dispositivos con sesión iniciada" }
    public var thisDevice: String { "Este dispositivo" }
    public func lastActive(_ day: Day) -> String { "Última actividad: \(mediumDate(day))" }
    public var revoke: String { "Revocar" }
    public var tokensTitle: String { "Tokens de la API" }
    public var tokensHint: String { "Para scripts y otras apps: envía la cabecera Authorization: Bearer seguida del token." }
    public var tokenLabel: String { "Etiqueta" }
    public var createToken: String { "Crear token" }
    public var tokenShownOnce: String { "Copia este token ahora: solo se muestra una vez." }
    public var noTokens: String { "Aún no hay tokens." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Último uso: \(mediumDate($0))" } ?? "Nunca usado" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Cuenta «\(name)» añadida." + (adopted ? " Se queda con los hábitos que ya hay en esta base de datos." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Eliminar «\(name)» borra la cuenta y todos sus hábitos. Vuelve a ejecutarlo con --yes para eliminarla."
    }
    public func deletedAccount(_ name: String) -> String { "Se eliminaron la cuenta «\(name)» y todos sus hábitos." }
    public func passwordPrompt(_ name: String) -> String { "Contraseña de \(name): " }
    public var noAccounts: String { "No hay cuentas: Habits funciona en modo personal. Añade una con 'habits user add NOMBRE'." }
    public func invitation(link: String, until day: Day) -> String {
        "Enlace de registro (sirve una vez, hasta el \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Token «\(label)» para \(account) (solo se muestra esta vez):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Token \(id) revocado." }
}
