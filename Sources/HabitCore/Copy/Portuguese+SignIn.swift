extension Portuguese: SignInCopy {
    public func signInWith(_ label: String) -> String { "Entrar com \(label)" }
    public var passwordSignInOff: String { "O login com senha está desativado neste servidor." }
    public func signInRefused(_ reason: SignInRefusal) -> String {
        switch reason {
        case .providerUnavailable(let detail): "O serviço de login não pode ser usado agora (\(detail)). Tente de novo mais tarde."
        case .providerRefused(let code): "O serviço de login não fez seu login (\(code))."
        case .stateInvalid: "Este login expirou, já foi usado ou começou em outro navegador. Comece de novo."
        case .tokenMalformed: "A resposta do serviço de login não é um token de ID válido; nada foi feito."
        case .algorithmRefused(let algorithm): "O serviço de login assinou com \"\(algorithm)\"; só RS256 e ES256 são aceitos."
        case .unknownKey: "O serviço de login assinou com uma chave que não publica; nada foi feito."
        case .signatureInvalid: "A assinatura do token de ID não é válida; nada foi feito."
        case .issuerMismatch: "O token de ID vem de um emissor diferente daquele em que este servidor confia."
        case .audienceMismatch: "O token de ID foi emitido para outro aplicativo."
        case .expired: "O token de ID expirou. Entre de novo."
        case .notYetValid: "O token de ID está com data no futuro; confira os relógios deste servidor e do serviço de login."
        case .nonceMismatch: "O token de ID pertence a outro login. Comece de novo."
        case .noAccount(let subject):
            "Nenhuma conta aqui está vinculada a este login (\(subject)). Peça ao dono do servidor para vinculá-lo: "
                + "habits user link NOME --oidc-sub \(subject)."
        case .wrongAccount: "Esse login pertence a outra conta; nada foi excluído."
        case .unknownProxyUser(let name): "O proxy fez seu login como \"\(name)\", mas essa conta não existe aqui."
        }
    }
    public var signedInContinue: String { "Você entrou." }
    public var continueToApp: String { "Continuar para o Habits" }
    public func accountDeletedNotice(_ name: String) -> String { "A conta \"\(name)\" e todos os seus hábitos foram excluídos." }

    public var signInMethodsTitle: String { "Formas de entrar" }
    public func passwordMethod(isSet: Bool) -> String { isSet ? "Senha" : "Sem senha" }
    public func identityMethod(label: String, subject: String, since day: Day) -> String {
        "\(label) (\(subject)), vinculado em \(mediumDate(day))"
    }
    public var proxyMethod: String { "O login do proxy à frente deste servidor" }

    public var passwordSection: String { "Senha" }
    public var currentPassword: String { "Senha atual" }
    public var newPassword: String { "Nova senha" }
    public var repeatNewPassword: String { "Nova senha de novo" }
    public func newPasswordHint(minimum: Int) -> String {
        "No mínimo \(minimum) caracteres, e não o nome da conta. Todos os outros dispositivos saem da conta."
    }
    public var noPasswordYet: String { "Esta conta não tem senha: ela entra por outro serviço. Você pode definir uma." }
    public var changePassword: String { "Mudar a senha" }
    public var setPassword: String { "Definir senha" }
    public func passwordChanged(signedOut: Int) -> String {
        "Senha alterada." + (signedOut == 0 ? "" : " Outros dispositivos desconectados: \(signedOut).")
    }

    public var deleteAccountSection: String { "Excluir a conta" }
    public var deleteAccountHint: String {
        "Isso remove para sempre a conta, todos os seus hábitos e todos os dispositivos conectados. Exporte seus hábitos antes para mantê-los."
    }
    public var exportFirst: String { "Exportar antes" }
    public var confirmWithPassword: String { "Sua senha, para confirmar" }
    public var deleteAccountButton: String { "Excluir minha conta" }
    public func confirmDeletionWith(_ label: String) -> String { "Confirmar com \(label) e excluir" }
    public var cannotConfirmDeletion: String {
        "Esta conta não tem senha nem login para confirmar. Defina uma senha acima ou peça ao dono do servidor."
    }

    public func newPasswordPrompt(_ name: String) -> String { "Nova senha para \(name): " }
    public func passwordReset(_ name: String, signedOut: Int) -> String {
        "A senha de \"\(name)\" foi alterada; sessões encerradas: \(signedOut)."
    }
    public func linkedIdentity(_ name: String, subject: String, issuer: String) -> String {
        "\"\(name)\" vinculada a \(subject) em \(issuer)."
    }
}
