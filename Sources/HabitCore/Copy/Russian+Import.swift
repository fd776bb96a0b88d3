extension Russian: ImportCopy {
    public func importFile(app: String, kind: ImportFileKind) -> String {
        switch kind {
        case .backup: "Резервная копия \(app)"
        case .export: "Экспорт \(app)"
        case .csvExport: "CSV-экспорт \(app)"
        case .files: "Файлы \(app)"
        }
    }

    public func importSummary(file: String, habits: Int, new: Int, entries: Int, written: Int, category: String?,
                              dryRun: Bool) -> String {
        let what = "\(habits) \(plural(habits, one: "привычка", few: "привычки", many: "привычек")) (новых: \(new)) и "
            + "\(entries) \(plural(entries, one: "запись", few: "записи", many: "записей"))"
            + (category.map { " в «\($0)»" } ?? "")
        return dryRun ? "\(file): будет импортировано \(what); изменится: \(written)."
                      : "\(file): импортировано \(what); изменилось: \(written)."
    }

    public func importNote(_ note: ImportNote) -> String {
        let lead = switch note.issue.kind {
        case .renamed: "Переименовано"
        case .approximated: "Приблизительно"
        case .notMapped: "Не перенесено"
        }
        return lead + (note.habit.map { " (\($0))" } ?? "") + ": " + sentence(note.issue)
    }

    private func entries(_ n: Int) -> String { "\(n) \(plural(n, one: "запись", few: "записи", many: "записей"))" }
    private func leftOut(_ n: Int) -> String { plural(n, one: "пропущена", few: "пропущены", many: "пропущено") }

    private func sentence(_ issue: ImportIssue) -> String {
        switch issue {
        case .unnamed(let name): "у неё нет названия; здесь она называется «\(name)»."
        case .nameCut(let name): "название длиннее \(Tracker.nameLimit) символов; здесь это «\(name)»."
        case .nameTaken(let existing, let name): "у вас уже есть «\(existing)»; здесь это «\(name)»."
        case .sameNameInFile(let name): "в файле есть другая привычка с тем же названием; эта здесь называется «\(name)»."
        case .categoryUnusable(let name, let into): "её категория «\(name)» не годится в названия категорий; привычка попала в «\(into)»."
        case .sameIDInFile: "у неё тот же идентификатор, что у другой привычки в файле; она пропущена."
        case .frequencyMeaningless(let frequency, let schedule):
            "её частота \(frequency) ничего не значит; здесь это «\(scheduleSummary(schedule))»."
        case .scheduleCapped(let wanted, let schedule):
            "«\(scheduleSummary(wanted))» — больше, чем позволяет Habits; здесь это «\(scheduleSummary(schedule))»."
        case .goalCountsDays(let app, let schedule):
            "\(schedule.streakUnit == .months ? "месячная" : "недельная") цель \(app) считает дни; импортировано как «\(scheduleSummary(schedule))»."
        case .calendarWindowAsRolling(let app, let schedule):
            "\(app) считает цель по календарным периодам; здесь она считается по любым дням подряд: «\(scheduleSummary(schedule))»."
        case .scheduleUnknown: "в файле не сказано, как часто выполнять привычки; здесь каждая — «\(scheduleSummary(.everyDay))»."
        case .valuesWithoutMeasure: "её значения — числа, но в файле нет ни единицы, ни цели."
        case .scheduleApproximated(let app, let original, let schedule):
            "у расписания \(app) «\(original)» здесь нет точного соответствия; здесь это «\(scheduleSummary(schedule))»."
        case .neverDue(let app, let original, let schedule): "\(app) никогда её не требует («\(original)»); здесь это «\(scheduleSummary(schedule))»."
        case .amountsInNote(let n): "у ответов с количеством (\(n)) здесь нет ни единицы, ни цели; количества сохранены в заметках."
        case .onlyInLog: "она есть в файле «log», но не в «habits» (переименована или удалена); импортирована в архив."
        case .endsLater(let day): "она заканчивается \(mediumDate(day)), а этот день ещё не прошёл; здесь она не в архиве."
        case .linesSkipped(let n, let file, let first):
            "строки файла «\(file)», которые само приложение пропускает (\(n)), пропущены; первая из них — строка \(first)."
        case .compressedHistory(let n):
            "\(entries(n)), которые приложение усреднило по месяцам или годам, не говорят об отдельных днях; \(leftOut(n))."
        case .zoneUnknown: "в файле нет часового пояса; дни считаются по UTC."
        case .otherTasks(let app, let habits, let todos, let rewards):
            "привычкам (\(habits)), задачам (\(todos)) и наградам (\(rewards)) из \(app) здесь нет места; они пропущены."
        case .gameFields(let app): "очкам, сложности и характеристикам из \(app) здесь нет места."
        case .measureAssumed(let unit, let target):
            "в файле нет единицы и цели для её чисел; здесь они считаются в «\(unit)» с целью \(number(target)) в день."
        case .unitMissing(let unit): "у неё нет единицы; здесь это «\(unit)»."
        case .unitCut(let unit): "единица длиннее \(Measure.unitLimit) символов; здесь это «\(unit)»."
        case .targetFitted(let original, let target): "её цель \(original) вне допустимых пределов; здесь это \(number(target))."
        case .futureEntries(let n, let after): "\(entries(n)) после \(mediumDate(after)) \(leftOut(n))."
        case .valuesOutOfRange(let n, let example): "\(entries(n)) со значениями вне допустимых пределов (например, \(example)) \(leftOut(n))."
        case .numbersOnYesNo(let n): "\(entries(n)) с числами, которых привычка «да/нет» здесь не принимает, \(leftOut(n))."
        case .notesCut(let n):
            "\(n) \(plural(n, one: "заметка", few: "заметки", many: "заметок")) длиннее \(Tracker.noteLimit) символов "
                + "\(plural(n, one: "обрезана", few: "обрезаны", many: "обрезано"))."
        case .orphanEntries(let n): "\(entries(n)) без привычки в файле \(leftOut(n))."
        case .unknownEntries(let n, let kinds): "\(entries(n)) вида, который приложение не описывает (\(kinds)), \(leftOut(n))."
        case .failedDays(let n):
            "дни, отмеченные как проваленные (\(n)), здесь остаются без отметки: невыполненный день просто не отмечен; заметки сохранены."
        case .partialDaysInNote(let n):
            "дни, не достигшие дневной цели (\(n)), здесь не выполнены; их значения записаны в заметки."
        case .noteCut: "описание длиннее \(Tracker.noteLimit) символов; заметка обрезана."
        case .textInNote(let fields):
            "для \(fields.map { "«\($0)»" }.joined(separator: ", ")) здесь нет места; текст сохранён в заметке."
        case .formationGoal(let days): "её цели сформировать привычку за \(self.days(days)) здесь нет места."
        case .desiredMaximum(let amount, let unit): "её желаемому максимуму \(quantity(amount, unit: unit)) в день здесь нет места."
        case .lowerLimit(let amount, let unit):
            "её нижней границе \(quantity(amount, unit: unit)) в день здесь нет места; сохранена только верхняя."
        case .oneMissAllowed: "её правилу «один пропуск не прерывает серию» здесь нет места."
        case .targetHistory: "её прежним целям здесь нет места; каждый день оценивается по текущей."
        case .monthlyReminder(let time, let days):
            "её напоминанию в \(time.text) по \(days.map(String.init).joined(separator: ", ")) числам месяца здесь нет места: напоминания здесь идут по дням недели."
        case .tooManyReminders(let kept): "у неё больше напоминаний, чем хранит Habits; сохранены первые \(kept)."
        case .colorUnreadable(let text): "её цвет «\(text)» не читается; взят красный."
        case .deletedHabits(let n): "\(n) \(plural(n, one: "удалённая привычка пропущена", few: "удалённые привычки пропущены", many: "удалённых привычек пропущено"))."
        }
    }

    public func importReminders(_ count: Int) -> String {
        "\(count) \(plural(count, one: "напоминание", few: "напоминания", many: "напоминаний"))"
    }

    public func importIntro(apps: String) -> String {
        "Заберите всё с собой или перенесите историю из другого Habits или из \(apps)."
    }
    public var importChooseAnyFile: String { "Экспорт Habits или резервная копия либо экспорт другого трекера привычек" }
    public var importCategoryHint: String { "Сюда попадут привычки, у которых в файле нет категории (если пусто — название приложения)." }
}
