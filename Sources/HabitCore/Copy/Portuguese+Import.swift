extension Portuguese: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Backup do \(app)"
        case .export: "Exportação do \(app)"
        case .csvExport: "Exportação CSV do \(app)"
        case .files: "Arquivos do \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, PluralForms(one: "hábito", other: "hábitos"))) (\(new) "
            + "\(plural(new, PluralForms(one: "novo", other: "novos")))) e \(self.entries(entries))"
            + (category.map { " em “\($0)”" } ?? "")
        return dryRun ? "\(file): importaria \(what); \(written) mudariam."
                      : "\(file): \(what) importados; \(written) mudaram."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Renomeado"
        case .approximated: "Aproximado"
        case .notMapped: "Não convertido"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, PluralForms(one: "registro", other: "registros")))" }
    private func leftOut(_ n: Int) -> String { plural(n, PluralForms(one: "deixado de fora", other: "deixados de fora")) }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "ele não tem nome; aqui se chama “\(name)”."
        case .nameCut(let name): "o nome tem mais de \(Tracker.nameLimit) caracteres; aqui é “\(name)”."
        case .nameTaken(let existing, let name): "você já acompanha “\(existing)”; aqui é “\(name)”."
        case .sameNameInFile(let name): "outro hábito do arquivo tem o mesmo nome; este aqui é “\(name)”."
        case .categoryUnusable(let name, let into): "a categoria “\(name)” não serve como nome de categoria aqui; ele foi para “\(into)”."
        case .sameIDInFile: "ele tem o mesmo identificador que outro hábito do arquivo; foi deixado de fora."
        case .frequencyMeaningless(let frequency, let schedule):
            "a frequência \(frequency) não faz sentido; aqui é “\(scheduleSummary(schedule))”."
        case .scheduleCapped(let wanted, let schedule):
            "“\(scheduleSummary(wanted))” é mais do que o Habits permite; aqui é “\(scheduleSummary(schedule))”."
        case .goalCountsDays(let app, let schedule):
            "a meta \(schedule.streakUnit == .months ? "mensal" : "semanal") do \(app) conta dias; importado como “\(scheduleSummary(schedule))”."
        case .calendarWindowAsRolling(let app, let schedule):
            "o \(app) conta a meta por períodos do calendário; aqui ela é contada em qualquer sequência de dias: “\(scheduleSummary(schedule))”."
        case .scheduleUnknown: "o arquivo não diz com que frequência os hábitos são previstos; aqui cada um é “\(scheduleSummary(.everyDay))”."
        case .valuesWithoutMeasure: "os valores são números, mas o arquivo não dá unidade nem meta."
        case .scheduleApproximated(let app, let original, let schedule):
            "a agenda “\(original)” de \(app) não tem equivalente exato; aqui é “\(scheduleSummary(schedule))”."
        case .neverDue(let app, let original, let schedule): "\(app) nunca o pede (“\(original)”); aqui é “\(scheduleSummary(schedule))”."
        case .amountsInNote(let n):
            "\(n) \(plural(n, PluralForms(one: "resposta", other: "respostas"))) com uma quantidade não têm aqui unidade nem meta; as quantidades ficam nas anotações."
        case .onlyInLog: "está no arquivo “log”, mas não em “habits” (renomeado ou removido); foi importado arquivado."
        case .endsLater(let day): "termina em \(mediumDate(day)), dia que ainda não passou; aqui não está arquivado."
        case .linesSkipped(let n, let file, let first):
            "\(n) \(plural(n, PluralForms(one: "linha", other: "linhas"))) de “\(file)” que o próprio app ignora \(plural(n, PluralForms(one: "deixada", other: "deixadas"))) de fora (a primeira é a linha \(first))."
        case .compressedHistory(let n): "\(entries(n)) que o app tinha reduzido a médias por mês ou ano não dizem nada de um dia específico; \(leftOut(n))."
        case .zoneUnknown: "o arquivo não informa fuso horário; seus dias são tomados em UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "os hábitos (\(habits)), afazeres (\(todos)) e recompensas (\(rewards)) de \(app) não têm lugar aqui; foram deixados de fora."
        case .gameFields(let app): "os pontos, a dificuldade e os atributos de \(app) não têm lugar aqui."
        case .measureAssumed(let unit, let target):
            "o arquivo não dá unidade nem meta para os números; aqui eles são contados em “\(unit)” com meta de \(number(target)) por dia."
        case .unitMissing(let unit): "ele não tem unidade; aqui é “\(unit)”."
        case .unitCut(let unit): "a unidade tem mais de \(Measure.unitLimit) caracteres; aqui é “\(unit)”."
        case .targetFitted(let original, let target): "a meta \(original) está fora do intervalo; aqui é \(number(target))."
        case .futureEntries(let n, let after): "\(entries(n)) depois de \(mediumDate(after)) \(leftOut(n))."
        case .valuesOutOfRange(let n, let example): "\(entries(n)) com valores fora do intervalo (como \(example)) \(leftOut(n))."
        case .numbersOnYesNo(let n): "\(entries(n)) com números, que um hábito de sim/não aqui não aceita, \(leftOut(n))."
        case .notesCut(let n):
            "\(n) \(plural(n, PluralForms(one: "anotação com mais de \(Tracker.noteLimit) caracteres cortada", other: "anotações com mais de \(Tracker.noteLimit) caracteres cortadas")))."
        case .orphanEntries(let n): "\(entries(n)) sem hábito no arquivo \(leftOut(n))."
        case .unknownEntries(let n, let kinds): "\(entries(n)) de um tipo que o app não documenta (\(kinds)) \(leftOut(n))."
        case .failedDays(let n):
            "os dias marcados como falha (\(n)) ficam aqui sem estado (um dia não feito simplesmente fica sem marcação); as anotações são mantidas."
        case .partialDaysInNote(let n): "os dias abaixo da meta diária (\(n)) não contam como feitos aqui; os valores estão nas anotações."
        case .noteCut: "a descrição tem mais de \(Tracker.noteLimit) caracteres; a anotação foi cortada."
        case .textInNote(let fields):
            "\(fields.map { "“\($0)”" }.joined(separator: ", ")) não \(fields.count == 1 ? "tem" : "têm") lugar aqui; o texto fica na anotação."
        case .formationGoal(let days): "a meta de formar o hábito em \(self.days(days)) não tem lugar aqui."
        case .desiredMaximum(let amount, let unit): "o máximo desejado de \(quantity(amount, unit: unit)) por dia não tem lugar aqui."
        case .lowerLimit(let amount, let unit):
            "o limite inferior de \(quantity(amount, unit: unit)) por dia não tem lugar aqui; só o limite superior é mantido."
        case .oneMissAllowed: "a regra de que um dia perdido não quebra a sequência não tem lugar aqui."
        case .targetHistory: "as metas anteriores não têm lugar aqui; cada dia é avaliado pela meta atual."
        case .monthlyReminder(let time, let days):
            "o lembrete às \(time.text) no dia \(days.map(String.init).joined(separator: ", ")) do mês não tem lugar aqui; aqui os lembretes seguem os dias da semana."
        case .tooManyReminders(let kept): "ele tem mais lembretes do que o Habits guarda; os \(kept) primeiros são mantidos."
        case .colorUnreadable(let text): "a cor “\(text)” não pode ser lida; foi usado o vermelho."
        case .deletedHabits(let n):
            "\(n) \(plural(n, PluralForms(one: "hábito excluído deixado de fora", other: "hábitos excluídos deixados de fora")))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, PluralForms(one: "lembrete", other: "lembretes")))"
    }

    public func importIntro(apps: String) -> String {
        "Leve tudo com você ou traga seu histórico de outro Habits ou de \(apps)."
    }
    public var importChooseAnyFile: String { "Uma exportação do Habits, ou um backup ou exportação de outro app de hábitos" }
    public var importCategoryHint: String { "Os hábitos sem categoria no arquivo vêm para cá (vazio: o nome do app)." }
}
