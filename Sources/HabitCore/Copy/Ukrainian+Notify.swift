extension Ukrainian: NotifyCopy {
    public func reminderBody(time: String) -> String { "Нагадування на \(time) — сьогодні ще не виконано" }
    public var doneAction: String { "Готово" }

    public var remindersIntro: String {
        "Куди надходять нагадування: сповіщення на цьому пристрої, тема ntfy або ваш вебхук."
    }
    public var iPhoneNote: String {
        "На iPhone сповіщення надходять, лише якщо Habits додано на Початковий екран (iOS 16.4 або новіша); застосунок ntfy працює всюди."
    }
    public var pushEnable: String { "Отримувати нагадування на цьому пристрої" }
    public var pushUnsupported: String { "Цей браузер не може отримувати тут сповіщення (потрібен https або встановлений застосунок)." }
    public var pushDenied: String { "Сповіщення для цього сайту заблоковано; дозвольте їх у налаштуваннях браузера." }
    public var pushEnabled: String { "Цей пристрій отримує нагадування." }
    public var pushFailed: String { "Не вдалося підписати цей пристрій; спробуйте пізніше." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Сповіщення"
        case .ntfy: "ntfy"
        case .webhook: "Вебхук"
        }
    }
    public var ntfyURLLabel: String { "Адреса теми ntfy" }
    public var ntfyHint: String { "Наприклад, https://ntfy.sh/ваша-таємна-тема; підпишіться на неї в застосунку ntfy." }
    public var webhookURLLabel: String { "Адреса вебхука" }
    public var webhookSecretLabel: String { "Секрет (необовʼязково)" }
    public var webhookHint: String { "Кожне нагадування надсилається POST-запитом у JSON з підписом секретом у X-Habits-Signature." }
    public var secretShown: String { "Секрет" }
    public var addChannel: String { "Додати" }
    public var removeChannel: String { "Видалити" }
    public func removeChannelLabel(_ name: String) -> String { "Видалити \(name)" }
    public var noChannels: String { "Каналів поки немає." }
    public var neverSent: String { "Ще нічого не надіслано" }
    public func delivered(at: String) -> String { "Доставлено \(at)" }
    public func failed(at: String, problem: String) -> String { "Не доставлено \(at): \(problem)" }
    public var channelAdded: String { "Канал додано." }
    public var channelRemoved: String { "Канал видалено." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Пробне нагадування: \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Спершу додайте трекер: пробне нагадування показує один із них." }
}
