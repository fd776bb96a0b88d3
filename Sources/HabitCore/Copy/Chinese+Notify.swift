extension Chinese: NotifyCopy {
    public func reminderBody(time: String) -> String { "\(time) 的提醒 — 今天还没完成" }
    public var doneAction: String { "完成" }

    public var remindersIntro: String {
        "提醒发送到哪里：本设备的通知、ntfy 主题，或你自己的 Web 钩子。"
    }
    public var iPhoneNote: String {
        "在 iPhone 上，只有将 Habits 添加到主屏幕后才能收到通知（iOS 16.4 或更高版本）；ntfy 应用在任何设备上都可用。"
    }
    public var pushEnable: String { "在此设备上接收提醒" }
    public var pushUnsupported: String { "此浏览器无法在这里接收通知（需要 https 或已安装的应用）。" }
    public var pushDenied: String { "此网站的通知已被阻止；请在浏览器设置中允许。" }
    public var pushEnabled: String { "此设备会收到提醒。" }
    public var pushFailed: String { "无法为此设备订阅；请稍后重试。" }
    public func channelKindName(_ kind: NotificationChannel.Kind) -> String {
        switch kind {
        case .push: "通知"
        case .ntfy: "ntfy"
        case .webhook: "Web 钩子"
        }
    }
    public var ntfyURLLabel: String { "ntfy 主题网址" }
    public var ntfyHint: String { "例如 https://ntfy.sh/your-secret-topic；在 ntfy 应用中订阅该主题。" }
    public var webhookURLLabel: String { "Web 钩子网址" }
    public var webhookSecretLabel: String { "密钥（可选）" }
    public var webhookHint: String { "每条提醒都以 JSON 格式通过 POST 发送，并用密钥在 X-Habits-Signature 中签名。" }
    public var secretShown: String { "密钥" }
    public var addChannel: String { "添加" }
    public var removeChannel: String { "移除" }
    public func removeChannelLabel(_ name: String) -> String { "移除\(name)" }
    public var noChannels: String { "还没有渠道。" }
    public var neverSent: String { "尚未发送" }
    public func delivered(at: String) -> String { "已送达 \(at)" }
    public func failed(at: String, problem: String) -> String { "发送失败 \(at)：\(problem)" }
    public var channelAdded: String { "渠道已添加。" }
    public var channelRemoved: String { "渠道已移除。" }
    public func testReport(kind: String, url: String, outcome: String) -> String { "已向 \(kind) \(url) 发送测试：\(outcome)" }
    public var noTrackerForTest: String { "请先添加一个追踪项：测试提醒会显示其中一个。" }
}
