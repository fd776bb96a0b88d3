extension Russian: NotifyCopy {
    public func reminderBody(time: String) -> String { "Напоминание на \(time) — сегодня ещё не отмечено" }
    public var doneAction: String { "Готово" }

    public var remindersIntro: String {
        "Куда приходят напоминания: уведомления на этом устройстве, тема ntfy или ваш вебхук."
    }
    public var iPhoneNote: String {
        "На iPhone уведомления приходят, только если Habits добавлено на экран «Домой» (iOS 16.4 и новее); приложение ntfy работает везде."
    }
    public var pushEnable: String { "Получать напоминания на этом устройстве" }
    public var pushUnsupported: String { "Этот браузер не может получать здесь уведомления (нужен https или установленное приложение)." }
    public var pushDenied: String { "Уведомления для этого сайта запрещены; разрешите их в настройках браузера." }
    public var pushEnabled: String { "Это устройство получает напоминания." }
    public var pushFailed: String { "Не удалось подписать это устройство; попробуйте позже." }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "Уведомления"
        case .ntfy: "ntfy"
        case .webhook: "Вебхук"
        }
    }
    public var ntfyURLLabel: String { "Адрес темы ntfy" }
    public var ntfyHint: String { "Например, https://ntfy.sh/ваша-тайная-тема; подпишитесь на неё в приложении ntfy." }
    public var webhookURLLabel: String { "Адрес вебхука" }
    public var webhookSecretLabel: String { "Секрет (необязательно)" }
    public var webhookHint: String { "Каждое напоминание отправляется POST-запросом в JSON с подписью секретом в X-Habits-Signature." }
    public var secretShown: String { "Секрет" }
    public var addChannel: String { "Добавить" }
    public var removeChannel: String { "Удалить" }
    public func removeChannelLabel(_ name: String) -> String { "Удалить \(name)" }
    public var noChannels: String { "Каналов пока нет." }
    public var neverSent: String { "Ещё ничего не отправлено" }
    public func delivered(at: String) -> String { "Доставлено \(at)" }
    public func failed(at: String, problem: String) -> String { "Не доставлено \(at): \(problem)" }
    public var channelAdded: String { "Канал добавлен." }
    public var channelRemoved: String { "Канал удалён." }
    public func testReport(kind: String, url: String, outcome: String) -> String { "Пробное отправлено: \(kind) \(url): \(outcome)" }
    public var noTrackerForTest: String { "Сначала добавьте трекер: пробное напоминание показывает один из них." }
}
