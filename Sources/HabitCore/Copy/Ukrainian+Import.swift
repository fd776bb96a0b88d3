extension Ukrainian: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Резервна копія \(app)"
        case .export: "Експорт \(app)"
        case .csvExport: "CSV-експорт \(app)"
        case .files: "Файли \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, one: "звичку", few: "звички", many: "звичок")) (нових: \(new)) і "
            + "\(self.entries(entries))" + (category.map { " до «\($0)»" } ?? "")
        return dryRun ? "\(file): буде імпортовано \(what); зміниться: \(written)."
                      : "\(file): імпортовано \(what); змінилося: \(written)."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Перейменовано"
        case .approximated: "Приблизно"
        case .notMapped: "Не перенесено"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, one: "запис", few: "записи", many: "записів"))" }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "у неї немає назви; тут вона називається «\(name)»."
        case .nameCut(let name): "назва довша за \(Tracker.nameLimit) символів; тут це «\(name)»."
        case .nameTaken(let existing, let name): "у вас уже є «\(existing)»; тут це «\(name)»."
        case .sameNameInFile(let name): "у файлі є інша звичка з такою самою назвою; ця тут називається «\(name)»."
        case .categoryUnusable(let name, let into): "її категорія «\(name)» не годиться тут як назва категорії; звичка потрапила до «\(into)»."
        case .sameIDInFile: "вона має той самий ідентифікатор, що й інша звичка у файлі; її пропущено."
        case .frequencyMeaningless(let frequency, let schedule):
            "її частота \(frequency) нічого не означає; тут це «\(scheduleSummary(schedule))»."
        case .scheduleCapped(let wanted, let schedule):
            "«\(scheduleSummary(wanted))» — більше, ніж дозволяє Habits; тут це «\(scheduleSummary(schedule))»."
        case .goalCountsDays(let app, let schedule):
            "\(schedule.streakUnit == .months ? "місячна" : "тижнева") ціль \(app) рахує дні; імпортовано як «\(scheduleSummary(schedule))»."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) рахує ціль за календарними періодами; тут вона рахується за будь-якими днями поспіль: «\(scheduleSummary(schedule))»."
        case .scheduleUnknown: "у файлі не сказано, як часто виконувати звички; тут кожна — «\(scheduleSummary(.everyDay))»."
        case .valuesWithoutMeasure: "її значення — числа, але у файлі немає ні одиниці, ні цілі."
        case .scheduleApproximated(let app, let original, let schedule):
            "розклад «\(original)» з \(app) не має тут точної відповідності; тут це «\(scheduleSummary(schedule))»."
        case .neverDue(let app, let original, let schedule): "\(app) ніколи її не вимагає («\(original)»); тут це «\(scheduleSummary(schedule))»."
        case .amountsInNote(let n): "відповіді з кількістю (\(n)) не мають тут ні одиниці, ні цілі; кількості збережено в нотатках."
        case .onlyInLog: "вона є у файлі «log», але не в «habits» (перейменована або вилучена); імпортовано в архів."
        case .endsLater(let day): "вона закінчується \(mediumDate(day)), а цей день ще не минув; тут вона не в архіві."
        case .linesSkipped(let n, let file, let first):
            "пропущено \(n) \(plural(n, one: "рядок", few: "рядки", many: "рядків")) файлу «\(file)», які сам застосунок пропускає (перший — рядок \(first))."
        case .compressedHistory(let n): "пропущено \(entries(n)), які застосунок усереднив за місяцями чи роками: вони не говорять про окремий день."
        case .zoneUnknown: "у файлі немає часового поясу; дні рахуються за UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "звичкам (\(habits)), справам (\(todos)) і нагородам (\(rewards)) з \(app) тут немає місця; їх пропущено."
        case .gameFields(let app): "очкам, складності й характеристикам з \(app) тут немає місця."
        case .measureAssumed(let unit, let target):
            "у файлі немає одиниці й цілі для її чисел; тут вони рахуються в «\(unit)» з ціллю \(number(target)) на день."
        case .unitMissing(let unit): "у неї немає одиниці; тут це «\(unit)»."
        case .unitCut(let unit): "одиниця довша за \(Measure.unitLimit) символів; тут це «\(unit)»."
        case .targetFitted(let original, let target): "її ціль \(original) поза допустимими межами; тут це \(number(target))."
        case .futureEntries(let n, let after): "пропущено \(entries(n)) після \(mediumDate(after))."
        case .valuesOutOfRange(let n, let example): "пропущено \(entries(n)) зі значеннями поза межами (наприклад, \(example))."
        case .numbersOnYesNo(let n): "пропущено \(entries(n)) з числами, яких звичка «так/ні» тут не приймає."
        case .notesCut(let n):
            "обрізано \(n) \(plural(n, one: "нотатку", few: "нотатки", many: "нотаток")), довших за \(Tracker.noteLimit) символів."
        case .orphanEntries(let n): "пропущено \(entries(n)) без звички у файлі."
        case .unknownEntries(let n, let kinds): "пропущено \(entries(n)) виду, який застосунок не описує (\(kinds))."
        case .failedDays(let n):
            "дні, позначені як провалені (\(n)), тут без позначки: невиконаний день просто лишається непозначеним; нотатки збережено."
        case .partialDaysInNote(let n): "дні нижче денної цілі (\(n)) тут не виконані; їхні значення записано в нотатки."
        case .noteCut: "опис довший за \(Tracker.noteLimit) символів; нотатку обрізано."
        case .textInNote(let fields):
            "для \(fields.map { "«\($0)»" }.joined(separator: ", ")) тут немає місця; текст збережено в нотатці."
        case .formationGoal(let days): "її меті сформувати звичку за \(self.days(days)) тут немає місця."
        case .desiredMaximum(let amount, let unit): "її бажаному максимуму \(quantity(amount, unit: unit)) на день тут немає місця."
        case .lowerLimit(let amount, let unit):
            "її нижній межі \(quantity(amount, unit: unit)) на день тут немає місця; збережено лише верхню."
        case .oneMissAllowed: "її правилу «один пропуск не перериває серію» тут немає місця."
        case .targetHistory: "її попереднім цілям тут немає місця; кожен день оцінюється за поточною."
        case .monthlyReminder(let time, let days):
            "її нагадуванню о \(time.text) \(days.map(String.init).joined(separator: ", ")) числа місяця тут немає місця: нагадування тут ідуть за днями тижня."
        case .tooManyReminders(let kept): "у неї більше нагадувань, ніж зберігає Habits; збережено перші \(kept)."
        case .colorUnreadable(let text): "її колір «\(text)» не читається; узято червоний."
        case .deletedHabits(let n):
            "пропущено \(n) \(plural(n, one: "видалену звичку", few: "видалені звички", many: "видалених звичок"))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, one: "нагадування", few: "нагадування", many: "нагадувань"))"
    }

    public func importIntro(apps: String) -> String {
        "Заберіть усе з собою або перенесіть історію з іншого Habits чи з \(apps)."
    }
    public var importChooseAnyFile: String { "Експорт Habits або резервна копія чи експорт іншого трекера звичок" }
    public var importCategoryHint: String { "Сюди потраплять звички, що не мають категорії у файлі (якщо порожньо — назва застосунку)." }
}
