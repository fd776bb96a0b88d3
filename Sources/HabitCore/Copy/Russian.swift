/// The product's Russian copy: seed 000's original Russian where it exists (SPEC §4).
public struct Russian: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Русский" }

    /// CLDR: one for 1, 21, 31…; few for 2–4, 22–24…; many for 0, 5–20, 25–30…; other for
    /// numbers shown with a fraction (`1,5 дня`).
    public func pluralCategory(_ number: PluralOperands) -> PluralCategory {
        let (i, v) = (number.i, number.v)
        if v == 0 && i % 10 == 1 && i % 100 != 11 { return .one }
        if v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
        return v == 0 ? .many : .other
    }

    // MARK: Dates

    public var monthNames: [String] {
        ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август",
         "сентябрь", "октябрь", "ноябрь", "декабрь"]
    }
    /// The month as it reads after a day number: "8 марта".
    private var monthNamesAfterDay: [String] {
        ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа",
         "сентября", "октября", "ноября", "декабря"]
    }
    private var shortMonthNames: [String] {
        ["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."]
    }
    public var weekdayNames: [String] {
        ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"]
    }
    public var shortWeekdayNames: [String] { ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"] }

    /// Names are lower case in running text and capitalised at the start of a heading.
    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    public func heading(_ day: Day) -> String {
        "\(capitalized(weekdayName(day.weekday))), \(day.dayOfMonth) \(monthNamesAfterDay[day.month - 1])"
    }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year)" }
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y) г."
    }
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, one: "день", few: "дня", many: "дней"))" }
    public func trackerCount(_ count: Int) -> String {
        "\(count) \(plural(count, one: "трекер", few: "трекера", many: "трекеров"))"
    }
    public func best(_ count: Int) -> String { "Рекорд \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let times): "\(times) \(plural(times, one: "раз", few: "раза", many: "раз")) в неделю"
        case .monthly(let times): "\(times) \(plural(times, one: "раз", few: "раза", many: "раз")) в месяц"
        case .rolling(1, let days): "\(plural(days, one: "Каждый", few: "Каждые", many: "Каждые")) \(self.days(days))"
        case .rolling(let times, let days):
            "\(times) \(plural(times, one: "раз", few: "раза", many: "раз")) за \(self.days(days))"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) нед."
        case .months: "\(count) мес."
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, one: "неделя", few: "недели", many: "недель"))"
        case .months: "\(count) \(plural(count, one: "месяц", few: "месяца", many: "месяцев"))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Трекеры" }
    public var statistics: String { "Статистика" }
    public var search: String { "Поиск" }
    public var filters: String { "Фильтры" }
    public var whatToTrack: String { "Что будем отслеживать?" }
    public var nothingFound: String { "Ничего не найдено" }
    public var pinned: String { "Закреплённые" }
    public var progressTodayTemplate: String { "Сделано {done} из {total} сегодня" }
    public var progressOtherDayTemplate: String { "Сделано {done} из {total}" }
    public var allDoneToday: String { "Всё сделано сегодня. Отличная работа!" }
    public var addTracker: String { "Добавить трекер" }
    public var createTracker: String { "Создание трекера" }
    public var habit: String { "Привычка" }
    public var irregularEvent: String { "Нерегулярное событие" }
    public var chooseDate: String { "Выберите день" }
    public var previousMonth: String { "Предыдущий месяц" }
    public var nextMonth: String { "Следующий месяц" }
    public var today: String { "Сегодня" }
    public var settings: String { "Настройки" }
    public func menuFor(_ name: String) -> String { "\(name): действия" }
    public func markDone(_ name: String) -> String { "Отметить «\(name)» выполненным" }
    public var pin: String { "Закрепить" }
    public var unpin: String { "Открепить" }
    public var edit: String { "Редактировать" }
    public var details: String { "Подробнее" }
    public var delete: String { "Удалить" }
    public var allTrackers: String { "Все трекеры" }
    public var todaysTrackers: String { "Трекеры на сегодня" }
    public var completed: String { "Завершённые" }
    public var uncompleted: String { "Незавершённые" }
    public func deleteTrackerQuestion(_ name: String) -> String { "Удалить «\(name)» и его историю? Это нельзя отменить." }
    public var offlineStatus: String { "Нет сети — отметки синхронизируются позже" }
    public var syncedStatus: String { "Все изменения синхронизированы" }
    public var refusedStatus: String { "Изменение, сделанное без сети, не сохранено:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Отслеживайте только то, что хотите", "Даже если это не литры воды и йога"] }
    public var onboardingLabel: String { "Добро пожаловать в Habits" }
    public var awesomeTech: String { "Вот это технологии!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Анализировать пока нечего" }
    public var bestStreak: String { "Лучший период" }
    public var perfectDays: String { "Идеальные дни" }
    public var trackersCompleted: String { "Трекеров завершено" }
    public var average: String { "Среднее значение" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Новая привычка" }
    public var newEvent: String { "Новое нерегулярное событие" }
    public var editHabit: String { "Редактирование привычки" }
    public var editEvent: String { "Редактирование события" }
    public var namePlaceholder: String { "Введите название трекера" }
    public var trackerName: String { "Название трекера" }
    public var clear: String { "Очистить" }
    public var category: String { "Категория" }
    public var schedule: String { "Расписание" }
    public var everyDay: String { "Каждый день" }
    public var note: String { "Заметка" }
    public var notePlaceholder: String { "Описание (необязательно)" }
    public var emoji: String { "Эмодзи" }
    public var color: String { "Цвет" }
    public var cancel: String { "Отменить" }
    public var create: String { "Создать" }
    public var save: String { "Сохранить" }
    public var done: String { "Готово" }
    public var chooseCategory: String { "Выберите категорию." }
    public var chooseDays: String { "Выберите хотя бы один день." }
    public var chooseEmoji: String { "Выберите эмодзи." }
    public var chooseColor: String { "Выберите цвет." }
    public var startDate: String { "Дата начала" }
    public var chooseStart: String { "Выберите дату начала." }
    public var changedElsewhere: String {
        "Трекер изменился после того, как вы открыли форму. Это его текущие значения; внесите изменение ещё раз."
    }
    public var colorNames: [String] {
        ["Синий", "Зелёный", "Янтарный", "Красный", "Фиолетовый", "Бирюзовый", "Розовый", "Графитовый", "Коралловый",
         "Оранжевый", "Лазурный", "Лиловый", "Мятный", "Орхидея", "Индиго", "Светло-розовый", "Васильковый", "Салатовый"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Текущая серия \(days(current)), рекорд \(best)" }
    public var categoryPlaceholder: String { "Привычки и события можно объединить по смыслу" }
    public var addCategory: String { "Добавить категорию" }
    public var newCategory: String { "Новая категория" }
    public var categoryNamePlaceholder: String { "Введите название категории" }
    public var categoryMenu: String { "Действия с категорией" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Удалить «\(name)» и его \(trackerCount(count))? Это нельзя отменить."
    }

    // MARK: Tracker detail

    public var back: String { "← Назад" }
    public var offlineTitle: String { "Нет соединения" }
    public var offlineMessage: String { "Этот экран не сохранён на устройстве. Подключитесь к интернету и попробуйте снова." }
    public var currentStreak: String { "Текущая серия" }
    public var bestStreakDetail: String { "Лучшая серия" }
    public var last7Days: String { "Последние 7 дней" }
    public var last30Days: String { "Последние 30 дней" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "\(self.days(days)) выполнено с \(mediumDate(start))"
    }
    public var dayDone: String { "выполнено" }
    public var dayMissed: String { "пропущено" }
    public var dayPending: String { "ещё не выполнено" }
    public var dayUnscheduled: String { "не запланировано" }
    public var dayBeforeStart: String { "до начала" }
    public var daySkipped: String { "пропуск по плану" }
    public var dayPaused: String { "пауза" }
    public var dayOpen: String { "можно выполнить" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Дни недели" }
    public var scheduleTimesAWeek: String { "Раз в неделю" }
    public var scheduleTimesAMonth: String { "Раз в месяц" }
    public var scheduleEveryNDays: String { "Каждые N дней" }
    public var scheduleTimesInDays: String { "N раз за M дней" }
    public var applySchedule: String { "Применить" }
    public var numberOfTimes: String { "Сколько раз" }
    public var numberOfDays: String { "Сколько дней" }
    public var measureTitle: String { "Измерение" }
    public var measureAmount: String { "Считать количество" }
    public var measureFixedHint: String { "Привычка «да/нет» такой и останется; чтобы считать количество, создайте новую." }
    public var unit: String { "Единица" }
    public var unitPlaceholder: String { "стаканы, км, мин" }
    public var target: String { "Цель" }
    public var atMost: String { "Не больше" }
    public var step: String { "Шаг" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "Не меньше" : "Не больше"
        switch per {
        case .days: return "\(limit) \(target) \(unit) в день"
        case .weeks: return "\(limit) \(target) \(unit) в неделю"
        case .months: return "\(limit) \(target) \(unit) в месяц"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) за неделю"
        case .months: "\(value) / \(target) \(unit) за месяц"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Добавить \(step) \(unit) к «\(name)»" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Рекорд \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Текущая серия \(streakLength(current, unit)), рекорд \(streakLength(best, unit))"
    }
    public var value: String { "Значение" }
    public func valueFor(_ name: String) -> String { "Значение «\(name)»" }
    public var skipToday: String { "Пропустить сегодня" }
    public var skip: String { "Пропустить" }
    public var unskip: String { "Отменить пропуск" }
    public func noteFor(_ name: String) -> String { "Заметка к «\(name)»" }
    public var dayNote: String { "Заметка о дне" }
    public var skippedCard: String { "Пропущено" }
    public var optionalToday: String { "Сегодня — по желанию" }
    public var pause: String { "Пауза" }
    public var resume: String { "Возобновить" }
    public var archive: String { "В архив" }
    public var unarchive: String { "Вернуть из архива" }
    public var moveUp: String { "Выше" }
    public var moveDown: String { "Ниже" }
    public var pausedSection: String { "На паузе" }
    public func pauseFor(_ name: String) -> String { "Пауза «\(name)»" }
    public var pauseFrom: String { "С" }
    public var pauseUntil: String { "По" }
    public var pauseUntilHint: String { "Оставьте «По» пустым, чтобы пауза длилась до возобновления." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "На паузе по \(mediumDate($0))" } ?? "На паузе до возобновления" }
    public var pauseAll: String { "Пауза для всех" }
    public var pauseAllHint: String { "Приостановите все привычки на время отпуска: эти дни не прерывают серии." }
    public var archivedTitle: String { "Архив" }
    public var nothingArchived: String { "В архиве пусто." }
    public var dayStart: String { "День начинается в" }
    public var setDayStart: String { "Установить начало дня" }
    public var dayStartHint: String { "Отметки после полуночи и до этого часа относятся к предыдущему дню." }
    public var weekStart: String { "Первый день недели" }
    public var weekStartHint: String { "С этого дня начинаются календари, и от него привычка на неделю считает свои разы." }
    public var setWeekStart: String { "Установить первый день недели" }

    // MARK: Settings

    public var languageLabel: String { "Язык" }
    public var export: String { "Экспорт" }
    public var exportHint: String { "Скачать все данные одним JSON-файлом." }
    public var importTitle: String { "Импорт" }
    public var importHint: String { "Загрузить экспортированный файл в пустое приложение." }
    public var importButton: String { "Импортировать файл" }
    public func imported(_ trackers: Int) -> String { "Импортировано трекеров: \(trackers)." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — вход" }
    public var passphrase: String { "Фраза-пароль" }
    public var signIn: String { "Войти" }
    public var wrongPassphrase: String { "Неверная фраза." }
    public var tooManyPassphrases: String { "Слишком много неверных попыток. Подождите немного и попробуйте снова." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Не найдено", "Такой страницы или трекера нет (или уже нет).")
        case 503: ("Не удалось сохранить", "Изменение сейчас не сохранить, и ничего не изменилось. Попробуйте чуть позже.")
        case 400...499: ("Не получилось", "Запрос не удалось понять.")
        default: ("Что-то пошло не так", "Что-то пошло не так на нашей стороне. Попробуйте ещё раз.")
        }
    }
    public var backToTrackers: String { "Вернуться к трекерам" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Дайте трекеру название."
        case .nameTooLong, .categoryNameTooLong: "Ограничение 38 символов"
        case .duplicateTracker(let name): "Вы уже отслеживаете «\(name)»."
        case .categoryNameMissing: "Дайте категории название."
        case .duplicateCategory(let name): "Категория «\(name)» уже есть."
        case .noteTooLong: "Заметка — не больше 200 символов."
        case .controlCharacters: "Управляющие символы (например, NUL) нельзя использовать в названиях и заметках."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Выберите один из эмодзи."
        case .invalidColor(let text): "«\(text)» — не цвет; укажите #RRGGBB."
        case .futureDay: "Нельзя отметить будущий день."
        case .beforeStart(let name, let start): "«\(name)» начат \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "«\(name)» не запланирован на этот день (\(weekdayName(weekday)))."
        case .eventAlreadyDone(let name, let day): "«\(name)» уже выполнено \(mediumDate(day)). Сначала отмените тот день."
        case .startAfterFirstCompletion(let name, let first):
            "«\(name)» впервые выполнен \(mediumDate(first)); начало не может быть позже."
        case .startInFuture: "Трекер не может начаться в будущем."
        case .kindChange: "Привычку нельзя превратить в событие и наоборот."
        case .unknownTracker(let name): "Трекера «\(name)» нет."
        case .unknownCategory(let name): "Категории «\(name)» нет."
        case .databaseNotEmpty: "Импорт возможен только в пустую базу, а в этой уже есть данные."
        case .scheduleOutOfRange(.weekly): "Выберите от \(Schedule.weeklyLimits.lowerBound) до \(Schedule.weeklyLimits.upperBound) раз в неделю."
        case .scheduleOutOfRange(.monthly): "Выберите от \(Schedule.monthlyLimits.lowerBound) до \(Schedule.monthlyLimits.upperBound) раз в месяц."
        case .scheduleOutOfRange(.rolling):
            "Выберите N раз за M дней: N не меньше \(Schedule.rollingTimesLimits.lowerBound) и меньше M, M не больше \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Укажите единицу длиной от 1 до 16 символов, например «стаканы» или «км»."
        case .targetInvalid: "Цель — число больше 0 и не больше 1 000 000, до 3 знаков после запятой."
        case .stepInvalid: "Шаг — число больше 0 и не больше 1 000 000, до 3 знаков после запятой."
        case .valueInvalid: "Значение — число от 0 до 1 000 000, до 3 знаков после запятой."
        case .notMeasurable(let name): "«\(name)» — привычка «да/нет»: отметьте её выполненной, значение не нужно."
        case .measureOnEvent: "Нерегулярное событие нельзя измерять; сделайте его привычкой."
        case .measureChange: "Привычку «да/нет» нельзя сделать измеряемой, и наоборот."
        case .cannotSkipEvent(let name): "«\(name)» — нерегулярное событие; события нельзя пропускать."
        case .cannotPauseEvent(let name): "«\(name)» — нерегулярное событие; приостановить можно только привычку."
        case .pauseEndsBeforeStart: "Пауза не может закончиться раньше, чем начнётся."
        case .dayStartOutOfRange: "День может начинаться ровно в час, с 00:00 до 06:00."
        case .weekStartUnsupported: "Неделя может начинаться с понедельника, воскресенья или субботы."
        case .archived(let name): "«\(name)» в архиве; верните его из архива, чтобы менять дни."
        case .startAfterArchive(let name, let archived):
            "«\(name)» отправлен в архив \(mediumDate(archived)); начало не может быть позже."
        case .unknownZone(let zone): "«\(zone)» — не часовой пояс; укажите название вроде Europe/Moscow."
        case .channelURLInvalid: "Укажите адрес, который начинается с https://, например https://ntfy.sh/my-topic."
        case .channelURLInsecure: "Напоминания идут по https; простой http — только на этот компьютер (localhost или 127.0.0.1)."
        case .channelSecretInvalid: "Секрет — от 1 до 200 символов без пробелов."
        case .channelLabelTooLong: "Название — не длиннее 60 символов."
        case .pushKeysInvalid: "У push-подписки этого браузера ключи, которые Habits не может использовать."
        case .tooManyChannels: "Каналов уже 50; сначала удалите один."
        case .unknownChannel(let id): "Нет канала уведомлений с id «\(id)»."
        case .doneTokenInvalid: "Это уведомление с устройства, которое больше не получает напоминания; откройте приложение, чтобы отметить привычку."
        case .reminderTimeInvalid(let text): "«\(text)» — не время; укажите ЧЧ:ММ в 24-часовом формате, например 21:00."
        case .duplicateReminder(let time): "Напоминание на \(time) уже есть."
        case .tooManyReminders: "У трекера может быть не больше \(Reminder.limit) напоминаний."
        case .reminderDaysEmpty: "Выберите хотя бы один день для напоминания."
        case .accountNameInvalid: "Дайте аккаунту имя длиной до 64 символов, без управляющих символов."
        case .duplicateAccount(let name): "Аккаунт «\(name)» уже есть."
        case .unknownAccount(let name): "Аккаунта «\(name)» нет."
        case .passwordTooShort(let minimum): "Выберите пароль не короче \(minimum) символов."
        case .passwordTooLong: "Пароль слишком длинный: не больше 1024 байт."
        case .invitationInvalid: "Ссылка для регистрации недействительна: ею уже воспользовались или ей больше 7 дней. Попросите новую."
        case .tokenLabelInvalid: "Дайте токену название длиной до 64 символов, без управляющих символов."
        case .passwordIsName: "Пароль не должен совпадать с именем аккаунта."
        case .passwordsDiffer: "Новые пароли не совпадают: введите один и тот же дважды."
        case .currentPasswordWrong: "Текущий пароль неверен; ничего не изменено."
        case .identityTaken(let subject): "Вход «\(subject)» уже привязан к другому аккаунту."
        case .invalidImport(let problem): "Этот файл нельзя импортировать: \(problem)"
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Добавьте трекер: habits add НАЗВАНИЕ --category КАТЕГОРИЯ --every-day" }
    public var noCategories: String { "Категорий пока нет. Добавьте: habits category add НАЗВАНИЕ" }
    public var listTrackersHint: String { "Ваши трекеры покажет 'habits list'." }
    public var listCategoriesHint: String { "Ваши категории покажет 'habits category list'." }
    public func addedCategory(_ name: String) -> String { "Категория «\(name)» добавлена." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Категория «\(old)» переименована в «\(new)»." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Будут удалены «\(name)» и \(trackerCount(count)) в ней. Чтобы подтвердить, повторите команду с --yes."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "Удалены «\(name)» и \(trackerCount(count)) в ней."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) «\(name)» (\(schedule ?? "нерегулярное событие")) добавлен в «\(category)»."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) «\(name)» изменён." }
    public func pinnedTracker(_ name: String) -> String { "«\(name)» закреплён." }
    public func unpinnedTracker(_ name: String) -> String { "«\(name)» откреплён." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Будут удалены «\(name)» и его история. Чтобы подтвердить, повторите команду с --yes."
    }
    public func deletedTracker(_ name: String) -> String { "«\(name)» и его история удалены." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "выполнен" : "не выполнен"
        return changed ? "«\(name)»: \(state) \(day.iso)." : "«\(name)» уже \(state) \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Последние 30 дней, с \(first.iso) по \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "Экспортировано в \(file): категорий — \(categories), трекеров — \(trackers)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Импортировано: категорий — \(categories), трекеров — \(trackers), отметок — \(completions)."
    }
    public func serving(url: String, database: String) -> String {
        "Habits работает на \(url) (база \(database)). Остановить: Ctrl-C."
    }
    public var stopped: String { "остановлен; база закрыта." }
    public func clockPinned(_ instant: String) -> String { "внимание: задан HABITS_NOW; часы идут с \(instant), а не с текущего момента." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) из \(goal) \(plural(goal, one: "дня", few: "дней", many: "дней")) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "в этом месяце" : "на этой неделе" }
    private func number(_ quantity: Quantity) -> String { quantity.formatted(decimalSeparator: ",") }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "в неделю"; case .monthly: "в месяц"; default: "в день" }
        return "\(measure.direction == .atMost ? "не больше" : "не меньше") \(number(measure.target)) \(measure.unit) \(per)"
    }
    public func tapAdds(_ step: Quantity) -> String { "одно нажатие добавляет \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "«\(name)»: \(amount) \(day.iso)\(period)." : "«\(name)» уже \(amount) \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "«\(name)»: пропуск \(day.iso)." : "«\(name)» уже пропущен \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "«\(name)», \(day.iso): заметка «\(note)»."
        case (nil, true): "«\(name)», \(day.iso): заметка удалена."
        case (_?, false): "У «\(name)» уже есть эта заметка \(day.iso)."
        case (nil, false): "У «\(name)» нет заметки \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "с \(from.iso) по \($0.iso)" } ?? "с \(from.iso) до возобновления"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "«\(name)» на паузе \(range)." : "«\(name)» уже на паузе \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "«\(name)» возобновлён." : "«\(name)» сегодня не на паузе."
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "на паузе по \($0.iso)" } ?? "на паузе до возобновления" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "«\(name)» в архиве; история сохранена." : "«\(name)» уже в архиве."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "«\(name)» возвращён из архива." : "«\(name)» не в архиве."
    }
    public func archivedSince(_ day: Day) -> String { "В архиве с \(day.iso); вернуть: 'habits unarchive'." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "«\(name)» перемещён \(up ? "выше" : "ниже")."
            : "«\(name)» уже \(up ? "первый" : "последний") в своей категории."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Категория «\(name)» перемещена \(up ? "выше" : "ниже")."
            : "Категория «\(name)» уже \(up ? "первая" : "последняя")."
    }
    public var pausesLabel: String { "Паузы:" }
    public var notesLabel: String { "Заметки:" }
    public var dayStartLabel: String { "Начало дня" }
    public var weekStartLabel: String { "Начало недели" }
    public var zoneLabel: String { "Часовой пояс" }
    public var zoneUnset: String { "не задан (как на устройстве)" }
    public var settingsSaved: String { "Настройки сохранены." }
}
