extension English: HintCopy {
    public func importEmptyFile(_ name: String) -> String { "\(name) is empty: there is nothing in it to import." }
    public var invitedTitle: String { "You’re invited" }
    public var invitedIntro: String {
        "Choose a name and a password to create your account. Your trackers are yours alone: no one else on this server sees them."
    }
    public func testLink(_ url: String) -> String { "The link opens \(url) (set another with --url or HABITS_PUBLIC_URL)." }
    public func testReminderDone(time: String) -> String { "Test for \(time) — already done today, so no reminder would come" }
    public var limitReached: String { "Limit reached" }
    public var overLimit: String { "Over the limit" }
    public func pauseStartsTomorrow(_ name: String) -> String {
        "\(name) is already done today, so the pause starts tomorrow and today still counts."
    }
    public var pauseAllStartsTomorrow: String {
        "Some habits are already done today, so the pause starts tomorrow and today still counts for them. Choose today to pause today too."
    }
    public func habitCount(_ count: Int) -> String { "\(count) \(plural(count, one: "habit", few: "habits", many: "habits"))" }
    public func withHabitCount(_ line: String, _ count: Int) -> String { "\(line) (\(habitCount(count)))" }
    public var resumeAll: String { "Resume all" }
    public var cancelPlannedPauses: String { "Cancel planned pauses" }
    public var flexibleRateNote: String {
        "* A habit done a number of times a week, a month or in some days is due only on the days its goal still needs, so days done ahead of them don’t count here; its strength shows how it’s going."
    }
    public var shortMonthLabels: [String] {
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    }
}
