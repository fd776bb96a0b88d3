import HabitCore

/// Every string the web app shows, in English and Russian (seed 000's original Russian copy
/// where it exists). Rule messages come from `DomainError.message(in:)`.
struct Strings {
    let language: Language
    private var en: Bool { language == .en }

    var trackers: String { en ? "Trackers" : "Трекеры" }
    var statistics: String { en ? "Statistics" : "Статистика" }
    var search: String { en ? "Search" : "Поиск" }
    var filters: String { en ? "Filters" : "Фильтры" }
    var whatToTrack: String { en ? "What shall we track?" : "Что будем отслеживать?" }
    var nothingFound: String { en ? "Nothing found" : "Ничего не найдено" }
    var nothingToAnalyze: String { en ? "Nothing to analyze yet" : "Анализировать пока нечего" }
    var awesomeTech: String { en ? "Awesome tech!" : "Вот это технологии!" }
    var onboardingTitles: [String] {
        en ? ["Track only what you want", "Even if it's not liters of water and yoga"]
           : ["Отслеживайте только то, что хотите", "Даже если это не литры воды и йога"]
    }
    var onboardingLabel: String { en ? "Welcome to Habits" : "Добро пожаловать в Habits" }
    var bestStreak: String { en ? "Best streak" : "Лучший период" }
    var perfectDays: String { en ? "Perfect days" : "Идеальные дни" }
    var trackersCompleted: String { en ? "Trackers completed" : "Трекеров завершено" }
    var average: String { en ? "Average" : "Среднее значение" }
    var pinned: String { en ? "Pinned" : "Закреплённые" }
    var everyDay: String { en ? "Every day" : "Каждый день" }

    var addTracker: String { en ? "Add tracker" : "Добавить трекер" }
    var createTracker: String { en ? "Create a tracker" : "Создание трекера" }
    var habit: String { en ? "Habit" : "Привычка" }
    var irregularEvent: String { en ? "Irregular event" : "Нерегулярное событие" }
    var newHabit: String { en ? "New habit" : "Новая привычка" }
    var newEvent: String { en ? "New irregular event" : "Новое нерегулярное событие" }
    var editHabit: String { en ? "Edit habit" : "Редактирование привычки" }
    var editEvent: String { en ? "Edit irregular event" : "Редактирование события" }
    var namePlaceholder: String { en ? "Enter tracker name" : "Введите название трекера" }
    var trackerName: String { en ? "Tracker name" : "Название трекера" }
    var clear: String { en ? "Clear" : "Очистить" }
    var category: String { en ? "Category" : "Категория" }
    var schedule: String { en ? "Schedule" : "Расписание" }
    var note: String { en ? "Note" : "Заметка" }
    var notePlaceholder: String { en ? "Optional description" : "Описание (необязательно)" }
    var emoji: String { "Emoji" }
    /// Spoken names of the palette's colours, in `Palette.colors` order.
    var colorNames: [String] {
        en ? ["Blue", "Green", "Amber", "Red", "Purple", "Cyan", "Pink", "Slate", "Coral", "Orange", "Azure", "Violet",
              "Mint", "Orchid", "Indigo", "Light pink", "Periwinkle", "Lime"]
           : ["Синий", "Зелёный", "Янтарный", "Красный", "Фиолетовый", "Бирюзовый", "Розовый", "Графитовый", "Коралловый",
              "Оранжевый", "Лазурный", "Лиловый", "Мятный", "Орхидея", "Индиго", "Светло-розовый", "Васильковый", "Салатовый"]
    }
    /// What a screen reader says for a card's `🔥 7` and `Best 7`.
    func streaksLabel(current: Int, best: Int) -> String {
        en ? "Current streak \(language.days(current)), best \(best)"
           : "Текущая серия \(language.days(current)), рекорд \(best)"
    }
    var color: String { en ? "Colour" : "Цвет" }
    var cancel: String { en ? "Cancel" : "Отменить" }
    var create: String { en ? "Create" : "Создать" }
    var save: String { en ? "Save" : "Сохранить" }
    var done: String { en ? "Done" : "Готово" }
    var chooseCategory: String { en ? "Choose a category." : "Выберите категорию." }
    var chooseDays: String { en ? "Pick at least one day." : "Выберите хотя бы один день." }
    var chooseEmoji: String { en ? "Pick an emoji." : "Выберите эмодзи." }
    var chooseColor: String { en ? "Pick a colour." : "Выберите цвет." }
    var startDate: String { en ? "Start date" : "Дата начала" }
    var chooseStart: String { en ? "Pick a start date." : "Выберите дату начала." }
    var changedElsewhere: String {
        en ? "This tracker was changed after you opened the form. These are its current values; make your change again."
           : "Трекер изменился после того, как вы открыли форму. Это его текущие значения; внесите изменение ещё раз."
    }

    var categoryPlaceholder: String {
        en ? "Habits and events can be grouped by meaning" : "Привычки и события можно объединить по смыслу"
    }
    var addCategory: String { en ? "Add category" : "Добавить категорию" }
    var newCategory: String { en ? "New category" : "Новая категория" }
    var categoryNamePlaceholder: String { en ? "Enter category name" : "Введите название категории" }
    var edit: String { en ? "Edit" : "Редактировать" }
    var delete: String { en ? "Delete" : "Удалить" }
    var categoryMenu: String { en ? "Category actions" : "Действия с категорией" }
    func deleteCategoryQuestion(_ name: String, _ count: Int) -> String {
        en ? "Delete \"\(name)\" and its \(count) \(count == 1 ? "tracker" : "trackers")? This cannot be undone."
           : "Удалить «\(name)» и \(language.plural(count, one: "его \(count) трекер", few: "его \(count) трекера", many: "его \(count) трекеров"))? Это нельзя отменить."
    }
    func deleteTrackerQuestion(_ name: String) -> String {
        en ? "Delete \"\(name)\" and its history? This cannot be undone."
           : "Удалить «\(name)» и его историю? Это нельзя отменить."
    }

    var pin: String { en ? "Pin" : "Закрепить" }
    var unpin: String { en ? "Unpin" : "Открепить" }
    var details: String { en ? "Details" : "Подробнее" }
    func menuFor(_ name: String) -> String { en ? "\(name): actions" : "\(name): действия" }
    func markDone(_ name: String) -> String { en ? "Mark \(name) done" : "Отметить «\(name)» выполненным" }

    var allTrackers: String { en ? "All trackers" : "Все трекеры" }
    var todaysTrackers: String { en ? "Today's trackers" : "Трекеры на сегодня" }
    var completed: String { en ? "Completed" : "Завершённые" }
    var uncompleted: String { en ? "Uncompleted" : "Незавершённые" }
    func filter(_ filter: HabitScreensFilter) -> String {
        switch filter {
        case .all: allTrackers
        case .today: todaysTrackers
        case .completed: completed
        case .uncompleted: uncompleted
        }
    }

    var chooseDate: String { en ? "Choose a day" : "Выберите день" }
    var previousMonth: String { en ? "Previous month" : "Предыдущий месяц" }
    var nextMonth: String { en ? "Next month" : "Следующий месяц" }
    var today: String { en ? "Today" : "Сегодня" }

    var settings: String { en ? "Settings" : "Настройки" }
    var languageLabel: String { en ? "Language" : "Язык" }
    var export: String { en ? "Export" : "Экспорт" }
    var exportHint: String { en ? "Download everything as one JSON file." : "Скачать все данные одним JSON-файлом." }
    var importTitle: String { en ? "Import" : "Импорт" }
    var importHint: String { en ? "Load an exported file into this empty app." : "Загрузить экспортированный файл в пустое приложение." }
    var importButton: String { en ? "Import file" : "Импортировать файл" }
    func imported(_ trackers: Int) -> String { en ? "Imported \(trackers) trackers." : "Импортировано трекеров: \(trackers)." }
    var back: String { en ? "← Back" : "← Назад" }
    var offlineTitle: String { en ? "No connection" : "Нет соединения" }
    var offlineMessage: String {
        en ? "This screen isn't saved on this device. Connect to the internet and try again."
           : "Этот экран не сохранён на устройстве. Подключитесь к интернету и попробуйте снова."
    }
    var close: String { en ? "Close" : "Закрыть" }

    var currentStreak: String { en ? "Current streak" : "Текущая серия" }
    var bestStreakDetail: String { en ? "Best streak" : "Лучшая серия" }
    var last7Days: String { en ? "Last 7 days" : "Последние 7 дней" }
    var last30Days: String { en ? "Last 30 days" : "Последние 30 дней" }
    func completedSince(_ days: Int, _ start: Day) -> String {
        en ? "\(language.days(days)) completed since \(language.mediumDate(start))"
           : "\(language.days(days)) выполнено с \(language.mediumDate(start))"
    }
    func dayState(_ state: String) -> String {
        switch (language, state) {
        case (.en, "done"): "done"
        case (.en, "missed"): "missed"
        case (.en, "pending"): "not yet done"
        case (.en, "unscheduled"): "not scheduled"
        case (.en, _): "before the start"
        case (.ru, "done"): "выполнено"
        case (.ru, "missed"): "пропущено"
        case (.ru, "pending"): "ещё не выполнено"
        case (.ru, "unscheduled"): "не запланировано"
        case (.ru, _): "до начала"
        }
    }
}

import HabitScreens
typealias HabitScreensFilter = BoardState.Filter
