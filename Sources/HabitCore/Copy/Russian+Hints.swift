extension Russian: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "Файл \(name) пуст: импортировать нечего." }
    public var invitedTitle: String { "Вас пригласили" }
    public var invitedIntro: String {
        "Придумайте имя пользователя и пароль для своего аккаунта. Ваши трекеры видите только вы: другие пользователи этого сервера их не видят."
    }
    public func testLink(_ url: String) -> String { "Ссылка ведёт на \(url) (другой адрес: --url или HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Проверка на \(time) — сегодня уже отмечено, настоящего напоминания не будет" }
    public var limitReached: String { "Лимит достигнут" }
    public var overLimit: String { "Лимит превышен" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "Сегодняшняя отметка «\(name)» сохранится: пауза начнётся завтра."
    }
    public var pauseAllStartsTomorrow: String {
        "Некоторые привычки сегодня уже выполнены, поэтому пауза начнётся завтра и сегодняшние отметки засчитаются. Чтобы приостановить и сегодня, выберите сегодняшнюю дату."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, one: "привычка", few: "привычки", many: "привычек"))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Возобновить все" }
    public var cancelPlannedPauses: String { "Отменить запланированные паузы" }
    public var flexibleRateNote: String {
        "* Привычка вида «N раз в неделю», «в месяц» или «за N дней» запланирована только на те дни, без которых цель уже не выполнить, поэтому дни, отмеченные заранее, здесь не учитываются; как идут дела, показывает сила привычки."
    }
    public var shortMonthLabels: [String] {
        ["янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек."]
    }
}
