extension Japanese: NotifyCopy {
    public func reminderBody(time: String) -> String { "\(time)のリマインダー — 今日はまだ完了していません" }
    public var doneAction: String { "完了" }

    public var remindersIntro: String {
        "リマインダーの送信先: このデバイスの通知、ntfyのトピック、または独自のウェブフック。"
    }
    public var iPhoneNote: String {
        "iPhoneでは、Habitsをホーム画面に追加した場合にのみ通知が届きます（iOS 16.4以降）。ntfyアプリはどこでも使えます。"
    }
    public var pushEnable: String { "このデバイスでリマインダーを受け取る" }
    public var pushUnsupported: String { "このブラウザではここで通知を受け取れません（httpsまたはインストールしたアプリが必要です）。" }
    public var pushDenied: String { "このサイトの通知はブロックされています。ブラウザの設定で許可してください。" }
    public var pushEnabled: String { "このデバイスはリマインダーを受け取ります。" }
    public var pushFailed: String { "このデバイスを登録できませんでした。しばらくしてからもう一度お試しください。" }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "通知"
        case .ntfy: "ntfy"
        case .webhook: "ウェブフック"
        }
    }
    public var ntfyURLLabel: String { "ntfyトピックのURL" }
    public var ntfyHint: String { "例: https://ntfy.sh/your-secret-topic。ntfyアプリでこのトピックを購読してください。" }
    public var webhookURLLabel: String { "ウェブフックのURL" }
    public var webhookSecretLabel: String { "シークレット（任意）" }
    public var webhookHint: String { "各リマインダーはJSONでPOSTされ、シークレットによる署名がX-Habits-Signatureに付きます。" }
    public var secretShown: String { "シークレット" }
    public var addChannel: String { "追加" }
    public var removeChannel: String { "削除" }
    public func removeChannelLabel(_ name: String) -> String { "\(name)を削除" }
    public var noChannels: String { "チャネルはまだありません。" }
    public var neverSent: String { "まだ何も送信されていません" }
    public func delivered(at: String) -> String { "配信済み \(at)" }
    public func failed(at: String, problem: String) -> String { "失敗 \(at): \(problem)" }
    public var channelAdded: String { "チャネルを追加しました。" }
    public var channelRemoved: String { "チャネルを削除しました。" }
    public func testReport(kind: String, url: String, outcome: String) -> String { "\(kind) \(url) にテストを送信: \(outcome)" }
    public var noTrackerForTest: String { "先にトラッカーを追加してください。テストのリマインダーにはそのいずれかが表示されます。" }
}
