/// Words that say why something is as it is, added after a hands-on test (#28): an empty
/// upload, the sign-up page's context, a test reminder, an at-most habit's limit, a pause that
/// keeps a day already done, the overview of Pause all, what a flexible habit's 30-day rate
/// counts, and the heatmap's month labels. Part of every language's `Copy`, in
/// `English+Hints.swift`, `Russian+Hints.swift`, …
public protocol HintCopy {
    /// An upload of a file of 0 bytes: "backup.json is empty: there is nothing in it to import."
    func importEmptyFile(_ name: String) -> String
    /// The sign-up page of an invitation: its heading and the line under it.
    var invitedTitle: String { get }
    var invitedIntro: String { get }
    /// `habits notify test`: where the reminder's link goes, and how to change it.
    func testLink(_ url: String) -> String
    /// A test reminder's text for a habit already done today (a real one would not be sent).
    func testReminderDone(time: String) -> String
    /// An at-most habit's card with the day's (or the period's) amount at its limit, and over it.
    var limitReached: String { get }
    var overLimit: String { get }
    /// The pause sheet of a habit done today: the pause starts tomorrow, so today keeps counting.
    func pauseStartsTomorrow(_ name: String) -> String
    /// Pause all while some habit is done today.
    var pauseAllStartsTomorrow: String { get }
    /// `N habits`.
    func habitCount(_ count: Int) -> String
    /// Settings' overview of the pauses: a line (`pausedUntil`, `plannedPause`) with how many habits it holds.
    func withHabitCount(_ line: String, _ count: Int) -> String
    /// Ends every pause that holds today.
    var resumeAll: String { get }
    /// Cancels every pause planned after today.
    var cancelPlannedPauses: String { get }
    /// Under Statistics' table: why a flexible habit's 30-day rate counts few days (SPEC §10.1,
    /// §10.9: it is due only on its last chances). Starts with the mark its rates carry (`*`).
    var flexibleRateNote: String { get }
    /// Month names, short and standing alone, January first (the heatmap's labels): "Jan", "янв.".
    var shortMonthLabels: [String] { get }
}
