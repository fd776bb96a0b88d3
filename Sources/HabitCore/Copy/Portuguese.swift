/// The product's Brazilian Portuguese copy, addressing the person as "você" as Brazilian apps do.
///
/// Glossary (one word per product term throughout):
/// habit – hábito · tracker – rastreador (m.) · irregular event – evento irregular · streak – sequência ·
/// skip – pular (pulado) · pause – pausar (pausado) · archive – arquivar (arquivado, Arquivo) ·
/// measurable – mensurável (yes/no: hábito de sim/não) · category – categoria · done – feito (concluído
/// in filters) · entry – registro · reminder – lembrete · strength – força · target – meta ·
/// step – incremento · due – previsto.
/// Every product noun is masculine (hábito, rastreador, evento), so a tracker's name agrees in the masculine.
public struct Portuguese: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Português (Brasil)" }

    public var pluralRule: PluralRule { .french }

    // MARK: Dates

    public var monthNames: [String] {
        ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto",
         "setembro", "outubro", "novembro", "dezembro"]
    }
    private var shortMonthNames: [String] {
        ["jan.", "fev.", "mar.", "abr.", "mai.", "jun.", "jul.", "ago.", "set.", "out.", "nov.", "dez."]
    }
    public var weekdayNames: [String] {
        ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
    }
    public var shortWeekdayNames: [String] { ["Seg.", "Ter.", "Qua.", "Qui.", "Sex.", "Sáb.", "Dom."] }
    /// "aos sábados": on every such weekday.
    private var everyWeekday: [String] {
        ["às segundas-feiras", "às terças-feiras", "às quartas-feiras", "às quintas-feiras", "às sextas-feiras",
         "aos sábados", "aos domingos"]
    }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    /// `EEEE, d 'de' MMMM`: "Sábado, 8 de março".
    public func heading(_ day: Day) -> String { "\(weekdayTitle(day.weekday)), \(day.dayOfMonth) de \(monthName(day.month))" }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) de \(day.year)" }
    /// `d 'de' MMM 'de' y`: "1 de mar. de 2025".
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) de \(shortMonthNames[m - 1]) de \(y)"
    }
    /// `E, d`: "Sáb., 8".
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)), \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) de \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "dia", other: "dias")))" }
    public func trackerCount(_ count: Int) -> String {
        "\(count) \(plural(count, PluralForms(one: "rastreador", other: "rastreadores")))"
    }
    public func best(_ count: Int) -> String { "Recorde \(count)" }
    private func times(_ count: Int) -> String { "\(count) \(plural(count, PluralForms(one: "vez", other: "vezes")))" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(times(count)) por semana"
        case .monthly(let count): "\(times(count)) por mês"
        case .rolling(1, let days): "A cada \(days) dias"
        case .rolling(let count, let days): "\(times(count)) a cada \(days) dias"
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
        case .months: "\(count) \(plural(count, PluralForms(one: "mês", other: "meses")))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Rastreadores" }
    public var statistics: String { "Estatísticas" }
    public var search: String { "Buscar" }
    public var filters: String { "Filtros" }
    public var whatToTrack: String { "O que vamos acompanhar?" }
    public var nothingFound: String { "Nada encontrado" }
    public var pinned: String { "Fixados" }
    public var progressTodayTemplate: String { "{done} de {total} feitos hoje" }
    public var progressOtherDayTemplate: String { "{done} de {total} feitos" }
    public var allDoneToday: String { "Tudo feito hoje. Mandou bem!" }
    public var addTracker: String { "Adicionar rastreador" }
    public var createTracker: String { "Criar um rastreador" }
    public var habit: String { "Hábito" }
    public var irregularEvent: String { "Evento irregular" }
    public var chooseDate: String { "Escolha um dia" }
    public var previousMonth: String { "Mês anterior" }
    public var nextMonth: String { "Próximo mês" }
    public var today: String { "Hoje" }
    public var settings: String { "Configurações" }
    public func menuFor(_ name: String) -> String { "\(name): ações" }
    public func markDone(_ name: String) -> String { "Marcar “\(name)” como feito" }
    public var pin: String { "Fixar" }
    public var unpin: String { "Desafixar" }
    public var edit: String { "Editar" }
    public var details: String { "Detalhes" }
    public var delete: String { "Excluir" }
    public var allTrackers: String { "Todos os rastreadores" }
    public var todaysTrackers: String { "Rastreadores de hoje" }
    public var completed: String { "Concluídos" }
    public var uncompleted: String { "Não concluídos" }
    public func deleteTrackerQuestion(_ name: String) -> String { "Excluir “\(name)” e o histórico? Não é possível desfazer." }
    public var offlineStatus: String { "Sem conexão — seus toques serão sincronizados" }
    public var syncedStatus: String { "Todas as alterações sincronizadas" }
    public var refusedStatus: String { "Uma alteração feita sem conexão não foi salva:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Acompanhe só o que você quiser", "Mesmo que não sejam litros de água e ioga"] }
    public var onboardingLabel: String { "Boas-vindas ao Habits" }
    public var awesomeTech: String { "Que tecnologia!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Ainda não há nada para analisar" }
    public var bestStreak: String { "Melhor sequência" }
    public var perfectDays: String { "Dias perfeitos" }
    public var trackersCompleted: String { "Rastreadores concluídos" }
    public var average: String { "Média" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Novo hábito" }
    public var newEvent: String { "Novo evento irregular" }
    public var editHabit: String { "Editar hábito" }
    public var editEvent: String { "Editar evento irregular" }
    public var namePlaceholder: String { "Digite o nome do rastreador" }
    public var trackerName: String { "Nome do rastreador" }
    public var clear: String { "Limpar" }
    public var category: String { "Categoria" }
    public var schedule: String { "Programação" }
    public var everyDay: String { "Todos os dias" }
    public var note: String { "Anotação" }
    public var notePlaceholder: String { "Descrição (opcional)" }
    public var emoji: String { "Emoji" }
    public var color: String { "Cor" }
    public var cancel: String { "Cancelar" }
    public var create: String { "Criar" }
    public var save: String { "Salvar" }
    public var done: String { "OK" }
    public var chooseCategory: String { "Escolha uma categoria." }
    public var chooseDays: String { "Escolha pelo menos um dia." }
    public var chooseEmoji: String { "Escolha um emoji." }
    public var chooseColor: String { "Escolha uma cor." }
    public var startDate: String { "Data de início" }
    public var chooseStart: String { "Escolha uma data de início." }
    public var changedElsewhere: String {
        "Este rastreador foi alterado depois que você abriu o formulário. Estes são os valores atuais; faça sua alteração de novo."
    }
    public var colorNames: [String] {
        ["Azul", "Verde", "Âmbar", "Vermelho", "Roxo", "Ciano", "Rosa", "Ardósia", "Coral", "Laranja", "Celeste", "Violeta",
         "Menta", "Orquídea", "Índigo", "Rosa-claro", "Pervinca", "Lima"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Sequência atual \(days(current)), recorde \(best)" }
    public var categoryPlaceholder: String { "Hábitos e eventos podem ser agrupados por tema" }
    public var addCategory: String { "Adicionar categoria" }
    public var newCategory: String { "Nova categoria" }
    public var categoryNamePlaceholder: String { "Digite o nome da categoria" }
    public var categoryMenu: String { "Ações da categoria" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Excluir “\(name)” e \(plural(count, PluralForms(one: "seu", other: "seus"))) \(trackerCount(count))? Não é possível desfazer."
    }

    // MARK: Tracker detail

    public var back: String { "← Voltar" }
    public var offlineTitle: String { "Sem conexão" }
    public var offlineMessage: String { "Esta tela não está salva neste dispositivo. Conecte-se à internet e tente de novo." }
    public var currentStreak: String { "Sequência atual" }
    public var bestStreakDetail: String { "Sequência recorde" }
    public var last7Days: String { "Últimos 7 dias" }
    public var last30Days: String { "Últimos 30 dias" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) \(plural(days, PluralForms(one: "feito", other: "feitos"))) desde \(mediumDate(start))"
    }
    public var dayDone: String { "feito" }
    public var dayMissed: String { "não feito" }
    public var dayPending: String { "ainda não feito" }
    public var dayUnscheduled: String { "não previsto" }
    public var dayBeforeStart: String { "antes do início" }
    public var daySkipped: String { "pulado" }
    public var dayPaused: String { "pausado" }
    public var dayOpen: String { "opcional" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Dias da semana" }
    public var scheduleTimesAWeek: String { "Vezes por semana" }
    public var scheduleTimesAMonth: String { "Vezes por mês" }
    public var scheduleEveryNDays: String { "A cada N dias" }
    public var scheduleTimesInDays: String { "N vezes a cada M dias" }
    public var applySchedule: String { "Aplicar" }
    public var numberOfTimes: String { "Vezes" }
    public var numberOfDays: String { "Dias" }
    public var measureTitle: String { "Medição" }
    public var measureAmount: String { "Contar uma quantidade" }
    public var measureFixedHint: String { "Um hábito de sim/não continua de sim/não; para contar uma quantidade, crie um hábito novo." }
    public var unit: String { "Unidade" }
    public var unitPlaceholder: String { "copos, km, min" }
    public var target: String { "Meta" }
    public var atMost: String { "No máximo" }
    public var step: String { "Incremento" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        "\(direction == .atLeast ? "Pelo menos" : "No máximo") \(target) \(unit) \(perPeriod(per))"
    }
    private func perPeriod(_ per: StreakUnit) -> String {
        switch per {
        case .days: "por dia"
        case .weeks: "por semana"
        case .months: "por mês"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) nesta semana"
        case .months: "\(value) / \(target) \(unit) neste mês"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Somar \(step) \(unit) a “\(name)”" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Recorde \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Sequência atual \(streakLength(current, unit)), recorde \(streakLength(best, unit))"
    }
    public var value: String { "Valor" }
    public func valueFor(_ name: String) -> String { "Valor de “\(name)”" }
    public var skipToday: String { "Pular hoje" }
    public var skip: String { "Pular" }
    public var unskip: String { "Desfazer pulo" }
    public func noteFor(_ name: String) -> String { "Anotação sobre “\(name)”" }
    public var dayNote: String { "Anotação do dia" }
    public var skippedCard: String { "Pulado" }
    public var optionalToday: String { "Opcional hoje" }
    public var pause: String { "Pausar" }
    public var resume: String { "Retomar" }
    public var archive: String { "Arquivar" }
    public var unarchive: String { "Desarquivar" }
    public var moveUp: String { "Mover para cima" }
    public var moveDown: String { "Mover para baixo" }
    public var pausedSection: String { "Pausados" }
    public func pauseFor(_ name: String) -> String { "Pausar “\(name)”" }
    public var pauseFrom: String { "De" }
    public var pauseUntil: String { "Até" }
    public var pauseUntilHint: String { "Deixe “Até” vazio para pausar até você retomar." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "Pausado até \(mediumDate($0))" } ?? "Pausado até ser retomado" }
    public var pauseAll: String { "Pausar todos" }
    public var pauseAllHint: String { "Pause todos os hábitos durante as férias: esses dias não quebram as sequências." }
    public var archivedTitle: String { "Arquivo" }
    public var nothingArchived: String { "Nada arquivado." }
    public var dayStart: String { "O dia começa às" }
    public var setDayStart: String { "Definir o início do dia" }
    public var dayStartHint: String { "O que você marcar depois da meia-noite e antes desse horário conta para o dia anterior." }
    public var weekStart: String { "Primeiro dia da semana" }
    public var weekStartHint: String { "Os calendários começam nesse dia, e um hábito semanal conta as vezes a partir dele." }
    public var setWeekStart: String { "Definir o primeiro dia da semana" }

    // MARK: Settings

    public var languageLabel: String { "Idioma" }
    public var export: String { "Exportar" }
    public var exportHint: String { "Baixe tudo em um único arquivo JSON." }
    public var importTitle: String { "Importar" }
    public var importHint: String { "Carregue um arquivo exportado neste app vazio." }
    public var importButton: String { "Importar arquivo" }
    public func imported(_ trackers: Int) -> String {
        "\(trackerCount(trackers)) \(plural(trackers, PluralForms(one: "importado", other: "importados")))."
    }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — entrar" }
    public var passphrase: String { "Frase secreta" }
    public var signIn: String { "Entrar" }
    public var wrongPassphrase: String { "Frase secreta incorreta." }
    public var tooManyPassphrases: String { "Muitas frases secretas incorretas. Aguarde um momento e tente de novo." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Não encontrado", "Esta página ou este rastreador não existe (mais).")
        case 503: ("Não foi possível salvar", "Não deu para salvar a alteração agora, e nada foi modificado. Tente de novo daqui a pouco.")
        case 400...499: ("Não funcionou", "Não foi possível entender a solicitação.")
        default: ("Algo deu errado", "Algo deu errado do nosso lado. Tente de novo.")
        }
    }
    public var backToTrackers: String { "Voltar aos rastreadores" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Dê um nome ao seu rastreador."
        case .nameTooLong, .categoryNameTooLong: "Máximo de 38 caracteres"
        case .duplicateTracker(let name): "Você já acompanha “\(name)”."
        case .categoryNameMissing: "Dê um nome à sua categoria."
        case .duplicateCategory(let name): "A categoria “\(name)” já existe."
        case .noteTooLong: "A anotação pode ter no máximo 200 caracteres."
        case .controlCharacters: "Caracteres de controle (como NUL) não podem ser usados em nomes nem anotações."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Escolha um dos emojis."
        case .invalidColor(let text): "“\(text)” não é uma cor; use #RRGGBB."
        case .futureDay: "Não é possível marcar um dia futuro."
        case .beforeStart(let name, let start): "“\(name)” começou em \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "“\(name)” não está previsto \(everyWeekday[weekday.index])."
        case .eventAlreadyDone(let name, let day): "“\(name)” já foi feito em \(mediumDate(day)). Desmarque esse dia primeiro."
        case .startAfterFirstCompletion(let name, let first):
            "“\(name)” foi feito pela primeira vez em \(mediumDate(first)); não pode começar depois."
        case .startInFuture: "Um rastreador não pode começar no futuro."
        case .kindChange: "Um hábito não pode virar evento, nem o contrário."
        case .unknownTracker(let name): "Nenhum rastreador se chama “\(name)”."
        case .unknownCategory(let name): "Nenhuma categoria se chama “\(name)”."
        case .databaseNotEmpty: "A importação precisa de um banco de dados vazio; este já tem dados."
        case .invalidImport(let problem): "Este arquivo não pode ser importado: \(problem)"
        case .scheduleOutOfRange(.weekly): "Escolha de \(Schedule.weeklyLimits.lowerBound) a \(Schedule.weeklyLimits.upperBound) vezes por semana."
        case .scheduleOutOfRange(.monthly): "Escolha de \(Schedule.monthlyLimits.lowerBound) a \(Schedule.monthlyLimits.upperBound) vezes por mês."
        case .scheduleOutOfRange(.rolling): "Escolha N vezes a cada M dias, com N pelo menos \(Schedule.rollingTimesLimits.lowerBound) e menor que M, e M no máximo \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Informe uma unidade de 1 a 16 caracteres, como copos ou km."
        case .targetInvalid: "A meta é um número maior que 0 e de no máximo 1.000.000, com até 3 casas decimais."
        case .stepInvalid: "O incremento é um número maior que 0 e de no máximo 1.000.000, com até 3 casas decimais."
        case .valueInvalid: "Um valor é um número de 0 a 1.000.000 com até 3 casas decimais."
        case .notMeasurable(let name): "“\(name)” é um hábito de sim/não: marque como feito, ele não recebe valor."
        case .measureOnEvent: "Um evento irregular não pode ser medido; transforme-o em hábito."
        case .measureChange: "Um hábito de sim/não não pode virar mensurável, nem o contrário."
        case .cannotSkipEvent(let name): "“\(name)” é um evento irregular; eventos não podem ser pulados."
        case .cannotPauseEvent(let name): "“\(name)” é um evento irregular; só hábitos podem ser pausados."
        case .pauseEndsBeforeStart: "Uma pausa não pode terminar antes de começar."
        case .dayStartOutOfRange: "O dia pode começar na hora cheia, de 00:00 a 06:00."
        case .weekStartUnsupported: "A semana pode começar na segunda, no domingo ou no sábado."
        case .archived(let name): "“\(name)” está arquivado; desarquive-o para alterar os dias."
        case .startAfterArchive(let name, let archived):
            "“\(name)” foi arquivado em \(mediumDate(archived)); não pode começar depois disso."
        case .unknownZone(let zone): "“\(zone)” não é um fuso horário; use um nome como America/Sao_Paulo."
        case .channelURLInvalid: "Informe um endereço web que comece com https://, como https://ntfy.sh/meu-topico."
        case .channelURLInsecure: "Os lembretes vão por https; http simples só para esta máquina (localhost ou 127.0.0.1)."
        case .channelSecretInvalid: "O segredo tem de 1 a 200 caracteres, sem espaços."
        case .channelLabelTooLong: "O nome deve ter menos de 60 caracteres."
        case .pushKeysInvalid: "A inscrição push deste navegador tem chaves que o Habits não consegue usar."
        case .tooManyChannels: "Já são 50 canais; remova um primeiro."
        case .unknownChannel(let id): "Nenhum canal de notificação tem o id “\(id)”."
        case .doneTokenInvalid:
            "Esta notificação é de um dispositivo que não recebe mais lembretes; abra o app para marcar o hábito."
        case .reminderTimeInvalid(let text): "“\(text)” não é um horário; use HH:MM no formato 24 horas, como 21:00."
        case .duplicateReminder(let time): "Já existe um lembrete às \(time)."
        case .tooManyReminders: "Um rastreador pode ter até \(Reminder.limit) lembretes."
        case .reminderDaysEmpty: "Escolha pelo menos um dia para o lembrete."
        case .accountNameInvalid: "Dê à conta um nome de até 64 caracteres, sem caracteres de controle."
        case .duplicateAccount(let name): "Já existe uma conta “\(name)”."
        case .unknownAccount(let name): "Não existe conta “\(name)”."
        case .passwordTooShort(let minimum): "Escolha uma senha de pelo menos \(minimum) caracteres."
        case .passwordTooLong: "Essa senha é longa demais; ela deve ter menos de 1.024 bytes."
        case .invitationInvalid:
            "Este link de cadastro não é válido: já foi usado ou tem mais de 7 dias. Peça um novo."
        case .tokenLabelInvalid: "Dê ao token um rótulo de até 64 caracteres, sem caracteres de controle."
        case .passwordIsName: "Escolha uma senha que não seja o nome da conta."
        case .passwordsDiffer: "As duas novas senhas são diferentes; digite a mesma duas vezes."
        case .currentPasswordWrong: "A senha atual está errada; nada foi alterado."
        case .identityTaken(let subject): "O login \"\(subject)\" já pertence a outra conta."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Adicione um rastreador com: habits add NOME --category CAT --every-day" }
    public var noCategories: String { "Ainda não há categorias. Adicione uma com: habits category add NOME" }
    public var listTrackersHint: String { "Execute 'habits list' para ver seus rastreadores." }
    public var listCategoriesHint: String { "Execute 'habits category list' para ver suas categorias." }
    public func addedCategory(_ name: String) -> String { "Categoria “\(name)” adicionada." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Categoria “\(old)” renomeada para “\(new)”." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Isto exclui de vez “\(name)” e \(plural(count, PluralForms(one: "seu", other: "seus"))) \(trackerCount(count)). "
            + "Execute de novo com --yes para confirmar."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "“\(name)” e \(plural(count, PluralForms(one: "seu", other: "seus"))) \(trackerCount(count)) excluídos."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) \(name) (\(schedule ?? "evento irregular")) adicionado a “\(category)”."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) \(name) atualizado." }
    public func pinnedTracker(_ name: String) -> String { "\(name) fixado." }
    public func unpinnedTracker(_ name: String) -> String { "\(name) desafixado." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Isto exclui de vez “\(name)” e o histórico dele. Execute de novo com --yes para confirmar."
    }
    public func deletedTracker(_ name: String) -> String { "“\(name)” e o histórico dele foram excluídos." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "feito" : "não feito"
        return changed ? "\(name): \(state) em \(day.iso)." : "\(name) já estava \(state) em \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Últimos 30 dias, de \(first.iso) a \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "\(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorias"))) e \(trackerCount(trackers)) "
            + "exportados para \(file)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Importados: \(categories) \(plural(categories, PluralForms(one: "categoria", other: "categorias"))), \(trackerCount(trackers)) "
            + "e \(completions) \(plural(completions, PluralForms(one: "registro", other: "registros")))."
    }
    public func serving(url: String, database: String) -> String {
        "Habits está servindo \(url) (banco de dados \(database)). Pare com Ctrl-C."
    }
    public var stopped: String { "parado; banco de dados fechado." }
    public func clockPinned(_ instant: String) -> String { "aviso: HABITS_NOW está definido; o relógio começa em \(instant), não agora." }

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
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "neste mês" : "nesta semana" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per: StreakUnit = switch schedule.kind { case .weekly: .weeks; case .monthly: .months; default: .days }
        return "\(measure.direction == .atMost ? "no máximo" : "pelo menos") \(number(measure.target)) \(measure.unit) \(perPeriod(per))"
    }
    public func tapAdds(_ step: Quantity) -> String { "cada toque soma \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "\(name): \(amount) em \(day.iso)\(period)." : "\(name) já estava com \(amount) em \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "\(name): pulado em \(day.iso)." : "\(name) já estava pulado em \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "\(name), \(day.iso): anotação “\(note)”."
        case (nil, true): "\(name), \(day.iso): anotação removida."
        case (_?, false): "\(name) já tem essa anotação em \(day.iso)."
        case (nil, false): "\(name) não tem anotação em \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "de \(from.iso) a \($0.iso)" } ?? "a partir de \(from.iso) até ser retomado"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "\(name) pausado, \(range)." : "\(name) já está pausado, \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) retomado." : "\(name) não está pausado hoje."
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "pausado até \($0.iso)" } ?? "pausado até ser retomado" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) arquivado; o histórico continua." : "\(name) já está arquivado."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "\(name) desarquivado." : "\(name) não está arquivado."
    }
    public func archivedSince(_ day: Day) -> String { "Arquivado em \(day.iso); 'habits unarchive' traz de volta." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "\(name) movido para \(up ? "cima" : "baixo")."
            : "\(name) já é o \(up ? "primeiro" : "último") da categoria."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Categoria “\(name)” movida para \(up ? "cima" : "baixo")."
            : "A categoria “\(name)” já é a \(up ? "primeira" : "última")."
    }
    public var pausesLabel: String { "Pausas:" }
    public var notesLabel: String { "Anotações:" }
    public var dayStartLabel: String { "Início do dia" }
    public var weekStartLabel: String { "Início da semana" }
    public var zoneLabel: String { "Fuso horário" }
    public var zoneUnset: String { "não definido (segue o dispositivo)" }
    public var settingsSaved: String { "Configurações salvas." }
}
