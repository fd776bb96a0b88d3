extension Spanish: SignInCopy {
    public func signInWith(_ label: String) -> String { "Iniciar sesión con \(label)" }
    public var passwordSignInOff: String { "El inicio de sesión con contraseña está desactivado en este servidor." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "El servicio de inicio de sesión no se puede usar ahora (\(detail)). Inténtalo más tarde."
        case .providerRefused(let code): "El servicio de inicio de sesión no te dejó entrar (\(code))."
        case .stateInvalid: "Este inicio de sesión ha caducado, ya se usó o empezó en otro navegador. Empieza de nuevo."
        case .tokenMalformed: "La respuesta del servicio de inicio de sesión no es un token de ID válido; no se hizo nada."
        case .algorithmRefused(let algorithm): "El servicio de inicio de sesión firmó con «\(algorithm)»; solo se aceptan RS256 y ES256."
        case .unknownKey: "El servicio de inicio de sesión firmó con una clave que no publica; no se hizo nada."
        case .signatureInvalid: "La firma del token de ID no es válida; no se hizo nada."
        case .issuerMismatch: "El token de ID viene de un emisor distinto del que este servidor acepta."
        case .audienceMismatch: "El token de ID se emitió para otra aplicación."
        case .expired: "El token de ID ha caducado. Vuelve a iniciar sesión."
        case .notYetValid: "El token de ID tiene fecha futura; revisa los relojes de este servidor y del servicio de inicio de sesión."
        case .nonceMismatch: "El token de ID pertenece a otro inicio de sesión. Empieza de nuevo."
        case .noAccount(let subject):
            "Ninguna cuenta de aquí está vinculada a este inicio de sesión (\(subject)). Pide a quien gestiona el servidor que la vincule: "
                + "habits user link NOMBRE --oidc-sub \(subject)."
        case .wrongAccount: "Ese inicio de sesión pertenece a otra cuenta; no se borró nada."
        case .unknownProxyUser(let name): "El proxy te identificó como «\(name)», pero aquí no existe esa cuenta."
        }
    }
    public var signedInContinue: String { "Has iniciado sesión." }
    public var continueToApp: String { "Continuar a Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "Se borraron la cuenta «\(name)» y todos sus hábitos." }

    public var signInMethodsTitle: String { "Formas de iniciar sesión" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Contraseña" : "Sin contraseña" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), vinculada el \(mediumDate(day))"
    }
    public var proxyMethod: String { "El inicio de sesión del proxy que está delante de este servidor" }

    public var passwordSection: String { "Contraseña" }
    public var currentPassword: String { "Contraseña actual" }
    public var newPassword: String { "Contraseña nueva" }
    public var repeatNewPassword: String { "Repite la contraseña nueva" }
    public func newPasswordHint(minimum: Int) -> String {
        "Al menos \(minimum) caracteres y distinta del nombre de la cuenta. Se cerrará la sesión en todos los demás dispositivos."
    }
    public var noPasswordYet: String { "Esta cuenta no tiene contraseña: inicia sesión de otra forma. Puedes establecer una." }
    public var changePassword: String { "Cambiar la contraseña" }
    public var setPassword: String { "Establecer contraseña" }
    public func passwordChanged(signedOut: Int) -> String {
        "Contraseña cambiada." + (signedOut == 0 ? "" : " Otros dispositivos con la sesión cerrada: \(signedOut).")
    }

    public var deleteAccountSection: String { "Borrar la cuenta" }
    public var deleteAccountHint: String {
        "Esto elimina para siempre la cuenta, todos sus hábitos y cada dispositivo con la sesión iniciada. Exporta antes tus hábitos si quieres conservarlos."
    }
    public var exportFirst: String { "Exportar primero" }
    public var confirmWithPassword: String { "Tu contraseña, para confirmar" }
    public var deleteAccountButton: String { "Borrar mi cuenta" }
    public func confirmDeletionWith(_ label: String) -> String { "Confirmar con \(label) y borrar" }
    public var cannotConfirmDeletion: String {
        "Esta cuenta no tiene contraseña ni un inicio de sesión con el que confirmar. Establece una contraseña arriba o pídeselo a quien gestiona el servidor."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Contraseña nueva para \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "Se cambió la contraseña de «\(name)»; sesiones cerradas: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "«\(name)» quedó vinculada a \(subject) en \(issuer)."
    }
}
