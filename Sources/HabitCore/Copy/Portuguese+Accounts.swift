extension Portuguese: AccountCopy {
    public var username: String { "Nome de usuário" }
    public var password: String { "Senha" }
    public var wrongCredentials: String { "Nome de usuário ou senha incorretos." }
    public func tooManySignIns(minutes: Int) -> String {
        "Muitas tentativas de entrar sem sucesso. Tente de novo em \(minutes) \(plural(minutes, PluralForms(one: "minuto", other: "minutos")))."
    }
    public var signUpTitle: String { "Habits — crie sua conta" }
    public var createAccount: String { "Criar conta" }
    public var passwordHint: String { "Pelo menos 8 caracteres." }

    public var accountSection: String { "Conta" }
    public func signedInAs(_ name: String) -> String { "Conectado como \(name)" }
    public var signOut: String { "Sair" }
    public var sessionsTitle: String { "Dispositivos conectados" }
    public var thisDevice: String { "Este dispositivo" }
    public func lastActive(_ day: Day) -> String { "Ativo pela última vez em \(mediumDate(day))" }
    public var revoke: String { "Revogar" }
    public var tokensTitle: String { "Tokens da API" }
    public var tokensHint: String { "Para scripts e outros apps: envie o cabeçalho Authorization: Bearer seguido do token." }
    public var tokenLabel: String { "Rótulo" }
    public var createToken: String { "Criar token" }
    public var tokenShownOnce: String { "Copie este token agora: ele só aparece uma vez." }
    public var noTokens: String { "Ainda não há tokens." }
    public func tokenUsed(_ day: Day?) -> String { day.map { "Usado pela última vez em \(mediumDate($0))" } ?? "Nunca usado" }

    public func addedAccount(_ name: String, adopted: Bool) -> String {
        "Conta “\(name)” adicionada." + (adopted ? " Ela fica com os hábitos que já estão neste banco de dados." : "")
    }
    public func confirmDeleteAccount(_ name: String) -> String {
        "Excluir “\(name)” remove a conta e todos os hábitos dela. Execute de novo com --yes para excluir."
    }
    public func deletedAccount(_ name: String) -> String { "A conta “\(name)” e todos os hábitos dela foram excluídos." }
    public func passwordPrompt(_ name: String) -> String { "Senha de \(name): " }
    public var noAccounts: String { "Nenhuma conta: o Habits roda no modo pessoal. Adicione uma com 'habits user add NOME'." }
    public func invitation(link: String, until day: Day) -> String {
        "Link de cadastro (vale uma vez, até \(mediumDate(day))):\n\(link)"
    }
    public func addedToken(label: String, account: String, token: String) -> String {
        "Token “\(label)” para \(account) (mostrado só desta vez):\n\(token)"
    }
    public func revokedToken(_ id: Int64) -> String { "Token \(id) revogado." }
}
