extension Chinese: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) 是空文件，没有可导入的内容。" }
    public var invitedTitle: String { "你已受到邀请" }
    public var invitedIntro: String {
        "为你的账号设置用户名和密码。你的追踪项只属于你：此服务器上的其他人看不到。"
    }
    public func testLink(_ url: String) -> String { "链接指向 \(url)（可用 --url 或 HABITS_PUBLIC_URL 更改）。" }
    public func testReminderDone(time: String) -> String { "\(time) 的测试 — 今天已完成，因此不会收到真正的提醒" }
    public var limitReached: String { "已达上限" }
    public var overLimit: String { "已超出上限" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name)今天已完成：暂停从明天开始，今天仍然计入。"
    }
    public var pauseAllStartsTomorrow: String {
        "部分习惯今天已完成：暂停从明天开始，今天仍然计入。若要今天也暂停，请选择今天的日期。"
    }
    public func habitCount(_ count: Int) -> String { "\(count) 个习惯" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line)（\(habitCount(count))）" }
    public var resumeAll: String { "全部恢复" }
    public var cancelPlannedPauses: String { "取消计划的暂停" }
    public var flexibleRateNote: String {
        "* 按每周、每月或若干天几次安排的习惯，只有在目标还需要那一天时才算计划日，所以提前完成的日子不计入这里；进展请看习惯强度。"
    }
    public var shortMonthLabels: [String] {
        ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"]
    }
}
