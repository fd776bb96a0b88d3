/// A rule the person's input broke, with a message they can act on.
public enum DomainError: Error, Hashable, Sendable {
    case nameMissing
    case nameTooLong
    case duplicateTracker(name: String)
    case categoryNameMissing
    case categoryNameTooLong
    case duplicateCategory(name: String)
    case noteTooLong
    case controlCharacters
    case scheduleEmpty
    case invalidEmoji
    case invalidColor(String)
    case futureDay
    case beforeStart(name: String, start: Day)
    case notScheduled(name: String, weekday: Weekday)
    case eventAlreadyDone(name: String, on: Day)
    case startAfterFirstCompletion(name: String, first: Day)
    case startInFuture
    case kindChange
    case unknownTracker(String)
    case unknownCategory(String)
    case databaseNotEmpty
    case invalidImport(String)

    public var message: String { message(in: .en) }

    public func message(in language: Language) -> String {
        let en = language == .en
        switch self {
        case .nameMissing: return en ? "Give your tracker a name." : "Дайте трекеру название."
        case .nameTooLong: return en ? "Limit 38 characters" : "Ограничение 38 символов"
        case .duplicateTracker(let name):
            return en ? "You already track \"\(name)\"." : "Вы уже отслеживаете «\(name)»."
        case .categoryNameMissing: return en ? "Give your category a name." : "Дайте категории название."
        case .categoryNameTooLong: return en ? "Limit 38 characters" : "Ограничение 38 символов"
        case .duplicateCategory(let name):
            return en ? "Category \"\(name)\" already exists." : "Категория «\(name)» уже есть."
        case .noteTooLong: return en ? "Keep the note under 200 characters." : "Заметка — не больше 200 символов."
        case .controlCharacters:
            return en ? "Control characters (like NUL) can't be used in names or notes."
                      : "Управляющие символы (например, NUL) нельзя использовать в названиях и заметках."
        case .scheduleEmpty: return en ? "Pick at least one day." : "Выберите хотя бы один день."
        case .invalidEmoji: return en ? "Pick one of the emoji." : "Выберите один из эмодзи."
        case .invalidColor(let text):
            return en ? "\"\(text)\" is not a colour; use #RRGGBB." : "«\(text)» — не цвет; укажите #RRGGBB."
        case .futureDay: return en ? "You can't mark a future day." : "Нельзя отметить будущий день."
        case .beforeStart(let name, let start):
            return en ? "\(name) started on \(language.mediumDate(start))."
                      : "«\(name)» начат \(language.mediumDate(start))."
        case .notScheduled(let name, let weekday):
            return en ? "\(name) isn't scheduled on \(language.weekdayName(weekday))s."
                      : "«\(name)» не запланирован на этот день (\(language.weekdayName(weekday)))."
        case .eventAlreadyDone(let name, let day):
            return en ? "\(name) was already done on \(language.mediumDate(day)). Undo that day first."
                      : "«\(name)» уже выполнено \(language.mediumDate(day)). Сначала отмените тот день."
        case .startAfterFirstCompletion(let name, let first):
            return en ? "\(name) was first done on \(language.mediumDate(first)); it can't start later."
                      : "«\(name)» впервые выполнен \(language.mediumDate(first)); начало не может быть позже."
        case .startInFuture: return en ? "A tracker can't start in the future." : "Трекер не может начаться в будущем."
        case .kindChange: return en ? "A habit can't become an event, or the other way round."
                                    : "Привычку нельзя превратить в событие и наоборот."
        case .unknownTracker(let name):
            return en ? "No tracker is called \"\(name)\"." : "Трекера «\(name)» нет."
        case .unknownCategory(let name):
            return en ? "No category is called \"\(name)\"." : "Категории «\(name)» нет."
        case .databaseNotEmpty:
            return en ? "Import needs an empty database; this one already has data."
                      : "Импорт возможен только в пустую базу, а в этой уже есть данные."
        case .invalidImport(let problem):
            return en ? "This file can't be imported: \(problem)" : "Этот файл нельзя импортировать: \(problem)"
        }
    }
}
