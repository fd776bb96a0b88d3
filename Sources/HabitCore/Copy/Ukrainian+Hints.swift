extension Ukrainian: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "Файл \(name) порожній: імпортувати нічого." }
    public var invitedTitle: String { "Вас запрошено" }
    public var invitedIntro: String {
        "Виберіть імʼя користувача та пароль для свого облікового запису. Ваші трекери бачите лише ви: інші користувачі цього сервера їх не бачать."
    }
    public func testLink(_ url: String) -> String { "Посилання веде на \(url) (інша адреса: --url або HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Перевірка на \(time) — сьогодні вже виконано, справжнього нагадування не буде" }
    public var limitReached: String { "Ліміт досягнуто" }
    public var overLimit: String { "Ліміт перевищено" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "Сьогоднішня позначка «\(name)» збережеться: пауза почнеться завтра."
    }
    public var pauseAllStartsTomorrow: String {
        "Деякі звички сьогодні вже виконано, тому пауза почнеться завтра і сьогоднішні позначки зарахуються. Щоб призупинити й сьогодні, виберіть сьогоднішню дату."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, one: "звичка", few: "звички", many: "звичок"))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Відновити всі" }
    public var cancelPlannedPauses: String { "Скасувати заплановані паузи" }
    public var flexibleRateNote: String {
        "* Звичка виду «N разів на тиждень», «на місяць» або «за N днів» запланована лише на ті дні, без яких мети вже не досягти, тож дні, виконані заздалегідь, тут не враховано; як ідуть справи, показує сила звички."
    }
    public var shortMonthLabels: [String] {
        ["січ.", "лют.", "бер.", "квіт.", "трав.", "черв.", "лип.", "серп.", "вер.", "жовт.", "лист.", "груд."]
    }
}
