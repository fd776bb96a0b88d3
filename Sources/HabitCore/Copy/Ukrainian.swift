/// The product's Ukrainian copy.
///
/// Glossary (one word for each of the product's terms):
/// habit — звичка; tracker — трекер; irregular event — нерегулярна подія; streak — серія;
/// best streak on a card — рекорд; skip — пропустити / пропуск; pause — пауза / призупинити;
/// resume — відновити; archive — архів / в архів; measurable — вимірювана (рахувати кількість);
/// yes/no habit — звичка «так/ні»; category — категорія; note — нотатка; entry — запис;
/// mark (a day) — позначка / позначити; strength — сила звички; reminder — нагадування;
/// channel — канал; account — обліковий запис; passphrase — парольна фраза.
public struct Ukrainian: Copy {
    public init() {}

    // MARK: Language

    public var languageName: String { "Українська" }

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
        ["січень", "лютий", "березень", "квітень", "травень", "червень", "липень", "серпень",
         "вересень", "жовтень", "листопад", "грудень"]
    }
    /// The month as it reads after a day number: "8 березня".
    private var monthNamesAfterDay: [String] {
        ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня",
         "вересня", "жовтня", "листопада", "грудня"]
    }
    private var shortMonthNames: [String] {
        ["січ.", "лют.", "бер.", "квіт.", "трав.", "черв.", "лип.", "серп.", "вер.", "жовт.", "лист.", "груд."]
    }
    public var weekdayNames: [String] {
        ["понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота", "неділя"]
    }
    public var shortWeekdayNames: [String] { ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Нд"] }

    /// Names are lower case in running text and capitalised at the start of a heading.
    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public func weekdayTitle(_ weekday: Weekday) -> String { capitalized(weekdayName(weekday)) }
    public func heading(_ day: Day) -> String {
        "\(capitalized(weekdayName(day.weekday))), \(day.dayOfMonth) \(monthNamesAfterDay[day.month - 1])"
    }
    public func headingWithYear(_ day: Day) -> String { "\(heading(day)) \(day.year) р." }
    public func mediumDate(_ day: Day) -> String {
        let (y, m, d) = day.components
        return "\(d) \(shortMonthNames[m - 1]) \(y) р."
    }
    public func chip(_ day: Day) -> String { "\(shortWeekdayName(day.weekday)) \(day.dayOfMonth)" }
    public func monthTitle(_ day: Day) -> String { "\(capitalized(monthName(day.month))) \(day.year)" }

    // MARK: Counts and summaries

    public func days(_ count: Int) -> String { "\(count) \(plural(count, one: "день", few: "дні", many: "днів"))" }
    public func trackerCount(_ count: Int) -> String {
        "\(count) \(plural(count, one: "трекер", few: "трекери", many: "трекерів"))"
    }
    private func times(_ count: Int) -> String { "\(count) \(plural(count, one: "раз", few: "рази", many: "разів"))" }
    public func best(_ count: Int) -> String { "Рекорд \(count)" }
    public func scheduleSummary(_ schedule: Schedule) -> String {
        switch schedule {
        case .weekdays(let days): days.isEveryDay ? everyDay : days.map(shortWeekdayName).joined(separator: ", ")
        case .weekly(let count): "\(times(count)) на тиждень"
        case .monthly(let count): "\(times(count)) на місяць"
        case .rolling(1, let days): "\(plural(days, one: "Кожен", few: "Кожні", many: "Кожні")) \(self.days(days))"
        case .rolling(let count, let days): "\(times(count)) за \(self.days(days))"
        }
    }
    public func streakCount(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: "\(count)"
        case .weeks: "\(count) тиж."
        case .months: "\(count) міс."
        }
    }
    public func streakLength(_ count: Int, _ unit: StreakUnit) -> String {
        switch unit {
        case .days: days(count)
        case .weeks: "\(count) \(plural(count, one: "тиждень", few: "тижні", many: "тижнів"))"
        case .months: "\(count) \(plural(count, one: "місяць", few: "місяці", many: "місяців"))"
        }
    }

    // MARK: Trackers screen

    public var trackers: String { "Трекери" }
    public var statistics: String { "Статистика" }
    public var search: String { "Пошук" }
    public var filters: String { "Фільтри" }
    public var whatToTrack: String { "Що будемо відстежувати?" }
    public var nothingFound: String { "Нічого не знайдено" }
    public var pinned: String { "Закріплені" }
    public var progressTodayTemplate: String { "Сьогодні виконано {done} з {total}" }
    public var progressOtherDayTemplate: String { "Виконано {done} з {total}" }
    public var allDoneToday: String { "Сьогодні все виконано. Чудова робота!" }
    public var addTracker: String { "Додати трекер" }
    public var createTracker: String { "Створення трекера" }
    public var habit: String { "Звичка" }
    public var irregularEvent: String { "Нерегулярна подія" }
    public var chooseDate: String { "Виберіть день" }
    public var previousMonth: String { "Попередній місяць" }
    public var nextMonth: String { "Наступний місяць" }
    public var today: String { "Сьогодні" }
    public var settings: String { "Налаштування" }
    public func menuFor(_ name: String) -> String { "\(name): дії" }
    public func markDone(_ name: String) -> String { "Позначити «\(name)» виконаним" }
    public var pin: String { "Закріпити" }
    public var unpin: String { "Відкріпити" }
    public var edit: String { "Редагувати" }
    public var details: String { "Докладніше" }
    public var delete: String { "Видалити" }
    public var allTrackers: String { "Усі трекери" }
    public var todaysTrackers: String { "Трекери на сьогодні" }
    public var completed: String { "Виконані" }
    public var uncompleted: String { "Невиконані" }
    public func deleteTrackerQuestion(_ name: String) -> String { "Видалити «\(name)» та його історію? Цю дію не можна скасувати." }
    public var offlineStatus: String { "Немає мережі — позначки синхронізуються пізніше" }
    public var syncedStatus: String { "Усі зміни синхронізовано" }
    public var refusedStatus: String { "Зміну, зроблену без мережі, не збережено:" }

    // MARK: Onboarding

    public var onboardingTitles: [String] { ["Відстежуйте лише те, що хочете", "Навіть якщо це не літри води та йога"] }
    public var onboardingLabel: String { "Ласкаво просимо до Habits" }
    public var awesomeTech: String { "Оце технології!" }

    // MARK: Statistics

    public var nothingToAnalyze: String { "Аналізувати поки нічого" }
    public var bestStreak: String { "Найкраща серія" }
    public var perfectDays: String { "Ідеальні дні" }
    public var trackersCompleted: String { "Трекерів виконано" }
    public var average: String { "Середнє значення" }

    // MARK: New/Edit tracker and the category picker

    public var newHabit: String { "Нова звичка" }
    public var newEvent: String { "Нова нерегулярна подія" }
    public var editHabit: String { "Редагування звички" }
    public var editEvent: String { "Редагування події" }
    public var namePlaceholder: String { "Введіть назву трекера" }
    public var trackerName: String { "Назва трекера" }
    public var clear: String { "Очистити" }
    public var category: String { "Категорія" }
    public var schedule: String { "Розклад" }
    public var everyDay: String { "Щодня" }
    public var note: String { "Нотатка" }
    public var notePlaceholder: String { "Опис (необовʼязково)" }
    public var emoji: String { "Емодзі" }
    public var color: String { "Колір" }
    public var cancel: String { "Скасувати" }
    public var create: String { "Створити" }
    public var save: String { "Зберегти" }
    public var done: String { "Готово" }
    public var chooseCategory: String { "Виберіть категорію." }
    public var chooseDays: String { "Виберіть принаймні один день." }
    public var chooseEmoji: String { "Виберіть емодзі." }
    public var chooseColor: String { "Виберіть колір." }
    public var startDate: String { "Дата початку" }
    public var chooseStart: String { "Виберіть дату початку." }
    public var changedElsewhere: String {
        "Трекер змінився після того, як ви відкрили форму. Це його поточні значення; внесіть зміну ще раз."
    }
    public var colorNames: [String] {
        ["Синій", "Зелений", "Бурштиновий", "Червоний", "Фіолетовий", "Бірюзовий", "Рожевий", "Графітовий", "Кораловий",
         "Помаранчевий", "Лазуровий", "Бузковий", "Мʼятний", "Орхідея", "Індиго", "Світло-рожевий", "Волошковий", "Салатовий"]
    }
    public func streaksLabel(current: Int, best: Int) -> String { "Поточна серія \(days(current)), рекорд \(best)" }
    public var categoryPlaceholder: String { "Звички й події можна обʼєднати за змістом" }
    public var addCategory: String { "Додати категорію" }
    public var newCategory: String { "Нова категорія" }
    public var categoryNamePlaceholder: String { "Введіть назву категорії" }
    public var categoryMenu: String { "Дії з категорією" }
    public func deleteCategoryQuestion(_ name: String, trackers count: Int) -> String {
        "Видалити «\(name)» і \(trackerCount(count)) в ній? Цю дію не можна скасувати."
    }

    // MARK: Tracker detail

    public var back: String { "← Назад" }
    public var offlineTitle: String { "Немає зʼєднання" }
    public var offlineMessage: String { "Цей екран не збережено на пристрої. Підʼєднайтеся до інтернету й спробуйте ще раз." }
    public var currentStreak: String { "Поточна серія" }
    public var bestStreakDetail: String { "Найкраща серія" }
    public var last7Days: String { "Останні 7 днів" }
    public var last30Days: String { "Останні 30 днів" }
    public func completedSince(_ days: Int, _ start: Day) -> String {
        "Виконано \(self.days(days)) з \(mediumDate(start))"
    }
    public var dayDone: String { "виконано" }
    public var dayMissed: String { "пропущено" }
    public var dayPending: String { "ще не виконано" }
    public var dayUnscheduled: String { "не заплановано" }
    public var dayBeforeStart: String { "до початку" }
    public var daySkipped: String { "пропуск за планом" }
    public var dayPaused: String { "пауза" }
    public var dayOpen: String { "можна виконати" }

    // MARK: Part 2 of the web app

    public var decimalSeparator: String { "," }
    public var scheduleDaysOfWeek: String { "Дні тижня" }
    public var scheduleTimesAWeek: String { "Разів на тиждень" }
    public var scheduleTimesAMonth: String { "Разів на місяць" }
    public var scheduleEveryNDays: String { "Кожні N днів" }
    public var scheduleTimesInDays: String { "N разів за M днів" }
    public var applySchedule: String { "Застосувати" }
    public var numberOfTimes: String { "Скільки разів" }
    public var numberOfDays: String { "Скільки днів" }
    public var measureTitle: String { "Вимірювання" }
    public var measureAmount: String { "Рахувати кількість" }
    public var measureFixedHint: String { "Звичка «так/ні» такою й залишиться; щоб рахувати кількість, створіть нову звичку." }
    public var unit: String { "Одиниця" }
    public var unitPlaceholder: String { "склянки, км, хв" }
    public var target: String { "Ціль" }
    public var atMost: String { "Не більше" }
    public var step: String { "Крок" }
    public func measureSummary(direction: Measure.Direction, target: String, unit: String, per: StreakUnit) -> String {
        let limit = direction == .atLeast ? "Не менше" : "Не більше"
        switch per {
        case .days: return "\(limit) \(target) \(unit) на день"
        case .weeks: return "\(limit) \(target) \(unit) на тиждень"
        case .months: return "\(limit) \(target) \(unit) на місяць"
        }
    }
    public func measuredAmount(_ value: String, of target: String, unit: String, per: StreakUnit) -> String {
        switch per {
        case .days: "\(value) / \(target) \(unit)"
        case .weeks: "\(value) / \(target) \(unit) за тиждень"
        case .months: "\(value) / \(target) \(unit) за місяць"
        }
    }
    public func addStep(_ step: String, unit: String, to name: String) -> String { "Додати \(step) \(unit) до «\(name)»" }
    public func best(_ count: Int, _ unit: StreakUnit) -> String { "Рекорд \(streakCount(count, unit))" }
    public func streaksLabel(current: Int, best: Int, unit: StreakUnit) -> String {
        unit == .days ? streaksLabel(current: current, best: best)
            : "Поточна серія \(streakLength(current, unit)), рекорд \(streakLength(best, unit))"
    }
    public var value: String { "Значення" }
    public func valueFor(_ name: String) -> String { "Значення «\(name)»" }
    public var skipToday: String { "Пропустити сьогодні" }
    public var skip: String { "Пропустити" }
    public var unskip: String { "Скасувати пропуск" }
    public func noteFor(_ name: String) -> String { "Нотатка до «\(name)»" }
    public var dayNote: String { "Нотатка про день" }
    public var skippedCard: String { "Пропущено" }
    public var optionalToday: String { "Сьогодні — за бажанням" }
    public var pause: String { "Пауза" }
    public var resume: String { "Відновити" }
    public var archive: String { "В архів" }
    public var unarchive: String { "Повернути з архіву" }
    public var moveUp: String { "Вище" }
    public var moveDown: String { "Нижче" }
    public var pausedSection: String { "На паузі" }
    public func pauseFor(_ name: String) -> String { "Пауза «\(name)»" }
    public var pauseFrom: String { "З" }
    public var pauseUntil: String { "По" }
    public var pauseUntilHint: String { "Залиште «По» порожнім, щоб пауза тривала до відновлення." }
    public func pausedUntil(_ day: Day?) -> String { day.map { "На паузі по \(mediumDate($0))" } ?? "На паузі до відновлення" }
    public var pauseAll: String { "Пауза для всіх" }
    public var pauseAllHint: String { "Призупиніть усі звички на час відпустки: ці дні не переривають серій." }
    public var archivedTitle: String { "Архів" }
    public var nothingArchived: String { "В архіві порожньо." }
    public var dayStart: String { "День починається о" }
    public var setDayStart: String { "Встановити початок дня" }
    public var dayStartHint: String { "Позначки після опівночі й до цієї години зараховуються до попереднього дня." }
    public var weekStart: String { "Перший день тижня" }
    public var weekStartHint: String { "З цього дня починаються календарі, і від нього звичка на тиждень лічить свої рази." }
    public var setWeekStart: String { "Встановити перший день тижня" }

    // MARK: Settings

    public var languageLabel: String { "Мова" }
    public var export: String { "Експорт" }
    public var exportHint: String { "Завантажити всі дані одним JSON-файлом." }
    public var importTitle: String { "Імпорт" }
    public var importHint: String { "Завантажити експортований файл у порожній застосунок." }
    public var importButton: String { "Імпортувати файл" }
    public func imported(_ trackers: Int) -> String { "Імпортовано трекерів: \(trackers)." }

    // MARK: Sign-in page

    public var signInTitle: String { "Habits — вхід" }
    public var passphrase: String { "Парольна фраза" }
    public var signIn: String { "Увійти" }
    public var wrongPassphrase: String { "Неправильна парольна фраза." }
    public var tooManyPassphrases: String { "Забагато невдалих спроб. Зачекайте трохи й спробуйте ще раз." }

    // MARK: Error pages

    public func errorPage(status: Int) -> (title: String, text: String) {
        switch status {
        case 404: ("Не знайдено", "Такої сторінки чи трекера немає (або вже немає).")
        case 503: ("Не вдалося зберегти", "Зміну зараз не вдалося зберегти, і нічого не змінилося. Спробуйте трохи згодом.")
        case 400...499: ("Не вийшло", "Запит не вдалося зрозуміти.")
        default: ("Щось пішло не так", "Щось пішло не так на нашому боці. Спробуйте ще раз.")
        }
    }
    public var backToTrackers: String { "Повернутися до трекерів" }

    // MARK: Rule errors

    public func message(_ error: DomainError) -> String {
        switch error {
        case .nameMissing: "Дайте трекеру назву."
        case .nameTooLong, .categoryNameTooLong: "Обмеження — 38 символів"
        case .duplicateTracker(let name): "Ви вже відстежуєте «\(name)»."
        case .categoryNameMissing: "Дайте категорії назву."
        case .duplicateCategory(let name): "Категорія «\(name)» вже існує."
        case .noteTooLong: "Нотатка — не більше 200 символів."
        case .controlCharacters: "Керівні символи (як-от NUL) не можна використовувати в назвах і нотатках."
        case .scheduleEmpty: chooseDays
        case .invalidEmoji: "Виберіть один з емодзі."
        case .invalidColor(let text): "«\(text)» — не колір; вкажіть #RRGGBB."
        case .futureDay: "Не можна позначити майбутній день."
        case .beforeStart(let name, let start): "«\(name)» розпочато \(mediumDate(start))."
        case .notScheduled(let name, let weekday): "«\(name)» не заплановано на цей день (\(weekdayName(weekday)))."
        case .eventAlreadyDone(let name, let day): "«\(name)» вже виконано \(mediumDate(day)). Спершу скасуйте той день."
        case .startAfterFirstCompletion(let name, let first):
            "«\(name)» вперше виконано \(mediumDate(first)); початок не може бути пізніше."
        case .startInFuture: "Трекер не може починатися в майбутньому."
        case .kindChange: "Звичку не можна перетворити на подію, і навпаки."
        case .unknownTracker(let name): "Трекера «\(name)» немає."
        case .unknownCategory(let name): "Категорії «\(name)» немає."
        case .databaseNotEmpty: "Імпорт можливий лише в порожню базу, а в цій уже є дані."
        case .invalidImport(let problem): "Цей файл не можна імпортувати: \(problem)"
        case .scheduleOutOfRange(.weekly): "Виберіть від \(Schedule.weeklyLimits.lowerBound) до \(Schedule.weeklyLimits.upperBound) разів на тиждень."
        case .scheduleOutOfRange(.monthly): "Виберіть від \(Schedule.monthlyLimits.lowerBound) до \(Schedule.monthlyLimits.upperBound) разів на місяць."
        case .scheduleOutOfRange(.rolling):
            "Виберіть N разів за M днів: N не менше \(Schedule.rollingTimesLimits.lowerBound) і менше за M, M не більше \(Schedule.rollingDaysLimits.upperBound)."
        case .scheduleOutOfRange(.weekdays): chooseDays
        case .unitInvalid: "Вкажіть одиницю довжиною від 1 до 16 символів, наприклад «склянки» чи «км»."
        case .targetInvalid: "Ціль — число більше 0 і не більше 1 000 000, до 3 знаків після коми."
        case .stepInvalid: "Крок — число більше 0 і не більше 1 000 000, до 3 знаків після коми."
        case .valueInvalid: "Значення — число від 0 до 1 000 000, до 3 знаків після коми."
        case .notMeasurable(let name): "«\(name)» — звичка «так/ні»: позначте її виконаною, значення не потрібне."
        case .measureOnEvent: "Нерегулярну подію не можна вимірювати; зробіть її звичкою."
        case .measureChange: "Звичку «так/ні» не можна зробити вимірюваною, і навпаки."
        case .cannotSkipEvent(let name): "«\(name)» — нерегулярна подія; події не можна пропускати."
        case .cannotPauseEvent(let name): "«\(name)» — нерегулярна подія; призупинити можна лише звичку."
        case .pauseEndsBeforeStart: "Пауза не може закінчитися раніше, ніж почнеться."
        case .dayStartOutOfRange: "День може починатися рівно о годині, з 00:00 до 06:00."
        case .weekStartUnsupported: "Тиждень може починатися з понеділка, неділі або суботи."
        case .archived(let name): "«\(name)» в архіві; поверніть його з архіву, щоб змінювати дні."
        case .startAfterArchive(let name, let archived):
            "«\(name)» відправлено в архів \(mediumDate(archived)); початок не може бути пізніше."
        case .unknownZone(let zone): "«\(zone)» — не часовий пояс; вкажіть назву на кшталт Europe/Kyiv."
        case .channelURLInvalid: "Вкажіть адресу, що починається з https://, наприклад https://ntfy.sh/my-topic."
        case .channelURLInsecure: "Нагадування надсилаються через https; простий http — лише на цей компʼютер (localhost або 127.0.0.1)."
        case .channelSecretInvalid: "Секрет — від 1 до 200 символів без пробілів."
        case .channelLabelTooLong: "Назва — не довша за 60 символів."
        case .pushKeysInvalid: "Push-підписка цього браузера має ключі, які Habits не може використати."
        case .tooManyChannels: "Каналів уже 50; спершу видаліть один."
        case .unknownChannel(let id): "Немає каналу сповіщень з id «\(id)»."
        case .doneTokenInvalid: "Це сповіщення з пристрою, який більше не отримує нагадувань; відкрийте застосунок, щоб позначити звичку."
        case .reminderTimeInvalid(let text): "«\(text)» — не час; вкажіть ГГ:ХХ у 24-годинному форматі, наприклад 21:00."
        case .duplicateReminder(let time): "Нагадування на \(time) вже є."
        case .tooManyReminders: "У трекера може бути не більше \(Reminder.limit) нагадувань."
        case .reminderDaysEmpty: "Виберіть принаймні один день для нагадування."
        case .accountNameInvalid: "Дайте обліковому запису імʼя довжиною до 64 символів, без керівних символів."
        case .duplicateAccount(let name): "Обліковий запис «\(name)» уже існує."
        case .unknownAccount(let name): "Облікового запису «\(name)» немає."
        case .passwordTooShort(let minimum): "Виберіть пароль щонайменше з \(minimum) символів."
        case .passwordTooLong: "Пароль задовгий: не більше 1024 байтів."
        case .invitationInvalid: "Посилання для реєстрації недійсне: ним уже скористалися або йому понад 7 днів. Попросіть нове."
        case .tokenLabelInvalid: "Дайте токену назву довжиною до 64 символів, без керівних символів."
        case .passwordIsName: "Пароль не повинен збігатися з іменем облікового запису."
        case .passwordsDiffer: "Нові паролі не збігаються: введіть той самий двічі."
        case .currentPasswordWrong: "Поточний пароль неправильний; нічого не змінено."
        case .identityTaken(let subject): "Вхід «\(subject)» уже пов'язаний з іншим обліковим записом."
        }
    }

    // MARK: Command line

    public var addTrackerHint: String { "Додайте трекер: habits add НАЗВА --category КАТЕГОРІЯ --every-day" }
    public var noCategories: String { "Категорій поки немає. Додайте: habits category add НАЗВА" }
    public var listTrackersHint: String { "Ваші трекери покаже 'habits list'." }
    public var listCategoriesHint: String { "Ваші категорії покаже 'habits category list'." }
    public func addedCategory(_ name: String) -> String { "Категорію «\(name)» додано." }
    public func renamedCategory(_ old: String, to new: String) -> String { "Категорію «\(old)» перейменовано на «\(new)»." }
    public func confirmDeleteCategory(_ name: String, trackers count: Int) -> String {
        "Буде видалено «\(name)» і \(trackerCount(count)) в ній. Щоб підтвердити, повторіть команду з --yes."
    }
    public func deletedCategory(_ name: String, trackers count: Int) -> String {
        "Видалено «\(name)» і \(trackerCount(count)) в ній."
    }
    public func addedTracker(emoji: String, name: String, schedule: String?, category: String) -> String {
        "\(emoji) «\(name)» (\(schedule ?? "нерегулярна подія")) додано до «\(category)»."
    }
    public func updatedTracker(emoji: String, name: String) -> String { "\(emoji) «\(name)» змінено." }
    public func pinnedTracker(_ name: String) -> String { "«\(name)» закріплено." }
    public func unpinnedTracker(_ name: String) -> String { "«\(name)» відкріплено." }
    public func confirmDeleteTracker(_ name: String) -> String {
        "Буде видалено «\(name)» та його історію. Щоб підтвердити, повторіть команду з --yes."
    }
    public func deletedTracker(_ name: String) -> String { "«\(name)» та його історію видалено." }
    public func marked(_ name: String, on day: Day, done: Bool, changed: Bool) -> String {
        let state = done ? "виконано" : "не виконано"
        return changed ? "«\(name)»: \(state) \(day.iso)." : "«\(name)» вже \(state) \(day.iso)."
    }
    public func last30DaysRange(from first: Day, to last: Day) -> String { "Останні 30 днів, з \(first.iso) по \(last.iso):" }
    public func exported(categories: Int, trackers: Int, to file: String) -> String {
        "Експортовано в \(file): категорій — \(categories), трекерів — \(trackers)."
    }
    public func importedAll(categories: Int, trackers: Int, completions: Int) -> String {
        "Імпортовано: категорій — \(categories), трекерів — \(trackers), позначок — \(completions)."
    }
    public func serving(url: String, database: String) -> String {
        "Habits працює на \(url) (база \(database)). Зупинити: Ctrl-C."
    }
    public var stopped: String { "зупинено; базу закрито." }
    public func clockPinned(_ instant: String) -> String { "увага: задано HABITS_NOW; годинник іде з \(instant), а не з поточного моменту." }

    // MARK: Command line, part 2

    public func amount(_ value: Quantity, of target: Quantity, unit: String) -> String {
        "\(number(value)) / \(number(target)) \(unit)"
    }
    public func periodAmount(_ sum: Quantity, of target: Quantity, unit: String, _ kind: Schedule.Kind) -> String {
        "\(amount(sum, of: target, unit: unit)) \(thisPeriod(kind))"
    }
    public func periodDays(_ done: Int, of goal: Int, _ kind: Schedule.Kind) -> String {
        "\(done) з \(goal) \(plural(goal, one: "дня", few: "днів", many: "днів")) \(thisPeriod(kind))"
    }
    private func thisPeriod(_ kind: Schedule.Kind) -> String { kind == .monthly ? "цього місяця" : "цього тижня" }
    public func measureSummary(_ measure: Measure, _ schedule: Schedule) -> String {
        let per = switch schedule.kind { case .weekly: "на тиждень"; case .monthly: "на місяць"; default: "на день" }
        return "\(measure.direction == .atMost ? "не більше" : "не менше") \(number(measure.target)) \(measure.unit) \(per)"
    }
    public func tapAdds(_ step: Quantity) -> String { "одне натискання додає \(number(step))" }
    public func quantity(_ value: Quantity, unit: String) -> String { "\(number(value)) \(unit)" }
    public func measured(_ name: String, amount: String, period: String?, on day: Day, changed: Bool) -> String {
        let period = period.map { " (\($0))" } ?? ""
        return changed ? "«\(name)»: \(amount) \(day.iso)\(period)." : "«\(name)» вже \(amount) \(day.iso)\(period)."
    }
    public func skippedDay(_ name: String, on day: Day, changed: Bool) -> String {
        changed ? "«\(name)»: пропуск \(day.iso)." : "«\(name)» вже пропущено \(day.iso)."
    }
    public func noted(_ name: String, on day: Day, note: String?, changed: Bool) -> String {
        switch (note, changed) {
        case (let note?, true): "«\(name)», \(day.iso): нотатка «\(note)»."
        case (nil, true): "«\(name)», \(day.iso): нотатку видалено."
        case (_?, false): "«\(name)» вже має цю нотатку \(day.iso)."
        case (nil, false): "«\(name)» не має нотатки \(day.iso)."
        }
    }
    public func pauseRange(from: Day, until: Day?) -> String {
        until.map { "з \(from.iso) по \($0.iso)" } ?? "з \(from.iso) до відновлення"
    }
    public func pausedTracker(_ name: String, range: String, changed: Bool) -> String {
        changed ? "«\(name)» на паузі \(range)." : "«\(name)» вже на паузі \(range)."
    }
    public func resumedTracker(_ name: String, changed: Bool) -> String {
        changed ? "«\(name)» відновлено." : "«\(name)» сьогодні не на паузі."
    }
    public func pausedUntilLine(_ until: Day?) -> String { until.map { "на паузі по \($0.iso)" } ?? "на паузі до відновлення" }
    public func archivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "«\(name)» в архіві; історію збережено." : "«\(name)» вже в архіві."
    }
    public func unarchivedTracker(_ name: String, changed: Bool) -> String {
        changed ? "«\(name)» повернуто з архіву." : "«\(name)» не в архіві."
    }
    public func archivedSince(_ day: Day) -> String { "В архіві з \(day.iso); повернути: 'habits unarchive'." }
    public func movedTracker(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "«\(name)» переміщено \(up ? "вище" : "нижче")."
            : "«\(name)» вже \(up ? "перший" : "останній") у своїй категорії."
    }
    public func movedCategory(_ name: String, up: Bool, changed: Bool) -> String {
        changed ? "Категорію «\(name)» переміщено \(up ? "вище" : "нижче")."
            : "Категорія «\(name)» вже \(up ? "перша" : "остання")."
    }
    public var pausesLabel: String { "Паузи:" }
    public var notesLabel: String { "Нотатки:" }
    public var dayStartLabel: String { "Початок дня" }
    public var weekStartLabel: String { "Початок тижня" }
    public var zoneLabel: String { "Часовий пояс" }
    public var zoneUnset: String { "не задано (як на пристрої)" }
    public var settingsSaved: String { "Налаштування збережено." }
}
