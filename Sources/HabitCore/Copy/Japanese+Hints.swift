extension Japanese: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) は空です。インポートするものがありません。" }
    public var invitedTitle: String { "招待が届いています" }
    public var invitedIntro: String {
        "アカウントのユーザー名とパスワードを決めてください。トラッカーはあなただけのもので、このサーバーのほかの人には見えません。"
    }
    public func testLink(_ url: String) -> String { "リンク先は \(url) です（--url または HABITS_PUBLIC_URL で変更できます）。" }
    public func testReminderDone(time: String) -> String { "\(time)のテスト — 今日はもう完了しているため、実際のリマインダーは届きません" }
    public var limitReached: String { "上限に達しました" }
    public var overLimit: String { "上限を超えました" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name)は今日すでに完了しています。一時停止は明日から始まり、今日の記録は数えられます。"
    }
    public var pauseAllStartsTomorrow: String {
        "今日すでに完了した習慣があるため、一時停止は明日から始まり、今日の記録は数えられます。今日も一時停止するには今日の日付を選んでください。"
    }
    public func habitCount(_ count: Int) -> String { "習慣\(count)件" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line)（\(habitCount(count))）" }
    public var resumeAll: String { "すべて再開" }
    public var cancelPlannedPauses: String { "予定の一時停止を取り消す" }
    public var flexibleRateNote: String {
        "* 週・月・数日あたりの回数で決めた習慣は、目標の達成にその日が必要なときだけ予定日になります。前もって完了した日はここには数えられません。進み具合は定着度でわかります。"
    }
    public var shortMonthLabels: [String] {
        ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"]
    }
}
