extension Portuguese: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) está vazio: não há nada para importar." }
    public var invitedTitle: String { "Você recebeu um convite" }
    public var invitedIntro: String {
        "Escolha um nome de usuário e uma senha para sua conta. Seus rastreadores são só seus: ninguém mais neste servidor os vê."
    }
    public func testLink(_ url: String) -> String { "O link abre \(url) (outro endereço com --url ou HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Teste das \(time) — já feito hoje, então nenhum lembrete seria enviado" }
    public var limitReached: String { "Limite atingido" }
    public var overLimit: String { "Acima do limite" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) já foi feito hoje: a pausa começa amanhã e hoje continua contando."
    }
    public var pauseAllStartsTomorrow: String {
        "Alguns hábitos já foram feitos hoje: a pausa começa amanhã e hoje continua contando para eles. Escolha a data de hoje para pausar hoje também."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "hábito", other: "hábitos")))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Retomar todos" }
    public var cancelPlannedPauses: String { "Cancelar pausas planejadas" }
    public var flexibleRateNote: String {
        "* Um hábito de algumas vezes por semana, por mês ou em alguns dias só é previsto nos dias de que sua meta ainda precisa, então dias feitos antes não contam aqui; a força dele mostra como vai."
    }
    public var shortMonthLabels: [String] {
        ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."]
    }
}
